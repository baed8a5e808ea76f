// Stryker ignore-plugin: keeps an engine's declaration metadata out of the mutation score, so the
// score measures compute code. Without it, vat.ts scored 26 %: nearly every survivor was a
// description, label or source string that no calculation reads. MUTATION.md lists the rules.
//
// Stryker calls shouldIgnore for every AST node; a returned reason marks every mutant inside that
// node "Ignored" (reported, not scored). Everything else — compute, prepare, input schemas,
// input aliases, tool defaults, tables, _lib and core code — is mutated with every mutator.
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
}
interface Path {
  node: BabelNode;
  parentPath: Path | null;
  /** Babel's hub: `file.code` is the file's original source. */
  hub?: { file?: { code?: string } };
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

/** Names that make a value prose: a same-file function's parameter an argument is passed to, or a variable (`const why = …`). */
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
  const parent = path.parentPath?.node as (BabelNode & { value?: unknown }) | undefined;
  if (!parent) return undefined;
  const key = keyName(parent.key);
  if (parent.type === 'ObjectProperty' && parent.value === path.node && key && PROSE_KEYS.has(key)) return `prose (${key})`;
  const callee = keyName(parent.callee);
  if (parent.type === 'CallExpression' && callee) {
    const at = parent.arguments?.indexOf(path.node) ?? -1;
    if (PROSE_ARGUMENTS[callee]?.includes(at)) return `prose (${callee} argument ${at + 1})`;
    if (at >= 0 && DESCRIPTION_HELPERS.has(callee)) return 'schema description';
    const param = at >= 0 ? localParameterName(path, callee, at) : undefined;
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

/** Name of parameter `at` of `callee` when this file declares a function of that name (read from the original source). */
function localParameterName(path: Path, callee: string, at: number): string | undefined {
  const code = path.hub?.file?.code;
  return code ? parametersIn(code).get(callee)?.[at] : undefined;
}

/** Every read of the local variable `name` declared at `path` lies inside a prose slot. */
function onlyReadInProse(path: Path, name: string): boolean {
  const reads = path.scope?.getBinding(name)?.referencePaths ?? [];
  return reads.length > 0 && reads.every((read) => {
    for (let at: Path | null = read; at; at = at.parentPath) {
      if (proseReason(at)) return true;
      if (/Function|Statement$|Declaration$/.test(at.node.type)) return false;
    }
    return false;
  });
}

export function metadataReason(path: Path): string | undefined {
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
  // `const listed = cps.slice(0, 8)…` read only inside error wording: prose too.
  if (node.type === 'VariableDeclarator' && node.id?.type === 'Identifier' && onlyReadInProse(path, node.id.name ?? '')) return `prose (${node.id.name}, read only in wording)`;
  // `.check(z.meta({ description, ... }))`: JSON-Schema annotations.
  if (node.type === 'CallExpression' && node.callee?.type === 'MemberExpression' && keyName(node.callee.property) === 'meta') return 'schema annotation (z.meta)';
  return proseReason(path);
}

export const strykerPlugins = [declareValuePlugin(PluginKind.Ignore, 'engine-metadata', { shouldIgnore: (path: unknown) => metadataReason(path as Path) })];
