// Several serving processes on one port (node:cluster): one per core by default
// (WORKERS overrides, at most 4 unless set). Per-client rate limits and listen
// streams stay one limit: the workers count in this primary process over IPC
// (or in Redis with RATE_LIMIT_STORE). A worker that dies is replaced. SIGTERM (or SIGINT) is passed
// to every worker, which drains (api/server/shutdown.ts); this process, which holds the workers'
// rate-limit counters, exits once the last of them has, with their status.
import cluster from 'node:cluster';
import module from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { servePrimary } from '../primary-channel.ts';
import { EXIT_CANNOT_LISTEN } from './listen-failure.ts';
import { servingPort } from './port.ts';
import { shutdownTimes } from './shutdown.ts';

export const workerCount = () => Number(process.env.WORKERS) || Math.min(os.availableParallelism(), 4);

/**
 * V8's memory defaults fit a browser tab, not a long-lived server beside its siblings; each is the
 * operator's to override (a flag already in NODE_OPTIONS or on the primary's command line wins).
 * - V8 sizes a worker's young generation from the machine's memory (≈ 64 MiB semi-spaces on 24 GiB)
 *   and keeps it resident: 8 MiB semi-spaces keep a worker ≈ 100 MiB smaller with no CPU cost we
 *   could measure (REST, MCP and server-rendered pages in alternated runs); 4 MiB cost 15–20 % on REST.
 *   They also start at 8 MiB: grown from V8's 1 MiB as traffic comes, a fresh worker's first seconds
 *   ran a scavenge every few dozen requests, and the conformance harness's first 10-s REST run measured
 *   70–89 % of its second in seven of seven runs; started at 8 MiB, 92 and 114 % (an idle worker holds
 *   ≈ 14 MiB more; a loaded one has grown to 8 MiB anyway).
 * - Between full collections V8 lets the old generation grow up to 4× what survived the last one; a
 *   worker's live heap is ≈ 50 MiB, so after 100,000 mixed requests it held 100 MiB of old garbage as
 *   often as not (RSS 264–354 MiB). Growing by 30 % keeps it at 214–225 MiB for ≈ 2 % more CPU per
 *   request (medians of three alternated runs; the spread between runs was 15 %).
 * - TurboFan compiles on background threads, and glibc gives each thread its own malloc arena, which
 *   fragments and stays resident: 30–35 MiB of a loaded worker. Compiling on the worker's own thread
 *   (--no-concurrent-recompilation) kept it at 143–157 MiB instead of 170–184 after 30,000 mixed
 *   requests, but each compilation then blocks the event loop: under the hostile mix of
 *   tests/http/hostile-load.test.ts /healthz waited up to 153–194 ms with it and 115–187 ms without
 *   (medians of the worst 170 and 140 ms, four runs each, quiet machine). Latency wins: V8 compiles in
 *   the background again (an operator short of memory can pass the flag).
 * (tests/bench/analysis.md)
 */
const WORKER_MEMORY_FLAGS: Record<string, string | null> = { '--max-semi-space-size': '8', '--min-semi-space-size': '8', '--heap-growing-percent': '30' };
function workerMemoryFlags(): string[] {
  const given = [...process.execArgv, process.env.NODE_OPTIONS ?? ''].join(' ');
  return Object.entries(WORKER_MEMORY_FLAGS)
    // Either spelling of a boolean flag (--x / --no-x) given by the operator wins; an operator's semi-space
    // size (min or max) replaces both of ours, which could otherwise contradict it.
    .filter(([flag]) => !given.includes(flag.replace(/^--(no-)?/, '')) && !(flag.endsWith('semi-space-size') && given.includes('semi-space-size')))
    .map(([flag, value]) => (value === null ? flag : `${flag}=${value}`));
}

/**
 * glibc raises its mmap threshold (up to 32 MiB) once a large block is freed, so the transient buffers
 * of later requests (a compressed page, a file read for sirv, a long schedule) come from the main heap,
 * which fragments and stays resident. Fixed at 64 KiB they are mapped and returned when freed: after the
 * bench's sequence and 100,000 mixed requests the busier worker held 149 and 154 MiB, against 160 and 167
 * at 128 KiB (main heap 10–12 MiB against 12–28; two alternated runs each, npm start's bundle). The price
 * is a mapping per 64 KiB read buffer: CPU per request of REST, a pre-rendered and a server-rendered page
 * stayed within the runs' spread (three alternated runs, one process), and the pre-rendered page against
 * the static server measured 0.453–0.469 against 0.459–0.498 (three alternated runs, two workers).
 * Ignored by other C libraries; an operator's GLIBC_TUNABLES or MALLOC_* wins.
 */
const WORKER_MALLOC_ENV = { MALLOC_MMAP_THRESHOLD_: '65536', MALLOC_TRIM_THRESHOLD_: '131072' };
const workerMallocEnv = () => (Object.keys(process.env).some((k) => k === 'GLIBC_TUNABLES' || k.startsWith('MALLOC_')) ? {} : WORKER_MALLOC_ENV);

export function runCluster(workerEntry: string, workers = workerCount()): void {
  servePrimary(); // the instance's rate-limit counters and listen streams, asked by the workers over IPC
  cluster.setupPrimary({ exec: workerEntry, execArgv: [...process.execArgv, ...workerMemoryFlags()] });
  // The workers compile the bundle from the on-disk cache too (it must be on before their first module loads).
  const cacheDir = module.getCompileCacheDir?.();
  const env = { ...workerMallocEnv(), ...(cacheDir ? { NODE_COMPILE_CACHE: cacheDir } : {}) };
  let stopping = false;
  const fork = () =>
    cluster.fork(env).on('exit', (code, signal) => {
      if (stopping) return;
      if (code === EXIT_CANNOT_LISTEN) {
        // The worker said why in one line; another worker would fail the same way.
        stopping = true;
        for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
        process.exit(1);
      }
      console.error(`[server] worker exited (${signal ?? code}); starting another`);
      fork();
    });
  // One worker first, the rest once it listens: started together they compete
  // for the cores and the first answer comes later.
  fork();
  // The workers record; this process answers METRICS_PORT with their sum (prom-client loads only then).
  if (process.env.METRICS_PORT) void import('../ops/metrics.ts').then((m) => m.serveMetrics({ aggregate: true }));
  let announced = false;
  const port = servingPort();
  cluster.on('listening', (_w, addr) => {
    // A worker's start-up warm-up listens on a private port of its own first (warm-up.ts): not the service.
    if (announced || (port !== 0 && addr.port !== port)) return;
    announced = true;
    console.log(`[server] listening on http://${addr.address}:${addr.port} with ${workers} workers`);
    if (!stopping) for (let i = 1; i < workers; i++) fork();
  });
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    // A worker that has exited stays in cluster.workers until its IPC channel has closed too.
    const alive = () => Object.values(cluster.workers ?? {}).filter((w): w is NonNullable<typeof w> => w !== undefined && !w.isDead());
    console.log(`[server] ${signal}: draining ${alive().length} workers`);
    for (const w of alive()) w.process.kill('SIGTERM');
    const done = () => alive().length === 0 && process.exit(0);
    cluster.on('exit', done);
    done();
    // The workers exit on their own within their delay and timeout; past that (and a margin), they are ended.
    const { delayMs, timeoutMs } = shutdownTimes();
    setTimeout(() => {
      console.error('[server] workers still running after the shutdown timeout: ending them');
      for (const w of alive()) w.process.kill('SIGKILL');
      process.exit(1);
    }, delayMs + timeoutMs + 5000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

if (import.meta.main) runCluster(path.join(path.dirname(fileURLToPath(import.meta.url)), 'serve.ts'));
