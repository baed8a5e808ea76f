// Largest heatsink-to-ambient thermal resistance that keeps a device's junction at or
// below its limit: RθSA = (T_J,max − margin − T_A) / P − RθJC − RθCS.
import * as z from 'zod/mini';
import { defineEngine, type Warning } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { fail, ok, warning } from '../core/outcome.ts';
import { nonNegativeGuard } from './_lib/power-inputs.ts';
import { requirePositive } from './_lib/rf-units.ts';
import { junctionTemperature, RTH_JA_CAVEAT, temperatureGuard, THERMAL_FIELD_HINTS, THERMAL_MODEL, thermalResistanceGuard, tjMaxAboveGuard } from './_lib/thermal-path.ts';

const input = z.object({
  power: z.number(),
  tj_max: z.number(),
  ambient: z.number(),
  rth_jc: z.number(),
  rth_cs: z.optional(z.number()),
  margin: z._default(z.number(), 0),
  rth_ja: z.optional(z.number()),
});

const output = z.object({
  rth_sa_max: z.number(),
  rth_total_max: z.number(),
  tj_target: z.number(),
  case_temperature: z.number(),
  sink_temperature: z.number(),
  rth_cs: z.number(),
  tj_without_heatsink: z.optional(z.number()),
  heatsink_needed: z.optional(z.boolean()),
});

const FORMULA = {
  id: 'heatsink-rth.rsa',
  expression: 'RθSA ≤ (T_J,max − margin − T_A) / P − RθJC − RθCS',
  label: 'Largest heatsink thermal resistance for the junction limit',
};

export const engine = defineEngine({
  id: 'heatsink-rth',
  area: 'electrical',
  title: 'Heatsink thermal resistance (required RθSA)',
  description:
    'The largest heatsink-to-ambient thermal resistance RθSA that keeps a transistor, regulator or diode below its maximum junction temperature, from the power it dissipates, the ambient temperature and the datasheet RθJC and interface RθCS; with case and heatsink temperatures and whether a heatsink is needed at all.',
  keywords: ['heatsink calculator', 'heat sink thermal resistance', 'RθSA', 'Rth sink to ambient', 'junction temperature', 'thermal resistance', 'TO-220 heatsink', 'heatsink selection', 'Rthjc', 'thermal budget', 'cooling'],
  capability_id: 'electrical.thermal.heatsink_rth',
  version: '1.1.0',
  page: 'electric',
  input,
  output,
  unit: '°C/W',
  errors: [
    'MARGIN_MUST_BE_NONNEGATIVE',
    'NO_HEATSINK_SUFFICIENT',
    'POWER_MUST_BE_POSITIVE',
    'TEMPERATURE_BELOW_ABSOLUTE_ZERO',
    'THERMAL_RESISTANCE_MUST_BE_NONNEGATIVE',
    'THERMAL_RESISTANCE_MUST_BE_POSITIVE',
    'TJ_MAX_NOT_ABOVE_REFERENCE',
  ],
  warnings: ['INTERFACE_RESISTANCE_ASSUMED_ZERO', 'NO_HEATSINK_NEEDED'],
  formula: FORMULA,
  assumptions: [
    THERMAL_MODEL,
    'Required heatsink: RθSA = (T_J,max − margin − T_A) / P − RθJC − RθCS. Choose a heatsink whose RθSA (at your airflow) is at or below this value. Case temperature at the limit T_C = T_target − P·RθJC, heatsink temperature T_S = T_C − P·RθCS.',
    'All the heat is assumed to leave through the heatsink; the small parallel path from the package to the board and air is neglected, which errs on the safe side.',
    'A blank RθCS means no interface resistance (0 °C/W), which is optimistic: greased TO-220 mounting is about 0.5 °C/W, a mica or silicone pad 1–2 °C/W.',
    `With RθJA (no heatsink) the engine also reports T_J without a heatsink. ${RTH_JA_CAVEAT}`,
    'IEEE-754 double arithmetic, not rounded.',
  ],
  ui: {
    fields: {
      power: THERMAL_FIELD_HINTS.power,
      tj_max: THERMAL_FIELD_HINTS.tj_max,
      ambient: THERMAL_FIELD_HINTS.ambient,
      rth_jc: THERMAL_FIELD_HINTS.rth_jc,
      rth_cs: THERMAL_FIELD_HINTS.rth_cs,
      margin: { label: 'Safety margin below Tj max', unit: '°C', difference: true, help: 'Design the junction to stay this far below the maximum (e.g. 10–25 °C).' },
      rth_ja: { ...THERMAL_FIELD_HINTS.rth_ja, label: 'RθJA without heatsink (optional)', help: 'From the datasheet; tells whether a heatsink is needed at all.' },
    },
    initial: { power: 10, tj_max: 125, ambient: 40, rth_jc: 2, rth_cs: 0.5 },
    headline: 'rth_sa_max',
    outputs: {
      rth_sa_max: { label: 'Largest heatsink-to-ambient thermal resistance RθSA', unit: '°C/W' },
      rth_total_max: { label: 'Largest total junction-to-ambient thermal resistance', unit: '°C/W' },
      tj_target: { label: 'Junction temperature target (Tj max − margin)', unit: '°C' },
      case_temperature: { label: 'Case temperature at the target', unit: '°C' },
      sink_temperature: { label: 'Heatsink temperature at the target', unit: '°C' },
      tj_without_heatsink: { label: 'Junction temperature without heatsink', unit: '°C' },
      heatsink_needed: { label: 'Heatsink needed' },
    },
  },
  examples: [
    {
      name: '10 W device, Tj max 125 °C, 40 °C ambient, RθJC 2, RθCS 0.5',
      inputs: { power: 10, tj_max: 125, ambient: 40, rth_jc: 2, rth_cs: 0.5 },
      expect: { status: 'success', values: { rth_sa_max: 6, rth_total_max: 8.5, case_temperature: 105, sink_temperature: 100 } },
      source: 'theprimecalculator.com heat-sink sizing worked example: budget (125 − 40)/10 = 8.5 °C/W, minus 2 + 0.5 → θSA ≤ 6.0 °C/W.',
    },
    {
      name: 'LM7805 dropping 12 V to 5 V at 0.5 A (3.5 W) in a TO-220',
      inputs: { power: 3.5, tj_max: 125, ambient: 25, rth_jc: 5, rth_cs: 1, rth_ja: 65 },
      expect: { status: 'success', values: { rth_sa_max: 100 / 3.5 - 6, tj_without_heatsink: 252.5, heatsink_needed: true }, rel: 1e-12 },
      source: 'Thermal-design newsletter example (onedfrk, 2026): LM7805, P = (12 − 5) × 0.5 = 3.5 W, RθJA ≈ 65 °C/W → 25 + 3.5 × 65 ≈ 252 °C without heatsink; RθJC 5, pad 1 °C/W. RθSA by exact arithmetic.',
    },
    {
      name: 'No heatsink can hold 100 W at RθJC 1.5 °C/W',
      inputs: { power: 100, tj_max: 150, ambient: 50, rth_jc: 1.5, rth_cs: 0.5 },
      expect: { status: 'error', code: 'NO_HEATSINK_SUFFICIENT' },
      source: 'Exact arithmetic: the budget (150 − 50)/100 = 1 °C/W is smaller than RθJC + RθCS = 2 °C/W.',
    },
    {
      name: 'Tj max below the ambient',
      inputs: { power: 5, tj_max: 40, ambient: 50, rth_jc: 1 },
      expect: { status: 'error', code: 'TJ_MAX_NOT_ABOVE_REFERENCE' },
      source: 'Heat only flows from the hotter junction to the cooler air.',
    },
  ],
  limitations: [
    'One heat source on one heatsink; several devices on a shared heatsink need the sum of their powers and the hottest device checked separately.',
    'Steady state only: no transient thermal impedance, no airflow or fin-geometry model of the heatsink itself.',
  ],
  compute(inp) {
    const bad =
      requirePositive('power', inp.power, inp.power, 'POWER_MUST_BE_POSITIVE', 'Dissipated power', '10 W') ??
      temperatureGuard('tj_max', inp.tj_max) ??
      temperatureGuard('ambient', inp.ambient) ??
      thermalResistanceGuard('rth_jc', inp.rth_jc) ??
      (inp.rth_cs === undefined ? null : thermalResistanceGuard('rth_cs', inp.rth_cs)) ??
      (inp.rth_ja === undefined ? null : thermalResistanceGuard('rth_ja', inp.rth_ja, true)) ??
      nonNegativeGuard(inp.margin, 'margin', 'margin', '°C');
    if (bad) return bad;

    const target = inp.tj_max - inp.margin;
    const belowAmbient = tjMaxAboveGuard(target, inp.ambient, inp.margin > 0 && inp.tj_max > inp.ambient ? 'margin' : 'tj_max', 'ambient');
    if (belowAmbient) return belowAmbient;

    const rcs = inp.rth_cs ?? 0;
    const budget = (target - inp.ambient) / inp.power;
    const rsa = budget - inp.rth_jc - rcs;
    if (!(rsa > 0)) {
      const idealMax = inp.rth_jc + rcs > 0 ? (target - inp.ambient) / (inp.rth_jc + rcs) : Infinity;
      return fail(
        'NO_HEATSINK_SUFFICIENT',
        'power',
        `The whole budget (${formatNumber(target)} − ${formatNumber(inp.ambient)}) / ${formatNumber(inp.power)} W = ${formatNumber(budget, 4)} °C/W is used up by RθJC + RθCS = ${formatNumber(inp.rth_jc + rcs)} °C/W: even an ideal heatsink leaves the junction at ${formatNumber(junctionTemperature(inp.ambient, inp.power, inp.rth_jc + rcs), 4)} °C.`,
        `Dissipate at most ${formatNumber(idealMax, 3)} W (less for a real heatsink), lower the ambient temperature, use a thinner interface or a package with a lower RθJC, or share the load between devices.`,
      );
    }
    const caseT = target - inp.power * inp.rth_jc;
    const warnings: Warning[] = [];
    if (inp.rth_cs === undefined) {
      warnings.push(warning('INTERFACE_RESISTANCE_ASSUMED_ZERO', 'No case-to-sink resistance RθCS was given; 0 °C/W was used, which overstates the allowed RθSA.', 'Give rth_cs: about 0.5 °C/W for greased TO-220 mounting, 1–2 °C/W with an insulating pad.', 'info'));
    }
    let free: { tj_without_heatsink?: number; heatsink_needed?: boolean } = {};
    if (inp.rth_ja !== undefined) {
      const tjFree = junctionTemperature(inp.ambient, inp.power, inp.rth_ja);
      free = { tj_without_heatsink: tjFree, heatsink_needed: tjFree > target };
      if (tjFree <= target) {
        warnings.push(warning('NO_HEATSINK_NEEDED', `Without a heatsink the junction reaches ${formatNumber(tjFree, 4)} °C, within the ${formatNumber(target)} °C target.`, 'A heatsink is optional here; check RθJA for your actual board copper and airflow.', 'info'));
      }
    }
    return ok(
      { rth_sa_max: rsa, rth_total_max: budget, tj_target: target, case_temperature: caseT, sink_temperature: caseT - inp.power * rcs, rth_cs: rcs, ...free },
      { warnings, formatted: `RθSA ≤ ${formatNumber(rsa, 4)} °C/W` },
    );
  },
});
