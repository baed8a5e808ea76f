// Per-client request counts over sliding windows, in one process's memory: the
// counters behind every per-IP limit when no shared store is configured (in the
// cluster primary, which the workers ask over IPC: primary-channel.ts), and the
// fallback while a shared store does not answer.
//
// The estimate is the sliding-window counter: the previous window's count,
// weighted by how much of it still overlaps the last window, plus this window's.
// Each window is one Map, dropped whole when the window after it ends, so a
// client costs one entry for at most two windows and no timer. The number of
// clients a window tracks is bounded: past it, clients the window has not seen
// share one budget (the limit itself) until the window ends, so an attacker with
// more addresses than the bound gains no memory and legitimate clients it crowds
// out are limited, never failed open. (rate-limiter-flexible's memory store, used
// before, keeps a timer per key — ≈ 1.3 KB of RSS per client per bucket, measured
// — and has no bound; its cluster mode asks the primary twice per check.)
export interface WindowPolicy {
  limit: number;
  windowS: number;
}

export interface Decision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window has room again (0 when allowed with room to spare). */
  resetSeconds: number;
  retryAfterSeconds: number;
  /** The client was counted in the shared budget of clients past the bound. */
  overflow?: boolean;
}

/** The identity clients past the bound share; no client key (an address or a /64) looks like it. */
export const OVERFLOW_KEY = '*';

interface Windows {
  index: number;
  current: Map<string, number>;
  previous: Map<string, number>;
}

export class WindowCounters {
  readonly #maxClients: number;
  readonly #windows = new Map<string, Windows>();

  constructor(maxClients: number) {
    this.#maxClients = maxClients;
  }

  /** Counts `cost` requests of `key` in `bucket` if they fit; a refused request is not counted. */
  check(bucket: string, policy: WindowPolicy, key: string, cost: number, now: number): Decision {
    const { limit, windowS } = policy;
    const index = Math.floor(now / 1000 / windowS);
    const w = this.#rotate(bucket, index);
    const elapsed = now / 1000 - index * windowS;
    const overflow = !w.current.has(key) && w.current.size >= this.#maxClients;
    const id = overflow ? OVERFLOW_KEY : key;
    const current = w.current.get(id) ?? 0;
    const previous = w.previous.get(id) ?? 0;
    const estimate = previous * (1 - elapsed / windowS) + current + cost;
    if (estimate <= limit) {
      w.current.set(id, current + cost);
      return { allowed: true, limit, remaining: Math.max(0, Math.floor(limit - estimate)), resetSeconds: Math.ceil(windowS - elapsed), retryAfterSeconds: 0, overflow };
    }
    const retry = Math.max(1, Math.ceil(secondsUntilRoom(previous, current, limit, elapsed, cost, windowS)));
    return { allowed: false, limit, remaining: 0, resetSeconds: retry, retryAfterSeconds: retry, overflow };
  }

  /** Clients tracked now, over every bucket and both windows (for tests and the operator). */
  size(): number {
    let n = 0;
    for (const w of this.#windows.values()) n += w.current.size + w.previous.size;
    return n;
  }

  #rotate(bucket: string, index: number): Windows {
    let w = this.#windows.get(bucket);
    if (!w) this.#windows.set(bucket, (w = { index, current: new Map(), previous: new Map() }));
    else if (index === w.index + 1) Object.assign(w, { index, previous: w.current, current: new Map() });
    else if (index > w.index + 1) Object.assign(w, { index, previous: new Map(), current: new Map() });
    // A `now` from before the current window (a test's clock) counts in the current one.
    return w;
  }
}

/** Seconds until prev·(1 − t/W) + cur + cost ≤ limit, continuing into the next window if needed. */
export function secondsUntilRoom(prev: number, cur: number, limit: number, elapsed: number, cost = 1, windowS = 60): number {
  if (cur + cost <= limit && prev > 0) {
    const t = windowS * (1 - (limit - cost - cur) / prev);
    if (t <= windowS) return Math.max(0, t - elapsed);
  }
  // In the next window this window's count becomes the weighted previous one.
  const tNext = cur > 0 ? windowS * (1 - (limit - cost) / cur) : 0;
  return windowS - elapsed + Math.max(0, tNext);
}
