// REST solve and sweep: POST /api/v1/calc/:id/solve and POST /api/v1/calc/:id/sweep.
// The answers are engines/derive/solve.ts and sweep.ts as they are, so the
// library, the CLI and MCP give the same bytes; this module adds the HTTP parts:
// the body, the rate limit (a solve costs 2 calculations, a sweep 1 + points/100),
// the compute budget (SOLVE_COMPUTE_MS) and, for a sweep, CSV or an SVG chart by
// the Accept header.
import type { Envelope } from '../engines/core/run.ts';
import type { ProblemBody } from '../engines/core/problem.ts';
import { prepareOperation, solve, type OperationOptions } from '../engines/derive/solve.ts';
import { DEFAULT_SWEEP_POINTS, sweep, type SweepBody } from '../engines/derive/sweep.ts';
import { defaultChartOutput, svgDocument, sweepCsv, sweepPicture } from '../engines/derive/sweep-chart.ts';
import { registry } from '../engines/registry.ts';
import { envelopeJson } from './envelope-json.ts';
import { CORS_HEADERS, error, json, jsonText, methodNotAllowed, preflight, problemResponse, type ApiRequest, type ApiResponse } from './http.ts';
import { LIMITS } from './limits.ts';
import type { Admit } from './rate-limit.ts';
import { toAsciiJson } from '../engines/derive/ascii-json.ts';
import { calcNotFound, readObjectBody } from './calc.ts';
import { boundHit } from './ops/bounds.ts';
import { clockBudget } from '../engines/derive/budget.ts';

const METHODS = ['POST', 'OPTIONS'];

export type Operation = 'solve' | 'sweep';

/** CPU milliseconds this process has used: a solve runs synchronously, so what it adds is the solve's own work (other processes on the machine do not count). */
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** The budget of one solve or sweep: SOLVE_COMPUTE_MS of computation (CPU time) from now. */
export const operationBudget = (ms = LIMITS.solveComputeMs): OperationOptions =>
  clockBudget(cpuMs, ms, `SOLVE_COMPUTE_MS=${ms}`, {
    every: 4,
    onHit: () => boundHit('compute_budget', `a solve or sweep used its ${ms} ms of computation (SOLVE_COMPUTE_MS) and was stopped`),
  });

/** Rate-limit cost: a solve counts as 2 calculations, a sweep as 1 per started 100 points plus 1. */
export const operationCost = (op: Operation, body: unknown): number => {
  if (op === 'solve') return 2;
  const points = (body as { vary?: { points?: unknown } } | null)?.vary?.points;
  const n = typeof points === 'number' && Number.isFinite(points) && points > 0 ? Math.min(points, 1e6) : DEFAULT_SWEEP_POINTS;
  return 1 + Math.ceil(n / 100);
};

export async function calcOperation(req: ApiRequest, id: string, op: Operation, admit: Admit): Promise<ApiResponse> {
  if (req.method === 'OPTIONS') return preflight(METHODS);
  if (req.method !== 'POST') return methodNotAllowed(req, METHODS);
  const tool = registry.tools.get(id);
  if (!tool) return calcNotFound(id);
  const read = await readObjectBody(
    req,
    op === 'solve' ? 'Send {"inputs": {…}, "solve_for": "<input>", "target": {"<output>": value}}.' : 'Send {"inputs": {…}, "vary": {"input": "<input>", "from": a, "to": b, "points": 50, "scale": "linear"}}.',
  );
  if (!read.ok) return read.response;
  const body = read.body;
  const headerPin = req.header('service-spec-version');
  const bodyPin = body.calculation_version;
  if (headerPin && typeof bodyPin === 'string' && bodyPin && bodyPin !== headerPin) {
    return error(409, 'VERSION_MISMATCH', `The Service-Spec-Version header (${headerPin.slice(0, 20)}) and calculation_version (${bodyPin.slice(0, 20)}) disagree.`, {
      field: 'calculation_version',
      recoverable: true,
      suggestion: 'Pin one version, in the header or in the body.',
    });
  }
  const request = headerPin && body.calculation_version === undefined ? { ...body, calculation_version: headerPin } : body;
  const refused = await admit('rest', operationCost(op, body));
  if (refused) return refused;
  prepareOperation(tool);
  if (op === 'solve') {
    const a = solve(tool, request, operationBudget());
    return a.http === 200 ? jsonText(200, solvedJson(a.body as Envelope & { solve: unknown })) : problemResponse(a.body as ProblemBody);
  }
  const a = sweep(tool, request, operationBudget());
  if (a.http !== 200) return problemResponse(a.body as ProblemBody);
  return sweepResponse(a.body as SweepBody, req.header('accept'), new URLSearchParams(req.query).get('output'));
}

/** The envelope as POST /api/v1/calc writes it, with the solve member last. */
export const solvedJson = (body: Envelope & { solve: unknown }): string => {
  const { solve: member, ...env } = body;
  return `${envelopeJson(env as Envelope).slice(0, -1)},"solve":${toAsciiJson(member)}}`;
};

/** JSON, or by Accept: text/csv the table, image/svg+xml the chart (of ?output=<field>, default the first output that varies). */
export function sweepResponse(body: SweepBody, accept: string | undefined, output: string | null): ApiResponse {
  const wants = (type: string) => (accept ?? '').split(',').some((part) => part.trim().toLowerCase().startsWith(type));
  const headers = { ...CORS_HEADERS, 'x-content-type-options': 'nosniff', 'cache-control': 'no-store', vary: 'Accept' };
  if (wants('text/csv')) return { status: 200, headers: { ...headers, 'content-type': 'text/csv; charset=utf-8; header=present' }, body: sweepCsv(body) };
  if (wants('image/svg+xml')) {
    const chosen = output ?? defaultChartOutput(body);
    if (!chosen || !body.outputs.some((o) => o.key === chosen)) {
      return error(400, 'INVALID_TARGET', `${chosen === null ? 'This sweep has no numeric output to chart' : `${JSON.stringify(chosen.slice(0, 60))} is not a numeric output of ${body.tool_id}`}.`, {
        field: 'output',
        suggestion: `Name one of ${body.outputs.map((o) => o.key).join(', ') || '(none)'} as ?output=<field>, or ask for JSON or CSV.`,
      });
    }
    return { status: 200, headers: { ...headers, 'content-type': 'image/svg+xml; charset=utf-8' }, body: svgDocument(sweepPicture(body, chosen)) };
  }
  return json(200, body, { vary: 'Accept' });
}
