// The public black-box conformance vectors (fixtures/conformance-public-vectors.json)
// of a tool as tests: same inputs, same result paths, as the engine test kits of
// every area use them.
import { expect, it } from 'vitest';
import vectors from '../fixtures/conformance-public-vectors.json' with { type: 'json' };
import { at, close, run } from './calc.ts';

interface Vector {
  name: string;
  tool: string;
  inputs: Record<string, unknown>;
  expect: { http?: number; status?: string; code?: string; values?: { path: string; value: unknown; exact?: boolean; rel?: number }[] };
}

/**
 * One test per public conformance vector of `tools` (a tool id and its aliases); returns how many.
 * Numbers are compared with a relative tolerance (rel, default 1e-9) unless the vector says exact.
 */
export function conformanceVectors(...tools: string[]): number {
  const mine = (vectors as Vector[]).filter((v) => tools.includes(v.tool));
  if (!mine.length) return 0;
  it.each(mine.map((v) => [v.name, v] as const))('conformance vector: %s', (_, v) => {
    const answer = run(v.tool, v.inputs);
    const body = answer.body as { status?: string; code?: string; result?: unknown };
    if (v.expect.http) expect(answer.http, JSON.stringify(body)).toBe(v.expect.http);
    if (v.expect.status) expect(body.status).toBe(v.expect.status);
    if (v.expect.code) expect(body.code).toBe(v.expect.code);
    for (const { path, value, exact, rel } of v.expect.values ?? []) {
      const got = at(body.result, path);
      if (typeof value === 'number' && !exact) expect(close(got, value, rel ?? 1e-9), `${path}: got ${JSON.stringify(got)}, want ${value} (rel ${rel ?? 1e-9})`).toBe(true);
      else expect(got, path).toEqual(value);
    }
  });
  return mine.length;
}

/** conformanceVectors for a tool the fixture must cover: one more test fails when it has no vector. */
export function requiredConformanceVectors(tool: string): void {
  const count = (vectors as Vector[]).filter((v) => v.tool === tool).length;
  it('has public conformance vectors', () => expect(count).toBeGreaterThan(0));
  conformanceVectors(tool);
}
