// The shared input layer, on a small declaration made for the test: coercion,
// aliases, defaults, unknown keys and the mapping of zod issues to codes.
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { defineEngine } from '../../../engines/core/contract.ts';
import { ok } from '../../../engines/core/outcome.ts';
import { calculate } from '../../../engines/core/run.ts';
import { isBlank, label, prepareInputs, type InputPlan, type Prepared } from '../../../engines/core/inputs.ts';
import type { EngineDeclaration, EngineError } from '../../../engines/core/contract.ts';
import type { FieldShape } from '../../../engines/core/schema-shape.ts';
import { resolveEngine } from '../../../engines/derive/tools.ts';

const probe = defineEngine({
  id: 'probe',
  area: 'math',
  title: 'Probe',
  description: 'Echoes its inputs.',
  version: '2.0.0',
  previous: { '1.0.0': (i: { n: number }) => ok({ echo: { ...i, old: true } }) },
  input: z.object({
    mode: z.enum(['a', 'b']),
    n: z.int(),
    x: z.optional(z.number().check(z.gte(0))),
    list: z.optional(z.array(z.number())),
  }),
  output: z.object({ echo: z.record(z.string(), z.unknown()) }),
  inputAliases: { nInput: 'n' },
  tools: [{ id: 'probe-preset', defaults: { mode: 'b' } }],
  compute: (i) => ok({ echo: i }),
  errors: [],
  warnings: [],
  formula: { expression: 'echo' },
  assumptions: [],
  ui: { fields: { mode: { label: 'Mode' }, n: { label: 'Count' }, x: { label: 'X', unit: 'V' }, list: { label: 'List' } } },
  examples: [],
});
const [tool, preset] = resolveEngine(probe);
const run = (inputs: unknown, pin?: string) => calculate(tool, inputs, pin);
const code = (inputs: unknown) => (run(inputs).body as { code?: string; field?: string });

describe('shared input layer', () => {
  it('reads -0 as 0, since JSON writes both as "0" and the echoed inputs could not tell them apart', () => {
    const echo = (inputs: unknown) => ((run(inputs).body as { result: { echo: { x: number } } }).result.echo.x);
    expect(Object.is(echo({ mode: 'a', n: 1, x: -0 }), 0)).toBe(true);
    expect(Object.is(echo({ mode: 'a', n: 1, x: '-0' }), 0)).toBe(true);
  });
  it('coerces numeric strings, renames aliases and drops prototype keys', () => {
    const a = run(JSON.parse('{"mode":" a ","nInput":"3","x":"1e2","__proto__":{"p":1}}'));
    expect(a.http).toBe(200);
    expect((a.body as { inputs: unknown }).inputs).toEqual({ mode: 'a', n: 3, x: 100 });
  });
  it('treats blanks and null as missing', () => {
    expect(code({ mode: 'a', n: '  ' })).toMatchObject({ code: 'MISSING_REQUIRED_INPUT', field: 'n' });
    expect(code({ mode: null, n: 1 })).toMatchObject({ code: 'MISSING_REQUIRED_INPUT', field: 'mode' });
  });
  it.each([
    [{ mode: 'a', n: 'NaN' }, 'INVALID_NUMBER', 'n'],
    [{ mode: 'a', n: 'Infinity' }, 'INVALID_NUMBER', 'n'],
    [{ mode: 'a', n: '1e309' }, 'INVALID_NUMBER', 'n'],
    [{ mode: 'a', n: 2.5 }, 'INVALID_NUMBER', 'n'],
    [{ mode: 'c', n: 1 }, 'INVALID_MODE', 'mode'],
    [{ mode: 'a', n: 1, x: -1 }, 'INVALID_INPUT', 'x'],
    [{ mode: 'a', n: 1, list: [1, 'two'] }, 'INVALID_NUMBER', 'list.1'],
    [[1, 2], 'INVALID_INPUT', 'inputs'],
  ])('%j → %s on %s', (inputs, c, field) => {
    const body = code(inputs);
    expect(body).toMatchObject({ code: c, field });
  });
  it('reports unknown keys as a warning, and a tool preset fills a blank', () => {
    const a = run({ mode: 'a', n: 1, extra: 5 });
    expect((a.body as { warnings: { code: string }[] }).warnings.map((w) => w.code)).toEqual(['UNKNOWN_INPUT_IGNORED']);
    expect((calculate(preset, { n: 1 }).body as { inputs: unknown }).inputs).toEqual({ mode: 'b', n: 1 });
  });
  it('runs every published version and refuses others', () => {
    expect((run({ mode: 'a', n: 1 }, '1.0.0').body as { result: { echo: { old?: boolean } } }).result.echo.old).toBe(true);
    expect(run({ mode: 'a', n: 1 }, '2.0.0').http).toBe(200);
    expect(run({ mode: 'a', n: 1 }, '3.0.0')).toMatchObject({ http: 409, body: { code: 'VERSION_MISMATCH' } });
  });
});

describe('text fields', () => {
  const text = defineEngine({
    id: 'text-probe',
    area: 'dev',
    title: 'Text probe',
    description: 'Echoes text.',
    version: '1.0.0',
    input: z.object({ text: z.string(), n: z.optional(z.number()) }),
    output: z.object({ echo: z.string() }),
    compute: (i) => ok({ echo: i.text }),
    errors: [],
    warnings: [],
    formula: { expression: 'echo' },
    assumptions: [],
    ui: { fields: { text: { label: 'Text' }, n: { label: 'N' } } },
    examples: [],
  });
  const [t] = resolveEngine(text);
  it('keeps whitespace-only text but treats an empty string as missing', () => {
    expect((calculate(t, { text: '  ' }).body as { result: { echo: string } }).result.echo).toBe('  ');
    expect((calculate(t, { text: '' }).body as { code: string }).code).toBe('MISSING_REQUIRED_INPUT');
    expect((calculate(t, { text: 'a', n: ' ' }).body as { inputs: object }).inputs).toEqual({ text: 'a' });
  });
});

// ---------------------------------------------------------------------------------------------
// prepareInputs, isBlank and label called directly, on plans written by hand: the shape (field
// kinds) is stated here rather than derived, so every branch of the layer can be reached, and every
// expected value below is what a caller sending that request must get.
// ---------------------------------------------------------------------------------------------
type Shape = Record<string, FieldShape>;
interface DeclBits {
  input: z.ZodMiniType;
  aliases?: Record<string, string>;
  prepare?: (v: Record<string, unknown>) => Record<string, unknown> | EngineError;
  initial?: Record<string, unknown>;
  examples?: { inputs: Record<string, unknown>; expect: { status?: string } }[];
}
const planOf = (bits: DeclBits, shape: Shape, extra: Partial<InputPlan> = {}): InputPlan => ({
  decl: {
    id: 'hand',
    input: bits.input,
    inputAliases: bits.aliases,
    prepare: bits.prepare,
    ui: { fields: {}, initial: bits.initial },
    examples: bits.examples ?? [],
  } as unknown as EngineDeclaration,
  shape,
  strict: false,
  hints: {},
  ...extra,
});
const num = (required = true): FieldShape => ({ kind: 'number', required });
const int = (required = true): FieldShape => ({ kind: 'integer', required });
const err = (p: Prepared) => {
  if (p.ok) throw new Error(`expected an error, got ${JSON.stringify(p.input)}`);
  return p.error;
};
const okInput = (p: Prepared) => {
  if (!p.ok) throw new Error(`expected success, got ${JSON.stringify(p.error)}`);
  return p;
};

describe('isBlank', () => {
  it.each([
    [undefined, true],
    [null, true],
    ['', true],
    ['   ', true],
    ['\t\n', true],
    [' x ', false],
    [0, false],
    [false, false],
    [[], false],
    [{}, false],
  ])('%j → %s', (v, blank) => expect(isBlank(v)).toBe(blank));
});

describe('label', () => {
  const hints = { v: { label: 'input voltage', unit: 'V' }, n: { label: 'Count' }, e: { unit: 'm' }, b: { label: '' } };
  it('names a field with its label and unit when it has them', () => {
    expect(label({ hints }, 'v')).toBe('v (input voltage, V)');
    expect(label({ hints }, 'n')).toBe('n (Count)');
  });
  it('is the bare key without a label, and for keys with no hint at all', () => {
    expect(label({ hints }, 'e')).toBe('e');
    expect(label({ hints }, 'b')).toBe('b');
    expect(label({ hints }, 'zz')).toBe('zz');
  });
  it('never reads a hint from Object.prototype', () => {
    expect(label({ hints }, 'constructor')).toBe('constructor');
    expect(label({ hints }, 'toString')).toBe('toString');
    expect(label({ hints }, '__proto__')).toBe('__proto__');
  });
});

describe('prepareInputs: the raw value must be an object', () => {
  const p = planOf(
    {
      input: z.object({ a: z.number() }),
      examples: [
        { inputs: { e: 1 }, expect: { status: 'error' } },
        { inputs: { a: 1, b: 'two', c: true, d: 4, e: 5 }, expect: {} },
        { inputs: { z: 9 }, expect: { status: 'success' } },
      ],
    },
    { a: num() },
  );
  it.each([
    [null, 'null'],
    [5, '5'],
    ['ab', "'ab'"],
    [[1, 2], 'an array'],
    [true, 'boolean'],
    [undefined, 'undefined'],
  ])('%j → INVALID_INPUT on inputs', (raw, shown) => {
    expect(prepareInputs(p, raw)).toEqual({
      ok: false,
      error: {
        code: 'INVALID_INPUT',
        field: 'inputs',
        detail: `inputs must be a JSON object of field values, got ${shown}.`,
        suggestion: 'Send {"inputs": {"a": 1, "b": "two", "c": true, "d": 4}}.',
      },
    });
  });
  it('shows the first example whose status is success (or unset), skipping error examples', () => {
    const s = (examples: DeclBits['examples']) => err(prepareInputs(planOf({ input: z.object({}), examples }, {}), 1)).suggestion;
    expect(s([{ inputs: { e: 1 }, expect: { status: 'error' } }, { inputs: { ok: 2 }, expect: { status: 'success' } }])).toBe('Send {"inputs": {"ok": 2}}.');
    expect(s([{ inputs: { e: 1 }, expect: { status: 'invalid' } }, { inputs: { u: 3 }, expect: {} }])).toBe('Send {"inputs": {"u": 3}}.');
    expect(s([{ inputs: { e: 1 }, expect: { status: 'error' } }])).toBe('Send {"inputs": {}}.');
    expect(s([])).toBe('Send {"inputs": {}}.');
  });
});

describe('prepareInputs: own keys, aliases and duplicates', () => {
  const p = planOf({ input: z.object({ n: z.number(), m: z.optional(z.number()) }), aliases: { nInput: 'n', count: 'n' } }, { n: num(), m: num(false) });
  it('renames an alias to its canonical name', () => {
    expect(okInput(prepareInputs(p, { nInput: 3 }))).toEqual({ ok: true, input: { n: 3 }, canonical: { n: 3 }, warnings: [] });
  });
  it('uses the canonical value when both are sent, with an info warning, whatever the order', () => {
    const warn = {
      code: 'DUPLICATE_INPUT_IGNORED',
      severity: 'info',
      detail: 'nInput is another name for n; the value of n was used.',
      suggestion: 'Send only n.',
    };
    expect(prepareInputs(p, { n: 1, nInput: 2 })).toEqual({ ok: true, input: { n: 1 }, canonical: { n: 1 }, warnings: [warn] });
    expect(prepareInputs(p, { nInput: 2, n: 1 })).toEqual({ ok: true, input: { n: 1 }, canonical: { n: 1 }, warnings: [warn] });
  });
  it('a blank alias beside a filled canonical value is silently dropped', () => {
    expect(prepareInputs(p, { n: 1, nInput: '' })).toEqual({ ok: true, input: { n: 1 }, canonical: { n: 1 }, warnings: [] });
    expect(prepareInputs(p, { nInput: null, n: 1 })).toEqual({ ok: true, input: { n: 1 }, canonical: { n: 1 }, warnings: [] });
  });
  it('a filled alias beside a blank canonical value is used, whatever the order', () => {
    expect(prepareInputs(p, { n: '', nInput: 3 })).toEqual({ ok: true, input: { n: 3 }, canonical: { n: 3 }, warnings: [] });
    expect(prepareInputs(p, { nInput: 3, n: '' })).toEqual({ ok: true, input: { n: 3 }, canonical: { n: 3 }, warnings: [] });
    expect(prepareInputs(p, { nInput: 3, n: null })).toEqual({ ok: true, input: { n: 3 }, canonical: { n: 3 }, warnings: [] });
  });
  it('two aliases: the first filled one is kept, a later blank does not erase it', () => {
    expect(okInput(prepareInputs(p, { nInput: 4, count: ' ' })).input).toEqual({ n: 4 });
  });
  it('keys named like Object.prototype members are plain unknown keys, never aliases or fields', () => {
    const raw = JSON.parse('{"n": 1, "__proto__": 5, "constructor": 6, "toString": 7, "hasOwnProperty": 8}');
    const r = okInput(prepareInputs(p, raw));
    expect(r.input).toEqual({ n: 1 });
    expect(Object.getPrototypeOf(r.input)).toBe(Object.prototype);
    expect(r.warnings).toEqual([
      {
        code: 'UNKNOWN_INPUT_IGNORED',
        severity: 'info',
        detail: "Ignored inputs '__proto__', 'constructor', 'toString', 'hasOwnProperty': not used by this calculator.",
        suggestion: 'Accepted inputs are n, m.',
      },
    ]);
  });
  it('a field named like a prototype member that is left out is missing, not inherited', () => {
    const q = planOf({ input: z.object({ constructor: z.number(), toString: z.number() }) }, { constructor: num(), toString: num() });
    expect(err(prepareInputs(q, {}))).toMatchObject({ code: 'MISSING_REQUIRED_INPUT', field: 'constructor' });
    expect(err(prepareInputs(q, { constructor: 1 }))).toMatchObject({ code: 'MISSING_REQUIRED_INPUT', field: 'toString' });
    expect(okInput(prepareInputs(q, { constructor: '1', toString: 2 })).input).toEqual({ constructor: 1, toString: 2 });
  });
});

describe('prepareInputs: optional fields named like Object.prototype members', () => {
  const p = planOf({ input: z.object({ constructor: z.optional(z.number()), toString: z.optional(z.string()), n: z.number() }) }, { constructor: num(false), toString: { kind: 'string' as const, required: false }, n: num() });
  it('are absent when not sent, not read from the prototype', () => {
    expect(okInput(prepareInputs(p, { n: 1 })).input).toEqual({ n: 1 });
  });
  it('are read when sent', () => {
    expect(okInput(prepareInputs(p, { n: 1, constructor: '2', toString: 'x' })).input).toEqual({ n: 1, constructor: 2, toString: 'x' });
  });
});

describe('prepareInputs: tool defaults and the prepare hook', () => {
  const base = { input: z.object({ mode: z.enum(['a', 'b']), n: z.optional(z.number()) }) };
  const shape: Shape = { mode: { kind: 'enum', required: true, values: ['a', 'b'] }, n: num(false) };
  it('a tool default fills a blank or absent field but never replaces a sent value', () => {
    const p = planOf(base, shape, { defaults: { mode: 'b' } });
    expect(okInput(prepareInputs(p, {})).input).toEqual({ mode: 'b' });
    expect(okInput(prepareInputs(p, { mode: ' ' })).input).toEqual({ mode: 'b' });
    expect(okInput(prepareInputs(p, { mode: 'a' })).input).toEqual({ mode: 'a' });
  });
  it('prepare sees the renamed, defaulted values and its result is what gets coerced', () => {
    const seen: unknown[] = [];
    const p = planOf(
      {
        ...base,
        aliases: { m: 'mode' },
        prepare: (v) => {
          seen.push({ ...v });
          return { ...v, n: '7' };
        },
      },
      shape,
      { defaults: { n: 1 } },
    );
    expect(prepareInputs(p, { m: 'a' })).toEqual({ ok: true, input: { mode: 'a', n: 7 }, canonical: { mode: 'a', n: 7 }, warnings: [] });
    expect(seen).toEqual([{ mode: 'a', n: 1 }]);
  });
  it('an error returned by prepare is the answer, as it is', () => {
    const e: EngineError = { code: 'PREP_FAILED', field: 'mode', detail: 'no', suggestion: 'yes' };
    const p = planOf({ ...base, prepare: () => e }, shape);
    expect(prepareInputs(p, { mode: 'a' })).toEqual({ ok: false, error: e });
  });
});

describe('prepareInputs: numbers', () => {
  const p = planOf(
    { input: z.object({ x: z.number(), n: z.optional(z.int()) }) },
    { x: num(), n: int(false) },
    { hints: { x: { label: 'X', unit: 'V' } } },
  );
  const coercionError = (code: string, field: string, detail: string, suggestion: string) => ({ ok: false, error: { code, field, detail, suggestion } });
  const xSuggestion = 'Give x as a finite number in V, e.g. 10.';
  it.each([
    [' 3 ', 3],
    ['-2.5', -2.5],
    ['+4', 4],
    ['.5', 0.5],
    ['5.', 5],
    ['1E3', 1000],
    ['1e-2', 0.01],
    [7, 7],
    [-0, 0],
    ['-0', 0],
    // Text people type: grouping, a unit of the field (quantity/read.ts has the rest).
    ['1 000', 1000],
    ['1,500.25', 1500.25],
    ['12 V', 12],
    ['4.7k', 4700],
    ['250 mV', 0.25],
  ])('%j → %s', (v, n) => {
    const r = okInput(prepareInputs(p, { x: v }));
    expect(r.input).toEqual({ x: n });
    expect(Object.is(r.input.x, n)).toBe(true);
  });
  it.each([
    ['abc', "x (X, V) must be a number, got 'abc'."],
    ['1,5', "x (X, V) must be a number, got '1,5'."],
    ['Infinity', "x (X, V) must be a number, got 'Infinity'."],
    ['a'.repeat(40), `x (X, V) must be a number, got '${'a'.repeat(40)}'.`],
    ['a'.repeat(41), 'x (X, V) must be a number, got a 41-character text.'],
    ['1e309', "x (X, V) is too large to represent ('1e309')."],
    ['-1e309', "x (X, V) is too large to represent ('-1e309')."],
    [NaN, 'x (X, V) must be a finite number, got NaN.'],
    [Infinity, 'x (X, V) must be a finite number, got Infinity.'],
    [true, 'x (X, V) must be a number, got boolean.'],
    [[1], 'x (X, V) must be a number, got an array.'],
    [{ v: 1 }, 'x (X, V) must be a number, got object.'],
  ])('%j → INVALID_NUMBER on x', (v, detail) => {
    expect(prepareInputs(p, { x: v })).toEqual(coercionError('INVALID_NUMBER', 'x', detail, xSuggestion));
  });
  it.each([
    ['0x10', 'INVALID_NUMBER', '"0x10": x10 is not a unit X takes.', 'Type X in V, mV or kV, e.g. 20 V.'],
    ['20 mA', 'UNIT_MISMATCH', '"20 mA" is a current; X needs a voltage.', 'Type X in V, mV or kV, e.g. 20 V.'],
  ])('%j → %s on x, naming what the field takes', (v, code, detail, suggestion) => {
    expect(prepareInputs(p, { x: v })).toEqual(coercionError(code, 'x', detail, suggestion));
  });
  it('a whole-number field suggests a whole number', () => {
    expect(prepareInputs(p, { x: 1, n: 'two' })).toEqual(coercionError('INVALID_NUMBER', 'n', "n must be a number, got 'two'.", 'Give n as a whole number, e.g. 2.'));
  });
  it('blank number text is missing', () => {
    expect(err(prepareInputs(p, { x: '  ' }))).toMatchObject({ code: 'MISSING_REQUIRED_INPUT', field: 'x' });
    expect(okInput(prepareInputs(p, { x: 1, n: '' })).input).toEqual({ x: 1 });
    expect(okInput(prepareInputs(p, { x: 1, n: null })).input).toEqual({ x: 1 });
  });
});

describe('prepareInputs: suggestions name an example value', () => {
  const input = z.object({ x: z.number(), n: z.int(), s: z.optional(z.string()) });
  const shape: Shape = { x: num(), n: int(), s: { kind: 'string', required: false } };
  const sugg = (bits: Partial<DeclBits>, raw: Record<string, unknown>) => err(prepareInputs(planOf({ input, ...bits }, shape), raw)).suggestion;
  it('from ui.initial first, then the first example, else 10 / 2', () => {
    expect(sugg({ initial: { x: 4.5, n: 3 } }, { x: 'a', n: 1 })).toBe('Give x as a finite number, e.g. 4.5.');
    expect(sugg({ initial: { x: 4.5, n: 3 } }, { x: 1, n: 'a' })).toBe('Give n as a whole number, e.g. 3.');
    expect(sugg({ initial: { x: 4.5 }, examples: [{ inputs: { x: 8 }, expect: {} }] }, { x: 'a', n: 1 })).toBe('Give x as a finite number, e.g. 4.5.');
    expect(sugg({ initial: {}, examples: [{ inputs: { x: 8 }, expect: {} }] }, { x: 'a', n: 1 })).toBe('Give x as a finite number, e.g. 8.');
    expect(sugg({ examples: [{ inputs: { n: '6' }, expect: {} }] }, { x: 1, n: 'a' })).toBe('Give n as a whole number, e.g. "6".');
    expect(sugg({ initial: { x: true, n: [1] } }, { x: 'a', n: 1 })).toBe('Give x as a finite number, e.g. 10.');
    expect(sugg({ initial: { x: true, n: [1] } }, { x: 1, n: 'a' })).toBe('Give n as a whole number, e.g. 2.');
    expect(sugg({}, { x: 'a', n: 1 })).toBe('Give x as a finite number, e.g. 10.');
    expect(sugg({ initial: { x: 0 } }, { x: 'a', n: 1 })).toBe('Give x as a finite number, e.g. 0.');
  });
  it('never reads an example value from Object.prototype', () => {
    const q = planOf({ input: z.object({ toString: z.number() }), initial: {} }, { toString: num() });
    expect(err(prepareInputs(q, { toString: 'a' })).suggestion).toBe('Give toString as a finite number, e.g. 10.');
  });
  it('other kinds are asked for by name', () => {
    expect(err(prepareInputs(planOf({ input }, shape), { x: 1, n: 1, s: true })).suggestion).toBe('Give a value for s.');
  });
});

describe('prepareInputs: text and enum fields', () => {
  const p = planOf(
    { input: z.object({ t: z.string(), mode: z.optional(z.enum(['a', 'b', 'c'])), bare: z.optional(z.string()) }) },
    { t: { kind: 'string', required: true }, mode: { kind: 'enum', required: false, values: ['a', 'b', 'c'] }, bare: { kind: 'enum', required: false } },
    { hints: { t: { label: 'Text' }, mode: { label: 'Mode' } } },
  );
  it('text keeps its whitespace, an enum is trimmed, a finite number becomes its text', () => {
    expect(okInput(prepareInputs(p, { t: '  x ', mode: ' b ' })).input).toEqual({ t: '  x ', mode: 'b' });
    expect(okInput(prepareInputs(p, { t: 5, mode: 'a' })).input).toEqual({ t: '5', mode: 'a' });
    expect(okInput(prepareInputs(p, { t: -1.5 })).input).toEqual({ t: '-1.5' });
  });
  it('null, undefined and the empty string are a missing text', () => {
    for (const t of [null, undefined, '']) expect(err(prepareInputs(p, { t }))).toMatchObject({ code: 'MISSING_REQUIRED_INPUT', field: 't' });
  });
  it.each([
    [{ t: true }, 'INVALID_INPUT', 't', 't (Text) must be text, got boolean.', 'Give a value for t.'],
    [{ t: NaN }, 'INVALID_INPUT', 't', 't (Text) must be text, got NaN.', 'Give a value for t.'],
    [{ t: [] }, 'INVALID_INPUT', 't', 't (Text) must be text, got an array.', 'Give a value for t.'],
    [{ t: 'x', mode: false }, 'INVALID_MODE', 'mode', 'mode (Mode) must be one of a, b, c, got boolean.', "Use one of 'a', 'b', 'c'."],
    [{ t: 'x', mode: Infinity }, 'INVALID_MODE', 'mode', 'mode (Mode) must be one of a, b, c, got Infinity.', "Use one of 'a', 'b', 'c'."],
    [{ t: 'x', bare: {} }, 'INVALID_MODE', 'bare', 'bare must be one of undefined, got object.', 'Give a value for bare.'],
  ])('%j → %s', (raw, code, field, detail, suggestion) => {
    expect(prepareInputs(p, raw)).toEqual({ ok: false, error: { code, field, detail, suggestion } });
  });
  it('a number outside the enum is read as its text and then rejected by the schema', () => {
    expect(err(prepareInputs(p, { t: 'x', mode: 3 }))).toEqual({
      code: 'INVALID_MODE',
      field: 'mode',
      detail: 'mode (Mode) must be one of a, b, c.',
      suggestion: "Use one of 'a', 'b', 'c'.",
      invalid_parameters: [{ name: 'inputs.mode', constraint: 'mode (Mode) must be one of a, b, c.' }],
    });
  });
});

describe('prepareInputs: booleans', () => {
  const p = planOf({ input: z.object({ on: z.boolean() }) }, { on: { kind: 'boolean', required: true } });
  it.each([
    [true, true],
    [false, false],
    ['true', true],
    ['1', true],
    ['on', true],
    ['false', false],
    ['0', false],
    ['off', false],
  ])('%j → %s', (v, b) => expect(okInput(prepareInputs(p, { on: v })).input).toEqual({ on: b }));
  it.each([['yes'], ['TRUE'], [' true'], [1], [0], [[]]])('%j → INVALID_INPUT', (v) => {
    const shown = typeof v === 'string' ? `'${v}'` : Array.isArray(v) ? 'an array' : String(v);
    expect(prepareInputs(p, { on: v })).toEqual({
      ok: false,
      error: { code: 'INVALID_INPUT', field: 'on', detail: `on must be true or false, got ${shown}.`, suggestion: 'Give a value for on.' },
    });
  });
});

describe('prepareInputs: unknown inputs', () => {
  const input = z.object({ a: z.optional(z.number()), b: z.optional(z.number()) });
  const shape: Shape = { a: num(false), b: num(false) };
  const keys = (n: number) => Array.from({ length: n }, (_, i) => `k${i + 1}`);
  it('no unknown inputs, no warning', () => {
    expect(prepareInputs(planOf({ input }, shape), { a: 1 })).toEqual({ ok: true, input: { a: 1 }, canonical: { a: 1 }, warnings: [] });
    expect(prepareInputs(planOf({ input }, shape, { strict: true }), { a: 1 })).toEqual({ ok: true, input: { a: 1 }, canonical: { a: 1 }, warnings: [] });
  });
  it('lenient: one info warning listing up to 10 keys', () => {
    const one = okInput(prepareInputs(planOf({ input }, shape), { a: 1, zz: 2 }));
    expect(one.input).toEqual({ a: 1 });
    expect(one.warnings).toEqual([{ code: 'UNKNOWN_INPUT_IGNORED', severity: 'info', detail: "Ignored input 'zz': not used by this calculator.", suggestion: 'Accepted inputs are a, b.' }]);
    const many = okInput(prepareInputs(planOf({ input }, shape), Object.fromEntries(keys(12).map((k) => [k, 1]))));
    expect(many.warnings).toEqual([
      {
        code: 'UNKNOWN_INPUT_IGNORED',
        severity: 'info',
        detail: `Ignored inputs ${keys(10).map((k) => `'${k}'`).join(', ')} and 2 more: not used by this calculator.`,
        suggestion: 'Accepted inputs are a, b.',
      },
    ]);
  });
  it('a key longer than 40 characters is shortened in the message', () => {
    const long = 'q'.repeat(41);
    const forty = 'w'.repeat(40);
    const r = okInput(prepareInputs(planOf({ input }, shape), { [long]: 1, [forty]: 2 }));
    expect(r.warnings[0].detail).toBe(`Ignored inputs '${'q'.repeat(40)}…', '${forty}': not used by this calculator.`);
  });
  it('strict: INVALID_INPUT on the first unknown key, every one listed (at most 20)', () => {
    const strict = planOf({ input }, shape, { strict: true });
    expect(prepareInputs(strict, { a: 1, zz: 2, yy: 3 })).toEqual({
      ok: false,
      error: {
        code: 'INVALID_INPUT',
        field: 'zz',
        detail: "Unknown input 'zz' (and 1 more): this calculator accepts only a, b.",
        suggestion: "Remove 'zz', 'yy'; accepted inputs are a, b.",
        invalid_parameters: [
          { name: 'inputs.zz', constraint: 'not an accepted input' },
          { name: 'inputs.yy', constraint: 'not an accepted input' },
        ],
      },
    });
    const e = err(prepareInputs(strict, Object.fromEntries(keys(21).map((k) => [k, 1]))));
    expect(e.field).toBe('k1');
    expect(e.detail).toBe("Unknown input 'k1' (and 20 more): this calculator accepts only a, b.");
    expect(e.suggestion).toBe(`Remove ${keys(5).map((k) => `'${k}'`).join(', ')}; accepted inputs are a, b.`);
    expect(e.invalid_parameters).toEqual(keys(20).map((k) => ({ name: `inputs.${k}`, constraint: 'not an accepted input' })));
    expect(err(prepareInputs(strict, { constructor: 1 }))).toMatchObject({ code: 'INVALID_INPUT', field: 'constructor', detail: "Unknown input 'constructor': this calculator accepts only a, b." });
  });
});

describe('prepareInputs: schema issues become one error', () => {
  it('missing required fields, listed in order', () => {
    const p = planOf({ input: z.object({ a: z.number(), b: z.string() }) }, { a: num(), b: { kind: 'string', required: true } }, { hints: { a: { label: 'A', unit: 'm' } } });
    expect(err(prepareInputs(p, {}))).toEqual({
      code: 'MISSING_REQUIRED_INPUT',
      field: 'a',
      detail: 'a (A, m) is required.',
      suggestion: 'Give a as a finite number in m, e.g. 10.',
      invalid_parameters: [
        { name: 'inputs.a', constraint: 'a (A, m) is required.' },
        { name: 'inputs.b', constraint: 'b is required.' },
      ],
    });
  });
  it('invalid_type: a whole number, a number, other types', () => {
    const p = planOf(
      { input: z.object({ n: z.optional(z.int()), list: z.optional(z.array(z.number())), flags: z.optional(z.array(z.boolean())), obj: z.optional(z.object({ s: z.string() })) }) },
      { n: num(false), list: { kind: 'array', required: false }, flags: { kind: 'array', required: false }, obj: { kind: 'object', required: false } },
    );
    expect(err(prepareInputs(p, { n: 2.5 }))).toMatchObject({ code: 'INVALID_NUMBER', field: 'n', detail: 'n must be a whole number.', suggestion: 'Give n as a finite number, e.g. 10.' });
    expect(err(prepareInputs(p, { list: [1, 'x'] }))).toMatchObject({ code: 'INVALID_NUMBER', field: 'list.1', detail: 'list must be a number.', suggestion: 'Give a value for list.' });
    expect(err(prepareInputs(p, { list: 'abc' }))).toEqual({
      code: 'INVALID_INPUT',
      field: 'list',
      detail: 'list must be of type array.',
      suggestion: 'Give a value for list.',
      invalid_parameters: [{ name: 'inputs.list', constraint: 'list must be of type array.' }],
    });
    expect(err(prepareInputs(p, { flags: [true, 'no'] }))).toMatchObject({ code: 'INVALID_INPUT', field: 'flags.1', detail: 'flags must be of type boolean.' });
    expect(err(prepareInputs(p, { obj: { s: 1 } }))).toMatchObject({ code: 'INVALID_INPUT', field: 'obj.s', detail: 'obj must be of type string.' });
    expect(err(prepareInputs(p, { obj: {} }))).toMatchObject({ code: 'MISSING_REQUIRED_INPUT', field: 'obj.s', detail: 'obj is required.' });
  });
  it('invalid_value: INVALID_MODE only for a top-level enum field', () => {
    const p = planOf(
      {
        input: z.object({
          mode: z.optional(z.enum(['a', 'b'])),
          tags: z.optional(z.array(z.enum(['p', 'q']))),
          lit: z.optional(z.literal('only')),
        }),
      },
      { mode: { kind: 'enum', required: false, values: ['a', 'b'] }, tags: { kind: 'array', required: false }, lit: { kind: 'string', required: false } },
    );
    expect(err(prepareInputs(p, { mode: 'z' }))).toEqual({
      code: 'INVALID_MODE',
      field: 'mode',
      detail: 'mode must be one of a, b.',
      suggestion: "Use one of 'a', 'b'.",
      invalid_parameters: [{ name: 'inputs.mode', constraint: 'mode must be one of a, b.' }],
    });
    expect(err(prepareInputs(p, { tags: ['p', 'z'] }))).toMatchObject({ code: 'INVALID_INPUT', field: 'tags.1', detail: 'tags must be one of p, q.', suggestion: "Use one of 'p', 'q'." });
    expect(err(prepareInputs(p, { lit: 'other' }))).toMatchObject({ code: 'INVALID_INPUT', field: 'lit', detail: 'lit must be one of only.' });
  });
  it('invalid_value on the whole input (no field) names inputs', () => {
    const p = planOf({ input: z.enum(['a']) as unknown as z.ZodMiniType }, {});
    expect(err(prepareInputs(p, {}))).toEqual({
      code: 'INVALID_INPUT',
      field: undefined,
      detail: 'inputs must be one of a.',
      suggestion: "Use one of 'a'.",
      invalid_parameters: [{ name: 'inputs', constraint: 'inputs must be one of a.' }],
    });
  });
  it('too_small / too_big: bound, relation and what is counted', () => {
    const p = planOf(
      {
        input: z.object({
          x: z.optional(z.number().check(z.gte(0), z.lt(10))),
          y: z.optional(z.number().check(z.gt(0), z.lte(5))),
          list: z.optional(z.array(z.number()).check(z.minLength(2), z.maxLength(3))),
          s: z.optional(z.string().check(z.maxLength(2))),
        }),
      },
      { x: num(false), y: num(false), list: { kind: 'array', required: false }, s: { kind: 'string', required: false } },
      { hints: { x: { label: 'X', unit: 'V' } } },
    );
    const e = (raw: Record<string, unknown>) => {
      const { code, field, detail, suggestion } = err(prepareInputs(p, raw));
      return { code, field, detail, suggestion };
    };
    expect(e({ x: -1 })).toEqual({ code: 'INVALID_INPUT', field: 'x', detail: 'x (X, V) must be ≥ 0.', suggestion: 'Use a value ≥ 0.' });
    expect(e({ x: 10 })).toEqual({ code: 'INVALID_INPUT', field: 'x', detail: 'x (X, V) must be < 10.', suggestion: 'Use a value < 10.' });
    expect(e({ y: 0 })).toEqual({ code: 'INVALID_INPUT', field: 'y', detail: 'y must be > 0.', suggestion: 'Use a value > 0.' });
    expect(e({ y: 6 })).toEqual({ code: 'INVALID_INPUT', field: 'y', detail: 'y must be ≤ 5.', suggestion: 'Use a value ≤ 5.' });
    expect(e({ list: [1] })).toEqual({ code: 'INVALID_INPUT', field: 'list', detail: 'list must have a count ≥ 2.', suggestion: 'Use a value ≥ 2.' });
    expect(e({ list: [1, 2, 3, 4] })).toEqual({ code: 'INVALID_INPUT', field: 'list', detail: 'list must have a count ≤ 3.', suggestion: 'Use a value ≤ 3.' });
    expect(e({ s: 'abc' })).toEqual({ code: 'INVALID_INPUT', field: 's', detail: 's must have a length ≤ 2.', suggestion: 'Use a value ≤ 2.' });
  });
  it('not_multiple_of is INVALID_NUMBER (a whole number)', () => {
    const p = planOf({ input: z.object({ k: z.number().check(z.multipleOf(1)) }) }, { k: int() });
    expect(err(prepareInputs(p, { k: 1.5 }))).toEqual({
      code: 'INVALID_NUMBER',
      field: 'k',
      detail: 'k must be a whole number.',
      suggestion: 'Give k as a whole number, e.g. 2.',
      invalid_parameters: [{ name: 'inputs.k', constraint: 'k must be a whole number.' }],
    });
  });
  it('unrecognized_keys from a strict schema names the key', () => {
    const p = planOf({ input: z.strictObject({ a: z.number() }) }, { a: num(), extra: num(false) });
    expect(err(prepareInputs(p, { a: 1, extra: 2 }))).toEqual({
      code: 'INVALID_INPUT',
      field: 'extra',
      detail: "Unknown input 'extra'.",
      suggestion: 'Remove it; accepted inputs are a, extra.',
      invalid_parameters: [{ name: 'inputs.extra', constraint: "Unknown input 'extra'." }],
    });
  });
  it('custom checks: their code and message, or INVALID_INPUT; never read as missing', () => {
    const p = (check: z.core.$ZodCheck<{ a: number; y?: number }>) =>
      planOf({ input: z.object({ a: z.number(), y: z.optional(z.number()) }).check(check) }, { a: num(), y: num(false) });
    expect(err(prepareInputs(p(z.refine(() => false, { params: { code: 'Y_NEEDED' }, path: ['y'], message: 'y is needed when a is 1.' })), { a: 1 }))).toEqual({
      code: 'Y_NEEDED',
      field: 'y',
      detail: 'y is needed when a is 1.',
      suggestion: 'Give y as a finite number, e.g. 10.',
      invalid_parameters: [{ name: 'inputs.y', constraint: 'y is needed when a is 1.' }],
    });
    expect(err(prepareInputs(p(z.refine(() => false, { path: ['a'], params: { suggestion: 'Try a = 2.' } })), { a: 1 }))).toMatchObject({
      code: 'INVALID_INPUT',
      field: 'a',
      detail: 'a is not valid.',
      suggestion: 'Try a = 2.',
    });
    expect(err(prepareInputs(p(z.refine(() => false)), { a: 1 }))).toEqual({
      code: 'INVALID_INPUT',
      field: undefined,
      detail: 'inputs is not valid.',
      suggestion: 'Check the inputs against the input schema.',
      invalid_parameters: [{ name: 'inputs', constraint: 'inputs is not valid.' }],
    });
  });
  it('other issues: INVALID_INPUT with zod’s message, or the safe-integer range for whole numbers', () => {
    const p = planOf(
      {
        input: z.object({
          s: z.optional(z.string().check(z.regex(/^a/, { message: 'starts with a' }))),
          // zod's own message, as zod/mini gives it (with full zod loaded in the same process, its English
          // locale would word a bare regex check, so the generic message is set explicitly).
          r: z.optional(z.string().check(z.superRefine((v, ctx) => void (v !== 'a' && ctx.addIssue({ code: 'invalid_format', format: 'regex', message: 'Invalid input', input: v } as never))))),
          big: z.optional(z.number().check(z.superRefine((v, ctx) => void (v > 10 && ctx.addIssue({ code: 'invalid_format', format: 'safeint', input: v } as never))))),
          notInt: z.optional(z.number().check(z.superRefine((v, ctx) => void (v > 10 && ctx.addIssue({ code: 'invalid_format', format: 'safeint', input: v } as never))))),
          other: z.optional(z.number().check(z.superRefine((v, ctx) => void (v > 10 && ctx.addIssue({ code: 'invalid_format', format: 'email', input: v } as never))))),
        }),
      },
      { s: { kind: 'string', required: false }, r: { kind: 'string', required: false }, big: int(false), notInt: num(false), other: int(false) },
    );
    expect(err(prepareInputs(p, { s: 'b' }))).toEqual({
      code: 'INVALID_INPUT',
      field: 's',
      detail: 's is not valid: starts with a',
      suggestion: 'Give a value for s.',
      invalid_parameters: [{ name: 'inputs.s', constraint: 's is not valid: starts with a' }],
    });
    expect(err(prepareInputs(p, { r: 'b' }))).toMatchObject({ code: 'INVALID_INPUT', field: 'r', detail: 'r is not valid.' });
    expect(err(prepareInputs(p, { big: 11 }))).toMatchObject({ code: 'INVALID_NUMBER', field: 'big', detail: 'big must be a whole number within ±9007199254740991.', suggestion: 'Give big as a whole number, e.g. 2.' });
    expect(err(prepareInputs(p, { notInt: 11 }))).toMatchObject({ code: 'INVALID_INPUT', field: 'notInt' });
    expect(err(prepareInputs(p, { other: 11 }))).toMatchObject({ code: 'INVALID_INPUT', field: 'other' });
  });
  it('a schema field the shape does not list is still reported by name, with a generic suggestion', () => {
    const p = planOf({ input: z.object({ k: z.number() }) }, {});
    expect(err(prepareInputs(p, {}))).toEqual({
      code: 'MISSING_REQUIRED_INPUT',
      field: 'k',
      detail: 'k is required.',
      suggestion: 'Give a value for k.',
      invalid_parameters: [{ name: 'inputs.k', constraint: 'k is required.' }],
    });
  });
  it('an issue on the whole input that is no known kind is INVALID_INPUT on inputs', () => {
    const p = planOf({ input: z.union([z.string(), z.number()]) as unknown as z.ZodMiniType }, {});
    expect(err(prepareInputs(p, {}))).toEqual({
      code: 'INVALID_INPUT',
      field: undefined,
      detail: 'inputs is not valid.',
      suggestion: 'Check the inputs against the input schema.',
      invalid_parameters: [{ name: 'inputs', constraint: 'inputs is not valid.' }],
    });
  });
  it('a value is missing only if absent along its own path (not inherited, not under a non-object)', () => {
    const p = planOf(
      {
        input: z.object({
          f: z.optional(z.pipe(z.transform((s: unknown) => [s]), z.array(z.number()))),
          g: z.optional(z.array(z.pipe(z.transform(() => ({ a: 'x' }) as unknown as { a: number }), z.object({ a: z.number() })))),
          h: z.optional(z.object({ toString: z.number() })),
        }),
      },
      { f: { kind: 'mixed', required: false }, g: { kind: 'array', required: false }, h: { kind: 'object', required: false } },
    );
    expect(err(prepareInputs(p, { f: 'ab' }))).toMatchObject({ code: 'MISSING_REQUIRED_INPUT', field: 'f.0' });
    expect(err(prepareInputs(p, { g: [null] }))).toMatchObject({ code: 'MISSING_REQUIRED_INPUT', field: 'g.0.a' });
    expect(err(prepareInputs(p, { g: [7] }))).toMatchObject({ code: 'MISSING_REQUIRED_INPUT', field: 'g.0.a' });
    expect(err(prepareInputs(p, { h: {} }))).toMatchObject({ code: 'MISSING_REQUIRED_INPUT', field: 'h.toString' });
    expect(err(prepareInputs(p, { h: { toString: 'x' } }))).toMatchObject({ code: 'INVALID_NUMBER', field: 'h.toString' });
  });
});
