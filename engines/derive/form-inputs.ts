// Form text → the inputs an engine receives. The server render of a page URL
// and the browser worker both run this one function, so a URL computes the
// same before and after the page hydrates. REST never comes here: its numbers
// stay strictly numeric (engines/core/inputs.ts).
//
// Per field kind: numbers are read as people type them (grouping, currency and
// percent signs, SI prefixes where the unit takes them, a unit chosen beside the
// field); selects and tab bars send the choice the page shows; lists become
// arrays; rows and netlists go to the engine as text (its `prepare` reads them),
// or as the JSON they were written in; fields the chosen tab hides are not sent.
import { formatDecimal, multiplyDecimals, parseDecimal, type Decimal } from '../core/exact-decimal.ts';
import { parseEverydayNumber } from '../core/everyday-number.ts';
import { NUMBER_TEXT } from '../core/numeric.ts';
import { problem, type ProblemBody } from '../core/problem.ts';
import { calculate, type Answer } from '../core/run.ts';
import { chosenValue, hiddenByTabs, isBlankText, type FormModel, type FormValues } from './form-text.ts';
import type { FieldDescriptor } from './page-model.ts';
import type { ResolvedTool } from './tools.ts';

/** A field whose text cannot be read: shown at the field, nothing is computed. */
export interface FieldProblem {
  field: string;
  detail: string;
  suggestion: string;
}

/**
 * The inputs of the form text. A number the everyday reading cannot make out
 * goes to the engine as typed (some engines read their own words: ln of "e",
 * a resistance "4R7"), and is listed in `unread` with what is wrong with it.
 */
export function inputsFromForm(model: FormModel, values: FormValues): { inputs: Record<string, unknown>; unread: FieldProblem[] } {
  const hidden = hiddenByTabs(model, values);
  const inputs: Record<string, unknown> = {};
  const unread: FieldProblem[] = [];
  for (const f of model.fields) {
    if (hidden.has(f.key) || f.unitFactors) continue;
    const text = f.kind === 'select' ? chosenValue(f, values) : values[f.key];
    if (text === undefined || isBlankText(f, text)) continue;
    const value = readField(f, text, values, model.fields);
    if (value instanceof Unreadable) unread.push(value.problem);
    inputs[f.key] = value instanceof Unreadable ? text : value;
  }
  return { inputs, unread };
}

/**
 * What a page computes for its form text, and the inputs it was computed
 * from. When the engine, too, finds no number in a field's text, the answer
 * says in the visitor's words what it could not read.
 */
export function calculateForm(tool: ResolvedTool, model: FormModel, values: FormValues): { answer: Answer; inputs: Record<string, unknown> } {
  const { inputs, unread } = inputsFromForm(model, values);
  const answer = calculate(tool, inputs);
  const field = answer.http === 200 ? undefined : (answer.body as ProblemBody).field;
  const why = field === undefined ? undefined : unread.find((p) => p.field === field || field.startsWith(`${p.field}.`));
  return { answer: why ? problemAnswer(why) : answer, inputs };
}

/** The answer a page shows for unreadable text: the error body of INVALID_NUMBER, naming the field. */
export function problemAnswer(p: FieldProblem): { http: 400; body: ProblemBody } {
  return { http: 400, body: problem(400, 'INVALID_NUMBER', p.detail, { field: p.field, suggestion: p.suggestion }) };
}

class Unreadable {
  readonly problem: FieldProblem;
  constructor(problem: FieldProblem) {
    this.problem = problem;
  }
}

function readField(f: FieldDescriptor, text: string, values: FormValues, fields: FieldDescriptor[]): unknown {
  if (f.schema === 'number' || f.schema === 'integer') return readNumber(f, text, values, fields);
  switch (f.kind) {
    case 'list':
      return text.trim().startsWith('[') ? jsonOr(text) : listValue(text);
    case 'rows':
    case 'textarea':
      return /^\s*[[{]/.test(text) ? jsonOr(text) : text;
    default:
      return f.schema === 'object' || f.schema === 'array' ? jsonOr(text) : text;
  }
}

/** Decimal text read exactly: everyday-number's values and a unit factor's shortest text are within the digit limit. */
function exactDecimal(text: string): Decimal {
  const read = parseDecimal(text);
  if (!read.ok) throw new Error(`not a decimal within the digit limit: ${text}`);
  return read.value;
}
/** The double nearest the exact value (Number() rounds decimal text correctly). */
const toNumberOf = (d: Decimal) => Number(formatDecimal(d));

function readNumber(f: FieldDescriptor, text: string, values: FormValues, fields: FieldDescriptor[]): number | Unreadable {
  const reading = f.number ?? { prefixes: false };
  const unitSelect = f.unitField ? fields.find((u) => u.key === f.unitField) : undefined;
  const exponents = unitSelect?.unitExponents;
  if (exponents) {
    // A plain number is in the unit chosen beside the field; "100n" or "2.2 µF" names its own and is converted to it.
    const plain = parseEverydayNumber(text, { prefixes: false });
    if (plain.ok) return Number(plain.value);
    const base = Object.keys(exponents).find((k) => exponents[k] === 0)!;
    const absolute = parseEverydayNumber(text, { prefixes: true, unit: base === 'ohm' ? 'Ω' : base });
    if (!absolute.ok) return unreadable(f, absolute.reason);
    const chosen = exponents[chosenValue(unitSelect!, values) ?? base] ?? 0;
    // Number() rounds the exact decimal text correctly, exponent included: no binary scaling.
    return Number(`${absolute.value}e${-chosen}`);
  }
  const read = parseEverydayNumber(text, reading);
  if (!read.ok) return unreadable(f, read.reason);
  const factor = unitSelect?.unitFactors?.[chosenValue(unitSelect, values) ?? ''] ?? 1;
  return factor === 1 ? Number(read.value) : toNumberOf(multiplyDecimals(exactDecimal(read.value), exactDecimal(String(factor))));
}

function unreadable(f: FieldDescriptor, reason: string): Unreadable {
  const examples = f.number?.prefixes || f.unitField ? '1,500, 4.7k, 4k7, 100n or 2.2e-6' : f.number?.unit === '%' ? '6.5 or 6.5%' : '1,500, 1500.25 or $300,000';
  return new Unreadable({ field: f.key, detail: `${f.label}: ${reason}`, suggestion: `Type a number such as ${examples}.` });
}

const jsonOr = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * "12, 18; 30" → [12, 18, 30]. Numbers become JSON numbers while they are exact
 * doubles; longer integers stay decimal strings (exact engines accept both);
 * words ("10k", "red") stay text for the engine to read.
 */
export function listValue(text: string): unknown[] {
  return text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((tok) => {
      const n = Number(tok);
      if (!Number.isFinite(n) || !NUMBER_TEXT.test(tok)) return tok;
      return /^[-+]?\d+$/.test(tok) && !Number.isSafeInteger(n) ? tok : n;
    });
}
