// Transformer sizing: the load in kVA (from current and voltage, kW and power factor, or
// kVA), a growth/inrush margin, and the next standard rating (IEC R10 or IEEE C57.12.00).
import * as z from 'zod/mini';
import { defineEngine, type Warning } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { fail, ok, warning } from '../core/outcome.ts';
import { AC_PHASES, PHASE_CONVENTIONS, PHASE_SYNONYMS, phaseMultiplier, phaseOptions, powerFactorField, resolvePowerFactor, voltageGuard } from './_lib/phase-power.ts';
import { canonicalChoices, nonNegativeGuard, synonymsOf } from './_lib/power-inputs.ts';
import { requirePositive } from './_lib/rf-units.ts';
import * as det from '../core/det-math.ts';
import { SNAP_ASSUMPTION, reaches, smallestAtLeast } from './_lib/standard-snap.ts';

const MODES = ['current', 'power', 'apparent'] as const;
const STANDARDS = ['iec', 'ieee', 'none'] as const;
type Standard = (typeof STANDARDS)[number];

/** ISO 3 R10 preferred numbers, the series IEC 60076 practice takes rated powers from (… 100, 125, 160, 200, 250, 315, 400, 500, 630, 800 kVA …). */
const R10 = [1, 1.25, 1.6, 2, 2.5, 3.15, 4, 5, 6.3, 8];

/** IEEE Std C57.12.00 preferred continuous kVA ratings of distribution and power transformers. */
const IEEE_KVA = {
  single: [5, 10, 15, 25, 37.5, 50, 75, 100, 167, 250, 333, 500, 833, 1250, 1667, 2500, 3333, 5000, 6667, 8333, 10000, 12500, 16667, 20833, 25000, 33333],
  three: [15, 30, 45, 75, 112.5, 150, 225, 300, 500, 750, 1000, 1500, 2000, 2500, 3750, 5000, 7500, 10000, 12000, 15000, 20000, 25000, 30000, 37500, 50000, 60000, 75000, 100000],
} as const;

const input = z.object({
  phase: z._default(z.enum(AC_PHASES), 'single'),
  mode: z._default(z.enum(MODES), 'current'),
  voltage: z.optional(z.number().check(z.meta({ description: 'Secondary (load) voltage, V; line-to-line for three-phase' }))),
  current: z.optional(z.number().check(z.meta({ description: 'Load current (line current for three-phase), A' }))),
  load_kw: z.optional(z.number().check(z.meta({ description: 'Real power of the load, kW' }))),
  power_factor: powerFactorField,
  load_kva: z.optional(z.number().check(z.meta({ description: 'Apparent power of the load, kVA' }))),
  margin_pct: z._default(z.number(), 25).check(z.meta({ description: 'Allowance for growth, inrush and harmonics, %' })),
  standard: z._default(z.enum(STANDARDS), 'iec'),
});

const output = z.object({
  phase: z.enum(AC_PHASES),
  mode: z.enum(MODES),
  load_kva: z.number(),
  required_kva: z.number(),
  standard_kva: z.optional(z.number()),
  loading_pct: z.optional(z.number()),
  load_current: z.optional(z.number()),
  rated_current: z.optional(z.number()),
  power_factor: z.optional(z.number()),
});

const FORMULAS = {
  current: { id: 'transformer-sizing.current', expression: 'S = k·V·I / 1000 (k = 1 single-phase, √3 three-phase);  S_req = S·(1 + margin)', label: 'kVA from voltage and current' },
  power: { id: 'transformer-sizing.power', expression: 'S = P / PF;  S_req = S·(1 + margin)', label: 'kVA from real power and power factor' },
  apparent: { id: 'transformer-sizing.apparent', expression: 'S_req = S·(1 + margin)', label: 'kVA with margin' },
};

/** The smallest standard rating at or above `kva`, or undefined when the table has none (IEEE) or no standard is wanted. */
function standardRating(kva: number, standard: Standard, phase: (typeof AC_PHASES)[number]): number | undefined {
  if (standard === 'none') return undefined;
  if (standard === 'ieee') return smallestAtLeast(IEEE_KVA[phase], kva);
  // An overflowed requirement has no R10 value at or above it (the decade loop would never end); the
  // infinite required_kva is then reported as NON_FINITE_RESULT.
  if (!Number.isFinite(kva)) return undefined;
  for (let decade = Math.floor(det.log10(kva)) - 1; ; decade++) {
    for (const m of R10) {
      const r = Number((m * det.pow(10, decade)).toPrecision(12));
      if (reaches(r, kva)) return r;
    }
  }
}

const PHASE_FIELDS = ['margin_pct', 'standard'];

export const engine = defineEngine({
  id: 'transformer-sizing',
  area: 'electrical',
  title: 'Transformer sizing (kVA)',
  description:
    'Transformer size in kVA for a single-phase or three-phase load given as current and voltage, kW and power factor, or kVA, with a margin for growth and inrush, rounded up to the next standard rating (IEC R10 series or IEEE C57.12.00 table); with loading and full-load current.',
  keywords: ['transformer sizing calculator', 'transformer kVA calculator', 'what size transformer', 'kVA rating', 'three phase transformer size', 'single phase transformer size', 'standard transformer sizes', 'IEEE C57.12.00', 'IEC 60076', 'full load current'],
  capability_id: 'electrical.transformer_sizing',
  version: '1.0.0',
  page: 'electric',
  input,
  output,
  prepare: canonicalChoices({
    phase: Object.fromEntries(Object.entries(PHASE_SYNONYMS).filter(([, v]) => v !== 'dc')),
    mode: synonymsOf(MODES, { amps: 'current', a: 'current', kw: 'power', watts: 'power', kva: 'apparent', va: 'apparent' }),
    standard: synonymsOf(STANDARDS, { r10: 'iec', 'iec-60076': 'iec', ansi: 'ieee', c57: 'ieee', 'ieee-c57': 'ieee', nema: 'ieee', exact: 'none' }),
  }),
  unit: 'kVA',
  errors: [
    'APPARENT_POWER_MUST_BE_POSITIVE',
    'CURRENT_MUST_BE_POSITIVE',
    'MARGIN_MUST_BE_NONNEGATIVE',
    'POWER_FACTOR_OUT_OF_RANGE',
    'POWER_MUST_BE_POSITIVE',
    'VOLTAGE_MUST_BE_POSITIVE',
  ],
  warnings: ['NO_STANDARD_RATING'],
  formula: FORMULAS.current,
  assumptions: [
    PHASE_CONVENTIONS,
    'Load apparent power S = k·V·I/1000 kVA (k = 1 single-phase, √3 three-phase with line-to-line V and line current), or S = P/PF for a load in kW; a blank power factor means 1 with a note. Required rating S_req = S·(1 + margin/100); the default 25 % margin is a common design allowance for load growth and motor inrush (choose 0 for none).',
    'Standard ratings: IEC — the next ISO 3 R10 preferred number (… 100, 125, 160, 200, 250, 315, 400, 500, 630, 800, 1000 … kVA), the series IEC 60076 practice takes rated powers from; IEEE — the next preferred continuous rating of IEEE Std C57.12.00 (single-phase 5 … 33 333 kVA, three-phase 15 … 100 000 kVA). Outside the IEEE table no standard size is given (warning).',
    'Rated current of the chosen size I = S·1000/(k·V) at the given voltage. Continuous, balanced, sinusoidal load at rated ambient; no derating for harmonics (K-factor), altitude or ambient above the standard 30 °C average / 40 °C maximum.',
    SNAP_ASSUMPTION,
  ],
  ui: {
    fields: {
      phase: { label: 'Supply', options: phaseOptions(AC_PHASES) },
      mode: { label: 'Load given as', options: [{ value: 'current', label: 'Voltage and current' }, { value: 'power', label: 'kW and power factor' }, { value: 'apparent', label: 'kVA' }] },
      voltage: { label: 'Voltage (line-to-line for three-phase)', unit: 'V' },
      current: { label: 'Load current', unit: 'A' },
      load_kw: { label: 'Load real power', unit: 'kW' },
      power_factor: { label: 'Power factor', help: '0 < PF ≤ 1; blank means 1.' },
      load_kva: { label: 'Load apparent power', unit: 'kVA' },
      margin_pct: { label: 'Margin for growth and inrush', unit: '%' },
      standard: { label: 'Standard sizes', options: [{ value: 'iec', label: 'IEC (R10: 100, 125, 160, 200, 250 … kVA)' }, { value: 'ieee', label: 'IEEE C57.12.00 (15, 25, 37.5, 50, 75 … kVA)' }, { value: 'none', label: 'No rounding' }] },
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'current', label: 'Volts and amps', fields: ['voltage', 'current', ...PHASE_FIELDS] },
          { value: 'power', label: 'kW and PF', fields: ['load_kw', 'power_factor', 'voltage', ...PHASE_FIELDS] },
          { value: 'apparent', label: 'kVA', fields: ['load_kva', 'voltage', ...PHASE_FIELDS] },
        ],
      },
      {
        field: 'phase',
        tabs: [
          { value: 'single', label: 'Single-phase', fields: [] },
          { value: 'three', label: 'Three-phase', fields: [] },
        ],
      },
    ],
    initial: { phase: 'single', mode: 'current', voltage: 240, current: 50, margin_pct: 25, standard: 'ieee' },
    headline: 'standard_kva',
    outputs: {
      required_kva: { label: 'Required rating with margin', unit: 'kVA' },
      standard_kva: { label: 'Standard transformer rating', unit: 'kVA' },
      loading_pct: { label: 'Loading of the standard rating', unit: '%' },
      load_current: { label: 'Load current (line current for three-phase)', unit: 'A' },
      rated_current: { label: 'Full-load current of the standard rating', unit: 'A' },
    },
  },
  examples: [
    {
      name: 'Single-phase 240 V, 50 A, 25 % margin, IEEE sizes',
      inputs: { phase: 'single', mode: 'current', voltage: 240, current: 50, margin_pct: 25, standard: 'ieee' },
      expect: { status: 'success', values: { load_kva: 12, required_kva: 15, standard_kva: 15, loading_pct: 80, rated_current: 62.5 }, rel: 1e-12 },
      source: 'Exact arithmetic: kVA = V × I / 1000 = 12 kVA, × 1.25 = 15 kVA, a preferred single-phase rating of IEEE C57.12.00.',
    },
    {
      name: 'Three-phase 480 V, 100 A, 25 % margin, IEEE sizes',
      inputs: { phase: 'three', mode: 'current', voltage: 480, current: 100, margin_pct: 25, standard: 'ieee' },
      expect: { status: 'success', values: { load_kva: 48 * Math.sqrt(3), required_kva: 60 * Math.sqrt(3), standard_kva: 112.5 }, rel: 1e-12 },
      source: 'Exact arithmetic: kVA = √3 × 480 × 100 / 1000 = 83.14 kVA, × 1.25 = 103.9 kVA → 112.5 kVA (IEEE C57.12.00 three-phase list 75, 112.5, 150).',
    },
    {
      name: '80 kW at PF 0.8, three-phase 400 V, 20 % margin, IEC sizes',
      inputs: { phase: 'three', mode: 'power', load_kw: 80, power_factor: 0.8, voltage: 400, margin_pct: 20, standard: 'iec' },
      expect: { status: 'success', values: { load_kva: 100, required_kva: 120, standard_kva: 125, rated_current: 125000 / (400 * Math.sqrt(3)), load_current: 100000 / (400 * Math.sqrt(3)) }, rel: 1e-12 },
      source: 'Exact arithmetic: 80/0.8 = 100 kVA, × 1.2 = 120 → 125 kVA (R10); I = 125 kVA/(√3 × 400 V).',
    },
    {
      name: 'Power factor above 1',
      inputs: { phase: 'single', mode: 'power', load_kw: 10, power_factor: 1.2 },
      expect: { status: 'error', code: 'POWER_FACTOR_OUT_OF_RANGE' },
      source: 'Spec: an explicit power factor must lie in (0, 1].',
    },
  ],
  limitations: ['Sizing by continuous load only; no short-circuit, voltage-regulation, harmonic (K-factor) or motor-starting voltage-dip check.'],
  compute(inp) {
    const warnings: Warning[] = [];
    const k = phaseMultiplier(inp.phase);
    const badM = nonNegativeGuard(inp.margin_pct, 'margin_pct', 'margin', '%');
    if (badM) return badM;
    if (inp.voltage !== undefined) {
      const badV = voltageGuard(inp.voltage, 'voltage');
      if (badV) return badV;
    }

    let loadKva: number;
    let pf: number | undefined;
    if (inp.mode === 'current') {
      for (const f of ['voltage', 'current'] as const) {
        if (inp[f] === undefined) return fail('MISSING_REQUIRED_INPUT', f, 'A load given in amps needs the voltage and the current.', `Give ${f} (${f === 'voltage' ? 'V, line-to-line for three-phase' : 'A'}), or switch mode to "power" or "apparent".`);
      }
      const badI = requirePositive('current', inp.current!, inp.current!, 'CURRENT_MUST_BE_POSITIVE', 'Load current', '50 A');
      if (badI) return badI;
      loadKva = (k * inp.voltage! * inp.current!) / 1000;
    } else if (inp.mode === 'power') {
      if (inp.load_kw === undefined) return fail('MISSING_REQUIRED_INPUT', 'load_kw', 'A load given as real power needs the kW.', 'Give load_kw (and power_factor), or switch mode.');
      const badP = requirePositive('load_kw', inp.load_kw, inp.load_kw, 'POWER_MUST_BE_POSITIVE', 'Load power', '10 kW');
      if (badP) return badP;
      const resolved = resolvePowerFactor(inp.phase, inp.power_factor, { field: 'power_factor' });
      if (!resolved.ok) return resolved.outcome;
      pf = resolved.pf;
      warnings.push(...resolved.warnings);
      loadKva = inp.load_kw / pf;
    } else {
      if (inp.load_kva === undefined) return fail('MISSING_REQUIRED_INPUT', 'load_kva', 'A load given as apparent power needs the kVA.', 'Give load_kva, or switch mode.');
      const badS = requirePositive('load_kva', inp.load_kva, inp.load_kva, 'APPARENT_POWER_MUST_BE_POSITIVE', 'Load apparent power', '10 kVA');
      if (badS) return badS;
      loadKva = inp.load_kva;
    }

    const required = loadKva * (1 + inp.margin_pct / 100);
    const rating = standardRating(required, inp.standard, inp.phase);
    if (rating === undefined && inp.standard === 'ieee') {
      const table = IEEE_KVA[inp.phase];
      warnings.push(warning('NO_STANDARD_RATING', `${formatNumber(required, 4)} kVA is ${required > table[table.length - 1] ? 'above the largest' : 'below the smallest'} ${inp.phase}-phase rating of IEEE C57.12.00 (${formatNumber(table[0])} … ${formatNumber(table[table.length - 1])} kVA).`, required > table[table.length - 1] ? 'Split the load between transformers, or specify a custom power transformer.' : 'Use a small dry-type or control transformer sized from its catalogue.'));
    }
    const perKva = (s: number) => (s * 1000) / (k * inp.voltage!);
    return ok(
      {
        phase: inp.phase,
        mode: inp.mode,
        load_kva: loadKva,
        required_kva: required,
        ...(rating === undefined ? {} : { standard_kva: rating, loading_pct: (100 * loadKva) / rating }),
        ...(inp.voltage === undefined ? {} : { load_current: perKva(loadKva), ...(rating === undefined ? {} : { rated_current: perKva(rating) }) }),
        ...(pf === undefined ? {} : { power_factor: pf }),
      },
      {
        warnings,
        formula: FORMULAS[inp.mode],
        formatted: rating === undefined ? `${formatNumber(required, 4)} kVA required` : `${formatNumber(rating)} kVA (load ${formatNumber(loadKva, 4)} kVA + ${formatNumber(inp.margin_pct)} % = ${formatNumber(required, 4)} kVA)`,
      },
    );
  },
});
