// Exponential growth: integer periods against exact BigInt rationals, fractional
// periods and the continuous model against mathjs BigNumber, doubling time and
// half-life against their definitions, the model equivalence, and every code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ok, result } from '../../helpers/calc.ts';
import { add, expectRejected, mul, num, pow, q, ref, sub } from './_lib/real-math-kit.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'exponential-growth';

describe('exponential-growth', () => {
  it('whole periods are exact: x0 · (1 + r/100)^t in rationals', () => {
    const growth = (x0: number, r: number, t: number) => mul(q(x0), pow(add(q(1), mul(q(r), { n: 1n, d: 100n })), t));
    for (const [x0, r, t] of [[1000, 5, 10], [80, -50, 3], [250, 2.5, 12], [1, 100, 30], [5000, -3.2, 7], [10, 5, -2]] as const) {
      const res = result(ID, { x0, ratePct: r, t });
      expect(res.value, `${x0}, ${r}, ${t}`).toBe(num(growth(x0, r, t)));
      expect(res.change).toBe(num(sub(growth(x0, r, t), q(x0))));
    }
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: -9999, max: 9999 }), fc.integer({ min: -30, max: 30 }), (x0, r100, t) => {
        const r = r100 / 100;
        expect(result(ID, { x0, ratePct: r, t }).value).toBe(num(growth(x0, r, t)));
      }),
      { numRuns: 150 },
    );
  });

  it('fractional periods and the continuous model are correctly rounded (mathjs BigNumber)', () => {
    expect(result(ID, { x0: 100, ratePct: 10, t: 5, model: 'continuous' }).value).toBe(164.87212707001282);
    fc.assert(
      fc.property(fc.double({ min: 1e-3, max: 1e6, noNaN: true }), fc.double({ min: -99, max: 300, noNaN: true }), fc.double({ min: -50, max: 50, noNaN: true }), (x0, r, t) => {
        expect(result(ID, { x0, ratePct: r, t }).value).toBe(ref('x0 * (1 + r / 100)^t', { x0, r, t }));
        expect(result(ID, { x0, ratePct: r, t, model: 'continuous' }).value).toBe(ref('x0 * exp(r / 100 * t)', { x0, r, t }));
      }),
      { numRuns: 120 },
    );
  });

  it('doubling time doubles and half-life halves', () => {
    const up = result(ID, { x0: 1000, ratePct: 5, t: 10 });
    expect(up.doubling_time).toBe(ref('log(2) / log(1.05)'));
    expect(result(ID, { x0: 1, ratePct: 5, t: up.doubling_time }).value).toBeCloseTo(2, 13);
    const down = result(ID, { x0: 80, ratePct: -50, t: 3 });
    expect(down).toMatchObject({ value: 10, half_life: 1, change: -70 });
    expect(down.doubling_time).toBeUndefined();
    const cont = result(ID, { x0: 1, ratePct: 10, t: 1, model: 'continuous' });
    expect(cont.doubling_time).toBe(ref('10 * log(2)')); // ln 2 / 0.1, OEIS A002162
    const flat = result(ID, { x0: 7, ratePct: 0, t: 100 });
    expect(flat).toMatchObject({ value: 7, factor: 1, change: 0 });
    expect(flat.doubling_time).toBeUndefined();
    expect(flat.half_life).toBeUndefined();
  });

  it('the equivalent rate of one model reproduces the other', () => {
    const periodic = result(ID, { x0: 100, ratePct: 6, t: 7 });
    expect(result(ID, { x0: 100, ratePct: periodic.equivalent_rate_pct, t: 7, model: 'continuous' }).value).toBeCloseTo(periodic.value, 10);
    const continuous = result(ID, { x0: 100, ratePct: 6, t: 7, model: 'continuous' });
    expect(result(ID, { x0: 100, ratePct: continuous.equivalent_rate_pct, t: 7 }).value).toBeCloseTo(continuous.value, 10);
    expect(continuous.equivalent_rate_pct).toBe(ref('100 * (exp(0.06) - 1)'));
  });

  it('keeps a tiny rate, and leaves out a doubling time beyond the double range', () => {
    const r = result(ID, { x0: 1e10, ratePct: 1e-30, t: 1e12 });
    expect(r.value).toBe(ref('1e10 * exp(1e12 * 1e-32)'));
    expect(r.equivalent_rate_pct).toBe(1e-30);
    const t = result(ID, { x0: 0.001, ratePct: -5e-324, t: 0 });
    expect(t).toMatchObject({ value: 0.001, factor: 1 });
    expect(t.half_life).toBeUndefined();
    expect(ok(ID, { x0: 0.001, ratePct: -5e-324, t: 0 }).warnings.map((w) => w.code)).toContain('DOUBLING_TIME_OUT_OF_RANGE');
  });

  it('continuous decay may exceed −100 %; the formula follows the model', () => {
    expect(result(ID, { x0: 10, ratePct: -100, t: 2, model: 'continuous' }).value).toBe(ref('10 * exp(-2)'));
    expect(ok(ID, { x0: 10, ratePct: 5, t: 2, model: 'continuous' }).formula).toMatchObject({ id: 'exponential-growth.continuous' });
  });

  it('whole periods round an exact tie half to even (exact power, not e^(t·ln(1 + r)))', () => {
    // 1.5^34 = 3^34 / 2^34 and 3^34 = 16677181699666569 is odd with 54 bits: exactly halfway between the
    // doubles 16677181699666568 / 2^34 and 16677181699666570 / 2^34; ties-to-even takes the even significand …568.
    const r = result(ID, { x0: 1, ratePct: 50, t: 34 });
    expect(r.value).toBe(16677181699666568 / 2 ** 34);
    expect(r.factor).toBe(16677181699666568 / 2 ** 34);
    // 5 · 1.5^32 = 5 · 3^32 / 2^32, 5 · 3^32 = 9265100944259205 (odd, 54 bits): the even neighbour is …204.
    expect(result(ID, { x0: 5, ratePct: 50, t: 32 }).value).toBe(9265100944259204 / 2 ** 32);
  });

  it('a zero rate has neither doubling time nor half-life and no warning', () => {
    for (const model of ['periodic', 'continuous'] as const) {
      const env = ok(ID, { x0: 7, ratePct: 0, t: 100, model });
      expect(env.result).toMatchObject({ value: 7, factor: 1, change: 0, equivalent_rate_pct: 0 });
      expect(env.result).not.toHaveProperty('doubling_time');
      expect(env.result).not.toHaveProperty('half_life');
      expect(env.warnings ?? []).toEqual([]);
    }
  });

  it('the out-of-range doubling time is an info warning that names half-life or doubling time', () => {
    const decay = ok(ID, { x0: 0.001, ratePct: -5e-324, t: 0 }).warnings.find((w) => w.code === 'DOUBLING_TIME_OUT_OF_RANGE');
    expect(decay).toMatchObject({ severity: 'info' });
    expect(decay!.detail).toContain('half-life');
    const growth = ok(ID, { x0: 0.001, ratePct: 5e-324, t: 0 }).warnings.find((w) => w.code === 'DOUBLING_TIME_OUT_OF_RANGE');
    expect(growth).toMatchObject({ severity: 'info' });
    expect(growth!.detail).toContain('doubling time');
  });

  it('the formula id follows the model (periodic is the default)', () => {
    expect(ok(ID, { x0: 10, ratePct: 5, t: 2 }).formula).toMatchObject({ id: 'exponential-growth.periodic', expression: 'x(t) = x0 · (1 + r/100)^t' });
    expect(ok(ID, { x0: 10, ratePct: 5, t: 2, model: 'periodic' }).formula).toMatchObject({ id: 'exponential-growth.periodic' });
    expect(ok(ID, { x0: 10, ratePct: 5, t: 2, model: 'continuous' }).formula).toMatchObject({ id: 'exponential-growth.continuous' });
  });

  it.each([
    [{ x0: 10, ratePct: -100, t: 2 }, 'RATE_MUST_EXCEED_MINUS_100', 'ratePct'],
    [{ x0: 10, ratePct: -250, t: 2, model: 'periodic' }, 'RATE_MUST_EXCEED_MINUS_100', 'ratePct'],
    [{ x0: 10, ratePct: 100, t: 2000 }, 'NON_FINITE_RESULT', 't'],
    [{ ratePct: 5, t: 2 }, 'MISSING_REQUIRED_INPUT', 'x0'],
    [{ x0: 10, t: 2 }, 'MISSING_REQUIRED_INPUT', 'ratePct'],
    [{ x0: 10, ratePct: 5 }, 'MISSING_REQUIRED_INPUT', 't'],
    [{ x0: 10, ratePct: 5, t: 2, model: 'logistic' }, 'INVALID_MODE', 'model'],
    [{ x0: '1,00', ratePct: 5, t: 2 }, 'INVALID_NUMBER', 'x0'],
  ])('%o → %s on %s', (inputs, code, field) => expectRejected(ID, inputs, code, field));
});

declaresTheCodesItReturns('exponential-growth');
