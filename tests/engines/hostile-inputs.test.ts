// Every tool, fed extreme values and the names of Object.prototype members,
// through the shared path every surface uses (calculate, then the picture):
// nothing throws or hangs, every
// answer is an envelope or an error body, a success never carries a null or
// non-finite result, and a prototype name behaves exactly like any other
// unknown word — as an input key, as a value (modes, units, grades, tokens in
// rows) and as a version pin. The HTTP sweep (tests/http/hostile-sweep.test.ts)
// sends the same kinds of input through REST, pages, MCP and share.
import { describe, expect, it } from 'vitest';
import { nonFinitePath } from '../../engines/core/numeric.ts';
import { calculate, type Answer } from '../../engines/core/run.ts';
import { pictureFor } from '../../engines/derive/picture.ts';
import type { ResolvedTool } from '../../engines/derive/tools.ts';
import { registry } from '../../engines/registry.ts';
import { calculateForm } from '../../engines/derive/form-inputs.ts';
import { formValuesFromQuery } from '../../engines/derive/form-text.ts';
import { pageModel } from '../../engines/derive/page-model.ts';
import { BACKTRACKING_BAIT, baseInputs, extremeValues, jsonWithKey, neutralWord, PROTOTYPE_NAMES, sweptTools } from '../helpers/hostile.ts';

/** What a caller acts on: HTTP status, engine status, error code and warning codes. */
function outcome(a: Answer) {
  const b = a.body as { status?: string; code?: string; warnings?: { code: string }[] };
  return { http: a.http, status: b.status, code: b.code, warnings: (b.warnings ?? []).map((w) => w.code) };
}

/** The answer, and its picture (pages and the browser worker draw it from the same answer). */
function expectWellFormed(tool: ResolvedTool, a: Answer, what: string) {
  expect(() => pictureFor(tool, a), what).not.toThrow();
  expect([200, 400], what).toContain(a.http);
  const body = a.body as { status: string; result?: unknown };
  if (a.http === 200 && body.status === 'success') {
    expect(body.result, what).not.toBeNull();
    expect(body.result, what).not.toBeUndefined();
    expect(nonFinitePath(body.result), what).toBeNull();
  }
  expect(() => JSON.stringify(a.body), what).not.toThrow();
}

/** The same value with one text token (the last word of a row, an enum) replaced by `word`. */
function withWord(value: unknown, word: string): unknown {
  if (typeof value === 'string') return /[:\s,;]/.test(value.trim()) ? value.replace(/[^:\s,;]+(?=\s*$)/, word) : word;
  if (Array.isArray(value)) return value.length ? [withWord(value[0], word), ...value.slice(1)] : [word];
  if (value && typeof value === 'object') {
    const first = Object.entries(value).find(([, v]) => typeof v === 'string');
    return first ? { ...value, [first[0]]: word } : value;
  }
  return word;
}

describe('every tool answers hostile inputs with an envelope or a documented error, never a throw', () => {
  for (const tool of sweptTools(registry.tools.values())) {
    it(tool.id, () => {
      const base = baseInputs(tool);
      for (const [key, shape] of Object.entries(tool.plan.shape)) {
        for (const v of extremeValues(shape)) expectWellFormed(tool, calculate(tool, { ...base, [key]: v }), `${key}=${JSON.stringify(v)?.slice(0, 40)}`);
      }

      for (const name of PROTOTYPE_NAMES) {
        const neutral = neutralWord(name);
        // As an input key (parsed from JSON, so "__proto__" is an own key as it would be on the wire).
        const asKey = calculate(tool, JSON.parse(jsonWithKey(base, name, 1)));
        expect(outcome(asKey), `key ${name}`).toEqual(outcome(calculate(tool, { ...base, [neutral]: 1 })));
        // As the value of each field that carries text or rows.
        for (const [key, shape] of Object.entries(tool.plan.shape)) {
          if (shape.kind === 'number' || shape.kind === 'integer' || shape.kind === 'boolean') continue;
          const given = base[key] ?? '';
          expect(outcome(calculate(tool, { ...base, [key]: withWord(given, name) })), `${key} with ${name}`).toEqual(
            outcome(calculate(tool, { ...base, [key]: withWord(given, neutral) })),
          );
        }
        // As a version pin: never published, never looked up.
        const pinned = calculate(tool, base, name);
        expect(pinned.http, `pin ${name}`).toBe(409);
        expect((pinned.body as { code: string }).code).toBe('VERSION_MISMATCH');
      }
    });
  }
});

// A page URL reaches the form readers (everyday numbers, rows, lists) before any engine: the server renders
// it, so its text is as hostile as a REST body. Answered in linear time these take milliseconds; before the
// number patterns were made unambiguous one field took seconds, and the test's time limit caught it.
describe('every page reads backtracking bait in its URL as a number or text, and answers', () => {
  for (const tool of registry.pages) {
    it(tool.page!, () => {
      const model = pageModel(tool);
      for (const field of model.fields) {
        for (const bait of BACKTRACKING_BAIT) {
          const { answer } = calculateForm(tool, model, formValuesFromQuery(model.fields, new URLSearchParams([[field.key, bait]])));
          expectWellFormed(tool, answer, `${field.key}=${bait.slice(0, 12)}…`);
        }
      }
    });
  }
});
