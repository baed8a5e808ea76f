// Open MCP subscriptions/listen streams of one instance: at most a few per
// client (an address, or a /64 for IPv6: client-key.ts) and a bounded total,
// of which a reserve stays free for clients that hold none, so a crowd of
// addresses that each open their share cannot lock everyone else out. Kept in
// the cluster primary (every worker asks it: primary-channel.ts), so the bounds
// are per instance, not per worker. Every stream ends by its lifetime at the
// latest, which is when a refused client can try again (Retry-After).
export interface ListenBounds {
  perClient: number;
  total: number;
  /** Slots only a client holding no stream may take. */
  reserve: number;
  lifetimeMs: number;
}

export type ListenGrant = { ok: true; id: number } | { ok: false; status: 429 | 503; retryAfterSeconds: number; message: string };

interface Stream {
  key: string;
  owner: string;
  endsAt: number;
}

export class ListenStreams {
  readonly #bounds: ListenBounds;
  readonly #streams = new Map<number, Stream>();
  readonly #byClient = new Map<string, number>();
  #nextId = 1;

  constructor(bounds: ListenBounds) {
    this.#bounds = bounds;
  }

  /** A slot for one stream of `key`, held by `owner` (the worker serving it) until close() or releaseOwner(). */
  open(key: string, owner: string, now = Date.now()): ListenGrant {
    const { perClient, total, reserve } = this.#bounds;
    const held = this.#byClient.get(key) ?? 0;
    if (held >= perClient) {
      return { ok: false, status: 429, retryAfterSeconds: this.#retryAfter(now, key), message: `At most ${perClient} subscriptions/listen streams may be open from one address; close one first.` };
    }
    const free = total - this.#streams.size;
    if (free <= 0 || (held > 0 && free <= reserve)) {
      return { ok: false, status: 503, retryAfterSeconds: this.#retryAfter(now), message: 'This server has no free subscriptions/listen stream now; try again later.' };
    }
    const id = this.#nextId++;
    this.#streams.set(id, { key, owner, endsAt: now + this.#bounds.lifetimeMs });
    this.#byClient.set(key, held + 1);
    return { ok: true, id };
  }

  close(id: number): void {
    const s = this.#streams.get(id);
    if (!s) return;
    this.#streams.delete(id);
    const held = (this.#byClient.get(s.key) ?? 1) - 1;
    if (held > 0) this.#byClient.set(s.key, held);
    else this.#byClient.delete(s.key);
  }

  /** A worker that exited holds nothing any more. */
  releaseOwner(owner: string): void {
    for (const [id, s] of this.#streams) if (s.owner === owner) this.close(id);
  }

  get count(): number {
    return this.#streams.size;
  }

  /** Seconds until the first stream (of `key`, or of anyone) reaches its lifetime. */
  #retryAfter(now: number, key?: string): number {
    let first = Infinity;
    for (const s of this.#streams.values()) if (key === undefined || s.key === key) first = Math.min(first, s.endsAt);
    return Math.max(1, Math.ceil((Math.min(first, now + this.#bounds.lifetimeMs) - now) / 1000));
  }
}
