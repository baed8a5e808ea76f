// Checking a worked example against an answer: shared by the example tests
// and the evidence pages, so the page shows exactly what the tests assert.
import type { Example } from '../core/contract.ts';
import type { Answer } from '../core/run.ts';

export function valueAt(value: unknown, path: string): unknown {
  if (path === '') return value;
  let cur: unknown = value;
  for (const seg of path.split('.')) {
    if (cur === null || cur === undefined) return undefined;
    if (Array.isArray(cur)) cur = seg === 'length' ? cur.length : cur[Number(seg)];
    else if (typeof cur === 'object') cur = (cur as Record<string, unknown>)[seg];
    else return undefined;
  }
  return cur;
}

/** Problems found; an empty list means the example holds. */
export function checkExample(ex: Example, answer: Answer): string[] {
  const p: string[] = [];
  const body = answer.body as { status?: string; code?: string; result?: unknown };
  const want = ex.expect;
  if (want.status === 'error' && answer.http !== 400) p.push(`HTTP ${answer.http}, want 400`);
  if (want.status && want.status !== 'error' && (answer.http !== 200 || body.status !== want.status)) p.push(`status ${body.status}, want ${want.status}`);
  if (want.code && !JSON.stringify(body).includes(`"${want.code}"`)) p.push(`code ${want.code} missing`);
  for (const [path, value] of Object.entries(want.values ?? {})) {
    const got = valueAt(body.result, path);
    if (typeof value === 'number') {
      const g = typeof got === 'string' ? Number(got) : got;
      const tol = want.abs ?? (want.rel ?? 1e-9) * Math.abs(value);
      if (typeof g !== 'number' || !(Math.abs(g - value) <= Math.max(tol, Number.MIN_VALUE))) p.push(`${path} = ${JSON.stringify(got)}, want ${value}`);
    } else if (JSON.stringify(got) !== JSON.stringify(value)) p.push(`${path} = ${JSON.stringify(got)}, want ${JSON.stringify(value)}`);
  }
  return p;
}
