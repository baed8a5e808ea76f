// The MCP server factory: four tools over the capability catalog, and the MCP
// Apps view of execute_calculation (app-view.ts). The SDK's stateless handler
// asks for an instance per request; 2026-07-28 requests get one that finished
// an earlier exchange (see serverFor), and everything expensive here (schemas,
// validators, catalog) is computed once: the catalog at load, the schemas and
// their validators on the first MCP request.
import { registerAppTool } from '@modelcontextprotocol/ext-apps/server';
import { McpServer, type McpRequestContext, type ServerContext } from '@modelcontextprotocol/server';
import * as z from 'zod/mini';
import { envelopeSchema, problemSchema } from '../../engines/derive/envelope-schema.ts';
import { computePaid, execute, executeInput, inspect, inspectInput, paidInput, search, searchInput, searchOutput, solveCalculation, solveInput, solveOutput, sweepCalculation, sweepInput, sweepOutput, type ToolOutcome } from './tools.ts';
import { ORIGIN_HEADER, SERVER_INFO } from './info.ts';
import { problem } from '../../engines/core/problem.ts';
import { precompiledOutput, withJsonSchema } from './standard-schema.ts';
import { APPS_EXTENSION, registerView, VIEW_TOOL_META } from './app-view.ts';
import { withSnapshot } from './snapshot.ts';
import { registerPrompts } from './prompts.ts';
import { BUDGET_SPENT, requestBudget } from '../compute-budget.ts';
import { LIMITS } from '../limits.ts';
import { boundHit } from '../ops/bounds.ts';

const READ_ONLY = { readOnlyHint: true, idempotentHint: true, destructiveHint: false, openWorldHint: false };

/** Structured content plus a short text rendering; errors carry the spec's error body. */
function toResult(out: ToolOutcome) {
  return out.ok
    ? { content: [{ type: 'text' as const, text: out.text }], structuredContent: out.data, ...(out.meta && { _meta: out.meta }) }
    : { content: [{ type: 'text' as const, text: out.text }], structuredContent: out.error as unknown as Record<string, unknown>, isError: true };
}

/**
 * Runs a tool so that a bug fails only this call, as INTERNAL_ERROR: the SDK
 * would put the exception's message in the result, and internals stay in the log.
 */
export async function contained(name: string, run: () => ToolOutcome | Promise<ToolOutcome>) {
  try {
    // Calls of one request take turns within its compute budget (api/compute-budget.ts).
    const budget = requestBudget.getStore();
    const out = budget ? await budget.run(run) : await run();
    if (out !== BUDGET_SPENT) return toResult(out);
    boundHit('compute_budget', `an MCP request used its ${LIMITS.requestComputeMs} ms of computation (REQUEST_COMPUTE_MS); its later calls were refused`);
    const error = problem(413, 'COMPUTE_BUDGET_EXCEEDED', `This request has used its ${LIMITS.requestComputeMs} ms of computation before reaching this call.`, {
      recoverable: true,
      suggestion: 'Send this call (and the others refused with this code) again in another request.',
    });
    return toResult({ ok: false, error, text: `${error.code}: ${error.detail} ${error.suggestion}` });
  } catch (e) {
    console.error(`[mcp] ${name} failed:`, e);
    const error = problem(500, 'INTERNAL_ERROR', 'The service failed while running this tool.', { recoverable: false });
    return toResult({ ok: false, error, text: `${error.code}: ${error.detail} ${error.suggestion}` });
  }
}

const inspectOutput = z.looseObject({
  capability_id: z.string(),
  title: z.string(),
  calculation_version: z.string(),
  input_schema: z.record(z.string(), z.unknown()),
  output_schema: z.record(z.string(), z.unknown()),
});

/**
 * A tool's result is its output or, with isError, the spec's error body: clients that check
 * structuredContent against the output schema (the official Inspector does, errors included)
 * must accept both, or they show a schema complaint instead of our message.
 */
const orProblem = <S extends z.ZodMiniType>(output: S) => z.union([output, problemSchema]);

/**
 * Converted (and the output validators compiled) on the first MCP request, then reused by every
 * server: compiled at load they took ≈ 0.2 s of each worker's start, which REST and pages never use.
 */
const compileSchemas = () => ({
  searchInput: withJsonSchema(searchInput),
  searchOutput: precompiledOutput(orProblem(searchOutput)),
  inspectInput: withJsonSchema(inspectInput),
  inspectOutput: precompiledOutput(orProblem(inspectOutput)),
  executeInput: withJsonSchema(executeInput),
  envelopeSchema: precompiledOutput(orProblem(envelopeSchema)),
  solveInput: withJsonSchema(solveInput),
  solveOutput: precompiledOutput(orProblem(solveOutput)),
  sweepInput: withJsonSchema(sweepInput),
  sweepOutput: precompiledOutput(orProblem(sweepOutput)),
  paidInput: withJsonSchema(paidInput),
  problemSchema: precompiledOutput(problemSchema),
});
let schemas: ReturnType<typeof compileSchemas> | undefined;

export function buildServer(): McpServer {
  const SCHEMAS = (schemas ??= compileSchemas());
  const listed = { ttlMs: 300_000, cacheScope: 'public' } as const;
  const server = new McpServer(SERVER_INFO, {
    capabilities: { extensions: APPS_EXTENSION },
    cacheHints: { 'tools/list': listed, 'server/discover': listed, 'resources/list': listed, 'resources/templates/list': listed },
    instructions:
      'Deterministic calculators. Flow: search_capabilities → inspect_capability (schemas, examples) → execute_calculation; solve_calculation finds the input that gives a wanted output, sweep_calculation runs one input over a range. Results carry formula, assumptions, warnings, verification and a pinnable calculation_version.',
  });
  server.registerTool(
    'search_capabilities',
    {
      title: 'Search calculators',
      description: 'Find calculation capabilities by words or a plain question (ids, titles, descriptions, synonyms; typo-tolerant), optionally filtered by trust level (engine_tested, internally_reviewed, expert_verified, candidate; verified = highest level only). items: capabilities, with execute_calculation example arguments; rest_only: matching calculators execute_calculation cannot run, each with a ready REST request (absolute URL, body, curl line); rank: the place of each in one ranking by score, which the text follows.',
      inputSchema: SCHEMAS.searchInput,
      outputSchema: SCHEMAS.searchOutput,
      annotations: READ_ONLY,
    },
    async (args, ctx) => contained('search_capabilities', () => search(args, originOf(ctx))),
  );
  server.registerTool(
    'inspect_capability',
    {
      title: 'Inspect a calculator',
      description: 'Input and output JSON Schemas, formula, assumptions, limitations, worked examples, published versions and commerce terms of one capability.',
      inputSchema: SCHEMAS.inspectInput,
      outputSchema: SCHEMAS.inspectOutput,
      annotations: READ_ONLY,
    },
    async (args, ctx) => contained('inspect_capability', () => inspect(args, originOf(ctx))),
  );
  registerAppTool(
    server,
    'execute_calculation',
    {
      title: 'Run a calculation',
      description: 'Run one capability on inputs (free). Same engine and result envelope as POST /api/v1/calc; pin calculation_version to reproduce an earlier result.',
      inputSchema: SCHEMAS.executeInput,
      outputSchema: SCHEMAS.envelopeSchema,
      annotations: READ_ONLY,
      // Hosts that render MCP Apps show the live calculator with the result.
      _meta: VIEW_TOOL_META,
    },
    async (args, ctx) => contained('execute_calculation', () => (args.snapshot ? withSnapshot(execute(args, originOf(ctx)), originOf(ctx)) : execute(args, originOf(ctx)))),
  );
  server.registerTool(
    'solve_calculation',
    {
      title: 'Solve a calculation for any input',
      description:
        'Find the value of one number input (solve_for) that makes an output take a wanted value (target), the other inputs known: "which R2 gives Vout = 3.3 V?". Same answer as POST /api/v1/calc/{id}/solve: the envelope at the solved value plus `solve` (every solution in the field\'s domain, the tolerance reached, the method; nearest E12/E24/E96 values for resistors, capacitors and inductors). Several roots: status multiple_solutions; none: status invalid, NO_SOLUTION, with the range the output reaches.',
      inputSchema: SCHEMAS.solveInput,
      outputSchema: SCHEMAS.solveOutput,
      annotations: READ_ONLY,
    },
    async (args, ctx) => contained('solve_calculation', () => solveCalculation(args, originOf(ctx))),
  );
  server.registerTool(
    'sweep_calculation',
    {
      title: 'Sweep a calculation over a range of one input',
      description: 'Run a capability at points from vary.from to vary.to of one number input (linear or log steps, at most 1000 points): each point is what execute_calculation gives there, an error at a point being its status. Same answer as POST /api/v1/calc/{id}/sweep; the text has the table of the input and the first output that varies.',
      inputSchema: SCHEMAS.sweepInput,
      outputSchema: SCHEMAS.sweepOutput,
      annotations: READ_ONLY,
    },
    async (args, ctx) => contained('sweep_calculation', () => sweepCalculation(args, originOf(ctx))),
  );
  server.registerTool(
    'compute_paid',
    {
      title: 'Paid computation (opt-in)',
      description: 'The opt-in paid path. Without a payment it returns PAYMENT_REQUIRED with a quote; no live charge is made at this stage.',
      inputSchema: SCHEMAS.paidInput,
      outputSchema: SCHEMAS.problemSchema,
      // Not read-only nor closed: a paid call is meant to charge, through a payment provider outside this server.
      annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true },
    },
    async (args) => contained('compute_paid', () => computePaid(args)),
  );
  registerView(server);
  registerPrompts(server);
  // The tools, resources and prompts are fixed for the life of the process: nothing to be notified of.
  server.server.registerCapabilities({ tools: { listChanged: false }, resources: { listChanged: false }, prompts: { listChanged: false } });
  return server;
}

/** The address the client reached the service at, as the endpoint passed it on (for links in answers). */
const originOf = (ctx: ServerContext) => ctx.http?.req?.headers.get(ORIGIN_HEADER) ?? undefined;

/** Instances that finished a 2026-07-28 exchange, ready for the next one. */
const idle: McpServer[] = [];
/** Enough for the requests one process serves at once; more are built as needed and dropped after. */
const IDLE_MAX = 64;

/**
 * The factory the SDK's handler calls per request. A 2026-07-28 instance is reused
 * once its exchange has closed: the handler re-seeds everything per exchange (the
 * negotiated version, the client identity of the request's `_meta`) and the protocol
 * layer clears the rest on close (pending handlers, timers, abort controllers), while
 * the tools, their converted schemas and compiled validators stay; the SDK itself
 * refuses an instance that is still serving. Building one cost ≈ 20 µs of every call
 * (BENCHMARKS.md). Legacy requests always get a fresh instance: an instance that saw
 * `initialize` keeps what it negotiated.
 */
export function serverFor(ctx: McpRequestContext): McpServer {
  if (ctx.era !== 'modern') return buildServer();
  const reused = idle.pop();
  if (reused) return reused;
  const server = buildServer();
  // The handler chains its own close hook in front of this one for every exchange.
  server.server.onclose = () => {
    if (idle.length < IDLE_MAX) idle.push(server);
  };
  return server;
}
