// Test helpers: run a tool through the same path every surface uses.
import { calculate, type Answer, type Envelope } from '../../engines/core/run.ts';
import type { ProblemBody } from '../../engines/core/problem.ts';
import { registry } from '../../engines/registry.ts';

export function run(toolId: string, inputs: unknown, pin?: string): Answer {
  const tool = registry.tools.get(toolId);
  if (!tool) throw new Error(`unknown tool ${toolId}`);
  return calculate(tool, inputs, pin);
}

/** The envelope of a 200 answer; throws with the error body otherwise. */
export function ok(toolId: string, inputs: unknown, pin?: string): Envelope {
  const a = run(toolId, inputs, pin);
  if (a.http !== 200) throw new Error(`${toolId} ${JSON.stringify(inputs)} → HTTP ${a.http}: ${JSON.stringify(a.body)}`);
  return a.body as Envelope;
}

/** The result of a successful answer. */
export function result<T = any>(toolId: string, inputs: unknown): T {
  const env = ok(toolId, inputs);
  if (env.status !== 'success') throw new Error(`${toolId} ${JSON.stringify(inputs)} → status ${env.status} ${env.code ?? ''}`);
  return env.result as T;
}

/** The error body of a 400 answer (or the envelope of an `invalid` one), for code checks. */
export function failure(toolId: string, inputs: unknown): { http: number; code: string; field?: string; suggestion?: string; body: ProblemBody | Envelope } {
  const a = run(toolId, inputs);
  const b = a.body as { status?: string; code?: string; field?: string; suggestion?: string; result?: unknown };
  if (a.http === 200 && b.status !== 'invalid') throw new Error(`${toolId} ${JSON.stringify(inputs)} succeeded: ${JSON.stringify(b.result)}`);
  return { http: a.http, code: b.code!, field: b.field, suggestion: b.suggestion, body: a.body };
}

/** Dot path inside a value: numeric segments index arrays, `length` is an array's length. */
export { valueAt as at } from '../../engines/derive/examples.ts';

/** |got − want| within rel·|want| (or abs); numbers given as decimal strings are compared as numbers. */
export function close(got: unknown, want: number, rel = 1e-9, abs?: number): boolean {
  const g = typeof got === 'string' && /^[-+]?\d/.test(got) ? Number(got) : got;
  if (typeof g !== 'number' || !Number.isFinite(g)) return false;
  const tol = abs ?? rel * Math.abs(want);
  return Math.abs(g - want) <= Math.max(tol, Number.MIN_VALUE);
}
