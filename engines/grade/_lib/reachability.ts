// Whether a needed score can still be reached, shared by the GPA planner and
// the final-grade engine (DECISIONS.md 2).
import type { Dec } from './exact.ts';

export type Reachability = 'secured' | 'attainable' | 'unreachable';
export const REACHABILITY = ['secured', 'attainable', 'unreachable'] as const;

/** needed ≤ 0 → secured; 0 < needed ≤ best possible → attainable; needed > best possible → unreachable. */
export function reachabilityOf(needed: Dec, best: Dec): Reachability {
  if (needed.lte(0)) return 'secured';
  return needed.lte(best) ? 'attainable' : 'unreachable';
}
