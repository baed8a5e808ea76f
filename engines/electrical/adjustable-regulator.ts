// Adjustable regulator and shunt reference resistors: Vout = Vref·(1 + R2/R1) + I_adj·R2 for the
// LM317, LM337 (negative), LM1117-ADJ and TL431, from their datasheets; the output of two given
// resistors, or a standard E-series pair for a target output with the resulting error; warnings for
// the regulator's minimum load current and, with an input voltage, for its dropout.
import * as z from 'zod/mini';
import { defineEngine, type Warning } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { fail, missing, ok, warning } from '../core/outcome.ts';
import { E_SERIES, MANTISSAS, type ESeries, nearestStandard } from './_lib/e-series.ts';
import { unusedInputsWarning } from './_lib/input-combinations.ts';
import { sameValue } from './_lib/standard-snap.ts';

const MODES = ['resistors', 'vout'] as const;
const PARTS = ['LM317', 'LM337', 'LM1117-ADJ', 'TL431'] as const;
type Part = (typeof PARTS)[number];
const SERIES = E_SERIES.filter((s) => s !== 'E6') as Exclude<ESeries, 'E6'>[];

interface PartData {
  /** Reference voltage magnitude, V (typical). */
  vref: number;
  /** Current out of ADJ (into REF for the TL431) that also flows through R2, A (typical). */
  iadj: number;
  /** The output is negative (LM337). */
  negative: boolean;
  /** Output magnitude range, V. */
  vmin: number;
  vmax: number;
  /** Minimum load current to stay in regulation, typical and worst case, A. */
  minLoadTyp: number;
  minLoadMax: number;
  /** Input–output difference the datasheet specifies the part from, V (0: none; the TL431 is a shunt). */
  headroom: number;
  /** R1 range searched when picking resistors, Ω (a decade's E-values within it). */
  r1Range: readonly [number, number];
  source: string;
}

/** Typical datasheet values (Texas Instruments datasheets). */
const PARTS_DATA: Record<Part, PartData> = {
  LM317: {
    vref: 1.25, iadj: 50e-6, negative: false, vmin: 1.25, vmax: 37, minLoadTyp: 3.5e-3, minLoadMax: 10e-3, headroom: 3, r1Range: [100, 240],
    source: 'TI LM317 datasheet (SLVS044): VREF 1.25 V typ (1.2–1.3 V), IADJ 50 µA typ (100 µA max), minimum load current 3.5 mA typ, 10 mA max; VI − VO 3 V to 40 V; output 1.25 V to 37 V; R1 = 240 Ω in the typical application.',
  },
  LM337: {
    vref: 1.25, iadj: 65e-6, negative: true, vmin: 1.25, vmax: 37, minLoadTyp: 2.5e-3, minLoadMax: 10e-3, headroom: 3, r1Range: [100, 240],
    source: 'TI LM337 datasheet (SLVS047): VREF −1.25 V typ, IADJ 65 µA typ (100 µA max), minimum load current 2.5 mA typ, 10 mA max (|VI − VO| ≤ 40 V); output −1.25 V to −37 V.',
  },
  'LM1117-ADJ': {
    vref: 1.25, iadj: 60e-6, negative: false, vmin: 1.25, vmax: 13.8, minLoadTyp: 1.7e-3, minLoadMax: 5e-3, headroom: 1.2, r1Range: [100, 240],
    source: 'TI LM1117 datasheet (SNOS412): VREF 1.25 V typ (1.238–1.262 V), IADJ 60 µA typ (120 µA max), minimum load current 1.7 mA typ, 5 mA max; dropout 1.2 V typ at 800 mA (1.1 V at 100 mA); input at most 15 V, so output up to 13.8 V.',
  },
  TL431: {
    vref: 2.495, iadj: 2e-6, negative: false, vmin: 2.495, vmax: 36, minLoadTyp: 0.4e-3, minLoadMax: 1e-3, headroom: 0, r1Range: [1000, 10000],
    source: 'TI TL431 datasheet (SLVS543): VREF 2.495 V typ, IREF 2 µA typ (4 µA max), minimum cathode current 0.4 mA typ, 1 mA max; VKA = VREF(1 + R1/R2) + IREF·R1 from VREF to 36 V (its R1 is this R2, its R2 this R1).',
  },
};

const FORMULAS = {
  vout: { id: 'adjustable-regulator.vout', expression: 'Vout = Vref·(1 + R2/R1) + I_adj·R2', label: 'Output of an adjustable regulator (LM317 family) or TL431' },
  resistors: { id: 'adjustable-regulator.resistors', expression: 'R2 = (Vout − Vref) / (Vref/R1 + I_adj), rounded to the series; Vout = Vref·(1 + R2/R1) + I_adj·R2', label: 'Resistors for a target output' },
};

const input = z.object({
  mode: z._default(z.enum(MODES), 'resistors'),
  part: z._default(z.enum(PARTS), 'LM317'),
  Vout: z.optional(z.number().check(z.meta({ description: 'Target output voltage in V (mode resistors); for the LM337 −5 or 5 both mean −5 V' }))),
  R1: z.optional(z.number().check(z.meta({ description: 'Resistor across the reference (OUT–ADJ; TL431 REF–anode), Ω' }))),
  R2: z.optional(z.number().check(z.meta({ description: 'Resistor from ADJ to ground (TL431 cathode–REF), Ω (mode vout)' }))),
  series: z._default(z.enum(SERIES), 'E24'),
  Vin: z.optional(z.number().check(z.meta({ description: 'Input voltage in V, for the dropout check (negative for the LM337)' }))),
});

const output = z.strictObject({
  mode: z.enum(MODES),
  part: z.enum(PARTS),
  Vref: z.number(),
  I_adj: z.number(),
  R1: z.number(),
  R2: z.number(),
  Vout: z.number(),
  Vout_ideal: z.number(),
  target: z.optional(z.number()),
  R2_exact: z.optional(z.number()),
  error_pct: z.optional(z.number()),
  series: z.optional(z.enum(SERIES)),
  I_R1: z.number(),
  headroom: z.optional(z.number()),
});

/** Vout magnitude for R1, R2 (Ω) with the part's typical Vref and I_adj. */
const voutOf = (p: PartData, R1: number, R2: number) => p.vref * (1 + R2 / R1) + p.iadj * R2;

/** E-series R1 values of the part's recommended range, largest first (the datasheet's 240 Ω wins a tie). */
function r1Candidates(p: PartData, series: ESeries): number[] {
  const out: number[] = [];
  for (const decade of [p.r1Range[0], p.r1Range[0] * 10]) for (const m of MANTISSAS[series]) out.push(Number((m * decade).toPrecision(12)));
  return out.filter((r) => r >= p.r1Range[0] && r <= p.r1Range[1]).sort((a, b) => b - a);
}

export const engine = defineEngine({
  id: 'adjustable-regulator',
  area: 'electrical',
  title: 'Adjustable regulator resistor calculator (LM317, LM337, LM1117, TL431)',
  description:
    'Output voltage of an LM317, LM337, LM1117-ADJ or TL431 from its two feedback resistors, Vout = Vref·(1 + R2/R1) + I_adj·R2 with the datasheet reference and adjust-pin current; or the standard E12/E24/E96 resistor pair for a target output with the resulting error, with warnings for the minimum load current and the dropout.',
  keywords: ['LM317', 'LM317 resistors', 'LM317 calculator', 'LM337', 'LM1117', 'LM1117 adjustable', 'TL431', 'TL431 resistors', 'adjustable voltage regulator', 'regulator resistor calculator', 'feedback resistors', 'set output voltage', 'R1 R2 regulator', 'adjust pin', 'linear regulator', 'shunt reference', 'programmable zener'],
  capability_id: 'electrical.adjustable_regulator',
  version: '1.0.0',
  page: 'electric',
  tools: [
    {
      id: 'lm317',
      page: 'electric',
      title: 'LM317 resistor calculator',
      description: 'R1 and R2 for an LM317 output voltage, or the output of two resistors: Vout = 1.25 V·(1 + R2/R1) + 50 µA·R2, with standard E-series values and the resulting error.',
      keywords: ['LM317 resistors', 'LM317 calculator', 'LM317 voltage', 'LM317 R1 R2'],
      defaults: { part: 'LM317' },
      initial: { mode: 'resistors', part: 'LM317', Vout: 5, series: 'E24' },
    },
  ],
  input,
  output,
  unit: 'V',
  errors: ['RESISTANCE_MUST_BE_NONNEGATIVE', 'RESISTANCE_MUST_BE_POSITIVE', 'TARGET_OUT_OF_RANGE'],
  warnings: ['BELOW_MINIMUM_LOAD', 'DROPOUT_NOT_MET', 'INPUT_IGNORED', 'OUTSIDE_VALIDITY_RANGE'],
  formula: FORMULAS.resistors,
  assumptions: [
    'Vout = Vref·(1 + R2/R1) + I_adj·R2 (each datasheet’s output-voltage equation): R1 sits across the reference (OUT to ADJ on the LM317, LM337 and LM1117; REF to anode on the TL431), so Vref/R1 flows through it, and R2 carries that current plus the adjust-pin current I_adj (I_ref into the TL431’s REF pin). The TL431 datasheet calls the two resistors the other way round: VKA = VREF(1 + R1/R2) + IREF·R1.',
    ...PARTS.map((p) => `${p}: ${PARTS_DATA[p].source}`),
    'Typical Vref and I_adj: a real part’s output differs by the reference tolerance (about ±2–4 %) plus the resistor tolerances; Vout_ideal leaves I_adj out, as most application notes do. The LM337’s output is negative: a target of 5 or −5 means −5 V, and Vout is reported negative.',
    'Mode resistors: with R1 given, R2 = (Vout − Vref)/(Vref/R1 + I_adj) rounded to the nearer-output of its two neighbours in the chosen IEC 60063 series; without R1 every series value in the part’s recommended range (100–240 Ω for the regulators, 1–10 kΩ for the TL431) is tried and the pair with the smallest output error is chosen (a tie keeps the larger R1). error_pct = (Vout − target)/target × 100.',
    'Minimum load: the regulator needs its minimum load current (LM317 3.5 mA typical, 10 mA worst case) from its output; the current Vref/R1 through the divider counts toward it. BELOW_MINIMUM_LOAD says when the divider alone does not reach the worst case (info) or the typical value (warning).',
    'Dropout: with Vin given, DROPOUT_NOT_MET when |Vin| − |Vout| is below the input–output difference the datasheet specifies the part from (LM317, LM337 3 V; LM1117 1.2 V); the TL431, a shunt, only needs Vin above Vout (with its series resistor).',
  ],
  ui: {
    fields: {
      mode: { label: 'Calculate', options: [{ value: 'resistors', label: 'Resistors for an output voltage' }, { value: 'vout', label: 'Output voltage of two resistors' }] },
      part: { label: 'Part', options: [{ value: 'LM317', label: 'LM317 (1.25 V, positive)' }, { value: 'LM337', label: 'LM337 (−1.25 V, negative)' }, { value: 'LM1117-ADJ', label: 'LM1117-ADJ (1.25 V, low dropout)' }, { value: 'TL431', label: 'TL431 (2.495 V shunt reference)' }] },
      Vout: { label: 'Output voltage wanted', unit: 'V' },
      R1: { label: 'R1 (across the reference: OUT–ADJ)', unit: 'Ω', help: 'LM317: 240 Ω is the datasheet value; 120 Ω guarantees the 10 mA minimum load. Leave blank to let the calculator choose.' },
      R2: { label: 'R2 (ADJ to ground)', unit: 'Ω' },
      series: { label: 'Resistor series', help: 'E12 (10 %), E24 (5 %), E96 (1 %)' },
      Vin: { label: 'Input voltage (optional, for the dropout check)', unit: 'V' },
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'resistors', label: 'Find R1 and R2', fields: ['part', 'Vout', 'R1', 'series', 'Vin'] },
          { value: 'vout', label: 'Find Vout', fields: ['part', 'R1', 'R2', 'Vin'] },
        ],
      },
    ],
    initial: { mode: 'resistors', part: 'LM317', Vout: 5, series: 'E24' },
    headline: 'R2',
    headlines: { vout: 'Vout' },
    outputs: {
      Vref: { label: 'Reference voltage (typical)', unit: 'V' },
      I_adj: { label: 'Adjust-pin current (typical)', unit: 'A' },
      R1: { label: 'R1', unit: 'Ω' },
      R2: { label: 'R2', unit: 'Ω' },
      Vout: { label: 'Output voltage', unit: 'V' },
      Vout_ideal: { label: 'Output without the adjust-pin current', unit: 'V' },
      target: { label: 'Target output', unit: 'V' },
      R2_exact: { label: 'Exact R2', unit: 'Ω' },
      error_pct: { label: 'Output error', unit: '%' },
      I_R1: { label: 'Divider current Vref/R1', unit: 'A' },
      headroom: { label: 'Input–output difference', unit: 'V' },
    },
  },
  examples: [
    {
      name: 'LM317, R1 = 240 Ω, R2 = 720 Ω: 5 V',
      inputs: { mode: 'vout', part: 'LM317', R1: 240, R2: 720 },
      expect: { status: 'success', values: { Vout_ideal: 5, Vout: 5.036 }, rel: 1e-12 },
      source: 'learningaboutelectronics.com "LM317 Resistor and Voltage Calculator": 1.25 V × (1 + 720/240) = 5 V; with the TI datasheet’s I_ADJ = 50 µA, 5 V + 50 µA × 720 Ω = 5.036 V (exact arithmetic).',
    },
    {
      name: 'LM317, 12 V with R1 = 240 Ω',
      inputs: { mode: 'resistors', part: 'LM317', Vout: 12, R1: 240 },
      expect: { status: 'success', values: { R2_exact: 2044.3740095087164 /* 10.75 / (1.25/240 + 50e-6) = 1290000/631, exact rational */, R2: 2000, Vout: 11.766666666666667 /* 353/30 */ }, rel: 1e-12 },
      source: 'electro-tech-online.com "Voltage regulation fan" (2003): R2 = 240 × (12/1.25 − 1) = 2064 Ω when I_adj is ignored; with the TI datasheet’s I_ADJ = 50 µA, R2 = 10.75 V / (1.25 V/240 Ω + 50 µA) = 1290000/631 Ω and the E24 value 2.0 kΩ gives 353/30 V (exact rationals).',
    },
    {
      name: 'TL431 with 10 kΩ and 10 kΩ: 5.01 V',
      inputs: { mode: 'vout', part: 'TL431', R1: 10000, R2: 10000 },
      expect: { status: 'success', values: { Vout_ideal: 4.99, Vout: 5.01 }, rel: 1e-12 },
      source: 'TI TL431 datasheet (SLVS543), VKA = VREF(1 + R1/R2) + IREF·R1 with VREF 2.495 V, IREF 2 µA: 2.495 × 2 + 2 µA × 10 kΩ = 5.01 V (exact arithmetic).',
    },
    {
      name: 'LM1117-ADJ with 120 Ω and 1 kΩ',
      inputs: { mode: 'vout', part: 'LM1117-ADJ', R1: 120, R2: 1000 },
      expect: { status: 'success', values: { Vout: 11.726666666666667 /* 1.25 × (1 + 1000/120) + 60e-6 × 1000 = 8795/750 */ }, rel: 1e-12 },
      source: 'TI LM1117 datasheet (SNOS412), VOUT = VREF(1 + R2/R1) + IADJ·R2 with VREF 1.25 V, IADJ 60 µA (exact rational 8795/750).',
    },
    {
      name: 'Below the reference',
      inputs: { mode: 'resistors', part: 'LM317', Vout: 1 },
      expect: { status: 'error', code: 'TARGET_OUT_OF_RANGE' },
      source: 'TI LM317 datasheet: the output ranges from 1.25 V to 37 V.',
    },
  ],
  limitations: [
    'Typical datasheet values only: no worst-case (min/max Vref, I_adj, resistor tolerance) analysis.',
    'No thermal or current-limit check: the regulator dissipates (Vin − Vout)·I_load; see the LDO thermal calculator.',
    'The TL431’s cathode series resistor (which sets its cathode current between 1 mA and 100 mA) is not calculated.',
  ],
  related: ['ldo-thermal', 'voltage-divider'],
  compute(inp) {
    const p = PARTS_DATA[inp.part];
    const warnings: Warning[] = [];
    const sign = p.negative ? -1 : 1;
    let R1: number;
    let R2: number;
    let extra: { target: number; R2_exact: number; error_pct: number; series: (typeof SERIES)[number] } | undefined;

    if (inp.R1 !== undefined && !(inp.R1 > 0)) return fail('RESISTANCE_MUST_BE_POSITIVE', 'R1', `R1 = ${formatNumber(inp.R1)} Ω: the reference would see a short circuit.`, `Give R1 above 0 Ω, e.g. ${p.r1Range[1]} Ω.`);
    if (inp.mode === 'vout') {
      if (inp.R1 === undefined) return missing('R1', 'Mode vout needs R1.', `Give R1 in Ω, e.g. ${p.r1Range[1]}.`);
      if (inp.R2 === undefined) return missing('R2', 'Mode vout needs R2.', 'Give R2 in Ω, e.g. 720.');
      if (!(inp.R2 >= 0)) return fail('RESISTANCE_MUST_BE_NONNEGATIVE', 'R2', `R2 = ${formatNumber(inp.R2)} Ω is negative.`, 'Give R2 ≥ 0 Ω (0 Ω gives the reference voltage itself).');
      R1 = inp.R1;
      R2 = inp.R2;
      warnings.push(...unusedInputsWarning(inp, ['Vout'], 'in mode vout (the output is calculated)'));
    } else {
      if (inp.Vout === undefined) return missing('Vout', 'Mode resistors needs the output voltage wanted.', `Give Vout in V, from ${formatNumber(sign * p.vmin)} to ${formatNumber(sign * p.vmax)}.`);
      const target = Math.abs(inp.Vout);
      if (!p.negative && inp.Vout < 0) return fail('TARGET_OUT_OF_RANGE', 'Vout', `The ${inp.part} gives a positive output; ${formatNumber(inp.Vout)} V is negative.`, 'Use the LM337 for a negative output, or give a positive Vout.');
      if (target < p.vmin && !sameValue(target, p.vmin)) return fail('TARGET_OUT_OF_RANGE', 'Vout', `${formatNumber(sign * target)} V is below the ${inp.part}’s ${formatNumber(sign * p.vref)} V reference: the output cannot go lower.`, `Give |Vout| from ${formatNumber(p.vmin)} V to ${formatNumber(p.vmax)} V.`);
      if (target > p.vmax) return fail('TARGET_OUT_OF_RANGE', 'Vout', `${formatNumber(sign * target)} V is beyond the ${inp.part}’s ${formatNumber(sign * p.vmax)} V maximum output.`, `Give |Vout| from ${formatNumber(p.vmin)} V to ${formatNumber(p.vmax)} V.`);
      const pick = (r1: number) => {
        const exact = (target - p.vref) / (p.vref / r1 + p.iadj);
        if (!(exact > 0) || sameValue(target, p.vref)) return { R1: r1, R2: 0, exact: 0, out: p.vref };
        const near = nearestStandard(exact, inp.series);
        const options = [near.below, near.above].map((r2) => ({ R1: r1, R2: r2, exact, out: voutOf(p, r1, r2) }));
        return Math.abs(options[1].out - target) < Math.abs(options[0].out - target) ? options[1] : options[0];
      };
      const candidates = inp.R1 !== undefined ? [inp.R1] : r1Candidates(p, inp.series);
      let best = pick(candidates[0]);
      for (const r1 of candidates.slice(1)) {
        const c = pick(r1);
        if (Math.abs(c.out - target) < Math.abs(best.out - target) && !sameValue(Math.abs(c.out - target), Math.abs(best.out - target))) best = c;
      }
      R1 = best.R1;
      R2 = best.R2;
      extra = { target: sign * target, R2_exact: best.exact, error_pct: ((best.out - target) / target) * 100, series: inp.series };
      warnings.push(...unusedInputsWarning(inp, ['R2'], 'in mode resistors (R2 is calculated)'));
    }

    const out = voutOf(p, R1, R2);
    const I_R1 = p.vref / R1;
    // The TL431's cathode current comes through its series resistor, not the divider: no divider check.
    if (p.headroom > 0 && I_R1 < p.minLoadMax && !sameValue(I_R1, p.minLoadMax)) {
      const severe = I_R1 < p.minLoadTyp;
      warnings.push(
        warning(
          'BELOW_MINIMUM_LOAD',
          `The divider draws ${formatNumber(I_R1 * 1e3, 4)} mA (Vref/R1), ${severe ? 'below the typical' : 'above the typical ' + formatNumber(p.minLoadTyp * 1e3) + ' mA but below the worst-case'} minimum load of the ${inp.part} (${formatNumber((severe ? p.minLoadTyp : p.minLoadMax) * 1e3)} mA): with a lighter load the output can rise out of regulation.`,
          `Make R1 at most ${formatNumber(p.vref / p.minLoadMax, 4)} Ω, or make sure the load always draws at least ${formatNumber((p.minLoadMax - I_R1) * 1e3, 3)} mA more.`,
          severe ? 'warning' : 'info',
        ),
      );
    }
    if (out > p.vmax && !sameValue(out, p.vmax)) {
      warnings.push(warning('OUTSIDE_VALIDITY_RANGE', `|Vout| = ${formatNumber(out, 6)} V is beyond the ${inp.part}’s ${formatNumber(p.vmax)} V maximum output.`, 'Lower R2 (or raise R1).'));
    }
    let headroom: number | undefined;
    if (inp.Vin !== undefined) {
      headroom = Math.abs(inp.Vin) - out;
      const need = p.headroom;
      if (headroom < need && !sameValue(headroom, need)) {
        warnings.push(
          warning(
            'DROPOUT_NOT_MET',
            need > 0
              ? `|Vin| − |Vout| = ${formatNumber(headroom, 4)} V is below the ${formatNumber(need)} V the ${inp.part} datasheet specifies it from: the output will sag below ${formatNumber(sign * out, 4)} V.`
              : `Vin (${formatNumber(inp.Vin)} V) is not above the ${formatNumber(out, 4)} V the TL431 regulates to.`,
            need > 0 ? `Give at least ${formatNumber(out + need, 4)} V in, or use a lower-dropout regulator.` : `Feed the TL431 from above ${formatNumber(out, 4)} V through a series resistor.`,
          ),
        );
      }
    }
    const result = {
      mode: inp.mode,
      part: inp.part,
      Vref: sign * p.vref,
      I_adj: p.iadj,
      R1,
      R2,
      Vout: sign * out,
      Vout_ideal: sign * p.vref * (1 + R2 / R1),
      ...(extra ?? {}),
      I_R1,
      ...(headroom === undefined ? {} : { headroom }),
    };
    const shown =
      inp.mode === 'vout'
        ? `Vout = ${formatNumber(result.Vout, 6)} V (${formatNumber(result.Vout_ideal, 6)} V without I_adj)`
        : `R1 = ${formatNumber(R1)} Ω, R2 = ${formatNumber(R2)} Ω (${inp.series}): Vout = ${formatNumber(result.Vout, 5)} V, ${formatNumber(extra!.error_pct, 3)} %`;
    return ok(result, { formula: FORMULAS[inp.mode], warnings, formatted: shown, unit: inp.mode === 'vout' ? 'V' : 'Ω' });
  },
});
