// The public black-box conformance vectors of one tool as tests (same inputs,
// same result paths), for the dev and grade engines of this batch.
import { expect, it } from 'vitest';
import vectors from '../../../fixtures/conformance-public-vectors.json' with { type: 'json' };
import { at, close, run } from '../../../helpers/calc.ts';

interface Vector {
  name: string;
  tool: string;
  inputs: Record<string, unknown>;
  expect: { http?: number; status?: string; code?: string; values?: { path: string; value: unknown; exact?: boolean; rel?: number }[] };
}

export function conformanceVectors(tool: string): void {
  const mine = (vectors as Vector[]).filter((v) => v.tool === tool);
  it('has public conformance vectors', () => expect(mine.length).toBeGreaterThan(0));
  it.each(mine.map((v) => [v.name, v] as const))('conformance vector: %s', (_, v) => {
    const answer = run(v.tool, v.inputs);
    const body = answer.body as { status?: string; code?: string; result?: unknown };
    if (v.expect.http) expect(answer.http).toBe(v.expect.http);
    if (v.expect.status) expect(body.status).toBe(v.expect.status);
    if (v.expect.code) expect(body.code).toBe(v.expect.code);
    for (const { path, value, exact, rel } of v.expect.values ?? []) {
      const got = at(body.result, path);
      if (typeof value === 'number' && !exact) expect(close(got, value, rel ?? 1e-9), `${path}: ${JSON.stringify(got)}`).toBe(true);
      else expect(got, path).toEqual(value);
    }
  });
}
