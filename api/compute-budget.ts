// A bound on the computation one request may ask for. An MCP batch holds up
// to MCP_MAX_BATCH calls; run back to back, 20 slow calculations held a worker
// (and every request behind it, /healthz included) for seconds. Within one
// request, tool calls now run one at a time, each on a later turn of the event
// loop than the one before (so other requests are served in between), and once
// the request has used REQUEST_COMPUTE_MS the calls left are refused with
// COMPUTE_BUDGET_EXCEEDED, which says to send them in another request. Every
// single calculation is bounded by its engine (BENCHMARKS.md lists each worst case).
import { AsyncLocalStorage } from 'node:async_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';

export const BUDGET_SPENT = Symbol('compute budget spent');

export class ComputeBudget {
  readonly #ms: number;
  #used = 0;
  #queue: Promise<unknown> = Promise.resolve();

  constructor(ms: number) {
    this.#ms = ms;
  }

  /** Runs `work` after the request's earlier work, unless the budget is spent by then. */
  run<T>(work: () => T | Promise<T>): Promise<T | typeof BUDGET_SPENT> {
    const turn = this.#queue.then(async () => {
      if (this.#used > 0) await nextTurn();
      if (this.#used >= this.#ms) return BUDGET_SPENT;
      const t0 = performance.now();
      try {
        return await work();
      } finally {
        this.#used += performance.now() - t0;
      }
    });
    this.#queue = turn.catch(() => {});
    return turn;
  }

  get usedMs(): number {
    return this.#used;
  }
}

/** The budget of the request being answered (set around the MCP SDK's handling of one HTTP request). */
export const requestBudget = new AsyncLocalStorage<ComputeBudget>();
