// MOSFET (or any power device) junction temperature from its dissipation and the
// thermal path: T_J = T_A + P·(RθJA or RθJC + RθCS + RθSA), or T_J = T_C + P·RθJC
// from a measured case temperature.
import * as z from 'zod/mini';
import { defineEngine, type Outcome, type Warning } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { fail, ok } from '../core/outcome.ts';
import { unusedInputsWarning } from './_lib/input-combinations.ts';
import { canonicalChoices, nonNegativeGuard, requiredGuard, synonymsOf } from './_lib/power-inputs.ts';
import { junctionLimitWarnings, junctionTemperature, maxPowerFor, RTH_JA_CAVEAT, temperatureGuard, THERMAL_FIELD_HINTS, THERMAL_MODEL, thermalResistanceGuard } from './_lib/thermal-path.ts';

const MODES = ['ambient', 'case'] as const;
const DEFAULT_TJ_MAX_C = 150;

const input = z.object({
  mode: z._default(z.enum(MODES), 'ambient'),
  power: z.number(),
  ambient: z.optional(z.number()),
  case_temp: z.optional(z.number()),
  rth_ja: z.optional(z.number()),
  rth_jc: z.optional(z.number()),
  rth_cs: z.optional(z.number()),
  rth_sa: z.optional(z.number()),
  tj_max: z._default(z.number(), DEFAULT_TJ_MAX_C),
});

const output = z.object({
  mode: z.enum(MODES),
  tj: z.number(),
  temperature_rise: z.number(),
  rth_total: z.number(),
  tj_max: z.number(),
  tj_margin: z.number(),
  within_limit: z.boolean(),
  max_power: z.number(),
  case_temperature: z.optional(z.number()),
  sink_temperature: z.optional(z.number()),
});

const FORMULAS = {
  ja: { id: 'mosfet-tj.ja', expression: 'T_J = T_A + P × RθJA', label: 'Junction temperature from ambient (no heatsink)' },
  chain: { id: 'mosfet-tj.chain', expression: 'T_J = T_A + P × (RθJC + RθCS + RθSA)', label: 'Junction temperature through case, interface and heatsink' },
  case: { id: 'mosfet-tj.case', expression: 'T_J = T_C + P × RθJC', label: 'Junction temperature from a measured case temperature' },
};

const AMBIENT_FIELDS = ['power', 'ambient', 'rth_ja', 'rth_jc', 'rth_cs', 'rth_sa', 'tj_max'];
const CASE_FIELDS = ['power', 'case_temp', 'rth_jc', 'tj_max'];

export const engine = defineEngine({
  id: 'mosfet-tj',
  area: 'electrical',
  title: 'MOSFET junction temperature',
  description:
    'Junction temperature of a MOSFET (or diode, transistor, regulator) from the power it dissipates and its thermal resistances: from the ambient through RθJA, through case, interface and heatsink (RθJC + RθCS + RθSA), or from a measured case temperature; with the margin to Tj max and the largest power the path allows.',
  keywords: ['MOSFET junction temperature', 'Tj calculator', 'junction temperature', 'thermal resistance', 'RθJA', 'RθJC', 'heatsink temperature', 'case temperature', 'transistor temperature', 'power dissipation temperature'],
  capability_id: 'electrical.mosfet.tj',
  version: '1.1.2',
  page: 'electric',
  input,
  output,
  prepare: canonicalChoices({ mode: synonymsOf(MODES, { ja: 'ambient', 'junction-ambient': 'ambient', heatsink: 'ambient', tc: 'case', 'junction-case': 'case' }) }),
  unit: '°C',
  errors: [
    'POWER_MUST_BE_NONNEGATIVE',
    'TEMPERATURE_BELOW_ABSOLUTE_ZERO',
    'THERMAL_RESISTANCE_MUST_BE_NONNEGATIVE',
    'THERMAL_RESISTANCE_MUST_BE_POSITIVE',
  ],
  warnings: ['INPUT_IGNORED', 'JUNCTION_TEMPERATURE_EXCEEDS_MAX'],
  formula: FORMULAS.ja,
  assumptions: [
    THERMAL_MODEL,
    'Mode ambient: RθJA alone (part on its board, no heatsink), or the chain RθJC + RθCS + RθSA (heatsink; RθCS blank = 0). Mode case: a measured or specified case temperature T_C plus RθJC.',
    RTH_JA_CAVEAT,
    `T_J,max defaults to ${DEFAULT_TJ_MAX_C} °C (most silicon power MOSFETs; some are rated 175 °C). Largest power P_max = (T_J,max − T_ref)/ΣRθ.`,
    'Use the total dissipation (conduction + switching, e.g. from mosfet-total-loss) averaged over a switching period.',
  ],
  ui: {
    fields: {
      mode: { label: 'Reference temperature', options: [{ value: 'ambient', label: 'Ambient air' }, { value: 'case', label: 'Case (measured)' }] },
      power: THERMAL_FIELD_HINTS.power,
      ambient: THERMAL_FIELD_HINTS.ambient,
      case_temp: { label: 'Case temperature', unit: '°C', help: 'Measured on the drain tab / exposed pad.' },
      rth_ja: { ...THERMAL_FIELD_HINTS.rth_ja, help: 'Without a heatsink. Leave blank when you give RθJC and RθSA.' },
      rth_jc: THERMAL_FIELD_HINTS.rth_jc,
      rth_cs: THERMAL_FIELD_HINTS.rth_cs,
      rth_sa: THERMAL_FIELD_HINTS.rth_sa,
      tj_max: THERMAL_FIELD_HINTS.tj_max,
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'ambient', label: 'From ambient', fields: AMBIENT_FIELDS },
          { value: 'case', label: 'From case temperature', fields: CASE_FIELDS },
        ],
      },
    ],
    initial: { mode: 'ambient', power: 3.5, ambient: 25, rth_jc: 5, rth_cs: 1, rth_sa: 10, tj_max: 150 },
    headline: 'tj',
    outputs: {
      tj: { label: 'Junction temperature', unit: '°C' },
      temperature_rise: { label: 'Temperature rise above the reference', unit: '°C', difference: true },
      rth_total: { label: 'Total thermal resistance of the path', unit: '°C/W' },
      tj_margin: { label: 'Margin below Tj max', unit: '°C', difference: true },
      within_limit: { label: 'Junction within Tj max' },
      max_power: { label: 'Largest power for Tj max', unit: 'W' },
      case_temperature: { label: 'Case temperature', unit: '°C' },
      sink_temperature: { label: 'Heatsink temperature', unit: '°C' },
    },
  },
  examples: [
    {
      name: '3.5 W through RθJC 5 + pad 1 + heatsink 10 °C/W at 25 °C',
      inputs: { mode: 'ambient', power: 3.5, ambient: 25, rth_jc: 5, rth_cs: 1, rth_sa: 10 },
      expect: { status: 'success', values: { tj: 81, case_temperature: 63.5, sink_temperature: 60, rth_total: 16 } },
      source: 'Thermal-design newsletter example (onedfrk, 2026): TJ = 25 + 3.5 × (5 + 1 + 10) = 81 °C.',
    },
    {
      name: '2.89 W regulator, RθJC 3 °C/W on a 16 °C/W heatsink',
      inputs: { mode: 'ambient', power: 2.8917, ambient: 25, rth_jc: 3, rth_sa: 16 },
      expect: { status: 'success', values: { tj: 79.9423 }, rel: 1e-12 },
      source: 'All About Circuits forum worked check (via Nemotron-CC-Math): (2.93 − 1.04) V × 1.53 A = 2.8917 W; 2.8917 × (3 + 16) + 25 = 79.9423 °C.',
    },
    {
      name: 'NTMFS4C13N on a 1 in² pad (RθJA 50.8 °C/W) dissipating 1.5 W at 40 °C',
      inputs: { mode: 'ambient', power: 1.5, ambient: 40, rth_ja: 50.8 },
      expect: { status: 'success', values: { tj: 116.2, max_power: 110 / 50.8 }, rel: 1e-12 },
      source: 'onsemi NTMFS4C13N datasheet: RθJA = 50.8 °C/W (FR4, 1 in² 1 oz pad), TJ max 150 °C; exact arithmetic 40 + 1.5 × 50.8.',
    },
    {
      name: 'From an 80 °C case with RθJC 5.8 °C/W at 5 W',
      inputs: { mode: 'case', power: 5, case_temp: 80, rth_jc: 5.8 },
      expect: { status: 'success', values: { tj: 109, tj_margin: 41 }, rel: 1e-12 },
      source: 'onsemi NTMFS4C13N datasheet RθJC = 5.8 °C/W; exact arithmetic 80 + 5 × 5.8.',
    },
    {
      name: 'No thermal resistance given',
      inputs: { mode: 'ambient', power: 2, ambient: 25 },
      expect: { status: 'error', code: 'MISSING_REQUIRED_INPUT' },
      source: 'The temperature rise needs RθJA, or RθJC and RθSA.',
    },
  ],
  limitations: ['Steady state: pulses shorter than the thermal time constant heat the junction less (use the datasheet transient thermal impedance ZθJC).'],
  compute(inp) {
    const bad =
      nonNegativeGuard(inp.power, 'power', 'power', 'W') ??
      temperatureGuard('tj_max', inp.tj_max) ??
      (['rth_ja', 'rth_jc', 'rth_cs', 'rth_sa'] as const).reduce<Outcome<never> | null>((acc, f) => acc ?? (inp[f] === undefined ? null : thermalResistanceGuard(f, inp[f]!)), null);
    if (bad) return bad;

    const warnings: Warning[] = [];
    let tRef: number;
    let rth: number;
    let formula = FORMULAS.case;
    let chain: { case_temperature?: number; sink_temperature?: number } = {};
    if (inp.mode === 'case') {
      const missing = requiredGuard(inp, ['case_temp', 'rth_jc'], 'A junction temperature from the case temperature');
      if (missing) return missing;
      const badT = temperatureGuard('case_temp', inp.case_temp!);
      if (badT) return badT;
      tRef = inp.case_temp!;
      rth = inp.rth_jc!;
      chain = { case_temperature: tRef };
      warnings.push(...unusedInputsWarning(inp, ['ambient', 'rth_ja', 'rth_cs', 'rth_sa'], 'when starting from the case temperature'));
    } else {
      if (inp.ambient === undefined) return fail('MISSING_REQUIRED_INPUT', 'ambient', 'A junction temperature from the ambient needs the ambient temperature.', 'Give ambient in °C, e.g. 25 (or 40–50 inside an enclosure).');
      const badT = temperatureGuard('ambient', inp.ambient);
      if (badT) return badT;
      tRef = inp.ambient;
      const chainGiven = inp.rth_jc !== undefined || inp.rth_sa !== undefined || inp.rth_cs !== undefined;
      if (inp.rth_ja !== undefined) {
        if (chainGiven) return fail('INVALID_INPUT', 'rth_ja', 'RθJA and a case/heatsink chain were both given; they are two different thermal paths.', 'Without a heatsink give only rth_ja; with a heatsink give rth_jc, rth_cs and rth_sa and leave rth_ja blank.');
        rth = inp.rth_ja;
        formula = FORMULAS.ja;
      } else {
        if (!chainGiven) return fail('MISSING_REQUIRED_INPUT', 'rth_ja', 'The temperature rise needs a thermal resistance: RθJA, or RθJC with RθSA for a heatsink.', 'Give rth_ja from the datasheet (e.g. 62 °C/W for a TO-220 in free air), or rth_jc and rth_sa.');
        const missing = requiredGuard(inp, ['rth_jc', 'rth_sa'], 'The heatsink path');
        if (missing) return missing;
        const rcs = inp.rth_cs ?? 0;
        rth = inp.rth_jc! + rcs + inp.rth_sa!;
        formula = FORMULAS.chain;
        const tSink = tRef + inp.power * inp.rth_sa!;
        chain = { sink_temperature: tSink, case_temperature: tSink + inp.power * rcs };
      }
      warnings.push(...unusedInputsWarning(inp, ['case_temp'], 'when starting from the ambient temperature'));
    }
    if (rth === 0) {
      return fail('THERMAL_RESISTANCE_MUST_BE_POSITIVE', inp.mode === 'case' ? 'rth_jc' : formula === FORMULAS.ja ? 'rth_ja' : 'rth_sa', 'The thermal path adds up to 0 °C/W: the junction would stay at the reference temperature whatever the power.', 'Give the datasheet thermal resistances; a real package and heatsink are never 0 °C/W.');
    }
    const tj = junctionTemperature(tRef, inp.power, rth);
    const maxPower = Math.max(0, maxPowerFor(inp.tj_max, tRef, rth));
    warnings.push(...junctionLimitWarnings(tj, inp.tj_max, `Keep the dissipation at or below ${formatNumber(maxPower, 3)} W, or lower the thermal resistance (bigger heatsink, more copper, airflow).`));
    return ok(
      { mode: inp.mode, tj, temperature_rise: tj - tRef, rth_total: rth, tj_max: inp.tj_max, tj_margin: inp.tj_max - tj, within_limit: tj <= inp.tj_max, max_power: maxPower, ...chain },
      { warnings, formula, formatted: `T_J = ${formatNumber(tj, 4)} °C` },
    );
  },
});
