// Reservoir (smoothing) capacitor after a diode rectifier: the capacitance for a wanted
// peak-to-peak ripple, or the ripple a capacitor gives, ΔV = I / (p·f·C).
import * as z from 'zod/mini';
import { defineEngine, type Warning } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { fail, isOutcome, ok, warning } from '../core/outcome.ts';
import { standardAtLeast } from './_lib/e-series.ts';
import { unusedInputsWarning } from './_lib/input-combinations.ts';
import { CAPACITANCE_UNITS, capacitanceFarads, capacitanceUnitField, resistanceOhms, unitOptions } from './_lib/passive-units.ts';
import { canonicalChoices, synonymsOf } from './_lib/power-inputs.ts';
import { PULSES, RECTIFIER_SYNONYMS, type RectifierCircuit } from './_lib/rectifier.ts';
import { requirePositive } from './_lib/rf-units.ts';
import { SNAP_ASSUMPTION } from './_lib/standard-snap.ts';

const MODES = ['capacitance', 'ripple'] as const;
const CIRCUITS = ['full', 'half'] as const;
/** Above this ripple share of the peak the linear-discharge approximation is too coarse. */
const MAX_RIPPLE_SHARE = 0.2;

/** The three rectifier circuits collapse to two here: centre-tap and bridge both give two pulses per cycle. */
const CIRCUIT_SYNONYMS: Record<string, string> = {
  ...Object.fromEntries(Object.entries(RECTIFIER_SYNONYMS).map(([word, circuit]) => [word, PULSES[circuit as RectifierCircuit] === 2 ? 'full' : 'half'])),
  full: 'full',
  'full-wave': 'full',
  full_wave: 'full',
  fullwave: 'full',
  fw: 'full',
};

const input = z.object({
  mode: z._default(z.enum(MODES), 'capacitance'),
  circuit: z._default(z.enum(CIRCUITS), 'full'),
  frequency: z._default(z.number(), 50).check(z.meta({ description: 'Mains frequency, Hz' })),
  load_current: z.optional(z.number().check(z.meta({ description: 'DC load current, A' }))),
  load_resistance: z.optional(z.number().check(z.meta({ description: 'Load resistance, Ω (needs vpeak)' }))),
  vpeak: z.optional(z.number().check(z.meta({ description: 'Peak rectified voltage on the capacitor (after diode drops), V' }))),
  ripple_vpp: z.optional(z.number().check(z.meta({ description: 'Allowed peak-to-peak ripple, V' }))),
  capacitance: z.optional(z.number()),
  capacitance_unit: capacitanceUnitField('uF'),
});

const output = z.object({
  mode: z.enum(MODES),
  circuit: z.enum(CIRCUITS),
  capacitance_uf: z.number(),
  ripple_vpp: z.number(),
  ripple_rms: z.number(),
  load_current: z.number(),
  ripple_frequency: z.number(),
  discharge_time_ms: z.number(),
  standard_capacitance_uf: z.optional(z.number()),
  vdc: z.optional(z.number()),
  vmin: z.optional(z.number()),
  ripple_factor: z.optional(z.number()),
  ripple_pct: z.optional(z.number()),
});

const FORMULAS = {
  capacitance: { id: 'rectifier-ripple-cap.capacitance', expression: 'C = I_load / (p · f · ΔV_pp)', label: 'Reservoir capacitor for a wanted ripple (p = 1 half-wave, 2 full-wave)' },
  ripple: { id: 'rectifier-ripple-cap.ripple', expression: 'ΔV_pp = I_load / (p · f · C)', label: 'Ripple of a given reservoir capacitor' },
};

const LOAD = ['frequency', 'load_current', 'load_resistance', 'vpeak'];

export const engine = defineEngine({
  id: 'rectifier-ripple-cap',
  area: 'electrical',
  title: 'Rectifier smoothing capacitor and ripple',
  description:
    'Size the reservoir (smoothing, filter) capacitor after a half-wave or full-wave bridge rectifier for a wanted peak-to-peak ripple, or find the ripple voltage of a given capacitor, from the load current (or load resistance and peak voltage) and the mains frequency; with DC output, minimum voltage and the next standard capacitor value.',
  keywords: ['filter capacitor calculator', 'smoothing capacitor', 'reservoir capacitor', 'ripple voltage', 'bulk capacitor', 'power supply capacitor', 'C = I/(2fV)', 'bridge rectifier capacitor', 'ripple factor', 'unregulated power supply'],
  capability_id: 'electrical.rectifier.ripple_cap',
  version: '1.0.0',
  page: 'electric',
  input,
  output,
  prepare: canonicalChoices({ mode: synonymsOf(MODES, { cap: 'capacitance', c: 'capacitance', size: 'capacitance', vpp: 'ripple', voltage: 'ripple' }), circuit: CIRCUIT_SYNONYMS }),
  unit: 'µF',
  errors: [
    'CURRENT_MUST_BE_POSITIVE',
    'FREQUENCY_MUST_BE_POSITIVE',
    'RIPPLE_EXCEEDS_PEAK',
    'RIPPLE_MUST_BE_POSITIVE',
    'VOLTAGE_MUST_BE_POSITIVE',
  ],
  warnings: ['INPUT_IGNORED', 'OUTSIDE_VALIDITY_RANGE'],
  formula: FORMULAS.capacitance,
  assumptions: [
    'Linear-discharge approximation: between charging peaks the capacitor supplies the load current alone for a whole ripple period 1/(p·f), so ΔV_pp = I/(p·f·C) with p = 1 for half-wave and p = 2 for full-wave (centre-tap or bridge) (Horowitz & Hill, The Art of Electronics, unregulated supplies; Boylestad & Nashelsky, Electronic Devices and Circuit Theory, capacitor filter). It slightly overstates the ripple (safe for sizing) because the charging pulse shortens the discharge.',
    'Ripple RMS = ΔV_pp/(2√3) for the sawtooth (Boylestad: V_r(rms) = I_dc/(4√3·f·C) full-wave); ripple factor = V_r(rms)/V_dc; V_dc = V_peak − ΔV_pp/2; V_min = V_peak − ΔV_pp.',
    'With a load resistance the current is the mean output over R: I = (V_peak − ΔV/2)/R, which gives ΔV = V_peak/(R·p·f·C + 1/2) for a given capacitor.',
    `V_peak is the peak on the capacitor, after the diode drops (see ac-dc-rectifier). The approximation needs ripple well below the peak; the engine warns above ${MAX_RIPPLE_SHARE * 100} % of V_peak.`,
    'The suggested standard value is the next IEC 60063 E6 value at or above the required capacitance (electrolytics also have a −20 % tolerance: allow for it).',
    SNAP_ASSUMPTION,
  ],
  ui: {
    fields: {
      mode: { label: 'Calculate', options: [{ value: 'capacitance', label: 'Capacitance for a ripple' }, { value: 'ripple', label: 'Ripple of a capacitor' }] },
      circuit: { label: 'Rectifier', options: [{ value: 'full', label: 'Full-wave (bridge or centre-tap)' }, { value: 'half', label: 'Half-wave' }] },
      frequency: { label: 'Mains frequency', unit: 'Hz' },
      load_current: { label: 'Load current', unit: 'A' },
      load_resistance: { label: 'Load resistance (instead of current)', unit: 'Ω' },
      vpeak: { label: 'Peak voltage on the capacitor', unit: 'V', help: 'Peak of the rectified voltage after the diode drops: e.g. 12 V RMS bridge → 12·√2 − 1.4 ≈ 15.6 V.' },
      ripple_vpp: { label: 'Allowed ripple (peak-to-peak)', unit: 'V' },
      capacitance: { label: 'Capacitance', typical: ['1 µF', '1 F'] },
      capacitance_unit: { label: 'Capacitance unit', options: unitOptions(CAPACITANCE_UNITS) },
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'capacitance', label: 'Find capacitance', fields: [...LOAD, 'ripple_vpp'] },
          { value: 'ripple', label: 'Find ripple', fields: [...LOAD, 'capacitance', 'capacitance_unit'] },
        ],
      },
      {
        field: 'circuit',
        tabs: [
          { value: 'full', label: 'Full-wave', fields: [] },
          { value: 'half', label: 'Half-wave', fields: [] },
        ],
      },
    ],
    initial: { mode: 'capacitance', circuit: 'full', frequency: 50, load_current: 1, vpeak: 15.6, ripple_vpp: 1 },
    headline: 'capacitance_uf',
    outputs: {
      ripple_vpp: { label: 'Ripple (peak-to-peak)', unit: 'V' },
      capacitance_uf: { label: 'Reservoir capacitance', unit: 'µF' },
      ripple_rms: { label: 'Ripple (RMS)', unit: 'V' },
      ripple_frequency: { label: 'Ripple frequency', unit: 'Hz' },
      discharge_time_ms: { label: 'Discharge time per ripple period', unit: 'ms' },
      standard_capacitance_uf: { label: 'Next standard capacitor (E6)', unit: 'µF' },
      vdc: { label: 'Mean DC output voltage', unit: 'V' },
      vmin: { label: 'Minimum output voltage (ripple trough)', unit: 'V' },
      ripple_factor: { label: 'Ripple factor (RMS ripple / DC voltage)' },
      ripple_pct: { label: 'Ripple as a share of the peak voltage', unit: '%' },
    },
  },
  examples: [
    {
      name: 'Full-wave, 2 A, 60 Hz, 1 V ripple',
      inputs: { mode: 'capacitance', circuit: 'full', frequency: 60, load_current: 2, ripple_vpp: 1 },
      expect: { status: 'success', values: { capacitance_uf: 1e6 / 60, standard_capacitance_uf: 22000 }, rel: 1e-12 },
      source: '3roam.com power-supply capacitor calculator example: full-wave, 2 A, 60 Hz, 1 V ripple → 16.7 mF (C = I/(2·f·V)).',
    },
    {
      name: 'Half-wave, same load: twice the capacitance',
      inputs: { mode: 'capacitance', circuit: 'half', frequency: 60, load_current: 2, ripple_vpp: 1 },
      expect: { status: 'success', values: { capacitance_uf: 1e6 / 30 }, rel: 1e-12 },
      source: '3roam.com power-supply capacitor calculator example: half-wave → 33.3 mF (C = I/(f·V)).',
    },
    {
      name: 'Ripple of 4700 µF after a 50 Hz bridge at 1 A, 15.6 V peak',
      inputs: { mode: 'ripple', circuit: 'bridge', frequency: 50, load_current: 1, capacitance: 4700, capacitance_unit: 'uF', vpeak: 15.6 },
      expect: { status: 'success', values: { ripple_vpp: 1 / (100 * 4.7e-3), ripple_rms: 1 / (100 * 4.7e-3) / (2 * Math.sqrt(3)), vdc: 15.6 - 0.5 / (100 * 4.7e-3) }, rel: 1e-12 },
      source: 'Exact arithmetic: ΔV = 1 A / (2 × 50 Hz × 4700 µF) = 2.128 V; Boylestad V_r(rms) = I/(4√3·f·C).',
    },
    {
      name: '100 Ω load on 1000 µF after a 60 Hz bridge, 15 V peak',
      inputs: { mode: 'ripple', circuit: 'full', frequency: 60, load_resistance: 100, vpeak: 15, capacitance: 1000 },
      expect: { status: 'success', values: { ripple_vpp: 1.2, load_current: 0.144, vdc: 14.4 }, rel: 1e-12 },
      source: 'Exact arithmetic: ΔV = 15/(100 × 120 × 0.001 + 0.5) = 1.2 V; I = (15 − 0.6)/100 = 0.144 A, and 0.144/(120 × 1.2) = 1000 µF back.',
    },
    {
      name: 'Capacitance mode without the allowed ripple',
      inputs: { mode: 'capacitance', load_current: 1 },
      expect: { status: 'error', code: 'MISSING_REQUIRED_INPUT' },
      source: 'The capacitance follows from the ripple you allow.',
    },
  ],
  limitations: ['No capacitor ESR, ripple-current rating, diode conduction angle or transformer regulation; for a precise design simulate or use the exact exponential discharge.'],
  compute(inp) {
    const badF = requirePositive('frequency', inp.frequency, inp.frequency, 'FREQUENCY_MUST_BE_POSITIVE', 'Mains frequency', '50 Hz');
    if (badF) return badF;
    const pulses = inp.circuit === 'full' ? 2 : 1;
    const fr = pulses * inp.frequency;
    if (inp.vpeak !== undefined) {
      const bad = requirePositive('vpeak', inp.vpeak, inp.vpeak, 'VOLTAGE_MUST_BE_POSITIVE', 'Peak voltage', '15.6 V');
      if (bad) return bad;
    }

    // The load: a current, or a resistance with the peak voltage.
    if (inp.load_current !== undefined && inp.load_resistance !== undefined) {
      return fail('INVALID_INPUT', 'load_resistance', 'Both a load current and a load resistance were given; they may disagree.', 'Give either load_current in A, or load_resistance in Ω together with vpeak.');
    }
    let resistance: number | undefined;
    if (inp.load_resistance !== undefined) {
      if (inp.vpeak === undefined) return fail('MISSING_REQUIRED_INPUT', 'vpeak', 'A load resistance needs the peak voltage to give the load current.', 'Give vpeak (the rectified peak after the diode drops), or give load_current instead.');
      const r = resistanceOhms('load_resistance', inp.load_resistance, 'a short circuit across the capacitor draws unlimited current.');
      if (isOutcome(r)) return r;
      resistance = r;
    } else if (inp.load_current === undefined) {
      return fail('MISSING_REQUIRED_INPUT', 'load_current', 'The ripple depends on the current the load draws from the capacitor.', 'Give load_current in A (e.g. 1), or load_resistance in Ω with vpeak.');
    } else {
      const bad = requirePositive('load_current', inp.load_current, inp.load_current, 'CURRENT_MUST_BE_POSITIVE', 'Load current', '1 A');
      if (bad) return bad;
    }

    let c: number;
    let vpp: number;
    let current: number;
    if (inp.mode === 'capacitance') {
      if (inp.ripple_vpp === undefined) return fail('MISSING_REQUIRED_INPUT', 'ripple_vpp', 'The capacitance follows from the peak-to-peak ripple you allow.', 'Give ripple_vpp in V (e.g. 1), or switch mode to "ripple" and give the capacitance.');
      const bad = requirePositive('ripple_vpp', inp.ripple_vpp, inp.ripple_vpp, 'RIPPLE_MUST_BE_POSITIVE', 'Allowed ripple', '1 V');
      if (bad) return bad;
      if (inp.vpeak !== undefined && inp.ripple_vpp >= inp.vpeak) {
        return fail('RIPPLE_EXCEEDS_PEAK', 'ripple_vpp', `A ripple of ${formatNumber(inp.ripple_vpp)} V pp is not below the ${formatNumber(inp.vpeak)} V peak: the output would reach 0 V.`, `Allow a ripple well below the peak, e.g. ${formatNumber(inp.vpeak * 0.1, 3)} V (10 %).`);
      }
      vpp = inp.ripple_vpp;
      current = resistance === undefined ? inp.load_current! : (inp.vpeak! - vpp / 2) / resistance;
      c = current / (fr * vpp);
    } else {
      if (inp.capacitance === undefined) return fail('MISSING_REQUIRED_INPUT', 'capacitance', 'The ripple follows from the reservoir capacitance.', 'Give capacitance (e.g. 4700 µF), or switch mode to "capacitance" and give the ripple you allow.');
      const farads = capacitanceFarads('capacitance', inp.capacitance, inp.capacitance_unit);
      if (isOutcome(farads)) return farads;
      c = farads;
      if (resistance === undefined) {
        current = inp.load_current!;
        vpp = current / (fr * c);
      } else {
        vpp = inp.vpeak! / (resistance * fr * c + 0.5);
        current = (inp.vpeak! - vpp / 2) / resistance;
      }
      if (inp.vpeak !== undefined && vpp >= inp.vpeak) {
        return fail('RIPPLE_EXCEEDS_PEAK', 'capacitance', `The linear estimate gives ${formatNumber(vpp, 4)} V pp of ripple, not below the ${formatNumber(inp.vpeak)} V peak: the capacitor is far too small for this load.`, `Use at least ${formatNumber((current / (fr * inp.vpeak * 0.1)) * 1e6, 3)} µF for 10 % ripple.`);
      }
    }

    const warnings: Warning[] = unusedInputsWarning(inp, inp.mode === 'capacitance' ? ['capacitance'] : ['ripple_vpp'], inp.mode === 'capacitance' ? 'when finding the capacitance' : 'when finding the ripple');
    const withPeak: Record<string, number> = {};
    if (inp.vpeak !== undefined) {
      const vdc = inp.vpeak - vpp / 2;
      Object.assign(withPeak, { vdc, vmin: inp.vpeak - vpp, ripple_factor: vpp / (2 * Math.sqrt(3)) / vdc, ripple_pct: (100 * vpp) / inp.vpeak });
      if (vpp > MAX_RIPPLE_SHARE * inp.vpeak) {
        warnings.push(warning('OUTSIDE_VALIDITY_RANGE', `The ripple is ${formatNumber((100 * vpp) / inp.vpeak, 3)} % of the peak; the linear-discharge formula is coarse above ${MAX_RIPPLE_SHARE * 100} %.`, 'Use a larger capacitor, or simulate the exact exponential discharge.'));
      }
    }
    const uf = c * 1e6;
    return ok(
      {
        mode: inp.mode,
        circuit: inp.circuit,
        capacitance_uf: uf,
        ripple_vpp: vpp,
        ripple_rms: vpp / (2 * Math.sqrt(3)),
        load_current: current,
        ripple_frequency: fr,
        discharge_time_ms: 1000 / fr,
        ...(inp.mode === 'capacitance' ? { standard_capacitance_uf: standardAtLeast(uf, 'E6') } : {}),
        ...withPeak,
      },
      {
        warnings,
        formula: FORMULAS[inp.mode],
        formatted: inp.mode === 'capacitance' ? `C = ${formatNumber(uf, 4)} µF (next E6 value ${formatNumber(standardAtLeast(uf, 'E6'))} µF)` : `ΔV = ${formatNumber(vpp, 4)} V peak-to-peak`,
      },
    );
  },
});
