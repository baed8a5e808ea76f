// OpenAPI 3.1 for every endpoint, generated from the registry and the zod
// schemas (JSON Schema 2020-12 is OpenAPI 3.1's dialect, so the per-engine
// schemas are used as they are). One typed path per engine, with its worked
// examples as request examples (in the canonical form its input schema
// describes) or, when the service rejects them, as 400 examples; the codes the
// engine declares on the responses that carry them; aliases are listed on the
// engine's path. tests/contract/openapi-examples.test.ts validates every example
// against its schema and lints the document with Redocly's recommended rules.
import * as z from 'zod/mini';
import { engineCodes } from '../core/codes.ts';
import type { Example } from '../core/contract.ts';
import { prepareInputs } from '../core/inputs.ts';
import { API_CONTRACT_VERSION, calculate } from '../core/run.ts';
import { catalogVersion } from './catalog.ts';
import { envelopeSchema, problemSchema } from './envelope-schema.ts';
import type { Registry } from './registry.ts';
import { inputJsonSchema, outputJsonSchema, type JsonSchema } from './schemas.ts';
import type { ResolvedTool } from './tools.ts';
import { solvePaths } from './openapi-solve.ts';

const component = (s: z.ZodMiniType) => {
  const j = z.toJSONSchema(s, { target: 'draft-2020-12', unrepresentable: 'any' }) as JsonSchema;
  delete j.$schema;
  return j;
};

/** The calculation areas (engine folders) as operation tags. */
const AREA_TAGS: Record<string, string> = {
  electrical: "Circuits, power, components, wiring and RF: Ohm's law to cable sizing.",
  finance: 'Loans, savings, interest, prices and taxes, with money rounded as each calculator states.',
  math: 'Arithmetic, fractions, percentages, roots, logarithms, trigonometry and number theory.',
  grade: 'Grade point averages and the grade needed on a final.',
  dev: 'Developer conversions: bases, encodings, character codes, HTTP status codes.',
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const problem = (description: string) => ({ description, content: { 'application/json': { schema: ref('Problem') } } });

const ERRORS = {
  '400': problem('Invalid JSON, or inputs the engine rejects (code, field, suggestion).'),
  '409': problem('VERSION_MISMATCH: the pinned calculation version is not published.'),
  '413': problem('PAYLOAD_TOO_LARGE: the body is over 64 KiB.'),
  '415': problem('UNSUPPORTED_MEDIA_TYPE: Content-Type is not application/json.'),
  '429': {
    ...problem('RATE_LIMITED: the per-IP window is exhausted (retry_after_seconds, limit).'),
    headers: { 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait.' } },
  },
};

/** Strip the schema's own $schema/$id: inside OpenAPI they are components. */
function embedded(s: JsonSchema): JsonSchema {
  const { $schema: _s, $id: _i, ...rest } = s;
  return rest;
}

/**
 * Request examples: the worked examples the service answers (HTTP 200), in the form the input
 * schema describes. Examples it rejects are shown as 400 response examples with the error body,
 * not as requests to copy.
 */
function examplesOf(t: ResolvedTool, chosen: Example[]) {
  const requests: Record<string, unknown> = {};
  const rejections: Record<string, unknown> = {};
  for (const e of chosen) {
    const source = `Source: ${e.source}`;
    const answer = calculate(t, e.inputs);
    const prepared = prepareInputs(t.plan, e.inputs);
    if (answer.http !== 200 || !prepared.ok) {
      const n = Object.keys(rejections).length;
      if (n < 8) rejections[`example${n + 1}`] = { summary: e.name, description: `Inputs ${JSON.stringify(e.inputs)}. ${source}`, value: answer.body };
      continue;
    }
    const n = Object.keys(requests).length;
    if (n >= 8) continue;
    // Aliases, mode synonyms and text lists are read into canonical fields first (engines/core/inputs.ts):
    // the example shows that canonical request, and says how it was written when that differs.
    const sent = JSON.stringify(e.inputs);
    const asWritten = JSON.stringify(prepared.canonical) === sent ? '' : ` Written as ${sent}, which the service reads as this request.`;
    requests[`example${n + 1}`] = { summary: e.name, description: `${source}${asWritten}`, value: { inputs: prepared.canonical } };
  }
  return { requests, rejections };
}

/** The codes one engine answers with, per response: 400 errors, 200 invalid, and warnings on a success. */
function codesOf(t: ResolvedTool) {
  const { errors, warnings } = engineCodes(t.engine);
  return {
    rejected: ['INVALID_JSON', ...errors.filter((i) => i.kind === 'error').map((i) => i.code)],
    invalid: errors.filter((i) => i.kind === 'invalid').map((i) => i.code),
    warnings: warnings.map((i) => i.code),
  };
}

const codeList = (codes: string[]) => codes.map((c) => `\`${c}\``).join(', ');

function calcPath(t: ResolvedTool, aliases: string[]) {
  const decl = t.engine;
  // A helper engine's examples that succeed may all run through its aliases: then show them with
  // the alias's presets written out, which is what the canonical id needs.
  const own = examplesOf(t, decl.examples.filter((e) => !e.tool || e.tool === t.id));
  const viaAliases = () => examplesOf(t, decl.examples.map((e) => ({ ...e, inputs: { ...decl.tools?.find((x) => x.id === e.tool)?.defaults, ...e.inputs } })));
  const { requests, rejections } = Object.keys(own.requests).length ? own : viaAliases();
  const codes = codesOf(t);
  const envelope = { allOf: [ref('Envelope'), { properties: { result: { anyOf: [ref(`${t.id}.result`), { type: 'null' }] } } }] } as { allOf: Record<string, unknown>[] };
  const declared: Record<string, unknown> = { warnings: { type: 'array', items: { type: 'object', properties: { code: { enum: codes.warnings } } } } };
  if (codes.invalid.length) declared.code = { enum: codes.invalid };
  envelope.allOf.push({ properties: declared });
  return {
    post: {
      operationId: `calc_${t.id.replace(/-/g, '_')}`,
      tags: [decl.area],
      summary: t.title,
      description: `${t.description}${aliases.length ? `\n\nAlso callable as: ${aliases.join(', ')}.` : ''}${t.capability_id ? `\n\nMCP capability: ${t.capability_id}.` : ''}`,
      parameters: [{ $ref: '#/components/parameters/ServiceSpecVersion' }],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              // A body with an `inputs` member is the wrapped form, any other object is the inputs themselves
              // (api/calc.ts), so exactly one branch matches.
              oneOf: [
                {
                  type: 'object',
                  required: ['inputs'],
                  properties: { inputs: ref(`${t.id}.input`), calculation_version: { type: 'string', examples: [t.version] } },
                },
                { allOf: [ref(`${t.id}.input`)], not: { type: 'object', properties: { inputs: {} }, required: ['inputs'] } },
              ],
            },
            examples: requests,
          },
        },
      },
      responses: {
        '200': {
          description: `The calculation envelope (status success, empty, invalid or multiple_solutions).${codes.invalid.length ? ` Status invalid carries ${codeList(codes.invalid)}.` : ''} Warnings: ${codeList(codes.warnings)}.`,
          content: { 'application/json': { schema: envelope } },
        },
        ...ERRORS,
        '400': {
          description: `Invalid JSON, or inputs the engine rejects (code, field, suggestion). Codes: ${codeList(codes.rejected)}.`,
          content: {
            'application/json': {
              schema: { allOf: [ref('Problem'), { properties: { code: { enum: codes.rejected } } }] },
              ...(Object.keys(rejections).length ? { examples: rejections } : {}),
            },
          },
        },
      },
      'x-calculation-version': t.version,
      'x-capability-id': t.capability_id,
      'x-verification-tier': t.verification.tier,
    },
  };
}

export function openApiDocument(reg: Registry) {
  const schemas: Record<string, unknown> = {
    Envelope: component(envelopeSchema),
    Problem: component(problemSchema),
  };
  const paths: Record<string, unknown> = {
    '/api/v1/calc': {
      get: {
        operationId: 'catalog',
        summary: 'Every acceptable id, with electrical, math and other catalogs and their page links',
        responses: { '200': { description: 'The catalog', content: { 'application/json': { schema: { type: 'object', required: ['calculation_version', 'ids'], properties: { calculation_version: { type: 'string' }, ids: { type: 'array', items: { type: 'string' } } } } } } } },
      },
    },
    '/api/v1/calc/{id}': {
      post: {
        operationId: 'calc',
        summary: 'Run any calculator by id or alias (the typed paths below describe each one)',
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string', enum: reg.ids } },
          { $ref: '#/components/parameters/ServiceSpecVersion' },
        ],
        requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } },
        responses: { '200': { description: 'The calculation envelope', content: { 'application/json': { schema: ref('Envelope') } } }, '404': problem('ENGINE_NOT_FOUND, with acceptable_ids.'), '405': problem('METHOD_NOT_ALLOWED: only POST.'), ...ERRORS },
      },
    },
  };
  const solving = solvePaths(reg.ids, ERRORS);
  Object.assign(schemas, solving.schemas);
  Object.assign(paths, solving.paths);
  for (const decl of reg.engines) {
    const t = reg.tools.get(decl.id)!;
    schemas[`${t.id}.input`] = embedded(inputJsonSchema(t));
    schemas[`${t.id}.result`] = embedded(outputJsonSchema(t));
    const aliases = (decl.tools ?? []).map((x) => x.id);
    paths[`/api/v1/calc/${t.id}`] = calcPath(t, aliases);
  }
  paths['/api/v1/share'] = {
    post: {
      operationId: 'createSnapshot',
      summary: 'Freeze a calculation as an immutable snapshot',
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: { type: 'object', required: ['tool_id', 'inputs'], properties: { tool_id: { type: 'string' }, inputs: { type: 'object' }, calculation_version: { type: 'string' } } },
            example: { tool_id: 'voltage-divider', inputs: { Vin: 12, R1: 1000, R2: 1000 }, calculation_version: '1.5.1' },
          },
        },
      },
      responses: {
        '201': { description: 'The snapshot: id, frozen result envelope, links.snapshot = /s/{id}', content: { 'application/json': { schema: ref('Snapshot') } } },
        '404': problem('ENGINE_NOT_FOUND'),
        '503': problem('STORE_UNAVAILABLE: the configured snapshot store is not answering.'),
        ...ERRORS,
        '413': problem('PAYLOAD_TOO_LARGE (body over 64 KiB) or SNAPSHOT_TOO_LARGE (the snapshot would be larger than SNAPSHOT_MAX_BYTES).'),
        '429': { ...ERRORS['429'], description: 'RATE_LIMITED: the per-IP snapshot write quota (RATE_LIMIT_SHARE_PER_HOUR) is used up.' },
      },
    },
  };
  paths['/api/v1/share/{id}'] = {
    get: {
      operationId: 'readSnapshot',
      summary: 'A stored snapshot',
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^cx_' } }],
      responses: { '200': { description: 'The snapshot', content: { 'application/json': { schema: ref('Snapshot') } } }, '404': problem('SNAPSHOT_NOT_FOUND'), '429': ERRORS['429'], '503': problem('STORE_UNAVAILABLE') },
    },
  };
  schemas.Snapshot = {
    type: 'object',
    required: ['id', 'tool_id', 'engine', 'inputs', 'calculation_version', 'created_at', 'result', 'links'],
    properties: {
      id: { type: 'string' },
      tool_id: { type: 'string' },
      engine: { type: 'string' },
      capability_id: { type: ['string', 'null'] },
      inputs: { type: 'object' },
      calculation_version: { type: 'string' },
      created_at: { type: 'string', format: 'date-time' },
      result: ref('Envelope'),
      storage: { type: 'string', enum: ['embedded', 'store'] },
      links: { type: 'object', properties: { snapshot: { type: 'string' }, api: { type: 'string' }, live: { type: ['string', 'null'] } } },
    },
  };
  paths['/api/v1/commerce/compute'] = {
    post: {
      operationId: 'computePaid',
      summary: 'Opt-in paid computation (no live charge yet): 402 with a quote',
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              additionalProperties: false,
              required: ['capability_id', 'inputs'],
              properties: {
                capability_id: { type: 'string' },
                inputs: { type: 'object' },
                calculation_version: { type: 'string' },
                payment: { description: 'Payment proof; not processed at this stage.' },
                quote_id: { type: 'string' },
                idempotency_key: { type: 'string' },
              },
            },
          },
        },
      },
      responses: { '402': problem('PAYMENT_REQUIRED, with a quote and the free alternative.'), '404': problem('CAPABILITY_NOT_FOUND'), '400': problem('Malformed request (checked before payment).'), '429': ERRORS['429'] },
    },
  };
  paths['/mcp'] = {
    get: { operationId: 'mcpInfo', summary: 'Server info and tool names (convenience metadata, not the handshake)', responses: { '200': { description: 'Server information' } } },
    post: {
      operationId: 'mcp',
      summary: 'MCP over Streamable HTTP: JSON-RPC 2.0, protocol 2026-07-28 (stateless) and 2024-11-05',
      requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } },
      responses: {
        '200': { description: 'JSON-RPC response (JSON or SSE)' },
        '400': { description: 'Header/body mismatch (-32020), a malformed request or Host, a batch over MCP_MAX_BATCH messages, or an answer over MCP_MAX_RESPONSE_BYTES' },
        '403': { description: 'Host or Origin refused (DNS rebinding protection)' },
        '413': { description: 'Body over 256 KiB' },
        '429': ERRORS['429'],
      },
    },
  };
  paths['/schemas/{key}/{which}.json'] = {
    get: {
      operationId: 'schema',
      summary: 'Input or output JSON Schema of a capability (or of a REST-only engine)',
      parameters: [
        { name: 'key', in: 'path', required: true, schema: { type: 'string' } },
        { name: 'which', in: 'path', required: true, schema: { type: 'string', enum: ['input', 'output'] } },
      ],
      responses: { '200': { description: 'JSON Schema (draft 2020-12)' }, '404': problem('NOT_FOUND') },
    },
  };
  const checks = { type: 'object', properties: { status: { enum: ['ok', 'off', 'degraded'] }, store: { type: 'string' }, reason: { type: 'string' } }, required: ['status'] };
  paths['/healthz'] = {
    get: {
      operationId: 'healthz',
      summary: 'Liveness: the process is up and answering (no dependency consulted; never rate limited)',
      responses: { '200': { description: 'Up', content: { 'application/json': { schema: { type: 'object', properties: { status: { const: 'ok' }, uptime_seconds: { type: 'integer' } }, required: ['status'] } } } } },
    },
  };
  paths['/readyz'] = {
    get: {
      operationId: 'readyz',
      summary: 'Readiness: the rate-limit and snapshot stores, "ready" or "degraded" with the reason (still 200: every calculation is served either way), or 503 "draining" once the instance is stopping; never rate limited',
      responses: {
        '200': {
          description: 'Serving',
          content: { 'application/json': { schema: { type: 'object', properties: { status: { enum: ['ready', 'degraded'] }, checks: { type: 'object', properties: { rate_limit: checks, snapshots: checks } } }, required: ['status', 'checks'] } } },
        },
        '503': {
          description: 'Stopping: finishing the requests it holds; send it nothing new',
          content: { 'application/json': { schema: { type: 'object', properties: { status: { const: 'draining' } }, required: ['status'] } } },
        },
      },
    },
  };
  for (const doc of ['service-capabilities.json', 'mcp-compatibility.json']) {
    paths[`/.well-known/${doc}`] = { get: { operationId: doc.replace(/[.-]/g, '_'), summary: doc === 'service-capabilities.json' ? 'The machine-readable capability catalog' : 'MCP protocol versions, transports, tools and limits', responses: { '200': { description: 'JSON document' } } } };
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'CalculatorX deterministic calculation service',
      version: API_CONTRACT_VERSION,
      description: `Deterministic calculators with formula, assumptions, warnings, verification and a pinnable calculation version. Engine set ${catalogVersion(reg)}. No authentication; per-IP rate limits. Errors share one body; the code is the contract.`,
    },
    servers: [{ url: '/' }],
    tags: Object.entries(AREA_TAGS).map(([name, description]) => ({ name, description })),
    // No authentication: the empty requirement says so explicitly (limits are per IP).
    security: [],
    paths,
    components: {
      schemas,
      parameters: {
        ServiceSpecVersion: { name: 'Service-Spec-Version', in: 'header', required: false, description: 'Pin a published calculation version (409 VERSION_MISMATCH otherwise).', schema: { type: 'string' } },
      },
    },
  };
}
