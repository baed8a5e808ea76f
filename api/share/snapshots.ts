// Immutable snapshots of one calculation: create (compute with the pinned
// version, store nothing when it fails) and load (embedded ids recompute with
// their pinned version; stored snapshots are returned as frozen).
import { calculate, type Envelope } from '../../engines/core/run.ts';
import { problem, type ProblemBody } from '../../engines/core/problem.ts';
import { inputsToQuery } from '../../engines/derive/query.ts';
import { registry } from '../../engines/registry.ts';
import { decodeEmbedded, EMBEDDED_PREFIX, encodeEmbedded } from './embedded-id.ts';
import { openKeyvStore, type KeyvSnapshotStore } from './store.ts';

export interface Snapshot {
  id: string;
  tool_id: string;
  engine: string;
  capability_id: string | null;
  inputs: Record<string, unknown>;
  calculation_version: string;
  created_at: string;
  /** The full result envelope, as computed when the snapshot was made. */
  result: Envelope;
  storage: 'embedded' | 'store';
  links: { snapshot: string; api: string; live: string | null };
}

type Frozen = Omit<Snapshot, 'id' | 'links' | 'storage'>;

export type Created = { ok: true; snapshot: Snapshot } | { ok: false; body: ProblemBody };

export interface SnapshotService {
  mode: 'embedded' | string;
  create(toolId: string, inputs: unknown, version?: string, now?: Date): Promise<Created>;
  /** The snapshot, or null when the id is unknown, expired, damaged or altered. Throws StoreUnavailable. */
  load(id: string): Promise<Snapshot | null>;
  close(): Promise<void>;
}

export async function createSnapshotService(url = process.env.SNAPSHOTS): Promise<SnapshotService> {
  const store = url ? await openKeyvStore(url) : null;
  return {
    mode: store?.kind ?? 'embedded',
    create: (toolId, inputs, version, now = new Date()) => create(store, toolId, inputs, version, now),
    load: async (id) => (store && !id.startsWith(EMBEDDED_PREFIX) ? loadStored(store, id) : loadEmbedded(id)),
    close: async () => store?.close(),
  };
}

async function create(store: KeyvSnapshotStore | null, toolId: string, inputs: unknown, version: string | undefined, now: Date): Promise<Created> {
  const tool = registry.tools.get(toolId);
  if (!tool) {
    return {
      ok: false,
      body: problem(404, 'ENGINE_NOT_FOUND', `No calculator has the id ${JSON.stringify(String(toolId).slice(0, 80))}.`, {
        field: 'tool_id',
        suggestion: 'GET /api/v1/calc lists every id.',
      }),
    };
  }
  const answer = calculate(tool, inputs, version);
  if (answer.http !== 200) return { ok: false, body: answer.body as ProblemBody };
  const env = answer.body as Envelope;
  const frozen: Frozen = {
    tool_id: tool.id,
    engine: env.engine,
    capability_id: env.capability_id,
    inputs: env.inputs,
    calculation_version: env.calculation_version,
    created_at: now.toISOString(),
    result: env,
  };
  if (store) return { ok: true, snapshot: withId(await store.put(frozen), frozen, 'store') };
  const id = encodeEmbedded({ t: tool.id, v: env.calculation_version, i: env.inputs, c: Math.floor(now.getTime() / 1000) });
  return { ok: true, snapshot: withId(id, frozen, 'embedded') };
}

async function loadStored(store: KeyvSnapshotStore, id: string): Promise<Snapshot | null> {
  if (!/^cx_[0-9A-Za-z]{16}$/.test(id)) return null;
  const frozen = (await store.get(id)) as Frozen | undefined;
  return frozen ? withId(id, frozen, 'store') : null;
}

/** Recomputes with the pinned version: the id can only ever show what the service computes. */
function loadEmbedded(id: string): Snapshot | null {
  const p = decodeEmbedded(id);
  const tool = p && registry.tools.get(p.t);
  if (!p || !tool) return null;
  const answer = calculate(tool, p.i, p.v);
  if (answer.http !== 200) return null;
  const env = answer.body as Envelope;
  return withId(
    id,
    { tool_id: tool.id, engine: env.engine, capability_id: env.capability_id, inputs: env.inputs, calculation_version: env.calculation_version, created_at: new Date(p.c * 1000).toISOString(), result: env },
    'embedded',
  );
}

function withId(id: string, f: Frozen, storage: Snapshot['storage']): Snapshot {
  const page = f.result.page;
  return {
    id,
    ...f,
    storage,
    links: { snapshot: `/s/${id}`, api: `/api/v1/share/${id}`, live: page ? `${page}?${inputsToQuery(f.inputs)}` : null },
  };
}
