// Roots of output(x) − target over a grid of trial values (search-grid.ts), by
// fixed rules so every surface and machine finds the same roots in the same
// order: scan the grid; every sign change between neighbours is a bracket,
// narrowed by bisection (in ratio terms while its ends differ by more than a
// factor of 2) and then by the Illinois variant of regula falsi; a dip of
// |output − target| between neighbours without a sign change (a touching root)
// is minimised by golden-section search and kept only if it reaches the target.
// A bracket whose narrowing does not approach the target (a pole, a step) is no
// root. Every loop has a fixed bound; the evaluations are counted and a caller's
// budget is asked before each one.

/** output(x), or null where the calculation gives no number (an error, an invalid answer). */
export type Evaluate = (x: number) => number | null;

export class BudgetExceeded extends Error {}

export const MAX_SOLUTIONS = 8;
/** A root must bring the output within this fraction of the target's scale (it is usually far closer). */
export const ACCEPT_REL = 1e-4;
const BISECT_STEPS = 60;
const ILLINOIS_STEPS = 100;
const GOLDEN_STEPS = 80;
const EDGE_STEPS = 60;
/** The edge of the answered region is located to this fraction of its value. */
const EDGE_REL = 1e-9;
/** The narrowing stops once the output is within this fraction of the target's scale. */
const FINE_REL = 1e-13;
/** Evaluations one search may make, whatever the budget says (a grid, 8 brackets, their checks). */
export const MAX_EVALUATIONS = 4000;

export interface Root {
  x: number;
  /** The output at x. */
  y: number;
  /** |y − target| / the target's scale. */
  residual: number;
  how: 'bracket' | 'touch' | 'grid' | 'integer' | 'edge';
}

export interface RootSearch {
  roots: Root[];
  /** More roots exist than MAX_SOLUTIONS; those nearest the centre are kept. */
  truncated: boolean;
  /** The least and greatest output seen (on the grid and while narrowing), with where. */
  range: { min: number; max: number; minAt: number; maxAt: number } | null;
  evaluations: number;
  /** The scale relative residuals are measured against. */
  scale: number;
}

export interface RootOptions {
  integer?: boolean;
  /** The field's usual value (or the caller's guess): with more than MAX_SOLUTIONS roots, the nearest are kept. */
  centre?: number;
  /** Asked before each evaluation: true stops the search with BudgetExceeded. */
  overBudget?: () => boolean;
}

export function findRoots(f: Evaluate, grid: readonly number[], target: number, options: RootOptions = {}): RootSearch {
  let evaluations = 0;
  const cache = new Map<number, number | null>();
  let range: RootSearch['range'] = null;
  const evaluate = (x: number): number | null => {
    const hit = cache.get(x);
    if (hit !== undefined) return hit;
    if (evaluations >= MAX_EVALUATIONS || options.overBudget?.()) throw new BudgetExceeded('compute budget spent');
    evaluations++;
    const raw = f(x);
    const y = raw !== null && Number.isFinite(raw) ? raw : null;
    cache.set(x, y);
    if (y !== null) {
      if (!range) range = { min: y, max: y, minAt: x, maxAt: x };
      else {
        if (y < range.min) Object.assign(range, { min: y, minAt: x });
        if (y > range.max) Object.assign(range, { max: y, maxAt: x });
      }
    }
    return y;
  };

  const ys = grid.map(evaluate);
  const seen = ys.filter((y): y is number => y !== null);
  const spread = seen.length ? Math.max(...seen.map(Math.abs)) : 0;
  const scale = target !== 0 ? Math.abs(target) : spread > 0 ? spread : 1;
  const g = (x: number) => {
    const y = evaluate(x);
    return y === null ? null : y - target;
  };
  const residual = (y: number) => Math.abs(y - target) / scale;
  const found: Root[] = [];
  const keep = (x: number, how: Root['how']) => {
    const y = evaluate(x);
    if (y !== null) found.push({ x, y, residual: residual(y), how });
  };

  // Neighbourhoods nearest the centre first (in ratio terms, the positive side before the negative), so that
  // with more than MAX_SOLUTIONS roots (a periodic output) the search stops with the ones nearest it.
  const centre = options.centre !== undefined && options.centre > 0 ? options.centre : undefined;
  const distance = (x: number) => (centre === undefined ? 0 : x === 0 ? 1e6 : Math.abs(Math.log(Math.abs(x) / centre)) + (x < 0 ? 1e-9 : 0));
  const order = grid.map((_, i) => i);
  if (centre !== undefined) order.sort((a, b) => Math.min(distance(grid[a]), a + 1 < grid.length ? distance(grid[a + 1]) : Infinity) - Math.min(distance(grid[b]), b + 1 < grid.length ? distance(grid[b + 1]) : Infinity) || a - b);
  for (const i of order) {
    if (distinct(found).length > MAX_SOLUTIONS) break;
    const gi = ys[i] === null ? null : ys[i]! - target;
    if (gi === 0) keep(grid[i], 'grid');
    if (i + 1 >= grid.length) continue;
    const gj = ys[i + 1] === null ? null : ys[i + 1]! - target;
    if (gi !== null && gj !== null && gi !== 0 && gj !== 0 && gi < 0 !== gj < 0) {
      const r = options.integer ? integerBracket(g, grid[i], grid[i + 1], gi, gj) : narrow(g, grid[i], grid[i + 1], gi, gj, scale);
      if (r !== null) {
        const how = options.integer ? 'integer' : 'bracket';
        // An integer bracket always ends at the better of two neighbours; a continuous one must reach the target.
        if (options.integer || residual(evaluate(r)!) <= ACCEPT_REL) keep(r, how);
      }
    }
    // The edge of where the calculation answers (a bound the engine checks itself): found by bisection,
    // it may hold the root (the output reaches the target there) or bound a bracket with the answered neighbour.
    if (!options.integer && i + 1 < grid.length && (ys[i] === null) !== (ys[i + 1] === null)) {
      const [bad, good] = ys[i] === null ? [grid[i], grid[i + 1]] : [grid[i + 1], grid[i]];
      const edge = edgeOf(evaluate, bad, good, target, scale, centre ?? Math.max(...grid.map(Math.abs), 1e-300));
      const ge = g(edge);
      const gg = g(good);
      if (ge !== null && gg !== null && edge !== good) {
        if (ge === 0 || residual(ge + target) <= ACCEPT_REL) keep(edge, 'edge');
        else if (gg !== 0 && ge < 0 !== gg < 0) {
          const r = edge < good ? narrow(g, edge, good, ge, gg, scale) : narrow(g, good, edge, gg, ge, scale);
          if (r !== null && residual(evaluate(r)!) <= ACCEPT_REL) keep(r, 'bracket');
        }
      }
    }
    // A touching root: |g| dips between two neighbours on the same side of the target.
    if (i >= 1 && !options.integer && gi !== null && gi !== 0) {
      const gh = ys[i - 1] === null ? null : ys[i - 1]! - target;
      if (gh !== null && gj !== null && gh !== 0 && gj !== 0 && gh < 0 === gi < 0 && gi < 0 === gj < 0 && Math.abs(gi) < Math.abs(gh) && Math.abs(gi) <= Math.abs(gj)) {
        const x = golden(g, grid[i - 1], grid[i + 1], scale);
        if (x !== null && residual(evaluate(x)!) <= ACCEPT_REL) {
          // Two roots close together dip like one touching root: a sign change beside x narrows to one of them.
          const gx = g(x)!;
          const step = Math.max(Math.abs(x) * 1e-6, 1e-300);
          const side = [x - step, x + step].find((y) => {
            const gy = g(y);
            return gy !== null && gy !== 0 && gx !== 0 && gy < 0 !== gx < 0;
          });
          const r = side === undefined ? null : side < x ? narrow(g, side, x, g(side)!, gx, scale) : narrow(g, x, side, gx, g(side)!, scale);
          if (r !== null && residual(evaluate(r)!) < residual(evaluate(x)!)) keep(r, 'bracket');
          else keep(x, 'touch');
        }
      }
    }
  }

  const roots = distinct(found);
  // More than MAX_SOLUTIONS: the ones nearest the centre, listed ascending.
  const kept = roots.length > MAX_SOLUTIONS ? [...roots].sort((a, b) => distance(a.x) - distance(b.x) || a.x - b.x).slice(0, MAX_SOLUTIONS).sort((a, b) => a.x - b.x) : roots;
  return { roots: kept, truncated: roots.length > MAX_SOLUTIONS, range, evaluations, scale };
}

/** One root per place, ascending: neighbours closer than 1e-9 in ratio are the same root (the better kept). */
function distinct(found: readonly Root[]): Root[] {
  const sorted = [...found].sort((a, b) => a.x - b.x);
  const roots: Root[] = [];
  for (const r of sorted) {
    const last = roots.at(-1);
    if (last && Math.abs(r.x - last.x) <= 1e-9 * Math.max(Math.abs(r.x), Math.abs(last.x), 1e-300)) {
      if (r.residual < last.residual) roots[roots.length - 1] = r;
    } else roots.push(r);
  }
  return roots;
}

/** A bracket [a, b] with g(a), g(b) of opposite signs, narrowed to the x of smallest |g|; null if g fails inside. */
function narrow(g: (x: number) => number | null, a: number, b: number, ga: number, gb: number, scale: number): number | null {
  const fine = FINE_REL * scale;
  // A pole or a step, not a root: |g| at the bracket's ends grows as the bracket narrows.
  const start = Math.min(Math.abs(ga), Math.abs(gb));
  let steps = 0;
  const diverging = (ta: number, tb: number) => ++steps >= 4 && Math.min(Math.abs(ta), Math.abs(tb)) > 4 * start;
  // Bisection while the ends are far apart: in ratio terms when both have one sign and differ by more than 2×.
  for (let i = 0; i < BISECT_STEPS; i++) {
    const ratio = a > 0 ? b / a : b < 0 ? a / b : Infinity;
    if (ratio <= 2) break;
    const m = a > 0 ? Math.sqrt(a) * Math.sqrt(b) : b < 0 ? -Math.sqrt(-a) * Math.sqrt(-b) : a + (b - a) / 2;
    if (!(m > a && m < b)) break;
    const gm = g(m);
    if (gm === null) return null;
    if (gm === 0) return m;
    if (gm < 0 === ga < 0) [a, ga] = [m, gm];
    else [b, gb] = [m, gm];
    if (diverging(ga, gb)) return null;
  }
  // Illinois: regula falsi that halves the stale end's value when the same end moves twice.
  let side = 0;
  let [trueA, trueB] = [ga, gb];
  for (let i = 0; i < ILLINOIS_STEPS; i++) {
    if (Math.abs(ga) <= fine || Math.abs(gb) <= fine) break;
    if (b - a <= 4 * Number.EPSILON * Math.max(Math.abs(a), Math.abs(b))) break;
    let c = b - (gb * (b - a)) / (gb - ga);
    if (!(c > a && c < b)) c = a + (b - a) / 2;
    if (!(c > a && c < b)) break;
    const gc = g(c);
    if (gc === null) return null;
    if (gc === 0) return c;
    if (gc < 0 === gb < 0) {
      [b, gb, trueB] = [c, gc, gc];
      if (side === -1) ga /= 2;
      side = -1;
    } else {
      [a, ga, trueA] = [c, gc, gc];
      if (side === 1) gb /= 2;
      side = 1;
    }
    if (diverging(trueA, trueB)) return null;
  }
  // ga, gb may have been halved: compare the true values.
  const ta = g(a);
  const tb = g(b);
  if (ta === null || tb === null) return ta === null ? (tb === null ? null : b) : a;
  return Math.abs(ta) <= Math.abs(tb) ? a : b;
}

/**
 * Between x where the calculation fails and `good` where it answers: the answered x nearest the boundary
 * (EDGE_STEPS halvings at most). It stops early once the output there cannot reach the target: it runs away
 * from it (a pole at the edge) or settles at another value.
 */
function edgeOf(evaluate: Evaluate, bad: number, good: number, target: number, scale: number, xScale: number): number {
  const start = evaluate(good);
  if (start === null) return good;
  let last = start;
  for (let i = 0; i < EDGE_STEPS; i++) {
    const sameSign = bad > 0 === good > 0 && bad !== 0 && good !== 0;
    const ratio = sameSign ? Math.max(bad / good, good / bad) : Infinity;
    if (Math.abs(bad - good) <= EDGE_REL * Math.max(Math.abs(bad), Math.abs(good))) break;
    // An edge at 0 (a bound the engine checks: a width, a resistance) is approached in steps of 16×, and is
    // taken as reached within 1e-12 of the field's scale.
    if (bad === 0 && Math.abs(good) <= 1e-12 * xScale) break;
    const m = bad === 0 ? good / 16 : sameSign && ratio > 2 ? Math.sign(good) * Math.sqrt(Math.abs(bad)) * Math.sqrt(Math.abs(good)) : bad + (good - bad) / 2;
    if (m === bad || m === good) break;
    const y = evaluate(m);
    if (y === null) {
      bad = m;
      continue;
    }
    good = m;
    const away = Math.abs(y - target);
    if (away > 10 * Math.abs(start - target) + ACCEPT_REL * scale) break;
    if (Math.abs(y - last) <= 1e-9 * scale && away > ACCEPT_REL * scale) break;
    last = y;
  }
  return good;
}

/** Whole numbers a < b with a sign change: the neighbouring pair that holds it, and of those the one closer to the target. */
function integerBracket(g: (x: number) => number | null, a: number, b: number, ga: number, gb: number): number | null {
  for (let i = 0; i < 64 && b - a > 1; i++) {
    const m = Math.floor(a + (b - a) / 2);
    const gm = g(m);
    if (gm === null) return null;
    if (gm === 0) return m;
    if (gm < 0 === ga < 0) [a, ga] = [m, gm];
    else [b, gb] = [m, gm];
  }
  return Math.abs(ga) <= Math.abs(gb) ? a : b;
}

/**
 * The x in [a, b] where |g| is least, by golden-section search, to 1e-7 of x; null where g fails, and
 * null once 20 steps leave |g| above 1e-3 of the scale (a dip that does not reach the target: a touching
 * root's |g| falls with the square of the interval, by 1e-8 over those steps).
 */
function golden(g: (x: number) => number | null, a: number, b: number, scale: number): number | null {
  const r = (Math.sqrt(5) - 1) / 2;
  let c = b - r * (b - a);
  let d = a + r * (b - a);
  let gc = g(c);
  let gd = g(d);
  for (let i = 0; i < GOLDEN_STEPS; i++) {
    if (gc === null || gd === null) return null;
    if (gc === 0) return c;
    if (gd === 0) return d;
    if (b - a <= 1e-7 * Math.max(Math.abs(a), Math.abs(b))) break;
    if (i === 20 && Math.min(Math.abs(gc), Math.abs(gd)) > 1e-3 * scale) return null;
    if (Math.abs(gc) < Math.abs(gd)) {
      [b, d, gd] = [d, c, gc];
      c = b - r * (b - a);
      gc = g(c);
    } else {
      [a, c, gc] = [c, d, gd];
      d = a + r * (b - a);
      gd = g(d);
    }
  }
  if (gc === null || gd === null) return null;
  return Math.abs(gc) <= Math.abs(gd) ? c : d;
}
