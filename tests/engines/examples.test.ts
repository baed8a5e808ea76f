// Every worked example of every engine runs as a test, through the same path
// as REST, MCP and the pages; every success is checked against the engine's
// declared output schema, and no success carries a non-finite or null value.
import { describe, expect, it } from 'vitest';
import { registry } from '../../engines/registry.ts';
import { at, close, run } from '../helpers/calc.ts';
import type { Envelope } from '../../engines/core/run.ts';

for (const engine of registry.engines) {
  describe(`${engine.area}/${engine.id} examples`, () => {
    for (const ex of engine.examples) {
      it(ex.name, () => {
        const answer = run(ex.tool ?? engine.id, ex.inputs);
        const body = answer.body as Envelope & { code?: string };
        const want = ex.expect;
        if (want.status === 'error') expect(answer.http, JSON.stringify(body)).toBe(400);
        else if (want.status) {
          expect(answer.http, JSON.stringify(body)).toBe(200);
          expect(body.status, JSON.stringify(body)).toBe(want.status);
        }
        if (want.code) expect(JSON.stringify(body)).toContain(`"${want.code}"`);
        for (const [path, value] of Object.entries(want.values ?? {})) {
          const got = at(body.result, path);
          if (typeof value === 'number') expect(close(got, value, want.rel ?? 1e-9, want.abs), `${path}: got ${JSON.stringify(got)}, want ${value}`).toBe(true);
          else expect(got, path).toEqual(value);
        }
        if (answer.http === 200 && (body.status === 'success' || body.status === 'multiple_solutions')) {
          const parsed = (engine.output as any).safeParse(body.result);
          expect(parsed.success, `output schema: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
          expect(body.result).not.toBeNull();
        }
      });
    }
  });
}
