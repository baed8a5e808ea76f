// Stryker ignore-plugin: keeps an engine's declaration metadata out of the mutation score, so the
// score measures compute code. Without it, vat.ts scored 26 %: nearly every survivor was a
// description, label or source string that no calculation reads. MUTATION.md lists the rules.
//
// Stryker calls shouldIgnore for every AST node; a returned reason marks every mutant inside that
// node "Ignored" (reported, not scored). Everything else — compute, prepare, input schemas,
// input aliases, tool defaults, tables, _lib and core code — is mutated with every mutator.
// Rule 4 (metadataVariableReason) follows a variable to every place it is read, in its own file and,
// when exported, in the engine files that import it (parsed here with Babel's parser): metadata kept
// in a _lib constant (loan.ts `loanHints`) is ignored as it would be inside the declaration.
import { parse } from '@babel/parser';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { PluginKind, declareValuePlugin } from '@stryker-mutator/api/plugin';

/** The part of Babel's NodePath this plugin reads (Stryker passes Babel paths). */
interface BabelNode {
  type: string;
  name?: string;
  value?: unknown;
  key?: BabelNode;
  callee?: BabelNode;
  object?: BabelNode;
  property?: BabelNode;
  id?: BabelNode;
  arguments?: BabelNode[];
  params?: BabelNode[];
  init?: BabelNode;
  left?: BabelNode;
  alternate?: BabelNode;
  expressions?: BabelNode[];
  properties?: BabelNode[];
  computed?: boolean;
  shorthand?: boolean;
  kind?: string;
  source?: BabelNode;
  specifiers?: BabelNode[];
  imported?: BabelNode;
  local?: BabelNode;
}
interface Path {
  node: BabelNode;
  parentPath: Path | null;
  /** Babel's hub: `file.code` is the file's original source, `file.opts.filename` its name. */
  hub?: { file?: { code?: string; opts?: { filename?: string } } };
  /** Babel's scope: where a variable is read (`referencePaths`). */
  scope?: { getBinding(name: string): { referencePaths: Path[] } | undefined };
}

/** Keys of `defineEngine({...})` that only document the engine or feed pages and catalogues. */
export const DECLARATION_METADATA = new Set([
  'area', 'title', 'description', 'keywords', 'capability_id', 'version', 'page', 'formula', 'assumptions',
  'verification', 'unit', 'ui', 'examples', 'limitations', 'output',
]);

/** Keys of a `tools: [{...}]` alias that only document it (id, defaults and previous are behaviour). */
export const TOOL_METADATA = new Set(['title', 'description', 'keywords', 'capability_id', 'version', 'page', 'unit', 'fields', 'initial']);

/**
 * Object keys whose string value is prose wherever it appears: display text (formula tables, presets,
 * option lists, the `formatted` one-line answer) and the wording of errors and warnings (their `code`
 * and `field` stay counted).
 */
export const PROSE_KEYS = new Set(['description', 'label', 'title', 'expression', 'source', 'help', 'placeholder', 'formatted', 'detail', 'suggestion', 'hint', 'what', 'noun', 'example', 'meaning']);

/** Calls whose arguments at these positions are an error's or warning's wording (engines/core/outcome.ts fail/invalid/warning/missing, finance/_lib/checks.ts overflow, grade/_lib/rows.ts numberCell(meaning)). */
export const PROSE_ARGUMENTS: Record<string, number[]> = { fail: [2, 3], invalid: [2, 3], warning: [1, 2], missing: [1, 2], overflow: [2], numberCell: [0] };

/** Names that make a value prose: the parameter of a function (declared in the file or imported from another engines file) an argument is passed to, or a variable (`const why = …`). */
export const PROSE_PARAMETERS = new Set([...PROSE_KEYS, 'why', 'message', 'reason']);

/** Helpers whose only argument is a JSON-Schema description (engines/finance/_lib/checks.ts, electrical/_lib/power-inputs.ts). */
export const DESCRIPTION_HELPERS = new Set(['resultNumber', 'magnitude']);

function keyName(node: BabelNode | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'StringLiteral' && typeof node.value === 'string') return node.value;
  return undefined;
}

function isCallTo(node: BabelNode | undefined, name: string): boolean {
  return node?.type === 'CallExpression' && node.callee?.type === 'Identifier' && node.callee.name === name;
}

/** `path` is a property of the object literal given to defineEngine. */
function isDeclarationProperty(path: Path): boolean {
  const object = path.parentPath;
  return object?.node.type === 'ObjectExpression' && isCallTo(object.parentPath?.node, 'defineEngine');
}

/** `path` is a property of one alias object in the declaration's `tools: [...]`. */
function isToolProperty(path: Path): boolean {
  const object = path.parentPath;
  const array = object?.parentPath;
  const toolsProperty = array?.parentPath;
  return (
    object?.node.type === 'ObjectExpression' &&
    array?.node.type === 'ArrayExpression' &&
    toolsProperty?.node.type === 'ObjectProperty' &&
    keyName(toolsProperty.node.key) === 'tools' &&
    isDeclarationProperty(toolsProperty)
  );
}

/**
 * Why a node is prose: it fills a prose slot — the value of a prose key, a wording argument, or a
 * description helper's argument. The whole expression in the slot is ignored (the literals, and the
 * conditions and interpolations that only choose or shape the wording).
 */
function proseReason(path: Path): string | undefined {
  // `ok(result, { formatted: `…` })`: an object that holds nothing but prose slots; emptying it ({})
  // only drops wording, as changing each of its values would.
  const props = path.node.type === 'ObjectExpression' ? path.node.properties ?? [] : [];
  if (props.length && props.every((p) => p.type === 'ObjectProperty' && !p.computed && PROSE_KEYS.has(keyName(p.key) ?? ''))) return 'prose (an object of wording only)';
  const parent = path.parentPath?.node as (BabelNode & { value?: unknown }) | undefined;
  if (!parent) return undefined;
  const key = keyName(parent.key);
  if (parent.type === 'ObjectProperty' && parent.value === path.node && key && PROSE_KEYS.has(key)) return `prose (${key})`;
  const callee = keyName(parent.callee);
  if (parent.type === 'CallExpression' && callee) {
    const at = parent.arguments?.indexOf(path.node) ?? -1;
    if (PROSE_ARGUMENTS[callee]?.includes(at)) return `prose (${callee} argument ${at + 1})`;
    if (at >= 0 && DESCRIPTION_HELPERS.has(callee)) return 'schema description';
    const param = at >= 0 ? parameterName(path, callee, at) : undefined;
    if (param && PROSE_PARAMETERS.has(param)) return `prose (${callee} parameter ${param})`;
  }
  return undefined;
}

/** Parameter names of the functions a source file declares (`function f(a, b)`, `const f = (a, b) =>`), by name. */
const declaredParameters = new Map<string, Map<string, string[]>>();
function parametersIn(code: string): Map<string, string[]> {
  let found = declaredParameters.get(code);
  if (found) return found;
  found = new Map();
  for (const m of code.matchAll(/(?:function\s+(\w+)\s*|(?:const|let)\s+(\w+)\s*=\s*(?:function\s*)?)\(/g)) {
    // Read the parameter list up to its closing parenthesis, splitting on top-level commas (types nest).
    let depth = 0;
    let piece = '';
    const names: string[] = [];
    for (let i = m.index + m[0].length; i < code.length; i++) {
      const ch = code[i];
      if (depth === 0 && (ch === ',' || ch === ')')) {
        names.push(/^\s*(?:\.\.\.)?(\w*)/.exec(piece)![1]);
        piece = '';
        if (ch === ')') break;
        continue;
      }
      if ('(<[{'.includes(ch)) depth++;
      if (')>]}'.includes(ch) && !(ch === '>' && code[i - 1] === '=')) depth--;
      piece += ch;
    }
    found.set(m[1] ?? m[2], names);
  }
  declaredParameters.set(code, found);
  return found;
}

/**
 * Name of parameter `at` of `callee`: a function this file declares, or one it imports by name from another
 * engines file (electrical's `requirePositive(field, value, si, code, what, example)` lives in `_lib/rf-units.ts`).
 */
function parameterName(path: Path, callee: string, at: number): string | undefined {
  const code = path.hub?.file?.code;
  if (!code) return undefined;
  const local = parametersIn(code).get(callee);
  const file = fileOf(path);
  if (local || !file) return local?.[at];
  for (const decl of parsedFile(file).modules) {
    const source = decl.source?.value;
    if (decl.type !== 'ImportDeclaration' || typeof source !== 'string' || !source.startsWith('.')) continue;
    const spec = decl.specifiers?.find((s) => s.type === 'ImportSpecifier' && s.local?.name === callee);
    const from = resolve(dirname(file), source);
    if (spec && existsSync(from)) return parametersIn(parsedFile(from).code).get(keyName(spec.imported) ?? '')?.[at];
  }
  return undefined;
}

// ---- Metadata constants (rule 4): a variable whose every read feeds an ignored slot ----------------

/** Where a read is, and whether it lies inside a slot rules 1–3 ignore (or inside another such variable). */
function slotAround(read: Path, visiting: Set<string>): string | undefined {
  for (let at: Path | null = read; at; at = at.parentPath) {
    const reason = reasonOf(at, visiting);
    if (reason) return reason;
  }
  return undefined;
}

const ROOT = resolve(import.meta.dirname, '../..');
const ENGINES = resolve(ROOT, 'engines');

function tsFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? tsFilesUnder(resolve(dir, e.name)) : e.name.endsWith('.ts') ? [resolve(dir, e.name)] : []));
}

/** A parsed source file as Path-like nodes (node, parentPath, hub), enough for the rules above. */
interface Parsed {
  file: string;
  code: string;
  /** Every identifier that reads a variable (not a declaration, key, member name, import or type), by name. */
  reads: Map<string, Path[]>;
  /** The module's import and re-export declarations. */
  modules: BabelNode[];
}
const parsedFiles = new Map<string, Parsed>();

/** Identifier positions that do not read the variable of that name. */
function isReadPosition(node: BabelNode, parent: BabelNode | undefined, key: string): boolean {
  if (!parent) return true;
  if ((parent.type === 'ObjectProperty' || parent.type === 'ObjectMethod' || parent.type === 'ClassProperty' || parent.type === 'ClassMethod') && key === 'key' && !parent.computed) return false;
  if ((parent.type === 'MemberExpression' || parent.type === 'OptionalMemberExpression') && key === 'property' && !parent.computed) return false;
  if (/^(Import|Export)/.test(parent.type) || /^TS/.test(parent.type)) return false;
  if ((parent.type === 'VariableDeclarator' || /Function|Class/.test(parent.type)) && key === 'id') return false;
  if (/Function/.test(parent.type) && key === 'params') return false;
  if (parent.type === 'LabeledStatement' || parent.type === 'BreakStatement' || parent.type === 'ContinueStatement') return false;
  return node.type === 'Identifier';
}

function parsedFile(file: string): Parsed {
  let parsed = parsedFiles.get(file);
  if (parsed) return parsed;
  const code = readFileSync(file, 'utf8');
  const ast = parse(code, { sourceType: 'module', plugins: ['typescript'] }) as unknown as { program: BabelNode & { body: BabelNode[] } };
  const reads = new Map<string, Path[]>();
  const hub = { file: { code, opts: { filename: file } } };
  const walk = (node: BabelNode, parentPath: Path | null, key: string) => {
    const path: Path = { node, parentPath, hub, scope: { getBinding: (name) => ({ referencePaths: reads.get(name) ?? [] }) } };
    if (node.type === 'Identifier' && isReadPosition(node, parentPath?.node, key)) reads.set(node.name!, [...(reads.get(node.name!) ?? []), path]);
    // A shorthand property `{ formatted }` reads `formatted` through its value (the same node as the key).
    for (const [k, v] of Object.entries(node)) {
      if (k === 'loc' || k === 'start' || k === 'end' || k === 'extra' || k === 'leadingComments' || k === 'trailingComments' || k === 'innerComments') continue;
      if (k === 'key' && node.shorthand) continue;
      for (const child of Array.isArray(v) ? v : [v]) if (child && typeof child === 'object' && typeof (child as BabelNode).type === 'string') walk(child as BabelNode, path, k);
    }
  };
  walk(ast.program, null, 'program');
  const modules = ast.program.body.filter((n) => n.type === 'ImportDeclaration' || ((n.type === 'ExportNamedDeclaration' || n.type === 'ExportAllDeclaration') && n.source));
  parsed = { file, code, reads, modules };
  parsedFiles.set(file, parsed);
  return parsed;
}

let engineFiles: { file: string; text: string }[] | undefined;

/**
 * The reads of `name`, exported by `file`, in the engine files that import it; undefined when a file
 * reaches it some other way (a namespace import, a re-export), which this rule does not follow.
 */
function importedReads(file: string, name: string): Path[] | undefined {
  engineFiles ??= (existsSync(ENGINES) ? tsFilesUnder(ENGINES) : []).map((f) => ({ file: f, text: readFileSync(f, 'utf8') }));
  const found: Path[] = [];
  for (const { file: other, text } of engineFiles) {
    if (other === file || !text.includes(name)) continue;
    const parsed = parsedFile(other);
    for (const decl of parsed.modules) {
      const source = decl.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.') || resolve(dirname(other), source) !== file) continue;
      if (decl.type !== 'ImportDeclaration') return undefined;
      for (const spec of decl.specifiers ?? []) {
        if (spec.type === 'ImportNamespaceSpecifier') return undefined;
        if (spec.type === 'ImportSpecifier' && keyName(spec.imported) === name) found.push(...(parsed.reads.get(spec.local!.name!) ?? []));
      }
    }
  }
  return found;
}

/** The file a Stryker path belongs to, absolute. */
function fileOf(path: Path): string | undefined {
  const name = path.hub?.file?.opts?.filename;
  return name ? resolve(name) : undefined;
}

/** `const name = …` at module level, exported (`export const`). */
function isExportedConst(path: Path): boolean {
  const declaration = path.parentPath;
  return declaration?.node.type === 'VariableDeclaration' && declaration.node.kind === 'const' && declaration.parentPath?.node.type === 'ExportNamedDeclaration';
}

/**
 * Rule 4: a variable whose every read lies inside an ignored slot (rules 1–3) — in its own file and,
 * for an exported const, in every engine file that imports it. Its initialiser only feeds metadata
 * (a FieldHint table that becomes `ui.fields`, an assumption list spread into `assumptions`, a piece
 * of the output schema), so nothing that compute reads or returns comes from it. A variable never
 * read, or read anywhere else (compute, prepare, input, a result, a formula object compute returns),
 * stays scored.
 */
function metadataVariableReason(path: Path, visiting: Set<string>): string | undefined {
  const name = path.node.id?.name;
  const file = fileOf(path) ?? '';
  const key = `${file}:${name}`;
  if (!name || visiting.has(key)) return undefined;
  visiting.add(key);
  try {
    // Babel counts `export const` itself as a reference of the binding: the exported reads are followed below.
    const reads = (path.scope?.getBinding(name)?.referencePaths ?? []).filter((r) => r.node.type !== 'ExportNamedDeclaration');
    if (isExportedConst(path)) {
      if (!file) return undefined;
      const imported = importedReads(file, name);
      if (!imported) return undefined;
      reads.push(...imported);
    }
    if (reads.length === 0) return undefined;
    const slots = new Set<string>();
    for (const read of reads) {
      const slot = slotAround(read, visiting);
      if (!slot) return undefined;
      slots.add(slot.replace(/ \(.*/, ''));
    }
    // Wording alone (ascii's `const listed = …`) stays the prose rule it always was.
    if ([...slots].every((s) => s === 'prose')) return `prose (${name}, read only in wording)`;
    return `metadata constant (${name}, read only in ${[...slots].join(', ')})`;
  } finally {
    visiting.delete(key);
  }
}

function reasonOf(path: Path, visiting: Set<string>): string | undefined {
  const { node } = path;
  if (node.type === 'ObjectProperty') {
    const key = keyName(node.key);
    if (key && DECLARATION_METADATA.has(key) && isDeclarationProperty(path)) return `declaration metadata (${key})`;
    if (key && TOOL_METADATA.has(key) && isToolProperty(path)) return `tool alias metadata (${key})`;
  }
  // `const output = z.object(...)`: the result's documented shape, checked by the example tests, never read by compute.
  if (node.type === 'VariableDeclarator' && node.id?.type === 'Identifier' && node.id.name === 'output') return 'output schema (documentation)';
  // `const why = b0 === 0xed ? '…' : '…'`: wording kept in a variable before it goes into a message.
  if (node.type === 'VariableDeclarator' && node.id?.type === 'Identifier' && PROSE_PARAMETERS.has(node.id.name ?? '')) return `prose (${node.id.name})`;
  // `const listed = cps.slice(0, 8)…` read only inside error wording; `export const loanHints = …` read only in `ui`.
  if (node.type === 'VariableDeclarator' && node.id?.type === 'Identifier') {
    const reason = metadataVariableReason(path, visiting);
    if (reason) return reason;
  }
  // `.check(z.meta({ description, ... }))`: JSON-Schema annotations.
  if (node.type === 'CallExpression' && node.callee?.type === 'MemberExpression' && keyName(node.callee.property) === 'meta') return 'schema annotation (z.meta)';
  return proseReason(path);
}

export function metadataReason(path: Path): string | undefined {
  return reasonOf(path, new Set());
}

export const strykerPlugins = [declareValuePlugin(PluginKind.Ignore, 'engine-metadata', { shouldIgnore: (path: unknown) => metadataReason(path as Path) })];
