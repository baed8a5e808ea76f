// ROI against exact rationals, its identities with profit and multiple, and every error code.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns, div, expectClose, expectRejected, mul, num, q, sub } from './_lib/finance-kit.ts';

const ID = 'roi';

describe('roi', () => {
  it.each([
    [1000, 1250],
    [5000, 3500],
    [1000, 1000],
    [1000, 0],
    [0.01, 1e6],
    [333.33, 777.77],
    [1e12, 1.07e12],
  ])('cost %s, returned %s matches exact rationals', (cost, gain) => {
    const r = result(ID, { cost, gain });
    const profit = sub(q(gain), q(cost));
    expectClose(r.roiPct, num(mul(div(profit, q(cost)), q(100))), 1e-15, 'roiPct');
    expectClose(r.profit, num(profit), 1e-15, 'profit');
    expectClose(r.multiple, num(div(q(gain), q(cost))), 1e-15, 'multiple');
  });

  it('an investment returned in full is 0 %, a total loss is −100 %', () => {
    expect(result(ID, { cost: 1000, gain: 1000 }).roiPct).toBe(0);
    expect(result(ID, { cost: 1000, gain: 0 })).toMatchObject({ roiPct: -100, profit: -1000, multiple: 0 });
  });

  it('roiPct = (multiple − 1) × 100 for random investments (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 1e9, noNaN: true }), fc.double({ min: 0, max: 1e9, noNaN: true }), (cost, gain) => {
        const r = result(ID, { cost, gain });
        return Math.abs(r.roiPct - (r.multiple - 1) * 100) <= 1e-9 * Math.max(1, Math.abs(r.roiPct));
      }),
      { numRuns: 200 },
    );
  });

  declaresTheCodesItReturns(ID);

  it.each([
    [{ cost: 0, gain: 100 }, 'COST_MUST_BE_POSITIVE', 'cost'],
    [{ cost: -100, gain: 100 }, 'COST_MUST_BE_POSITIVE', 'cost'],
    [{ cost: 100, gain: -20 }, 'GAIN_MUST_BE_NON_NEGATIVE', 'gain'],
    [{ cost: 100 }, 'MISSING_REQUIRED_INPUT', 'gain'],
    [{ cost: 1e-300, gain: 1e300 }, 'NON_FINITE_RESULT', 'cost'],
    [{ cost: 'x', gain: 1 }, 'INVALID_NUMBER', 'cost'],
  ])('%o → %s on %s', (inputs, code, field) => {
    expectRejected(ID, inputs, code, field);
  });
});
