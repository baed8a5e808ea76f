// What an operator sees when a request reaches one of the service's bounds
// (SECURITY.md lists them): the counter cx_bound_refusals_total{bound}, and a
// warning on stderr at most every 30 s per bound, with how many were refused
// since the last one. Rate-limit refusals have their own counter and the
// request log line (status 429); this is for the bounds that are not rates.
import { metrics } from './metrics.ts';

export type Bound =
  /** An MCP request's calls past REQUEST_COMPUTE_MS. */
  | 'compute_budget'
  /** A self-describing snapshot id whose payload or recomputed snapshot is over SNAPSHOT_MAX_BYTES. */
  | 'snapshot_read_size'
  /** subscriptions/listen past MCP_LISTEN_STREAMS_PER_IP, or past MCP_LISTEN_STREAMS for the instance. */
  | 'listen_per_client'
  | 'listen_total'
  /** A request line or headers Node's parser does not read (414, 431), or headers that did not arrive in time (408). */
  | 'request_line'
  | 'request_headers'
  | 'request_timeout'
  /** A body over its limit (413). */
  | 'body_size';

const WARN_EVERY_MS = 30_000;
const since = new Map<Bound, { warnedAt: number; count: number }>();

export function boundHit(bound: Bound, detail: string, now = Date.now()): void {
  metrics?.boundRefused(bound);
  const s = since.get(bound) ?? { warnedAt: -Infinity, count: 0 };
  s.count++;
  if (now - s.warnedAt >= WARN_EVERY_MS) {
    console.warn(`[bounds] ${bound}: ${detail}${s.count > 1 ? ` (${s.count} refused since the last such line)` : ''}`);
    s.warnedAt = now;
    s.count = 0;
  }
  since.set(bound, s);
}
