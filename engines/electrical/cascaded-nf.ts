// Cascaded noise figure of any number of matched stages (Friis 1944):
// F = F1 + (F2 − 1)/G1 + (F3 − 1)/(G1·G2) + …, with the running NF and gain after each stage.
import * as z from 'zod/mini';
import { boundedList, splitList, type ListRule } from '../core/lists.ts';
import type { EngineError } from '../core/contract.ts';
import { defineEngine } from '../core/contract.ts';
import { formatNumber, numberFromText } from '../core/numeric.ts';
import { fail, ok } from '../core/outcome.ts';
import { excessNoiseFactor, nfDbFromExcess, noiseTemperature } from './_lib/rf-noise.ts';
import * as fast from '../core/fast-math.ts';

/** 50 stages: a receiver chain has a handful; each stage's running figures are listed in the answer. */
const STAGES: ListRule = { min: 1, max: 50, noun: 'stages', hint: 'combine stages into one (its total noise figure and gain) first' };

const stage = z.object({
  name: z.optional(z.string()),
  nf_db: z.number(),
  gain_db: z.number(),
});

const input = z.object({
  stages: boundedList(stage, STAGES),
});

const output = z.strictObject({
  nf_db: z.number(),
  noise_factor: z.number(),
  gain_db: z.number(),
  noise_temperature_k: z.number(),
  stage_count: z.number(),
  stages: z.array(
    z.strictObject({
      index: z.number(),
      name: z.optional(z.string()),
      nf_db: z.number(),
      gain_db: z.number(),
      cumulative_nf_db: z.number(),
      cumulative_gain_db: z.number(),
      noise_contribution: z.number(),
      contribution_pct: z.number(),
    }),
  ),
});

const FORMAT_HINT = 'Give stages as [{"nf_db": 1.5, "gain_db": 20}, …] or as text "1.5:20, 3:-3, 8:10" (noise figure dB : gain dB per stage, input side first).';

const badStages = (detail: string, field: string): EngineError => ({ code: 'INVALID_INPUT', field, detail, suggestion: FORMAT_HINT });

/** "1.5:20, 3:-3" or "1.5 20; 3 -3" (one stage per entry, optional "name=" prefix) → stage objects. */
function parseStageText(text: string): Record<string, unknown>[] | EngineError {
  const pairSep = text.includes(':') ? ':' : /[\s,]+/;
  const entrySep = text.includes(':') ? /[,;\n]+/ : /[;\n]+/;
  const split = splitList(text, entrySep, 'stages', STAGES);
  if (!Array.isArray(split)) return split;
  const entries = split.map((e) => e.trim());
  const stages: Record<string, unknown>[] = [];
  for (const [i, entry] of entries.entries()) {
    const eq = entry.indexOf('=');
    const name = eq >= 0 ? entry.slice(0, eq).trim() : undefined;
    const parts = (eq >= 0 ? entry.slice(eq + 1) : entry).trim().split(pairSep).map((p) => p.trim());
    const [nf, gain] = parts.map(numberFromText);
    if (parts.length !== 2 || nf === undefined || gain === undefined) return badStages(`Stage ${i + 1} ("${entry.slice(0, 40)}") is not a noise figure and a gain in dB.`, `stages.${i}`);
    stages.push({ ...(name ? { name } : {}), nf_db: nf, gain_db: gain });
  }
  return stages;
}

/** Accepts text lists (query strings, forms), [nf, gain] pairs, and {nf, gain} / numeric-string objects. */
function prepare(raw: Record<string, unknown>): Record<string, unknown> | EngineError {
  const s = raw.stages;
  if (typeof s === 'string') {
    if (s.trim() === '') return raw; // blank means missing: the shared layer reports MISSING_REQUIRED_INPUT
    const parsed = parseStageText(s);
    return Array.isArray(parsed) ? { ...raw, stages: parsed } : parsed;
  }
  if (!Array.isArray(s)) return raw;
  const stages: unknown[] = [];
  for (const [i, item] of s.entries()) {
    if (item === null || typeof item !== 'object') {
      stages.push(item); // the schema reports the wrong type with its field
      continue;
    }
    const o = item as Record<string | number, unknown>;
    const nf = Array.isArray(item) ? o[0] : (o.nf_db ?? o.nf);
    const gain = Array.isArray(item) ? o[1] : (o.gain_db ?? o.gain);
    // A stage without one of its two numbers is named precisely (the schema alone would only say "not a number").
    if (nf === undefined || nf === null || nf === '') return { code: 'MISSING_REQUIRED_INPUT', field: `stages.${i}.nf_db`, detail: `Stage ${i + 1} has no noise figure.`, suggestion: FORMAT_HINT };
    if (gain === undefined || gain === null || gain === '') return { code: 'MISSING_REQUIRED_INPUT', field: `stages.${i}.gain_db`, detail: `Stage ${i + 1} has no gain.`, suggestion: FORMAT_HINT };
    stages.push({ ...(Array.isArray(item) || o.name === undefined ? {} : { name: String(o.name) }), nf_db: numberFromText(nf) ?? nf, gain_db: numberFromText(gain) ?? gain });
  }
  return { ...raw, stages };
}

export const engine = defineEngine({
  id: 'cascaded-nf',
  area: 'electrical',
  title: 'Cascaded noise figure calculator (Friis)',
  description: 'Total noise figure, gain and noise temperature of a chain of RF stages (LNA, filter, mixer, IF amplifier…) by the Friis formula, with the running noise figure after each stage and each stage’s share of the noise.',
  keywords: ['cascaded noise figure', 'Friis formula', 'noise figure cascade', 'system noise figure', 'receiver noise figure', 'noise temperature', 'LNA', 'RF chain', 'gain lineup'],
  capability_id: 'electrical.rf.cascaded_nf',
  version: '1.1.1',
  page: 'electric',
  input,
  output,
  prepare,
  unit: 'dB',
  errors: ['NOISE_FIGURE_MUST_BE_NONNEGATIVE', 'TOO_MANY_VALUES'],
  warnings: [],
  formula: { id: 'cascaded-nf.friis', expression: 'F = F1 + (F2 − 1)/G1 + (F3 − 1)/(G1·G2) + … ;  NF = 10·log10 F;  Te = 290 K·(F − 1)', label: 'Friis formula for cascaded noise factor' },
  assumptions: [
    'Friis, "Noise figures of radio receivers", Proc. IRE 32 (1944): F = F1 + Σ (Fi − 1) / (G1…Gi−1), with noise factors F = 10^(NF/10) and available power gains G = 10^(gain/10) (linear, not dB).',
    'Stages are listed from the antenna/input side, are impedance-matched to each other and have the same noise bandwidth; a passive loss of L dB at 290 K has NF = L dB and gain −L dB.',
    'Noise figure is referred to T0 = 290 K (IEEE); noise_temperature_k = 290·(F − 1). noise_contribution of stage i is its term (Fi − 1)/(G1…Gi−1) of the excess noise F − 1, contribution_pct its share.',
    `1 to ${STAGES.max} stages; NF ≥ 0 dB per stage; gains may be negative (losses). IEEE-754 doubles, cumulative gain summed in dB.`,
  ],
  ui: {
    fields: {
      stages: { label: 'Stages, input first (noise figure dB : gain dB)', kind: 'rows', row: '[{name}=]{nf_db}:{gain_db}', help: 'One stage per row or "NF:gain" pairs separated by commas, e.g. 1.5:20, 2:-2, 8:10. Optional name: LNA=1.5:20.', placeholder: '1.5:20, 2:-2, 8:10' },
    },
    initial: { stages: 'LNA=1.5:20, Filter=2:-2, Mixer=8:-6, IF amp=4:30' },
    headline: 'nf_db',
    outputs: {
      nf_db: { label: 'Cascaded noise figure', unit: 'dB' },
      noise_factor: { label: 'Cascaded noise factor F' },
      gain_db: { label: 'Total gain', unit: 'dB' },
      noise_temperature_k: { label: 'Equivalent input noise temperature', unit: 'K' },
      stage_count: { label: 'Number of stages' },
      stages: {
        label: 'Stages, input first',
        columns: { name: { label: 'Stage' }, nf_db: { label: 'Noise figure', unit: 'dB' }, gain_db: { label: 'Gain', unit: 'dB' }, cumulative_nf_db: { label: 'Noise figure so far', unit: 'dB' }, cumulative_gain_db: { label: 'Gain so far', unit: 'dB' }, noise_contribution: { label: 'Added noise factor', reads: { as: 'digits', digits: 4 } }, contribution_pct: { label: 'Share of the added noise', unit: '%' } },
      },
    },
  },
  examples: [
    {
      name: 'Seven-stage radar receiver (MathWorks noisefigure example)',
      inputs: { stages: [[1.0, 15.0], [0.5, -0.5], [5.0, -7.0], [1.0, -1.0], [0.6, 15.0], [1.0, 20.0], [6.0, -5.0]] },
      expect: { status: 'success', values: { nf_db: 1.5252, gain_db: 36.5 }, abs: 5e-5 },
      source: 'MathWorks Phased Array System Toolbox, noisefigure() reference example: cnf = 1.5252 dB, cg = 36.5000 dB.',
    },
    {
      name: 'Amplifier, filter, LNA (MathWorks rfchain cumnoisefig example)',
      inputs: { stages: 'amp1=25:11, filt1=3:-3, lna1=5:7' },
      expect: { status: 'success', values: { 'stages.0.cumulative_nf_db': 25.0, 'stages.1.cumulative_nf_db': 25.0011, 'stages.2.cumulative_nf_db': 25.0058, gain_db: 15 }, abs: 5e-5 },
      source: 'MathWorks RF Toolbox, rfchain.cumnoisefig reference example: g = [11 −3 7], nf = [25 3 5] → 25.0000, 25.0011, 25.0058 dB.',
    },
    {
      name: 'Filter before the LNA, then filter and mixer',
      inputs: { stages: [{ name: 'Preselect filter', nf_db: 2, gain_db: -2 }, { name: 'LNA', nf_db: 1.5, gain_db: 18 }, { name: 'Filter', nf_db: 1, gain_db: -1 }, { name: 'Mixer', nf_db: 8, gain_db: -6 }] },
      expect: { status: 'success', values: { nf_db: 3.83, gain_db: 9 }, abs: 0.005 },
      source: 'RF View, "How to compute noise-figure cascade": F = 1.585 + 0.655 + 0.0065 + 0.168 = 2.414, NF = 3.83 dB.',
    },
    {
      name: 'Single stage equals its own noise figure',
      inputs: { stages: '3:10' },
      expect: { status: 'success', values: { nf_db: 3, gain_db: 10, noise_temperature_k: 288.6260713409751 /* 290 × (10^0.3 − 1), mathjs BigNumber */ }, rel: 1e-12 },
      source: 'Exact arithmetic: one stage, F = F1; Te = 290·(10^0.3 − 1) K = 288.63 K.',
    },
    {
      name: 'Negative stage noise figure',
      inputs: { stages: [{ nf_db: -1, gain_db: 20 }] },
      expect: { status: 'error', code: 'NOISE_FIGURE_MUST_BE_NONNEGATIVE' },
      source: 'IEEE definition: F ≥ 1 for every stage, so NF ≥ 0 dB.',
    },
    {
      name: 'No stages',
      inputs: { stages: [] },
      expect: { status: 'error', code: 'INVALID_INPUT' },
      source: 'A cascade needs at least one stage.',
    },
  ],
  limitations: ['Matched stages only: no mismatch between stages, no image-noise (SSB/DSB) correction for mixers, no bandwidth differences between stages; no IIP3 or compression cascade.'],
  compute(inp) {
    const rows: z.infer<typeof output>['stages'] = [];
    for (const [i, s] of inp.stages.entries()) {
      if (s.nf_db < 0) return fail('NOISE_FIGURE_MUST_BE_NONNEGATIVE', `stages.${i}.nf_db`, `Stage ${i + 1} has noise figure ${s.nf_db} dB; no stage can improve the SNR (F ≥ 1).`, 'Give each stage noise figure ≥ 0 dB; a passive loss of L dB has NF = L dB and gain −L dB.');
    }
    // Accumulate the excess noise F − 1 (not F) so that near-0 dB chains keep their precision.
    // In fast-math: three functions a stage, and 50 stages took 11 ms in det-math; dB figures need no correctly rounded last bit.
    let excess = 0;
    let gainBeforeDb = 0;
    for (const [i, s] of inp.stages.entries()) {
      // Each stage's excess noise referred to the input: (Fi − 1) / (G1…Gi−1); the first stage is not divided.
      const term = excessNoiseFactor(s.nf_db, fast) / fast.pow(10, gainBeforeDb / 10);
      if (!Number.isFinite(term)) return fail('NON_FINITE_RESULT', `stages.${i - 1}.gain_db`, `The total gain before stage ${i + 1} (${formatNumber(gainBeforeDb)} dB) is too small to refer its noise to the input.`, 'Check the stage gains: losses are negative dB, e.g. −3 for a 3 dB pad.');
      excess += term;
      gainBeforeDb += s.gain_db;
      rows.push({ index: i + 1, ...(s.name ? { name: s.name } : {}), nf_db: s.nf_db, gain_db: s.gain_db, cumulative_nf_db: nfDbFromExcess(excess, fast), cumulative_gain_db: gainBeforeDb, noise_contribution: term, contribution_pct: 0 });
    }
    for (const r of rows) r.contribution_pct = excess > 0 ? (100 * r.noise_contribution) / excess : 0;
    const factor = 1 + excess;
    const nf = nfDbFromExcess(excess, fast);
    return ok(
      { nf_db: nf, noise_factor: factor, gain_db: gainBeforeDb, noise_temperature_k: noiseTemperature(excess), stage_count: rows.length, stages: rows },
      { formatted: `NF = ${formatNumber(nf, 5)} dB, gain ${formatNumber(gainBeforeDb, 6)} dB` },
    );
  },
});
