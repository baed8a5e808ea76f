// The shared input layer: every surface (REST, MCP, pages, worker, snapshots)
// turns raw inputs into an engine's typed input through this one path, so the
// same text gives the same answer and the same error everywhere.
//
// Order: own keys only → input aliases → tool defaults for blanks → arrays over
// their field's maximum → engine's prepare hook → coercion by field kind, with
// whole numbers and list lengths checked against their field's rule → unknown
// keys (error when strict, warning otherwise) → zod validation. Every table keyed
// by a request's text (aliases, shape, hints) is read through own(): `constructor`
// or `__proto__` is an unknown input like any other word, never a member of
// Object.prototype.
import type * as z from 'zod/mini';
import type { EngineDeclaration, EngineError, FieldHint, Warning } from './contract.ts';
import type { FieldShape } from './schema-shape.ts';
import { tooManyItems } from './lists.ts';
import { NUMBER_TEXT } from './numeric.ts';
import { isEngineError, warning } from './outcome.ts';
import { own } from './own.ts';
import { calculationCurrency, CURRENCY_KEY } from './quantity/currency.ts';
import { implausibleValues, readTypedNumber } from './quantity/input.ts';
import { numberFields } from './quantity/plan.ts';
import { wholeNumberProblem, wholeRangeText, type WholeNumberCheck } from './whole-number.ts';

export interface InputPlan {
  decl: EngineDeclaration;
  shape: Record<string, FieldShape>;
  strict: boolean;
  /** Tool presets applied to blank fields. */
  defaults?: Record<string, unknown>;
  /** Field labels for messages (tool overrides merged). */
  hints: Record<string, FieldHint | Partial<FieldHint>>;
}

export type Prepared =
  /** `input` is what compute receives (zod's output, defaults filled); `canonical` is the same request in the form the input schema describes (canonical names, prepared, numbers as numbers), which OpenAPI shows as the example. */
  | { ok: true; input: Record<string, unknown>; canonical: Record<string, unknown>; warnings: Warning[]; /** ISO 4217 code of the amounts, when the calculation has one (quantity/currency.ts). */ currency?: string }
  | { ok: false; error: EngineError };

const isPlainObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** Blank means missing: undefined, null, or a string of whitespace. */
export const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export function prepareInputs(plan: InputPlan, raw: unknown): Prepared {
  if (!isPlainObject(raw)) {
    return bad('INVALID_INPUT', 'inputs', `inputs must be a JSON object of field values, got ${describe(raw)}.`, `Send {"inputs": {${exampleFields(plan)}}}.`);
  }
  const { decl, shape } = plan;
  const aliases = decl.inputAliases;
  const warnings: Warning[] = [];
  // Without a prototype, a key such as "__proto__" is stored as data, not as a prototype.
  let values: Record<string, unknown> = Object.create(null);
  for (const key of Object.keys(raw)) {
    const canonical = own(aliases, key) ?? key;
    const v = raw[key];
    if (canonical !== key && Object.hasOwn(raw, canonical) && !isBlank(raw[canonical])) {
      if (!isBlank(v)) warnings.push(warning('DUPLICATE_INPUT_IGNORED', `${key} is another name for ${canonical}; the value of ${canonical} was used.`, `Send only ${canonical}.`, 'info'));
      continue;
    }
    if (Object.hasOwn(values, canonical) && isBlank(v)) continue;
    values[canonical] = v;
  }

  // Tool presets first, so an alias's preset steers the engine's own normalisation.
  if (plan.defaults) {
    for (const [k, v] of Object.entries(plan.defaults)) if (isBlank(values[k])) values[k] = v;
  }
  // An array over its field's maximum is refused before prepare reads it item by item.
  for (const key of Object.keys(values)) {
    const list = own(shape, key)?.list;
    const v = values[key];
    if (list && Array.isArray(v) && v.length > list.max) return { ok: false, error: tooManyItems(key, list, v.length) };
  }
  // Number fields given as text with a unit, grouping or a sign ("4k7", "1,000", "2.2 µF") are read before the
  // engine's prepare sees them, as numbers; text the reader cannot make out is left for prepare, which may know
  // its own words ("e" for ln), and is refused below if it does not.
  const numbers = numberFields(plan);
  /** Unit selects set by the unit typed in a number field (quantity/input.ts). */
  const chosenUnits = new Map<string, string>();
  /** Currency signs typed with amounts, by field. */
  const signs = new Map<string, string>();
  const given = values;
  for (const key of Object.keys(values)) {
    const v = values[key];
    const number = typeof v === 'string' && !isBlank(v) && !NUMBER_TEXT.test(v.trim()) ? numbers.get(key) : undefined;
    if (!number) continue;
    const read = readTypedNumber(number, v as string, own(plan.hints, key)?.label ?? key, given, chosenUnits);
    if (!read.ok) continue;
    if (values === given) values = Object.assign(Object.create(null), given) as Record<string, unknown>;
    values[key] = read.value;
    if (read.currency) signs.set(key, read.currency);
    if (read.select && !Object.hasOwn(values, read.select[0])) values[read.select[0]] = read.select[1];
  }
  if (decl.prepare) {
    const prepared = decl.prepare(values);
    if (isEngineError(prepared)) return { ok: false, error: prepared };
    values = prepared;
  }

  // No prototype: zod reads an absent optional field named like an Object.prototype member
  // (`constructor`, `toString`) from a plain object's prototype and refuses it as the wrong type.
  const input: Record<string, unknown> = Object.create(null);
  const unknown: string[] = [];
  const money = [...numbers.values()].some((n) => n.quantity.money);
  for (const key of Object.keys(values)) {
    const field = own(shape, key);
    if (!field) {
      // A calculator with amounts takes their currency (not an engine input: engines never convert money).
      if (!(money && key === CURRENCY_KEY)) unknown.push(key);
      continue;
    }
    const v = values[key];
    let coerced: unknown;
    const number = typeof v === 'string' && !isBlank(v) && !NUMBER_TEXT.test(v.trim()) ? numbers.get(key) : undefined;
    if (number) {
      // Text the reader could not make out above, nor prepare: say what is wrong with it.
      const read = readTypedNumber(number, v as string, own(plan.hints, key)?.label ?? key, given, chosenUnits);
      if (!read.ok && read.notNumber) return bad('INVALID_NUMBER', key, `${label(plan, key)} must be a number, got ${describe(v)}.`, suggestFor(plan, key));
      if (!read.ok) return bad(read.code, key, read.detail, read.suggestion);
      if (read.select) input[read.select[0]] = read.select[1];
      if (read.currency) signs.set(key, read.currency);
      coerced = read.value;
    } else coerced = coerce(v, field);
    if (coerced === MISSING) continue;
    if (coerced instanceof CoercionError) {
      return bad(coerced.code, key, `${label(plan, key)} ${coerced.message}`, coerced.suggestion ?? suggestFor(plan, key));
    }
    // prepare may have made the array (a text list split into items).
    if (field.list && Array.isArray(coerced) && coerced.length > field.list.max) return { ok: false, error: tooManyItems(key, field.list, coerced.length) };
    if (field.whole && typeof coerced === 'number') {
      const problem = wholeNumberProblem(coerced, field.whole);
      if (problem) return bad(problem.code, key, `${label(plan, key)} must be a whole number ${wholeRangeText(field.whole)}; got ${describe(coerced)}${problem.note ? `, ${problem.note}` : ''}.`, wholeSuggestion(plan, key, field.whole));
    }
    input[key] = coerced;
  }
  if (unknown.length) {
    const accepted = Object.keys(shape).join(', ');
    if (plan.strict) {
      const key = unknown[0];
      return bad('INVALID_INPUT', key, `Unknown input ${quote(key)}${unknown.length > 1 ? ` (and ${unknown.length - 1} more)` : ''}: this calculator accepts only ${accepted}.`, `Remove ${unknown.map(quote).slice(0, 5).join(', ')}; accepted inputs are ${accepted}.`, unknown.slice(0, 20).map((k) => ({ name: `inputs.${k}`, constraint: 'not an accepted input' })));
    }
    const shown = unknown.slice(0, 10).map(quote).join(', ');
    warnings.push(warning('UNKNOWN_INPUT_IGNORED', `Ignored input${unknown.length > 1 ? 's' : ''} ${shown}${unknown.length > 10 ? ` and ${unknown.length - 10} more` : ''}: not used by this calculator.`, `Accepted inputs are ${accepted}.`, 'info'));
  }

  const currency = money ? calculationCurrency(values[CURRENCY_KEY], signs) : { ok: true as const };
  if (!currency.ok) return bad(currency.code, currency.field, currency.detail, currency.suggestion);

  const parsed = (decl.input as z.ZodMiniType).safeParse(input);
  if (!parsed.success) return { ok: false, error: issuesToError(plan, parsed.error.issues as unknown as Issue[], input) };
  warnings.push(...implausibleValues(numbers, parsed.data as Record<string, unknown>, (key) => own(plan.hints, key)?.label ?? key));
  return { ok: true, input: parsed.data as Record<string, unknown>, canonical: input, warnings, ...(currency.code ? { currency: currency.code } : {}) };
}

const MISSING = Symbol('missing');

class CoercionError {
  readonly code: string;
  readonly message: string;
  readonly suggestion?: string;
  constructor(code: string, message: string, suggestion?: string) {
    this.code = code;
    this.message = message;
    this.suggestion = suggestion;
  }
}

/** Text from query strings and forms becomes typed values; blanks become missing. */
function coerce(v: unknown, field: FieldShape): unknown {
  // Whitespace is data in a text field (base64 of "  "), blank everywhere else.
  if (field.kind === 'string' ? v === undefined || v === null || v === '' : isBlank(v)) return MISSING;
  switch (field.kind) {
    case 'number':
    case 'integer': {
      // -0 is read as 0: JSON writes both as "0", so an answer must not tell them apart (atan2 does).
      if (typeof v === 'number') return Number.isFinite(v) ? v + 0 : new CoercionError('INVALID_NUMBER', `must be a finite number, got ${describe(v)}.`);
      if (typeof v === 'string') {
        const t = v.trim();
        if (!NUMBER_TEXT.test(t)) return new CoercionError('INVALID_NUMBER', `must be a number, got ${describe(v)}.`);
        const n = Number(t);
        return Number.isFinite(n) ? n + 0 : new CoercionError('INVALID_NUMBER', `is too large to represent (${describe(v)}).`);
      }
      return new CoercionError('INVALID_NUMBER', `must be a number, got ${describe(v)}.`);
    }
    case 'string':
    case 'enum':
      if (typeof v === 'string') return field.kind === 'enum' ? v.trim() : v;
      if (typeof v === 'number' && Number.isFinite(v)) return String(v);
      return new CoercionError(field.kind === 'enum' ? 'INVALID_MODE' : 'INVALID_INPUT', `must be ${field.kind === 'enum' ? `one of ${field.values?.join(', ')}` : 'text'}, got ${describe(v)}.`);
    case 'boolean':
      if (typeof v === 'boolean') return v;
      if (v === 'true' || v === '1' || v === 'on') return true;
      if (v === 'false' || v === '0' || v === 'off') return false;
      return new CoercionError('INVALID_INPUT', `must be true or false, got ${describe(v)}.`);
    default:
      return v;
  }
}

interface Issue {
  code: string;
  path: PropertyKey[];
  expected?: string;
  input?: unknown;
  values?: unknown[];
  keys?: string[];
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  origin?: string;
  format?: string;
  message?: string;
  params?: { code?: string; suggestion?: string };
}

/** zod issues → one engine error: the first issue decides code and field; all are listed. */
function issuesToError(plan: InputPlan, issues: Issue[], input: Record<string, unknown>): EngineError {
  const described = issues.map((i) => describeIssue(plan, i, input));
  const first = described[0];
  return {
    ...first,
    invalid_parameters: described.map((d) => ({ name: d.field ? `inputs.${d.field}` : 'inputs', constraint: d.detail })),
  };
}

function describeIssue(plan: InputPlan, issue: Issue, input: Record<string, unknown>): EngineError {
  const field = issue.path.length ? issue.path.map(String).join('.') : issue.keys?.[0];
  const top = issue.path.length ? String(issue.path[0]) : field;
  const name = top ? label(plan, top) : 'inputs';
  const shape = top ? own(plan.shape, top) : undefined;
  const suggestion = issue.params?.suggestion ?? (top ? suggestFor(plan, top) : 'Check the inputs against the input schema.');
  // zod does not echo the offending value, so absence is read from the input itself (at any depth).
  if (issue.path.length > 0 && issue.code !== 'custom' && valueAtPath(input, issue.path) === undefined) {
    return { code: 'MISSING_REQUIRED_INPUT', field, detail: `${name} is required.`, suggestion };
  }
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'number' || issue.expected === 'int')
        return { code: 'INVALID_NUMBER', field, detail: `${name} must be a ${issue.expected === 'int' ? 'whole ' : ''}number.`, suggestion };
      return { code: 'INVALID_INPUT', field, detail: `${name} must be of type ${issue.expected}.`, suggestion };
    case 'invalid_value':
      return {
        code: shape?.kind === 'enum' && issue.path.length === 1 ? 'INVALID_MODE' : 'INVALID_INPUT',
        field,
        detail: `${name} must be one of ${(issue.values ?? []).map(String).join(', ')}.`,
        suggestion: `Use one of ${(issue.values ?? []).map((v) => quote(String(v))).join(', ')}.`,
      };
    case 'too_small':
    case 'too_big': {
      const bound = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
      const rel = issue.code === 'too_small' ? (issue.inclusive ? '≥' : '>') : issue.inclusive ? '≤' : '<';
      const what = issue.origin === 'array' ? 'have a count' : issue.origin === 'string' ? 'have a length' : 'be';
      return {
        code: issue.params?.code ?? 'INVALID_INPUT',
        field,
        detail: `${name} must ${what} ${rel} ${bound}.`,
        suggestion: issue.params?.suggestion ?? `Use a value ${rel} ${bound}.`,
      };
    }
    case 'not_multiple_of':
      return { code: 'INVALID_NUMBER', field, detail: `${name} must be a whole number.`, suggestion };
    case 'unrecognized_keys':
      return { code: 'INVALID_INPUT', field, detail: `Unknown input ${quote(String(field))}.`, suggestion: `Remove it; accepted inputs are ${Object.keys(plan.shape).join(', ')}.` };
    case 'custom':
      return { code: issue.params?.code ?? 'INVALID_INPUT', field, detail: issue.message && issue.message !== 'Invalid input' ? issue.message : `${name} is not valid.`, suggestion };
    default:
      if (shape?.kind === 'integer' && issue.format === 'safeint')
        return { code: 'INVALID_NUMBER', field, detail: `${name} must be a whole number within ±9007199254740991.`, suggestion };
      return { code: 'INVALID_INPUT', field, detail: `${name} is not valid${issue.message && issue.message !== 'Invalid input' ? `: ${issue.message}` : '.'}`, suggestion };
  }
}

function valueAtPath(root: unknown, path: PropertyKey[]): unknown {
  let cur = root;
  for (const seg of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    if (!Object.hasOwn(cur, seg)) return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[seg];
  }
  return cur;
}

function bad(code: string, field: string, detail: string, suggestion: string, invalid_parameters?: EngineError['invalid_parameters']): Prepared {
  return { ok: false, error: { code, field, detail, suggestion, ...(invalid_parameters ? { invalid_parameters } : {}) } };
}

/** "Vin (input voltage, V)" style name used in messages. */
export function label(plan: Pick<InputPlan, 'hints'>, key: string): string {
  const h = own(plan.hints, key);
  if (!h?.label) return key;
  return `${key} (${h.label}${h.unit ? `, ${h.unit}` : ''})`;
}

function suggestFor(plan: InputPlan, key: string): string {
  const shape = own(plan.shape, key);
  const h = own(plan.hints, key);
  if (shape?.kind === 'enum' && shape.values) return `Use one of ${shape.values.map(quote).join(', ')}.`;
  const unit = h?.unit ? ` in ${h.unit}` : '';
  if (shape?.whole) return wholeSuggestion(plan, key, shape.whole);
  if (shape?.kind === 'integer') return `Give ${key} as a whole number${unit}, e.g. ${exampleValue(plan, key) ?? 2}.`;
  if (shape?.kind === 'number') return `Give ${key} as a finite number${unit}, e.g. ${exampleValue(plan, key) ?? 10}.`;
  return `Give a value for ${key}.`;
}

/** "Give termMonths as a whole number from 1 to 1200 (months), e.g. 360." */
function wholeSuggestion(plan: InputPlan, key: string, whole: WholeNumberCheck): string {
  const unit = own(plan.hints, key)?.unit;
  const given = own(plan.decl.ui.initial, key) ?? own(plan.decl.examples[0]?.inputs, key);
  const inRange = (x: unknown): x is number => Number.isSafeInteger(x) && (x as number) >= whole.min && (x as number) <= whole.max;
  const example = whole.example ?? (inRange(given) ? given : Math.min(Math.max(0, whole.min), whole.max));
  return `Give ${key} as a whole number ${wholeRangeText(whole)}${unit ? ` (${unit})` : ''}, e.g. ${example}.`;
}

function exampleValue(plan: InputPlan, key: string): unknown {
  const v = own(plan.decl.ui.initial, key) ?? own(plan.decl.examples[0]?.inputs, key);
  return typeof v === 'number' || typeof v === 'string' ? JSON.stringify(v) : undefined;
}

function exampleFields(plan: InputPlan): string {
  const ex = plan.decl.examples.find((e) => e.expect.status === undefined || e.expect.status === 'success')?.inputs ?? {};
  return Object.entries(ex)
    .slice(0, 4)
    .map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`)
    .join(', ');
}

const quote = (s: string) => `'${s.length > 40 ? `${s.slice(0, 40)}…` : s}'`;

function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'string') return v.length > 40 ? `a ${v.length}-character text` : `'${v}'`;
  if (typeof v === 'number') return String(v);
  return typeof v;
}
