// What the API handlers share for the life of the process, built once from
// the environment contract (README): the rate limiter and the snapshot store.
import { createRateLimiter, type RateLimiter } from './rate-limit.ts';
import { createSnapshotService, type SnapshotService } from './share/snapshots.ts';

export interface ApiContext {
  limiter: RateLimiter | null;
  snapshots: SnapshotService;
  /** Set when the process has been told to stop (api/server/shutdown.ts): /readyz answers 503 "draining". */
  draining: boolean;
}

export async function createApiContext(env: NodeJS.ProcessEnv = process.env): Promise<ApiContext> {
  const [limiter, snapshots] = await Promise.all([createRateLimiter(env), createSnapshotService(env.SNAPSHOTS || undefined)]);
  return { limiter, snapshots, draining: false };
}

export async function closeApiContext(ctx: ApiContext): Promise<void> {
  await Promise.all([ctx.limiter?.close(), ctx.snapshots.close()]);
}
