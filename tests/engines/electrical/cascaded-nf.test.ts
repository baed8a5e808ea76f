// Cascaded NF: the MathWorks reference examples, an independent stage-by-stage noise-power
// simulation (property test), exact identities, every input format and each error.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

/**
 * Independent model: propagate available noise power through the chain. Each stage adds k·Te·B at its
 * input (Te = 290(F − 1)) and multiplies by its gain; F = N_out / (G_total · k·T0·B). k·B cancels.
 */
function simulatedNf(stages: [number, number][]): number {
  let noise = 290;
  let gain = 1;
  for (const [nf, g] of stages) {
    const gl = 10 ** (g / 10);
    noise = (noise + 290 * (10 ** (nf / 10) - 1)) * gl;
    gain *= gl;
  }
  return 10 * Math.log10(noise / (290 * gain));
}

describe('cascaded-nf', () => {
  it('reproduces the MathWorks noisefigure seven-stage example (1.5252 dB, 36.5 dB)', () => {
    const nf = [1.0, 0.5, 5.0, 1.0, 0.6, 1.0, 6.0];
    const g = [15.0, -0.5, -7.0, -1.0, 15.0, 20.0, -5.0];
    const r = result('cascaded-nf', { stages: nf.map((n, i) => ({ nf_db: n, gain_db: g[i] })) });
    expect(r.nf_db).toBeCloseTo(1.5252, 4);
    expect(r.gain_db).toBeCloseTo(36.5, 12);
    expect(r.stage_count).toBe(7);
  });

  it('reproduces the MathWorks rfchain cumnoisefig running values (25.0000, 25.0011, 25.0058)', () => {
    const r = result('cascaded-nf', { stages: [[25, 11], [3, -3], [5, 7]] });
    expect(r.stages.map((s: any) => Number(s.cumulative_nf_db.toFixed(4)))).toEqual([25, 25.0011, 25.0058]);
    expect(r.stages.map((s: any) => s.cumulative_gain_db)).toEqual([11, 8, 15]);
  });

  it('agrees with a stage-by-stage noise-power simulation for random chains', () => {
    const stage = fc.tuple(fc.double({ min: 0, max: 15, noNaN: true }), fc.double({ min: -20, max: 40, noNaN: true }));
    fc.assert(
      fc.property(fc.array(stage, { minLength: 1, maxLength: 8 }), (stages) => {
        const r = result('cascaded-nf', { stages: stages.map(([nf_db, gain_db]) => ({ nf_db, gain_db })) });
        expect(r.nf_db).toBeCloseTo(simulatedNf(stages), 9);
        // The stage shares of the excess noise F − 1 add up to 100 % (0 for a noiseless chain).
        const pct = r.stages.reduce((s: number, x: any) => s + x.contribution_pct, 0);
        expect(pct).toBeCloseTo(r.noise_temperature_k > 0 ? 100 : 0, 9);
      }),
      { numRuns: 300 },
    );
  });

  it('a matched attenuator of L dB in front adds exactly L dB (F = L·F2)', () => {
    const r = result('cascaded-nf', { stages: '3:-3, 2:20' });
    expect(r.nf_db).toBeCloseTo(5, 12);
    // And a high-gain first stage hides the second: F ≈ F1.
    expect(result('cascaded-nf', { stages: '0.8:40, 10:10' }).nf_db).toBeCloseTo(0.8, 2);
    // Noiseless stages give 0 dB and no contributions.
    const ideal = result('cascaded-nf', { stages: '0:10, 0:-5' });
    expect(ideal).toMatchObject({ nf_db: 0, noise_temperature_k: 0 });
    expect(ideal.stages.map((s: any) => s.contribution_pct)).toEqual([0, 0]);
  });

  it('puts the LNA first for the lowest noise figure (RF View example: 3.83 dB with the filter first)', () => {
    const filterFirst = result('cascaded-nf', { stages: 'Filter=2:-2, LNA=1.5:18, Filter 2=1:-1, Mixer=8:-6' });
    const lnaFirst = result('cascaded-nf', { stages: 'LNA=1.5:18, Filter=2:-2, Filter 2=1:-1, Mixer=8:-6' });
    expect(filterFirst.nf_db).toBeCloseTo(3.83, 2);
    expect(lnaFirst.nf_db).toBeLessThan(filterFirst.nf_db - 1.5);
    expect(filterFirst.stages.map((s: any) => s.name)).toEqual(['Filter', 'LNA', 'Filter 2', 'Mixer']);
  });

  it('reads every stage format to the same answer', () => {
    const want = result('cascaded-nf', { stages: [{ nf_db: 1.5, gain_db: 20 }, { nf_db: 3, gain_db: -3 }, { nf_db: 8, gain_db: 10 }] }).nf_db;
    for (const stages of [
      '1.5:20, 3:-3, 8:10',
      '1.5:20; 3:-3; 8:10',
      '1.5 20; 3 -3; 8 10',
      '1.5,20\n3,-3\n8,10',
      [[1.5, 20], [3, -3], [8, 10]],
      [{ nf: 1.5, gain: 20 }, { nf: '3', gain: '-3' }, { nf_db: 8, gain_db: 10 }],
    ]) {
      expect(result('cascaded-nf', { stages }).nf_db).toBeCloseTo(want, 12);
    }
    expect(ok('cascaded-nf', { stages: '3:10' }).result_detail).toMatchObject({ unit: 'dB', formatted: 'NF = 3 dB, gain 10 dB' });
  });

  it.each([
    [{ stages: [{ nf_db: 2, gain_db: 10 }, { nf_db: -1, gain_db: 10 }] }, 'NOISE_FIGURE_MUST_BE_NONNEGATIVE', 'stages.1.nf_db'],
    [{ stages: '2:10, 3' }, 'INVALID_INPUT', 'stages.1'],
    [{ stages: '2:10, a:b' }, 'INVALID_INPUT', 'stages.1'],
    [{ stages: [] }, 'INVALID_INPUT', 'stages'],
    [{ stages: '  ' }, 'MISSING_REQUIRED_INPUT', 'stages'],
    [{}, 'MISSING_REQUIRED_INPUT', 'stages'],
    [{ stages: [{ nf_db: 2 }] }, 'MISSING_REQUIRED_INPUT', 'stages.0.gain_db'],
    [{ stages: [[2, 10], [3]] }, 'MISSING_REQUIRED_INPUT', 'stages.1.gain_db'],
    [{ stages: [{ gain_db: 10 }] }, 'MISSING_REQUIRED_INPUT', 'stages.0.nf_db'],
    [{ stages: [{ nf_db: 'low', gain_db: 10 }] }, 'INVALID_NUMBER', 'stages.0.nf_db'],
    [{ stages: [5] }, 'INVALID_INPUT', 'stages.0'],
    [{ stages: Array.from({ length: 51 }, () => [1, 1]) }, 'TOO_MANY_VALUES', 'stages'],
    [{ stages: Array.from({ length: 51 }, () => '1:1').join(', ') }, 'TOO_MANY_VALUES', 'stages'],
    [{ stages: '1:-4000, 3:10' }, 'NON_FINITE_RESULT', 'stages.0.gain_db'],
  ])('%o → %s', (inputs, code, field) => {
    const f = failure('cascaded-nf', inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(5);
  });
});

describe('cascaded-nf: result fields and stage names', () => {
  it('numbers the stages from 1 and reports the noise factor F itself (10 dB → F = 10)', () => {
    const r = result('cascaded-nf', { stages: '10:0, 0:10, 0:-3' });
    expect(r.stages.map((s: any) => s.index)).toEqual([1, 2, 3]);
    // Noiseless later stages add nothing: F = 10^(10/10) = 10, Te = 290·9 = 2610 K.
    expect(r.noise_factor).toBeCloseTo(10, 12);
    expect(r.noise_temperature_k).toBeCloseTo(2610, 9);
  });

  it('keeps the names of object stages and gives unnamed and [nf, gain] stages none', () => {
    const r = result('cascaded-nf', { stages: [{ name: 'LNA', nf_db: 1.5, gain_db: 20 }, { nf_db: 3, gain_db: -3 }, [8, 10]] });
    expect(r.stages.map((s: any) => s.name)).toEqual(['LNA', undefined, undefined]);
    expect(r.stages.map((s: any) => 'name' in s)).toEqual([true, false, false]);
    expect(r.nf_db).toBeCloseTo(simulatedNf([[1.5, 20], [3, -3], [8, 10]]), 9);
  });

  it('gives text stages without "name=" no name, and trims names', () => {
    const r = result('cascaded-nf', { stages: '3:-3, 2:20' });
    expect(r.stages.map((s: any) => 'name' in s)).toEqual([false, false]);
    const named = result('cascaded-nf', { stages: 'LNA = 1.5:20, Pad =3:-3' });
    expect(named.stages.map((s: any) => s.name)).toEqual(['LNA', 'Pad']);
    // An empty name before "=" is no name.
    const blank = result('cascaded-nf', { stages: '=1.5:20' });
    expect(blank.stages[0]).toMatchObject({ nf_db: 1.5, gain_db: 20 });
    expect('name' in blank.stages[0]).toBe(false);
  });

  it('reads space-separated pairs after a name, comma-and-space pairs, and skips empty entries', () => {
    const want = simulatedNf([[1.5, 20], [3, -3]]);
    for (const stages of ['LNA= 1.5 20; Pad= 3 -3', '1.5, 20; 3, -3', '1.5  20\n3  -3', '1.5:20, , 3:-3', '1.5:20;; 3:-3']) {
      const r = result('cascaded-nf', { stages });
      expect(r.stage_count, stages).toBe(2);
      expect(r.nf_db, stages).toBeCloseTo(want, 9);
    }
    expect(result('cascaded-nf', { stages: 'LNA= 1.5 20; Pad= 3 -3' }).stages.map((s: any) => s.name)).toEqual(['LNA', 'Pad']);
  });

  it.each([
    // A text stage needs exactly two numbers.
    [{ stages: '2:10, 2:b' }, 'INVALID_INPUT', 'stages.1'],
    [{ stages: '2:10, x:5' }, 'INVALID_INPUT', 'stages.1'],
    [{ stages: '2:10, 1:2:3' }, 'INVALID_INPUT', 'stages.1'],
    [{ stages: '2 10; 1 2 3' }, 'INVALID_INPUT', 'stages.1'],
    // A stage that is not an object or a pair is the wrong type at its place.
    [{ stages: [[2, 10], null] }, 'INVALID_INPUT', 'stages.1'],
    // A blank or null number is a missing one (not a wrong type).
    [{ stages: [{ nf_db: '', gain_db: 10 }] }, 'MISSING_REQUIRED_INPUT', 'stages.0.nf_db'],
    [{ stages: [{ nf_db: 2, gain_db: '' }] }, 'MISSING_REQUIRED_INPUT', 'stages.0.gain_db'],
    [{ stages: [[null, 10]] }, 'MISSING_REQUIRED_INPUT', 'stages.0.nf_db'],
    [{ stages: [[2, null]] }, 'MISSING_REQUIRED_INPUT', 'stages.0.gain_db'],
    // The stage that lacks one of its two numbers is named, even when an earlier stage has a non-number.
    [{ stages: [{ nf_db: 'low', gain_db: 10 }, { gain_db: 10 }] }, 'MISSING_REQUIRED_INPUT', 'stages.1.nf_db'],
    [{ stages: [{ nf_db: 'low', gain_db: 10 }, { nf_db: 2 }] }, 'MISSING_REQUIRED_INPUT', 'stages.1.gain_db'],
  ])('%o → %s %s', (inputs, code, field) => {
    expect(failure('cascaded-nf', inputs)).toMatchObject({ http: 400, code, field });
  });
});

declaresTheCodesItReturns('cascaded-nf');
