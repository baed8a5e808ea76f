// /.well-known/service-capabilities.json (the machine-readable catalog) and
// /.well-known/mcp-compatibility.json, plus the per-capability JSON Schemas at
// their stable URLs. All derived from the registry and serialised once.
import { API_CONTRACT_VERSION, API_VERSION } from '../engines/core/run.ts';
import { capabilityCards } from '../engines/derive/capabilities.ts';
import { catalogEntry, catalogVersion } from '../engines/derive/catalog.ts';
import { openApiDocument } from '../engines/derive/openapi.ts';
import { inputJsonSchema, outputJsonSchema } from '../engines/derive/schemas.ts';
import { schemaKey, type ResolvedTool } from '../engines/derive/tools.ts';
import { registry } from '../engines/registry.ts';
import { toAsciiJson } from '../engines/derive/ascii-json.ts';
import { MAX_BODY_BYTES } from './body.ts';
import { error, jsonText, methodNotAllowed, type ApiRequest, type ApiResponse } from './http.ts';
import { MAX_SWEEP_POINTS } from '../engines/derive/sweep.ts';
import { LEGACY_PROTOCOL_VERSIONS, PROTOCOL_VERSIONS, SERVER_INFO, TOOL_NAMES } from './mcp/info.ts';
import { LIMITS } from './limits.ts';
import { MAX_MCP_BODY } from './mcp/endpoint.ts';
import { APPS_EXTENSION, VIEW_URI } from './mcp/app-view.ts';

const CACHE = { 'cache-control': 'public, max-age=300' };
const memo = new Map<string, string>();
const once = (key: string, make: () => unknown) => {
  let text = memo.get(key);
  if (text === undefined) memo.set(key, (text = toAsciiJson(make())));
  return text;
};

function serviceCapabilities() {
  return {
    service: SERVER_INFO.name,
    api_version: API_VERSION,
    api_contract_version: API_CONTRACT_VERSION,
    calculation_version: catalogVersion(registry),
    capabilities: capabilityCards(registry).map((c) => ({ ...c, links: registry.capabilities.get(c.capability_id)!.links })),
    rest_only: [...registry.tools.values()].filter((t) => t.canonical && !t.capability_id).map(catalogEntry),
    trust_levels: ['engine_tested', 'internally_reviewed', 'expert_verified', 'candidate', 'verified'],
    links: { rest: '/api/v1/calc', openapi: '/openapi.json', mcp: '/mcp', pages: '/capabilities/' },
  };
}

function mcpCompatibility() {
  return {
    server: SERVER_INFO,
    endpoint: '/mcp',
    transport: 'streamable-http',
    stateless: true,
    protocol_versions: {
      preferred: PROTOCOL_VERSIONS[0],
      supported: PROTOCOL_VERSIONS,
      modern: {
        version: '2026-07-28',
        required_headers: ['MCP-Protocol-Version', 'Mcp-Method', 'Mcp-Name (tool name for tools/call, otherwise "-")'],
        discovery: 'server/discover',
        request_meta: 'params._meta with io.modelcontextprotocol/protocolVersion, clientInfo, clientCapabilities; header-only requests without _meta are accepted',
        header_body_mismatch: 'HTTP 400, JSON-RPC error -32020',
      },
      legacy: { versions: LEGACY_PROTOCOL_VERSIONS, handshake: 'initialize', stateless: true, sse_dual_endpoint: false },
    },
    tools: TOOL_NAMES,
    resources: [VIEW_URI],
    extensions: Object.fromEntries(Object.entries(APPS_EXTENSION).map(([id, v]) => [id, { ...v, view: VIEW_URI, linked_from: ['execute_calculation'] }])),
    capabilities_exposed: 'electrical, education and math capabilities; REST-only engines (gpa, finance, developer helpers) are not exposed',
    limits: {
      rpc_per_minute_per_ip: LIMITS.mcpPerMinute,
      execute_calculation_per_minute_per_ip: LIMITS.executePerMinute,
      batch_messages: LIMITS.mcpBatchMessages,
      response_bytes: LIMITS.mcpResponseBytes,
      listen_streams_per_ip: LIMITS.mcpListenStreamsPerIp,
      listen_stream_seconds: LIMITS.mcpListenSeconds,
      max_body_bytes: MAX_MCP_BODY,
      rest_max_body_bytes: MAX_BODY_BYTES,
      // solve_calculation counts 2 executions and sweep_calculation 1 + points/100 against execute_calculation_per_minute_per_ip.
      solve_sweep_compute_ms: LIMITS.solveComputeMs,
      sweep_max_points: MAX_SWEEP_POINTS,
    },
    security: { dns_rebinding_protection: 'Host and Origin must be loopback names or addresses (127.0.0.0/8, ::1, ::ffff:127.0.0.1) or listed in ALLOWED_HOSTS', authentication: 'none (public beta)' },
  };
}

export function wellKnown(req: ApiRequest, name: string): ApiResponse {
  if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(req, ['GET', 'HEAD']);
  if (name === 'service-capabilities.json') return jsonText(200, once(name, serviceCapabilities), CACHE);
  if (name === 'mcp-compatibility.json') return jsonText(200, once(name, mcpCompatibility), CACHE);
  return error(404, 'NOT_FOUND', `No document /.well-known/${name.slice(0, 80)}.`, {
    suggestion: 'Try /.well-known/service-capabilities.json or /.well-known/mcp-compatibility.json.',
  });
}

export function openApi(req: ApiRequest): ApiResponse {
  if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(req, ['GET', 'HEAD']);
  return jsonText(200, once('openapi', () => openApiDocument(registry)), CACHE);
}

/** /schemas/<capability_id or engine id>/(input|output).json */
export function schemaDocument(req: ApiRequest, key: string, which: string): ApiResponse {
  if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(req, ['GET', 'HEAD']);
  const tool = toolForSchemaKey(key);
  if (!tool || (which !== 'input' && which !== 'output')) {
    return error(404, 'NOT_FOUND', `No schema at /schemas/${key.slice(0, 80)}/${which.slice(0, 20)}.json.`, {
      suggestion: "Each answer's links.schema_input and links.schema_output name the schema URLs.",
    });
  }
  return jsonText(200, once(`schema:${key}:${which}`, () => (which === 'input' ? inputJsonSchema(tool) : outputJsonSchema(tool))), {
    ...CACHE,
    'content-type': 'application/schema+json; charset=utf-8',
  });
}

function toolForSchemaKey(key: string): ResolvedTool | undefined {
  const cap = registry.capabilities.get(key);
  if (cap) return cap;
  const t = registry.tools.get(key);
  return t && schemaKey(t.capability_id, t.engine.id) === key ? t : undefined;
}
