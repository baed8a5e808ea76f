// Engines must give the same bits in Node and in every browser. IEEE 754 fixes
// + − × ÷ and √ but not Math.exp, Math.log, Math.pow, Math.sin…, so engine code
// uses engines/core/det-math.ts instead; this test keeps it that way.
//
// It reads the syntax tree (Babel's parser), not the text, so the rule cannot be
// dodged: `Math` may only appear as `Math.<allowed member>`; `Math['exp']`,
// `const { exp } = Math`, `const M = Math` or passing Math anywhere are offences,
// and so are eval and the Function constructor (code built from text).
// `**` is allowed only on BigInt operands (exact), never on numbers.
import { parse } from '@babel/parser';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ENGINES = path.resolve(import.meta.dirname, '../../engines');
const AREAS = ['core', 'electrical', 'finance', 'math', 'grade', 'dev'];
/** Correctly rounded by IEEE 754 or exact on every engine (sqrt is correctly rounded; the rest are exact). */
const DETERMINISTIC_MATH = new Set(['abs', 'floor', 'ceil', 'round', 'trunc', 'sign', 'min', 'max', 'sqrt', 'fround', 'imul', 'clz32', 'PI', 'E', 'LN2', 'LN10', 'LOG2E', 'LOG10E', 'SQRT1_2', 'SQRT2']);
/** Reaching Math through the global object is a way around the rule, never needed. */
const GLOBAL_OBJECTS = new Set(['globalThis', 'self', 'window', 'global']);
/** Pictures only draw (their coordinates need not be bit-identical); det-math is where the exact versions live. */
const exempt = (file: string) => file.includes('picture') || file.endsWith(`${path.sep}core${path.sep}svg.ts`) || file.endsWith('det-math.ts');

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) yield* files(p);
    else if (name.endsWith('.ts') && !exempt(p)) yield p;
  }
}

type Node = { type: string; loc?: { start: { line: number } }; [key: string]: unknown };
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';

/** True when the subtree holds a BigInt literal or a BigInt(…) call: the operation is on BigInts. */
function involvesBigInt(n: unknown): boolean {
  if (Array.isArray(n)) return n.some(involvesBigInt);
  if (!isNode(n)) return false;
  if (n.type === 'BigIntLiteral') return true;
  if (n.type === 'CallExpression' && isNode(n.callee) && n.callee.type === 'Identifier' && n.callee.name === 'BigInt') return true;
  if (n.type === 'Identifier' && /^[A-Z][A-Z0-9_]*$/.test(n.name as string)) return true; // BigInt constants (TEN) are named in capitals
  return Object.entries(n).some(([k, v]) => k !== 'loc' && (typeof v === 'object' ? involvesBigInt(v) : false));
}

/** Every use of Math that is not `Math.<deterministic member>`, and every `**` on numbers, as "line: reason". */
function offences(source: string): string[] {
  const ast = parse(source, { sourceType: 'module', plugins: ['typescript'] });
  const found: string[] = [];
  const visit = (n: unknown, parent: Node | null, key: string) => {
    if (Array.isArray(n)) return n.forEach((c) => visit(c, parent, key));
    if (!isNode(n)) return;
    const line = n.loc?.start.line ?? 0;
    if (n.type === 'Identifier' && n.name === 'Math') {
      const asObject = parent && (parent.type === 'MemberExpression' || parent.type === 'OptionalMemberExpression') && key === 'object';
      const member = asObject && !parent.computed && isNode(parent.property) ? (parent.property.name as string) : undefined;
      const isPropertyName = parent && ((parent.type === 'MemberExpression' && key === 'property' && !parent.computed) || (key === 'key' && !parent.computed) || parent.type === 'TSQualifiedName');
      if (!isPropertyName && !(member && DETERMINISTIC_MATH.has(member))) found.push(`${line}: Math${member ? `.${member}` : ' used other than as Math.<deterministic member>'}`);
    }
    if (n.type === 'MemberExpression' && isNode(n.object) && GLOBAL_OBJECTS.has(n.object.name as string)) found.push(`${line}: the global object's members (${n.object.name as string}.…)`);
    // Code built from text reaches Math without naming it in the tree.
    if (n.type === 'Identifier' && (n.name === 'eval' || n.name === 'Function') && !(parent && ((parent.type === 'MemberExpression' && key === 'property' && !parent.computed) || (key === 'key' && !parent.computed) || parent.type === 'TSTypeReference'))) found.push(`${line}: ${n.name as string} (code from text)`);
    if ((n.type === 'BinaryExpression' && n.operator === '**') || (n.type === 'AssignmentExpression' && n.operator === '**=')) {
      if (!involvesBigInt([n.left, n.right])) found.push(`${line}: ** on numbers`);
    }
    for (const [k, v] of Object.entries(n)) if (k !== 'loc' && typeof v === 'object') visit(v, n, k);
  };
  visit(ast.program, null, 'program');
  return found;
}

describe('engine code is deterministic across JavaScript engines', () => {
  it('the check itself finds every way around it', () => {
    const caught = (code: string) => offences(code).length;
    expect(caught('const y = Math.exp(x);')).toBe(1);
    expect(caught("const y = Math['exp'](x);")).toBe(1);
    expect(caught('const { exp } = Math;')).toBe(1);
    expect(caught('const M = Math; M.log(2);')).toBe(1);
    expect(caught('const y = globalThis.Math.pow(2, x);')).toBe(1);
    expect(caught("const y = globalThis['Math'].pow(2, x);")).toBe(1);
    expect(caught('const y = Reflect.get(Math, "exp")(x);')).toBe(1);
    expect(caught("const f = Function('return Ma' + 'th')(); f.exp(x);")).toBe(1);
    expect(caught("const y = eval('Math.exp(1)');")).toBe(1);
    expect(caught('const y = Math?.exp(x);')).toBe(1);
    expect(caught('const y = x ** 2;')).toBe(1);
    expect(caught('y **= 2;')).toBe(1);
    expect(caught('const y = Math.sqrt(Math.abs(x)) + Math.PI; const z = 10n ** BigInt(k); const w = TEN ** BigInt(s);')).toBe(0);
    expect(caught('type T = { Math: number }; const o = { Math: 1 }; o.Math;')).toBe(0);
    expect(caught('type F = Function; const o = { eval: 1 }; o.eval;')).toBe(0);
  });

  for (const area of AREAS) {
    it(`${area}: only deterministic Math members, and ** only on BigInts`, () => {
      const all: string[] = [];
      for (const f of files(path.join(ENGINES, area))) for (const o of offences(readFileSync(f, 'utf8'))) all.push(`${path.relative(ENGINES, f)}:${o}`);
      expect(all).toEqual([]);
    });
  }
});
