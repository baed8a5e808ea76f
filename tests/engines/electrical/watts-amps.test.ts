// watts-amps (alias watts-to-amps): both directions against mathjs unit
// arithmetic and a published motor example, circuit and PF rules, synonyms and
// every error code.
import fc from 'fast-check';
import { all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../engines/registry.ts';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const math = create(all, { number: 'BigNumber', precision: 64 });
const ref = (expr: string, unit: string): number => math.evaluate(`${expr} to ${unit}`).toNumber(unit);
const rel = (got: number, want: number) => Math.abs(got / want - 1);

describe('watts-amps', () => {
  it('is the watts-to-amps capability with its page', () => {
    expect(registry.tools.get('watts-to-amps')).toMatchObject({ capability_id: 'electrical.watts_amps', version: '1.4.1', page: '/calc/electric/watts-to-amps' });
  });

  it.each([
    ['dc', 60, 12, undefined, '60 W / 12 V'],
    ['single', 1500, 120, 1, '1500 W / 120 V'],
    ['single', 2000, 230, 0.85, '2000 W / (230 V * 0.85)'],
    ['three', 30000, 400, 0.85, '30000 W / (sqrt(3) * 400 V * 0.85)'],
    ['three', 7500, 480, 0.9, '7500 W / (sqrt(3) * 480 V * 0.9)'],
  ] as const)('watts → amps %s %d W %d V PF %s matches mathjs', (circuit, p, v, pf, expr) => {
    const env = ok('watts-to-amps', { dir: 'watts-to-amps', circuit, powerOrCurrent: p, volts: v, pf });
    expect(rel((env.result as any).value, ref(expr, 'A'))).toBeLessThan(1e-14);
    expect(env.result_detail.unit).toBe('A');
  });

  it.each([
    ['dc', 5, 12, undefined, '5 A * 12 V'],
    ['single', 10, 230, 0.8, '10 A * 230 V * 0.8'],
    ['three', 51, 400, 0.85, 'sqrt(3) * 51 A * 400 V * 0.85'],
  ] as const)('amps → watts %s %d A %d V PF %s matches mathjs', (circuit, i, v, pf, expr) => {
    const env = ok('watts-to-amps', { dir: 'amps-to-watts', circuit, powerOrCurrent: i, volts: v, pf });
    expect(rel((env.result as any).value, ref(expr, 'W'))).toBeLessThan(1e-14);
    expect(env.result_detail.unit).toBe('W');
  });

  it('Energy Academy UK example 2: 30 kW motor, 400 V, PF 0.85 draws about 51 A', () => {
    expect(result('watts-to-amps', { circuit: 'three', powerOrCurrent: 30000, volts: 400, pf: 0.85 }).value).toBeCloseTo(50.94, 2);
  });

  it('the two directions are inverse', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('dc', 'single', 'three'),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.double({ min: 1, max: 1e5, noNaN: true }),
        fc.double({ min: 0.05, max: 1, noNaN: true }),
        (circuit, P, V, pf) => {
          const p = circuit === 'dc' ? undefined : pf;
          const I = result('watts-to-amps', { dir: 'watts-to-amps', circuit, powerOrCurrent: P, volts: V, pf: p }).value;
          const back = result('watts-to-amps', { dir: 'amps-to-watts', circuit, powerOrCurrent: I, volts: V, pf: p }).value;
          expect(Math.abs(back - P)).toBeLessThanOrEqual(Math.max(1e-13 * P, 1e-300));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('apparent power S for AC only', () => {
    expect(result('watts-to-amps', { dir: 'amps-to-watts', circuit: 'single', powerOrCurrent: 10, volts: 230, pf: 0.8 }).S).toBe(2300);
    expect(result('watts-to-amps', { circuit: 'dc', powerOrCurrent: 60, volts: 12 })).not.toHaveProperty('S');
  });

  it('synonyms: dir a-w, circuit 3 / ac1, phase and power_factor as field names', () => {
    expect(result('watts-to-amps', { dir: 'a-w', circuit: 'ac1', powerOrCurrent: 10, volts: 230, pf: 0.8 }).value).toBe(1840);
    expect(result('watts-to-amps', { dir: 'W-A', phase: 3, powerOrCurrent: 30000, volts: 400, power_factor: 0.85 }).circuit).toBe('three');
  });

  it('formula id per direction and circuit', () => {
    expect(ok('watts-to-amps', { dir: 'watts-to-amps', circuit: 'three', powerOrCurrent: 1000, volts: 400, pf: 1 }).formula?.id).toBe('watts-amps.watts-to-amps.three');
    expect(ok('watts-to-amps', { dir: 'amps-to-watts', circuit: 'dc', powerOrCurrent: 5, volts: 12 }).formula?.id).toBe('watts-amps.amps-to-watts.dc');
  });

  it('dir synonyms a2w, a-to-w and reverse are amps-to-watts', () => {
    // 5 A × 12 V = 60 W (DC).
    for (const dir of ['a2w', 'a-to-w', 'reverse']) {
      expect(result('watts-to-amps', { dir, circuit: 'dc', powerOrCurrent: 5, volts: 12 })).toMatchObject({ dir: 'amps-to-watts', value: 60, P: 60, I: 5 });
    }
  });

  it('power_factor is another name for pf', () => {
    // I = 2000 W / (230 V × 0.8) = 2000 / 184 A.
    const env = ok('watts-to-amps', { circuit: 'single', powerOrCurrent: 2000, volts: 230, power_factor: 0.8 });
    expect(env.result).toMatchObject({ pf: 0.8 });
    expect(rel((env.result as any).value, ref('2000 W / (230 V * 0.8)', 'A'))).toBeLessThan(1e-14);
    expect(env.warnings).toEqual([]);
  });

  it('circuit omitted: DC without PF, single-phase with; AC without PF warns', () => {
    expect(result('watts-to-amps', { powerOrCurrent: 60, volts: 12 })).toMatchObject({ circuit: 'dc', value: 5 });
    expect(result('watts-to-amps', { powerOrCurrent: 1840, volts: 230, pf: 0.8 })).toMatchObject({ circuit: 'single' });
    expect(ok('watts-to-amps', { circuit: 'three', powerOrCurrent: 1000, volts: 400 }).warnings.map((w) => w.code)).toEqual(['POWER_FACTOR_ASSUMED']);
    expect(ok('watts-to-amps', { circuit: 'dc', powerOrCurrent: 60, volts: 12, pf: 0.8 }).warnings.map((w) => w.code)).toEqual(['POWER_FACTOR_IGNORED']);
  });

  it.each([
    [{ circuit: 'dc', powerOrCurrent: 60, volts: 0 }, 'VOLTAGE_MUST_BE_POSITIVE', 'volts'],
    [{ circuit: 'dc', powerOrCurrent: -60, volts: 12 }, 'POWER_MUST_BE_NONNEGATIVE', 'powerOrCurrent'],
    [{ dir: 'amps-to-watts', circuit: 'dc', powerOrCurrent: -5, volts: 12 }, 'CURRENT_MUST_BE_NONNEGATIVE', 'powerOrCurrent'],
    [{ circuit: 'single', powerOrCurrent: 60, volts: 230, pf: 0 }, 'POWER_FACTOR_OUT_OF_RANGE', 'pf'],
    [{ circuit: 'three', powerOrCurrent: 60, volts: 400, pf: 85 }, 'POWER_FACTOR_OUT_OF_RANGE', 'pf'],
    [{ circuit: 'dc', volts: 12 }, 'MISSING_REQUIRED_INPUT', 'powerOrCurrent'],
    [{ circuit: 'dc', powerOrCurrent: 60 }, 'MISSING_REQUIRED_INPUT', 'volts'],
    [{ dir: 'sideways', powerOrCurrent: 60, volts: 12 }, 'INVALID_MODE', 'dir'],
    [{ circuit: 'wye', powerOrCurrent: 60, volts: 12 }, 'INVALID_MODE', 'circuit'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure('watts-to-amps', inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });
});

declaresTheCodesItReturns('watts-amps');
