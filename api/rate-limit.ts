// Per-client-IP rate limits with a sliding window (the spec's Limits section).
//
// rate-limiter-flexible keeps the counters (in process — in the primary when
// several worker processes serve — or in Redis when
// RATE_LIMIT_STORE is set, so several instances enforce one limit together;
// an in-memory insurance limiter takes over while Redis is unreachable). On
// top of its atomic counters we apply the sliding-window-counter estimate:
// the previous minute's count, weighted by how much of it still overlaps the
// last 60 s, plus this minute's count. Rejected requests are not counted.
import cluster from 'node:cluster';
import { RateLimiterCluster, RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import proxyaddr from 'proxy-addr';
import { problem } from '../engines/core/problem.ts';
import { json, type ApiRequest, type ApiResponse } from './http.ts';
import { LIMITS } from './limits.ts';

const WINDOW_S = 60;

export type Bucket = 'rest' | 'mcp' | 'execute';

export interface Decision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window has room again (0 when allowed with room to spare). */
  resetSeconds: number;
  retryAfterSeconds: number;
}

export interface RateLimiter {
  check(bucket: Bucket, clientIp: string, now?: number): Promise<Decision>;
  close(): Promise<void>;
}

const limitOf = (b: Bucket) => (b === 'rest' ? LIMITS.restPerMinute : b === 'mcp' ? LIMITS.mcpPerMinute : LIMITS.executePerMinute);

/** Builds the limiter from the environment; RATE_LIMIT_DISABLED=1 turns it off. */
export async function createRateLimiter(env = process.env): Promise<RateLimiter | null> {
  if (env.RATE_LIMIT_DISABLED === '1' || env.RATE_LIMIT_DISABLED === 'true') return null;
  // Counters live two windows, so the previous window is still readable.
  const opts = { points: 1_000_000, duration: 2 * WINDOW_S, keyPrefix: 'cx_rl' };
  // Worker processes count in the primary (api/server/serve.ts), so the limit is per IP, not per worker.
  let store: RateLimiterAbstract = cluster.isWorker ? new RateLimiterCluster(opts) : new RateLimiterMemory(opts);
  let close = async () => {};
  if (env.RATE_LIMIT_STORE) {
    const { createClient } = await import('@redis/client');
    const client = createClient({ url: env.RATE_LIMIT_STORE, socket: { connectTimeout: 2000, reconnectStrategy: (n) => Math.min(n * 200, 5000) } });
    client.on('error', () => {}); // the insurance limiter covers outages; do not crash on reconnect errors
    await client.connect().catch((e: Error) => console.error(`[rate-limit] Redis at RATE_LIMIT_STORE unreachable (${e.message}); counting in process until it returns`));
    store = new RateLimiterRedis({ ...opts, storeClient: client, useRedisPackage: true, insuranceLimiter: new RateLimiterMemory(opts) });
    close = async () => {
      await client.close().catch(() => {});
    };
  }
  return { check: (bucket, ip, now) => slidingCheck(store, bucket, ip, now ?? Date.now()), close };
}

async function slidingCheck(store: RateLimiterAbstract, bucket: Bucket, ip: string, now: number): Promise<Decision> {
  const limit = limitOf(bucket);
  const windowIndex = Math.floor(now / 1000 / WINDOW_S);
  const elapsed = now / 1000 - windowIndex * WINDOW_S;
  const key = `${bucket}:${ip}:${windowIndex}`;
  const [current, previous] = await Promise.all([store.consume(key, 1), store.get(`${bucket}:${ip}:${windowIndex - 1}`)]);
  const prev = previous?.consumedPoints ?? 0;
  const weight = 1 - elapsed / WINDOW_S;
  const estimate = prev * weight + current.consumedPoints;
  if (estimate <= limit) {
    return { allowed: true, limit, remaining: Math.max(0, Math.floor(limit - estimate)), resetSeconds: Math.ceil(WINDOW_S - elapsed), retryAfterSeconds: 0 };
  }
  await store.reward(key, 1); // a refused request does not count against the client
  const retry = Math.max(1, Math.ceil(secondsUntilRoom(prev, current.consumedPoints - 1, limit, elapsed)));
  return { allowed: false, limit, remaining: 0, resetSeconds: retry, retryAfterSeconds: retry };
}

/** Seconds until prev·(1 − t/W) + cur + 1 ≤ limit, continuing into the next window if needed. */
export function secondsUntilRoom(prev: number, cur: number, limit: number, elapsed: number): number {
  if (cur + 1 <= limit && prev > 0) {
    const t = WINDOW_S * (1 - (limit - 1 - cur) / prev);
    if (t <= WINDOW_S) return Math.max(0, t - elapsed);
  }
  // In the next window this window's count becomes the weighted previous one.
  const tNext = cur > 0 ? WINDOW_S * (1 - (limit - 1) / cur) : 0;
  return WINDOW_S - elapsed + Math.max(0, tNext);
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

/** Informative headers on admitted requests (IETF RateLimit draft, plus the common trio). */
export function rateLimitHeaders(bucket: Bucket, d: Decision): Record<string, string> {
  return {
    'ratelimit-policy': `"${bucket}";q=${d.limit};w=${WINDOW_S}`,
    ratelimit: `"${bucket}";r=${d.remaining};t=${d.resetSeconds}`,
    'ratelimit-limit': String(d.limit),
    'ratelimit-remaining': String(d.remaining),
    'ratelimit-reset': String(d.resetSeconds),
  };
}

export function rateLimited(bucket: Bucket, d: Decision): ApiResponse {
  const what = bucket === 'rest' ? 'REST calculations' : bucket === 'mcp' ? 'MCP requests' : 'execute_calculation calls';
  const body = problem(429, 'RATE_LIMITED', `More than ${d.limit} ${what} per minute from this address.`, {
    recoverable: true,
    suggestion: `Wait ${d.retryAfterSeconds} s and send it again; spread requests out to stay under ${d.limit} per minute.`,
    extra: { retry_after_seconds: d.retryAfterSeconds, limit: d.limit },
  });
  return json(429, body, { 'retry-after': String(d.retryAfterSeconds), ...rateLimitHeaders(bucket, d) });
}
