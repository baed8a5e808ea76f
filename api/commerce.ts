// The opt-in paid path. There is no live charge yet: without a payment the
// answer is PAYMENT_REQUIRED with a quote a client can act on (including the
// free path that computes the same thing); a supplied payment cannot be
// verified, so it is refused the same way rather than trusted.
import * as z from 'zod/mini';
import { problem, type ProblemBody } from '../engines/core/problem.ts';
import { fnv1a } from '../engines/derive/catalog.ts';
import { registry } from '../engines/registry.ts';
import { readJson } from './body.ts';
import { error, json, methodNotAllowed, preflight, problemResponse, type ApiRequest, type ApiResponse } from './http.ts';
import type { Admit } from './rate-limit.ts';

/** Price of one paid computation, in US dollars (documented in README; no charge is ever made). */
export const PRICE_USD = '0.01';
const QUOTE_TTL_SECONDS = 900;

export const paidRequestSchema = z.strictObject({
  capability_id: z.string().check(z.minLength(1), z.maxLength(200)),
  inputs: z.record(z.string(), z.unknown()),
  calculation_version: z.optional(z.string().check(z.maxLength(40))),
  payment: z.optional(z.unknown()),
  quote_id: z.optional(z.string().check(z.maxLength(100))),
  idempotency_key: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
});
export type PaidRequest = z.infer<typeof paidRequestSchema>;

/** A quote is a deterministic id over what would be computed, so a retry sees the same quote. */
export function quoteFor(req: PaidRequest) {
  const tool = registry.capabilities.get(req.capability_id)!;
  const version = req.calculation_version ?? tool.version;
  return {
    quote_id: `q_${fnv1a(`${req.capability_id}@${version}:${JSON.stringify(req.inputs)}`)}`,
    capability_id: req.capability_id,
    calculation_version: version,
    amount: PRICE_USD,
    currency: 'USD',
    expires_in_seconds: QUOTE_TTL_SECONDS,
    live_charging: false,
    accepted_payment_methods: [] as string[],
    free_alternative: {
      mcp_tool: 'execute_calculation',
      rest: `POST /api/v1/calc/${tool.id}`,
      note: 'The same calculation is free through execute_calculation or the REST API.',
    },
  };
}

/** The outcome of a paid request: a problem body (402 or 4xx); nothing is ever charged. */
export function paidOutcome(req: PaidRequest): ProblemBody {
  if (!registry.capabilities.has(req.capability_id)) {
    return problem(404, 'CAPABILITY_NOT_FOUND', `No capability has the id ${JSON.stringify(req.capability_id.slice(0, 80))}.`, {
      field: 'capability_id',
      suggestion: 'search_capabilities (MCP) or GET /.well-known/service-capabilities.json lists the capability ids.',
    });
  }
  const quote = quoteFor(req);
  const supplied = req.payment !== undefined && req.payment !== null;
  return problem(
    402,
    'PAYMENT_REQUIRED',
    supplied
      ? 'Payments are not processed yet (no live charging), so the supplied payment was not accepted and nothing was charged.'
      : 'This paid computation path needs a payment; none was supplied.',
    {
      field: 'payment',
      recoverable: true,
      suggestion: `Use the free path instead: ${quote.free_alternative.rest} or the MCP tool execute_calculation.`,
      extra: { quote },
    },
  );
}

export async function commerceCompute(req: ApiRequest, admit: Admit): Promise<ApiResponse> {
  if (req.method === 'OPTIONS') return preflight(['POST', 'OPTIONS']);
  if (req.method !== 'POST') return methodNotAllowed(req, ['POST', 'OPTIONS']);
  const read = await readJson(req);
  if (!read.ok) return read.response;
  const parsed = paidRequestSchema.safeParse(read.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue.path.map(String).join('.') || (issue as { keys?: string[] }).keys?.[0] || 'body';
    const given = read.value !== null && typeof read.value === 'object' && Object.hasOwn(read.value, field);
    return error(400, given || issue.code === 'unrecognized_keys' ? 'INVALID_INPUT' : 'MISSING_REQUIRED_INPUT', `The paid request is malformed at ${field}.`, {
      field,
      suggestion: 'Send {"capability_id": "electrical.voltage_divider", "inputs": {...}, "idempotency_key": "..."}; see /openapi.json.',
    });
  }
  const refused = await admit('paid');
  if (refused) return refused;
  const body = paidOutcome(parsed.data);
  return body.http_status === 402 ? json(402, body) : problemResponse(body);
}
