// What the workers of one instance keep together, in the cluster primary:
// the per-client request counters (window-counters.ts) and the open
// subscriptions/listen streams (listen-streams.ts). A worker asks with one IPC
// message and gets one answer; a lone process (WORKERS=1, tests) keeps the same
// objects itself. The primary releases the streams of a worker that exits.
import cluster, { type Worker } from 'node:cluster';
import { LIMITS } from './limits.ts';
import { ListenStreams, type ListenGrant } from './listen-streams.ts';
import { WindowCounters, type Decision, type WindowPolicy } from './window-counters.ts';

const CHANNEL = 'cx-primary';
/** A primary that does not answer within this time is not waited for (the caller counts in its own process). */
const ANSWER_TIMEOUT_MS = 1000;

type Ask =
  | { op: 'check'; bucket: string; policy: WindowPolicy; key: string; cost: number; now: number }
  | { op: 'listen-open'; key: string }
  | { op: 'listen-close'; id: number };

export const newCounters = () => new WindowCounters(LIMITS.rateLimitMaxClients);
export const newListenStreams = () =>
  new ListenStreams({
    perClient: LIMITS.mcpListenStreamsPerIp,
    total: LIMITS.mcpListenStreams,
    reserve: Math.max(1, Math.floor(LIMITS.mcpListenStreams / 8)),
    lifetimeMs: LIMITS.mcpListenSeconds * 1000,
  });

/** In the primary: answers the workers. */
export function servePrimary(counters = newCounters(), streams = newListenStreams()): void {
  let warnedFullAt = -Infinity;
  cluster.on('message', (worker: Worker, msg: { channel?: string; id?: number; ask?: Ask }) => {
    if (msg?.channel !== CHANNEL || msg.ask === undefined) return;
    const ask = msg.ask;
    let answer: unknown = null;
    if (ask.op === 'check') {
      const d = counters.check(ask.bucket, ask.policy, ask.key, ask.cost, ask.now);
      if (d.overflow && Date.now() - warnedFullAt > 60_000) {
        warnedFullAt = Date.now();
        console.warn(`[rate-limit] more than ${LIMITS.rateLimitMaxClients} clients in one window of "${ask.bucket}": clients past that share one budget until the window ends (RATE_LIMIT_MAX_CLIENTS)`);
      }
      answer = d;
    } else if (ask.op === 'listen-open') answer = streams.open(ask.key, String(worker.id));
    else if (ask.op === 'listen-close') streams.close(ask.id);
    if (worker.isConnected()) worker.send({ channel: CHANNEL, id: msg.id, answer });
  });
  cluster.on('exit', (worker) => streams.releaseOwner(String(worker.id)));
}

const pending = new Map<number, (answer: unknown) => void>();
let nextId = 1;
let listening = false;

/** In a worker: the primary's answer, or undefined when it does not come in time. */
function ask<T>(question: Ask): Promise<T | undefined> {
  if (!listening) {
    listening = true;
    process.on('message', (msg: { channel?: string; id?: number; answer?: unknown }) => {
      if (msg?.channel !== CHANNEL || msg.id === undefined) return;
      pending.get(msg.id)?.(msg.answer);
      pending.delete(msg.id);
    });
  }
  const id = nextId++;
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      resolve(undefined);
    }, ANSWER_TIMEOUT_MS);
    pending.set(id, (answer) => {
      clearTimeout(timer);
      resolve(answer as T);
    });
    process.send!({ channel: CHANNEL, id, ask: question });
  });
}

export type CheckCounts = (bucket: string, policy: WindowPolicy, key: string, cost: number, now: number) => Promise<Decision>;

/** The instance's request counters: the primary's in a worker (this worker's own while the primary does not answer), else new ones of this process. */
export function instanceCounters(): CheckCounts {
  const own = newCounters();
  if (!cluster.isWorker) return async (bucket, policy, key, cost, now) => own.check(bucket, policy, key, cost, now);
  return async (bucket, policy, key, cost, now) => (await ask<Decision>({ op: 'check', bucket, policy, key, cost, now })) ?? own.check(bucket, policy, key, cost, now);
}

export interface InstanceStreams {
  open(key: string): Promise<ListenGrant>;
  close(id: number): void;
}

/** The instance's open listen streams: the primary's in a worker, else this process's own. */
export function instanceListenStreams(): InstanceStreams {
  if (!cluster.isWorker) {
    const streams = newListenStreams();
    return { open: async (key) => streams.open(key, 'self'), close: (id) => streams.close(id) };
  }
  return {
    // No answer from the primary: refused rather than opened beyond its count.
    open: async (key) => (await ask<ListenGrant>({ op: 'listen-open', key })) ?? { ok: false, status: 503, retryAfterSeconds: 5, message: 'No free subscriptions/listen stream could be reserved; try again in a moment.' },
    close: (id) => void ask({ op: 'listen-close', id }),
  };
}
