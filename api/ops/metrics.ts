// Prometheus metrics (prom-client), off unless METRICS_PORT is set: then every
// serving process records into its default registry, and the process that owns
// METRICS_PORT answers GET /metrics on it: the cluster primary, which adds up
// its workers' registries over IPC (AggregatorRegistry.aggregate), or the one
// process when there is no cluster. The port is separate from PORT so it can stay
// private. A worker busy with a long request does not hold the answer: the
// primary waits at most WORKER_ANSWER_MS and reports what it has, with the number
// of workers that did not answer in cx_metrics_workers_missing.
import cluster from 'node:cluster';
import http from 'node:http';
import client from 'prom-client';

export type Surface = 'rest' | 'mcp' | 'share' | 'pages' | 'ops';

export interface Metrics {
  request(surface: Surface, tool: string, status: number, seconds: number): void;
  engineError(tool: string, code: string): void;
  rateLimitRefused(bucket: string): void;
  rateLimitFallback(): void;
  /** A client counted in the shared budget of clients past RATE_LIMIT_MAX_CLIENTS. */
  rateLimitOverflow(bucket: string): void;
  storeError(store: string): void;
  snapshot(event: 'created' | 'read' | 'not_found'): void;
  /** A request refused at one of the service's bounds (api/ops/bounds.ts). */
  boundRefused(bound: string): void;
}

/** Seconds: our answers take from tens of microseconds (cached REST) to seconds (a stalled store). */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

function createMetrics(registry: client.Registry): Metrics {
  const requests = new client.Counter({ name: 'cx_requests_total', help: 'Requests answered, by surface, tool and HTTP status.', labelNames: ['surface', 'tool', 'status'], registers: [registry] });
  const latency = new client.Histogram({ name: 'cx_request_duration_seconds', help: 'Time from request to the last byte of the answer, by surface and tool.', labelNames: ['surface', 'tool'], buckets: LATENCY_BUCKETS, registers: [registry] });
  const engineErrors = new client.Counter({ name: 'cx_engine_errors_total', help: 'Error answers, by tool and error code.', labelNames: ['tool', 'code'], registers: [registry] });
  const refusals = new client.Counter({ name: 'cx_rate_limit_refusals_total', help: 'Requests refused with 429, by rate-limit bucket.', labelNames: ['bucket'], registers: [registry] });
  const fallbacks = new client.Counter({ name: 'cx_rate_limit_fallbacks_total', help: 'Times the shared rate-limit store did not answer and counting fell back to this process.', registers: [registry] });
  const overflows = new client.Counter({ name: 'cx_rate_limit_overflow_total', help: 'Requests counted in the shared budget of clients past RATE_LIMIT_MAX_CLIENTS in one window, by bucket.', labelNames: ['bucket'], registers: [registry] });
  const storeErrors = new client.Counter({ name: 'cx_store_errors_total', help: 'Snapshot store operations that failed or timed out, by store kind.', labelNames: ['store'], registers: [registry] });
  const bounds = new client.Counter({ name: 'cx_bound_refusals_total', help: 'Requests (or MCP calls) refused at a bound that is not a rate: compute budget, snapshot read size, listen streams, request line, headers, body size.', labelNames: ['bound'], registers: [registry] });
  const snapshots = new client.Counter({ name: 'cx_snapshots_total', help: 'Snapshots created and read.', labelNames: ['event'], registers: [registry] });
  client.collectDefaultMetrics({ register: registry, prefix: 'cx_' });
  return {
    request(surface, tool, status, seconds) {
      requests.inc({ surface, tool, status });
      latency.observe({ surface, tool }, seconds);
    },
    engineError: (tool, code) => engineErrors.inc({ tool, code }),
    rateLimitRefused: (bucket) => refusals.inc({ bucket }),
    rateLimitFallback: () => fallbacks.inc(),
    rateLimitOverflow: (bucket) => overflows.inc({ bucket }),
    storeError: (store) => storeErrors.inc({ store }),
    snapshot: (event) => snapshots.inc({ event }),
    boundRefused: (bound) => bounds.inc({ bound }),
  };
}

/** What the code records into when METRICS_PORT is set; null (nothing recorded, no cost) otherwise. */
export const metrics: Metrics | null = process.env.METRICS_PORT ? createMetrics(client.register) : null;
const CHANNEL = 'cx-metrics';
const WORKER_ANSWER_MS = 500;

// A worker answers the primary's requests for its registry.
if (metrics && cluster.isWorker) {
  process.on('message', (msg: { channel?: string; id?: number }) => {
    if (msg?.channel !== CHANNEL) return;
    void client.register.getMetricsAsJSON().then((json) => process.send?.({ channel: CHANNEL, id: msg.id, json }));
  });
}

type RegistryJson = Awaited<ReturnType<client.Registry['getMetricsAsJSON']>>;

let requestSeq = 0;
/** The workers' registries summed: those that answer within WORKER_ANSWER_MS, and a gauge of those that did not. */
async function clusterMetrics(): Promise<string> {
  const workers = Object.values(cluster.workers ?? {}).filter((w) => w?.isConnected());
  const id = ++requestSeq;
  const replies: RegistryJson[] = [];
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      cluster.off('message', onMessage);
      resolve();
    };
    const onMessage = (_w: unknown, msg: { channel?: string; id?: number; json?: RegistryJson }) => {
      if (msg?.channel !== CHANNEL || msg.id !== id || !msg.json) return;
      replies.push(msg.json);
      if (replies.length === workers.length) done();
    };
    const timer = setTimeout(done, WORKER_ANSWER_MS);
    cluster.on('message', onMessage);
    for (const w of workers) w!.send({ channel: CHANNEL, id });
    if (workers.length === 0) done();
  });
  const summed = client.AggregatorRegistry.aggregate(replies as never);
  const missing = new client.Gauge({ name: 'cx_metrics_workers_missing', help: 'Workers that did not send their metrics within 500 ms (busy or stopping); their counts are missing from this answer.', registers: [summed] });
  missing.set(workers.length - replies.length);
  new client.Gauge({ name: 'cx_metrics_workers_answered', help: 'Workers whose metrics this answer sums.', registers: [summed] }).set(replies.length);
  return summed.metrics();
}

/**
 * GET /metrics on METRICS_PORT (METRICS_HOST, default 127.0.0.1). A cluster primary
 * (`aggregate`) answers with its workers' registries summed; a lone process with its own.
 */
export function serveMetrics({ aggregate = false, port = Number(process.env.METRICS_PORT), host = process.env.METRICS_HOST ?? '127.0.0.1' } = {}): http.Server | null {
  if (!port) return null;
  const server = http.createServer((req, res) => {
    if (req.url !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('GET /metrics\n');
      return;
    }
    (aggregate ? clusterMetrics() : client.register.metrics()).then(
      (text) => res.writeHead(200, { 'content-type': client.register.contentType }).end(req.method === 'HEAD' ? undefined : text),
      (e: unknown) => res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end(`metrics unavailable: ${(e as Error)?.message ?? e}\n`),
    );
  });
  server.on('error', (e) => console.error(`[metrics] cannot serve on ${host}:${port}: ${e.message}`));
  server.listen(port, host);
  return server;
}
