// POST /api/v1/share and GET /api/v1/share/:id.
import { readJson } from '../body.ts';
import type { ApiContext } from '../context.ts';
import { error, json, methodNotAllowed, preflight, problemResponse, type ApiRequest, type ApiResponse } from '../http.ts';
import { StoreUnavailable } from './store.ts';
import { unknownTool } from './snapshots.ts';
import { registry } from '../../engines/registry.ts';
import type { Admit } from '../rate-limit.ts';

const storeDown = (e: StoreUnavailable) =>
  error(503, 'STORE_UNAVAILABLE', `The snapshot store is not answering (${e.message.slice(0, 200)}).`, {
    recoverable: true,
    suggestion: 'Try again in a moment; the calculation itself is still available at POST /api/v1/calc/<id>.',
  }, { 'retry-after': '5' });

export async function createShare(req: ApiRequest, ctx: ApiContext, admit: Admit): Promise<ApiResponse> {
  if (req.method === 'OPTIONS') return preflight(['POST', 'OPTIONS']);
  if (req.method !== 'POST') return methodNotAllowed(req, ['POST', 'OPTIONS']);
  const read = await readJson(req);
  if (!read.ok) return read.response;
  const body = read.value as Record<string, unknown> | null;
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return error(400, 'INVALID_INPUT', 'The body must be a JSON object {tool_id, inputs, calculation_version}.', { field: 'tool_id', suggestion: 'Send {"tool_id": "voltage-divider", "inputs": {...}, "calculation_version": "1.5.1"}.' });
  }
  if (typeof body.tool_id !== 'string' || !body.tool_id) {
    return error(400, 'MISSING_REQUIRED_INPUT', 'tool_id is required: the calculator to snapshot.', { field: 'tool_id', suggestion: 'Send a tool id such as "voltage-divider" (GET /api/v1/calc lists them).' });
  }
  if (body.calculation_version !== undefined && typeof body.calculation_version !== 'string') {
    return error(400, 'INVALID_INPUT', 'calculation_version must be a version string.', { field: 'calculation_version', suggestion: 'Send the version to pin, e.g. "1.5.1", or leave it out for the current one.' });
  }
  if (!registry.tools.has(body.tool_id)) return problemResponse(unknownTool(body.tool_id));
  const refused = await admit('share');
  if (refused) return refused;
  try {
    const created = await ctx.snapshots.create(body.tool_id, body.inputs ?? {}, body.calculation_version as string | undefined);
    if (!created.ok) return problemResponse(created.body);
    const s = created.snapshot;
    return json(201, s, { location: s.links.snapshot });
  } catch (e) {
    if (e instanceof StoreUnavailable) return storeDown(e);
    throw e;
  }
}

export async function readShare(req: ApiRequest, ctx: ApiContext, id: string, admit: Admit): Promise<ApiResponse> {
  if (req.method === 'OPTIONS') return preflight(['GET', 'OPTIONS']);
  if (req.method !== 'GET' && req.method !== 'HEAD') return methodNotAllowed(req, ['GET', 'HEAD', 'OPTIONS']);
  // An id that cannot be one of ours is refused before it counts (reading one recomputes it or asks the store).
  if (!ctx.snapshots.plausible(id)) return snapshotNotFound(id);
  const refused = await admit('pages');
  if (refused) return refused;
  try {
    const s = await ctx.snapshots.load(id);
    if (s) return json(200, s, { 'cache-control': 'public, max-age=86400, immutable' });
  } catch (e) {
    if (e instanceof StoreUnavailable) return storeDown(e);
    throw e;
  }
  return snapshotNotFound(id);
}

const snapshotNotFound = (id: string) =>
  error(404, 'SNAPSHOT_NOT_FOUND', `No snapshot has the id ${JSON.stringify(id.slice(0, 60))}: it never existed, has expired, or the link was damaged or altered.`, {
    recoverable: false,
    suggestion: 'Create a new snapshot with POST /api/v1/share, or open the live calculator.',
  });
