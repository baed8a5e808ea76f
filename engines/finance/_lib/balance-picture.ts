// Balance-over-time pictures shared by the four money engines: a loan's falling
// balance with each payment split into principal and interest (loan-payment,
// amortization), and savings growing from what you put in plus the interest it
// earns (compound-interest, savings-goal). Curves are sampled from the closed
// forms of the same formulas the engines use, in doubles (drawing only).
import type { Picture, SvgNode } from '../../core/contract.ts';
import { formatSI } from '../../core/si-format.ts';
import { type Attrs, axes, type Frame, legend, linear, niceTicks, niceTop, picture, polygon, polyline, type Point, text, type Tick } from '../../core/svg.ts';

/** At most this many samples per curve: smooth at any term, small HTML. */
const SAMPLES = 120;

/**
 * Display form of an amount in a picture: two decimals, halves away from zero, thousands
 * grouped by a narrow no-break space (the SI convention, read the same in every locale:
 * the page around it uses the visitor's separators). Cut to 12 digits first, so a
 * double's 523.12499999… (an exact 523.125 in the engine's decimals) shows 523.13 as
 * the engine's schedule does.
 */
export const amount = (x: number) => {
  const [whole, cents] = Number(Math.abs(x).toPrecision(12)).toFixed(2).split('.');
  return `${x < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f')}.${cents}`;
};

/** Month numbers 0…n, every month up to SAMPLES of them, evenly spread beyond (the last always n). */
export function sampleMonths(n: number): number[] {
  const count = Math.max(1, Math.min(Math.ceil(n), SAMPLES));
  return Array.from({ length: count + 1 }, (_, j) => (j === count ? n : Math.round((j * n) / count)));
}

const WIDTH = 480;
const LEFT = 62;
const PLOT_W = 396;
const OWN = { cls: 'pic-solid', attrs: { 'fill-opacity': 0.55 } };
const EARNED = { cls: 'pic-fill', attrs: {} };

/** x ticks for a span of months: labelled in years beyond three years. */
function timeTicks(months: number, x: (m: number) => number, labelled = true): { ticks: Tick[]; title: string } {
  const years = months > 36;
  const ticks = niceTicks(0, years ? months / 12 : months, 6).map((v) => ({ at: x(years ? v * 12 : v), label: labelled ? String(v) : '' }));
  return { ticks, title: years ? 'years' : 'months' };
}

interface Layer {
  values: number[];
  cls: string;
  attrs: Attrs;
}

/** Areas stacked from the bottom (layers[0]) up, over the months `at`. */
function stacked(at: number[], layers: Layer[], x: (m: number) => number, y: (v: number) => number): SvgNode[] {
  let base = at.map(() => 0);
  return layers.map((l) => {
    const top = base.map((b, i) => b + l.values[i]);
    const outline: Point[] = [...at.map((m, i): Point => [x(m), y(top[i])]), ...at.map((m, i): Point => [x(m), y(base[i])]).reverse()];
    base = top;
    return polygon(outline, l.cls, l.attrs);
  });
}

/** A plot frame with its axes and a value scale from 0 to a round top at or above yMax. */
function panel(f: Frame, months: number, yMax: number, yCount: number, labelled: boolean, yTitle = '') {
  const x = linear(0, months, f.x, f.x + f.w);
  const top = niceTop(yMax, yCount);
  const y = linear(0, top, f.y + f.h, f.y);
  const t = timeTicks(months, x, labelled);
  const yTicks = niceTicks(0, top, yCount).map((v) => ({ at: y(v), label: formatSI(v) }));
  return { x, y, axes: axes(f, t.ticks, yTicks, { y: yTitle, x: labelled ? t.title : undefined }) };
}

const finite = (xs: number[]) => xs.every(Number.isFinite);

export interface LoanResult {
  principal: number;
  payment: number;
  monthlyRatePct: number;
  termMonths: number;
  totalPaid: number;
  totalInterest: number;
}

/** Loan: the balance falling to 0, and below it each payment split into interest and principal. */
export function loanPicture(r: LoanResult): Picture | null {
  const i = r.monthlyRatePct / 100;
  const n = r.termMonths;
  // Balance after month k is what the remaining payments are worth today (stable for any term).
  const balance = (k: number) => (i === 0 ? r.principal - r.payment * k : (r.payment / i) * (1 - (1 + i) ** -(n - k)));
  const at = sampleMonths(n);
  const balances = at.map((k) => Math.max(0, balance(k)));
  // The payment of month k (≥ 1) pays interest on the balance after month k − 1.
  const interest = at.map((k) => i * balance(Math.max(k, 1) - 1));
  const principalPart = interest.map((int) => r.payment - int);
  if (!finite([...balances, ...interest])) return null;

  const top = panel({ x: LEFT, y: 40, w: PLOT_W, h: 118 }, n, r.principal, 4, false);
  const split = panel({ x: LEFT, y: 200, w: PLOT_W, h: 56 }, n, r.payment, 2, true);
  const curve = at.map((k, j): Point => [top.x(k), top.y(balances[j])]);
  const firstInterest = interest[0];
  const lastInterest = i * balance(n - 1);
  return picture(
    WIDTH,
    300,
    `Loan balance falls from ${amount(r.principal)} to 0 over ${n} monthly payments of ${amount(r.payment)}; interest is ${amount(firstInterest)} of the first payment and ${amount(lastInterest)} of the last; total interest ${amount(r.totalInterest)}, total paid ${amount(r.totalPaid)}.`,
    [
      top.axes,
      polygon([...curve, [top.x(n), top.y(0)], [top.x(0), top.y(0)]], 'pic-fill'),
      polyline(curve, 'pic-accent'),
      text([LEFT + PLOT_W, 16], `Total interest ${amount(r.totalInterest)}`, { anchor: 'end', key: 'totalInterest', value: r.totalInterest }),
      text([LEFT + PLOT_W, 32], `Total paid ${amount(r.totalPaid)}`, { cls: 'pic-label', anchor: 'end', key: 'totalPaid', value: r.totalPaid }),
      text([LEFT, 32], `Balance of the ${amount(r.principal)} loan`, { cls: 'pic-label', key: 'principal', value: r.principal }),
      split.axes,
      ...stacked(at, [{ ...OWN, values: principalPart }, { ...EARNED, values: interest }], split.x, split.y),
      text([LEFT, 188], `Each payment ${amount(r.payment)}`, { key: 'payment', value: r.payment }),
      legend(LEFT + 190, 184, [{ ...OWN, label: 'principal' }, { ...EARNED, label: 'interest' }]),
    ],
  );
}

export interface Growth {
  /** Length of the plan in months (may be fractional for compound interest). */
  months: number;
  /** Balance after m months. */
  balance: (m: number) => number;
  /** Money put in by the saver up to month m (the rest of the balance is interest). */
  paidIn: (m: number) => number;
  /** A target line (savings goal), if any. */
  goal?: number;
  alt: string;
  /** Headline texts top right: [label, data-key, value]. */
  figures: [string, string, number][];
}

/** Savings: the balance over time, split into money paid in and interest earned. */
export function growthPicture(g: Growth): Picture | null {
  const at = sampleMonths(g.months);
  const total = at.map(g.balance);
  const own = at.map((m, j) => Math.min(g.paidIn(m), total[j]));
  const earned = total.map((t, j) => t - own[j]);
  if (!finite(total) || !finite(own)) return null;
  // Headroom above the highest value, so the goal line and its label sit inside the plot.
  const yMax = 1.08 * Math.max(...total, ...at.map(g.paidIn), g.goal ?? 0);
  const p = panel({ x: LEFT, y: 62, w: PLOT_W, h: 180 }, g.months, yMax, 5, true, 'Balance');
  const nodes: SvgNode[] = [
    p.axes,
    ...stacked(at, [{ ...OWN, values: own }, { ...EARNED, values: earned }], p.x, p.y),
    polyline(at.map((m, j): Point => [p.x(m), p.y(total[j])]), 'pic-accent'),
    legend(LEFT, 16, [{ ...OWN, label: 'paid in' }, { ...EARNED, label: 'interest' }]),
    ...g.figures.map(([label, key, value], j) => text([LEFT + PLOT_W, 16 + 16 * j], label, { anchor: 'end', cls: j ? 'pic-label' : 'pic-text', key, value })),
  ];
  if (g.goal !== undefined) {
    const gy = p.y(g.goal);
    nodes.push(polyline([[LEFT, gy], [LEFT + PLOT_W, gy]], 'pic-warn', { 'stroke-dasharray': '6 4' }), text([LEFT + 6, gy - 6], `Goal ${amount(g.goal)}`, { key: 'goal', value: g.goal }));
  }
  return picture(WIDTH, 290, g.alt, nodes);
}
