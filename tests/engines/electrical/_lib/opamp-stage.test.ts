// Shared op-amp stage helpers: the resistor combination a ∥ b with open (absent) resistors,
// and the configuration synonym table.
import { describe, expect, it } from 'vitest';
import { CONFIG_SYNONYMS, OPAMP_CONFIGS, parallel } from '../../../../engines/electrical/_lib/opamp-stage.ts';
import { result } from '../../../helpers/calc.ts';

describe('opamp-stage', () => {
  it('combines resistors in parallel, an absent one counting as open', () => {
    expect(parallel(300, 600)).toBe(200); // 300·600 / 900
    expect(parallel(undefined, 470)).toBe(470); // open ∥ R = R
    expect(parallel(470, undefined)).toBe(470);
    expect(parallel(undefined, undefined)).toBe(Infinity); // open ∥ open is still open
  });

  it('maps every configuration synonym to a configuration the engines accept', () => {
    // A table entry that is not one of OPAMP_CONFIGS would only work by accident (e.g. '' falls back to the default).
    for (const [alias, config] of Object.entries(CONFIG_SYNONYMS)) expect(OPAMP_CONFIGS, alias).toContain(config);
    for (const alias of ['non-inverting', 'noninverting', 'non_inverting', 'non-inv', 'noninv', 'follower']) {
      expect(result('opamp-noise', { config: alias, en_nV: 1, f_high: 1 }).config, alias).toBe('non-inverting');
    }
    expect(result('opamp-noise', { config: 'inv', R1: 1000, R2: 9000, en_nV: 1, f_high: 1 }).config).toBe('inverting');
  });
});
