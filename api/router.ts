// Routes the service's machine surfaces: /api/*, /mcp, /.well-known/*,
// /openapi.json and /schemas/*. Pages and static files are not routed here.
import { calc, catalog } from './calc.ts';
import { calcOperation } from './solve.ts';
import { commerceCompute } from './commerce.ts';
import type { ApiContext } from './context.ts';
import { error, json, methodNotAllowed, type ApiRequest, type ApiResponse } from './http.ts';
import { mcpEndpoint } from './mcp/endpoint.ts';
import { healthz, readyz } from './ops/health.ts';
import { clientKey, rateLimited, rateLimitHeaders, type Admit, type Bucket, type Decision } from './rate-limit.ts';
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
      let admitted: { bucket: Bucket; decision: Decision } | undefined;
      const admit: Admit = async (bucket, cost = 1) => {
        if (!ctx.limiter) return null;
        const decision = await ctx.limiter.check(bucket, clientKey(req), cost);
        if (!decision.allowed) return rateLimited(bucket, decision);
        admitted ??= { bucket, decision };
        return null;
      };
      const res = await route(req, ctx, admit);
      // A client's own quota is no header for a shared cache to keep and show everyone else.
      if (admitted && !isPublic(res)) Object.assign(res.headers, rateLimitHeaders(admitted.bucket, admitted.decision));
      return res;
    } catch (e) {
      // A real bug: log it for the operator, answer in the error shape without internals.
      console.error(`[api] ${req.method} ${req.path}:`, e);
      return error(500, 'INTERNAL_ERROR', 'The service failed while answering this request.', { recoverable: false });
    }
  };
}

const isPublic = (res: ApiResponse) => /\bpublic\b/.test(res.headers['cache-control'] ?? '');

async function route(req: ApiRequest, ctx: ApiContext, admit: Admit): Promise<ApiResponse> {
  const p = req.path;
  if (p === '/api/v1/calc' || p === '/api/v1/calc/') return catalog(req);
  if (p.startsWith(CALC_PREFIX)) {
    const id = decodeSegment(p.slice(CALC_PREFIX.length));
    if (id !== null && !id.includes('/')) return calc(req, id, admit);
    // POST /api/v1/calc/:id/solve and /sweep: any field solved for, any input varied.
    const op = id === null ? null : /^([^/]+)\/(solve|sweep)$/.exec(id);
    if (op) return calcOperation(req, op[1], op[2] as 'solve' | 'sweep', admit);
  }
  if (p === '/mcp') return mcpEndpoint(req, admit);
  if (p === '/api/v1/commerce/compute') return commerceCompute(req, admit);
  if (p === '/api/v1/share' || p === '/api/v1/share/') return createShare(req, ctx, admit);
  if (p.startsWith('/api/v1/share/')) return readShare(req, ctx, decodeSegment(p.slice('/api/v1/share/'.length)) ?? '', admit);
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
