// ohms-law: every pair of V, I, R, P against mathjs unit arithmetic (64-digit
// BigNumbers, an independent implementation), textbook values, the degenerate
// pairs (0/0, x/0) and every error code with its field and suggestion.
import fc from 'fast-check';
import { all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { failure, ok, result, run } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const math = create(all, { number: 'BigNumber', precision: 64 });
const ref = (expr: string, unit: string): number => math.evaluate(`${expr} to ${unit}`).toNumber(unit);
const relErr = (got: number, want: number) => Math.abs(got - want) / Math.abs(want);

/** The two solved quantities of each pair, as mathjs expressions with units. */
const PAIRS: { inputs: Record<string, number>; want: Record<string, [string, string]> }[] = [
  { inputs: { V: 12, R: 6 }, want: { I: ['12 V / 6 ohm', 'A'], P: ['(12 V)^2 / 6 ohm', 'W'] } },
  { inputs: { V: 230, I: 4.35 }, want: { R: ['230 V / 4.35 A', 'ohm'], P: ['230 V * 4.35 A', 'W'] } },
  { inputs: { V: 120, P: 60 }, want: { I: ['60 W / 120 V', 'A'], R: ['(120 V)^2 / 60 W', 'ohm'] } },
  { inputs: { I: 0.02, R: 470 }, want: { V: ['0.02 A * 470 ohm', 'V'], P: ['(0.02 A)^2 * 470 ohm', 'W'] } },
  { inputs: { I: 12.5, P: 1500 }, want: { V: ['1500 W / 12.5 A', 'V'], R: ['1500 W / (12.5 A)^2', 'ohm'] } },
  { inputs: { R: 8, P: 100 }, want: { V: ['sqrt(100 W * 8 ohm)', 'V'], I: ['sqrt(100 W / 8 ohm)', 'A'] } },
  { inputs: { R: 1e-3, P: 2.5e-6 }, want: { V: ['sqrt(2.5e-6 W * 1e-3 ohm)', 'V'], I: ['sqrt(2.5e-6 W / 1e-3 ohm)', 'A'] } },
];

describe('ohms-law', () => {
  it.each(PAIRS)('$inputs matches mathjs unit arithmetic', ({ inputs, want }) => {
    const got = result('ohms-law', inputs);
    for (const [k, v] of Object.entries(inputs)) expect(got[k]).toBe(v);
    for (const [k, [expr, unit]] of Object.entries(want)) expect(relErr(got[k], ref(expr, unit)), k).toBeLessThan(2e-15);
  });

  it('conformance vector: V 12, R 6 → I 2, P 24', () => {
    expect(result('ohms-law', { V: 12, R: 6 })).toEqual({ V: 12, I: 2, R: 6, P: 24 });
  });

  it('textbook values: 60 W / 120 V lamp, 100 W / 230 V lamp, 1/4 W resistor limits', () => {
    expect(result('ohms-law', { V: 120, P: 60 })).toEqual({ V: 120, I: 0.5, R: 240, P: 60 });
    const lamp = result('ohms-law', { V: 230, P: 100 });
    expect(lamp.R).toBeCloseTo(529, 10);
    expect(lamp.I).toBeCloseTo(0.43478260869565216, 15);
    expect(result('ohms-law', { R: 100, P: 0.25 })).toMatchObject({ V: 5, I: 0.05 });
  });

  it('any solution fed back as another pair reproduces the other two (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-6, max: 1e6, noNaN: true }), fc.double({ min: 1e-6, max: 1e6, noNaN: true }), (V, R) => {
        const all4 = result('ohms-law', { V, R });
        for (const pair of [['I', 'P'], ['V', 'I'], ['R', 'P'], ['I', 'R'], ['V', 'P']] as const) {
          const again = result('ohms-law', { [pair[0]]: all4[pair[0]], [pair[1]]: all4[pair[1]] });
          for (const k of ['V', 'I', 'R', 'P']) expect(relErr(again[k], all4[k])).toBeLessThan(1e-12);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('zero in a non-degenerate pair is a valid answer', () => {
    expect(result('ohms-law', { V: 0, R: 10 })).toEqual({ V: 0, I: 0, R: 10, P: 0 });
    expect(result('ohms-law', { I: 0, R: 10 })).toEqual({ V: 0, I: 0, R: 10, P: 0 });
    expect(result('ohms-law', { I: 3, R: 0 })).toEqual({ V: 0, I: 3, R: 0, P: 0 });
    expect(result('ohms-law', { I: 3, P: 0 })).toEqual({ V: 0, I: 3, R: 0, P: 0 });
    expect(result('ohms-law', { R: 5, P: 0 })).toEqual({ V: 0, I: 0, R: 5, P: 0 });
    expect(result('ohms-law', { V: 0, I: 2 })).toEqual({ V: 0, I: 2, R: 0, P: 0 });
  });

  it('keeps tiny and huge values finite where the answer is (no needless overflow)', () => {
    const big = result('ohms-law', { R: 1e300, P: 1e10 });
    expect(relErr(big.V, 1e155)).toBeLessThan(1e-15);
    expect(relErr(big.I, 1e-145)).toBeLessThan(1e-15);
    const tinyI = result('ohms-law', { I: 1e-200, P: 1e-300 });
    expect(relErr(tinyI.R, 1e100)).toBeLessThan(1e-15);
  });

  it('reports the formula of the solved branch and a formatted answer', () => {
    const env = ok('ohms-law', { V: 12, R: 6 });
    expect(env.formula).toMatchObject({ id: 'ohms-law.v-r', expression: 'I = V / R; P = V² / R' });
    expect(env.result_detail.formatted).toBe('I = 2 A, P = 24 W');
    expect(ok('ohms-law', { R: 8, P: 100 }).formula?.id).toBe('ohms-law.r-p');
    expect(env).toMatchObject({ engine: 'ohms-law', capability_id: 'electrical.ohms_law', calculation_version: '1.5.1', page: '/calc/electric/ohms-law' });
  });

  it('accepts numeric strings (query strings) and ignores unknown keys with a warning', () => {
    expect(result('ohms-law', { V: '13', R: '4' })).toMatchObject({ I: 3.25, P: 42.25 });
    const env = ok('ohms-law', { V: 12, R: 6, Vin: 5 });
    expect(env.warnings.map((w) => w.code)).toContain('UNKNOWN_INPUT_IGNORED');
  });

  it.each([
    [{ V: 12, R: 0 }, 'RESISTANCE_MUST_BE_NONZERO', 'R'],
    [{ R: 0, P: 5 }, 'RESISTANCE_MUST_BE_NONZERO', 'R'],
    [{ V: 0, R: 0 }, 'UNDEFINED', 'R'],
    [{ V: 0, I: 0 }, 'UNDEFINED', 'I'],
    [{ V: 0, P: 0 }, 'UNDEFINED', 'V'],
    [{ I: 0, P: 0 }, 'UNDEFINED', 'I'],
    [{ R: 0, P: 0 }, 'UNDEFINED', 'R'],
    [{ V: 12, I: 0 }, 'CURRENT_MUST_BE_NONZERO', 'I'],
    [{ I: 0, P: 100 }, 'CURRENT_MUST_BE_NONZERO', 'I'],
    [{ V: 0, P: 100 }, 'VOLTAGE_MUST_BE_POSITIVE', 'V'],
    [{ V: 12, P: 0 }, 'NO_FINITE_SOLUTION', 'P'],
    [{ V: -12, R: 6 }, 'VOLTAGE_MUST_BE_NONNEGATIVE', 'V'],
    [{ I: -1, R: 6 }, 'CURRENT_MUST_BE_NONNEGATIVE', 'I'],
    [{ V: 12, R: -6 }, 'RESISTANCE_MUST_BE_NONNEGATIVE', 'R'],
    [{ V: 12, P: -6 }, 'POWER_MUST_BE_NONNEGATIVE', 'P'],
    [{ V: 12 }, 'MISSING_REQUIRED_INPUT', 'I'],
    [{}, 'MISSING_REQUIRED_INPUT', 'V'],
    [{ V: 12, I: 2, R: 6 }, 'INVALID_INPUT', 'R'],
    [{ V: 'twelve', R: 6 }, 'INVALID_NUMBER', 'V'],
    [{ V: 1e300, R: 1e-300 }, 'NON_FINITE_RESULT', 'V'],
  ])('%o → %s on %s', (inputs, code, field) => {
    const f = failure('ohms-law', inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(10);
  });

  it('the spec’s UNDEFINED case (V = 0, R = 0 asked for I) is a 400 error, never a NaN success', () => {
    const a = run('ohms-law', { V: 0, R: 0 });
    expect(a.http).toBe(400);
    expect(JSON.stringify(a.body)).not.toContain('NaN');
  });
});

declaresTheCodesItReturns('ohms-law');
