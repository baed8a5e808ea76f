// Probes for orchestrators. /healthz: the process is up and answering (no
// dependency is consulted). /readyz: what the shared stores are doing: "ready",
// or "degraded" with the reason (the rate limiter counting in-process because
// Redis is away; the snapshot store not answering). A degraded instance still
// computes every calculation, so both states answer 200; only the body differs.
// Once the process has been told to stop (api/server/shutdown.ts) /readyz answers
// 503 "draining" at once, so balancers send it nothing new while it finishes.
// Neither path is rate limited, and both are cheap (readyz: one store read,
// bounded by the store's timeout).
import type { ApiContext } from '../context.ts';
import { json, type ApiResponse } from '../http.ts';

const startedAt = Date.now();

export const healthz = (): ApiResponse => json(200, { status: 'ok', uptime_seconds: Math.floor((Date.now() - startedAt) / 1000) });

type Check = { status: 'ok' | 'off' } | { status: 'degraded'; reason: string };

function rateLimitCheck(ctx: ApiContext): Check & { store?: string } {
  if (!ctx.limiter) return { status: 'off' };
  const s = ctx.limiter.state();
  if (s.store === 'process') return { status: 'ok', store: 'process' };
  return s.degraded ? { status: 'degraded', store: 'redis', reason: `${s.reason}; counting in this process` } : { status: 'ok', store: 'redis' };
}

async function snapshotCheck(ctx: ApiContext): Promise<Check & { store: string }> {
  const r = await ctx.snapshots.readiness();
  return r.ready ? { status: 'ok', store: ctx.snapshots.mode } : { status: 'degraded', store: ctx.snapshots.mode, reason: `${r.reason}; snapshots cannot be made or read` };
}

export async function readyz(ctx: ApiContext): Promise<ApiResponse> {
  if (ctx.draining) return json(503, { status: 'draining' });
  const checks = { rate_limit: rateLimitCheck(ctx), snapshots: await snapshotCheck(ctx) };
  const degraded = Object.values(checks).some((c) => c.status === 'degraded');
  return json(200, { status: degraded ? 'degraded' : 'ready', checks });
}
