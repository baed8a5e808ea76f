// The engine declarations as the MCP Apps view ships them (api/server/mcp-view.ts):
// the same modules, with the same compute, form hints, labels, formulas and error
// texts, less the texts the view never shows or can take from the server's answer.
// Measured on the built view (gzip): descriptions, keywords, limitations and the
// worked examples were about 60 KiB of it, the declared assumptions 36 KiB, the
// pictures 15 KiB and the output schemas 5 KiB.
//  - description, keywords, limitations (the engine's and its tools'): pages, search
//    and inspect_capability read them; the view shows none of them.
//  - examples: one stand-in carrying the evidence they give (engines/derive/evidence.ts
//    derives the verification tier from them), so an answer's `verification` is the server's.
//  - assumptions: empty; the view learns them from the server's answer for the
//    capability (site/mcp-app/declared-assumptions.ts), since every answer lists them.
//  - picture: none (the drawings stay on the calculator's page).
//  - output: the output schema is read only to publish JSON Schemas; the constant that
//    builds it is left unbuilt when nothing else in the file runs with it.
// The edit is textual, on the `defineEngine({...})` literal that every engine file holds
// (engines/README.md), so everything else in the file stays byte for byte.
import { parse } from '@babel/parser';
import type { EngineDeclaration, Example } from '../../engines/core/contract.ts';
import { evidenceOf } from '../../engines/derive/evidence.ts';

/**
 * The examples of a trimmed declaration: the view reads nothing of them but the verification
 * tier they give (engines/derive/evidence.ts), so one stand-in example carries the same evidence,
 * an independent check of the main output (engine_tested) or of another output (source checked),
 * and none when no independent example checks an output.
 */
export function evidenceExamples(decl: EngineDeclaration): Example[] {
  const evidence = evidenceOf(decl);
  const checked = evidence.tier === 'engine_tested' ? (evidence.mainOutput ?? evidence.independentOutputs[0]) : evidence.sourceChecked ? evidence.independentOutputs[0] : undefined;
  return checked === undefined ? [] : [{ name: '', inputs: {}, source: '', expect: { values: { [checked]: 0 } } }];
}

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const keyOf = (p: Node) => {
  const key = p.key as Node | undefined;
  return key?.type === 'Identifier' ? (key.name as string) : key?.type === 'StringLiteral' ? (key.value as string) : undefined;
};

function* walk(node: unknown): Generator<Node> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const n of node) yield* walk(n);
    return;
  }
  const n = node as Node;
  if (typeof n.type !== 'string') return;
  yield n;
  for (const [k, v] of Object.entries(n)) if (k !== 'loc' && v && typeof v === 'object') yield* walk(v);
}

/** TypeScript nodes that are types only (erased), and the keys under which other nodes hold types. */
const TYPE_KEYS = new Set(['typeAnnotation', 'returnType', 'typeParameters', 'typeArguments', 'superTypeParameters', 'implements']);
const RUNTIME_TS = new Set(['TSAsExpression', 'TSSatisfiesExpression', 'TSNonNullExpression', 'TSTypeAssertion', 'TSInstantiationExpression']);

/** How often `name` is read when the module runs (types, property names and its own declaration aside). */
function runtimeReads(node: unknown, name: string, declarator: Node): number {
  if (!node || typeof node !== 'object') return 0;
  if (Array.isArray(node)) return node.reduce((n: number, c) => n + runtimeReads(c, name, declarator), 0);
  const n = node as Node;
  if (typeof n.type !== 'string' || n === declarator.id) return 0;
  if (n.type.startsWith('TS') && !RUNTIME_TS.has(n.type)) return 0;
  if (n.type === 'Identifier') return n.name === name ? 1 : 0;
  let reads = 0;
  for (const [k, v] of Object.entries(n)) {
    if (k === 'loc' || TYPE_KEYS.has(k) || !v || typeof v !== 'object') continue;
    // `a.output` and `{ output: … }` name a property, not the constant (a shorthand `{ output }` reads it as its value).
    if ((k === 'property' && n.type === 'MemberExpression' && !n.computed) || (k === 'key' && (n.type === 'ObjectProperty' || n.type === 'ObjectMethod') && !n.computed)) continue;
    reads += runtimeReads(v, name, declarator);
  }
  return reads;
}

/**
 * The initializer of the module's constant `name` when only the declaration's `output` reads it
 * (one read): the expression that builds it, to be left unbuilt.
 */
function onlyBuiltFor(program: Node, name: string): Node | undefined {
  for (const statement of program.body as Node[]) {
    const declaration = statement.type === 'VariableDeclaration' ? statement : undefined;
    const declarator = (declaration?.declarations as Node[] | undefined)?.find((d) => (d.id as Node).type === 'Identifier' && (d.id as Node).name === name);
    if (declarator?.init) return runtimeReads(program, name, declarator) === 1 ? (declarator.init as Node) : undefined;
  }
  return undefined;
}

/**
 * The engine file `source` with its declaration's literal trimmed for the view, or
 * null when the file holds no `defineEngine({...})` literal. `decl` is the same
 * declaration as the registry evaluated it (for the evidence of its examples).
 */
export function viewDeclarationSource(source: string, decl: EngineDeclaration): string | null {
  const ast = parse(source, { sourceType: 'module', plugins: ['typescript'] });
  const literal = [...walk(ast.program)].find(
    (n) => n.type === 'CallExpression' && (n.callee as Node).type === 'Identifier' && (n.callee as Node).name === 'defineEngine' && (n.arguments as Node[])[0]?.type === 'ObjectExpression',
  );
  if (!literal) return null;
  const edits: [start: number, end: number, text: string][] = [];
  /** Replaces the values of the named properties of an object literal (a shorthand property keeps its key). */
  const replace = (object: Node, values: Record<string, string>) => {
    for (const p of object.properties as Node[]) {
      const key = p.type === 'ObjectProperty' ? keyOf(p) : undefined;
      if (key === undefined || !Object.hasOwn(values, key)) continue;
      const value = p.value as Node;
      edits.push(p.shorthand ? [p.start, p.end, `${key}: ${values[key]}`] : [value.start, value.end, values[key]]);
    }
  };
  const object = (literal.arguments as Node[])[0];
  replace(object, {
    description: "''",
    keywords: '[]',
    limitations: '[]',
    assumptions: '[]',
    picture: 'undefined',
    examples: JSON.stringify(evidenceExamples(decl)),
  });
  const tools = (object.properties as Node[]).find((p) => p.type === 'ObjectProperty' && keyOf(p) === 'tools')?.value as Node | undefined;
  if (tools?.type === 'ArrayExpression') for (const t of tools.elements as Node[]) if (t?.type === 'ObjectExpression') replace(t, { description: "''", keywords: '[]' });
  const output = (object.properties as Node[]).find((p) => p.type === 'ObjectProperty' && keyOf(p) === 'output')?.value as Node | undefined;
  const unused = output?.type === 'Identifier' ? onlyBuiltFor(ast.program as unknown as Node, output.name as string) : undefined;
  if (unused) edits.push([unused.start, unused.end, 'undefined as never']);
  let out = source;
  for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + text + out.slice(end);
  return out;
}
