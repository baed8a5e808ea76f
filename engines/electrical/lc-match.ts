// Lumped L-network matching a complex load RL + jXL to a real source / line impedance Z0 at one frequency:
// both topologies (shunt element across the load, or series element next to it), every valid solution.
import * as z from 'zod/mini';
import type { Warning } from '../core/contract.ts';
import { defineEngine } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { fail, isOutcome, missing, multiple, ok, warning } from '../core/outcome.ts';
import { add, complex, div, ONE, type Complex } from './_lib/rf-complex.ts';
import { frequencyHz, frequencyUnitField, requirePositive } from './_lib/rf-units.ts';

type Topology = 'shunt-at-load' | 'series-at-load';
type Component = 'inductor' | 'capacitor' | 'none';

/** |x| or |b| below this (normalised to Z0) is no element at all: rounding of an exact zero. */
const ZERO_NORMALISED = 1e-12;

const componentFields = {
  component: z.enum(['inductor', 'capacitor', 'none']),
  /** Inductance in H or capacitance in F; absent when the element is "none". */
  value: z.optional(z.number()),
  unit: z.optional(z.enum(['H', 'F'])),
  display: z.string(),
};
const seriesSchema = z.strictObject({ ...componentFields, reactance_ohm: z.number() });
const shuntSchema = z.strictObject({ ...componentFields, susceptance_s: z.number() });

const solutionSchema = z.strictObject({
  topology: z.enum(['shunt-at-load', 'series-at-load']),
  description: z.string(),
  response: z.enum(['low-pass', 'high-pass', 'mixed', 'none']),
  series: seriesSchema,
  shunt: shuntSchema,
  q_factor: z.number(),
});
type Solution = z.infer<typeof solutionSchema>;

const input = z.object({
  frequency: z.number(),
  frequency_unit: frequencyUnitField('MHz'),
  source_resistance: z._default(z.number(), 50),
  load_resistance: z.optional(z.number()),
  load_reactance: z._default(z.number(), 0),
});

const output = z.strictObject({
  solution_count: z.number(),
  solutions: z.array(solutionSchema),
  load_q: z.number(),
  frequency_hz: z.number(),
});

/** Prefixes parts are sold in: capacitors down to pF, inductors down to nH (0.92 pF, not 922 fF). */
const PREFIXES: Record<'H' | 'F', [number, string][]> = {
  H: [[1, ''], [1e-3, 'm'], [1e-6, 'µ'], [1e-9, 'n']],
  F: [[1, ''], [1e-6, 'µ'], [1e-9, 'n'], [1e-12, 'p']],
};

/** Display of a component value: 38.98 nH, 0.9228 pF. */
function display(value: number, unit: 'H' | 'F'): string {
  const list = PREFIXES[unit];
  // The prefix is chosen for the value as shown (4 significant digits): 0.99997 H reads 1 H, not 1000 mH.
  const shown = Number(value.toPrecision(4));
  const [factor, prefix] = list.find(([f]) => shown >= f) ?? list[list.length - 1];
  return `${formatNumber(value / factor, 4)} ${prefix}${unit}`;
}

function seriesElement(x: number, omega: number, z0: number): Solution['series'] {
  if (Math.abs(x) <= ZERO_NORMALISED * z0) return { component: 'none', reactance_ohm: 0, display: 'none (direct connection)' };
  // X > 0 is an inductor (X = ωL), X < 0 a capacitor (X = −1/ωC).
  return x > 0
    ? { component: 'inductor', reactance_ohm: x, value: x / omega, unit: 'H', display: `series L ${display(x / omega, 'H')}` }
    : { component: 'capacitor', reactance_ohm: x, value: -1 / (omega * x), unit: 'F', display: `series C ${display(-1 / (omega * x), 'F')}` };
}

function shuntElement(b: number, omega: number, z0: number): Solution['shunt'] {
  if (Math.abs(b) * z0 <= ZERO_NORMALISED) return { component: 'none', susceptance_s: 0, display: 'none (open)' };
  // B > 0 is a capacitor (B = ωC), B < 0 an inductor (B = −1/ωL).
  return b > 0
    ? { component: 'capacitor', susceptance_s: b, value: b / omega, unit: 'F', display: `shunt C ${display(b / omega, 'F')}` }
    : { component: 'inductor', susceptance_s: b, value: -1 / (omega * b), unit: 'H', display: `shunt L ${display(-1 / (omega * b), 'H')}` };
}

function response(series: Component, shunt: Component): Solution['response'] {
  if (series === 'none' && shunt === 'none') return 'none';
  if (series !== 'capacitor' && shunt !== 'inductor') return 'low-pass';
  if (series !== 'inductor' && shunt !== 'capacitor') return 'high-pass';
  return 'mixed';
}

/**
 * Pozar, Microwave Engineering, 4th ed., §5.1, eqs. (5.3) and (5.6). The ± roots give the shunt B
 * (shunt-at-load) or the series X (series-at-load); the other element is then taken from the exact
 * complex impedance at the junction (cancel its reactance), which avoids the 1/B singularity of eq. (5.3b).
 */
function candidates(load: Complex, z0: number): { topology: Topology; x: number; b: number; q: number }[] {
  const { re: rl, im: xl } = load;
  const out: { topology: Topology; x: number; b: number; q: number }[] = [];
  const mag2 = rl * rl + xl * xl;
  // |ZL|² − Z0·RL written as RL·(RL − Z0) + XL²: RL − Z0 is exact near a match, so a load of Z0 plus a tiny
  // reactance (50 + j0.003 Ω) gets disc = XL² and B = 0 exactly instead of two near-copies of one network.
  const disc = rl * (rl - z0) + xl * xl;
  if (disc >= 0) {
    for (const sign of [1, -1]) {
      const b = (xl + sign * Math.sqrt(rl / z0) * Math.sqrt(disc)) / mag2;
      const junction = div(ONE, add(div(ONE, load), complex(0, b))); // load ‖ jB: real part is Z0
      out.push({ topology: 'shunt-at-load', x: -junction.im, b, q: Math.abs(junction.im) / junction.re });
    }
  }
  if (rl <= z0) {
    for (const sign of [1, -1]) {
      const x = sign * Math.sqrt(rl * (z0 - rl)) - xl;
      const junction = add(load, complex(0, x)); // load + jX: real part of its admittance is 1/Z0
      const y = div(ONE, junction);
      out.push({ topology: 'series-at-load', x, b: -y.im, q: Math.abs(junction.im) / junction.re });
    }
  }
  return out;
}

const sameNetwork = (a: Solution, b: Solution) => a.series.component === b.series.component && a.shunt.component === b.shunt.component && nearly(a.series.reactance_ohm, b.series.reactance_ohm) && nearly(a.shunt.susceptance_s, b.shunt.susceptance_s);
const nearly = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b), Number.MIN_VALUE);

export const engine = defineEngine({
  id: 'lc-match',
  area: 'electrical',
  title: 'L-network impedance matching calculator',
  description: 'Designs a two-element LC (L-section) matching network between a real source or line impedance and a complex load at one frequency: every solution of both topologies, with inductor and capacitor values, low-pass/high-pass character and Q.',
  keywords: ['L network', 'L-match', 'LC matching network', 'impedance matching', 'L section', 'antenna matching', 'matching inductor capacitor', 'conjugate match', 'Smith chart matching', 'RF matching calculator'],
  capability_id: 'electrical.rf.lc_match',
  version: '1.0.0',
  page: 'electric',
  input,
  output,
  inputAliases: { RL: 'load_resistance', XL: 'load_reactance', Z0: 'source_resistance' },
  unit: null,
  errors: [
    'FREQUENCY_MUST_BE_POSITIVE',
    'INPUT_OUT_OF_RANGE',
    'LOAD_RESISTANCE_MUST_BE_POSITIVE',
    'SOURCE_RESISTANCE_MUST_BE_POSITIVE',
  ],
  warnings: ['ALREADY_MATCHED'],
  formula: { id: 'lc-match.pozar', expression: 'Shunt at load (RL > Z0 or |ZL|² ≥ Z0·RL): B = [XL ± √(RL/Z0)·√(RL² + XL² − Z0·RL)] / (RL² + XL²), X = −Im[1/(1/ZL + jB)];  series at load (RL ≤ Z0): X = ±√(RL(Z0 − RL)) − XL, B = −Im[1/(ZL + jX)]', label: 'L-section matching (Pozar §5.1)' },
  assumptions: [
    'Lossless L-section of one series reactance X and one shunt susceptance B matching a load ZL = RL + jXL to a real source / line impedance Z0 at one frequency (Pozar, Microwave Engineering, 4th ed., §5.1, eqs. 5.3a and 5.6a).',
    'shunt-at-load: B across the load, X in series toward the source (possible when |ZL|² ≥ Z0·RL, always when RL > Z0). series-at-load: X in series with the load, B across the source side (possible when RL ≤ Z0). Every valid ± solution of both is listed; identical networks are listed once, and a load within the zero limits of Z0 gets only the direct connection.',
    'Components: X > 0 → inductor L = X/ω; X < 0 → capacitor C = −1/(ωX); B > 0 → capacitor C = B/ω; B < 0 → inductor L = −1/(ωB); ω = 2πf. Values in H and F (display in nH, pF…). An element of zero reactance/susceptance is "none".',
    'response: low-pass (series L, shunt C), high-pass (series C, shunt L) or mixed. q_factor is the nodal Q at the junction (|reactance| / resistance there); the match bandwidth narrows as Q rises. load_q = |XL|/RL.',
    'Ideal components (no ESR, self-resonance or parasitics). Status multiple_solutions when more than one network exists. IEEE-754 complex arithmetic.',
  ],
  ui: {
    fields: {
      frequency: { label: 'Frequency', unit: 'Hz / kHz / MHz / GHz' },
      frequency_unit: { label: 'Frequency unit', unit: '', kind: 'select' },
      source_resistance: { label: 'Source / line impedance Z0 (real)', unit: 'Ω' },
      load_resistance: { label: 'Load resistance RL', unit: 'Ω' },
      load_reactance: { label: 'Load reactance XL (+ inductive, − capacitive)', unit: 'Ω' },
    },
    initial: { frequency: 500, frequency_unit: 'MHz', source_resistance: 100, load_resistance: 200, load_reactance: -100 },
    headline: 'solution_count',
    outputs: {
      solution_count: { label: 'Number of matching networks' },
      solutions: { label: 'Matching networks' },
      load_q: { label: 'Load Q (|XL| / RL)' },
      frequency_hz: { label: 'Frequency', unit: 'Hz' },
    },
  },
  examples: [
    {
      name: 'Pozar Example 5.1: 200 − j100 Ω to a 100 Ω line at 500 MHz',
      inputs: { frequency: 500, frequency_unit: 'MHz', source_resistance: 100, load_resistance: 200, load_reactance: -100 },
      expect: {
        status: 'multiple_solutions',
        values: {
          solution_count: 2,
          'solutions.0.topology': 'shunt-at-load',
          'solutions.0.shunt.component': 'capacitor',
          'solutions.0.shunt.value': 0.92e-12,
          'solutions.0.series.component': 'inductor',
          'solutions.0.series.value': 38.8e-9,
          'solutions.1.shunt.component': 'inductor',
          'solutions.1.shunt.value': 46.1e-9,
          'solutions.1.series.component': 'capacitor',
          'solutions.1.series.value': 2.61e-12,
        },
        rel: 0.006,
      },
      source: 'Pozar, Microwave Engineering, 4th ed., Example 5.1: b = 0.29, x = 1.22 → C = 0.92 pF, L = 38.8 nH; b = −0.69, x = −1.22 → L = 46.1 nH, C = 2.61 pF (from x, b rounded to 3 digits).',
    },
    {
      name: '10 Ω transistor output to 50 Ω at 900 MHz: both series-at-load networks',
      inputs: { frequency: 900, source_resistance: 50, load_resistance: 10, load_reactance: 0 },
      expect: { status: 'multiple_solutions', values: { solution_count: 2, 'solutions.0.topology': 'series-at-load', 'solutions.0.series.reactance_ohm': 20, 'solutions.0.shunt.susceptance_s': 0.04, 'solutions.0.q_factor': 2, 'solutions.0.response': 'low-pass', 'solutions.1.response': 'high-pass' }, rel: 1e-12 },
      source: 'Classic resistive L-match: Q = √(50/10 − 1) = 2, X_series = Q·R_low = 20 Ω, X_shunt = R_high/Q = 25 Ω (B = 0.04 S) — Bowick, RF Circuit Design, ch. 4.',
    },
    {
      name: 'Load already matched',
      inputs: { frequency: 100, source_resistance: 50, load_resistance: 50 },
      expect: { status: 'success', code: 'ALREADY_MATCHED', values: { solution_count: 1, 'solutions.0.series.component': 'none', 'solutions.0.shunt.component': 'none' } },
      source: 'ZL = Z0: no network is needed (both elements are zero).',
    },
    {
      name: 'Purely reactive load',
      inputs: { frequency: 100, load_resistance: 0, load_reactance: 30 },
      expect: { status: 'error', code: 'LOAD_RESISTANCE_MUST_BE_POSITIVE' },
      source: 'Lossless networks cannot make a resistance out of a pure reactance (RL = 0 stays on the rim of the Smith chart).',
    },
  ],
  limitations: ['Single-frequency, two-element L-sections only (no Pi/T networks for a chosen Q, no stub matching); real source impedance (absorb a source reactance into the first element yourself).'],
  compute(inp) {
    const f = frequencyHz('frequency', inp.frequency, inp.frequency_unit);
    if (isOutcome(f)) return f;
    const z0 = inp.source_resistance;
    const z0Error = requirePositive('source_resistance', z0, z0, 'SOURCE_RESISTANCE_MUST_BE_POSITIVE', 'Source / line impedance', '50');
    if (z0Error) return z0Error;
    if (inp.load_resistance === undefined) return missing('load_resistance', 'The load resistance RL is required.', 'Give load_resistance in Ω (and load_reactance, blank = 0), e.g. 200 and −100.');
    if (!(inp.load_resistance > 0)) {
      return fail('LOAD_RESISTANCE_MUST_BE_POSITIVE', 'load_resistance', `RL = ${inp.load_resistance} Ω: a lossless network can only match a load that absorbs power (RL > 0).`, 'Give the load resistance RL > 0 Ω (the real part of the measured load impedance).');
    }
    const omega = 2 * Math.PI * f;
    const load = complex(inp.load_resistance, inp.load_reactance);
    const found: Solution[] = [];
    for (const c of candidates(load, z0)) {
      const series = seriesElement(c.x, omega, z0);
      const shunt = shuntElement(c.b, omega, z0);
      const description =
        c.topology === 'shunt-at-load'
          ? `Load ‖ ${shunt.display}, then ${series.display} to the source`
          : `Load + ${series.display}, then ${shunt.display} across the source side`;
      const s: Solution = { topology: c.topology, description, response: response(series.component, shunt.component), series, shunt, q_factor: c.q };
      if (!found.some((t) => sameNetwork(t, s))) found.push(s);
    }
    // A load within the zero limits of Z0 needs nothing. Its other network is the conjugate one, whose
    // elements sit at the same noise floor (|X| = |XL|, |B| = 2|XL|/|ZL|²): listing it would be noise.
    const direct = found.find((s) => s.response === 'none');
    const solutions = direct ? [direct] : found;
    const warnings: Warning[] = direct
      ? [warning('ALREADY_MATCHED', `The load ${formatNumber(inp.load_resistance)} ${inp.load_reactance < 0 ? '−' : '+'} j${formatNumber(Math.abs(inp.load_reactance))} Ω already equals Z0 = ${formatNumber(z0)} Ω; no matching network is needed.`, undefined, 'info')]
        : [];
    const result = { solution_count: solutions.length, solutions, load_q: Math.abs(inp.load_reactance) / inp.load_resistance, frequency_hz: f };
    const formatted = solutions.map((s, i) => `${i + 1}: ${s.description}`).join('; ');
    return solutions.length > 1 ? multiple(result, { warnings, formatted }) : ok(result, { warnings, formatted });
  },
});
