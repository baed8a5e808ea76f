// /mcp over Streamable HTTP: MCP 2026-07-28 (stateless) and legacy 2024-11-05
// from one SDK handler. This module adds only what the SDK leaves to the
// deployment: the Host/Origin guard against DNS rebinding, GET /mcp metadata,
// and the spec's one relaxation (a 2026-07-28 request that carries the
// protocol headers but no `_meta` is accepted, DECISIONS.md 8).
import { createMcpHandler, PROTOCOL_VERSION_META_KEY, CLIENT_CAPABILITIES_META_KEY } from '@modelcontextprotocol/server';
import { parseJsonText } from '../body.ts';
import type { ApiContext } from '../context.ts';
import { CORS_HEADERS, json, preflight, type ApiRequest, type ApiResponse } from '../http.ts';
import { clientIp, rateLimited } from '../rate-limit.ts';
import { rebindingRejection } from './host-guard.ts';
import { PROTOCOL_VERSIONS, SERVER_INFO, TOOL_NAMES } from './info.ts';
import { buildServer } from './server.ts';

/** MCP messages are small; a generous bound that still stops abuse. */
const MAX_MCP_BODY = 256 * 1024;
const MODERN = '2026-07-28';

const handler = createMcpHandler(buildServer, {
  legacy: 'stateless',
  maxRequestBodySize: MAX_MCP_BODY,
  onerror: (e) => {
    if (process.env.MCP_DEBUG) console.error('[mcp]', e.message);
  },
});

export function mcpInfo() {
  return {
    name: SERVER_INFO.name,
    title: SERVER_INFO.title,
    version: SERVER_INFO.version,
    endpoint: '/mcp',
    transport: 'streamable-http',
    protocol_versions: PROTOCOL_VERSIONS,
    tools: TOOL_NAMES,
    flow: ['search_capabilities', 'inspect_capability', 'execute_calculation'],
    note: 'This GET is convenience metadata, not the protocol handshake: POST JSON-RPC 2.0 to /mcp.',
    compatibility: '/.well-known/mcp-compatibility.json',
  };
}

function rpcError(status: number, code: number, message: string, id: unknown = null): ApiResponse {
  return json(status, { jsonrpc: '2.0', id, error: { code, message } });
}

export async function mcpEndpoint(req: ApiRequest, ctx: ApiContext): Promise<ApiResponse> {
  if (req.method === 'OPTIONS') return preflight(['GET', 'POST', 'OPTIONS']);
  const refused = rebindingRejection(req.header('host'), req.header('origin'));
  if (refused) return rpcError(403, -32000, `Forbidden (DNS rebinding protection): ${refused}`);
  if (req.method === 'GET' && !(req.header('accept') ?? '').includes('text/event-stream')) return json(200, mcpInfo(), { 'cache-control': 'public, max-age=300' });
  if (req.method !== 'POST') return forward(req, null);

  const read = await req.body(MAX_MCP_BODY);
  if (!read.ok) return rpcError(read.reason === 'too_large' ? 413 : 400, -32600, read.reason === 'too_large' ? 'Request body too large.' : 'Request body incomplete.');
  const text = new TextDecoder().decode(read.bytes);
  const parsed = parseJsonText(text);
  if (!parsed.ok) return rpcError(400, -32700, 'Parse error: the body is not valid JSON (or too deeply nested).');
  if (ctx.limiter) {
    // execute_calculation has its own, tighter per-IP limit (spec: about 30 per minute).
    for (let i = countExecuteCalls(parsed.value); i > 0; i--) {
      const d = await ctx.limiter.check('execute', clientIp(req));
      if (!d.allowed) return rateLimited('execute', d);
    }
  }
  return forward(req, withHeaderOnlyMeta(req, parsed.value));
}

/**
 * DECISIONS.md 8: a 2026-07-28 request with the protocol headers and no `_meta`
 * is read as if `_meta` carried the header's version and no client capabilities.
 * A `_meta` that is present is left alone, so an incomplete one is still rejected.
 */
function withHeaderOnlyMeta(req: ApiRequest, body: unknown): unknown {
  if (req.header('mcp-protocol-version') !== MODERN || !isRequest(body)) return body;
  const params = (body.params ?? {}) as Record<string, unknown>;
  if (params._meta !== undefined) return body;
  return { ...body, params: { ...params, _meta: { [PROTOCOL_VERSION_META_KEY]: MODERN, [CLIENT_CAPABILITIES_META_KEY]: {} } } };
}

/** tools/call requests for execute_calculation in a message (or a legacy batch). */
function countExecuteCalls(body: unknown): number {
  const messages = Array.isArray(body) ? body : [body];
  return messages.filter((m) => isRequest(m) && m.method === 'tools/call' && (m.params as { name?: unknown } | undefined)?.name === 'execute_calculation').length;
}

const isRequest = (b: unknown): b is { method: string; params?: unknown } =>
  typeof b === 'object' && b !== null && !Array.isArray(b) && typeof (b as { method?: unknown }).method === 'string';

async function forward(req: ApiRequest, parsedBody: unknown): Promise<ApiResponse> {
  const headers = new Headers();
  for (const name of ['content-type', 'accept', 'mcp-protocol-version', 'mcp-method', 'mcp-name', 'mcp-session-id', 'last-event-id', 'host', 'origin']) {
    const v = req.header(name);
    if (v !== undefined) headers.set(name, v);
  }
  // The SDK takes the parsed body as it is; the Request only carries method and headers.
  const request = new Request(`http://${req.header('host') ?? 'localhost'}/mcp`, { method: req.method, headers });
  const res = await handler.fetch(request, parsedBody === null ? undefined : { parsedBody });
  const out: Record<string, string> = { ...CORS_HEADERS };
  res.headers.forEach((v, k) => (out[k] = v));
  const streaming = (res.headers.get('content-type') ?? '').includes('text/event-stream');
  return { status: res.status, headers: out, body: res.status === 202 || res.status === 204 ? null : streaming ? res.body : await res.text() };
}
