// MOSFET gate threshold voltage at a junction temperature from the datasheet value and
// its linear temperature coefficient: Vth(Tj) = Vth(Tref) + (ΔVth/ΔTj)·(Tj − Tref),
// for the typical, minimum and maximum datasheet values, with the gate-drive overdrive.
import * as z from 'zod/mini';
import { defineEngine, type Warning } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { fail, ok, warning } from '../core/outcome.ts';
import { DATASHEET_TJ_RANGE } from './_lib/mosfet-loss.ts';
import { requirePositive } from './_lib/rf-units.ts';
import { temperatureGuard } from './_lib/thermal-path.ts';

/** Used when the coefficient is left blank: mid-range of the −2 … −7 mV/°C datasheets publish for silicon power MOSFETs. */
const DEFAULT_TEMPCO_MV = -5;
const LEVELS = ['vth_min', 'vth', 'vth_max'] as const;

const input = z.object({
  vth: z.optional(z.number().check(z.meta({ description: 'Typical gate threshold |VGS(th)| at t_ref, V' }))),
  vth_min: z.optional(z.number().check(z.meta({ description: 'Minimum gate threshold at t_ref, V' }))),
  vth_max: z.optional(z.number().check(z.meta({ description: 'Maximum gate threshold at t_ref, V' }))),
  tempco_mv: z.optional(z.number().check(z.meta({ description: 'Threshold temperature coefficient ΔVGS(th)/ΔTJ, mV/°C (negative)' }))),
  tj: z.number(),
  t_ref: z._default(z.number(), 25),
  vgs: z.optional(z.number().check(z.meta({ description: 'Gate drive voltage, V' }))),
});

const output = z.object({
  tj: z.number(),
  delta_t: z.number(),
  tempco_mv: z.number(),
  shift_v: z.number(),
  vth_at_tj: z.optional(z.number()),
  vth_min_at_tj: z.optional(z.number()),
  vth_max_at_tj: z.optional(z.number()),
  overdrive_v: z.optional(z.number()),
});

const FORMULA = { id: 'mosfet-vth.linear', expression: 'Vth(Tj) = Vth(Tref) + (ΔVth/ΔT) × (Tj − Tref)', label: 'Threshold voltage at junction temperature (linear coefficient)' };

export const engine = defineEngine({
  id: 'mosfet-vth',
  area: 'electrical',
  title: 'MOSFET threshold voltage vs temperature',
  description:
    'Gate threshold voltage VGS(th) of a MOSFET at a junction temperature, from the datasheet value at 25 °C and its temperature coefficient (typically −2 to −7 mV/°C): the typical, minimum and maximum threshold hot or cold, and the gate overdrive left at your drive voltage.',
  keywords: ['MOSFET threshold voltage', 'Vth temperature', 'VGS(th) vs temperature', 'gate threshold temperature coefficient', 'logic level MOSFET', 'threshold drift', 'gate drive margin', 'spurious turn-on', 'cold start'],
  capability_id: 'electrical.mosfet.vth',
  version: '1.3.1',
  page: 'electric',
  input,
  output,
  unit: 'V',
  errors: [
    'TEMPERATURE_BELOW_ABSOLUTE_ZERO',
    'THRESHOLD_MUST_BE_POSITIVE',
    'THRESHOLD_NOT_POSITIVE_AT_TJ',
    'THRESHOLD_RANGE_INCONSISTENT',
  ],
  warnings: [
    'GATE_DRIVE_BELOW_THRESHOLD',
    'OUTSIDE_VALIDITY_RANGE',
    'POSITIVE_TEMPCO',
    'TEMPCO_ASSUMED',
    'THRESHOLD_MIN_NOT_POSITIVE',
  ],
  formula: FORMULA,
  assumptions: [
    'Linear temperature dependence Vth(Tj) = Vth(Tref) + k·(Tj − Tref), with k the coefficient datasheets publish as ΔVGS(th)/ΔTJ (onsemi "Negative Threshold Temperature Coefficient", Vishay "VGS(th) temperature coefficient"); the threshold falls as the junction heats because the Fermi potential and the intrinsic carrier density change with temperature.',
    `k in mV/°C and negative for silicon MOSFETs (e.g. onsemi NTA4153N −2.15, NVJS4151P −4.0, NTMFS4C13N −4.8 mV/°C). Blank means ${DEFAULT_TEMPCO_MV} mV/°C, the middle of that range. A positive entry is used as given but warned about: datasheets that write "negative temperature coefficient 4.8 mV/°C" mean −4.8.`,
    'Thresholds are magnitudes: for a P-channel MOSFET enter |VGS(th)| and the engine returns magnitudes. Minimum and maximum datasheet limits are shifted by the same coefficient (production spread is taken as temperature-independent).',
    `The linear model is valid over the datasheet junction range ${DATASHEET_TJ_RANGE[0]}…${DATASHEET_TJ_RANGE[1]} °C; the engine warns outside it. Overdrive = V_GS − the highest threshold given at Tj (the worst case for turning the part on).`,
  ],
  ui: {
    fields: {
      vth: { label: 'Threshold VGS(th), typical', unit: 'V', help: 'At the datasheet test temperature (usually 25 °C). Give typical, min and/or max.' },
      vth_min: { label: 'Threshold VGS(th), minimum', unit: 'V' },
      vth_max: { label: 'Threshold VGS(th), maximum', unit: 'V' },
      tempco_mv: { label: 'Temperature coefficient ΔVGS(th)/ΔTJ', unit: 'mV/°C', help: `Negative, from the datasheet (e.g. −4.8); blank uses ${DEFAULT_TEMPCO_MV} mV/°C.` },
      tj: { label: 'Junction temperature', unit: '°C' },
      t_ref: { label: 'Datasheet reference temperature', unit: '°C' },
      vgs: { label: 'Gate drive voltage (optional)', unit: 'V' },
    },
    initial: { vth_min: 1.3, vth_max: 2.1, tempco_mv: -4.8, tj: 125, t_ref: 25, vgs: 4.5 },
    headline: 'vth_max_at_tj',
    outputs: {
      delta_t: { label: 'Temperature difference Tj − Tref', unit: '°C', difference: true },
      shift_v: { label: 'Threshold shift', unit: 'V' },
      vth_at_tj: { label: 'Typical threshold at Tj', unit: 'V' },
      vth_min_at_tj: { label: 'Minimum threshold at Tj', unit: 'V' },
      vth_max_at_tj: { label: 'Maximum threshold at Tj', unit: 'V' },
      overdrive_v: { label: 'Gate overdrive (VGS − highest threshold)', unit: 'V' },
    },
  },
  examples: [
    {
      name: 'NTMFS4C13N (1.3–2.1 V, −4.8 mV/°C) at 125 °C',
      inputs: { vth_min: 1.3, vth_max: 2.1, tempco_mv: -4.8, tj: 125 },
      expect: { status: 'success', values: { vth_min_at_tj: 0.82, vth_max_at_tj: 1.62, shift_v: -0.48 }, rel: 1e-12 },
      source: 'onsemi NTMFS4C13N datasheet: VGS(TH) 1.3 V min, 2.1 V max at 25 °C; negative threshold temperature coefficient 4.8 mV/°C. Exact arithmetic: 1.3 − 0.0048 × 100.',
    },
    {
      name: 'Same part cold-started at −40 °C with 4.5 V drive',
      inputs: { vth_min: 1.3, vth_max: 2.1, tempco_mv: -4.8, tj: -40, vgs: 4.5 },
      expect: { status: 'success', values: { vth_min_at_tj: 1.612, vth_max_at_tj: 2.412, overdrive_v: 2.088 }, rel: 1e-12 },
      source: 'onsemi NTMFS4C13N datasheet values; exact arithmetic 2.1 + 0.0048 × 65.',
    },
    {
      name: 'NTA4153N small-signal MOSFET (0.45 / 0.76 / 1.1 V, −2.15 mV/°C) at 85 °C',
      inputs: { vth: 0.76, vth_min: 0.45, vth_max: 1.1, tempco_mv: -2.15, tj: 85 },
      expect: { status: 'success', values: { vth_at_tj: 0.631, vth_min_at_tj: 0.321, vth_max_at_tj: 0.971 }, rel: 1e-12 },
      source: 'onsemi NTA4153N datasheet: VGS(TH) 0.45 min, 0.76 typ, 1.1 max V; negative threshold temperature coefficient 2.15 mV/°C. Exact arithmetic.',
    },
    {
      name: 'Extrapolated threshold below zero',
      inputs: { vth: 1, tempco_mv: -5, tj: 250 },
      expect: { status: 'error', code: 'THRESHOLD_NOT_POSITIVE_AT_TJ' },
      source: 'Linear extrapolation 1 V − 5 mV/°C × 225 °C = −0.125 V: beyond the validity of the model.',
    },
  ],
  limitations: ['Linear coefficient only; the real curve bends slightly. Does not model the drain-current dependence of the threshold definition (datasheet ID, usually 250 µA).'],
  compute(inp) {
    const given = LEVELS.filter((k) => inp[k] !== undefined);
    if (!given.length) return fail('MISSING_REQUIRED_INPUT', 'vth', 'Give at least one datasheet threshold: typical, minimum or maximum VGS(th).', 'Give vth (typical) or vth_min / vth_max in V at 25 °C, e.g. vth_min 1.3 and vth_max 2.1.');
    for (const k of given) {
      const bad = requirePositive(k, inp[k]!, inp[k]!, 'THRESHOLD_MUST_BE_POSITIVE', 'Threshold voltage', '2 V (a magnitude; for P-channel give |VGS(th)|)');
      if (bad) return bad;
    }
    const ordered = given.map((k) => inp[k]!);
    if (ordered.some((v, i) => i > 0 && v < ordered[i - 1])) {
      return fail('THRESHOLD_RANGE_INCONSISTENT', given[0], `The thresholds are not in the order minimum ≤ typical ≤ maximum (${given.map((k) => `${k} = ${formatNumber(inp[k]!)}`).join(', ')}).`, 'Check that vth_min, vth and vth_max are not swapped.');
    }
    const badT = temperatureGuard('tj', inp.tj) ?? temperatureGuard('t_ref', inp.t_ref);
    if (badT) return badT;

    const warnings: Warning[] = [];
    const k = inp.tempco_mv ?? DEFAULT_TEMPCO_MV;
    if (inp.tempco_mv === undefined) {
      warnings.push(warning('TEMPCO_ASSUMED', `No temperature coefficient given: ${DEFAULT_TEMPCO_MV} mV/°C was used.`, 'Give tempco_mv from the datasheet (ΔVGS(th)/ΔTJ), e.g. −4.8.', 'info'));
    } else if (k > 0) {
      warnings.push(warning('POSITIVE_TEMPCO', `A positive coefficient (+${formatNumber(k)} mV/°C) makes the threshold rise with temperature; silicon MOSFET thresholds fall.`, `If the datasheet says "negative temperature coefficient ${formatNumber(k)} mV/°C", enter ${formatNumber(-k)}.`));
    }
    const dT = inp.tj - inp.t_ref;
    const shift = (k / 1000) * dT;
    const at = Object.fromEntries(given.map((key) => [`${key}_at_tj`, inp[key]! + shift])) as Record<string, number>;
    const typical = at.vth_at_tj;
    // The typical threshold, else the maximum, else a lone minimum must stay positive; a minimum below a
    // positive typical or maximum is the worst case of a spread, which is a warning (below).
    const judged = typical ?? at.vth_max_at_tj ?? at.vth_min_at_tj;
    if (judged <= 0) {
      return fail('THRESHOLD_NOT_POSITIVE_AT_TJ', 'tj', `At ${formatNumber(inp.tj)} °C the linear model gives a threshold of ${formatNumber(judged, 4)} V: the extrapolation has left its range.`, `Use a junction temperature within ${DATASHEET_TJ_RANGE[0]}…${DATASHEET_TJ_RANGE[1]} °C, or check the coefficient (mV/°C, not V/°C).`);
    }
    if (at.vth_min_at_tj !== undefined && at.vth_min_at_tj <= 0) {
      warnings.push(warning('THRESHOLD_MIN_NOT_POSITIVE', `The minimum threshold extrapolates to ${formatNumber(at.vth_min_at_tj, 4)} V at ${formatNumber(inp.tj)} °C: a low-threshold part may conduct with the gate at 0 V.`, 'Hold the gate firmly low (or negative) and check the datasheet curve at this temperature.'));
    }
    if (inp.tj < DATASHEET_TJ_RANGE[0] || inp.tj > DATASHEET_TJ_RANGE[1]) {
      warnings.push(warning('OUTSIDE_VALIDITY_RANGE', `Tj = ${formatNumber(inp.tj)} °C is outside ${DATASHEET_TJ_RANGE[0]}…${DATASHEET_TJ_RANGE[1]} °C, the range of datasheet threshold curves.`, 'Treat the result as an extrapolation.'));
    }
    let overdrive: { overdrive_v?: number } = {};
    if (inp.vgs !== undefined) {
      const worst = at.vth_max_at_tj ?? typical ?? at.vth_min_at_tj;
      overdrive = { overdrive_v: inp.vgs - worst };
      if (inp.vgs <= worst) {
        warnings.push(warning('GATE_DRIVE_BELOW_THRESHOLD', `A gate drive of ${formatNumber(inp.vgs)} V does not exceed the threshold ${formatNumber(worst, 4)} V at ${formatNumber(inp.tj)} °C: the MOSFET may not turn on.`, 'Raise the gate drive or choose a logic-level MOSFET with a lower threshold.'));
      }
    }
    const headline = at.vth_max_at_tj ?? typical ?? at.vth_min_at_tj;
    return ok(
      { tj: inp.tj, delta_t: dT, tempco_mv: k, shift_v: shift, ...at, ...overdrive },
      { warnings, formatted: given.length > 1 ? `VGS(th) ${given.map((key) => formatNumber(at[`${key}_at_tj`], 4)).join(' / ')} V at ${formatNumber(inp.tj)} °C` : `VGS(th) = ${formatNumber(headline, 4)} V at ${formatNumber(inp.tj)} °C` },
    );
  },
});
