// What the tests need from the machine (Chromium, Redis, PostgreSQL, a system
// Node) and what happens when it is missing. On a developer's machine the tests
// that need it skip, saying why; with CI=true a missing service fails the run
// instead, so CI never passes by skipping what it was meant to check.
import { createClient } from '@redis/client';
import net from 'node:net';

/** CI=true (or 1), as CI services set it and .ci/run exports it. */
export const IN_CI = ['true', '1'].includes((process.env.CI ?? '').toLowerCase());

/**
 * True when `what` is there. When it is not: under CI an error (the test file that asked
 * fails, and with it the run), elsewhere a warning and false, for `describe.skipIf(!…)`.
 */
export function available(what: string, present: boolean, howToGet: string): boolean {
  if (present) return true;
  const message = `${what} is missing: ${howToGet}`;
  if (IN_CI) throw new Error(`[ci] ${message}. CI=true does not skip the tests that need it.`);
  console.warn(`[skip] ${message}; the tests that need it are skipped.`);
  return false;
}

/** A TCP connection to 127.0.0.1:port within a second. */
export const reachable = (port: number, host = '127.0.0.1') =>
  new Promise<boolean>((resolve) => {
    const s = net.connect({ port, host, timeout: 1000 }, () => (s.end(), resolve(true)));
    s.on('timeout', () => (s.destroy(), resolve(false)));
    s.on('error', () => resolve(false));
  });

export const REDIS_PORT = 6379;
export const POSTGRES_PORT = 5432;

const redisClient = (url: string) => createClient({ url, socket: { connectTimeout: 1000, reconnectStrategy: false } });
/** What a caller may do on the connection before it closes (empty the test's database). */
type RedisPrepare = (c: ReturnType<typeof redisClient>) => Promise<unknown>;

/** Redis answers at `url` (a connect, and `prepare` such as emptying the test database, then close). */
export async function redisAnswers(url = `redis://127.0.0.1:${REDIS_PORT}`, prepare?: RedisPrepare): Promise<boolean> {
  const c = redisClient(url);
  c.on('error', () => {});
  try {
    await c.connect();
    await prepare?.(c);
    await c.close();
    return true;
  } catch {
    return false;
  }
}

/** Redis for the tests that need it: skipped without it, a failure under CI. */
export const needRedis = async (url?: string, prepare?: RedisPrepare) =>
  available(`Redis at ${url ?? `127.0.0.1:${REDIS_PORT}`}`, await redisAnswers(url, prepare), 'start redis-server (apt-get install redis-server)');

/** PostgreSQL for the tests that need it: skipped without it, a failure under CI. */
export const needPostgres = async () =>
  available(`PostgreSQL at 127.0.0.1:${POSTGRES_PORT}`, await reachable(POSTGRES_PORT), 'start PostgreSQL with a database "test" that user postgres can reach (apt-get install postgresql)');
