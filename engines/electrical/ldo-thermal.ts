// Linear (LDO) regulator dissipation and junction temperature:
// P = (Vin − Vout)·Iout + Vin·I_GND, T_J = T_A + P·RθJA; plus the hottest ambient and
// the largest load current the part tolerates.
import * as z from 'zod/mini';
import { defineEngine, type Warning } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { fail, ok, warning } from '../core/outcome.ts';
import { nonNegativeGuard } from './_lib/power-inputs.ts';
import { requirePositive } from './_lib/rf-units.ts';
import {
  junctionLimitWarnings,
  junctionTemperature,
  RTH_JA_CAVEAT,
  temperatureGuard,
  THERMAL_FIELD_HINTS,
  THERMAL_MODEL,
  thermalResistanceGuard,
  tjMaxAboveGuard,
} from './_lib/thermal-path.ts';

/** Temperature at which datasheets state a package power rating P_D. */
const RATING_TEMPERATURE_C = 25;
const DEFAULT_TJ_MAX_C = 125;

const input = z.object({
  vin: z.number(),
  vout: z.number(),
  iout: z.number(),
  ground_current_ma: z._default(z.number(), 0),
  ambient: z.number(),
  rth_ja: z.optional(z.number()),
  pd_rated: z.optional(z.number()),
  tj_max: z.optional(z.number()),
  dropout: z.optional(z.number()),
});

const output = z.object({
  power_w: z.number(),
  pass_power_w: z.number(),
  ground_power_w: z.number(),
  tj: z.number(),
  tj_max: z.number(),
  tj_margin: z.number(),
  within_limit: z.boolean(),
  rth_ja: z.number(),
  max_ambient: z.number(),
  max_iout: z.number(),
  efficiency_pct: z.number(),
  headroom_v: z.number(),
});

const FORMULA = {
  id: 'ldo-thermal.tj',
  expression: 'P = (Vin − Vout) × Iout + Vin × I_GND;  T_J = T_A + P × RθJA',
  label: 'LDO dissipation and junction temperature',
};

export const engine = defineEngine({
  id: 'ldo-thermal',
  area: 'electrical',
  title: 'LDO regulator power dissipation and junction temperature',
  description:
    'Power a linear or low-dropout (LDO) regulator burns, (Vin − Vout) × Iout plus its ground current, the junction temperature it reaches from RθJA (or from the package power rating), the hottest ambient it tolerates and the largest load current it can deliver without overheating.',
  keywords: ['LDO thermal', 'linear regulator heat', 'LDO power dissipation', 'regulator junction temperature', '7805 heat', 'AMS1117 temperature', 'dropout', 'quiescent current', 'ground current', 'RθJA', 'thermal shutdown'],
  capability_id: 'electrical.ldo.thermal',
  version: '1.0.0',
  page: 'electric',
  input,
  output,
  unit: '°C',
  errors: [
    'CURRENT_MUST_BE_NONNEGATIVE',
    'DROPOUT_VOLTAGE_MUST_BE_NONNEGATIVE',
    'GROUND_CURRENT_MUST_BE_NONNEGATIVE',
    'POWER_RATING_MUST_BE_POSITIVE',
    'TEMPERATURE_BELOW_ABSOLUTE_ZERO',
    'TJ_MAX_NOT_ABOVE_REFERENCE',
    'VOLTAGE_MUST_BE_POSITIVE',
    'VOUT_MUST_BE_BELOW_VIN',
  ],
  warnings: ['DROPOUT_NOT_MET', 'JUNCTION_TEMPERATURE_EXCEEDS_MAX'],
  formula: FORMULA,
  assumptions: [
    'Dissipation P = (Vin − Vout)·Iout + Vin·I_GND (TI SLVA118 "Digital Designer\'s Guide to Linear Voltage Regulators and Thermal Management"; Toshiba "Basics of LDO regulators", ch. 4): the pass element drops Vin − Vout at the load current and the ground (quiescent) current flows from Vin to ground.',
    THERMAL_MODEL,
    `Thermal resistance: RθJA as given, or from a package power rating P_D at 25 °C: RθJA = (T_J,max − 25 °C) / P_D (the datasheet derating convention). ${RTH_JA_CAVEAT}`,
    `T_J,max defaults to ${DEFAULT_TJ_MAX_C} °C, the usual recommended operating limit of LDOs; it must be given with a power rating, since the rating is tied to it.`,
    'Hottest ambient T_A,max = T_J,max − P·RθJA; largest load current at the given ambient Iout,max = ((T_J,max − T_A)/RθJA − Vin·I_GND)/(Vin − Vout), 0 when even the ground current overheats the part. Efficiency = Vout·Iout / (Vin·(Iout + I_GND)).',
    'DC steady state; Vin is the worst-case (highest) input voltage.',
  ],
  ui: {
    fields: {
      vin: { label: 'Input voltage (highest)', unit: 'V' },
      vout: { label: 'Output voltage', unit: 'V' },
      iout: { label: 'Load current', unit: 'A' },
      ground_current_ma: { label: 'Ground (quiescent) current', unit: 'mA', help: 'Datasheet I_GND or I_Q at the load current; 0 to ignore.' },
      ambient: THERMAL_FIELD_HINTS.ambient,
      rth_ja: { ...THERMAL_FIELD_HINTS.rth_ja, help: 'From the datasheet thermal table (board-dependent). Give this or the package power rating.' },
      pd_rated: { label: 'Package power rating P_D at 25 °C (instead of RθJA)', unit: 'W' },
      tj_max: { ...THERMAL_FIELD_HINTS.tj_max, help: `Default ${DEFAULT_TJ_MAX_C} °C; needed with a power rating.` },
      dropout: { label: 'Dropout voltage (optional)', unit: 'V', help: 'Datasheet dropout at the load current; the engine warns when Vin − Vout is smaller.' },
    },
    initial: { vin: 5, vout: 3.3, iout: 0.5, ground_current_ma: 1, ambient: 40, rth_ja: 60, tj_max: 125 },
    headline: 'tj',
    outputs: {
      power_w: { label: 'Power dissipated', unit: 'W' },
      pass_power_w: { label: 'Pass-element dissipation (Vin − Vout) × Iout', unit: 'W' },
      ground_power_w: { label: 'Ground-current dissipation Vin × I_GND', unit: 'W' },
      tj: { label: 'Junction temperature', unit: '°C' },
      tj_margin: { label: 'Margin below Tj max', unit: '°C', difference: true },
      within_limit: { label: 'Junction within Tj max' },
      max_ambient: { label: 'Highest ambient temperature', unit: '°C' },
      max_iout: { label: 'Largest load current at this ambient', unit: 'A' },
      efficiency_pct: { label: 'Efficiency', unit: '%' },
      headroom_v: { label: 'Headroom Vin − Vout', unit: 'V' },
    },
  },
  examples: [
    {
      name: '3.6 V → 1.8 V at 100 mA, package rated 600 mW, Tj max 150 °C, 40 °C ambient',
      inputs: { vin: 3.6, vout: 1.8, iout: 0.1, ambient: 40, pd_rated: 0.6, tj_max: 150 },
      expect: { status: 'success', values: { power_w: 0.18, rth_ja: 125 / 0.6, tj: 77.5 }, rel: 1e-12 },
      source: 'Toshiba e-learning "Basics of Low-Dropout (LDO) Regulators", ch. 4-2 worked example (Tj(max) = 150 °C, PD = 600 mW, VIN 3.6 V, VOUT 1.8 V, IOUT 100 mA, Ta = 40 °C) with its equations P = (VIN − VOUT)·IOUT, Rth(j-a) = (Tj(max) − 25)/PD: Tj = 40 + 0.18 × 208.3 = 77.5 °C.',
    },
    {
      name: '1.5 V → 1 V at 200 mA with 20 µA bias current, 600 mW package, 60 °C ambient',
      inputs: { vin: 1.5, vout: 1, iout: 0.2, ground_current_ma: 0.02, ambient: 60, pd_rated: 0.6, tj_max: 150 },
      expect: { status: 'success', values: { power_w: 0.10003, tj: 60 + (0.10003 * 125) / 0.6 }, rel: 1e-12 },
      source: 'Toshiba FAQ "How can I calculate the junction temperature of an LDO?": VIN 1.5 V, VOUT 1 V, IOUT 200 mA, IB 20 µA, PD 0.6 W, Ta 60 °C; P = 0.5 × 0.2 + 1.5 × 20 µA = 100.03 mW.',
    },
    {
      name: '7805-style regulator, 12 V → 5 V at 0.5 A with no heatsink (RθJA 65 °C/W) overheats',
      inputs: { vin: 12, vout: 5, iout: 0.5, ambient: 25, rth_ja: 65, tj_max: 125 },
      expect: { status: 'success', values: { power_w: 3.5, tj: 252.5, within_limit: false, max_iout: 100 / 65 / 7 }, rel: 1e-12 },
      source: 'Thermal-design newsletter example (onedfrk, 2026): P = (12 − 5) × 0.5 = 3.5 W, 25 + 3.5 × 65 ≈ 252 °C "far above the maximum".',
    },
    {
      name: 'Output above input',
      inputs: { vin: 3.3, vout: 5, iout: 0.1, ambient: 25, rth_ja: 50 },
      expect: { status: 'error', code: 'VOUT_MUST_BE_BELOW_VIN' },
      source: 'A linear regulator can only drop voltage: Vout < Vin.',
    },
  ],
  limitations: ['Steady state only; no transient (pulsed-load) heating and no thermal-shutdown hysteresis. Dropout is only checked against the value you give.'],
  related: ['adjustable-regulator'],
  compute(inp) {
    const bad =
      requirePositive('vin', inp.vin, inp.vin, 'VOLTAGE_MUST_BE_POSITIVE', 'Input voltage', '5 V') ??
      requirePositive('vout', inp.vout, inp.vout, 'VOLTAGE_MUST_BE_POSITIVE', 'Output voltage', '3.3 V') ??
      nonNegativeGuard(inp.iout, 'iout', 'current', 'A') ??
      nonNegativeGuard(inp.ground_current_ma, 'ground_current_ma', 'ground current', 'mA') ??
      temperatureGuard('ambient', inp.ambient) ??
      (inp.tj_max === undefined ? null : temperatureGuard('tj_max', inp.tj_max)) ??
      (inp.dropout === undefined ? null : nonNegativeGuard(inp.dropout, 'dropout', 'dropout voltage', 'V'));
    if (bad) return bad;
    if (inp.vout >= inp.vin) {
      return fail('VOUT_MUST_BE_BELOW_VIN', 'vout', `Vout ${formatNumber(inp.vout)} V is not below Vin ${formatNumber(inp.vin)} V; a linear regulator only drops voltage.`, 'Give Vout below Vin by at least the dropout voltage, or use a boost converter.');
    }

    // Thermal resistance: given directly, or derived from the package power rating.
    if ((inp.rth_ja === undefined) === (inp.pd_rated === undefined)) {
      return inp.rth_ja === undefined
        ? fail('MISSING_REQUIRED_INPUT', 'rth_ja', 'The junction temperature needs the package thermal resistance RθJA, or its power rating P_D.', 'Give rth_ja in °C/W from the datasheet (e.g. 60), or pd_rated in W together with tj_max.')
        : fail('INVALID_INPUT', 'pd_rated', 'Both RθJA and a power rating were given; they describe the same thing and may disagree.', 'Give only rth_ja, or only pd_rated with tj_max.');
    }
    let rth: number;
    if (inp.rth_ja !== undefined) {
      const badR = thermalResistanceGuard('rth_ja', inp.rth_ja, true);
      if (badR) return badR;
      rth = inp.rth_ja;
    } else {
      if (inp.tj_max === undefined) return fail('MISSING_REQUIRED_INPUT', 'tj_max', 'A package power rating only gives RθJA together with the maximum junction temperature it is derated to.', 'Give tj_max from the same datasheet (often 125 or 150 °C).');
      const badP = requirePositive('pd_rated', inp.pd_rated!, inp.pd_rated!, 'POWER_RATING_MUST_BE_POSITIVE', 'Package power rating', '0.6 W');
      const badT = tjMaxAboveGuard(inp.tj_max, RATING_TEMPERATURE_C, 'tj_max', 'rating (25 °C)');
      if (badP ?? badT) return (badP ?? badT)!;
      rth = (inp.tj_max - RATING_TEMPERATURE_C) / inp.pd_rated!;
    }
    const tjMax = inp.tj_max ?? DEFAULT_TJ_MAX_C;

    const headroom = inp.vin - inp.vout;
    const ignd = inp.ground_current_ma / 1000;
    const passPower = headroom * inp.iout;
    const groundPower = inp.vin * ignd;
    const power = passPower + groundPower;
    const tj = junctionTemperature(inp.ambient, power, rth);
    const allowed = (tjMax - inp.ambient) / rth;
    const maxIout = Math.max(0, (allowed - groundPower) / headroom);
    const inPower = inp.vin * (inp.iout + ignd);

    const warnings: Warning[] = junctionLimitWarnings(tj, tjMax, `Keep the load at or below ${formatNumber(maxIout, 3)} A, lower Vin, add copper area or a heatsink (lower RθJA), or use a switching regulator.`);
    if (inp.dropout !== undefined && headroom < inp.dropout) {
      warnings.push(warning('DROPOUT_NOT_MET', `Vin − Vout = ${formatNumber(headroom)} V is below the dropout voltage ${formatNumber(inp.dropout)} V: the output will sag below ${formatNumber(inp.vout)} V.`, `Raise Vin to at least ${formatNumber(inp.vout + inp.dropout)} V or choose a lower-dropout part.`));
    }
    return ok(
      {
        power_w: power,
        pass_power_w: passPower,
        ground_power_w: groundPower,
        tj,
        tj_max: tjMax,
        tj_margin: tjMax - tj,
        within_limit: tj <= tjMax,
        rth_ja: rth,
        max_ambient: tjMax - power * rth,
        max_iout: maxIout,
        efficiency_pct: inPower > 0 ? (100 * inp.vout * inp.iout) / inPower : 0,
        headroom_v: headroom,
      },
      { warnings, formatted: `T_J = ${formatNumber(tj, 4)} °C at ${formatNumber(power, 4)} W` },
    );
  },
});
