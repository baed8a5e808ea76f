// The library over a set of tools: calculate any tool by id, its schemas and
// description, the catalog and search. Tools are loaded on first use through
// `loaders` (in the package, one dynamic import per tool, so a program loads
// only the engines it asks for); the catalog is data and loads none.
import { problem, type ProblemBody } from '../engines/core/problem.ts';
import type { JsonSchema } from '../engines/derive/schemas.ts';
import { nearestIds } from '../engines/derive/nearest.ts';
import type { LibraryData } from './catalog.ts';
import { toolSearch, type IndexLoader } from './search.ts';
import type { ToolDescription } from './tool.ts';
import type { Answer, CalculateOptions, OperationRunOptions, Solved, Swept, ToolSummary } from './types.ts';

/** What one tool's module exports (calculatorx/engines/<tool-id>). */
export interface ToolModule {
  readonly id: string;
  calculate(inputs: never, options?: CalculateOptions): Answer<unknown, unknown>;
  /** The input that gives a wanted output: `{inputs, solve_for, target: {<output>: value}}` (REST's /solve). */
  solve(request: unknown, options?: OperationRunOptions): Solved;
  /** The calculation over a range of one input: `{inputs, vary: {input, from, to, points, scale}}` (REST's /sweep). */
  sweep(request: unknown, options?: OperationRunOptions): Swept;
  inputSchema(): JsonSchema;
  outputSchema(): JsonSchema;
  describe(): ToolDescription;
}

type Input<M extends ToolModule> = Parameters<M['calculate']>[0];

export interface Library<T extends Record<string, ToolModule>> {
  /**
   * Runs a tool: the same body REST answers for POST /api/v1/calc/<id> with
   * `{"inputs": inputs}` (and `calculation_version` when `version` is given).
   * An unknown id answers ENGINE_NOT_FOUND (http_status 404) like REST.
   */
  calculate<Id extends keyof T & string>(id: Id, inputs: Input<T[Id]>, options?: CalculateOptions): Promise<ReturnType<T[Id]['calculate']>>;
  /** Any id known only at run time (a string, not a literal). */
  calculate<S extends string>(id: string extends S ? S : never, inputs: unknown, options?: CalculateOptions): Promise<Answer>;
  /**
   * Solves for any number input: `{inputs, solve_for, target: {<output>: value}}`, the body REST answers for
   * POST /api/v1/calc/<id>/solve (the envelope of the completed inputs with a `solve` member, or an error body).
   */
  solve(id: (keyof T & string) | (string & {}), request: unknown, options?: OperationRunOptions): Promise<Solved>;
  /** Sweeps one number input: `{inputs, vary: {input, from, to, points, scale}}`, REST's JSON body for POST /api/v1/calc/<id>/sweep. */
  sweep(id: (keyof T & string) | (string & {}), request: unknown, options?: OperationRunOptions): Promise<Swept>;
  /** The tool's module (calculate, schemas, describe), loaded on first use; undefined for an unknown id. */
  tool<Id extends keyof T & string>(id: Id): Promise<T[Id]>;
  tool<S extends string>(id: string extends S ? S : never): Promise<ToolModule | undefined>;
  /** JSON Schema of the inputs: the document REST serves at the answer's links.schema_input. */
  inputSchema(id: (keyof T & string) | (string & {})): Promise<JsonSchema | undefined>;
  /** JSON Schema of `result` on success: the document at links.schema_output. */
  outputSchema(id: (keyof T & string) | (string & {})): Promise<JsonSchema | undefined>;
  /** Fields (labels, units, kinds, choices), tabs, result labels, formula, examples. */
  describe(id: (keyof T & string) | (string & {})): Promise<ToolDescription | undefined>;
  /** The body of GET /api/v1/calc: every id and the catalogs by area. */
  catalog(): LibraryData['catalog'];
  /** One summary per callable id, sorted by id. */
  tools(): readonly ToolSummary[];
  /** Tools matching the query, best first, with the site's search (typo-tolerant, synonyms); every tool for an empty query. */
  searchTools(query: string): Promise<ToolSummary[]>;
}

export function createLibrary<T extends Record<string, ToolModule>>(data: LibraryData, loaders: { [Id in keyof T]: () => Promise<T[Id]> }, loadIndex: IndexLoader): Library<T> {
  // Ids come from callers: a Map, never an object's inherited members.
  const load = new Map<string, () => Promise<ToolModule>>(Object.entries(loaders) as [string, () => Promise<ToolModule>][]);
  const loaded = new Map<string, Promise<ToolModule>>();
  const toolOf = (id: string): Promise<ToolModule> | undefined => {
    const loader = typeof id === 'string' ? load.get(id) : undefined;
    if (!loader) return undefined;
    let m = loaded.get(id);
    if (!m) {
      m = loader();
      loaded.set(id, m);
      // A failed load (a missing chunk) is retried on the next call.
      m.catch(() => loaded.delete(id));
    }
    return m;
  };
  const frozen = deepFreeze(data);

  return {
    async calculate(id: string, inputs: unknown, options?: CalculateOptions) {
      const m = toolOf(id);
      if (!m) return notFound(id, frozen.catalog.ids);
      return (await m).calculate(inputs as never, options);
    },
    async solve(id: string, request: unknown, options?: OperationRunOptions) {
      const m = toolOf(id);
      if (!m) return notFound(id, frozen.catalog.ids);
      return (await m).solve(request, options);
    },
    async sweep(id: string, request: unknown, options?: OperationRunOptions) {
      const m = toolOf(id);
      if (!m) return notFound(id, frozen.catalog.ids);
      return (await m).sweep(request, options);
    },
    async tool(id: string) {
      return toolOf(id);
    },
    async inputSchema(id: string) {
      return (await toolOf(id))?.inputSchema();
    },
    async outputSchema(id: string) {
      return (await toolOf(id))?.outputSchema();
    },
    async describe(id: string) {
      return (await toolOf(id))?.describe();
    },
    catalog: () => frozen.catalog,
    tools: () => frozen.tools,
    searchTools: toolSearch(frozen.tools, loadIndex),
  } as unknown as Library<T>;
}

/** REST's 404 for an unknown id, with the ids nearest to it. */
function notFound(id: unknown, ids: string[]): ProblemBody {
  const text = typeof id === 'string' ? id : String(id);
  const near = nearestIds(text, ids);
  return problem(404, 'ENGINE_NOT_FOUND', `No calculator has the id ${JSON.stringify(text.slice(0, 80))}.`, {
    recoverable: true,
    suggestion: near.length ? `Did you mean ${near.map((x) => `'${x}'`).join(' or ')}? The catalog lists every id.` : 'The catalog lists every id.',
    extra: { acceptable_ids: ids },
  });
}

function deepFreeze<V>(value: V): V {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
