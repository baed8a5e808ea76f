// phase-quotient and its alias watts-to-volts: a × factor / (b × k × PF) against
// mathjs unit arithmetic and published examples, the inverse of phase-product,
// and every error code.
import fc from 'fast-check';
import { all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../engines/registry.ts';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const math = create(all, { number: 'BigNumber', precision: 64 });
const ref = (expr: string, unit: string): number => math.evaluate(`${expr} to ${unit}`).toNumber(unit);
const rel = (got: number, want: number) => Math.abs(got / want - 1);

describe('phase-quotient / watts-to-volts', () => {
  it.each([
    ['dc', 60, 5, undefined, '60 W / 5 A', 'V'],
    ['single', 1840, 10, 0.8, '1840 W / (10 A * 0.8)', 'V'],
    ['three', 30000, 51, 0.85, '30000 W / (sqrt(3) * 51 A * 0.85)', 'V'],
    ['three', 12470.765814495916, 20, 0.9, '12470.765814495916 W / (sqrt(3) * 20 A * 0.9)', 'V'],
  ] as const)('watts-to-volts %s: P=%d W, I=%d A, PF=%s matches mathjs', (phase, a, b, pf, expr, unit) => {
    expect(rel(result('watts-to-volts', { phase, a, b, pf }).value, ref(expr, unit))).toBeLessThan(1e-14);
  });

  it('Energy Academy UK example 2 backwards: 30 kW at 51 A, PF 0.85 is about 400 V', () => {
    expect(result('watts-to-volts', { phase: 'three', a: 30000, b: 51, pf: 0.85 }).value).toBeCloseTo(399.55, 2);
  });

  it('kVA to amps through the helper: the voltconvert table (10 kVA, 400 V → 14.43 A; 25 kVA → 36.08 A)', () => {
    expect(result('phase-quotient', { phase: 'three', a: 10, b: 400, factor: 1000 }).value).toBeCloseTo(14.43, 2);
    expect(result('phase-quotient', { phase: 'three', a: 25, b: 400, factor: 1000 }).value).toBeCloseTo(36.08, 2);
    expect(result('phase-quotient', { phase: 'three', a: 25, b: 400, factor: 1000 }).value).toBe(result('kva-to-amps', { phase: 'three', a: 25, b: 400 }).value);
  });

  it('inverts phase-product: (a·b·k·PF) ÷ (b·k·PF) = a', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('dc', 'single', 'three'),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.double({ min: 1e-3, max: 1e4, noNaN: true }),
        fc.double({ min: 0.05, max: 1, noNaN: true }),
        (phase, a, b, pf) => {
          const p = phase === 'dc' ? undefined : pf;
          const product = result('phase-product', { phase, a, b, pf: p }).value;
          const back = result('phase-quotient', { phase, a: product, b, pf: p }).value;
          expect(Math.abs(back - a)).toBeLessThanOrEqual(1e-12 * Math.max(a, 1e-300) + Number.MIN_VALUE);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('watts-to-volts is a page alias of the helper, without a capability of its own', () => {
    const tool = registry.tools.get('watts-to-volts')!;
    expect(tool).toMatchObject({ capability_id: null, version: '1.0.0', page: '/calc/electric/watts-to-volts' });
    expect(tool.engine.id).toBe('phase-quotient');
    expect(tool.plan.hints.a).toMatchObject({ label: 'Power P', unit: 'W' });
    expect(registry.tools.get('phase-quotient')).toMatchObject({ capability_id: null, page: null });
  });

  it('warnings: PF assumed for AC, ignored for DC', () => {
    expect(ok('watts-to-volts', { phase: 'single', a: 100, b: 1 }).warnings.map((w) => w.code)).toContain('POWER_FACTOR_ASSUMED');
    expect(ok('watts-to-volts', { phase: 'dc', a: 100, b: 1, pf: 0.7 }).warnings.map((w) => w.code)).toContain('POWER_FACTOR_IGNORED');
  });

  it('overflow is NON_FINITE_RESULT, never a success', () => {
    expect(failure('watts-to-volts', { phase: 'dc', a: 1e300, b: 1e-300 })).toMatchObject({ http: 400, code: 'NON_FINITE_RESULT' });
  });

  it('tiny and zero numerators', () => {
    expect(result('watts-to-volts', { phase: 'dc', a: 0, b: 3 }).value).toBe(0);
    expect(result('watts-to-volts', { phase: 'dc', a: 1e-300, b: 1e10 }).value).toBeCloseTo(0, 300);
  });

  it.each([
    [{ phase: 'dc', a: 100, b: 0 }, 'CURRENT_MUST_BE_NONZERO', 'b'],
    [{ phase: 'dc', a: 0, b: 0 }, 'UNDEFINED', 'b'],
    [{ phase: 'single', a: 100, b: 1, pf: 0 }, 'POWER_FACTOR_OUT_OF_RANGE', 'pf'],
    [{ phase: 'single', a: 100, b: 1, pf: 2 }, 'POWER_FACTOR_OUT_OF_RANGE', 'pf'],
    [{ a: -100, b: 1 }, 'VALUE_MUST_BE_NONNEGATIVE', 'a'],
    [{ a: 100, b: -1 }, 'VALUE_MUST_BE_NONNEGATIVE', 'b'],
    [{ a: 100, b: 1, factor: -1000 }, 'FACTOR_MUST_BE_POSITIVE', 'factor'],
    [{ a: 100 }, 'MISSING_REQUIRED_INPUT', 'b'],
    [{ a: 100, b: 1, phase: 'two' }, 'INVALID_MODE', 'phase'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure('watts-to-volts', inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
    expect(failure('phase-quotient', inputs)).toMatchObject({ code, field });
  });

  it('reads phase words people type (3-phase, single-phase, d.c.)', () => {
    expect(result('phase-quotient', { phase: '3-phase', a: 10, b: 400, factor: 1000, pf: 1 }).phase).toBe('three');
    expect(result('phase-quotient', { phase: 'single-phase', a: 100, b: 1, pf: 1 }).phase).toBe('single');
    expect(result('phase-quotient', { phase: 'd.c.', a: 60, b: 5 }).phase).toBe('dc');
  });

  it('names the formula of the phase it used', () => {
    expect(ok('phase-quotient', { phase: 'three', a: 10, b: 400, pf: 1 }).formula?.id).toBe('phase-quotient.three');
    expect(ok('watts-to-volts', { phase: 'dc', a: 60, b: 5 }).formula?.id).toBe('phase-quotient.dc');
  });
});

declaresTheCodesItReturns('phase-quotient');
