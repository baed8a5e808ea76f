// REST calculation surface: GET /api/v1/calc (catalog) and POST /api/v1/calc/:id.
import { calculate, type Envelope } from '../engines/core/run.ts';
import { registry } from '../engines/registry.ts';
import { catalogJson } from '../engines/derive/catalog.ts';
import { readJson } from './body.ts';
import { envelopeJson } from './envelope-json.ts';
import { error, json, jsonText, methodNotAllowed, preflight, problemResponse, type ApiRequest, type ApiResponse } from './http.ts';
import type { ProblemBody } from '../engines/core/problem.ts';
import { nearestIds } from '../engines/derive/nearest.ts';
import { toAsciiJson } from '../engines/derive/ascii-json.ts';
import type { Admit } from './rate-limit.ts';

const CALC_METHODS = ['POST', 'OPTIONS'];
const CATALOG_METHODS = ['GET', 'HEAD', 'OPTIONS'];

let catalogText: string | undefined;

export function catalog(req: ApiRequest): ApiResponse {
  if (req.method === 'OPTIONS') return preflight(CATALOG_METHODS);
  if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(req, CATALOG_METHODS);
  catalogText ??= toAsciiJson(catalogJson(registry));
  return jsonText(200, catalogText, { 'cache-control': 'public, max-age=300' });
}

/** The request's body as a JSON object, or the answer that refuses it (`suggestion`: what to send instead). */
export async function readObjectBody(req: ApiRequest, suggestion: string): Promise<{ ok: true; body: Record<string, unknown> } | { ok: false; response: ApiResponse }> {
  const read = await readJson(req);
  if (!read.ok) return read;
  const body = read.value;
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, response: error(400, 'INVALID_INPUT', `The body must be a JSON object, got ${Array.isArray(body) ? 'an array' : body === null ? 'null' : typeof body}.`, { field: 'inputs', suggestion }) };
  }
  return { ok: true, body: body as Record<string, unknown> };
}

export async function calc(req: ApiRequest, id: string, admit: Admit): Promise<ApiResponse> {
  if (req.method === 'OPTIONS') return preflight(CALC_METHODS);
  if (req.method !== 'POST') return methodNotAllowed(req, CALC_METHODS);
  const tool = registry.tools.get(id);
  if (!tool) return notFound(id);

  const read = await readObjectBody(req, 'Send {"inputs": {…}} or the inputs as the top-level object.');
  if (!read.ok) return read.response;
  const { inputs, pin } = splitBody(read.body);
  const headerPin = req.header('service-spec-version');
  if (headerPin && typeof pin === 'string' && pin && pin !== headerPin) {
    return error(409, 'VERSION_MISMATCH', `The Service-Spec-Version header (${headerPin.slice(0, 20)}) and calculation_version (${pin.slice(0, 20)}) disagree.`, {
      field: 'calculation_version',
      recoverable: true,
      suggestion: 'Pin one version, in the header or in the body.',
    });
  }
  const refused = await admit('rest');
  if (refused) return refused;
  const answer = calculate(tool, inputs, headerPin || pin);
  return answer.http === 200 ? jsonText(200, envelopeJson(answer.body as Envelope)) : problemResponse(answer.body as ProblemBody);
}

/** `{inputs: {...}, calculation_version?}` or the inputs as the top-level object. */
function splitBody(body: Record<string, unknown>): { inputs: unknown; pin: unknown } {
  if (Object.hasOwn(body, 'inputs')) return { inputs: body.inputs, pin: body.calculation_version };
  if (!Object.hasOwn(body, 'calculation_version')) return { inputs: body, pin: undefined };
  const { calculation_version, ...inputs } = body;
  return { inputs, pin: calculation_version };
}

/** ENGINE_NOT_FOUND with the nearest ids (solve and sweep answer an unknown id the same way). */
export const calcNotFound = (id: string): ApiResponse => notFound(id);

function notFound(id: string): ApiResponse {
  const near = nearestIds(id, registry.ids);
  return error(404, 'ENGINE_NOT_FOUND', `No calculator has the id ${JSON.stringify(id.slice(0, 80))}.`, {
    recoverable: true,
    suggestion: near.length ? `Did you mean ${near.map((x) => `'${x}'`).join(' or ')}? GET /api/v1/calc lists every id.` : 'GET /api/v1/calc lists every id.',
    extra: { acceptable_ids: registry.ids },
  });
}
