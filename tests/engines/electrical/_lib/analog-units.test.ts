// Analog unit selects: the resistance units the schema accepts, the options the pages offer for
// them, and MΩ values converted to ohms through the engines that use the select.
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { RESISTANCE_UNIT_OPTIONS, resistanceUnitField } from '../../../../engines/electrical/_lib/analog-units.ts';
import { result } from '../../../helpers/calc.ts';

describe('analog-units', () => {
  it('accepts ohm, kohm and Mohm, and defaults to the given unit', () => {
    const field = resistanceUnitField('kohm');
    for (const unit of ['ohm', 'kohm', 'Mohm']) expect(z.safeParse(field, unit)).toMatchObject({ success: true, data: unit });
    expect(z.parse(field, undefined)).toBe('kohm');
    expect(z.safeParse(field, 'GΩ').success).toBe(false);
  });

  it('the unit select offers exactly the accepted units, labelled Ω, kΩ, MΩ', () => {
    expect(RESISTANCE_UNIT_OPTIONS).toEqual([
      { value: 'ohm', label: 'Ω' },
      { value: 'kohm', label: 'kΩ' },
      { value: 'Mohm', label: 'MΩ' },
    ]);
    for (const o of RESISTANCE_UNIT_OPTIONS) expect(z.safeParse(resistanceUnitField('ohm'), o.value).success).toBe(true);
  });

  it('plain numbers in MΩ reach the engines as ohms', () => {
    // 1 MΩ ∥ 1 MΩ = 0.5 MΩ = 500 000 Ω.
    expect(result('parallel-resistor', { resistors: [1, 1], R_unit: 'Mohm' }).R_total).toBe(500_000);
    // Balance: R4 = R2·R3/R1 = 2 MΩ × 3 MΩ / 1 MΩ = 6 MΩ = 6 000 000 Ω.
    expect(result('wheatstone-bridge', { mode: 'balance', R1: 1, R2: 2, R3: 3, R_unit: 'Mohm' }).R4).toBe(6e6);
  });
});
