// Routes the service's machine surfaces: /api/*, /mcp, /.well-known/*,
// /openapi.json and /schemas/*. Pages and static files are not routed here.
import { calc, catalog } from './calc.ts';
import { commerceCompute } from './commerce.ts';
import type { ApiContext } from './context.ts';
import { error, json, methodNotAllowed, type ApiRequest, type ApiResponse } from './http.ts';
import { mcpEndpoint } from './mcp/endpoint.ts';
import { healthz, readyz } from './ops/health.ts';
import { clientIp, rateLimited, rateLimitHeaders, type Bucket } from './rate-limit.ts';
import { createShare, readShare } from './share/handlers.ts';
import { openApi, schemaDocument, wellKnown } from './well-known.ts';

/** Paths this router answers; the Node entry sends everything else to the pages. */
export const isApiPath = (path: string) =>
  path.startsWith('/api/') || path === '/mcp' || path.startsWith('/.well-known/') || path === '/openapi.json' || path.startsWith('/schemas/') || path === '/healthz' || path === '/readyz';

const CALC_PREFIX = '/api/v1/calc/';

export type ApiHandler = (req: ApiRequest) => Promise<ApiResponse>;

export function createApiHandler(ctx: ApiContext): ApiHandler {
  return async (req) => {
    try {
      const bucket = ctx.limiter ? bucketOf(req) : null;
      if (!bucket || !ctx.limiter) return await route(req, ctx);
      const decision = await ctx.limiter.check(bucket, clientIp(req));
      if (!decision.allowed) return rateLimited(bucket, decision);
      const res = await route(req, ctx);
      // A client's own quota is no header for a shared cache to keep and show everyone else.
      if (!isPublic(res)) Object.assign(res.headers, rateLimitHeaders(bucket, decision));
      return res;
    } catch (e) {
      // A real bug: log it for the operator, answer in the error shape without internals.
      console.error(`[api] ${req.method} ${req.path}:`, e);
      return error(500, 'INTERNAL_ERROR', 'The service failed while answering this request.', { recoverable: false });
    }
  };
}

/**
 * Which per-IP limit a request counts against: the spec's REST calculations and
 * MCP messages, and every other request that computes or writes (snapshots, the
 * paid path). Reads of fixed documents are not limited.
 */
function bucketOf(req: ApiRequest): Bucket | null {
  // Reading an embedded snapshot recomputes it: it counts like a server-rendered page (HEAD computes as much as GET).
  if ((req.method === 'GET' || req.method === 'HEAD') && req.path.startsWith('/api/v1/share/')) return 'pages';
  if (req.method !== 'POST') return null;
  if (req.path.startsWith(CALC_PREFIX)) return 'rest';
  if (req.path === '/mcp') return 'mcp';
  if (req.path === '/api/v1/share' || req.path === '/api/v1/share/') return 'share';
  if (req.path === '/api/v1/commerce/compute') return 'paid';
  return null;
}

const isPublic = (res: ApiResponse) => /\bpublic\b/.test(res.headers['cache-control'] ?? '');

async function route(req: ApiRequest, ctx: ApiContext): Promise<ApiResponse> {
  const p = req.path;
  if (p === '/api/v1/calc' || p === '/api/v1/calc/') return catalog(req);
  if (p.startsWith(CALC_PREFIX)) {
    const id = decodeSegment(p.slice(CALC_PREFIX.length));
    if (id !== null && !id.includes('/')) return calc(req, id);
  }
  if (p === '/mcp') return mcpEndpoint(req, ctx);
  if (p === '/api/v1/commerce/compute') return commerceCompute(req);
  if (p === '/api/v1/share' || p === '/api/v1/share/') return createShare(req, ctx);
  if (p.startsWith('/api/v1/share/')) return readShare(req, ctx, decodeSegment(p.slice('/api/v1/share/'.length)) ?? '');
  if (p.startsWith('/.well-known/')) return wellKnown(req, p.slice('/.well-known/'.length));
  if (p === '/openapi.json') return openApi(req);
  if (p === '/healthz' || p === '/readyz') {
    if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(req, ['GET', 'HEAD']);
    return p === '/healthz' ? healthz() : readyz(ctx);
  }
  const schema = /^\/schemas\/([^/]+)\/([a-z]+)\.json$/.exec(p);
  if (schema) return schemaDocument(req, decodeSegment(schema[1]) ?? '', schema[2]);
  if (p === '/api/v1' || p === '/api/v1/') return json(200, { api_version: 'v1', catalog: '/api/v1/calc', openapi: '/openapi.json', mcp: '/mcp' });
  return error(404, 'NOT_FOUND', `Nothing is served at ${p.slice(0, 200)}.`, {
    suggestion: 'GET /api/v1/calc lists the calculators; /openapi.json describes every endpoint.',
  });
}

function decodeSegment(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}
