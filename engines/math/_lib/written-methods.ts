// The written (pencil-and-paper) methods a student is taught, as structured
// steps and as a plain-text rendering: column addition with carries, column
// subtraction with borrowing (decomposition), long multiplication with partial
// products, and long division with each subtract-and-bring-down step. All work
// on exact decimal digits; signs are handled by the engines that call them.
import { type Decimal, digitsOf, formatDecimalAtScale, normalizeDecimal, rescale } from '../../core/exact-decimal.ts';

const WHOLE_PLACES = ['ones', 'tens', 'hundreds', 'thousands', 'ten thousands', 'hundred thousands', 'millions', 'ten millions', 'hundred millions', 'billions'];
const FRACTION_PLACES = ['tenths', 'hundredths', 'thousandths', 'ten-thousandths', 'hundred-thousandths', 'millionths'];

/** Name of the column worth 10^power: 0 ones, 2 hundreds, -1 tenths; "10^12 place" beyond the named ones. */
export function placeName(power: number): string {
  const name = power >= 0 ? WHOLE_PLACES[power] : FRACTION_PLACES[-power - 1];
  return name ?? `10^${power} place`;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Character offset from the right edge of column i when `scale` digits follow the point. */
const offsetFromRight = (column: number, scale: number) => column + (scale > 0 && column >= scale ? 1 : 0);

/** Rows right-aligned so the points line up; the operator sits left of the last row. */
function stackRows(rows: string[], answer: string, operator: string): { lines: string[]; width: number } {
  const width = Math.max(answer.length, ...rows.map((r) => r.length));
  const lines = rows.map((r, i) => `${i === rows.length - 1 ? operator : ' '} ${r.padStart(width)}`);
  lines.push(`  ${'-'.repeat(width)}`, `  ${answer.padStart(width)}`);
  return { lines, width };
}

// ---------------------------------------------------------------- addition

export interface AdditionColumn {
  /** Power of ten of the column: 0 ones, 1 tens, -1 tenths. */
  place: number;
  place_name: string;
  /** The digit of each term in this column (0 where a term is shorter). */
  digits: number[];
  carry_in: number;
  /** Sum of the digits and the carry. */
  total: number;
  /** Digit written under the line. */
  digit: number;
  carry_out: number;
}

export interface ColumnAddition {
  /** The terms written with the same decimal places (zeros filled in), as stacked. */
  aligned: string[];
  columns: AdditionColumn[];
  /** The answer as written under the line, with the common decimal places. */
  answer: string;
  text: string;
}

/** Column addition of non-negative decimals, right to left with carries. */
export function columnAddition(terms: Decimal[]): ColumnAddition {
  const scale = Math.max(0, ...terms.map((t) => t.scale));
  const rows = terms.map((t) => digitsOf(rescale(t, scale)));
  const width = Math.max(...rows.map((r) => r.length));
  const columns: AdditionColumn[] = [];
  let carry = 0;
  let written = '';
  for (let i = 0; i < width || carry > 0; i++) {
    const digits = rows.map((r) => (i < r.length ? Number(r[r.length - 1 - i]) : 0));
    const total = digits.reduce((s, x) => s + x, 0) + carry;
    columns.push({ place: i - scale, place_name: placeName(i - scale), digits, carry_in: carry, total, digit: total % 10, carry_out: Math.floor(total / 10) });
    written = String(total % 10) + written;
    carry = Math.floor(total / 10);
  }
  const answer = formatDecimalAtScale({ coef: BigInt(written), scale });
  const aligned = terms.map((t) => formatDecimalAtScale(rescale(t, scale)));
  const { lines, width: w } = stackRows(aligned, answer, '+');
  // Carries go above the column they were carried into (only when each is one digit).
  if (columns.some((c) => c.carry_in > 0) && columns.every((c) => c.carry_in < 10)) {
    const marks = Array<string>(w).fill(' ');
    for (const [i, c] of columns.entries()) if (c.carry_in > 0) marks[w - 1 - offsetFromRight(i, scale)] = String(c.carry_in);
    lines.unshift(`  ${marks.join('')}`.trimEnd());
  }
  const steps = columns.map((c, i) => {
    if (i >= width) return `${capital(c.place_name)}: ${c.carry_in} carried, write ${c.digit}${c.carry_out ? `, carry ${c.carry_out}` : ''}.`;
    const parts = [...c.digits.map(String), ...(c.carry_in ? [`${c.carry_in} carried`] : [])];
    return `${capital(c.place_name)}: ${parts.join(' + ')} = ${c.total}, write ${c.digit}${c.carry_out ? `, carry ${c.carry_out}` : ''}.`;
  });
  return { aligned, columns, answer, text: [...lines, '', ...steps].join('\n') };
}

// ------------------------------------------------------------- subtraction

export interface SubtractionColumn {
  place: number;
  place_name: string;
  /** Digit of the top number as written. */
  top: number;
  /** 1 when this column lent ten to the column on its right. */
  lent: number;
  /** True when this column took ten from the column on its left. */
  borrowed: boolean;
  /** Top digit after lending and borrowing: top − lent + 10 × borrowed. */
  working: number;
  bottom: number;
  digit: number;
}

export interface ColumnSubtraction {
  aligned: [string, string];
  columns: SubtractionColumn[];
  answer: string;
  text: string;
}

/** Column subtraction top − bottom for top ≥ bottom ≥ 0, borrowing by decomposition. */
export function columnSubtraction(top: Decimal, bottom: Decimal): ColumnSubtraction {
  const scale = Math.max(top.scale, bottom.scale);
  const t = digitsOf(rescale(top, scale));
  const b = digitsOf(rescale(bottom, scale)).padStart(t.length, '0');
  const columns: SubtractionColumn[] = [];
  let lent = 0;
  let written = '';
  for (let i = 0; i < t.length; i++) {
    const topDigit = Number(t[t.length - 1 - i]);
    const bottomDigit = Number(b[b.length - 1 - i]);
    const base = topDigit - lent;
    const borrowed = base < bottomDigit;
    const working = base + (borrowed ? 10 : 0);
    columns.push({ place: i - scale, place_name: placeName(i - scale), top: topDigit, lent, borrowed, working, bottom: bottomDigit, digit: working - bottomDigit });
    written = String(working - bottomDigit) + written;
    lent = borrowed ? 1 : 0;
  }
  // BigInt drops the leading zeros of the written digits (0099 → 99); the scale keeps the places.
  const answer = formatDecimalAtScale({ coef: BigInt(written), scale });
  const aligned: [string, string] = [formatDecimalAtScale(rescale(top, scale)), formatDecimalAtScale(rescale(bottom, scale))];
  const { lines } = stackRows(aligned, answer, '−');
  const steps = columns.map((c, i) => {
    const right = i > 0 ? columns[i - 1].place_name : '';
    const left = placeName(c.place + 1);
    const base = c.top - c.lent;
    if (base < 0) return `${capital(c.place_name)}: 0 had to lend 1 to the ${right}, so it borrows ten from the ${left}: 10 − 1 = 9; 9 − ${c.bottom} = ${c.digit}.`;
    const lending = c.lent ? `${c.top} − 1 lent to the ${right} = ${base}; ` : '';
    const work = c.borrowed ? `${base} < ${c.bottom}, borrow ten from the ${left}: ${c.working} − ${c.bottom} = ${c.digit}.` : `${base} − ${c.bottom} = ${c.digit}.`;
    return `${capital(c.place_name)}: ${lending}${work}`;
  });
  return { aligned, columns, answer, text: [...lines, '', ...steps].join('\n') };
}

// ---------------------------------------------------------- multiplication

export interface PartialProduct {
  /** Digit of the bottom factor this row multiplies by. */
  digit: number;
  place: number;
  place_name: string;
  /** top × digit. */
  partial: string;
  /** top × digit × 10^place: the row as written, with placeholder zeros. */
  shifted: string;
}

export interface LongMultiplication {
  /** The factors' digits with the points ignored. */
  top: string;
  bottom: string;
  partials: PartialProduct[];
  /** Sum of the rows: top × bottom as whole numbers. */
  digits_product: string;
  /** Decimal places of the product: the places of both factors added. */
  decimal_places: number;
  product: string;
  text: string;
}

/** Long multiplication of non-negative decimals: one row per digit of the bottom factor, then the rows added. */
export function longMultiplication(a: Decimal, b: Decimal): LongMultiplication {
  const x = normalizeDecimal(a);
  const y = normalizeDecimal(b);
  const top = x.coef.toString();
  const bottom = y.coef.toString();
  const topInt = x.coef;
  const partials: PartialProduct[] = [...bottom].reverse().map((ch, place) => {
    const partial = topInt * BigInt(ch);
    return { digit: Number(ch), place, place_name: placeName(place), partial: partial.toString(), shifted: (partial * 10n ** BigInt(place)).toString() };
  });
  const digitsProduct = topInt * y.coef;
  const places = x.scale + y.scale;
  const product = formatDecimalAtScale(normalizeDecimal({ coef: digitsProduct, scale: places }));

  const width = Math.max(top.length, bottom.length, digitsProduct.toString().length);
  const lines = [`  ${top.padStart(width)}`, `× ${bottom.padStart(width)}`, `  ${'-'.repeat(width)}`];
  if (partials.length > 1) {
    for (const p of partials) lines.push(`  ${p.shifted.padStart(width)}   (${top} × ${p.digit && p.place ? p.digit + '0'.repeat(p.place) : p.digit})`);
    lines.push(`  ${'-'.repeat(width)}`);
  }
  lines.push(`  ${digitsProduct.toString().padStart(width)}`);
  const notes: string[] = [];
  if (places > 0) {
    notes.push(
      `Ignore the decimal points and multiply ${top} × ${bottom} = ${digitsProduct}.`,
      `The factors have ${x.scale} + ${y.scale} = ${places} decimal place${places === 1 ? '' : 's'}, so the product is ${product}.`,
    );
  }
  for (const p of partials) if (partials.length > 1) notes.push(`${capital(p.place_name)} digit ${p.digit}: ${top} × ${p.digit} = ${p.partial}${p.place ? `, shifted ${p.place} place${p.place === 1 ? '' : 's'} left: ${p.shifted}` : ''}.`);
  if (partials.length > 1) notes.push(`Add the rows: ${partials.map((p) => p.shifted).join(' + ')} = ${digitsProduct}.`);
  return { top, bottom, partials, digits_product: digitsProduct.toString(), decimal_places: places, product, text: [...lines, ...(notes.length ? ['', ...notes] : [])].join('\n') };
}

// ---------------------------------------------------------------- division

export interface DivisionStep {
  /** Column of the dividend this step ends at (0 = its first digit); past the end, zeros are brought down. */
  column: number;
  place: number;
  place_name: string;
  brought_down: number;
  /** The number divided at this step: the last remainder with the digit brought down. */
  partial: string;
  quotient_digit: number;
  /** quotient_digit × divisor. */
  product: string;
  remainder: string;
}

export interface LongDivision {
  /** Places both decimal points moved right to make the divisor whole. */
  shift: number;
  /** Dividend and divisor after the shift. */
  dividend: string;
  divisor: string;
  steps: DivisionStep[];
  /** The digits written on top (stops after `places` decimals; not rounded). */
  quotient: string;
  /** Remainder after the last step, in units of the last column. */
  remainder: string;
  /** True when the remainder is 0 and no dividend digit is left: the quotient is exact. */
  complete: boolean;
  text: string;
}

/**
 * Long division a ÷ b for a ≥ 0, b > 0, up to `places` digits after the point.
 * A decimal divisor is made whole first by moving both points right.
 */
export function longDivision(a: Decimal, b: Decimal, places: number): LongDivision {
  const y = normalizeDecimal(b);
  const shift = y.scale;
  const divisor = y.coef;
  const x = normalizeDecimal(a);
  const dividend: Decimal = x.scale >= shift ? { coef: x.coef, scale: x.scale - shift } : { coef: x.coef * 10n ** BigInt(shift - x.scale), scale: 0 };
  const digits = digitsOf(dividend);
  const pointColumn = digits.length - dividend.scale; // the point sits before this column
  const steps: DivisionStep[] = [];
  let rem = 0n;
  for (let c = 0; c < pointColumn + places; c++) {
    if (c >= digits.length && rem === 0n) break;
    const digit = c < digits.length ? Number(digits[c]) : 0;
    const partial = rem * 10n + BigInt(digit);
    const q = partial / divisor;
    const product = q * divisor;
    rem = partial - product;
    const place = pointColumn - 1 - c;
    steps.push({ column: c, place, place_name: placeName(place), brought_down: digit, partial: partial.toString(), quotient_digit: Number(q), product: product.toString(), remainder: rem.toString() });
  }
  const fractionDigits = Math.max(0, steps.length - pointColumn);
  const quotient = formatDecimalAtScale({ coef: BigInt(steps.map((s) => s.quotient_digit).join('')), scale: fractionDigits });
  const complete = rem === 0n && steps.length >= digits.length;
  const dividendText = formatDecimalAtScale(dividend);
  const text = [
    ...(shift > 0 ? [`Move both decimal points ${shift} place${shift === 1 ? '' : 's'} right so the divisor is whole: ${formatDecimalAtScale(x)} ÷ ${formatDecimalAtScale(y)} = ${dividendText} ÷ ${divisor}.`, ''] : []),
    ...divisionLayout(digits, pointColumn, divisor, steps, rem),
    '',
    ...divisionStepLines(steps, divisor, digits.length),
    complete
      ? `Remainder 0: ${dividendText} ÷ ${divisor} = ${quotient} exactly.`
      : fractionDigits === 0 && dividend.scale === 0
        ? `${dividendText} ÷ ${divisor} = ${quotient} remainder ${rem}.`
        : `Stopped after ${fractionDigits} decimal place${fractionDigits === 1 ? '' : 's'} with remainder ${rem}: ${dividendText} ÷ ${divisor} ≈ ${quotient}…`,
  ].join('\n');
  return { shift, dividend: dividendText, divisor: divisor.toString(), steps, quotient, remainder: rem.toString(), complete, text };
}

function divisionStepLines(steps: DivisionStep[], divisor: bigint, dividendLength: number): string[] {
  return steps.map((s, i) => {
    const how = i === 0 ? `Start with ${s.brought_down}` : `Bring down ${s.brought_down}${s.column >= dividendLength ? ' (a zero after the point)' : ''}`;
    if (s.quotient_digit === 0) return `${how}: ${s.partial} is less than ${divisor}, so write 0; remainder ${s.remainder}.`;
    return `${how}: ${s.partial} ÷ ${divisor} = ${s.quotient_digit}; ${s.quotient_digit} × ${divisor} = ${s.product}; ${s.partial} − ${s.product} = ${s.remainder}.`;
  });
}

/**
 * The classic layout: quotient over the bar, divisor ) dividend, then for each
 * step the product under the number divided, a rule, and the remainder with the
 * next digit brought down. Leading steps whose quotient digit is 0 are not
 * drawn, as on paper. Digits are placed column by column so numbers that cross
 * the decimal point stay aligned.
 */
function divisionLayout(digits: string, pointColumn: number, divisor: bigint, steps: DivisionStep[], rem: bigint): string[] {
  const prefix = `${divisor} ) `;
  const columns = Math.max(digits.length, steps.length);
  const hasPoint = columns > pointColumn;
  const pos = (col: number) => prefix.length + col + (hasPoint && col >= pointColumn ? 1 : 0);
  const width = pos(columns - 1) + 1;
  const rows: string[][] = [];
  const newRow = () => {
    const r = Array<string>(width).fill(' ');
    rows.push(r);
    return r;
  };
  const putEndingAt = (row: string[], text: string, col: number) => {
    for (let j = 0; j < text.length; j++) {
      const c = col - (text.length - 1 - j);
      if (c >= 0) row[pos(c)] = text[j];
    }
  };
  const rule = (row: string[], from: number, to: number) => {
    for (let p = pos(Math.max(0, from)); p <= pos(to); p++) row[p] = '-';
  };

  const quotientRow = newRow();
  const firstNonZero = steps.findIndex((s) => s.quotient_digit !== 0);
  const firstShown = Math.min(firstNonZero < 0 ? steps.length - 1 : firstNonZero, pointColumn - 1);
  for (const s of steps) if (s.column >= firstShown) quotientRow[pos(s.column)] = String(s.quotient_digit);
  if (hasPoint && steps.length > pointColumn) quotientRow[pos(pointColumn) - 1] = '.';
  const bar = newRow();
  for (let p = prefix.length; p < width; p++) bar[p] = '-';
  const dividendRow = newRow();
  for (let p = 0; p < prefix.length; p++) dividendRow[p] = prefix[p];
  for (let c = 0; c < columns; c++) dividendRow[pos(c)] = c < digits.length ? digits[c] : '0';
  if (hasPoint) dividendRow[pos(pointColumn) - 1] = '.';

  const first = firstNonZero < 0 ? steps.length - 1 : firstNonZero;
  for (let i = first; i < steps.length; i++) {
    const s = steps[i];
    if (i > first) putEndingAt(newRow(), steps[i - 1].remainder + String(s.brought_down), s.column);
    putEndingAt(newRow(), s.product, s.column);
    const written = i > first ? steps[i - 1].remainder.length + 1 : s.partial.length;
    rule(newRow(), s.column - Math.max(written, s.product.length) + 1, s.column);
  }
  if (steps.length) putEndingAt(newRow(), rem.toString(), steps[steps.length - 1].column);
  return rows.map((r) => r.join('').trimEnd());
}
