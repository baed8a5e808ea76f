// Exact decimal energy of the energy, energy-cost and electricity-bill engines.
import { describe, expect, it } from 'vitest';
import { kWhOf } from '../../../../engines/electrical/_lib/energy-tariff.ts';

describe('energy-tariff', () => {
  it('kWh of watts × hours × days is exact in decimal', () => {
    expect(kWhOf(0.1, 3).toNumber()).toBe(0.0003);
    expect(kWhOf(200, 4, 120).toNumber()).toBe(96);
  });
});
