// temperature: the reference points of published conversion tables, the NIST SP 811
// formulas worked independently with BigInt fractions in this file (never the unit
// table the engine reads), exactness on decimal inputs, the REST aliases, and the
// refusal below absolute zero.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../engines/registry.ts';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'temperature';

/** An exact fraction n/d of BigInts, reduced, d > 0. */
type Frac = [bigint, bigint];
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
const frac = (n: bigint, d: bigint): Frac => {
  const g = gcd(n, d) || 1n;
  const s = d < 0n ? -1n : 1n;
  return [(s * n) / g, (s * d) / g];
};
/** A decimal text such as "98.6" or "-459.67" as an exact fraction. */
function dec(text: string): Frac {
  const [i, f = ''] = text.replace('-', '').split('.');
  const n = BigInt(i + f) * (text.startsWith('-') ? -1n : 1n);
  return frac(n, 10n ** BigInt(f.length));
}
const add = (a: Frac, b: Frac) => frac(a[0] * b[1] + b[0] * a[1], a[1] * b[1]);
const mul = (a: Frac, b: Frac) => frac(a[0] * b[0], a[1] * b[1]);
const div = (a: Frac, b: Frac) => frac(a[0] * b[1], a[1] * b[0]);
/** NIST SP 811, Appendix B (temperature): to kelvin and back, written out per scale. */
const ONE_EIGHT = dec('1.8');
const toK: Record<string, (x: Frac) => Frac> = {
  C: (c) => add(c, dec('273.15')),
  F: (f) => div(add(f, dec('459.67')), ONE_EIGHT),
  K: (k) => k,
  R: (r) => div(r, ONE_EIGHT),
};
const fromK: Record<string, (k: Frac) => Frac> = {
  C: (k) => add(k, dec('-273.15')),
  F: (k) => add(mul(k, ONE_EIGHT), dec('-459.67')),
  K: (k) => k,
  R: (k) => mul(k, ONE_EIGHT),
};
/** The nearest double to n/d, through a 30-digit decimal quotient (n/d is exact to far below a double's last bit). */
function nearest([n, d]: Frac): number {
  const neg = n < 0n;
  const a = neg ? -n : n;
  const scaled = (a * 10n ** 30n) / d;
  const s = scaled.toString().padStart(31, '0');
  return Number(`${neg ? '-' : ''}${s.slice(0, -30)}.${s.slice(-30)}`) + 0;
}

describe('temperature', () => {
  it('gives the reference points of the conversion tables (Citizendium table 1; Distillers Wiki summary)', () => {
    const rows = [
      // K, °C, °F, °R
      [0, -273.15, -459.67, 0],
      [273.15, 0, 32, 491.67],
      [310.15, 37, 98.6, 558.27],
      [373.15, 100, 212, 671.67],
    ];
    for (const [K, C, F, R] of rows) {
      for (const [from, v] of [['K', K], ['C', C], ['F', F], ['R', R]] as const) {
        const r = result(ID, { value: v, value_unit: from, to: 'C' });
        expect({ from, v, K: r.kelvin, C: r.celsius, F: r.fahrenheit, R: r.rankine }).toEqual({ from, v, K, C, F, R });
      }
    }
  });

  it('converts exactly: 98.6 °F is exactly 37 °C, not 36.99999999999999 (binary arithmetic gives that)', () => {
    expect((98.6 - 32) / 1.8).not.toBe(37);
    const r = result(ID, { value: 98.6, value_unit: 'F', to: 'C' });
    expect(r.value).toBe(37);
    expect(r.celsius_exact).toBe('37');
    expect(r.exact).toBe('37');
  });

  it('writes repeating results with the block in brackets: 100 °F = 340/9 °C = 37.(7) °C; 1 °R = 5/9 K', () => {
    const r = result(ID, { value: 100, value_unit: 'F', to: 'C' });
    expect(r.celsius_exact).toBe('37.(7)');
    expect(r.value).toBe(340 / 9);
    expect(r.kelvin_exact).toBe('310.92(7)');
    expect(r.rankine_exact).toBe('559.67');
    const one = result(ID, { value: 1, value_unit: 'R', to: 'K' });
    expect(one.kelvin_exact).toBe('0.(5)');
    expect(one.value).toBe(5 / 9);
  });

  it('agrees with the NIST formulas worked in BigInt fractions, for every pair of scales (property)', () => {
    const scales = ['C', 'F', 'K', 'R'] as const;
    fc.assert(
      fc.property(fc.integer({ min: -50_000, max: 10_000_000 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }), (cents, i, j) => {
        const from = scales[i];
        const to = scales[j];
        const text = (cents / 100).toFixed(2);
        const kelvin = toK[from](dec(text));
        if (kelvin[0] < 0n) {
          expect(failure(ID, { value: Number(text), value_unit: from, to }).code).toBe('TEMPERATURE_BELOW_ABSOLUTE_ZERO');
          return;
        }
        const r = result(ID, { value: Number(text), value_unit: from, to });
        expect(r.value).toBe(nearest(fromK[to](kelvin)));
        expect(r.kelvin).toBe(nearest(kelvin));
      }),
      { numRuns: 300 },
    );
  });

  it('round-trips every scale through every other exactly (the exact text read back)', () => {
    for (const from of ['C', 'F', 'K', 'R']) {
      for (const to of ['C', 'F', 'K', 'R']) {
        const there = result(ID, { value: 21.5, value_unit: from, to });
        if (/\(/.test(there.exact)) continue;
        expect(result(ID, { value: Number(there.exact), value_unit: to, to: from }).exact).toBe('21.5');
      }
    }
  });

  it('writes tiny results out whole: 1e-300 K is 1.8e-300 °R, every digit', () => {
    expect(result(ID, { value: 1e-300, value_unit: 'K', to: 'R' }).exact).toBe(`0.${'0'.repeat(299)}18`);
  });

  it('converts a temperature difference by the factor alone (NIST SP 811 B.8 temperature interval: 1 °F = 5/9 K)', () => {
    expect(result(ID, { mode: 'difference', delta: 18, delta_unit: 'F', to: 'C' })).toMatchObject({ mode: 'difference', value: 10, exact: '10', celsius_change: 10, kelvin_change: 10, fahrenheit_change: 18, rankine_change: 18 });
    // Against the BigInt fractions: Δ°F = 1.8 × ΔK, for any decimal (property).
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), fc.constantFrom('C', 'K', 'F', 'R'), fc.constantFrom('C', 'K', 'F', 'R'), (cents, from, to) => {
        const text = (cents / 100).toFixed(2);
        const size: Record<string, Frac> = { C: [1n, 1n], K: [1n, 1n], F: [5n, 9n], R: [5n, 9n] };
        const want = div(mul(dec(text), size[from]), size[to]);
        expect(result(ID, { mode: 'difference', delta: Number(text), delta_unit: from, to }).value).toBe(nearest(want));
      }),
      { numRuns: 200 },
    );
    // No absolute-zero limit for a change, and a fall is negative.
    expect(result(ID, { mode: 'difference', delta: -500, delta_unit: 'F', to: 'K' }).exact).toBe('-277.(7)');
    // A typed rise in °F sets the unit and is read as a difference, not as −7.8 °C.
    expect(result(ID, { mode: 'difference', delta: '18 °F', to: 'C' }).value).toBe(10);
  });

  it('asks for the number of its mode and says when the other one is not used', () => {
    expect(failure(ID, { mode: 'difference', value: 20 })).toMatchObject({ http: 400, code: 'MISSING_REQUIRED_INPUT', field: 'delta' });
    expect(failure(ID, { mode: 'temperature', delta: 20 })).toMatchObject({ http: 400, code: 'MISSING_REQUIRED_INPUT', field: 'value' });
    const env = ok(ID, { mode: 'difference', value: 20, delta: 5, to: 'F' });
    expect(env.result).toMatchObject({ value: 9 });
    expect(env.warnings?.map((w) => (typeof w === 'string' ? w : w.code))).toEqual(['INPUT_NOT_USED']);
  });

  it('heads the answer with the scale asked for, and reports its symbol as the unit', () => {
    const env = ok(ID, { value: 20, value_unit: 'C', to: 'K' });
    expect(env.result).toMatchObject({ value: 293.15, to: 'K' });
    expect(env.result_detail.unit).toBe('K');
    expect(ok(ID, { value: 20 }).result).toMatchObject({ value: 68, to: 'F' });
  });

  it('reads the aliases: from, temperature, and the celsius-to-fahrenheit / fahrenheit-to-celsius tools', () => {
    expect(result(ID, { temperature: 212, from: 'F', to: 'C' }).value).toBe(100);
    expect(result('celsius-to-fahrenheit', { value: 37 }).value).toBe(98.6);
    expect(result('fahrenheit-to-celsius', { value: 32 }).value).toBe(0);
  });

  it('reads a typed unit: "300 K" sets the scale', () => {
    const env = ok(ID, { value: '300 K', to: 'C' });
    expect(env.result).toMatchObject({ celsius: 26.85, celsius_exact: '26.85' });
  });

  it('converts absolute zero and refuses anything below it, on the field, with a suggestion', () => {
    expect(result(ID, { value: -273.15, value_unit: 'C', to: 'K' }).value).toBe(0);
    expect(result(ID, { value: -459.67, value_unit: 'F', to: 'R' }).value).toBe(0);
    for (const [v, u, at] of [[-273.16, 'C', '-273.15'], [-459.68, 'F', '-459.67'], [-0.01, 'K', '0'], [-1e-9, 'R', '0']] as const) {
      const f = failure(ID, { value: v, value_unit: u, to: 'K' });
      expect(f).toMatchObject({ http: 400, code: 'TEMPERATURE_BELOW_ABSOLUTE_ZERO', field: 'value' });
      expect(f.suggestion).toContain(at);
    }
  });

  it('refuses a missing value and an unknown scale with the shared codes', () => {
    expect(failure(ID, { value_unit: 'C' })).toMatchObject({ http: 400, code: 'MISSING_REQUIRED_INPUT', field: 'value' });
    expect(failure(ID, { value: 1, value_unit: 'X' })).toMatchObject({ http: 400, code: 'INVALID_MODE', field: 'value_unit' });
  });

  it('warns only about the number its mode does not read, naming the mode, and names the formula of the mode', () => {
    const codes = (inputs: object) => (ok(ID, inputs).warnings ?? []).map((w) => (typeof w === 'string' ? w : w.code));
    expect(codes({ value: 20, to: 'K' })).toEqual([]);
    expect(codes({ mode: 'difference', delta: 5, to: 'K' })).toEqual([]);
    const temp = ok(ID, { value: 20, delta: 5, to: 'F' });
    expect(temp.result).toMatchObject({ mode: 'temperature', value: 68 });
    expect(temp.warnings).toHaveLength(1);
    const tw = temp.warnings![0] as { code: string; detail: string; suggestion: string };
    expect(tw.code).toBe('INPUT_NOT_USED');
    expect(tw.detail).toContain('delta');
    expect(tw.detail).toContain('mode temperature');
    expect(tw.suggestion).toContain('value');
    const diff = ok(ID, { mode: 'difference', value: 20, delta: 5, to: 'F' });
    const dw = diff.warnings![0] as { code: string; detail: string; suggestion: string };
    expect(dw.detail).toContain('value');
    expect(dw.detail).toContain('mode difference');
    expect(dw.suggestion).toContain('delta');
    // The envelope names the formula used: the conversion through the kelvin, or the scale factor alone for a difference.
    expect(temp.formula?.id).toMatch(/^temperature\.\w+/);
    expect(diff.formula?.id).toMatch(/^temperature\.\w+/);
    expect(diff.formula?.id).toContain('difference');
    expect(temp.formula?.id).not.toBe(diff.formula?.id);
    // The mode defaults to a temperature, and says so in the inputs it echoes.
    expect(ok(ID, { value: 20 }).inputs).toMatchObject({ mode: 'temperature', value_unit: 'C', to: 'F' });
  });

  it('reads the alias t for the value', () => {
    expect(result(ID, { t: 212, from: 'F', to: 'C' }).value).toBe(100);
  });

  it('refuses a number that is not a decimal (NaN) if one ever reaches compute past the schema', () => {
    const compute = registry.tools.get(ID)!.engine.compute as (inp: object) => { status: string; error?: { code: string; field?: string } };
    expect(compute({ mode: 'temperature', value: Number.NaN, value_unit: 'C', delta_unit: 'C', to: 'F' })).toMatchObject({ status: 'error', error: { code: 'INVALID_NUMBER', field: 'value' } });
    expect(compute({ mode: 'difference', delta: Number.NaN, value_unit: 'C', delta_unit: 'C', to: 'F' })).toMatchObject({ status: 'error', error: { code: 'INVALID_NUMBER', field: 'delta' } });
  });

  declaresTheCodesItReturns(ID);
});
