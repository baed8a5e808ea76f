// Error and warning codes are contract (issue 20, part 5): every code an engine
// can return is declared with it and listed by /errors, OpenAPI and MCP
// inspect_capability from that declaration. This test runs every tool on its
// worked examples and on probing inputs (tests/helpers/returned-codes.ts) and
// fails on a code the engine returns without declaring it. Paths the probes do
// not reach are covered by reading the source: every code an engine file or an
// area's _lib writes (fail/invalid/warning(CODE, …), `code: CODE`) is declared.
import { parse } from '@babel/parser';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
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

const ENGINES = path.resolve(import.meta.dirname, '../../engines');
const AREAS = ['electrical', 'finance', 'math', 'grade', 'dev'];
const CODE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;
type Node = { type: string; [key: string]: unknown };
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';

/**
 * Codes a source file writes: the first argument of fail/invalid/warning, `code:` values and,
 * with `anyCatalogCode`, any text that is a calculator code of the catalog (a code handed to a
 * shared helper as an argument).
 */
function writtenCodes(source: string, anyCatalogCode = false): Set<string> {
  const found = new Set<string>();
  const literal = (n: unknown) => (isNode(n) && n.type === 'StringLiteral' && CODE.test(n.value as string) ? (n.value as string) : undefined);
  const visit = (n: unknown) => {
    if (Array.isArray(n)) return n.forEach(visit);
    if (!isNode(n)) return;
    if (n.type === 'CallExpression' && isNode(n.callee) && n.callee.type === 'Identifier' && ['fail', 'invalid', 'warning'].includes(n.callee.name as string)) {
      const c = literal((n.arguments as unknown[])[0]);
      if (c) found.add(c);
    }
    if (anyCatalogCode && n.type === 'StringLiteral' && CODES.get(n.value as string)?.kind !== 'service' && CODES.has(n.value as string)) found.add(n.value as string);
    if (n.type === 'ObjectProperty' && isNode(n.key) && (n.key.name === 'code' || n.key.value === 'code')) {
      const c = literal(n.value);
      if (c) found.add(c);
    }
    for (const [k, v] of Object.entries(n)) if (k !== 'loc' && typeof v === 'object') visit(v);
  };
  visit(parse(source, { sourceType: 'module', plugins: ['typescript'] }).program);
  return found;
}

describe('every code the source writes is declared', () => {
  const byId = new Map(registry.engines.map((d) => [d.id, d]));
  const shared = new Set([...SHARED_CODES.errors, ...SHARED_CODES.warnings]);

  it('the reader finds codes in each form they are written', () => {
    expect([...writtenCodes("fail('A_B', 'x', 'd', 's'); invalid('C_D', f, d, s); warnings.push(warning('E_F', d)); const e = { code: 'G_H' }; z.gte(0, { params: { code: 'I_J' } }); other('K_L');")].sort()).toEqual(['A_B', 'C_D', 'E_F', 'G_H', 'I_J']);
    expect([...writtenCodes("positive(x, 'R1', 'RESISTANCE_MUST_BE_POSITIVE'); other('K_L', 'ENGINE_NOT_FOUND');", true)]).toEqual(['RESISTANCE_MUST_BE_POSITIVE']);
  });

  for (const area of AREAS) {
    it(`${area}: engine files declare what they write; shared helpers write only catalog codes some engine declares`, () => {
      const problems: string[] = [];
      const declaredAnywhere = new Set<string>(registry.engines.flatMap((d) => [...d.errors, ...d.warnings]));
      for (const name of readdirSync(path.join(ENGINES, area))) {
        if (!name.endsWith('.ts') || name.includes('.picture.')) continue;
        const decl = byId.get(name.slice(0, -3));
        const declared = new Set<string>([...(decl?.errors ?? []), ...(decl?.warnings ?? [])]);
        for (const c of writtenCodes(readFileSync(path.join(ENGINES, area, name), 'utf8'), true)) if (!shared.has(c) && !declared.has(c)) problems.push(`${area}/${name}: ${c}`);
      }
      // Shared helpers: the area's _lib, and engines/core (checked with the first area).
      for (const dir of [`${area}/_lib`, ...(area === AREAS[0] ? ['core'] : [])]) {
        const full = path.join(ENGINES, dir);
        if (!existsSync(full)) continue;
        for (const name of readdirSync(full, { withFileTypes: true }).filter((f) => f.isFile() && f.name.endsWith('.ts')).map((f) => f.name)) {
          for (const c of writtenCodes(readFileSync(path.join(full, name), 'utf8'))) if (!CODES.has(c) || !(shared.has(c) || declaredAnywhere.has(c))) problems.push(`${dir}/${name}: ${c}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
