// The time budget of one solve, sweep or plot (OperationOptions.overBudget), on the clock a surface
// chooses: CPU time on the server (other processes do not count), the wall clock in a browser.
// Its own small module: the page's worker imports it without loading the solver.
import type { OperationOptions } from './solve.ts';

/**
 * `ms` on `clock` from now. The clock is read at every `every`-th calculation (REST and the library read it
 * at every fourth: reading process.cpuUsage costs about a cheap calculation's tenth); once over, it stays
 * over, and `onHit` is told once.
 */
export function clockBudget(clock: () => number, ms: number, budgetText: string, { every = 1, onHit }: { every?: number; onHit?: () => void } = {}): OperationOptions {
  const end = clock() + ms;
  let hit = false;
  let calls = 0;
  return {
    overBudget: () => {
      if (hit || ++calls % every !== 0 || clock() <= end) return hit;
      hit = true;
      onHit?.();
      return true;
    },
    budgetText,
  };
}
