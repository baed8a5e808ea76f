// volts-kw (alias volts-to-kw): both directions against mathjs unit arithmetic
// and a published three-phase example, round trips, mode synonyms and every
// error code.
import fc from 'fast-check';
import { all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../engines/registry.ts';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const math = create(all, { number: 'BigNumber', precision: 64 });
const ref = (expr: string, unit: string): number => math.evaluate(`${expr} to ${unit}`).toNumber(unit);
const rel = (got: number, want: number) => Math.abs(got / want - 1);

describe('volts-kw', () => {
  it('is the volts-to-kw capability with its page', () => {
    expect(registry.tools.get('volts-to-kw')).toMatchObject({ capability_id: 'electrical.volts_to_kw', version: '1.3.1', page: '/calc/electric/volts-to-kw' });
  });

  it.each([
    ['dc', 12, 10, undefined, '12 V * 10 A'],
    ['single', 230, 10, 0.8, '230 V * 10 A * 0.8'],
    ['three', 415, 20, 1, 'sqrt(3) * 415 V * 20 A'],
    ['three', 690, 250, 0.87, 'sqrt(3) * 690 V * 250 A * 0.87'],
  ] as const)('v-kw %s %d V %d A PF %s matches mathjs', (phase, a, b, pf, expr) => {
    const got = result('volts-to-kw', { mode: 'v-kw', phase, a, b, pf });
    expect(rel(got.value, ref(expr, 'kW'))).toBeLessThan(1e-14);
    expect(got).toMatchObject({ V: a, I: b, phase });
  });

  it('Engineering ToolBox: √3 × 415 V × 20 A = 14.4 kW', () => {
    expect(result('volts-to-kw', { mode: 'v-kw', phase: 'three', a: 415, b: 20, pf: 1 }).value).toBeCloseTo(14.376, 3);
  });

  it.each([
    ['dc', 2.4, 10, undefined, '2.4 kW / 10 A'],
    ['single', 1.84, 10, 0.8, '1.84 kW / (10 A * 0.8)'],
    ['three', 12.47, 20, 0.9, '12.47 kW / (sqrt(3) * 20 A * 0.9)'],
  ] as const)('kw-v %s %d kW %d A PF %s matches mathjs', (phase, a, b, pf, expr) => {
    const env = ok('volts-to-kw', { mode: 'kw-v', phase, a, b, pf });
    expect(rel((env.result as any).value, ref(expr, 'V'))).toBeLessThan(1e-14);
    expect(env.result_detail.unit).toBe('V');
  });

  it('kw-v undoes v-kw', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('dc', 'single', 'three'),
        fc.double({ min: 1, max: 1e5, noNaN: true }),
        fc.double({ min: 1e-3, max: 1e4, noNaN: true }),
        fc.double({ min: 0.05, max: 1, noNaN: true }),
        (phase, V, I, pf) => {
          const p = phase === 'dc' ? undefined : pf;
          const kW = result('volts-to-kw', { mode: 'v-kw', phase, a: V, b: I, pf: p }).value;
          expect(rel(result('volts-to-kw', { mode: 'kw-v', phase, a: kW, b: I, pf: p }).value, V)).toBeLessThan(1e-13);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('mode synonyms and defaults', () => {
    expect(result('volts-to-kw', { mode: 'volts-to-kw', a: 12, b: 10 }).value).toBeCloseTo(0.12, 15);
    expect(result('volts-to-kw', { mode: 'KW-TO-VOLTS', a: 0.12, b: 10 }).value).toBeCloseTo(12, 13);
    expect(result('volts-to-kw', { a: 12, b: 10 })).toMatchObject({ mode: 'v-kw', phase: 'dc' });
    expect(failure('volts-to-kw', { mode: 'watts', a: 12, b: 10 })).toMatchObject({ code: 'INVALID_MODE', field: 'mode' });
  });

  it('v-kw reports P in W and P_kW in kW, unit kW and formula id per phase', () => {
    // 230 V × 10 A × 0.8 = 1840 W = 1.84 kW.
    const env = ok('volts-to-kw', { mode: 'v-kw', phase: 'single', a: 230, b: 10, pf: 0.8 });
    expect(env.result).toMatchObject({ P: 1840, P_kW: 1.84, V: 230, I: 10, pf: 0.8 });
    expect(env.result_detail.unit).toBe('kW');
    expect(env.formula?.id).toBe('volts-kw.v-kw.single');
  });

  it('kw-v reports P in W from the kW given, and its formula id per phase', () => {
    // 2.4 kW = 2400 W; V = 2400 W / 10 A = 240 V (DC).
    const env = ok('volts-to-kw', { mode: 'kw-v', phase: 'dc', a: 2.4, b: 10 });
    expect(env.result).toMatchObject({ P: 2400, P_kW: 2.4, V: 240, I: 10 });
    expect(env.formula?.id).toBe('volts-kw.kw-v.dc');
  });

  it('phase omitted with a power factor is single-phase AC', () => {
    // 230 V × 10 A × 0.8 = 1840 W; as DC it would be 2300 W with the PF ignored.
    const env = ok('volts-to-kw', { mode: 'v-kw', a: 230, b: 10, pf: 0.8 });
    expect(env.result).toMatchObject({ phase: 'single', P: 1840, pf: 0.8 });
    expect(env.warnings).toEqual([]);
  });

  it('mode synonyms kw-to-v and kw_v are kw-v', () => {
    // 0.12 kW / 10 A = 12 V; read as v-kw it would be 0.12 V × 10 A.
    for (const mode of ['kw-to-v', 'kw_v']) {
      expect(result('volts-to-kw', { mode, a: 0.12, b: 10 })).toMatchObject({ mode: 'kw-v', P: 120, I: 10 });
    }
  });

  it('kw-v: zero power at a current gives 0 V', () => {
    expect(result('volts-to-kw', { mode: 'kw-v', phase: 'dc', a: 0, b: 5 }).value).toBe(0);
  });

  it.each([
    [{ mode: 'kw-v', phase: 'dc', a: 2.4, b: 0 }, 'CURRENT_MUST_BE_NONZERO', 'b'],
    [{ mode: 'kw-v', phase: 'single', a: 0, b: 0, pf: 0.9 }, 'UNDEFINED', 'b'],
    [{ mode: 'kw-v', phase: 'dc', a: -1, b: 2 }, 'POWER_MUST_BE_NONNEGATIVE', 'a'],
    [{ mode: 'v-kw', phase: 'dc', a: -12, b: 2 }, 'VOLTAGE_MUST_BE_POSITIVE', 'a'],
    [{ mode: 'v-kw', phase: 'dc', a: 0, b: 2 }, 'VOLTAGE_MUST_BE_POSITIVE', 'a'],
    [{ mode: 'v-kw', phase: 'dc', a: 12, b: -2 }, 'CURRENT_MUST_BE_NONNEGATIVE', 'b'],
    [{ mode: 'v-kw', phase: 'three', a: 400, b: 2, pf: 1.5 }, 'POWER_FACTOR_OUT_OF_RANGE', 'pf'],
    [{ mode: 'v-kw', phase: 'three', a: 400 }, 'MISSING_REQUIRED_INPUT', 'b'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure('volts-to-kw', inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });
});

declaresTheCodesItReturns('volts-kw');
