// Immutable snapshots of one calculation: create (compute with the pinned
// version, store nothing when it fails) and load (embedded ids recompute with
// their pinned version; stored snapshots are returned as frozen).
import { boundHit } from '../ops/bounds.ts';
import { metrics } from '../ops/metrics.ts';
import { calculate, type Answer, type Envelope } from '../../engines/core/run.ts';
import { problem, type ProblemBody } from '../../engines/core/problem.ts';
import { inputsToQuery } from '../../engines/derive/query.ts';
import type { Snapshot } from '../../engines/derive/snapshot.ts';
import { registry } from '../../engines/registry.ts';
import { LIMITS } from '../limits.ts';
import { decodeEmbedded, EMBEDDED_PREFIX, encodeEmbedded, MAX_ID_LENGTH, signedWithPublicKey } from './embedded-id.ts';
import { openKeyvStore, type KeyvSnapshotStore } from './store.ts';

type Frozen = Omit<Snapshot, 'id' | 'links' | 'storage'>;

export type Created = { ok: true; snapshot: Snapshot } | { ok: false; body: ProblemBody };

export interface SnapshotService {
  mode: 'embedded' | string;
  /** What the operator should know at startup about this configuration. */
  warnings: string[];
  create(toolId: string, inputs: unknown, version?: string, now?: Date): Promise<Created>;
  /** The snapshot, or null when the id is unknown, expired, damaged or altered. Throws StoreUnavailable. */
  load(id: string): Promise<Snapshot | null>;
  /** Whether `id` could be a snapshot of this service, told cheaply (no store, no computation): limits count only those. */
  plausible(id: string): boolean;
  /** Whether snapshots can be stored and read now (embedded ids need no store). */
  readiness(): Promise<{ ready: true } | { ready: false; reason: string }>;
  close(): Promise<void>;
}

export async function createSnapshotService(url = process.env.SNAPSHOTS): Promise<SnapshotService> {
  const store = url ? await openKeyvStore(url) : null;
  return {
    mode: store?.kind ?? 'embedded',
    // Self-describing ids are read with a store too (MCP hands them out), so the warning does not depend on one.
    warnings: signedWithPublicKey()
      ? ['SNAPSHOT_SIGNING_KEY is not set: anyone can make a valid self-describing snapshot id (cx_e1_…; read with the same size and input limits as a new snapshot, and its result recomputed, never read from the id). Set it to a long random secret.']
      : [],
    async create(toolId, inputs, version, now = new Date()) {
      const created = await create(store, toolId, inputs, version, now);
      if (created.ok) metrics?.snapshot('created');
      return created;
    },
    async load(id) {
      const snap = store && !id.startsWith(EMBEDDED_PREFIX) ? await loadStored(store, id) : loadEmbedded(id);
      metrics?.snapshot(snap ? 'read' : 'not_found');
      return snap;
    },
    plausible: (id) => (id.startsWith(EMBEDDED_PREFIX) ? decodeEmbedded(id, LIMITS.snapshotMaxBytes) !== null : store !== null && STORED_ID.test(id)),
    async readiness() {
      if (!store) return { ready: true };
      try {
        await store.ping();
        return { ready: true };
      } catch (e) {
        return { ready: false, reason: (e as Error)?.message ?? String(e) };
      }
    },
    close: async () => store?.close(),
  };
}

/**
 * A snapshot with a self-describing id, whatever store is configured: nothing is
 * written, so a read-only caller (MCP execute_calculation with `snapshot: true`)
 * can hand out a link. Every service reads such ids.
 */
export const embeddedSnapshot = (toolId: string, inputs: unknown, version?: string, now = new Date()): Promise<Created> => create(null, toolId, inputs, version, now);

async function create(store: KeyvSnapshotStore | null, toolId: string, inputs: unknown, version: string | undefined, now: Date): Promise<Created> {
  const tool = registry.tools.get(toolId);
  if (!tool) return { ok: false, body: unknownTool(toolId) };
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
  const size = frozenSize(frozen);
  if (size > LIMITS.snapshotMaxBytes) return { ok: false, body: tooLarge(`This snapshot would hold ${size} bytes`) };
  if (store) return { ok: true, snapshot: withId(await store.put(frozen), frozen, 'store') };
  const id = encodeEmbedded({ t: tool.id, v: env.calculation_version, i: env.inputs, c: Math.floor(now.getTime() / 1000) });
  if (id.length > MAX_ID_LENGTH) return { ok: false, body: tooLarge(`The inputs make a ${id.length}-character id`) };
  return { ok: true, snapshot: withId(id, frozen, 'embedded') };
}

export const unknownTool = (toolId: string) =>
  problem(404, 'ENGINE_NOT_FOUND', `No calculator has the id ${JSON.stringify(String(toolId).slice(0, 80))}.`, {
    field: 'tool_id',
    suggestion: 'GET /api/v1/calc lists every id.',
  });

const tooLarge = (what: string) =>
  problem(413, 'SNAPSHOT_TOO_LARGE', `${what}; snapshots are limited to ${LIMITS.snapshotMaxBytes} bytes (and ids without a store to ${MAX_ID_LENGTH} characters).`, {
    field: 'inputs',
    recoverable: false,
    suggestion: 'Snapshot fewer rows, or share the calculator page link instead (it restores the inputs).',
  });

const STORED_ID = /^cx_[0-9A-Za-z]{16}$/;

async function loadStored(store: KeyvSnapshotStore, id: string): Promise<Snapshot | null> {
  if (!STORED_ID.test(id)) return null;
  const frozen = await store.get(id);
  return isFrozen(frozen) ? withId(id, frozen, 'store') : null;
}

/** What a store hands back is shown only when it has the shape this service wrote. */
function isFrozen(x: unknown): x is Frozen {
  if (x === null || typeof x !== 'object') return false;
  const f = x as Partial<Frozen>;
  return typeof f.tool_id === 'string' && typeof f.created_at === 'string' && typeof f.calculation_version === 'string' && f.inputs !== null && typeof f.inputs === 'object' && f.result !== null && typeof f.result === 'object';
}

/**
 * One rule for every snapshot, made or read: what it shows (inputs and result) is bounded. Anyone can
 * write a self-describing id when SNAPSHOT_SIGNING_KEY is unset, so reading one applies the limits of
 * making one: the inflated payload first (decodeEmbedded), the engine's own input bounds as it computes,
 * and this size after; an id that breaks one was not made here and reads as not found.
 */
const frozenSize = (frozen: Frozen) => Buffer.byteLength(JSON.stringify(frozen));

/** Recomputes with the pinned version: the id can only ever show what the service computes. */
function loadEmbedded(id: string): Snapshot | null {
  const p = decodeEmbedded(id, LIMITS.snapshotMaxBytes);
  const tool = p && registry.tools.get(p.t);
  if (!p || !tool) return null;
  const answer = recompute(() => calculate(tool, p.i, p.v));
  if (answer?.http !== 200) return null;
  const env = answer.body as Envelope;
  const frozen: Frozen = { tool_id: tool.id, engine: env.engine, capability_id: env.capability_id, inputs: env.inputs, calculation_version: env.calculation_version, created_at: new Date(p.c * 1000).toISOString(), result: env };
  if (frozenSize(frozen) <= LIMITS.snapshotMaxBytes) return withId(id, frozen, 'embedded');
  boundHit('snapshot_read_size', `a self-describing snapshot id recomputed to more than ${LIMITS.snapshotMaxBytes} bytes (SNAPSHOT_MAX_BYTES) was read as not found`);
  return null;
}

/** A snapshot whose recomputation fails (a bug in an old version, say) is answered as not found, never as a 500. */
function recompute(run: () => Answer): Answer | null {
  try {
    return run();
  } catch (e) {
    console.error('[share] recomputing a snapshot failed:', e);
    return null;
  }
}

function withId(id: string, f: Frozen, storage: Snapshot['storage']): Snapshot {
  const page = f.result.page;
  // The live page is the tool's own page or its capability's: its form reads the inputs.
  const pageTool = page ? registry.tools.get(page.slice(page.lastIndexOf('/') + 1)) : undefined;
  return {
    id,
    ...f,
    storage,
    links: { snapshot: `/s/${id}`, api: `/api/v1/share/${id}`, live: page && pageTool ? `${page}?${inputsToQuery(pageTool, f.inputs)}` : null },
  };
}
