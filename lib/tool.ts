// One tool of the library, built from its engine declaration: calculate,
// its JSON Schemas and its description. Each is its own pure factory so a
// bundler keeps only what a caller imports (calculate alone does not pull in
// zod's JSON Schema writer). Types are inferred from the declaration: the
// caller sends z.input of the input schema (defaulted and preset fields
// optional; a number may be text with its unit) and gets z.output of the output
// schema back.
import type * as z from 'zod/mini';
import type { EngineDeclaration, Formula, OutputHint } from '../engines/core/contract.ts';
import { calculate as run } from '../engines/core/run.ts';
import { problem } from '../engines/core/problem.ts';
import { capabilityServer } from '../engines/derive/registry.ts';
import { resolveEngine, type ResolvedTool } from '../engines/derive/tools.ts';
import { inputJsonSchema, outputJsonSchema, type JsonSchema } from '../engines/derive/schemas.ts';
import { pageModel, type FieldDescriptor, type TabBar } from '../engines/derive/page-model.ts';
import type { FieldShape } from '../engines/core/schema-shape.ts';
import { clockBudget } from '../engines/derive/budget.ts';
import { prepareOperation, solve as solveTool, type OperationOptions } from '../engines/derive/solve.ts';
import { sweep as sweepTool } from '../engines/derive/sweep.ts';
import type { Answer, CalculateOptions, OperationRunOptions, Solved, Swept, ToolSummary } from './types.ts';

/** A number field also takes text with its unit ("2.2 µF", "4k7", "$1,500"), read as on every surface. */
type TextForNumbers<I> = { [K in keyof I]: number extends NonNullable<I[K]> ? I[K] | string : I[K] };

/** Fields a preset fills may be left out. */
type Preset<I, P extends string> = [P] extends [never] ? I : Omit<I, P> & Partial<Pick<I, Extract<keyof I, P>>>;

/** A resolved tool that remembers the declaration's types (phantom members, never read at run time). */
export interface TypedTool<In, R, I, Id extends string> {
  readonly id: Id;
  readonly resolved: ResolvedTool;
  readonly types?: { input: In; result: R; inputs: I };
}

type Declared<In extends z.ZodMiniType, I, R> = EngineDeclaration<I, R> & { input: In };

/**
 * The tool `id` of `engine`. `presets` names the fields the alias presets
 * (checked against the declaration, so the type cannot drift from it).
 */
export function resolveTool<In extends z.ZodMiniType, I, R, Id extends string, P extends string = never>(
  engine: Declared<In, I, R>,
  id: Id,
  presets: readonly P[] = [],
): TypedTool<TextForNumbers<Preset<z.input<In>, P>>, R, I, Id> {
  const resolved = resolveEngine(engine).find((t) => t.id === id);
  if (!resolved) throw new Error(`${engine.id} declares no tool ${id}`);
  const declared = Object.keys(resolved.plan.defaults ?? {}).sort().join();
  if ([...presets].sort().join() !== declared) throw new Error(`${id}: presets ${presets.join()} differ from the declaration's ${declared}`);
  return { id, resolved };
}

/** calculate(inputs, { version }) for one tool: REST's answer for POST /api/v1/calc/<id> with these inputs. */
export function calculator<In, R, I, Id extends string>(tool: TypedTool<In, R, I, Id>): (inputs: In, options?: CalculateOptions) => Answer<R, I> {
  return (inputs, options) => runTool(tool.resolved, inputs, options) as Answer<R, I>;
}

/** Runs a resolved tool as REST does; a bug in an engine answers INTERNAL_ERROR instead of throwing. */
export function runTool(tool: ResolvedTool, inputs: unknown, options: CalculateOptions = {}): Answer {
  try {
    return run(tool, inputs, options.version).body as Answer;
  } catch (e) {
    return problem(500, 'INTERNAL_ERROR', `The calculation failed unexpectedly: ${(e as Error)?.message ?? String(e)}`, { recoverable: false });
  }
}

/** The process's CPU time in Node (other processes on a busy machine do not count, as on the service); elsewhere the wall clock. */
const clockMs: () => number =
  typeof process !== 'undefined' && typeof process.cpuUsage === 'function'
    ? () => {
        const u = process.cpuUsage();
        return (u.user + u.system) / 1000;
      }
    : () => performance.now();

/** The service's default for one solve or sweep (SOLVE_COMPUTE_MS). */
export const DEFAULT_BUDGET_MS = 250;

const budget = (tool: ResolvedTool, options: OperationRunOptions = {}): OperationOptions => {
  prepareOperation(tool);
  const ms = options.budgetMs ?? DEFAULT_BUDGET_MS;
  return clockBudget(clockMs, ms, `${ms} ms`, { every: 4 });
};

/** solve(request): REST's body for POST /api/v1/calc/<id>/solve: the input that gives a wanted output. */
export function solver(tool: TypedTool<unknown, unknown, unknown, string>): (request: unknown, options?: OperationRunOptions) => Solved {
  return (request, options) => guarded(() => solveTool(tool.resolved, request, budget(tool.resolved, options)).body as Solved);
}

/** sweep(request): REST's JSON body for POST /api/v1/calc/<id>/sweep: the calculation at each point of a range. */
export function sweeper(tool: TypedTool<unknown, unknown, unknown, string>): (request: unknown, options?: OperationRunOptions) => Swept {
  return (request, options) => guarded(() => sweepTool(tool.resolved, request, budget(tool.resolved, options)).body as Swept);
}

function guarded<T>(run: () => T): T | ReturnType<typeof problem> {
  try {
    return run();
  } catch (e) {
    return problem(500, 'INTERNAL_ERROR', `The calculation failed unexpectedly: ${(e as Error)?.message ?? String(e)}`, { recoverable: false });
  }
}

/**
 * The tool REST publishes the schemas of at this tool's links (schema_input,
 * schema_output): the capability's own tool, or the engine's for REST-only ids.
 */
function schemaOwner(tool: ResolvedTool): ResolvedTool {
  // Over this engine's tools alone: buildRegistry of one engine would refuse a declaration whose related pages are
  // other engines' (adjustable-regulator names ldo-thermal).
  const tools = resolveEngine(tool.engine);
  return (tool.capability_id ? capabilityServer(tools.filter((t) => t.capability_id === tool.capability_id)) : tools.find((t) => t.canonical)) ?? tool;
}

/** The JSON Schema (draft 2020-12) of what the tool accepts as inputs: the document at links.schema_input. */
export function inputSchemaOf(tool: TypedTool<unknown, unknown, unknown, string>): () => JsonSchema {
  return () => inputJsonSchema(schemaOwner(tool.resolved));
}

/** The JSON Schema of `result` on success: the document at links.schema_output. */
export function outputSchemaOf(tool: TypedTool<unknown, unknown, unknown, string>): () => JsonSchema {
  return () => outputJsonSchema(schemaOwner(tool.resolved));
}

/** One callable id of the catalog, for listing and search. */
export function toolSummary(t: ResolvedTool): ToolSummary {
  return {
    id: t.id,
    engine: t.engine.id,
    area: t.engine.area,
    title: t.title,
    description: t.description,
    keywords: t.keywords,
    capability_id: t.capability_id,
    calculation_version: t.version,
    published_versions: Object.keys(t.versions),
    page: t.page,
    tier: t.verification.tier,
    unit: t.unit,
  };
}

/** What a form, a help text or an agent needs to know about a tool, derived like a calculator page's model. */
export interface ToolDescription extends ToolSummary {
  /** Every input field in display order: label, unit, form control, value type, whether required, choices, other names. */
  fields: (FieldDescriptor & { type: FieldShape['kind'] })[];
  /** Tab bars (mode, dir…) and the fields each tab uses. */
  tabs: TabBar[];
  /** Inputs an alias presets when they are left blank. */
  presets: Record<string, unknown>;
  /** The result field shown first, and labels and units of the result fields. */
  headline: string | null;
  /** The headline per tab choice, where a choice changes what is asked for. */
  headlines: Record<string, string>;
  result_labels: Record<string, OutputHint>;
  formula: Formula;
  assumptions: string[];
  limitations: string[];
  /** Worked examples with their sources (errors included, with the code they answer). */
  examples: { name: string; inputs: Record<string, unknown>; status: string; code?: string; source: string }[];
}

export function describer(tool: TypedTool<unknown, unknown, unknown, string>): () => ToolDescription {
  return () => describeTool(tool.resolved);
}

export function describeTool(t: ResolvedTool): ToolDescription {
  const m = pageModel(t);
  return {
    ...toolSummary(t),
    fields: m.fields.map((f) => ({ ...f, type: t.plan.shape[f.key]?.kind ?? 'mixed' })),
    tabs: m.tabs,
    presets: { ...t.plan.defaults },
    headline: m.headline,
    headlines: m.headlines,
    result_labels: m.resultLabels,
    formula: m.formula,
    assumptions: m.assumptions,
    limitations: m.limitations,
    examples: t.engine.examples
      .filter((e) => (e.tool ?? t.engine.id) === t.id)
      .map((e) => ({ name: e.name, inputs: e.inputs, status: e.expect.status ?? 'success', ...(e.expect.code ? { code: e.expect.code } : {}), source: e.source })),
  };
}
