// phase-product: a × b × k × PF × factor against mathjs unit arithmetic (an
// independent implementation, 64-digit BigNumbers), the phase and PF rules
// shared by the power engines, and every error code.
import fc from 'fast-check';
import { all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const math = create(all, { number: 'BigNumber', precision: 64 });
/** mathjs evaluates the physics with units; the test compares the number in `unit`. */
const ref = (expr: string, unit: string): number => math.evaluate(`${expr} to ${unit}`).toNumber(unit);

describe('phase-product', () => {
  it.each([
    ['dc', 10, 12, undefined, 1, '10 A * 12 V', 'W'],
    ['single', 10, 230, 0.8, 1, '10 A * 230 V * 0.8', 'W'],
    ['three', 20, 400, 1, 0.001, 'sqrt(3) * 20 A * 400 V', 'kW'],
    ['three', 20, 400, 0.9, 0.001, 'sqrt(3) * 20 A * 400 V * 0.9', 'kW'],
    ['three', 125.5, 480, 0.85, 1e-6, 'sqrt(3) * 125.5 A * 480 V * 0.85', 'MW'],
    ['single', 0.003, 3.3, 0.5, 1, '0.003 A * 3.3 V * 0.5', 'W'],
  ] as const)('%s: a=%d, b=%d, pf=%s, factor=%d matches mathjs', (phase, a, b, pf, factor, expr, unit) => {
    const got = result('phase-product', { phase, a, b, pf, factor });
    expect(got.value).toBeCloseTo(ref(expr, unit), 12);
    expect(Math.abs(got.value / ref(expr, unit) - 1)).toBeLessThan(1e-14);
    expect(got.k).toBe(phase === 'three' ? Math.sqrt(3) : 1);
  });

  it('matches the Engineering ToolBox three-phase example (13856 W) to its printed digits', () => {
    expect(result('phase-product', { phase: 'three', a: 20, b: 400, pf: 1 }).value).toBeCloseTo(13856.4, 1);
  });

  it('gives the same number as amps-to-kw for the same inputs (shared maths)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('dc', 'single', 'three'),
        fc.double({ min: 0, max: 1e4, noNaN: true }),
        fc.double({ min: 1, max: 1e5, noNaN: true }),
        fc.double({ min: 0.01, max: 1, noNaN: true }),
        (phase, a, b, pf) => {
          const inputs = { phase, a, b, pf: phase === 'dc' ? undefined : pf, factor: 0.001 };
          expect(result('phase-product', inputs).value).toBe(result('amps-to-kw', inputs).value);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('phase omitted: DC without a PF, single-phase with one', () => {
    expect(result('phase-product', { a: 10, b: 12 })).toMatchObject({ value: 120, phase: 'dc', pf: 1 });
    expect(result('phase-product', { a: 10, b: 230, pf: 0.5 })).toMatchObject({ value: 1150, phase: 'single', pf: 0.5 });
  });

  it('accepts phase synonyms people type', () => {
    for (const phase of ['3', 3, 'Three-Phase', '3ph', 'AC3', 'three_phase_ll']) {
      expect(result('phase-product', { phase, a: 1, b: 1, pf: 1 }).phase).toBe('three');
    }
    for (const phase of ['1', 'single-phase', 'AC']) expect(result('phase-product', { phase, a: 1, b: 1, pf: 1 }).phase).toBe('single');
    expect(result('phase-product', { phase: 'DC', a: 1, b: 1 }).phase).toBe('dc');
  });

  it('AC with a blank PF uses 1 and says so; DC with a PF ignores it and says so', () => {
    const ac = ok('phase-product', { phase: 'three', a: 10, b: 400, pf: '' });
    expect((ac.result as any).pf).toBe(1);
    expect(ac.warnings.map((w) => w.code)).toContain('POWER_FACTOR_ASSUMED');
    const dc = ok('phase-product', { phase: 'dc', a: 10, b: 12, pf: 0.5 });
    expect((dc.result as any).value).toBe(120);
    expect(dc.warnings.map((w) => w.code)).toContain('POWER_FACTOR_IGNORED');
  });

  it('states the branch formula and a null unit (the helper has no fixed unit)', () => {
    const env = ok('phase-product', { phase: 'three', a: 1, b: 1, pf: 0.9 });
    expect(env.formula).toMatchObject({ id: 'phase-product.three', expression: 'value = √3 × a × b × PF × factor' });
    expect(env.result_detail.unit).toBeNull();
    expect(env.capability_id).toBeNull();
  });

  it('edge cases: zeros give 0, huge values overflow to NON_FINITE_RESULT', () => {
    expect(result('phase-product', { phase: 'single', a: 0, b: 230, pf: 0.9 }).value).toBe(0);
    expect(failure('phase-product', { phase: 'three', a: 1e200, b: 1e200, pf: 1 })).toMatchObject({ http: 400, code: 'NON_FINITE_RESULT' });
  });

  it.each([
    [{ phase: 'single', a: 1, b: 1, pf: 0 }, 'POWER_FACTOR_OUT_OF_RANGE', 'pf'],
    [{ phase: 'three', a: 1, b: 1, pf: 1.01 }, 'POWER_FACTOR_OUT_OF_RANGE', 'pf'],
    [{ phase: 'single', a: 1, b: 1, pf: -0.5 }, 'POWER_FACTOR_OUT_OF_RANGE', 'pf'],
    [{ a: -1, b: 1 }, 'VALUE_MUST_BE_NONNEGATIVE', 'a'],
    [{ a: 1, b: -1 }, 'VALUE_MUST_BE_NONNEGATIVE', 'b'],
    [{ a: 1, b: 1, factor: 0 }, 'FACTOR_MUST_BE_POSITIVE', 'factor'],
    [{ a: 1, b: 1, phase: 'four' }, 'INVALID_MODE', 'phase'],
    [{ b: 1 }, 'MISSING_REQUIRED_INPUT', 'a'],
    [{ a: 'ten', b: 1 }, 'INVALID_NUMBER', 'a'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure('phase-product', inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });
});

declaresTheCodesItReturns('phase-product');
