// The markers of the solve-cost section of BENCHMARKS.md (tests/bench/solve-cost.ts writes it;
// npm run bench keeps it as it is).
export const SOLVE_COST_START = '<!-- solve cost: written by tests/bench/solve-cost.ts -->';
export const SOLVE_COST_END = '<!-- /solve cost -->';

/** The section as it stands in a BENCHMARKS.md text, or '' when it has none. */
export function currentSolveCostSection(text: string): string {
  const start = text.indexOf(SOLVE_COST_START);
  const end = text.indexOf(SOLVE_COST_END);
  return start >= 0 && end > start ? text.slice(start, end + SOLVE_COST_END.length) : '';
}
