// Per-client-IP rate limits with a sliding window (the spec's Limits section,
// plus the limits api/limits.ts adds: pages, snapshots, the paid path).
//
// rate-limiter-flexible keeps the counters: in process (in the cluster primary
// when several worker processes serve), or in Redis when RATE_LIMIT_STORE is
// set, so several instances enforce one limit together. On top of its atomic
// counters we apply the sliding-window-counter estimate: the previous window's
// count, weighted by how much of it still overlaps the last window, plus this
// window's count. Rejected requests are not counted.
//
// A shared store must never hold a request up: the Redis client queues nothing
// while disconnected, startup does not wait for it, and each check that Redis
// does not answer within SHARED_TIMEOUT_MS is counted in process instead (with
// a logged warning); after a failure the in-process counters serve for
// RETRY_SHARED_AFTER_MS before Redis is asked again.
import cluster from 'node:cluster';
import { RateLimiterCluster, RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import proxyaddr from 'proxy-addr';
import { problem } from '../engines/core/problem.ts';
import { problemResponse, type ApiRequest, type ApiResponse } from './http.ts';
import { metrics } from './ops/metrics.ts';
import { LIMITS } from './limits.ts';

export type Bucket = 'rest' | 'mcp' | 'execute' | 'pages' | 'paid' | 'share';

interface Policy {
  limit: number;
  windowS: number;
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

export interface Decision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window has room again (0 when allowed with room to spare). */
  resetSeconds: number;
  retryAfterSeconds: number;
}

export type LimiterState = { store: 'process' } | { store: 'redis'; degraded: false } | { store: 'redis'; degraded: true; reason: string };

export interface RateLimiter {
  /** Counts `cost` requests (a batch of messages counts each) and says whether they are admitted. */
  check(bucket: Bucket, clientIp: string, cost?: number, now?: number): Promise<Decision>;
  /** Where counting happens now, and why it fell back to the process. */
  state(): LimiterState;
  close(): Promise<void>;
}

/** Counters of one window length; each lives two windows, so the previous one is still readable. */
type Counters = (windowS: number) => RateLimiterAbstract;

function counters(make: (opts: { points: number; duration: number; keyPrefix: string }) => RateLimiterAbstract): Counters {
  const byWindow = new Map<number, RateLimiterAbstract>();
  return (windowS) => {
    let c = byWindow.get(windowS);
    if (!c) byWindow.set(windowS, (c = make({ points: 1_000_000, duration: 2 * windowS, keyPrefix: `cx_rl_${windowS}` })));
    return c;
  };
}

/** Builds the limiter from the environment; RATE_LIMIT_DISABLED=1 turns it off. */
export async function createRateLimiter(env = process.env): Promise<RateLimiter | null> {
  if (env.RATE_LIMIT_DISABLED === '1' || env.RATE_LIMIT_DISABLED === 'true') return null;
  // Worker processes count in the primary (api/server/cluster.ts), so the limit is per IP, not per worker.
  const local = counters((opts) => (cluster.isWorker ? new RateLimiterCluster(opts) : new RateLimiterMemory(opts)));
  if (!env.RATE_LIMIT_STORE) {
    return { check: (bucket, ip, cost = 1, now = Date.now()) => slidingCheck(local, bucket, ip, cost, now), state: () => ({ store: 'process' }), close: async () => {} };
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
  const shared = counters((opts) => new RateLimiterRedis({ ...opts, storeClient: client, useRedisPackage: true }));
  let useLocalUntil = 0;
  let warnedAt = -Infinity;
  return {
    async check(bucket, ip, cost = 1, now = Date.now()) {
      if (Date.now() >= useLocalUntil) {
        try {
          return await withTimeout(slidingCheck(shared, bucket, ip, cost, now), SHARED_TIMEOUT_MS);
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
            console.warn(`[rate-limit] RATE_LIMIT_STORE not answering (${lastError}); counting in this process until it does`);
          }
        }
      }
      return slidingCheck(local, bucket, ip, cost, now);
    },
    state: () => (Date.now() < useLocalUntil || !client.isReady ? { store: 'redis', degraded: true, reason: lastError } : { store: 'redis', degraded: false }),
    async close() {
      await client.close().catch(() => {});
    },
  };
}

async function slidingCheck(store: Counters, bucket: Bucket, ip: string, cost: number, now: number): Promise<Decision> {
  const { limit, windowS } = POLICIES[bucket];
  const c = store(windowS);
  const windowIndex = Math.floor(now / 1000 / windowS);
  const elapsed = now / 1000 - windowIndex * windowS;
  const key = `${bucket}:${ip}:${windowIndex}`;
  const [current, previous] = await Promise.all([c.consume(key, cost), c.get(`${bucket}:${ip}:${windowIndex - 1}`)]);
  const prev = previous?.consumedPoints ?? 0;
  const estimate = prev * (1 - elapsed / windowS) + current.consumedPoints;
  if (estimate <= limit) {
    return { allowed: true, limit, remaining: Math.max(0, Math.floor(limit - estimate)), resetSeconds: Math.ceil(windowS - elapsed), retryAfterSeconds: 0 };
  }
  await c.reward(key, cost); // a refused request does not count against the client
  const retry = Math.max(1, Math.ceil(secondsUntilRoom(prev, current.consumedPoints - cost, limit, elapsed, cost, windowS)));
  return { allowed: false, limit, remaining: 0, resetSeconds: retry, retryAfterSeconds: retry };
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

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    p.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]);
}

/** The client's address: the TCP peer, or the forwarded address when TRUST_PROXY names the peer. */
export function clientIp(req: ApiRequest, trust = trustFromEnv()): string {
  if (!trust) return req.ip;
  const fake = { socket: { remoteAddress: req.ip }, connection: { remoteAddress: req.ip }, headers: { 'x-forwarded-for': req.header('x-forwarded-for') } };
  return proxyaddr(fake as never, trust);
}

let trustCache: { value: string | undefined; fn: ReturnType<typeof proxyaddr.compile> | null } | undefined;
/** TRUST_PROXY: comma-separated proxy addresses/CIDRs or proxy-addr keywords (loopback, linklocal, uniquelocal). */
function trustFromEnv() {
  const value = process.env.TRUST_PROXY;
  if (!trustCache || trustCache.value !== value) {
    const list = (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    trustCache = { value, fn: list.length ? proxyaddr.compile(list) : null };
  }
  return trustCache!.fn;
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
