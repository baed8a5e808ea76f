// Current divider: how a total current splits between any number of parallel
// resistors (each branch takes a share proportional to its conductance).
import * as z from 'zod/mini';
import { boundedList, type ListRule } from '../core/lists.ts';
import { defineEngine } from '../core/contract.ts';
import { formatNumber } from '../core/numeric.ts';
import { fail, isEngineError, isOutcome, ok } from '../core/outcome.ts';
import { CURRENT_UNITS, RESISTANCE_UNITS, RESISTANCE_UNIT_OPTIONS, currentUnitField, currentUnitSymbol, resistanceUnitField } from './_lib/analog-units.ts';
import { listFromText, listSizeError, readComponentList } from './_lib/component-values.ts';
import { resistanceOhms, unitOptions } from './_lib/passive-units.ts';
import { reciprocalShares, reciprocalSum } from './_lib/reciprocal-networks.ts';
import { drawCurrentDivider } from './current-divider.picture.ts';

/** 100 branches: a real divider has a handful; the answer lists every branch, so the list is bounded. */
const BRANCHES: ListRule = { max: 100, noun: 'resistors', hint: 'combine some of them first, or split the list into groups', description: 'Branch resistances (at least 2): numbers in R_unit or IEC 60062 text (4k7, 2M2); also a text list' };

const input = z.object({
  I_total: z.number(),
  I_unit: currentUnitField('A'),
  resistors: boundedList(z.union([z.number(), z.string()]), BRANCHES),
  R_unit: resistanceUnitField('ohm'),
});

const output = z.strictObject({
  I_total: z.number(),
  R_parallel: z.number(),
  V: z.number(),
  P_total: z.number(),
  branches: z.array(z.strictObject({ index: z.number(), R: z.number(), I: z.number(), fraction: z.number(), P: z.number() })),
});

const QUANTITY = { name: 'resistance', symbol: 'Ω', example: '"1k, 3k, 2k" or [1000, 3000, 2000]' };

export const engine = defineEngine({
  id: 'current-divider',
  area: 'electrical',
  title: 'Current divider calculator',
  description:
    'Split of a total current between two or more resistors in parallel: the current, share and power of each branch, the common voltage and the equivalent resistance (current divider rule, I1 = I·R2/(R1 + R2) for two).',
  keywords: ['current divider', 'current division', 'current divider rule', 'CDR', 'branch current', 'parallel circuit current', 'current split', 'shunt current', 'ammeter shunt'],
  capability_id: 'electrical.current_divider',
  version: '1.0.2',
  page: 'electric',
  input,
  output,
  prepare: (raw) => listFromText(raw, 'resistors', BRANCHES),
  unit: 'V',
  errors: ['INPUT_OUT_OF_RANGE', 'RESISTANCE_MUST_BE_NONZERO', 'TOO_FEW_VALUES', 'TOO_MANY_VALUES'],
  warnings: [],
  formula: { id: 'current-divider.branch', expression: 'Ik = I · (1/Rk) / Σ(1/Rj);  two branches: I1 = I · R2 / (R1 + R2)', label: 'Current divider rule' },
  assumptions: [
    'Ideal resistors in parallel fed by a current source I_total: they share one voltage V = I·R∥, so Ik = V/Rk = I·Gk/ΣG, i.e. each branch takes the share of its conductance (Kuphaldt, Lessons in Electric Circuits Vol. I, ch. 6 "Current divider circuits"; Sedra & Smith §1.1 / Hayt & Kemmerly, current division).',
    'resistors is a list (JSON array or text separated by commas, spaces or new lines) of 2 to 100 values > 0: plain numbers in R_unit, or text with an IEC 60062 letter (4k7, 2M2, R47). I_total may be negative (the reverse direction): every branch current then reverses.',
    'fraction = Ik / I_total; Pk = Ik²·Rk; V = I_total·R∥. Results in A, V, Ω and W (SI, whatever the input units). IEEE-754 double arithmetic, about 1e-15 relative.',
  ],
  ui: {
    fields: {
      I_total: { label: 'Total current into the branches', unitSelect: 'I_unit' },
      I_unit: { label: 'Current unit', options: unitOptions(CURRENT_UNITS) },
      resistors: { label: 'Branch resistors', kind: 'list', placeholder: '1k, 3k, 2k', help: 'Two or more values separated by commas or spaces; 4k7 style values are accepted.' },
      R_unit: { label: 'Unit of plain numbers', options: RESISTANCE_UNIT_OPTIONS },
    },
    initial: { I_total: 11, I_unit: 'mA', resistors: '1k, 3k, 2k', R_unit: 'ohm' },
    headline: 'V',
    outputs: {
      // Named like inputs entered in a chosen unit; the results are always in these.
      I_total: { unit: 'A' },
      R_parallel: { label: 'Equivalent parallel resistance', unit: 'Ω' },
      V: { label: 'Voltage across the branches', unit: 'V' },
      P_total: { label: 'Total power', unit: 'W' },
      branches: {
        label: 'Current, share and power of each branch',
        columns: { R: { label: 'Resistance', unit: 'Ω' }, I: { label: 'Current', unit: 'A' }, fraction: { label: 'Share of the total current', reads: { as: 'digits', digits: 4 } }, P: { label: 'Power', unit: 'W' } },
      },
    },
  },
  examples: [
    {
      name: '11 mA into 1 kΩ, 3 kΩ and 2 kΩ in parallel',
      inputs: { I_total: 11, I_unit: 'mA', resistors: [1, 3, 2], R_unit: 'kohm' },
      expect: { status: 'success', values: { V: 6, 'branches.0.I': 0.006, 'branches.1.I': 0.002, 'branches.2.I': 0.003, R_parallel: 6000 / 11 }, rel: 1e-12 },
      source: 'Kuphaldt, Lessons in Electric Circuits Vol. I, ch. 6 "Current divider circuits": 6 V across 1 k, 3 k and 2 k gives 6 mA, 2 mA and 3 mA (total 11 mA), Rtotal = 545.45 Ω.',
    },
    {
      name: 'Two branches: 2 A into 10 Ω and 40 Ω',
      inputs: { I_total: 2, resistors: '10 40' },
      expect: { status: 'success', values: { 'branches.0.I': 1.6, 'branches.1.I': 0.4, 'branches.0.fraction': 0.8, V: 16 }, rel: 1e-12 },
      source: 'Exact arithmetic with the two-resistor rule I1 = I·R2/(R1 + R2) = 2 × 40/50 = 1.6 A.',
    },
    {
      name: 'A 0 Ω branch takes all the current',
      inputs: { I_total: 1, resistors: [0, 100] },
      expect: { status: 'error', code: 'RESISTANCE_MUST_BE_NONZERO' },
      source: 'Spec, Errors: RESISTANCE_MUST_BE_NONZERO; a short leaves the other branches without current and the division undefined.',
    },
  ],
  limitations: ['DC or in-phase (resistive) AC only: no complex impedances. Ammeter-shunt design (solving for the resistor that carries a given share) is not a mode; use parallel-resistor in target mode.'],
  picture: drawCurrentDivider,
  compute(inp) {
    const sizeError = listSizeError(inp.resistors.length, 2, 'resistors', 'resistor');
    if (sizeError) return fail(sizeError.code, sizeError.field, sizeError.detail, sizeError.suggestion);
    const read = readComponentList(inp.resistors, RESISTANCE_UNITS[inp.R_unit], 'resistors', QUANTITY);
    if (isEngineError(read)) return fail(read.code, read.field, read.detail, read.suggestion);
    for (const [i, r] of read.entries()) {
      const checked = resistanceOhms(`resistors.${i}`, r, 'a shorted branch takes the whole current and leaves the others with none.');
      if (isOutcome(checked)) return checked;
    }
    const I = inp.I_total * CURRENT_UNITS[inp.I_unit];
    const R_parallel = reciprocalSum(read);
    const V = I * R_parallel;
    const shares = reciprocalShares(read);
    const branches = read.map((R, index) => {
      const Ik = I * shares[index];
      return { index, R, I: Ik, fraction: shares[index], P: Ik * Ik * R };
    });
    const unit = currentUnitSymbol(inp.I_unit);
    const scale = CURRENT_UNITS[inp.I_unit];
    return ok(
      { I_total: I, R_parallel, V, P_total: I * V, branches },
      { formatted: `${branches.map((b) => `I${b.index + 1} = ${formatNumber(b.I / scale, 10)} ${unit}`).join(', ')}; V = ${formatNumber(V)} V` },
    );
  },
});
