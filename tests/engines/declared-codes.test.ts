// Error and warning codes are contract (issue 20, part 5): every code an engine
// can return is declared with it and listed by /errors, OpenAPI and MCP
// inspect_capability from that declaration. This test runs every tool on its
// worked examples and on probing inputs (tests/helpers/returned-codes.ts) and
// fails on a code the engine returns without declaring it.
import { describe, expect, it } from 'vitest';
import { CODES, SHARED_CODES, codeInfo } from '../../engines/core/codes.ts';
import { registry } from '../../engines/registry.ts';
import { returnedCodes, type Returned } from '../helpers/returned-codes.ts';

const returned = new Map<string, Returned>();
for (const tool of registry.tools.values()) {
  const r = returned.get(tool.engine.id) ?? { errors: new Map(), warnings: new Map() };
  returned.set(tool.engine.id, returnedCodes(tool, r));
}

/** Returned codes missing from the declaration, each with the probe that produced it. */
function undeclared(found: Map<string, string>, declared: readonly string[], shared: string[]): string[] {
  const known = new Set([...declared, ...shared]);
  return [...found].filter(([c]) => !known.has(c)).map(([c, how]) => `${c} (${how})`);
}

describe('every code an engine returns is declared with it', () => {
  for (const decl of registry.engines) {
    it(decl.id, () => {
      const r = returned.get(decl.id)!;
      expect(undeclared(r.errors, decl.errors, SHARED_CODES.errors), 'errors: add them to the declaration').toEqual([]);
      expect(undeclared(r.warnings, decl.warnings, SHARED_CODES.warnings), 'warnings: add them to the declaration').toEqual([]);
    });
  }

  it('the probes reach the codes the issue found undeclared (the sweep is not vacuous)', () => {
    const all = new Set([...returned.values()].flatMap((r) => [...r.errors.keys(), ...r.warnings.keys()]));
    for (const c of ['TEMPERATURE_BELOW_ABSOLUTE_ZERO', 'EFFICIENCY_OUT_OF_RANGE', 'EOL_OUT_OF_RANGE', 'PERMITTIVITY_OUT_OF_RANGE', 'UNKNOWN_INPUT_IGNORED', 'NO_SOLUTION']) expect(all).toContain(c);
    expect(all.size).toBeGreaterThan(250);
  });

  it('a declared code has the kind it is declared as (an error is not a warning) and a catalog entry', () => {
    for (const decl of registry.engines) {
      for (const c of decl.errors) expect(['error', 'invalid'], `${decl.id} ${c}`).toContain(codeInfo(c).kind);
      for (const c of decl.warnings) expect(codeInfo(c).kind, `${decl.id} ${c}`).toBe('warning');
      expect(new Set(decl.errors).size, `${decl.id} lists a code twice`).toBe(decl.errors.length);
    }
  });

  it('what an engine returns comes with the HTTP status its catalog entry states', () => {
    for (const tool of registry.tools.values()) {
      for (const ex of tool.engine.examples.filter((e) => (e.tool ?? tool.engine.id) === tool.id && e.expect.code)) {
        const info = codeInfo(ex.expect.code!);
        expect(ex.expect.status === 'invalid' ? 'invalid' : 'error', `${tool.id}: ${ex.name}`).toBe(info.kind === 'invalid' ? 'invalid' : 'error');
      }
    }
  });

  it('the catalog holds no code that no engine declares and the service does not use', () => {
    const declared = new Set<string>(registry.engines.flatMap((d) => [...d.errors, ...d.warnings]));
    const stale = [...CODES.values()].filter((i) => i.kind !== 'service' && !i.shared && !declared.has(i.code)).map((i) => i.code);
    expect(stale).toEqual([]);
  });
});
