// Every exported det-math function against mathjs BigNumber over a fixed grid
// that walks the edge regions: tiny and subnormal arguments, arguments next to
// 1, negatives, integer and fractional powers, and results near overflow and
// underflow. det-math documents its results as correctly rounded values of the
// function at the argument's decimal (the shortest decimal that reads back as
// the double, i.e. what a caller typed), so each answer must be exactly the
// double nearest the reference; a miss is listed with its distance in ulps.
// sqrt and pow's shortcuts for y = 2, −1, ½ are IEEE 754 operations on the
// double itself: their reference reads the argument's exact binary value.
//
// The reference is mathjs BigNumber at 64 digits. Where the definition cancels
// (e^x − 1, ln(1 + x), sinh, tanh, asinh, atanh near 0) 64 digits are not
// enough for tiny x, so those are written from exp and ln and evaluated at 400
// digits, which keeps every digit of 1 + x down to the smallest subnormal.
import { all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import * as dm from '../../../engines/core/det-math.ts';

const at64 = create(all, { number: 'BigNumber', precision: 64 });
const at400 = create(all, { number: 'BigNumber', precision: 400 });
type MathJs = typeof at64;

/** Every digit of a double's binary value (m·2^p written in decimal with BigInt). */
function exactDecimal(x: number): string {
  if (x === 0 || !Number.isFinite(x)) return String(x);
  const v = new DataView(new ArrayBuffer(8));
  v.setFloat64(0, x);
  const bits = v.getBigUint64(0);
  const biased = Number((bits >> 52n) & 0x7ffn);
  const m = biased === 0 ? bits & 0xfffffffffffffn : (bits & 0xfffffffffffffn) | (1n << 52n);
  const p = Math.max(biased, 1) - 1075;
  const sign = bits >> 63n ? '-' : '';
  return p >= 0 ? sign + (m << BigInt(p)).toString() : `${sign}${m * 5n ** BigInt(-p)}e-${-p}`;
}

/** The double nearest `expr` evaluated by mathjs BigNumber, the arguments read as their decimals (or their exact binary values). */
function reference(m: MathJs, expr: string, args: number[], read: (x: number) => string = String): number {
  const scope = Object.fromEntries(args.map((v, i) => [`x${i}`, m.bignumber(read(v))]));
  const v = m.evaluate(expr, scope) as { toString(): string; isNaN?: () => boolean };
  return Number(v.toString());
}

/** Units in the last place between two doubles (0 when identical). */
function ulps(a: number, b: number): number {
  if (Object.is(a, b) || a === b) return 0;
  if (!Number.isFinite(a) || !Number.isFinite(b)) return Infinity;
  const v = new DataView(new ArrayBuffer(16));
  v.setFloat64(0, a);
  v.setFloat64(8, b);
  const d = v.getBigInt64(0) - v.getBigInt64(8);
  return Math.sign(a) === Math.sign(b) ? Number(d < 0n ? -d : d) : Infinity;
}

const TINY = [5e-324, 2.2250738585072014e-308, 1e-300, 1e-100, 3e-20, 1.5e-8, 1e-5];
const NEAR_ONE = [1 - 2 ** -52, 1 + 2 ** -52, 0.999, 1.001, 1 - 1e-10, 1 + 1e-10];
const MIDDLE = [0.1, 0.25, 0.5, 0.7, 1, 1.2, 2, 3, 10, 123.456, 1000.5];
const HUGE = [1e10, 1e22, 1e100, 1e300, 1.7976931348623157e308];
const POSITIVE = [...TINY, ...NEAR_ONE, ...MIDDLE, ...HUGE];
const ALL = [0, ...POSITIVE, ...POSITIVE.map((x) => -x)];
const UNIT = ALL.filter((x) => Math.abs(x) <= 1);

type Unary = (x: number) => number;
/** name, reference expression in x0, the mathjs instance, arguments inside the domain. */
const UNARY: [keyof typeof dm, string, MathJs, number[]][] = [
  ['exp', 'exp(x0)', at64, [...ALL.filter((x) => Math.abs(x) < 800), 709.78, -708.4, -745.1, 700.1]],
  ['expm1', 'exp(x0) - 1', at400, [...ALL.filter((x) => Math.abs(x) < 800), 709.78, -39.9, -40.1]],
  ['log', 'log(x0)', at64, POSITIVE],
  ['log10', 'log10(x0)', at64, [...POSITIVE, 1e-5, 1e23, 0.001]],
  ['log2', 'log(x0, 2)', at64, [...POSITIVE, 1024, 0.125, 3e-310]],
  ['log1p', 'log(1 + x0)', at400, ALL.filter((x) => x > -1)],
  ['cbrt', 'cbrt(x0)', at64, ALL.filter((x) => x !== 0)],
  ['sin', 'sin(x0)', at64, ALL.filter((x) => Math.abs(x) < 1e23).concat([Math.PI, 2 * Math.PI, Math.PI / 2, 355])],
  ['cos', 'cos(x0)', at64, ALL.filter((x) => Math.abs(x) < 1e23).concat([Math.PI, Math.PI / 2, 1.5707963267948966, 355])],
  ['tan', 'tan(x0)', at64, ALL.filter((x) => Math.abs(x) < 1e23).concat([Math.PI / 4, 1.5707963267948966, 355])],
  ['asin', 'asin(x0)', at64, UNIT],
  ['acos', 'acos(x0)', at64, UNIT],
  ['atan', 'atan(x0)', at64, ALL],
  ['sinh', '(exp(x0) - exp(-x0)) / 2', at400, ALL.filter((x) => Math.abs(x) < 700).concat([710, -710])],
  ['cosh', '(exp(x0) + exp(-x0)) / 2', at64, ALL.filter((x) => Math.abs(x) < 700).concat([710, -710])],
  ['tanh', '(exp(2 x0) - 1) / (exp(2 x0) + 1)', at400, ALL.filter((x) => Math.abs(x) < 700)],
  // asinh is odd; the reference takes |x| (mathjs compares BigNumbers with a tolerance, so no sign test in the expression).
  ['asinh', 'log(x0 + sqrt(x0^2 + 1))', at400, ALL],
  ['acosh', 'log(x0 + sqrt(x0^2 - 1))', at64, POSITIVE.filter((x) => x >= 1)],
  ['atanh', 'log((1 + x0) / (1 - x0)) / 2', at400, UNIT.filter((x) => Math.abs(x) < 1)],
];

const POW_BASES = [1e-300, 1e-10, 0.1, 0.5, 0.999, 1 - 2 ** -52, 1, 1 + 2 ** -52, 1.005, 2, 10, 1e10, 1e300, -0.5, -2, -10];
const POW_EXPONENTS = [-3, -2, -1, -0.5, -0.3, 1e-10, 0.5, 1 / 3, 1.05, 1.2, 2, 3, 7, 53, 100, 1000, -1000];

const PAIRS: number[][] = [
  [3, 4], [1, 1], [0.1, 0.2], [1e-300, 1e-300], [1e300, 1e300], [5e-324, 5e-324], [-7, 24], [1e-20, 1], [1, -1e-20], [1.5e308, 1.5e308],
];

describe('det-math against mathjs BigNumber on a grid with edge regions', () => {
  it.each(UNARY)('%s is correctly rounded on every grid point', (name, expr, m, args) => {
    const f = dm[name] as Unary;
    const misses = args
      .map((x) => ({ x, got: f(x), want: name === 'asinh' && x < 0 ? -reference(m, expr, [-x]) : reference(m, expr, [x]) }))
      .filter(({ got, want }) => !(Object.is(got + 0, want + 0) || got === want))
      .map(({ x, got, want }) => `${name}(${x}) = ${got}, want ${want} (${ulps(got, want)} ulp)`);
    expect(misses).toEqual([]);
    expect(args.length).toBeGreaterThan(10);
  });

  it('pow is correctly rounded over bases × exponents (tiny, near 1, huge, negative with integer powers)', () => {
    const misses: string[] = [];
    for (const x of POW_BASES)
      for (const y of POW_EXPONENTS) {
        const got = dm.pow(x, y);
        if (x < 0 && !Number.isInteger(y)) {
          if (!Number.isNaN(got)) misses.push(`pow(${x}, ${y}) = ${got}, want NaN`);
          continue;
        }
        const shortcut = y === 2 || y === -1 || (y === 0.5 && x > 0);
        const want = reference(at64, 'x0 ^ x1', [x, y], shortcut ? exactDecimal : String);
        if (!(got === want || Object.is(got, want))) misses.push(`pow(${x}, ${y}) = ${got}, want ${want} (${ulps(got, want)} ulp)`);
      }
    expect(misses).toEqual([]);
  });

  it('hypot and atan2 are correctly rounded on pairs across the range and in every quadrant', () => {
    const misses: string[] = [];
    for (const [a, b] of PAIRS) {
      const h = dm.hypot(a, b);
      const hw = reference(at64, 'sqrt(x0^2 + x1^2)', [a, b]);
      if (h !== hw) misses.push(`hypot(${a}, ${b}) = ${h}, want ${hw}`);
      for (const [y, x] of [[a, b], [-a, b], [a, -b], [-a, -b]]) {
        const t = dm.atan2(y, x);
        // atan2 from atan of the ratio, moved into the quadrant of (x, y) (chosen here: mathjs compares with a tolerance).
        const tw = reference(at64, x > 0 ? 'atan(x0 / x1)' : y >= 0 ? 'atan(x0 / x1) + pi' : 'atan(x0 / x1) - pi', [y, x]);
        if (t !== tw) misses.push(`atan2(${y}, ${x}) = ${t}, want ${tw}`);
      }
    }
    const three = dm.hypot(0.1, 0.2, 0.3);
    const threeWant = reference(at64, 'sqrt(x0^2 + x1^2 + x2^2)', [0.1, 0.2, 0.3]);
    if (three !== threeWant) misses.push(`hypot(0.1, 0.2, 0.3) = ${three}, want ${threeWant}`);
    expect(misses).toEqual([]);
  });

  it('sqrt is the correctly rounded square root of the double itself (IEEE 754), subnormals included', () => {
    const misses = [0, ...POSITIVE, 4.9e-324, 1e-310]
      .map((x) => ({ x, got: dm.sqrt(x), want: reference(at64, 'sqrt(x0)', [x], exactDecimal) }))
      .filter(({ got, want }) => got !== want)
      .map(({ x, got, want }) => `sqrt(${x}) = ${got}, want ${want}`);
    expect(misses).toEqual([]);
  });

  it('covers every exported function', () => {
    const covered = new Set<string>([...UNARY.map(([n]) => n), 'sqrt', 'pow', 'hypot', 'atan2']);
    expect(Object.keys(dm).filter((k) => !covered.has(k))).toEqual([]);
  });
});
