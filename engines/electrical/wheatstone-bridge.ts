// Wheatstone bridge: the resistor that balances the bridge (R1/R2 = R3/R4), or the
// output voltage of an unbalanced bridge, its Thevenin resistance and the current
// into a detector or amplifier of given resistance.
import * as z from 'zod/mini';
import { defineEngine } from '../core/contract.ts';
import { formatSI } from '../core/si-format.ts';
import { formatNumber } from '../core/numeric.ts';
import { fail, isOutcome, ok } from '../core/outcome.ts';
import { RESISTANCE_SYMBOL, RESISTANCE_UNITS, RESISTANCE_UNIT_OPTIONS, resistanceUnitField } from './_lib/analog-units.ts';
import { unknownOf, unusedInputsWarning } from './_lib/input-combinations.ts';
import { parallel } from './_lib/opamp-stage.ts';
import { resistanceOhms } from './_lib/passive-units.ts';
import { drawWheatstoneBridge } from './wheatstone-bridge.picture.ts';

const MODES = ['output', 'balance'] as const;
const ARMS = ['R1', 'R2', 'R3', 'R4'] as const;
type Arm = (typeof ARMS)[number];
const ARM_LABELS: Record<Arm, string> = { R1: 'upper left', R2: 'lower left', R3: 'upper right', R4: 'lower right' };
/** |Vout| at or below this fraction of Vs counts as balanced (rounding of the two divider ratios). */
const BALANCE_TOLERANCE = 1e-12;

const arm = z.optional(z.number());
const input = z.object({
  mode: z._default(z.enum(MODES), 'output'),
  R1: arm,
  R2: arm,
  R3: arm,
  R4: arm,
  R_unit: resistanceUnitField('ohm'),
  Vs: z.optional(z.number()),
  R_load: z.optional(z.number()),
});

const output = z.strictObject({
  mode: z.enum(MODES),
  R1: z.number(),
  R2: z.number(),
  R3: z.number(),
  R4: z.number(),
  solved_for: z.optional(z.enum(ARMS)),
  ratio: z.number(),
  Vs: z.optional(z.number()),
  V_A: z.optional(z.number()),
  V_B: z.optional(z.number()),
  Vout: z.optional(z.number()),
  balanced: z.optional(z.boolean()),
  R4_balance: z.optional(z.number()),
  imbalance_pct: z.optional(z.number()),
  Rth: z.optional(z.number()),
  R_in: z.optional(z.number()),
  I_supply: z.optional(z.number()),
  Vout_loaded: z.optional(z.number()),
  I_load: z.optional(z.number()),
});

const FORMULAS = {
  output: { id: 'wheatstone-bridge.output', expression: 'Vout = V_B − V_A = Vs·(R4/(R3 + R4) − R2/(R1 + R2));  Rth = R1∥R2 + R3∥R4', label: 'Unbalanced Wheatstone bridge output' },
  balance: { id: 'wheatstone-bridge.balance', expression: 'R1/R2 = R3/R4  ⇒  R4 = R2·R3/R1', label: 'Balanced Wheatstone bridge' },
};

export const engine = defineEngine({
  id: 'wheatstone-bridge',
  area: 'electrical',
  title: 'Wheatstone bridge calculator',
  description:
    'Balance condition of a Wheatstone bridge (the unknown resistor from the other three, R1/R2 = R3/R4), or the output voltage of an unbalanced bridge with its Thevenin resistance, supply current and the voltage and current into a detector or amplifier of given input resistance.',
  keywords: ['Wheatstone bridge', 'bridge circuit', 'balanced bridge', 'unbalanced bridge', 'bridge output voltage', 'strain gauge bridge', 'quarter bridge', 'RTD bridge', 'unknown resistance', 'galvanometer', 'null detector', 'load cell'],
  capability_id: 'electrical.wheatstone',
  version: '1.0.0',
  page: 'electric',
  input,
  output,
  unit: 'V',
  errors: ['RESISTANCE_MUST_BE_NONZERO', 'RESISTANCE_MUST_BE_POSITIVE', 'VOLTAGE_MUST_BE_POSITIVE'],
  warnings: ['INPUT_IGNORED'],
  formula: FORMULAS.output,
  assumptions: [
    'Layout: R1 (upper left) and R2 (lower left) form divider A, R3 (upper right) and R4 (lower right) divider B; R1 and R3 meet at +Vs, R2 and R4 at 0 V. Vout = V_B − V_A = Vs·(R4/(R3 + R4) − R2/(R1 + R2)), positive when B is higher (eestudenthelp.blogspot.com and electronicsteacher.com "Wheatstone bridge"; Kester, Practical Design Techniques for Sensor Signal Conditioning, Analog Devices, §2 "Bridge circuits").',
    'Balance (Vout = 0) when R1/R2 = R3/R4, so R4 = R2·R3/R1 (and the other three rearrangements); balance mode takes exactly three of R1…R4. ratio = R1/R2.',
    'Output mode: R4_balance = R2·R3/R1 and imbalance_pct = 100·(R4 − R4_balance)/R4_balance describe how far R4 is from balance; for a quarter bridge of equal arms, Vout = (Vs/4)·ΔR/(R + ΔR/2) (Kester §2). balanced means |Vout| ≤ 1e-12·Vs.',
    'Thevenin equivalent at the output: Vth = Vout, Rth = R1∥R2 + R3∥R4 (ideal supply). With R_load (a meter, galvanometer or amplifier input) between B and A: Vout_loaded = Vout·R_load/(Rth + R_load), I_load = Vout/(Rth + R_load). I_supply and R_in are for the unloaded bridge: R_in = (R1 + R2)∥(R3 + R4).',
    'Resistances in R_unit, results in Ω, V and A. Ideal resistors and supply; IEEE-754 double arithmetic.',
  ],
  ui: {
    fields: {
      mode: { label: 'Calculate', options: [{ value: 'output', label: 'Output voltage (unbalanced bridge)' }, { value: 'balance', label: 'Resistor for balance' }] },
      R1: { label: 'R1 (upper left, from +Vs to A)', unitSelect: 'R_unit' },
      R2: { label: 'R2 (lower left, from A to 0 V)', unitSelect: 'R_unit' },
      R3: { label: 'R3 (upper right, from +Vs to B)', unitSelect: 'R_unit' },
      R4: { label: 'R4 (lower right, from B to 0 V; often the sensor)', unitSelect: 'R_unit' },
      R_unit: { label: 'Resistance unit', options: RESISTANCE_UNIT_OPTIONS },
      Vs: { label: 'Bridge excitation voltage Vs', unit: 'V' },
      R_load: { label: 'Detector / amplifier input resistance (optional)', help: 'Resistance connected between B and A, in the resistance unit', unitSelect: 'R_unit' },
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'output', label: 'Output voltage', fields: ['R1', 'R2', 'R3', 'R4', 'R_unit', 'Vs', 'R_load'] },
          { value: 'balance', label: 'Balance', fields: ['R1', 'R2', 'R3', 'R4', 'R_unit'] },
        ],
      },
    ],
    initial: { mode: 'output', R1: 350, R2: 350, R3: 350, R4: 350.35, R_unit: 'ohm', Vs: 10 },
    headline: 'Vout',
    outputs: {
      // Named like inputs entered in a chosen unit; the results are always in these.
      R1: { unit: 'Ω' },
      R2: { unit: 'Ω' },
      R3: { unit: 'Ω' },
      R4: { unit: 'Ω' },
      solved_for: { label: 'Solved for' },
      ratio: { label: 'Arm ratio R1 / R2' },
      V_A: { label: 'Voltage at node A', unit: 'V' },
      V_B: { label: 'Voltage at node B', unit: 'V' },
      Vout: { label: 'Output voltage V_B − V_A (open circuit)', unit: 'V' },
      balanced: { label: 'Bridge balanced' },
      R4_balance: { label: 'R4 that would balance the bridge', unit: 'Ω' },
      imbalance_pct: { label: 'Deviation of R4 from balance', unit: '%' },
      Rth: { label: 'Thevenin output resistance', unit: 'Ω' },
      R_in: { label: 'Resistance seen by the supply', unit: 'Ω' },
      I_supply: { label: 'Supply current', unit: 'A' },
      Vout_loaded: { label: 'Output voltage into the load', unit: 'V' },
      I_load: { label: 'Current into the load', unit: 'A' },
    },
  },
  examples: [
    {
      name: 'Balance: R1 = 10 Ω, R2 = 20 Ω, R3 = 15 Ω',
      inputs: { mode: 'balance', R1: 10, R2: 20, R3: 15 },
      expect: { status: 'success', values: { R4: 30, solved_for: 'R4' }, rel: 1e-12 },
      source: 'Worked question at soulshift.co.in: R4 = R2·R3/R1 = 20 × 15/10 = 30 Ω (balance condition R1/R2 = R3/R4, electronicsteacher.com "Wheatstone bridge").',
    },
    {
      name: 'Quarter bridge: 350 Ω gauges, +0.35 Ω, 10 V excitation',
      inputs: { mode: 'output', R1: 350, R2: 350, R3: 350, R4: 350.35, Vs: 10 },
      expect: { status: 'success', values: { Vout: 2.5 * (0.35 / 350.175), Rth: 175 + (350 * 350.35) / 700.35 }, rel: 1e-12 },
      source: 'Kester, Practical Design Techniques for Sensor Signal Conditioning (Analog Devices), §2 Bridge circuits, single-element varying bridge: Vout = (VB/4)·ΔR/(R + ΔR/2) = 2.49875 mV.',
    },
    {
      name: 'Unbalanced bridge into a 1 kΩ meter',
      inputs: { mode: 'output', R1: 100, R2: 100, R3: 100, R4: 200, Vs: 12, R_load: 1000 },
      expect: { status: 'success', values: { Vout: 2, Rth: 50 + 200 / 3, I_load: 2 / (1000 + 50 + 200 / 3), Vout_loaded: (2 * 1000) / (1000 + 50 + 200 / 3) }, rel: 1e-12 },
      source: 'Exact arithmetic: V_A = 6 V, V_B = 8 V; Thevenin Rth = 100∥100 + 100∥200 = 116.67 Ω (Horowitz & Hill, The Art of Electronics, 3rd ed., ch. 1, Thévenin equivalent circuit).',
    },
    {
      name: 'Balance with all four given',
      inputs: { mode: 'balance', R1: 10, R2: 20, R3: 15, R4: 30 },
      expect: { status: 'error', code: 'INVALID_INPUT' },
      source: 'Balance mode solves for the one resistor left blank.',
    },
  ],
  limitations: [
    'DC resistive bridge only: no AC (impedance) bridges, lead-wire compensation or half/full-bridge strain-gauge presets (enter the four arm resistances instead).',
    'Ideal excitation source: its internal resistance and the loading of the supply by R_load are not included in I_supply.',
  ],
  picture: drawWheatstoneBridge,
  compute(inp) {
    const scale = RESISTANCE_UNITS[inp.R_unit];
    const symbol = RESISTANCE_SYMBOL[inp.R_unit];
    if (inp.mode === 'balance') {
      const unknown = unknownOf(inp, ARMS, ARM_LABELS);
      if (isOutcome(unknown)) return unknown;
      const r: Partial<Record<Arm, number>> = {};
      for (const k of ARMS) {
        if (k === unknown) continue;
        const v = resistanceOhms(k, inp[k]! * scale, 'the balance ratio R1/R2 = R3/R4 has no finite answer.');
        if (isOutcome(v)) return v;
        r[k] = v;
      }
      const { R1, R2, R3, R4 } = r;
      const solved = { R1: (R2! * R3!) / R4!, R2: (R1! * R4!) / R3!, R3: (R1! * R4!) / R2!, R4: (R2! * R3!) / R1! }[unknown];
      const all = { R1: R1 ?? solved, R2: R2 ?? solved, R3: R3 ?? solved, R4: R4 ?? solved };
      return ok(
        { mode: inp.mode, ...all, solved_for: unknown, ratio: all.R1 / all.R2 },
        { formula: FORMULAS.balance, warnings: unusedInputsWarning(inp, ['Vs', 'R_load'], 'in balance mode'), formatted: `${unknown} = ${formatNumber(solved / scale)} ${symbol} balances the bridge`, unit: 'Ω' },
      );
    }

    const r: Partial<Record<Arm, number>> = {};
    for (const k of ARMS) {
      if (inp[k] === undefined) return fail('MISSING_REQUIRED_INPUT', k, `Output mode needs all four arm resistances; ${k} (${ARM_LABELS[k]}) is missing.`, `Give ${k} in ${symbol}, or switch to mode balance to calculate it.`);
      const v = resistanceOhms(k, inp[k] * scale, 'that arm shorts half of the supply.');
      if (isOutcome(v)) return v;
      r[k] = v;
    }
    const { R1, R2, R3, R4 } = r as Record<Arm, number>;
    if (inp.Vs === undefined) return fail('MISSING_REQUIRED_INPUT', 'Vs', 'Output mode needs the bridge excitation voltage.', 'Give Vs in V, e.g. 5 or 10.');
    if (!(inp.Vs > 0)) return fail('VOLTAGE_MUST_BE_POSITIVE', 'Vs', `Vs = ${formatNumber(inp.Vs)} V is not above 0 V.`, 'Give the excitation voltage across the bridge, e.g. 10 V.');
    const Vs = inp.Vs;
    const V_A = (Vs * R2) / (R1 + R2);
    const V_B = (Vs * R4) / (R3 + R4);
    // One subtraction of the cross products keeps a near-balanced output free of the cancellation in V_B − V_A.
    const Vout = (Vs * (R4 * R1 - R2 * R3)) / ((R1 + R2) * (R3 + R4));
    const Rth = parallel(R1, R2) + parallel(R3, R4);
    const R4_balance = (R2 * R3) / R1;
    const base = {
      mode: inp.mode,
      R1,
      R2,
      R3,
      R4,
      ratio: R1 / R2,
      Vs,
      V_A,
      V_B,
      Vout,
      balanced: Math.abs(Vout) <= BALANCE_TOLERANCE * Vs,
      R4_balance,
      imbalance_pct: (100 * (R4 - R4_balance)) / R4_balance,
      Rth,
      R_in: parallel(R1 + R2, R3 + R4),
      I_supply: Vs / (R1 + R2) + Vs / (R3 + R4),
    };
    if (inp.R_load === undefined) return ok(base, { formula: FORMULAS.output, formatted: `Vout = ${formatSI(Vout, 'V', 6)}` });
    const RL = resistanceOhms('R_load', inp.R_load * scale, 'a shorted output reads 0 V; give the detector’s input resistance.');
    if (isOutcome(RL)) return RL;
    const I_load = Vout / (Rth + RL);
    return ok({ ...base, Vout_loaded: I_load * RL, I_load }, { formula: FORMULAS.output, formatted: `Vout = ${formatSI(Vout, 'V', 6)} open, ${formatSI(I_load * RL, 'V', 6)} into ${formatNumber(inp.R_load)} ${symbol}` });
  },
});
