// Per-client rate limits with a sliding window (the spec's Limits section,
// plus the limits api/limits.ts adds: pages, snapshots, the paid path). A client
// is an address, or a /64 for IPv6 (client-key.ts).
//
// Without a shared store the counts live in this instance (window-counters.ts;
// in the cluster primary when several worker processes serve, so a limit is one
// limit across them). With RATE_LIMIT_STORE set, rate-limiter-flexible keeps them
// in Redis, so several instances enforce one limit together; on top of its atomic
// counters we apply the same sliding-window estimate (the previous window's
// count weighted by its overlap, plus this window's). Refused requests are not
// counted.
//
// A shared store must never hold a request up: the Redis client queues nothing
// while disconnected, startup does not wait for it, and each check that Redis
// does not answer within SHARED_TIMEOUT_MS is counted in this instance instead
// (with a logged warning); after a failure the instance's counters serve for
// RETRY_SHARED_AFTER_MS before Redis is asked again.
import { RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { problem } from '../engines/core/problem.ts';
import { problemResponse, type ApiResponse } from './http.ts';
import { metrics } from './ops/metrics.ts';
import { LIMITS } from './limits.ts';
import { instanceCounters } from './primary-channel.ts';
import { secondsUntilRoom, type Decision, type WindowPolicy } from './window-counters.ts';

export type { Decision } from './window-counters.ts';
export { clientKey } from './client-key.ts';

export type Bucket = 'rest' | 'mcp' | 'execute' | 'pages' | 'paid' | 'share';

/**
 * Counts the request against its client's limit in `bucket` (`cost` times: a batch counts each
 * message), or answers the 429. Handlers call it once a request is known to be well-formed and
 * just before the work that is limited: a request that is cheaply invalid (wrong method or media
 * type, a body that is not JSON, an unknown id) is refused without counting, and leaves nothing in
 * the counters.
 */
export type Admit = (bucket: Bucket, cost?: number) => Promise<ApiResponse | null>;

interface Policy extends WindowPolicy {
  /** What is counted, for the 429 message. */
  what: string;
}

const POLICIES: Record<Bucket, Policy> = {
  rest: { limit: LIMITS.restPerMinute, windowS: 60, what: 'REST calculations' },
  mcp: { limit: LIMITS.mcpPerMinute, windowS: 60, what: 'MCP messages' },
  execute: { limit: LIMITS.executePerMinute, windowS: 60, what: 'execute_calculation calls' },
  pages: { limit: LIMITS.pagesPerMinute, windowS: 60, what: 'server-rendered pages and snapshot reads' },
  paid: { limit: LIMITS.paidPerMinute, windowS: 60, what: 'paid computation requests' },
  share: { limit: LIMITS.sharePerHour, windowS: 3600, what: 'snapshots created' },
};

const SHARED_TIMEOUT_MS = 250;
const RETRY_SHARED_AFTER_MS = 5000;
const WARN_EVERY_MS = 30_000;

export type LimiterState = { store: 'process' } | { store: 'redis'; degraded: false } | { store: 'redis'; degraded: true; reason: string };

export interface RateLimiter {
  /** Counts `cost` requests (a batch of messages counts each) of one client (clientKey) and says whether they are admitted. */
  check(bucket: Bucket, client: string, cost?: number, now?: number): Promise<Decision>;
  /** Where counting happens now, and why it fell back to the instance. */
  state(): LimiterState;
  close(): Promise<void>;
}

/** Builds the limiter from the environment; RATE_LIMIT_DISABLED=1 turns it off. */
export async function createRateLimiter(env = process.env): Promise<RateLimiter | null> {
  if (env.RATE_LIMIT_DISABLED === '1' || env.RATE_LIMIT_DISABLED === 'true') return null;
  const local = instanceCounters();
  const counted = async (bucket: Bucket, client: string, cost: number, now: number) => {
    const d = await local(bucket, POLICIES[bucket], client, cost, now);
    if (d.overflow) metrics?.rateLimitOverflow(bucket);
    return d;
  };
  if (!env.RATE_LIMIT_STORE) {
    return { check: (bucket, client, cost = 1, now = Date.now()) => counted(bucket, client, cost, now), state: () => ({ store: 'process' }), close: async () => {} };
  }
  const { createClient } = await import('@redis/client');
  const client = createClient({
    url: env.RATE_LIMIT_STORE,
    // A command sent while disconnected fails at once instead of waiting in a queue.
    disableOfflineQueue: true,
    socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(200 * (retries + 1), 5000) },
  });
  let lastError = 'not connected yet';
  client.on('error', (e: Error) => (lastError = e.message || String(e)));
  // Startup never waits for Redis: the client keeps reconnecting in the background.
  void client.connect().catch(() => {});
  const shared = redisCounters((opts) => new RateLimiterRedis({ ...opts, storeClient: client, useRedisPackage: true }));
  let useLocalUntil = 0;
  let warnedAt = -Infinity;
  return {
    async check(bucket, key, cost = 1, now = Date.now()) {
      if (Date.now() >= useLocalUntil) {
        try {
          return await withTimeout(shared(bucket, key, cost, now), SHARED_TIMEOUT_MS);
        } catch (e) {
          lastError = (e as Error)?.message ?? String(e);
          useLocalUntil = Date.now() + RETRY_SHARED_AFTER_MS;
          metrics?.rateLimitFallback();
          // A partition leaves the connection open but silent: start a new one (in the background).
          if (client.isReady) {
            client.destroy();
            void client.connect().catch(() => {});
          }
          if (Date.now() - warnedAt > WARN_EVERY_MS) {
            warnedAt = Date.now();
            console.warn(`[rate-limit] RATE_LIMIT_STORE not answering (${lastError}); counting in this instance until it does`);
          }
        }
      }
      return counted(bucket, key, cost, now);
    },
    state: () => (Date.now() < useLocalUntil || !client.isReady ? { store: 'redis', degraded: true, reason: lastError } : { store: 'redis', degraded: false }),
    async close() {
      await client.close().catch(() => {});
    },
  };
}

/**
 * The sliding-window check over rate-limiter-flexible's Redis counters: one counter per client and
 * window, living two windows so the previous one is still readable (Redis expires them).
 */
function redisCounters(make: (opts: { points: number; duration: number; keyPrefix: string }) => RateLimiterAbstract) {
  const byWindow = new Map<number, RateLimiterAbstract>();
  const counters = (windowS: number) => {
    let c = byWindow.get(windowS);
    if (!c) byWindow.set(windowS, (c = make({ points: 1_000_000, duration: 2 * windowS, keyPrefix: `cx_rl_${windowS}` })));
    return c;
  };
  return async (bucket: Bucket, client: string, cost: number, now: number): Promise<Decision> => {
    const { limit, windowS } = POLICIES[bucket];
    const c = counters(windowS);
    const windowIndex = Math.floor(now / 1000 / windowS);
    const elapsed = now / 1000 - windowIndex * windowS;
    const key = `${bucket}:${client}:${windowIndex}`;
    const [current, previous] = await Promise.all([c.consume(key, cost), c.get(`${bucket}:${client}:${windowIndex - 1}`)]);
    const prev = previous?.consumedPoints ?? 0;
    const estimate = prev * (1 - elapsed / windowS) + current.consumedPoints;
    if (estimate <= limit) {
      return { allowed: true, limit, remaining: Math.max(0, Math.floor(limit - estimate)), resetSeconds: Math.ceil(windowS - elapsed), retryAfterSeconds: 0 };
    }
    await c.reward(key, cost); // a refused request does not count against the client
    const retry = Math.max(1, Math.ceil(secondsUntilRoom(prev, current.consumedPoints - cost, limit, elapsed, cost, windowS)));
    return { allowed: false, limit, remaining: 0, resetSeconds: retry, retryAfterSeconds: retry };
  };
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    p.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]);
}

/** Informative headers on admitted requests, and on a 429 those of the bucket that refused it (IETF RateLimit draft, plus the common trio). */
export function rateLimitHeaders(bucket: Bucket, d: Decision): Record<string, string> {
  return {
    'ratelimit-policy': `"${bucket}";q=${d.limit};w=${POLICIES[bucket].windowS}`,
    ratelimit: `"${bucket}";r=${d.remaining};t=${d.resetSeconds}`,
    'ratelimit-limit': String(d.limit),
    'ratelimit-remaining': String(d.remaining),
    'ratelimit-reset': String(d.resetSeconds),
  };
}

/** The spec's 429 body: what was limited, for how long, and the refusing bucket's headers. */
export function rateLimitProblem(bucket: Bucket, d: Decision) {
  const { what, windowS } = POLICIES[bucket];
  const per = windowS === 3600 ? 'hour' : 'minute';
  return problem(429, 'RATE_LIMITED', `More than ${d.limit} ${what} per ${per} from this address.`, {
    recoverable: true,
    suggestion: `Wait ${d.retryAfterSeconds} s and send it again; spread requests out to stay under ${d.limit} per ${per}.`,
    extra: { retry_after_seconds: d.retryAfterSeconds, limit: d.limit },
  });
}

export const rateLimitedHeaders = (bucket: Bucket, d: Decision) => ({ 'retry-after': String(d.retryAfterSeconds), ...rateLimitHeaders(bucket, d) });

export function rateLimited(bucket: Bucket, d: Decision): ApiResponse {
  metrics?.rateLimitRefused(bucket);
  return problemResponse(rateLimitProblem(bucket, d), rateLimitedHeaders(bucket, d));
}
