import { describe, expect, it } from 'vitest';
import { unknownOf, unusedInputsWarning } from '../../../../engines/electrical/_lib/input-combinations.ts';
import { capacitanceFarads, durationSeconds, inductanceHenries, resistanceOhms, unitOptions, CAPACITANCE_UNITS } from '../../../../engines/electrical/_lib/passive-units.ts';

describe('passive-units', () => {
  it('converts to SI', () => {
    expect(capacitanceFarads('C', 47, 'nF')).toBeCloseTo(47e-9, 20);
    expect(capacitanceFarads('C', 10, 'uF')).toBeCloseTo(1e-5, 18);
    expect(inductanceHenries('L', 22, 'uH')).toBeCloseTo(22e-6, 18);
    expect(durationSeconds('t', 5, 'ms')).toBeCloseTo(5e-3, 18);
    expect(unitOptions(CAPACITANCE_UNITS).map((o) => o.label)).toEqual(['F', 'mF', 'µF', 'nF', 'pF']);
  });

  it('answers zero or negative magnitudes with the quantity\'s code', () => {
    expect(capacitanceFarads('C', 0, 'nF')).toMatchObject({ error: { code: 'CAPACITANCE_MUST_BE_POSITIVE', field: 'C' } });
    expect(inductanceHenries('L', -1, 'mH')).toMatchObject({ error: { code: 'INDUCTANCE_MUST_BE_POSITIVE', field: 'L' } });
    expect(durationSeconds('t', 0, 's')).toMatchObject({ error: { code: 'TIME_MUST_BE_POSITIVE' } });
    expect(resistanceOhms('R', 0, 'why')).toMatchObject({ error: { code: 'RESISTANCE_MUST_BE_NONZERO', field: 'R' } });
    expect(resistanceOhms('R', -1, 'why')).toMatchObject({ error: { code: 'RESISTANCE_MUST_BE_POSITIVE', field: 'R' } });
    expect(resistanceOhms('R', 10, 'why')).toBe(10);
  });
});

describe('input-combinations', () => {
  const labels = { a: 'first', b: 'second', c: 'third' };
  it('finds the one blank field, or explains too few / too many', () => {
    expect(unknownOf({ a: 1, b: 2 }, ['a', 'b', 'c'] as const, labels)).toBe('c');
    expect(unknownOf({ a: 1 }, ['a', 'b', 'c'] as const, labels)).toMatchObject({ error: { code: 'MISSING_REQUIRED_INPUT', field: 'b' } });
    expect(unknownOf({ a: 1, b: 2, c: 3 }, ['a', 'b', 'c'] as const, labels)).toMatchObject({ error: { code: 'INVALID_INPUT', field: 'c' } });
  });
  it('notes only the unused inputs that were given', () => {
    expect(unusedInputsWarning({ a: 1 }, ['b'], 'here')).toEqual([]);
    const [w] = unusedInputsWarning({ a: 1, b: 2 }, ['a', 'b'], 'here');
    expect(w).toMatchObject({ code: 'INPUT_IGNORED', severity: 'info' });
    expect(w.detail).toBe('a, b are not used here.');
  });
});
