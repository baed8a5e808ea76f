// /mcp over Streamable HTTP: MCP 2026-07-28 (stateless) and the legacy
// versions from one SDK handler. This module adds only what the SDK leaves to
// the deployment: the Host/Origin guard against DNS rebinding, GET /mcp
// metadata, per-IP limits counted per JSON-RPC message (a batch counts each),
// bounds on batches, responses and subscriptions/listen streams, and the
// spec's one relaxation (a 2026-07-28 request that carries the protocol
// headers but no `_meta` is accepted, DECISIONS.md 8).
import { createMcpHandler, PROTOCOL_VERSION_META_KEY, CLIENT_CAPABILITIES_META_KEY } from '@modelcontextprotocol/server';
import { parseJsonText } from '../body.ts';
import { CORS_HEADERS, json, preflight, type ApiRequest, type ApiResponse } from '../http.ts';
import { LIMITS } from '../limits.ts';
import { registry } from '../../engines/registry.ts';
import { instanceListenStreams } from '../primary-channel.ts';
import { clientKey, type Admit } from '../rate-limit.ts';
import { ComputeBudget, requestBudget } from '../compute-budget.ts';
import { capErrorMessages } from './echo-cap.ts';
import { boundHit } from '../ops/bounds.ts';
import { checkHostAndOrigin } from './host-guard.ts';
import { operationCost } from '../solve.ts';
import { MODERN_PROTOCOL_VERSION as MODERN, ORIGIN_HEADER, PROTOCOL_VERSIONS, SERVER_INFO, TOOL_NAMES } from './info.ts';
import { serverFor } from './server.ts';

/** MCP messages are small; a generous bound that still stops abuse. */
export const MAX_MCP_BODY = 256 * 1024;
/** The SDK builds its Request from this URL, never from the client's Host (which may be anything). */
const SDK_URL = 'http://localhost/mcp';

const handler = createMcpHandler(serverFor, {
  legacy: 'stateless',
  maxRequestBodySize: MAX_MCP_BODY,
  // The instance bounds its open streams below (per client and in all, across workers); this is the SDK's own backstop.
  maxSubscriptions: LIMITS.mcpListenStreams,
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

function rpcError(status: number, code: number, message: string, id: unknown = null, headers?: Record<string, string>): ApiResponse {
  return json(status, { jsonrpc: '2.0', id, error: { code, message } }, headers);
}

export async function mcpEndpoint(req: ApiRequest, admit: Admit): Promise<ApiResponse> {
  if (req.method === 'OPTIONS') return preflight(['GET', 'POST', 'OPTIONS']);
  const guard = checkHostAndOrigin(req.header('host'), req.header('origin'));
  if (!guard.ok) return rpcError(guard.status, -32000, guard.message);
  if (req.method === 'GET' && !(req.header('accept') ?? '').includes('text/event-stream')) return json(200, mcpInfo(), { 'cache-control': 'public, max-age=300' });
  if (req.method !== 'POST') return forward(req, null);

  const read = await req.body(MAX_MCP_BODY);
  if (!read.ok && read.reason === 'too_large') boundHit('body_size', `an MCP body over ${MAX_MCP_BODY} bytes`);
  if (!read.ok) return rpcError(read.reason === 'too_large' ? 413 : 400, -32600, read.reason === 'too_large' ? 'Request body too large.' : 'Request body incomplete.');
  const parsed = parseJsonText(new TextDecoder().decode(read.bytes));
  if (!parsed.ok) return rpcError(400, -32700, 'Parse error: the body is not valid JSON (or too deeply nested).');
  const messages = Array.isArray(parsed.value) ? parsed.value : [parsed.value];
  if (messages.length > LIMITS.mcpBatchMessages) {
    return rpcError(400, -32600, `A batch may hold at most ${LIMITS.mcpBatchMessages} messages; this one holds ${messages.length}.`);
  }
  // The SDK finds tools in a plain object, where "toString" names Object.prototype.toString; only our four names reach it.
  const unknownTool = messages.find((m) => isRequest(m) && m.method === 'tools/call' && !isToolName((m.params as { name?: unknown } | undefined)?.name));
  if (unknownTool) {
    const name = String((unknownTool.params as { name?: unknown } | undefined)?.name).slice(0, 100);
    return rpcError(200, -32602, `Unknown tool ${JSON.stringify(name)}; the tools are ${TOOL_NAMES.join(', ')}.`, messages.length === 1 ? (unknownTool as { id?: unknown }).id ?? null : null);
  }
  // Every message of a batch counts; execute_calculation also has its own, tighter limit (spec: about 30 per minute).
  const refused = await admit('mcp', messages.length);
  if (refused) return refused;
  // A solve counts as 2 executions and a sweep as 1 + points/100, as on REST.
  const executes = messages.reduce<number>((n, m) => {
    if (!isRequest(m) || m.method !== 'tools/call') return n;
    const params = m.params as { name?: unknown; arguments?: unknown } | undefined;
    if (params?.name === 'execute_calculation') return n + 1;
    if (params?.name === 'solve_calculation') return n + operationCost('solve', params.arguments);
    if (params?.name === 'sweep_calculation') return n + operationCost('sweep', params.arguments);
    return n;
  }, 0);
  const refusedExecute = executes > 0 ? await admit('execute', executes) : null;
  if (refusedExecute) return refusedExecute;
  const client = clientKey(req);
  const listens = messages.some((m) => isRequest(m) && m.method === 'subscriptions/listen');
  let stream: number | undefined;
  if (listens) {
    // Counted per client across the instance's workers, with room kept for clients that hold none.
    const grant = await listenStreams.open(client);
    if (!grant.ok) boundHit(grant.status === 429 ? 'listen_per_client' : 'listen_total', grant.message);
    if (!grant.ok) return rpcError(grant.status, -32000, grant.message, (messages[0] as { id?: unknown }).id ?? null, { 'retry-after': String(grant.retryAfterSeconds) });
    stream = grant.id;
  }
  const budget = new ComputeBudget(LIMITS.requestComputeMs);
  const res = await requestBudget.run(budget, () => forward(req, withHeaderOnlyMeta(req, parsed.value))).catch((e: unknown) => {
    if (stream !== undefined) listenStreams.close(stream);
    throw e;
  });
  if (stream !== undefined) {
    const id = stream;
    if (res.body instanceof ReadableStream) res.body = expiring(res.body, LIMITS.mcpListenSeconds * 1000, () => listenStreams.close(id));
    else listenStreams.close(id);
    return res;
  }
  // Any other answer is finite (the legacy path streams it as SSE): read it whole, up to the cap.
  // One resources/read is exempt: its size is that of a document we serve (the MCP Apps view), which no request can multiply.
  const cap = messages.length === 1 && isRequest(messages[0]) && messages[0].method === 'resources/read' ? Infinity : LIMITS.mcpResponseBytes;
  const bytes = res.body instanceof ReadableStream ? await readCapped(res.body, cap) : res.body;
  if (res.body !== null && (bytes === null || (typeof bytes !== 'string' && bytes.byteLength > cap))) {
    return rpcError(400, -32600, `The answer would exceed ${LIMITS.mcpResponseBytes} bytes: send fewer messages per batch, or a lower limit to search_capabilities.`);
  }
  res.body = typeof bytes === 'string' || bytes === null ? bytes : capErrorMessages(bytes);
  res.tool = subjectOf(messages);
  return res;
}

/** MCP methods a log line and a metric label may name (anything else is 'other'). */
const METHODS = new Set(['initialize', 'ping', 'server/discover', 'tools/list', 'resources/list', 'resources/read', 'resources/templates/list', 'prompts/list', 'prompts/get', 'completion/complete', 'subscriptions/listen', 'notifications/initialized']);

/**
 * What a request was about, for the log line and metric labels, from a bounded set: the calculator an
 * execute_calculation ran (a registry id), another tool's name, the method, 'batch' or 'other'.
 */
function subjectOf(messages: unknown[]): string {
  if (messages.length !== 1) return 'batch';
  const m = messages[0];
  if (!isRequest(m)) return 'other';
  if (m.method !== 'tools/call') return METHODS.has(m.method) ? m.method : 'other';
  const params = (m.params ?? {}) as { name?: unknown; arguments?: { capability_id?: unknown } };
  if (params.name !== 'execute_calculation') return isToolName(params.name) ? (params.name as string) : 'other';
  const id = params.arguments?.capability_id;
  const tool = typeof id === 'string' ? (registry.capabilities.get(id) ?? registry.tools.get(id)) : undefined;
  return tool?.id ?? 'execute_calculation';
}

/** The stream's bytes, or null once they pass `cap` (the rest is not read). */
async function readCapped(stream: ReadableStream<Uint8Array>, cap: number): Promise<Uint8Array | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size);
    size += value.byteLength;
    if (size > cap) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
}

/** Open subscriptions/listen streams of this instance (listen-streams.ts). */
const listenStreams = instanceListenStreams();

/** The stream, ended after `ms` (the client reconnects if it still listens); `done` runs once when it ends for any reason. */
function expiring(source: ReadableStream<Uint8Array>, ms: number, done: () => void): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  let finished = false;
  let timer: NodeJS.Timeout | undefined;
  const finish = () => {
    if (finished) return;
    finished = true;
    clearTimeout(timer);
    done();
    void reader.cancel().catch(() => {});
  };
  return new ReadableStream<Uint8Array>({
    start(controller) {
      timer = setTimeout(() => {
        finish();
        controller.close();
      }, ms);
      timer.unref();
    },
    async pull(controller) {
      try {
        const { done: ended, value } = await reader.read();
        if (ended) {
          if (!finished) controller.close();
          finish();
        } else controller.enqueue(value);
      } catch (e) {
        finish();
        controller.error(e);
      }
    },
    cancel: finish,
  });
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

/**
 * The service's origin as this client reached it (the Host passed the guard above), for
 * links in answers. Behind a proxy named in TRUST_PROXY, X-Forwarded-Proto says whether it is https.
 */
function originOf(req: ApiRequest): string | undefined {
  const host = req.header('host');
  if (!host) return undefined;
  const https = process.env.TRUST_PROXY && req.header('x-forwarded-proto')?.split(',')[0].trim() === 'https';
  return `${https ? 'https' : 'http'}://${host}`;
}

const isToolName = (name: unknown) => typeof name === 'string' && (TOOL_NAMES as readonly string[]).includes(name);

const isRequest = (b: unknown): b is { method: string; params?: unknown } =>
  typeof b === 'object' && b !== null && !Array.isArray(b) && typeof (b as { method?: unknown }).method === 'string';

async function forward(req: ApiRequest, parsedBody: unknown): Promise<ApiResponse> {
  const headers = new Headers();
  // Host and Origin were checked above; the SDK needs only the protocol headers.
  for (const name of ['content-type', 'accept', 'mcp-protocol-version', 'mcp-method', 'mcp-name', 'mcp-session-id', 'last-event-id']) {
    const v = req.header(name);
    if (v !== undefined) headers.set(name, v);
  }
  const origin = originOf(req);
  if (origin) headers.set(ORIGIN_HEADER, origin);
  // The SDK takes the parsed body as it is; the Request only carries method and headers.
  const request = new Request(SDK_URL, { method: req.method, headers });
  const res = await handler.fetch(request, parsedBody === null ? undefined : { parsedBody });
  const out: Record<string, string> = { ...CORS_HEADERS };
  res.headers.forEach((v, k) => (out[k] = v));
  const streaming = (res.headers.get('content-type') ?? '').includes('text/event-stream');
  // Bytes, as the SDK encoded them: its text holds non-ASCII characters (Ω, —), which Node
  // would decode here and encode again, slowly, when writing.
  return { status: res.status, headers: out, body: res.status === 202 || res.status === 204 ? null : streaming ? res.body : new Uint8Array(await res.arrayBuffer()) };
}
