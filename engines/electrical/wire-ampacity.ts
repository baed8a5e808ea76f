// Conductor ampacity from NEC Table 310.16 (2020 and 2023 editions): copper or
// aluminum, 60/75/90 °C insulation, corrected for ambient temperature (Table
// 310.15(B)(1)) and for more than three current-carrying conductors (Table
// 310.15(C)(1)), limited by the terminations (110.14(C)) and the small-conductor
// overcurrent limits of 240.4(D). Either the ampacity of a size, or the smallest
// size that carries a load.
import * as z from 'zod/mini';
import { defineEngine, type Warning } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { fail, missing, ok } from '../core/outcome.ts';
import { wholeNumber } from '../core/whole-number.ts';
import { unusedInputsWarning } from './_lib/input-combinations.ts';
import { reaches } from './_lib/standard-snap.ts';

const MODES = ['ampacity', 'size'] as const;
const MATERIALS = ['copper', 'aluminum'] as const;
const RATINGS = ['60', '75', '90'] as const;
type Material = (typeof MATERIALS)[number];
type Rating = (typeof RATINGS)[number];
const COLUMN: Record<Rating, 0 | 1 | 2> = { '60': 0, '75': 1, '90': 2 };

/** A row of Table 310.16: the size as printed, its area in kcmil (for ordering), and [60, 75, 90 °C] amperes per material (null: not listed). */
interface Row {
  size: string;
  awg: boolean;
  copper: readonly [number, number, number];
  aluminum: readonly [number, number, number] | null;
}

/**
 * NFPA 70 (NEC) 2020 and 2023, Table 310.16: allowable ampacities of insulated conductors rated up to and including
 * 2000 V, 60 °C through 90 °C, not more than three current-carrying conductors in raceway, cable or earth, based on an
 * ambient temperature of 30 °C. Columns [60 °C, 75 °C, 90 °C]; aluminum and copper-clad aluminum starts at 12 AWG.
 * (18 and 16 AWG copper appear in the 90 °C column only and are left out: see limitations.)
 */
const TABLE_310_16: readonly Row[] = [
  { size: '14', awg: true, copper: [15, 20, 25], aluminum: null },
  { size: '12', awg: true, copper: [20, 25, 30], aluminum: [15, 20, 25] },
  { size: '10', awg: true, copper: [30, 35, 40], aluminum: [25, 30, 35] },
  { size: '8', awg: true, copper: [40, 50, 55], aluminum: [35, 40, 45] },
  { size: '6', awg: true, copper: [55, 65, 75], aluminum: [40, 50, 55] },
  { size: '4', awg: true, copper: [70, 85, 95], aluminum: [55, 65, 75] },
  { size: '3', awg: true, copper: [85, 100, 115], aluminum: [65, 75, 85] },
  { size: '2', awg: true, copper: [95, 115, 130], aluminum: [75, 90, 100] },
  { size: '1', awg: true, copper: [110, 130, 145], aluminum: [85, 100, 115] },
  { size: '1/0', awg: true, copper: [125, 150, 170], aluminum: [100, 120, 135] },
  { size: '2/0', awg: true, copper: [145, 175, 195], aluminum: [115, 135, 150] },
  { size: '3/0', awg: true, copper: [165, 200, 225], aluminum: [130, 155, 175] },
  { size: '4/0', awg: true, copper: [195, 230, 260], aluminum: [150, 180, 205] },
  { size: '250', awg: false, copper: [215, 255, 290], aluminum: [170, 205, 230] },
  { size: '300', awg: false, copper: [240, 285, 320], aluminum: [195, 230, 260] },
  { size: '350', awg: false, copper: [260, 310, 350], aluminum: [210, 250, 280] },
  { size: '400', awg: false, copper: [280, 335, 380], aluminum: [225, 270, 305] },
  { size: '500', awg: false, copper: [320, 380, 430], aluminum: [260, 310, 350] },
  { size: '600', awg: false, copper: [350, 420, 475], aluminum: [285, 340, 385] },
  { size: '700', awg: false, copper: [385, 460, 520], aluminum: [315, 375, 425] },
  { size: '750', awg: false, copper: [400, 475, 535], aluminum: [320, 385, 435] },
  { size: '800', awg: false, copper: [410, 490, 555], aluminum: [330, 395, 445] },
  { size: '900', awg: false, copper: [435, 520, 585], aluminum: [355, 425, 480] },
  { size: '1000', awg: false, copper: [455, 545, 615], aluminum: [375, 445, 500] },
  { size: '1250', awg: false, copper: [495, 590, 665], aluminum: [405, 485, 545] },
  { size: '1500', awg: false, copper: [525, 625, 705], aluminum: [435, 520, 585] },
  { size: '1750', awg: false, copper: [545, 650, 735], aluminum: [455, 545, 615] },
  { size: '2000', awg: false, copper: [555, 665, 750], aluminum: [470, 560, 630] },
];

/**
 * Table 310.15(B)(1) (2020; 310.15(B)(1)(1) in 2023): ambient temperature correction factors based on 30 °C. Each row
 * covers ambients up to `upTo` °C (the first row: 10 °C or less); factors [60, 75, 90 °C], null where the table has a dash
 * (the conductor may not be used at that ambient).
 */
const AMBIENT_310_15_B_1: readonly { upTo: number; label: string; f: readonly [number | null, number | null, number | null] }[] = [
  { upTo: 10, label: '10 °C or less', f: [1.29, 1.2, 1.15] },
  { upTo: 15, label: '11–15 °C', f: [1.22, 1.15, 1.12] },
  { upTo: 20, label: '16–20 °C', f: [1.15, 1.11, 1.08] },
  { upTo: 25, label: '21–25 °C', f: [1.08, 1.05, 1.04] },
  { upTo: 30, label: '26–30 °C', f: [1, 1, 1] },
  { upTo: 35, label: '31–35 °C', f: [0.91, 0.94, 0.96] },
  { upTo: 40, label: '36–40 °C', f: [0.82, 0.88, 0.91] },
  { upTo: 45, label: '41–45 °C', f: [0.71, 0.82, 0.87] },
  { upTo: 50, label: '46–50 °C', f: [0.58, 0.75, 0.82] },
  { upTo: 55, label: '51–55 °C', f: [0.41, 0.67, 0.76] },
  { upTo: 60, label: '56–60 °C', f: [null, 0.58, 0.71] },
  { upTo: 65, label: '61–65 °C', f: [null, 0.47, 0.65] },
  { upTo: 70, label: '66–70 °C', f: [null, 0.33, 0.58] },
  { upTo: 75, label: '71–75 °C', f: [null, null, 0.5] },
  { upTo: 80, label: '76–80 °C', f: [null, null, 0.41] },
  { upTo: 85, label: '81–85 °C', f: [null, null, 0.29] },
];

/** Table 310.15(C)(1): adjustment factors for more than three current-carrying conductors, [up to n conductors, factor]. */
const ADJUSTMENT_310_15_C_1: readonly [number, number][] = [
  [3, 1],
  [6, 0.8],
  [9, 0.7],
  [20, 0.5],
  [30, 0.45],
  [40, 0.4],
  [Number.POSITIVE_INFINITY, 0.35],
];

/** 240.4(D): the overcurrent protection of small conductors shall not exceed these, after any correction and adjustment. */
const SMALL_CONDUCTOR_240_4_D: Record<Material, Partial<Record<string, number>>> = {
  copper: { '14': 15, '12': 20, '10': 30 },
  aluminum: { '12': 15, '10': 25 },
};

/** Insulation types of Table 310.4(1) that people type instead of a temperature, with their rating (dry and wet where both are the same). */
const INSULATION_TYPES: Record<string, Rating> = {
  TW: '60',
  UF: '60',
  THW: '75',
  THWN: '75',
  RHW: '75',
  USE: '75',
  THHN: '90',
  'THWN-2': '90',
  'THW-2': '90',
  'XHHW-2': '90',
  'RHW-2': '90',
  'USE-2': '90',
};

/** 75 °C, '75C', '75 °C', 'THHN' → '75' / '90'; anything else is left for the schema to refuse. */
function ratingOf(v: unknown): unknown {
  if (typeof v === 'number') return String(v);
  if (typeof v !== 'string') return v;
  const t = v.trim().toUpperCase();
  const deg = /^(60|75|90)\s*(°\s*C|C|DEG\s*C)?$/.exec(t);
  if (deg) return deg[1];
  return INSULATION_TYPES[t] ?? v;
}

const sizeLabel = (row: Row) => (row.awg ? `${row.size} AWG` : `${row.size} kcmil`);

/** The aught sizes written as zeros: 0 = 1/0 … 0000 = 4/0. */
const AUGHTS: Record<string, string> = { '0': '1/0', '00': '2/0', '000': '3/0', '0000': '4/0' };

type Parsed = { ok: true; row: Row } | { ok: false; code: 'INVALID_GAUGE' | 'GAUGE_OUT_OF_RANGE'; detail: string };

/** '12', 12, '#12', '12 AWG', '4/0', '0000', '250', '250 kcmil', '250 MCM' → its row of Table 310.16. */
function parseSize(v: string | number): Parsed {
  const text = String(v).trim().toLowerCase().replace(/^#\s*/, '').replace(/\s*(awg|ga|gauge|kcmil|mcm)$/, '').trim();
  const size = AUGHTS[text] ?? text;
  if (!/^(\d+|[1-4]\/0)$/.test(size)) return { ok: false, code: 'INVALID_GAUGE', detail: `"${String(v)}" is not a conductor size.` };
  const normal = size.includes('/') ? size : String(Number(size));
  const row = TABLE_310_16.find((r) => r.size === normal);
  if (!row) return { ok: false, code: 'GAUGE_OUT_OF_RANGE', detail: `${String(v)} is not a size of NEC Table 310.16 (14, 12, 10, 8, 6, 4, 3, 2, 1 AWG, 1/0 … 4/0 AWG, 250 … 2000 kcmil).` };
  return { ok: true, row };
}

interface Rated {
  row: Row;
  table: number;
  corrected: number;
  termination?: number;
  ampacity: number;
  ocpd?: number;
  usable: number;
  limitedBy: 'ampacity' | 'termination' | '240.4(D)';
}

/** The allowable ampacity of one row under the conditions, or null when the row has no value in the columns asked for. */
function rate(row: Row, material: Material, insulation: Rating, factor: number, termination: Rating | undefined): Rated | null {
  const amps = row[material];
  if (!amps) return null;
  const table = amps[COLUMN[insulation]];
  const corrected = table * factor;
  const term = termination === undefined ? undefined : amps[COLUMN[termination]];
  const ampacity = term === undefined ? corrected : Math.min(corrected, term);
  const ocpd = SMALL_CONDUCTOR_240_4_D[material][row.size];
  const usable = ocpd === undefined ? ampacity : Math.min(ampacity, ocpd);
  const limitedBy = ocpd !== undefined && ocpd < ampacity ? '240.4(D)' : term !== undefined && term < corrected ? 'termination' : 'ampacity';
  return { row, table, corrected, ...(term === undefined ? {} : { termination: term }), ampacity, ...(ocpd === undefined ? {} : { ocpd }), usable, limitedBy };
}

const output = z.strictObject({
  mode: z.enum(MODES),
  size: z.string(),
  material: z.enum(MATERIALS),
  insulation_C: z.number(),
  current: z.optional(z.number()),
  table_ampacity: z.number(),
  ambient_factor: z.number(),
  adjustment_factor: z.number(),
  corrected_ampacity: z.number(),
  termination_ampacity: z.optional(z.number()),
  ampacity: z.number(),
  ocpd_limit: z.optional(z.number()),
  max_current: z.number(),
  limited_by: z.enum(['ampacity', 'termination', '240.4(D)']),
});

const FORMULAS = {
  ampacity: { id: 'wire-ampacity.ampacity', expression: 'I = min(I_310.16 × k_ambient × k_bundle, I_termination);  usable = min(I, 240.4(D) limit)', label: 'Allowable ampacity of a conductor (NEC 310.16, 310.15)' },
  size: { id: 'wire-ampacity.size', expression: 'smallest size with min(I_310.16 × k_ambient × k_bundle, I_termination, 240.4(D) limit) ≥ load', label: 'Smallest conductor for a load (NEC 310.16, 310.15, 240.4(D))' },
};

export const engine = defineEngine({
  id: 'wire-ampacity',
  area: 'electrical',
  title: 'Wire ampacity calculator (NEC 310.16)',
  description:
    'How many amps a wire can carry, or which wire size a load needs: copper or aluminum conductors 14 AWG to 2000 kcmil with 60, 75 or 90 °C insulation, from NEC Table 310.16 (2020/2023), corrected for ambient temperature and for more than three current-carrying conductors, limited by the terminal rating and the 240.4(D) breaker limits of 14, 12 and 10 AWG.',
  keywords: [
    'wire ampacity', 'ampacity', 'ampacity chart', 'wire size for amps', 'wire gauge for amps', 'what size wire', 'what gauge wire',
    'amps per wire gauge', 'wire amp rating', 'how many amps can wire carry', 'wire size calculator', 'conductor size', 'cable size',
    'NEC 310.16', 'NEC ampacity table', 'Table 310.15(B)(16)', 'breaker size wire', 'THHN ampacity', 'derating', 'ambient correction',
    'current-carrying conductors', '240.4(D)', 'aluminum wire ampacity', 'copper wire ampacity', 'kcmil', 'MCM',
  ],
  capability_id: 'electrical.wire_ampacity',
  version: '1.0.0',
  page: 'wire',
  input: z.object({
    mode: z._default(z.enum(MODES), 'ampacity'),
    size: z.optional(z.union([z.string(), z.number()]).check(z.meta({ description: 'Conductor size: 14 … 1 AWG, 1/0 … 4/0 (or 0 … 0000), 250 … 2000 kcmil; e.g. 12, "4/0", "250 kcmil"' }))),
    current: z.optional(z.number().check(z.meta({ description: 'Load current in A (mode size)' }))),
    material: z._default(z.enum(MATERIALS), 'copper'),
    insulation: z._default(z.enum(RATINGS), '75'),
    ambient: z._default(z.number(), 30),
    conductors: z._default(wholeNumber({ min: 1, max: 1000, example: 3, description: 'Current-carrying conductors in the raceway or cable' }), 3),
    termination: z.optional(z.enum(RATINGS)),
  }),
  prepare: (raw) => {
    const out = { ...raw };
    if (Object.hasOwn(out, 'insulation')) out.insulation = ratingOf(out.insulation);
    if (Object.hasOwn(out, 'termination')) out.termination = ratingOf(out.termination);
    if (typeof out.material === 'string') out.material = ({ cu: 'copper', al: 'aluminum', aluminium: 'aluminum' } as Record<string, string>)[out.material.trim().toLowerCase()] ?? out.material;
    return out;
  },
  output,
  unit: 'A',
  errors: ['CURRENT_MUST_BE_POSITIVE', 'GAUGE_OUT_OF_RANGE', 'INVALID_GAUGE', 'TARGET_NOT_REACHABLE', 'TEMPERATURE_OUT_OF_RANGE'],
  warnings: ['INPUT_IGNORED'],
  formula: FORMULAS.ampacity,
  assumptions: [
    'Ampacities from NFPA 70, National Electrical Code 2020 and 2023, Table 310.16: insulated conductors rated up to 2000 V, not more than three current-carrying conductors in a raceway, cable or earth (directly buried), 30 °C ambient; copper or aluminum/copper-clad aluminum, insulation rated 60 °C (TW, UF), 75 °C (THW, THWN, RHW, USE, XHHW wet) or 90 °C (THHN, THWN-2, XHHW-2, RHW-2). The table did not change between the two editions (2017 and earlier numbered it 310.15(B)(16)).',
    'Ambient correction: Table 310.15(B)(1) (2023: 310.15(B)(1)(1)), factors based on 30 °C, read in the insulation’s column; the rows are whole degrees (26–30, 31–35 …), and an ambient between two rows (30.5 °C) takes the warmer row. Where the table has a dash (e.g. 60 °C insulation above 55 °C) the conductor may not be used: TEMPERATURE_OUT_OF_RANGE.',
    'More than three current-carrying conductors in a raceway or cable (longer than 24 in): Table 310.15(C)(1), 4–6 → 80 %, 7–9 → 70 %, 10–20 → 50 %, 21–30 → 45 %, 31–40 → 40 %, 41 and above → 35 %, applied after the ambient correction. Count the conductors yourself (310.15(E), (F): a neutral carrying only unbalanced current and grounding conductors are not counted).',
    'Termination: when a terminal rating is given, the ampacity is also limited to the uncorrected Table 310.16 value of that temperature column (110.14(C)): equipment for circuits of 100 A or less or 14–1 AWG is 60 °C unless marked 75 °C; above 100 A 75 °C. The corrected and adjusted ampacity of a 90 °C conductor may then be used, but never above the terminal column.',
    '240.4(D): the overcurrent protection of 14 AWG copper shall not exceed 15 A, 12 AWG copper 20 A, 10 AWG copper 30 A, 12 AWG aluminum 15 A and 10 AWG aluminum 25 A, after any correction and adjustment; max_current = min(ampacity, that limit) is the largest load (and breaker) the size serves.',
    'Size mode: the smallest size of Table 310.16 whose max_current reaches the load (a value within a relative 1e-9 counts as reaching it). For a continuous load give 125 % of it (210.19(A)(1), 215.2(A)(1)).',
  ],
  ui: {
    fields: {
      mode: { label: 'Calculate', options: [{ value: 'ampacity', label: 'Ampacity of a wire size' }, { value: 'size', label: 'Wire size for a current' }] },
      size: { label: 'Wire size', kind: 'text', unit: 'AWG', placeholder: '12, 4/0 or 250 kcmil', help: '14 … 1 AWG, 1/0 … 4/0, 250 … 2000 kcmil' },
      current: { label: 'Load current', unit: 'A', typical: ['1 A', '2000 A'], help: 'For a continuous load (3 h or more) give 125 % of it.' },
      material: { label: 'Conductor', options: [{ value: 'copper', label: 'Copper' }, { value: 'aluminum', label: 'Aluminum (or copper-clad aluminum)' }] },
      insulation: {
        label: 'Insulation rating',
        options: [
          { value: '60', label: '60 °C (TW, UF; NM cable per 334.80)' },
          { value: '75', label: '75 °C (THW, THWN, RHW, USE)' },
          { value: '90', label: '90 °C (THHN, THWN-2, XHHW-2)' },
        ],
      },
      ambient: { label: 'Ambient temperature', unit: '°C', help: 'NEC tables are based on 30 °C (86 °F).' },
      conductors: { label: 'Current-carrying conductors in the raceway or cable', kind: 'integer', min: 1, step: 1 },
      termination: {
        label: 'Terminal rating',
        blank: 'not applied',
        options: [
          { value: '60', label: '60 °C (≤ 100 A or 14–1 AWG, unmarked)' },
          { value: '75', label: '75 °C (marked 75 °C, or > 100 A)' },
          { value: '90', label: '90 °C' },
        ],
      },
    },
    tabs: [
      {
        field: 'mode',
        tabs: [
          { value: 'ampacity', label: 'Amps for a size', fields: ['size', 'material', 'insulation', 'ambient', 'conductors', 'termination'] },
          { value: 'size', label: 'Size for amps', fields: ['current', 'material', 'insulation', 'ambient', 'conductors', 'termination'] },
        ],
      },
    ],
    initial: { mode: 'ampacity', size: '12', material: 'copper', insulation: '75', ambient: 30, conductors: 3 },
    headline: 'ampacity',
    headlines: { size: 'size' },
    outputs: {
      size: { label: 'Wire size' },
      current: { label: 'Load current', unit: 'A' },
      insulation_C: { label: 'Insulation rating', unit: '°C' },
      table_ampacity: { label: 'Table 310.16 ampacity', unit: 'A' },
      ambient_factor: { label: 'Ambient correction factor (Table 310.15(B)(1))' },
      adjustment_factor: { label: 'Adjustment for conductors in the raceway (Table 310.15(C)(1))' },
      corrected_ampacity: { label: 'Corrected and adjusted ampacity', unit: 'A' },
      termination_ampacity: { label: 'Terminal column limit (110.14(C))', unit: 'A' },
      ampacity: { label: 'Allowable ampacity', unit: 'A' },
      ocpd_limit: { label: 'Maximum overcurrent protection (240.4(D))', unit: 'A' },
      max_current: { label: 'Largest load and breaker for this size', unit: 'A' },
      limited_by: { label: 'Limited by' },
    },
  },
  examples: [
    {
      name: '12 AWG copper THHN (90 °C): 30 A in the table, 20 A breaker',
      inputs: { size: '12', insulation: '90' },
      expect: { status: 'success', values: { table_ampacity: 30, ampacity: 30, ocpd_limit: 20, max_current: 20 } },
      source: 'NFPA 70 (NEC) 2023, Table 310.16: 12 AWG copper 20/25/30 A at 60/75/90 °C; 240.4(D)(5): 12 AWG copper protected at no more than 20 A.',
    },
    {
      name: '10 THHN, four current-carrying conductors: 32 A',
      inputs: { size: '10', insulation: '90', conductors: 4 },
      expect: { status: 'success', values: { table_ampacity: 40, adjustment_factor: 0.8, ampacity: 32 } },
      source: 'EC&M "Code Q&A" (ecmweb.com/qampa/code-qa-112): 10 THHN is 40 A at 90 °C; four current-carrying conductors, factor 0.80; 40 A × 0.80 = 32 A.',
    },
    {
      name: 'Nine 12 THHN in one raceway: 21 A',
      inputs: { size: '12', insulation: '90', conductors: 9 },
      expect: { status: 'success', values: { adjustment_factor: 0.7, ampacity: 21 } },
      source: 'EC&M Code Quiz (Stallcup, ecmweb.com/content/quizzes-code-23): nine No. 12 THHN copper, 30 A × 70 % = 21 A.',
    },
    {
      name: 'Thirty 12 THHN in one raceway: 13.5 A',
      inputs: { size: '12', insulation: '90', conductors: 30 },
      expect: { status: 'success', values: { adjustment_factor: 0.45, ampacity: 13.5 } },
      source: 'EC&M Code Quiz 6 (ecmweb.com/quizzes/code-quiz-6): 30 current-carrying 12 THHN, 30 A × 0.45 = 13.5 A.',
    },
    {
      name: 'Six 14 THHN at 105 °F (40.6 °C): 17.4 A',
      inputs: { size: '14', insulation: '90', conductors: 6, ambient: 40.6 },
      expect: { status: 'success', values: { ambient_factor: 0.87, adjustment_factor: 0.8, ampacity: 17.4 } },
      source: 'EC&M Code Quiz (Stallcup, ecmweb.com/content/quizzes-code-23): six No. 14 THHN through 105 °F, 25 A × 0.87 × 0.80 = 17.4 A.',
    },
    {
      name: 'Wire size for 20 A, copper, 75 °C: 12 AWG (14 AWG stops at 15 A)',
      inputs: { mode: 'size', current: 20 },
      expect: { status: 'success', values: { size: '12 AWG', table_ampacity: 25, max_current: 20 } },
      source: 'NEC 2023 Table 310.16 (14 AWG copper 20 A, 12 AWG 25 A at 75 °C) and 240.4(D)(3), (5): 14 AWG copper at most 15 A, 12 AWG 20 A.',
    },
    {
      name: 'Wire size for 200 A, aluminum, 75 °C: 4/0 is 180 A, so 250 kcmil',
      inputs: { mode: 'size', current: 200, material: 'aluminum' },
      expect: { status: 'success', values: { size: '250 kcmil', table_ampacity: 205 } },
      source: 'NEC 2023 Table 310.16, aluminum 75 °C column: 4/0 AWG 180 A, 250 kcmil 205 A.',
    },
    {
      name: '60 °C insulation at 60 °C ambient',
      inputs: { size: '12', insulation: '60', ambient: 60 },
      expect: { status: 'error', code: 'TEMPERATURE_OUT_OF_RANGE' },
      source: 'NEC Table 310.15(B)(1): no factor (a dash) for 60 °C conductors above 55 °C.',
    },
    {
      name: '14 AWG aluminum is not in the table',
      inputs: { size: '14', material: 'aluminum' },
      expect: { status: 'error', code: 'GAUGE_OUT_OF_RANGE' },
      source: 'NEC Table 310.16: the aluminum columns start at 12 AWG.',
    },
  ],
  limitations: [
    'Table 310.16 only (raceway, cable or earth): no free-air (310.17), messenger or high-temperature tables, no engineering supervision (310.14(B)), no rooftop temperature adders, no IEC 60364-5-52.',
    '18 and 16 AWG (fixture and control wiring, 240.4(D)(1), (2)) are not included; nor the next-higher-standard-breaker rule of 240.4(B) or the dwelling service sizing of 310.12.',
    'Voltage drop is not considered: for long runs check it with the voltage-drop calculator.',
    'It does not count conductors for you (neutrals, grounding conductors, harmonics); the number of current-carrying conductors is an input.',
  ],
  related: ['awg-to-mm', 'voltage-drop'],
  compute(inp) {
    const warnings: Warning[] = [];
    if (!(inp.ambient > -273.15)) return fail('TEMPERATURE_OUT_OF_RANGE', 'ambient', `${formatNumber(inp.ambient)} °C is at or below absolute zero (−273.15 °C).`, 'Give the ambient temperature in °C, e.g. 30.');
    const col = COLUMN[inp.insulation];
    const row = AMBIENT_310_15_B_1.find((r) => inp.ambient <= r.upTo);
    const ambientFactor = row?.f[col] ?? null;
    if (ambientFactor === null || ambientFactor === undefined) {
      const last = AMBIENT_310_15_B_1.filter((r) => r.f[col] !== null).at(-1)!;
      return fail(
        'TEMPERATURE_OUT_OF_RANGE',
        'ambient',
        `NEC Table 310.15(B)(1) gives no correction for ${inp.insulation} °C conductors at ${formatNumber(inp.ambient)} °C: they may not be used above ${last.upTo} °C ambient.`,
        inp.insulation === '90' ? 'Use a higher-temperature conductor (150 °C and up, Table 310.15(B)(1)) or lower the ambient.' : `Use ${inp.insulation === '60' ? '75 or 90' : '90'} °C insulation, or give an ambient of at most ${last.upTo} °C.`,
      );
    }
    const adjustment = ADJUSTMENT_310_15_C_1.find(([n]) => inp.conductors <= n)![1];
    const factor = ambientFactor * adjustment;

    let rated: Rated;
    if (inp.mode === 'ampacity') {
      if (inp.size === undefined) return missing('size', 'Mode ampacity needs the wire size.', 'Give a size such as 12, 4/0 or 250 kcmil.');
      const parsed = parseSize(inp.size);
      if (!parsed.ok) return fail(parsed.code, 'size', parsed.detail, 'Give a size of the table: 14 … 1 AWG, 1/0 … 4/0 (or 0 … 0000), or 250 … 2000 kcmil.');
      const r = rate(parsed.row, inp.material, inp.insulation, factor, inp.termination);
      if (!r) return fail('GAUGE_OUT_OF_RANGE', 'size', `NEC Table 310.16 lists no ${inp.material} conductor of ${sizeLabel(parsed.row)}: aluminum starts at 12 AWG.`, 'Give 12 AWG or larger for aluminum, or choose copper.');
      rated = r;
      warnings.push(...unusedInputsWarning(inp, ['current'], 'in mode ampacity (the ampacity of the size is calculated)'));
    } else {
      if (inp.current === undefined) return missing('current', 'Mode size needs the load current.', 'Give the load current in A, e.g. 20.');
      if (!(inp.current > 0)) return fail('CURRENT_MUST_BE_POSITIVE', 'current', `A load of ${formatNumber(inp.current)} A needs no conductor.`, 'Give the load current in A, above 0, e.g. 20.');
      const load = inp.current;
      const found = TABLE_310_16.map((r) => rate(r, inp.material, inp.insulation, factor, inp.termination)).find((r): r is Rated => r !== null && reaches(r.usable, load));
      if (!found) {
        const largest = rate(TABLE_310_16.at(-1)!, inp.material, inp.insulation, factor, inp.termination)!;
        return fail(
          'TARGET_NOT_REACHABLE',
          'current',
          `${formatNumber(load)} A is more than the largest conductor of Table 310.16 carries here (2000 kcmil ${inp.material}: ${formatNumber(largest.usable, 4)} A).`,
          'Use conductors in parallel (310.10(G)), 1/0 AWG and larger, each carrying its share, or improve the conditions (fewer conductors per raceway, 90 °C insulation, copper).',
        );
      }
      rated = found;
      warnings.push(...unusedInputsWarning(inp, ['size'], 'in mode size (the size is chosen)'));
    }

    const result = {
      mode: inp.mode,
      size: sizeLabel(rated.row),
      material: inp.material,
      insulation_C: Number(inp.insulation),
      ...(inp.mode === 'size' ? { current: inp.current } : {}),
      table_ampacity: rated.table,
      ambient_factor: ambientFactor,
      adjustment_factor: adjustment,
      corrected_ampacity: rated.corrected,
      ...(rated.termination === undefined ? {} : { termination_ampacity: rated.termination }),
      ampacity: rated.ampacity,
      ...(rated.ocpd === undefined ? {} : { ocpd_limit: rated.ocpd }),
      max_current: rated.usable,
      limited_by: rated.limitedBy,
    };
    const breaker = rated.ocpd === undefined ? '' : `; breaker at most ${rated.ocpd} A (240.4(D))`;
    const formatted =
      inp.mode === 'size'
        ? `${result.size} ${inp.material}, ${inp.insulation} °C: ampacity ${formatNumber(rated.ampacity, 4)} A${breaker}`
        : `${result.size} ${inp.material}, ${inp.insulation} °C: ${formatNumber(rated.ampacity, 4)} A${breaker}`;
    return ok(result, { formula: FORMULAS[inp.mode], warnings, formatted, unit: inp.mode === 'size' ? null : 'A' });
  },
});
