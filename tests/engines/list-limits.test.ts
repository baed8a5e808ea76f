// Every list input of every tool (courses, stages, resistors, numbers, netlists…)
// has a declared maximum, published as maxItems in its input JSON Schema (so
// OpenAPI, MCP tools/list and inspect_capability show it) and listed in
// SECURITY.md; one item more is refused with the field's documented code, on the
// field, with a suggestion naming the maximum, as a JSON array and as the text a
// page sends; the maximum itself is not refused for its length. The fields are
// read from the registry, so a new engine is covered without being listed here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { engineCodes } from '../../engines/core/codes.ts';
import { prepareInputs } from '../../engines/core/inputs.ts';
import { calculate } from '../../engines/core/run.ts';
import { formValuesFromInputs } from '../../engines/derive/form-text.ts';
import { pageModel } from '../../engines/derive/page-model.ts';
import { inputJsonSchema } from '../../engines/derive/schemas.ts';
import type { ResolvedTool } from '../../engines/derive/tools.ts';
import { registry } from '../../engines/registry.ts';
import { baseInputs, sweptTools } from '../helpers/hostile.ts';

const SECURITY = readFileSync(path.resolve(import.meta.dirname, '../../SECURITY.md'), 'utf8');
const tools = sweptTools(registry.tools.values());

const listFields = (tool: ResolvedTool) => Object.entries(tool.plan.shape).filter(([, s]) => s.kind === 'array').map(([k]) => k);

/** Inputs that work and use the list: the tool's first succeeding worked example that has it (else the page's first inputs). */
function baseWith(tool: ResolvedTool, key: string): Record<string, unknown> {
  const ex = tool.engine.examples.find((e) => (e.tool ?? tool.engine.id) === tool.id && (e.expect.status ?? 'success') === 'success' && e.inputs[key] !== undefined);
  return { ...(ex?.inputs ?? (tool.initial[key] !== undefined ? tool.initial : baseInputs(tool))) };
}

/** One item the field accepts: the first of those inputs, as the input layer prepared it (text rows become objects). */
function sampleItem(tool: ResolvedTool, key: string): unknown {
  const prepared = prepareInputs(tool.plan, baseWith(tool, key));
  if (!prepared.ok) throw new Error(`${tool.id}: its example does not prepare: ${JSON.stringify(prepared.error)}`);
  const list = prepared.canonical[key];
  if (!Array.isArray(list) || list.length === 0) throw new Error(`${tool.id}: no example has ${key}`);
  return list[0];
}

/** The text a page sends for this list (rows by the field's template, numbers one per line), or undefined when it can only be JSON. */
function pageText(tool: ResolvedTool, key: string, items: unknown[]): string | undefined {
  if (!tool.ownPage) return undefined;
  const text = formValuesFromInputs(pageModel(tool).fields, { [key]: items })[key];
  return text === undefined || /^\s*[[{]/.test(text) ? undefined : text;
}

function answer(tool: ResolvedTool, key: string, value: unknown) {
  const a = calculate(tool, { ...baseWith(tool, key), [key]: value });
  return { http: a.http, ...(a.body as { status?: string; code?: string; field?: string; suggestion?: string; detail?: string }) };
}

describe('every list input has a maximum and refuses one item more', () => {
  it('there are list inputs to check (the sweep is not vacuous)', () => {
    const all = tools.flatMap((t) => listFields(t).map((k) => `${t.id}.${k}`));
    expect(all).toEqual(expect.arrayContaining(['gpa.courses', 'final-grade.categories', 'gcf.values', 'add.values', 'cascaded-nf.stages', 'kirchhoff.elements', 'parallel-resistor.resistors']));
    // The text forms are tried too: rows for object items, a list for numbers.
    expect(pageText(registry.tools.get('gpa')!, 'courses', [{ name: 'Art', credits: 3, grade: 'A' }, { credits: 4, grade: 'B' }])).toBe('Art:3:A\n4:B');
    expect(pageText(registry.tools.get('gcf')!, 'values', [12, 18])).toBe('12, 18');
  });

  for (const tool of tools) {
    for (const key of listFields(tool)) {
      it(`${tool.id}.${key}`, () => {
        // (a) Declared: in the published schema, and in the shared input layer's rule, the same number.
        const max = inputJsonSchema(tool).properties?.[key]?.maxItems as number;
        expect(Number.isSafeInteger(max), `${tool.id}.${key} has maxItems in its input schema`).toBe(true);
        const rule = tool.plan.shape[key].list!;
        expect(rule.max).toBe(max);
        expect(engineCodes(tool.engine).errors.map((c) => c.code), `${tool.id} declares ${rule.code}`).toContain(rule.code);
        expect(SECURITY, `SECURITY.md lists ${tool.engine.id} with its maximum ${max}`).toMatch(new RegExp(`${tool.engine.id}\\b[^;|]*\\b${max}\\b`));

        // (b) One more is refused, as an array and as the text a page sends, on the field, naming the maximum.
        const item = sampleItem(tool, key);
        const over = Array.from({ length: max + 1 }, () => item);
        const full = Array.from({ length: max }, () => item);
        const forms: [string, unknown, unknown][] = [['array', over, full]];
        const text = pageText(tool, key, over);
        if (text !== undefined) forms.push(['text', text, pageText(tool, key, full)]);
        for (const [form, tooMany, atMax] of forms) {
          const refused = answer(tool, key, tooMany);
          expect(refused, `${form} of ${max + 1}`).toMatchObject({ http: 400, code: rule.code, field: key });
          expect(refused.suggestion, form).toContain(`at most ${max}`);
          // Text is split no further than one item past the maximum, so its full count is never known.
          if (form === 'text') expect(refused.detail, form).toContain(`more than ${max}`);
          const accepted = answer(tool, key, atMax);
          expect(accepted.field === key && accepted.code === rule.code, `${form} of ${max}: ${accepted.code} ${accepted.detail}`).toBe(false);
        }
      });
    }
  }
});

describe('a text list is read no further than its maximum', () => {
  it('text is refused without counting it to the end; an array, already parsed, with its count', () => {
    const gpa = registry.tools.get('gpa')!;
    const rows = (n: number) => Array.from({ length: n }, () => 'A:3:A').join('\n');
    expect(answer(gpa, 'courses', rows(10_000))).toMatchObject({ code: 'TOO_MANY_VALUES', detail: 'courses holds more than 200 courses; at most 200 are accepted.' });
    expect(answer(gpa, 'courses', Array.from({ length: 201 }, () => 'A:3:A'))).toMatchObject({ code: 'TOO_MANY_VALUES', detail: 'courses holds 201 courses; at most 200 are accepted.' });
  });

  it('a netlist counts its element lines, not its comment lines (an element list cannot be written as rows, so the sweep sends JSON)', () => {
    const kirchhoff = registry.tools.get('kirchhoff')!;
    // A ladder: V1 drives node 1, and resistor k joins node k to ground.
    const netlist = (n: number) => ['* a comment', 'V1 1 0 10', ...Array.from({ length: n - 1 }, (_, k) => `* R${k + 1}\nR${k + 1} 1 0 1k`)].join('\n');
    expect(answer(kirchhoff, 'elements', netlist(200))).toMatchObject({ http: 200, status: 'success' });
    expect(answer(kirchhoff, 'elements', netlist(201))).toMatchObject({ http: 400, code: 'CIRCUIT_TOO_LARGE', field: 'elements', detail: 'elements holds more than 200 elements; at most 200 are accepted.' });
  });
});
