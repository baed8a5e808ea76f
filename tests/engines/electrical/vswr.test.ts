// VSWR: the standard VSWR / return-loss / mismatch-loss table, round trips between every mode,
// forward/reflected power in W, mW and dBm, the |Γ| = 0 and |Γ| = 1 ends, and each error.
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

/** VSWR → |Γ|, return loss dB, mismatch loss dB, reflected %: standard table values (Pozar eqs. 2.41–2.43), as printed to 3–4 digits. */
const TABLE: [number, number, number, number, number][] = [
  [1.1, 0.0476, 26.44, 0.0099, 0.23],
  [1.2, 0.0909, 20.83, 0.036, 0.83],
  [1.5, 0.2, 13.98, 0.177, 4.0],
  [2.0, 0.3333, 9.54, 0.512, 11.1],
  [3.0, 0.5, 6.02, 1.249, 25.0],
  [5.0, 0.6667, 3.52, 2.553, 44.4],
  [10, 0.8182, 1.74, 4.807, 66.9],
];

describe('vswr', () => {
  it.each(TABLE)('VSWR %s:1 → |Γ| %s, RL %s dB, mismatch loss %s dB, %s %% reflected', (vswr, gamma, rl, ml, pct) => {
    const r = result('vswr', { mode: 'vswr', vswr });
    expect(r.gamma_mag).toBeCloseTo(gamma, 4);
    expect(r.return_loss_db).toBeCloseTo(rl, 2);
    expect(r.mismatch_loss_db).toBeCloseTo(ml, 3);
    expect(r.reflected_power_pct).toBeCloseTo(pct, 1);
    expect(r.reflected_power_pct + r.transmitted_power_pct).toBeCloseTo(100, 12);
  });

  it('accepts swr and rl as input aliases', () => {
    expect(result('vswr', { mode: 'vswr', swr: 2 })).toEqual(result('vswr', { mode: 'vswr', vswr: 2 }));
    expect(result('vswr', { rl: 20 })).toEqual(result('vswr', { return_loss_db: 20 }));
    // return_loss is an alias too: 20 dB → |Γ| = 10^(−20/20) = 0.1.
    expect(result('vswr', { return_loss: 20 }).gamma_mag).toBeCloseTo(0.1, 15);
  });

  it('round-trips between VSWR, |Γ| and return loss', () => {
    for (const vswr of [1.01, 1.35, 2.5, 17]) {
      const a = result('vswr', { mode: 'vswr', vswr });
      expect(result('vswr', { mode: 'gamma', gamma: a.gamma_mag }).vswr).toBeCloseTo(vswr, 10);
      expect(result('vswr', { mode: 'return-loss', return_loss_db: a.return_loss_db }).vswr).toBeCloseTo(vswr, 10);
    }
  });

  it('reads forward and reflected power in W, mW and dBm alike', () => {
    const w = result('vswr', { mode: 'powers', forward_power: 100, reflected_power: 4 });
    expect(w).toMatchObject({ gamma_mag: 0.2, forward_power_w: 100, reflected_power_w: 4, delivered_power_w: 96 });
    expect(w.vswr).toBeCloseTo(1.5, 14);
    const mw = result('vswr', { mode: 'powers', forward_power: 100000, reflected_power: 4000, power_unit: 'mW' });
    expect(mw.vswr).toBeCloseTo(1.5, 12);
    expect(mw.forward_power_w).toBeCloseTo(100, 10);
    const dbm = result('vswr', { mode: 'powers', forward_power: 50, reflected_power: 10 * Math.log10(4000), power_unit: 'dBm' });
    expect(dbm.vswr).toBeCloseTo(1.5, 12);
    expect(dbm.reflected_power_w).toBeCloseTo(4, 10);
  });

  it('accepts |Γ| = 0, the matched load: VSWR (1 + 0)/(1 − 0) = 1, no return loss', () => {
    const matched = ok('vswr', { mode: 'gamma', gamma: 0 });
    expect(matched.result).toMatchObject({ gamma_mag: 0, vswr: 1, return_loss_db: null, mismatch_loss_db: 0, reflected_power_pct: 0 });
    expect(matched.warnings.map((w) => w.code)).toEqual(['PERFECT_MATCH']);
  });

  it('echoes power_unit W when it is left out', () => {
    const env = ok('vswr', { mode: 'powers', forward_power: 100, reflected_power: 4 });
    expect(env.inputs).toMatchObject({ power_unit: 'W' });
  });

  it.each([
    [{ mode: 'vswr', vswr: 1.5 }, 'vswr.from-vswr'],
    [{ mode: 'gamma', gamma: 0.2 }, 'vswr.from-gamma'],
    [{ mode: 'return-loss', return_loss_db: 20 }, 'vswr.from-return-loss'],
    [{ mode: 'powers', forward_power: 100, reflected_power: 4 }, 'vswr.from-powers'],
  ])('%o names the formula %s', (inputs, id) => {
    expect(ok('vswr', inputs).formula?.id).toBe(id);
  });

  it('reports infinite values as null with an info warning', () => {
    const total = ok('vswr', { mode: 'gamma', gamma: 1 });
    expect(total.result).toMatchObject({ vswr: null, mismatch_loss_db: null, return_loss_db: 0, reflected_power_pct: 100 });
    expect(total.warnings.map((w) => [w.code, w.severity])).toEqual([['TOTAL_REFLECTION', 'info']]);
    expect(total.result_detail.formatted).toBe('VSWR = ∞');
    expect(result('vswr', { mode: 'return-loss', return_loss_db: 0 }).vswr).toBeNull();
    expect(result('vswr', { mode: 'powers', forward_power: 10, reflected_power: 10 }).vswr).toBeNull();
    const matched = ok('vswr', { mode: 'powers', forward_power: 10, reflected_power: 0 });
    expect(matched.result).toMatchObject({ vswr: 1, return_loss_db: null, mismatch_loss_db: 0 });
    expect(matched.warnings.map((w) => w.code)).toEqual(['PERFECT_MATCH']);
    expect(result('vswr', { mode: 'vswr', vswr: 1 }).return_loss_db).toBeNull();
  });

  it.each([
    [{ mode: 'vswr', vswr: 0.9 }, 'VSWR_MUST_BE_AT_LEAST_1', 'vswr'],
    [{ mode: 'gamma', gamma: -0.1 }, 'GAMMA_MAGNITUDE_OUT_OF_RANGE', 'gamma'],
    [{ mode: 'gamma', gamma: 1.01 }, 'GAMMA_MAGNITUDE_OUT_OF_RANGE', 'gamma'],
    [{ mode: 'return-loss', return_loss_db: -3 }, 'RETURN_LOSS_MUST_BE_NONNEGATIVE', 'return_loss_db'],
    [{ mode: 'powers', forward_power: 0, reflected_power: 0 }, 'POWER_MUST_BE_POSITIVE', 'forward_power'],
    [{ mode: 'powers', forward_power: 10, reflected_power: -1 }, 'POWER_MUST_BE_NONNEGATIVE', 'reflected_power'],
    [{ mode: 'powers', forward_power: 10, reflected_power: 11 }, 'REFLECTED_POWER_EXCEEDS_FORWARD', 'reflected_power'],
    [{ mode: 'powers', forward_power: 30, reflected_power: 31, power_unit: 'dBm' }, 'REFLECTED_POWER_EXCEEDS_FORWARD', 'reflected_power'],
    [{ mode: 'vswr' }, 'MISSING_REQUIRED_INPUT', 'vswr'],
    [{ mode: 'gamma' }, 'MISSING_REQUIRED_INPUT', 'gamma'],
    [{}, 'MISSING_REQUIRED_INPUT', 'return_loss_db'],
    [{ mode: 'powers', forward_power: 10 }, 'MISSING_REQUIRED_INPUT', 'reflected_power'],
    [{ mode: 'powers', reflected_power: 1 }, 'MISSING_REQUIRED_INPUT', 'forward_power'],
    [{ mode: 's11', return_loss_db: 10 }, 'INVALID_MODE', 'mode'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure('vswr', inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });
});

declaresTheCodesItReturns('vswr', [
  // RETURN_LOSS_MUST_BE_NONNEGATIVE: a negative return loss.
  { mode: 'return-loss', return_loss_db: -3 },
  // POWER_MUST_BE_POSITIVE: no forward power.
  { mode: 'powers', forward_power: 0, reflected_power: 0 },
  // POWER_MUST_BE_NONNEGATIVE: a negative reflected power.
  { mode: 'powers', forward_power: 10, reflected_power: -1 },
]);
