// What the operator sees of each request: an x-request-id on the answer, one
// log line (request-log.ts) and the metrics (metrics.ts). Requests are named by
// route template and tool id from the registry, never by text the client sent,
// so neither logs nor metric labels grow with what clients make up.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { registry } from '../../engines/registry.ts';
import { metrics, type Surface } from './metrics.ts';
import { logClientIp, logger, logRequest } from './request-log.ts';

/** A caller's own request id is kept when it looks like one; otherwise we make one. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

interface Route {
  surface: Surface;
  template: string;
  tool?: string;
}

const toolOf = (segment: string) => {
  try {
    const id = segment.includes('%') ? decodeURIComponent(segment) : segment;
    return registry.tools.has(id) ? id : 'unknown';
  } catch {
    return 'unknown';
  }
};

export function routeOf(method: string, path: string): Route {
  if (path.startsWith('/api/v1/calc/') && path.length > 13) return { surface: 'rest', template: '/api/v1/calc/:id', tool: toolOf(path.slice(13)) };
  if (path === '/api/v1/calc' || path === '/api/v1/calc/') return { surface: 'rest', template: '/api/v1/calc' };
  if (path === '/mcp') return { surface: 'mcp', template: '/mcp' };
  if (path === '/api/v1/share' || path === '/api/v1/share/') return { surface: 'share', template: '/api/v1/share' };
  if (path.startsWith('/api/v1/share/')) return { surface: 'share', template: '/api/v1/share/:id' };
  if (path.startsWith('/s/')) return { surface: 'share', template: '/s/:id' };
  if (path === '/healthz' || path === '/readyz') return { surface: 'ops', template: path };
  if (path === '/api/v1/commerce/compute') return { surface: 'rest', template: path };
  if (path.startsWith('/.well-known/')) return { surface: 'rest', template: '/.well-known/:document' };
  if (path === '/openapi.json' || path.startsWith('/schemas/')) return { surface: 'rest', template: path === '/openapi.json' ? path : '/schemas/:id/:kind' };
  if (path.startsWith('/api/')) return { surface: 'rest', template: '/api/*' };
  const calc = /^\/calc\/[a-z]+\/([a-z0-9-]+)\/?$/.exec(path);
  if (calc) return { surface: 'pages', template: '/calc/:area/:alias', tool: toolOf(calc[1]) };
  if (path.startsWith('/_astro/')) return { surface: 'pages', template: '/_astro/:asset' };
  return { surface: 'pages', template: method === 'GET' || method === 'HEAD' ? '/:page' : '/*' };
}

export interface Observation {
  /** The error code of an API answer, when it was one (set by the caller once it has the answer). */
  code?: string;
  /** What the request was about when its path does not say (an MCP message), from a bounded set of names. */
  tool?: string;
}

/** The loopback port of the start-up warm-up (api/server/warm-up.ts), whose requests are neither logged nor counted; 0 when none. */
let warmUpPort = 0;
export const setWarmUpPort = (port: number) => {
  warmUpPort = port;
};

/** Names the request, echoes its id, and records it when the answer is finished. */
export function observe(req: IncomingMessage, res: ServerResponse, path: string): Observation {
  const watched = (metrics !== null || logger.isLevelEnabled('info')) && (warmUpPort === 0 || req.socket.localPort !== warmUpPort);
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader('x-request-id', id);
  const observation: Observation = {};
  if (!watched) return observation;
  const started = performance.now();
  res.once('finish', () => {
    const ms = performance.now() - started;
    const method = req.method ?? 'GET';
    const route = routeOf(method, path);
    const tool = observation.tool ?? route.tool ?? '-';
    metrics?.request(route.surface, tool, res.statusCode, ms / 1000);
    if (observation.code && res.statusCode >= 400) metrics?.engineError(tool, observation.code);
    logRequest({
      req_id: id,
      method,
      route: route.template,
      surface: route.surface,
      tool: observation.tool ?? route.tool,
      status: res.statusCode,
      ms: Math.round(ms * 100) / 100,
      code: observation.code,
      ip: logClientIp ? req.socket.remoteAddress : undefined,
    });
  });
  return observation;
}
