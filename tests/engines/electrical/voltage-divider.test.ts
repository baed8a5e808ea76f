// Voltage divider: the ten result numbers against exact rational arithmetic
// for every input shape, the strict input contract and each error code.
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

/** Exact reference: solve with BigInt rationals (inputs are integers or terminating decimals). */
type Q = [bigint, bigint];
const q = (x: number): Q => {
  const [int, frac = ''] = String(x).split('.');
  return norm([BigInt(int + frac), 10n ** BigInt(frac.length)]);
};
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
const norm = ([n, d]: Q): Q => {
  const g = gcd(n, d) || 1n;
  return d < 0n ? [-n / g, -d / g] : [n / g, d / g];
};
const add = (a: Q, b: Q) => norm([a[0] * b[1] + b[0] * a[1], a[1] * b[1]]);
const sub = (a: Q, b: Q) => add(a, [-b[0], b[1]]);
const mul = (a: Q, b: Q) => norm([a[0] * b[0], a[1] * b[1]]);
const div = (a: Q, b: Q) => norm([a[0] * b[1], a[1] * b[0]]);
const num = (a: Q) => Number(a[0]) / Number(a[1]);

function reference(inp: Record<string, number>) {
  let { Vin, R1, R2, Vout } = Object.fromEntries(Object.entries(inp).map(([k, v]) => [k, q(v)])) as Record<string, Q>;
  if (!Vout) Vout = div(mul(Vin, R2), add(R1, R2));
  else if (!R2) R2 = div(mul(R1, Vout), sub(Vin, Vout));
  else if (!R1) R1 = div(mul(R2, sub(Vin, Vout)), Vout);
  else Vin = div(mul(Vout, add(R1, R2)), R2);
  const Rs = add(R1, R2);
  const I = div(Vin, Rs);
  const exact = { Vin, R1, R2, Vout, I, P1: mul(mul(I, I), R1), P2: mul(mul(I, I), R2), Ptotal: mul(Vin, I), ratio: div(R2, Rs), Rth: div(mul(R1, R2), Rs) };
  return Object.fromEntries(Object.entries(exact).map(([k, v]) => [k, num(v)]));
}

const SHAPES: Record<string, number>[] = [
  { Vin: 12, R1: 1000, R2: 2000 },
  { Vin: 5, R1: 10000, Vout: 3.3 },
  { Vin: 24, R2: 4700, Vout: 5 },
  { R1: 3300, R2: 1000, Vout: 2.5 },
  { Vin: 3.3, R1: 0, R2: 4700 },
  { Vin: 0, R1: 1000, R2: 1000 },
  { Vin: 1e6, R1: 1e-3, R2: 2.2e6 },
];

describe('voltage divider', () => {
  it.each(SHAPES)('matches exact arithmetic for %o', (inp) => {
    const got = result('voltage-divider', inp);
    const want = reference(inp);
    expect(Object.keys(got).sort()).toEqual(['I', 'P1', 'P2', 'Ptotal', 'R1', 'R2', 'Rth', 'Vin', 'Vout', 'ratio']);
    for (const k of Object.keys(want)) expect(got[k]).toBeCloseTo(want[k], 9 - Math.max(0, Math.ceil(Math.log10(Math.abs(want[k]) || 1))));
  });

  it('accepts numeric strings from query strings and echoes numbers', () => {
    expect(result('voltage-divider', { Vin: '12', R1: '1000', R2: '1e3' }).Vout).toBe(6);
  });

  it('rejects unknown keys, four values, too few values and negatives with a field and a suggestion', () => {
    const extra = failure('voltage-divider', { Vin: 12, R1: 1000, R2: 1000, foo: 1 });
    expect(extra).toMatchObject({ http: 400, code: 'INVALID_INPUT', field: 'foo' });
    expect(failure('voltage-divider', { Vin: 12, R1: 1000, R2: 1000, Vout: 6 })).toMatchObject({ http: 400, code: 'INVALID_INPUT', field: 'Vout' });
    expect(failure('voltage-divider', { Vin: 12, R1: 1000 })).toMatchObject({ http: 400, code: 'MISSING_REQUIRED_INPUT', field: 'R2' });
    expect(failure('voltage-divider', { Vin: -12, R1: 1000, R2: 1000 })).toMatchObject({ http: 400, field: 'Vin' });
    for (const bad of ['NaN', 'Infinity', 'abc', true, {}, [1]]) {
      expect(failure('voltage-divider', { Vin: bad, R1: 1000, R2: 1000 })).toMatchObject({ http: 400, code: 'INVALID_NUMBER', field: 'Vin' });
    }
  });

  it.each([
    [{ Vin: 5, R1: 1000, Vout: 6 }, 'VOUT_EXCEEDS_VIN', 'Vout'],
    [{ Vin: 5, R2: 1000, Vout: 6 }, 'VOUT_EXCEEDS_VIN', 'Vout'],
    [{ Vin: 5, R1: 1000, Vout: 5 }, 'NO_FINITE_SOLUTION', 'Vout'],
    [{ Vin: 5, R1: 0, Vout: 5 }, 'UNDEFINED', 'R2'],
    [{ Vin: 5, R2: 1000, Vout: 0 }, 'NO_FINITE_SOLUTION', 'Vout'],
    [{ Vin: 5, R2: 0, Vout: 2 }, 'NO_FINITE_SOLUTION', 'R2'],
    [{ Vin: 5, R1: 0, R2: 0 }, 'RESISTANCE_MUST_BE_NONZERO', 'R1'],
    [{ R1: 100, R2: 0, Vout: 1 }, 'RESISTANCE_MUST_BE_NONZERO', 'R2'],
    [{ R1: 100, R2: 0, Vout: 0 }, 'UNDEFINED', 'R2'],
    // R1 = 0 Ω ties the tap to Vin: every R2 > 0 gives Vout = 5 V, never 3 V (and R2 = 0 is 0/0).
    [{ Vin: 5, R1: 0, Vout: 3 }, 'NO_FINITE_SOLUTION', 'R1'],
    // Vin = 0 V: Vout = 0 × R2 / (R1 + R2) = 0 V for every R1, so R1 is not determined.
    [{ Vin: 0, R2: 1000, Vout: 0 }, 'UNDEFINED', 'R1'],
    // R2 = 0 Ω ties the tap to ground: Vout = 0 V for every R1.
    [{ Vin: 5, R2: 0, Vout: 0 }, 'UNDEFINED', 'R1'],
    // Vin = Vout = 0 V with R1 = 1 kΩ: Vout = 0 for every R2, so R2 is not determined.
    [{ Vin: 0, R1: 1000, Vout: 0 }, 'UNDEFINED', 'R2'],
  ])('%o → %s', (inp, code, field) => {
    const f = failure('voltage-divider', inp);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });
});

describe('voltage divider formula ids', () => {
  it.each([
    [{ Vin: 12, R1: 1000, R2: 2000 }, 'voltage-divider.vout'],
    [{ Vin: 5, R1: 10000, Vout: 3.3 }, 'voltage-divider.r2'],
    [{ Vin: 24, R2: 4700, Vout: 5 }, 'voltage-divider.r1'],
    [{ R1: 3300, R2: 1000, Vout: 2.5 }, 'voltage-divider.vin'],
  ])('%o names the formula %s (the value it solved for)', (inp, id) => {
    expect(ok('voltage-divider', inp).formula?.id).toBe(id);
  });
});

declaresTheCodesItReturns('voltage-divider', [
  // NO_FINITE_SOLUTION: Vout = Vin needs an infinite R2.
  { Vin: 5, R1: 1000, Vout: 5 },
  // RESISTANCE_MUST_BE_NONZERO: R1 + R2 = 0 shorts the source.
  { Vin: 5, R1: 0, R2: 0 },
  // UNDEFINED: with R1 = 0 every R2 gives Vout = Vin.
  { Vin: 5, R1: 0, Vout: 5 },
]);
