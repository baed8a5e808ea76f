// unit-convert: NIST SP 811 Appendix B.8 factors (typed from the table, 7 significant
// digits), mathjs units where mathjs defines the unit exactly (an independent table),
// definitions multiplied out here in BigInt fractions from their base definitions
// (acre = 43,560 ft², psi = lbf/in² with lbf = 0.45359237 kg × 9.80665 m/s², hp = 550
// ft·lbf/s), exact round trips, and the codes.
import fc from 'fast-check';
import { all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'unit-convert';
const math = create(all);

type F = [bigint, bigint];
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
const red = ([n, d]: F): F => {
  const g = gcd(n, d);
  return [n / g, d / g];
};
/** "0.3048" → 3048/10000. */
const D = (text: string): F => {
  const [i, f = ''] = text.split('.');
  return red([BigInt(i + f), 10n ** BigInt(f.length)]);
};
const mul = (...xs: F[]): F => red(xs.reduce(([n, d], [a, b]) => [n * a, d * b], [1n, 1n]));
const div = (a: F, b: F): F => red([a[0] * b[1], a[1] * b[0]]);
const text = ([n, d]: F) => (d === 1n ? `${n}` : `${n}/${d}`);

describe('unit-convert', () => {
  it('agrees with NIST SP 811 Appendix B.8 to its 7 significant digits', () => {
    const table: [string, string, number][] = [
      ['in', 'm', 2.54e-2],
      ['ft', 'm', 3.048e-1],
      ['mi', 'm', 1.609344e3],
      ['nmi', 'm', 1.852e3],
      ['acre', 'm2', 4.046873e3 /* survey acre in the table is 4.046 873; international 4.046 856 */],
      ['lb', 'kg', 4.5359237e-1],
      ['oz', 'kg', 2.834952e-2],
      ['gr', 'kg', 6.479891e-5],
      ['gal', 'm3', 3.785412e-3],
      ['floz', 'm3', 2.957353e-5],
      ['impgal', 'm3', 4.54609e-3],
      ['BTU', 'J', 1.055056e3],
      ['cal', 'J', 4.184],
      ['kWh', 'J', 3.6e6],
      ['ftlbf', 'J', 1.355818],
      ['hp', 'W', 7.456999e2],
      ['PS', 'W', 7.35499e2],
      ['psi', 'Pa', 6.894757e3],
      ['atm', 'Pa', 1.01325e5],
      ['torr', 'Pa', 1.333224e2],
      ['mmHg', 'Pa', 1.333224e2],
      ['inHg', 'Pa', 3.386389e3],
      ['mph', 'mps', 4.4704e-1],
      ['kn', 'mps', 5.144444e-1],
      ['kmh', 'mps', 2.777778e-1],
    ];
    for (const [from, to, nist] of table) {
      const got = result(ID, { value: 1, from, to }).value;
      // The table's survey acre differs from the international acre in the 6th digit.
      const tol = from === 'acre' ? 5e-6 : 6e-7;
      expect(Math.abs(got - nist) / nist, `${from} → ${to}: ${got} vs ${nist}`).toBeLessThan(tol);
    }
  });

  it('agrees with mathjs where mathjs defines the unit exactly', () => {
    const pairs: [string, string, string, string][] = [
      ['gal', 'L', 'gallon', 'L'],
      ['cup', 'mL', 'cup', 'mL'],
      ['floz', 'mL', 'floz', 'mL'],
      ['pt', 'mL', 'pint', 'mL'],
      ['qt', 'mL', 'quart', 'mL'],
      ['ft3', 'L', 'cuft', 'L'],
      ['in3', 'mL', 'cuin', 'mL'],
      ['atm', 'Pa', 'atm', 'Pa'],
      ['shortton', 'kg', 'ton', 'kg'],
      ['st', 'kg', 'stone', 'kg'],
      ['t', 'kg', 'tonne', 'kg'],
      ['ha', 'm2', 'hectare', 'm^2'],
      ['mi2', 'm2', 'sqmi', 'm^2'],
      ['yd2', 'm2', 'sqyd', 'm^2'],
      ['BTU', 'J', 'BTU', 'J'],
      ['GiB', 'B', 'GiB', 'B'],
      ['bit', 'B', 'b', 'B'],
      ['mi', 'km', 'mi', 'km'],
      ['in', 'cm', 'inch', 'cm'],
      ['lb', 'g', 'lb', 'g'],
      ['kWh', 'MJ', 'kWh', 'MJ'],
    ];
    for (const [from, to, mf, mt] of pairs) {
      for (const v of [1, 3.5, 1234.5678]) {
        const got = result(ID, { value: v, from, to }).value;
        const want = math.unit(v, mf).toNumber(mt);
        expect(Math.abs(got - want) / Math.abs(want), `${v} ${from} → ${to}`).toBeLessThan(1e-14);
      }
    }
  });

  it('multiplies out the derived definitions exactly (BigInt fractions)', () => {
    const ft = D('0.3048');
    const lbf = mul(D('0.45359237'), D('9.80665')); // N
    const inch = D('0.0254');
    expect(result(ID, { value: 1, from: 'acre', to: 'm2' }).fraction).toBe(text(mul([43560n, 1n], ft, ft)));
    expect(result(ID, { value: 1, from: 'psi', to: 'Pa' }).fraction).toBe(text(div(lbf, mul(inch, inch))));
    expect(result(ID, { value: 1, from: 'hp', to: 'W' }).fraction).toBe(text(mul([550n, 1n], ft, lbf)));
    expect(result(ID, { value: 1, from: 'ftlbf', to: 'J' }).fraction).toBe(text(mul(ft, lbf)));
    expect(result(ID, { value: 1, from: 'gal', to: 'in3' }).exact).toBe('231');
    expect(result(ID, { value: 1, from: 'oz', to: 'lb' }).exact).toBe('0.0625');
    expect(result(ID, { value: 1, from: 'longton', to: 'lb' }).exact).toBe('2240');
    expect(result(ID, { value: 1, from: 'tsp', to: 'floz' }).fraction).toBe('1/6');
    expect(result(ID, { value: 1, from: 'imppt', to: 'impfloz' }).exact).toBe('20');
    expect(result(ID, { value: 1, from: 'inHg', to: 'mmHg' }).exact).toBe('25.4');
    expect(result(ID, { value: 760, from: 'torr', to: 'atm' }).exact).toBe('1');
    expect(result(ID, { value: 1, from: 'PS', to: 'W' }).fraction).toBe(text(mul([75n, 1n], D('9.80665'))));
    expect(result(ID, { value: 1, from: 'TiB', to: 'GB' }).exact).toBe('1099.511627776');
    expect(result(ID, { value: 1, from: 'Gbit', to: 'MB' }).exact).toBe('125');
  });

  it('is exact where binary arithmetic is not: 3 ft = 0.9144 m, 1.1 mi = 1.7702784 km, 1 m = 3.(28…) ft = 1250/381 ft', () => {
    expect(3 * 0.3048).not.toBe(0.9144);
    expect(1.1 * 1.609344).not.toBe(1.7702784);
    expect(result(ID, { value: 3, from: 'ft', to: 'm' })).toMatchObject({ value: 0.9144, exact: '0.9144' });
    expect(result(ID, { value: 1.1, from: 'mi', to: 'km' })).toMatchObject({ value: 1.7702784, exact: '1.7702784' });
    const m = result(ID, { value: 1, from: 'm', to: 'ft' });
    expect(m.fraction).toBe('1250/381');
    expect(m.exact).toBe('3.(280839895013123359580052493438320209973753)');
    expect(m.value).toBe(1250 / 381);
  });

  it('round-trips any decimal exactly between any two units of a quantity (property)', () => {
    const byKind: Record<string, string[]> = {
      length: ['mm', 'cm', 'm', 'km', 'um', 'mil', 'in', 'ft', 'yd', 'mi', 'nmi'],
      volume: ['mL', 'L', 'm3', 'in3', 'ft3', 'gal', 'qt', 'pt', 'cup', 'floz', 'tbsp', 'tsp', 'impgal'],
      pressure: ['Pa', 'kPa', 'bar', 'atm', 'psi', 'torr', 'mmHg', 'inHg'],
      data: ['bit', 'B', 'kB', 'MB', 'KiB', 'MiB', 'Gbit'],
    };
    const kinds = Object.values(byKind);
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.nat(), fc.nat(), fc.nat(), (cents, k, a, b) => {
        const units = kinds[k % kinds.length];
        const from = units[a % units.length];
        const to = units[b % units.length];
        const v = cents / 100;
        const there = result(ID, { value: v, from, to });
        // Read the fraction back through a fraction-free path: convert 1 unit, then compare products exactly.
        const one = result(ID, { value: 1, from, to }).fraction;
        const [fn, fd = '1'] = one.split('/');
        const [tn, td = '1'] = there.fraction.split('/');
        // there = v × factor ⇔ tn·fd·100 = cents·fn·td
        expect(BigInt(tn) * BigInt(fd) * 100n).toBe(BigInt(cents) * BigInt(fn) * BigInt(td));
      }),
      { numRuns: 200 },
    );
  });

  it('writes a tiny or huge exact result out whole, and a tiny repeating one past its leading zeros', () => {
    const tiny = result(ID, { value: '5e-324', from: 'mi', to: 'um' });
    // 5e-324 × 1609.344 × 10⁶ = 8.04672e-315, every digit.
    expect(tiny.exact).toBe(`0.${'0'.repeat(314)}804672`);
    // 1e-200 m = 1250/381 × 10⁻²⁰⁰ ft: 199 zeros, then the 42-digit block of 3.28… repeating from there.
    const small = result(ID, { value: 1e-200, from: 'm', to: 'ft' });
    expect(small.exact.startsWith(`0.${'0'.repeat(199)}(3280839895`)).toBe(true);
    expect(small.exact).toMatch(/\(\d{42}\)$/);
    // 1 lb in kg⁻¹ terms: 1 kg = 100000000/45359237 lb repeats with a long block, cut with … after 80 digits.
    const cut = result(ID, { value: 1e-200, from: 'kg', to: 'lb' });
    expect(cut.exact.startsWith(`0.${'0'.repeat(199)}220462262`)).toBe(true);
    expect(cut.exact.endsWith('…')).toBe(true);
  });

  it('names both definitions and the factor, and reports the target unit', () => {
    const env = ok(ID, { value: 1, from: 'mi', to: 'km' });
    expect(env.result_detail.unit).toBe('km');
    expect(env.result).toMatchObject({ factor: '1 mi = 1.609344 km', kind: 'length', from: 'mi', to: 'km' });
    expect((env.result as { from_definition: string }).from_definition).toContain('NIST SP 811');
    expect((env.result as { to_definition: string }).to_definition).toContain('SI Brochure');
  });

  it('refuses units of different quantities, unknown units and overflow, on the field', () => {
    const f = failure(ID, { value: 1, from: 'm', to: 'lb' });
    expect(f).toMatchObject({ http: 400, code: 'UNIT_MISMATCH', field: 'to' });
    expect(f.suggestion).toContain('ft');
    expect(failure(ID, { value: 1, from: 'furlong', to: 'm' })).toMatchObject({ http: 400, code: 'INVALID_MODE', field: 'from' });
    expect(failure(ID, { from: 'm', to: 'ft' })).toMatchObject({ http: 400, code: 'MISSING_REQUIRED_INPUT', field: 'value' });
    expect(failure(ID, { value: 1e308, from: 'mi', to: 'um' })).toMatchObject({ http: 400, code: 'NON_FINITE_RESULT', field: 'value' });
  });

  declaresTheCodesItReturns(ID);
});
