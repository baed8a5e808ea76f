// The small request/response shape the API handlers work on. Adapters turn a
// node:http request (api/server/node-adapter.ts) or a web-standard Request
// (api/fetch-adapter.ts) into it, so the hot path allocates no Request/Response
// objects while tests can still call the service as fetch(Request) → Response.
import { toAsciiJson } from '../engines/derive/ascii-json.ts';
import { problem, type ProblemBody, type ProblemOptions } from '../engines/core/problem.ts';

export type BodyRead = { ok: true; bytes: Uint8Array } | { ok: false; reason: 'too_large' | 'aborted' };

export interface ApiRequest {
  method: string;
  /** Path without the query string, e.g. /api/v1/calc/voltage-divider. */
  path: string;
  /** Query string without '?'. */
  query: string;
  /** Header value by lower-case name. */
  header(name: string): string | undefined;
  /** Address of the TCP peer (proxies are resolved by the rate limiter, not here). */
  ip: string;
  /** Reads the body, giving up past `limit` bytes. */
  body(limit: number): Promise<BodyRead>;
}

export interface ApiResponse {
  status: number;
  headers: Record<string, string>;
  /** A stream only for long-lived answers (MCP SSE subscriptions). */
  body: string | Uint8Array | ReadableStream<Uint8Array> | null;
  /** The error code of a problem answer, for logs and metrics (not sent). */
  code?: string;
  /** What the request was about, when the path does not say (an MCP message: its tool, or calculator): logs and metrics (not sent). */
  tool?: string;
}

/** Every API answer is readable from any origin (spec: CORS is open). */
export const CORS_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'Retry-After, RateLimit, RateLimit-Policy, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, ETag',
});

const JSON_HEADERS = Object.freeze({
  ...CORS_HEADERS,
  'content-type': 'application/json; charset=utf-8',
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
});

export function json(status: number, body: unknown, headers?: Record<string, string>): ApiResponse {
  return { status, headers: headers ? { ...JSON_HEADERS, ...headers } : { ...JSON_HEADERS }, body: toAsciiJson(body) };
}

/** A pre-serialised JSON body (catalogs are serialised once, not per request). */
export function jsonText(status: number, text: string, headers?: Record<string, string>): ApiResponse {
  return { status, headers: headers ? { ...JSON_HEADERS, ...headers } : { ...JSON_HEADERS }, body: text };
}

export function problemResponse(body: ProblemBody, headers?: Record<string, string>): ApiResponse {
  return { ...json(body.http_status, body, headers), code: body.code };
}

export function error(status: number, code: string, detail: string, opts?: ProblemOptions, headers?: Record<string, string>): ApiResponse {
  return problemResponse(problem(status, code, detail, opts), headers);
}

export function methodNotAllowed(req: ApiRequest, allowed: string[]): ApiResponse {
  return error(
    405,
    'METHOD_NOT_ALLOWED',
    `${req.method} is not supported on ${req.path}; allowed: ${allowed.join(', ')}.`,
    { suggestion: allowed.includes('POST') ? `Send a POST with Content-Type: application/json.` : `Use ${allowed[0]}.` },
    { allow: allowed.join(', ') },
  );
}

/** CORS preflight: any origin may POST JSON with the pinning and MCP headers. */
export function preflight(allowed: string[]): ApiResponse {
  return {
    status: 204,
    headers: {
      ...CORS_HEADERS,
      'access-control-allow-methods': allowed.join(', '),
      'access-control-allow-headers':
        'Content-Type, Accept, Service-Spec-Version, MCP-Protocol-Version, Mcp-Method, Mcp-Name, Mcp-Session-Id, Last-Event-ID, Authorization',
      'access-control-max-age': '86400',
      allow: allowed.join(', '),
    },
    body: null,
  };
}
