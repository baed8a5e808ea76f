// Imports run one way (ARCHITECTURE.md): engines/core is the ground; the areas
// (electrical, finance, math, grade, dev, with their _lib folders) stand on it;
// engines/derive and the registry stand on the engines; workers/ on those; the
// three surfaces api/, site/ and lib/ are on top and never import one another.
// No circles anywhere.
//
// It reads the syntax tree (Babel's parser), not the text: every static import,
// `export … from`, dynamic `import('…')`, `import x = require('…')`, type
// `import('…')` and `new URL('…', import.meta.url)` naming a source file (a
// worker's module) with a relative specifier is an edge, `import type` included
// (a type-only edge still ties the modules together for a reader). The
// frontmatter and bundled <script>s of .astro files are read too.
import { parse, type ParserPlugin } from '@babel/parser';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TOP = ['engines', 'workers', 'api', 'site', 'lib'];
/** Installed and built code (lib/package/dist, lib/generated: the package build writes them). */
const SKIP_DIRS = new Set(['node_modules', 'dist', 'generated', '.astro']);
const SOURCE = /\.(ts|tsx|mts|mjs|js|astro)$/;

/**
 * Edges known to break the rule, as "from -> to" (paths from the root). Empty:
 * a new entry needs a reason beside it, and the list may only shrink.
 */
const ALLOWED: ReadonlySet<string> = new Set<string>([]);

type Layer = { rank: number; name: string };
const AREAS = ['electrical', 'finance', 'math', 'grade', 'dev'];

/** The layer a source file belongs to (paths relative to the root, with "/"). */
function layerOf(file: string): Layer | null {
  const [top, second] = file.split('/');
  if (top === 'engines') {
    if (second === 'core') return { rank: 0, name: 'core' };
    if (AREAS.includes(second!)) return { rank: 1, name: `area ${second}` };
    if (second === 'derive' || /^registry(\.generated)?\.ts$/.test(second!)) return { rank: 2, name: 'derive' };
    return null;
  }
  if (top === 'workers') return { rank: 3, name: 'workers' };
  if (top === 'api' || top === 'site' || top === 'lib') return { rank: 4, name: top };
  return null;
}

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) {
      if (!SKIP_DIRS.has(name)) yield* sourceFiles(p);
    } else if (SOURCE.test(name)) yield p;
  }
}

const rel = (p: string) => path.relative(ROOT, p).split(path.sep).join('/');

type Node = { type: string; [key: string]: unknown };
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';
const stringOf = (n: unknown): string | null => (isNode(n) && n.type === 'StringLiteral' ? (n.value as string) : isNode(n) && n.type === 'TemplateLiteral' && (n.expressions as unknown[]).length === 0 ? ((n.quasis as Node[])[0]!.value as { cooked: string }).cooked : null);

/** Every module specifier the code names, static or dynamic, type-only included. */
function specifiers(code: string, jsx: boolean): string[] {
  const plugins: ParserPlugin[] = jsx ? ['typescript', 'jsx'] : ['typescript'];
  const ast = parse(code, { sourceType: 'module', plugins });
  const found: string[] = [];
  const visit = (n: unknown) => {
    if (Array.isArray(n)) return n.forEach(visit);
    if (!isNode(n)) return;
    switch (n.type) {
      case 'ImportDeclaration':
      case 'ExportNamedDeclaration':
      case 'ExportAllDeclaration': {
        const s = stringOf(n.source);
        if (s !== null) found.push(s);
        break;
      }
      case 'CallExpression': {
        const callee = n.callee as Node;
        if (callee.type === 'Import') {
          const s = stringOf((n.arguments as unknown[])[0]);
          if (s !== null) found.push(s);
        }
        break;
      }
      case 'ImportExpression': {
        const s = stringOf(n.source);
        if (s !== null) found.push(s);
        break;
      }
      case 'TSExternalModuleReference': {
        const s = stringOf(n.expression);
        if (s !== null) found.push(s);
        break;
      }
      case 'NewExpression': {
        // new URL('./file.ts', import.meta.url): how a page names its Web Worker's module for the bundler.
        const [first, second] = n.arguments as Node[];
        const s = stringOf(first);
        const meta = isNode(second) && second.type === 'MemberExpression' && (second.object as Node).type === 'MetaProperty';
        if ((n.callee as Node).type === 'Identifier' && (n.callee as Node).name === 'URL' && meta && s !== null && SOURCE.test(s.replace(/[?#].*$/, ''))) found.push(s);
        break;
      }
      case 'TSImportType': {
        const arg = n.argument as Node;
        const s = stringOf(arg.type === 'TSLiteralType' ? arg.literal : arg);
        if (s !== null) found.push(s);
        break;
      }
    }
    for (const [k, v] of Object.entries(n)) if (k !== 'loc' && k !== 'start' && k !== 'end' && typeof v === 'object') visit(v);
  };
  visit(ast.program);
  return found;
}

/** The code of an .astro file: its frontmatter and every <script> Astro bundles (not is:inline, not JSON). */
function astroCode(text: string): string[] {
  const parts: string[] = [];
  const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (front) parts.push(front[1]!);
  const template = front ? text.slice(front[0].length) : text;
  for (const m of template.matchAll(/<script(\s[^>]*?)?(?:\/>|>([\s\S]*?)<\/script>)/g)) {
    const attrs = m[1] ?? '';
    if (m[2] === undefined || /is:inline|type=["'](?!module)/.test(attrs)) continue;
    parts.push(m[2]);
  }
  return parts;
}

/** The file a relative specifier names, or null when it is not one of ours. */
function resolve(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const bare = spec.replace(/[?#].*$/, '');
  const base = path.resolve(path.dirname(from), bare);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return base; // named but missing: reported as unresolved
}

type Graph = { files: string[]; edges: Map<string, Set<string>>; unresolved: string[] };

function importGraph(): Graph {
  const files = TOP.flatMap((top) => [...sourceFiles(path.join(ROOT, top))]).map(rel).sort();
  const edges = new Map<string, Set<string>>();
  const unresolved: string[] = [];
  for (const file of files) {
    const abs = path.join(ROOT, file);
    const text = readFileSync(abs, 'utf8');
    const codes = file.endsWith('.astro') ? astroCode(text) : [text];
    const out = new Set<string>();
    for (const code of codes) {
      let specs: string[];
      try {
        specs = specifiers(code, /\.(tsx|astro)$/.test(file));
      } catch (e) {
        throw new Error(`${file}: ${(e as Error).message}`);
      }
      for (const spec of specs) {
        const target = resolve(abs, spec);
        if (target === null) continue;
        if (!existsSync(target)) unresolved.push(`${file}: ${spec}`);
        out.add(rel(target));
      }
    }
    edges.set(file, out);
  }
  return { files, edges, unresolved };
}

/** Every edge that goes up a layer or from one surface into another, as "from -> to (why)". */
function layerOffences(g: Graph): string[] {
  const found: string[] = [];
  for (const [from, targets] of g.edges) {
    const a = layerOf(from);
    for (const to of targets) {
      const b = layerOf(to);
      if (!a) { found.push(`${from} -> ${to} (the importer is in no layer)`); continue; }
      if (!b) { found.push(`${from} -> ${to} (${to} is in no layer)`); continue; }
      if (b.rank > a.rank) found.push(`${from} -> ${to} (${a.name} imports ${b.name}, a layer above)`);
      else if (a.rank === 4 && b.rank === 4 && a.name !== b.name) found.push(`${from} -> ${to} (surface ${a.name} imports surface ${b.name})`);
    }
  }
  return found.sort();
}

/** The import circles: strongly connected components of more than one file, or a file importing itself (Tarjan). */
function cycles(g: Graph): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const strong = (v: string) => {
    idx.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of g.edges.get(v) ?? []) {
      if (!idx.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || g.edges.get(v)?.has(v)) out.push(component.sort());
    }
  };
  for (const v of g.files) if (!idx.has(v)) strong(v);
  return out;
}

describe('imports run one way', () => {
  const graph = importGraph();

  it('reads the sources it is meant to read, and every relative import names a file', () => {
    expect(graph.files.length).toBeGreaterThan(300);
    for (const must of ['engines/core/run.ts', 'api/router.ts', 'site/components/Calculator.tsx', 'lib/library.ts', 'workers/engine-worker.ts']) expect(graph.files).toContain(must);
    expect(graph.unresolved).toEqual([]);
  });

  it('puts every source file in a layer', () => {
    expect(graph.files.filter((f) => !layerOf(f))).toEqual([]);
  });

  it('never imports up a layer, nor from one surface (api, site, lib) into another', () => {
    const offences = layerOffences(graph).filter((o) => !ALLOWED.has(o.replace(/ \(.*\)$/, '')));
    expect(offences).toEqual([]);
  });

  it('keeps the allow-list to edges that still exist and still break the rule', () => {
    const live = new Set(layerOffences(graph).map((o) => o.replace(/ \(.*\)$/, '')));
    expect([...ALLOWED].filter((a) => !live.has(a))).toEqual([]);
  });

  it('has no import circles', () => {
    expect(cycles(graph)).toEqual([]);
  });
});
