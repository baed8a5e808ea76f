// One test an engine's own test file adds with one line: the engine declares exactly the codes it returns.
import { expect, it } from 'vitest';
import { SHARED_CODES } from '../../engines/core/codes.ts';
import { calculate } from '../../engines/core/run.ts';
import { registry } from '../../engines/registry.ts';
import { returnedCodes, type Returned } from './returned-codes.ts';

/**
 * The engine declares exactly the error and warning codes it returns (beyond the shared input
 * layer's): every code the probes of tests/helpers/returned-codes.ts (worked examples, each field
 * spoilt in turn) and `more` inputs produce is declared, and every declared code is produced. The
 * declaration is what /errors, OpenAPI and inspect_capability list, so a code missing from it or a
 * stale one is a wrong contract (tests/engines/declared-codes.test.ts checks only the first half).
 */
export function declaresTheCodesItReturns(engineId: string, more: Record<string, unknown>[] = []) {
  it('declares exactly the error and warning codes it returns', () => {
    const engine = registry.engines.find((e) => e.id === engineId)!;
    const found: Returned = { errors: new Map(), warnings: new Map() };
    for (const tool of registry.tools.values()) if (tool.engine.id === engineId) returnedCodes(tool, found);
    const tool = registry.tools.get(engineId)!;
    for (const inputs of more) {
      const body = calculate(tool, inputs).body as { status?: string; code?: string; warnings?: { code: string }[] };
      if (body.code) found.errors.set(body.code, JSON.stringify(inputs));
      for (const w of body.warnings ?? []) found.warnings.set(w.code, JSON.stringify(inputs));
    }
    const own = (codes: Iterable<string>, shared: string[]) => [...codes].filter((c) => !shared.includes(c)).sort();
    expect(own(found.errors.keys(), SHARED_CODES.errors), 'error codes returned').toEqual([...engine.errors].sort());
    expect(own(found.warnings.keys(), SHARED_CODES.warnings), 'warning codes returned').toEqual([...engine.warnings].sort());
  });
}
