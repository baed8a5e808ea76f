// The shared input layer, on a small declaration made for the test: coercion,
// aliases, defaults, unknown keys and the mapping of zod issues to codes.
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { defineEngine } from '../../../engines/core/contract.ts';
import { ok } from '../../../engines/core/outcome.ts';
import { calculate } from '../../../engines/core/run.ts';
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
