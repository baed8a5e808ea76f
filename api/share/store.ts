// Where snapshots live. Without SNAPSHOTS the id itself carries the snapshot
// (embedded-id.ts); with SNAPSHOTS=<url> a keyv store keeps them under short
// random ids for about 180 days: a sqlite file (one machine), Redis or
// PostgreSQL (shared by every instance).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import Keyv from 'keyv';
import { metrics } from '../ops/metrics.ts';

export const SNAPSHOT_TTL_MS = 180 * 24 * 3600 * 1000;
/** A store that does not answer within this time is reported as unavailable (503 within a second). */
const STORE_TIMEOUT_MS = 800;

export class StoreUnavailable extends Error {}

export interface KeyvSnapshotStore {
  kind: string;
  get(id: string): Promise<unknown>;
  /** Resolves when the store answers a read (within the store timeout); throws StoreUnavailable otherwise. */
  ping(): Promise<void>;
  /** Stores a value under a new short id and returns the id. */
  put(value: unknown): Promise<string>;
  close(): Promise<void>;
}

/** Picks the keyv adapter from the URL scheme. */
export async function openKeyvStore(url: string): Promise<KeyvSnapshotStore> {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  let store: unknown;
  let kind: string;
  /** Drops a connection that stopped answering (a partition leaves it open but silent), so the next call opens a new one. */
  let dropStalled = () => {};
  if (scheme === 'redis' || scheme === 'rediss') {
    const { default: KeyvRedis } = await import('@keyv/redis');
    // Nothing waits in a queue while Redis is away: a command fails at once and the client reconnects in the background.
    const client = { url, disableOfflineQueue: true, socket: { connectTimeout: STORE_TIMEOUT_MS, reconnectStrategy: (retries: number) => Math.min(200 * (retries + 1), 5000) } };
    const redis = new KeyvRedis(client, { throwOnConnectError: true, throwOnErrors: true, connectionTimeout: STORE_TIMEOUT_MS });
    dropStalled = () => void redis.disconnect(true).catch(() => {});
    store = redis;
    kind = 'redis';
  } else if (scheme === 'postgres' || scheme === 'postgresql') {
    const [{ default: KeyvPostgres }, { clientThatSurvivesIdleErrors }] = await Promise.all([import('@keyv/postgres'), import('./postgres-client.ts')]);
    store = new KeyvPostgres({
      uri: url,
      table: 'calculatorx_snapshots',
      Client: await clientThatSurvivesIdleErrors(() => metrics?.storeError('postgres')),
      // A server that does not answer fails the attempt instead of queueing requests behind it.
      connectionTimeoutMillis: STORE_TIMEOUT_MS,
      query_timeout: 4 * STORE_TIMEOUT_MS,
      keepAlive: true,
    });
    kind = 'postgres';
  } else if (scheme === 'sqlite' || !scheme || scheme.length === 1 /* a Windows drive letter */) {
    const { default: KeyvSqlite } = await import('@keyv/sqlite');
    const file = scheme === 'sqlite' ? url.replace(/^sqlite:(\/\/)?/i, '') : url;
    store = new KeyvSqlite({ uri: `sqlite://${path.resolve(file)}`, table: 'calculatorx_snapshots', driver: 'node:sqlite', wal: true, busyTimeout: 2000 });
    kind = 'sqlite';
  } else {
    throw new Error(`SNAPSHOTS=${url}: unsupported store; use a sqlite file path, redis://… or postgres://…`);
  }
  const keyv = new Keyv({ store, namespace: 'snapshot', ttl: SNAPSHOT_TTL_MS });
  // Keyv reports a failing store as an 'error' event and answers "not found"; counted, so a
  // failure is answered as STORE_UNAVAILABLE rather than as a missing snapshot.
  let failures = 0;
  let lastFailure = '';
  keyv.on('error', (e: unknown) => {
    failures++;
    lastFailure = (e as Error)?.message ?? String(e);
  });
  async function guarded<T>(op: () => Promise<T>): Promise<T> {
    const before = failures;
    try {
      const value = await withTimeout(op(), STORE_TIMEOUT_MS);
      if (failures !== before) throw new StoreUnavailable(lastFailure);
      return value;
    } catch (e) {
      metrics?.storeError(kind);
      if (e instanceof TimedOut) dropStalled();
      throw e instanceof StoreUnavailable ? e : new StoreUnavailable((e as Error)?.message ?? String(e));
    }
  }
  return {
    kind,
    get: (id) => guarded(() => keyv.get(id)),
    ping: async () => void (await guarded(() => keyv.get('cx_readiness_probe'))),
    async put(value) {
      for (let attempt = 0; attempt < 5; attempt++) {
        const id = `cx_${randomId()}`;
        if (await guarded(() => keyv.has(id))) continue; // collision: draw again
        const ok = await guarded(() => keyv.set(id, value));
        if (ok === false) throw new StoreUnavailable(lastFailure || 'the store refused the write');
        return id;
      }
      throw new StoreUnavailable('could not find a free snapshot id');
    },
    close: () => keyv.disconnect().catch(() => {}),
  };
}

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** 16 base62 characters (≈95 bits): unguessable and short enough for a link. */
function randomId(): string {
  const bytes = randomBytes(16);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % 62]; // 256 % 62 bias is negligible for ids
  return out;
}

class TimedOut extends StoreUnavailable {}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    p.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new TimedOut(`no answer within ${ms} ms`)), ms);
    }),
  ]);
}
