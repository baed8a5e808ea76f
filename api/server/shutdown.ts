// Stopping without losing a request: a rolling restart, an orchestrator moving
// the instance, Ctrl-C. On SIGTERM (or SIGINT) the process
//   1. says it is leaving: /readyz answers 503 "draining", so a balancer's
//      check takes it out of rotation, and every answer from now on (the ones
//      being computed included) carries `Connection: close`, so no client or
//      balancer keeps a connection to it;
//   2. keeps accepting for SHUTDOWN_DELAY_SECONDS, while the balancer (or the
//      orchestrator's endpoint list) catches up: a connection that still
//      arrives is served, not refused;
//   3. stops accepting, closes the connections that are idle, ends open
//      subscriptions/listen streams (their clients reconnect elsewhere), and
//      waits for every request in flight, a slow upload included, up to
//      SHUTDOWN_TIMEOUT_SECONDS; then closes its stores and exits 0.
// A second signal changes nothing (a terminal's Ctrl-C reaches the cluster
// primary and its workers, and the primary passes it on too).
import type http from 'node:http';
import type { ServerResponse } from 'node:http';

export interface ShutdownTimes {
  /** How long the process keeps accepting after the signal, reporting not-ready. */
  delayMs: number;
  /** How long it then waits for the requests in flight before closing them. */
  timeoutMs: number;
}

/** A number of seconds ≥ 0 (fractions allowed), else the default. */
function seconds(value: string | undefined, fallback: number): number {
  const n = value === undefined || value.trim() === '' ? NaN : Number(value);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

/** SHUTDOWN_DELAY_SECONDS (default 0) and SHUTDOWN_TIMEOUT_SECONDS (default 30: a request may take that long to arrive, server.requestTimeout). */
export const shutdownTimes = (env: NodeJS.ProcessEnv = process.env): ShutdownTimes => ({
  delayMs: seconds(env.SHUTDOWN_DELAY_SECONDS, 0) * 1000,
  timeoutMs: seconds(env.SHUTDOWN_TIMEOUT_SECONDS, 30) * 1000,
});

/** What a server must know about its own requests to stop without losing one. */
export interface RequestTracker {
  /** Answers not finished yet. */
  open: Set<ServerResponse>;
  /** Long-lived answers (MCP subscriptions/listen): each function ends its stream cleanly. */
  streams: Set<() => void>;
}

const trackers = new WeakMap<http.Server, RequestTracker>();

/** The tracker of `server`, made on first use (createService fills it as requests come). */
export function requestTracker(server: http.Server): RequestTracker {
  let t = trackers.get(server);
  if (!t) trackers.set(server, (t = { open: new Set(), streams: new Set() }));
  return t;
}

/** Marks a connection's answer as its last (sent with `Connection: close`) if its headers are not out yet. */
export function lastAnswer(res: ServerResponse): void {
  if (!res.headersSent) res.setHeader('connection', 'close');
}

/**
 * Drains `server` on SIGTERM/SIGINT as described above. `lifecycle.draining` is what /readyz and the
 * request handler read; `cleanup` closes the stores once the last request is answered.
 */
export function shutdownOnSignals(server: http.Server, lifecycle: { draining: boolean }, cleanup: () => Promise<void> = async () => {}, times: ShutdownTimes = shutdownTimes()): void {
  const tracker = requestTracker(server);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    const t0 = Date.now();
    lifecycle.draining = true;
    for (const res of tracker.open) lastAnswer(res);
    console.log(`[server] ${signal}: draining (/readyz answers 503); accepting for ${times.delayMs / 1000} s more, then waiting up to ${times.timeoutMs / 1000} s for the requests in flight (${tracker.open.size} now)`);
    // The stores are closed last; one that does not answer does not hold the exit.
    const exit = () => void Promise.race([cleanup(), new Promise((r) => setTimeout(r, 2000).unref())]).finally(() => process.exit(0));
    const close = () => {
      server.close(() => {
        console.log(`[server] drained in ${((Date.now() - t0) / 1000).toFixed(1)} s; exiting`);
        exit();
      });
      for (const end of tracker.streams) end();
      // server.close() closed the connections that were idle; an answer begun before the signal may leave its
      // connection idle later (without `Connection: close`), and it is closed as soon as it is.
      setInterval(() => server.closeIdleConnections(), 100).unref();
      setTimeout(() => {
        console.warn(`[server] ${tracker.open.size} requests still open ${times.timeoutMs / 1000} s after it stopped accepting: closing them`);
        server.closeAllConnections();
        exit();
      }, times.timeoutMs).unref();
    };
    if (times.delayMs > 0) setTimeout(close, times.delayMs);
    else close();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
