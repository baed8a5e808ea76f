// The written methods: textbook worked examples, and properties over random
// numbers that every column, partial product and division step obeys the
// rules of the method and ends at the exact answer (BigInt reference).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDecimals, formatDecimal, subtractDecimals } from '../../../../engines/core/exact-decimal.ts';
import { columnAddition, columnSubtraction, longDivision, longMultiplication, placeName } from '../../../../engines/math/_lib/written-methods.ts';
import { dec } from './decimal-input.ts';

/** Non-negative decimal text with up to 12 integer and 6 fraction digits. */
const nonNegative = fc.tuple(fc.stringMatching(/^\d{1,12}$/), fc.stringMatching(/^\d{0,6}$/)).map(([i, f]) => (f ? `${i}.${f}` : i));
const numeric = (s: string) => formatDecimal(dec(s));

describe('place names', () => {
  it('names columns on both sides of the point', () => {
    expect([placeName(0), placeName(1), placeName(3), placeName(-1), placeName(-2)]).toEqual(['ones', 'tens', 'thousands', 'tenths', 'hundredths']);
    expect(placeName(12)).toBe('10^12 place');
    expect(placeName(-9)).toBe('10^-9 place');
  });
});

describe('column addition', () => {
  it('999 + 1 + 0.25: carries ripple into a new thousands column', () => {
    const r = columnAddition([dec('999'), dec('1'), dec('0.25')]);
    expect(r.aligned).toEqual(['999.00', '1.00', '0.25']);
    expect(r.answer).toBe('1000.25');
    expect(r.columns.map((c) => [c.place_name, c.total, c.digit, c.carry_out])).toEqual([
      ['hundredths', 5, 5, 0],
      ['tenths', 2, 2, 0],
      ['ones', 10, 0, 1],
      ['tens', 10, 0, 1],
      ['hundreds', 10, 0, 1],
      ['thousands', 1, 1, 0],
    ]);
    expect(r.text.split('\n').slice(0, 6)).toEqual(['  111', '   999.00', '     1.00', '+    0.25', '  -------', '  1000.25']);
  });

  it('carries more than 9 when many numbers are stacked', () => {
    const r = columnAddition(Array(12).fill(dec('9')));
    expect(r.columns[0]).toMatchObject({ total: 108, digit: 8, carry_out: 10 });
    expect(r.answer).toBe('108');
  });

  it('every column obeys total = digits + carry and the answer is the exact sum', () => {
    fc.assert(
      fc.property(fc.array(nonNegative, { minLength: 1, maxLength: 8 }), (terms) => {
        const ds = terms.map(dec);
        const r = columnAddition(ds);
        let carry = 0;
        for (const c of r.columns) {
          expect(c.carry_in).toBe(carry);
          expect(c.total).toBe(c.digits.reduce((s, x) => s + x, 0) + c.carry_in);
          expect(c.digit).toBe(c.total % 10);
          carry = c.carry_out;
        }
        expect(carry).toBe(0);
        expect(numeric(r.answer)).toBe(formatDecimal(ds.reduce(addDecimals)));
      }),
      { numRuns: 200 },
    );
  });
});

describe('column subtraction', () => {
  it('52.3 − 17.85 borrows in three columns', () => {
    const r = columnSubtraction(dec('52.3'), dec('17.85'));
    expect(r.aligned).toEqual(['52.30', '17.85']);
    expect(r.answer).toBe('34.45');
    expect(r.columns.map((c) => [c.place_name, c.borrowed, c.working, c.digit])).toEqual([
      ['hundredths', true, 10, 5],
      ['tenths', true, 12, 4],
      ['ones', true, 11, 4],
      ['tens', false, 4, 3],
    ]);
  });

  it('1000 − 1 borrows across the zeros', () => {
    const r = columnSubtraction(dec('1000'), dec('1'));
    expect(r.answer).toBe('999');
    expect(r.columns.map((c) => c.working)).toEqual([10, 9, 9, 0]);
    expect(r.text).toContain('Tens: 0 had to lend 1 to the ones, so it borrows ten from the hundreds');
  });

  it('every column obeys the decomposition rule and the answer is the exact difference', () => {
    fc.assert(
      fc.property(nonNegative, nonNegative, (x, y) => {
        const [a, b] = [dec(x), dec(y)];
        const [top, bottom] = formatDecimal(subtractDecimals(a, b)).startsWith('-') ? [b, a] : [a, b];
        const r = columnSubtraction(top, bottom);
        let lent = 0;
        for (const c of r.columns) {
          expect(c.lent).toBe(lent);
          expect(c.working).toBe(c.top - c.lent + (c.borrowed ? 10 : 0));
          expect(c.digit).toBe(c.working - c.bottom);
          expect(c.digit).toBeGreaterThanOrEqual(0);
          expect(c.digit).toBeLessThanOrEqual(9);
          lent = c.borrowed ? 1 : 0;
        }
        expect(lent).toBe(0);
        expect(numeric(r.answer)).toBe(formatDecimal(subtractDecimals(top, bottom)));
      }),
      { numRuns: 200 },
    );
  });
});

describe('long multiplication', () => {
  it('123 × 45: one row per digit, placeholder zeros, rows added', () => {
    const r = longMultiplication(dec('123'), dec('45'));
    expect(r.partials.map((p) => [p.digit, p.partial, p.shifted])).toEqual([
      [5, '615', '615'],
      [4, '492', '4920'],
    ]);
    expect(r.digits_product).toBe('5535');
    expect(r.text.split('\n').slice(0, 7)).toEqual(['   123', '×   45', '  ----', '   615   (123 × 5)', '  4920   (123 × 40)', '  ----', '  5535']);
  });

  it('places the point by counting decimal places: 1.23 × 4.5 = 5.535; 0.25 × 0.4 = 0.1', () => {
    expect(longMultiplication(dec('1.23'), dec('4.5'))).toMatchObject({ decimal_places: 3, product: '5.535' });
    expect(longMultiplication(dec('0.25'), dec('0.4'))).toMatchObject({ digits_product: '100', decimal_places: 3, product: '0.1' });
  });

  it('partials sum to the exact product', () => {
    fc.assert(
      fc.property(nonNegative, nonNegative, (x, y) => {
        const r = longMultiplication(dec(x), dec(y));
        expect(r.partials.reduce((s, p) => s + BigInt(p.shifted), 0n).toString()).toBe(r.digits_product);
        for (const p of r.partials) expect(BigInt(p.partial)).toBe(BigInt(r.top) * BigInt(p.digit));
        expect(numeric(r.product)).toBe(formatDecimal({ coef: dec(x).coef * dec(y).coef, scale: dec(x).scale + dec(y).scale }));
      }),
      { numRuns: 200 },
    );
  });
});

describe('long division', () => {
  it('1260 ÷ 12 = 105 with the textbook layout', () => {
    const r = longDivision(dec('1260'), dec('12'), 10);
    expect(r).toMatchObject({ quotient: '105', remainder: '0', complete: true, shift: 0 });
    expect(r.text.split('\n').slice(0, 12)).toEqual(['      105', '     ----', '12 ) 1260', '     12', '     --', '      06', '       0', '      --', '       60', '       60', '       --', '        0']);
  });

  it('moves both points for a decimal divisor: 12.5 ÷ 0.25 = 1250 ÷ 25', () => {
    expect(longDivision(dec('12.5'), dec('0.25'), 10)).toMatchObject({ shift: 2, dividend: '1250', divisor: '25', quotient: '50', complete: true });
  });

  it('brings down zeros after the point and stops at the requested places: 1 ÷ 7', () => {
    const r = longDivision(dec('1'), dec('7'), 6);
    expect(r).toMatchObject({ quotient: '0.142857', remainder: '1', complete: false });
    expect(r.steps.map((s) => s.quotient_digit)).toEqual([0, 1, 4, 2, 8, 5, 7]);
  });

  it('gives quotient and remainder for whole numbers with no decimal places: 22 ÷ 7 = 3 R 1', () => {
    const r = longDivision(dec('22'), dec('7'), 0);
    expect(r).toMatchObject({ quotient: '3', remainder: '1', complete: false });
    expect(r.text).toContain('22 ÷ 7 = 3 remainder 1.');
  });

  it('every step is divide, multiply, subtract, bring down; digits are the truncated exact quotient', () => {
    fc.assert(
      fc.property(nonNegative, nonNegative.filter((s) => !/^[0.]+$/.test(s)), fc.integer({ min: 0, max: 12 }), (x, y, places) => {
        const [a, b] = [dec(x), dec(y)];
        const r = longDivision(a, b, places);
        let rem = 0n;
        for (const s of r.steps) {
          const partial = rem * 10n + BigInt(s.brought_down);
          expect(s.partial).toBe(partial.toString());
          expect(BigInt(s.product)).toBe(BigInt(s.quotient_digit) * BigInt(r.divisor));
          rem = partial - BigInt(s.product);
          expect(s.remainder).toBe(rem.toString());
          expect(rem >= 0n && rem < BigInt(r.divisor)).toBe(true);
        }
        // Truncated quotient with `places` decimals: floor(a · 10^places / b) / 10^places.
        const scale = Math.max(a.scale, b.scale);
        const num = a.coef * 10n ** BigInt(scale - a.scale) * 10n ** BigInt(places);
        const den = b.coef * 10n ** BigInt(scale - b.scale);
        const truncated = formatDecimal({ coef: num / den, scale: places });
        expect(numeric(r.quotient)).toBe(truncated);
        // Complete exactly when a ÷ b ends within `places` decimals.
        expect(r.complete).toBe(num % den === 0n);
      }),
      { numRuns: 200 },
    );
  });
});

// Worked examples typed out by hand: the stacked layout (carry line, rows,
// rule, answer) and every step's wording are part of the engines' results.
describe('place names, every named column', () => {
  it('names all ten whole places and six fraction places, then falls back to powers of ten', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(placeName)).toEqual([
      'ones',
      'tens',
      'hundreds',
      'thousands',
      'ten thousands',
      'hundred thousands',
      'millions',
      'ten millions',
      'hundred millions',
      'billions',
    ]);
    expect([-1, -2, -3, -4, -5, -6].map(placeName)).toEqual(['tenths', 'hundredths', 'thousandths', 'ten-thousandths', 'hundred-thousandths', 'millionths']);
    expect(placeName(10)).toBe('10^10 place');
    expect(placeName(-7)).toBe('10^-7 place');
  });
});

describe('column addition, full worked text', () => {
  it('47 + 85: carries sit above the tens and the new hundreds column', () => {
    const r = columnAddition([dec('47'), dec('85')]);
    expect(r.text.split('\n')).toEqual([
      '  11',
      '   47',
      '+  85',
      '  ---',
      '  132',
      '',
      'Ones: 7 + 5 = 12, write 2, carry 1.',
      'Tens: 4 + 8 + 1 carried = 13, write 3, carry 1.',
      'Hundreds: 1 carried, write 1.',
    ]);
  });

  it('105 + 9: a carry into the tens only leaves the hundreds blank above', () => {
    const r = columnAddition([dec('105'), dec('9')]);
    expect(r.text.split('\n')).toEqual([
      '   1',
      '  105',
      '+   9',
      '  ---',
      '  114',
      '',
      'Ones: 5 + 9 = 14, write 4, carry 1.',
      'Tens: 0 + 0 + 1 carried = 1, write 1.',
      'Hundreds: 1 + 0 = 1, write 1.',
    ]);
  });

  it('12 + 34: no carries, so no carry line and no extra column', () => {
    const r = columnAddition([dec('12'), dec('34')]);
    expect(r.columns.map((c) => c.place)).toEqual([0, 1]);
    expect(r.text.split('\n')).toEqual(['  12', '+ 34', '  --', '  46', '', 'Ones: 2 + 4 = 6, write 6.', 'Tens: 1 + 3 = 4, write 4.']);
  });

  it('0.57 + 0.85: a carry into the tenths sits over the tenths, one into the ones over the ones (the point skipped)', () => {
    const r = columnAddition([dec('0.57'), dec('0.85')]);
    expect(r.columns.map((c) => [c.place, c.place_name])).toEqual([
      [-2, 'hundredths'],
      [-1, 'tenths'],
      [0, 'ones'],
    ]);
    expect(r.text.split('\n')).toEqual([
      '  1 1',
      '  0.57',
      '+ 0.85',
      '  ----',
      '  1.42',
      '',
      'Hundredths: 7 + 5 = 12, write 2, carry 1.',
      'Tenths: 5 + 8 + 1 carried = 14, write 4, carry 1.',
      'Ones: 0 + 0 + 1 carried = 1, write 1.',
    ]);
  });

  it('twelve 9s: a carry of 10 is not drawn above, and it is carried on past the written digits', () => {
    const r = columnAddition(Array(12).fill(dec('9')));
    expect(r.text.split('\n')).toEqual([
      ...Array(11).fill('    9'),
      '+   9',
      '  ---',
      '  108',
      '',
      'Ones: 9 + 9 + 9 + 9 + 9 + 9 + 9 + 9 + 9 + 9 + 9 + 9 = 108, write 8, carry 10.',
      'Tens: 10 carried, write 0, carry 1.',
      'Hundreds: 1 carried, write 1.',
    ]);
  });
});

describe('column subtraction, full worked text', () => {
  it('52.3 − 17.85: zeros filled in, places below the point, each borrow and lend spelled out', () => {
    const r = columnSubtraction(dec('52.3'), dec('17.85'));
    expect(r.columns.map((c) => c.place)).toEqual([-2, -1, 0, 1]);
    expect(r.text.split('\n')).toEqual([
      '  52.30',
      '− 17.85',
      '  -----',
      '  34.45',
      '',
      'Hundredths: 0 < 5, borrow ten from the tenths: 10 − 5 = 5.',
      'Tenths: 3 − 1 lent to the hundredths = 2; 2 < 8, borrow ten from the ones: 12 − 8 = 4.',
      'Ones: 2 − 1 lent to the tenths = 1; 1 < 7, borrow ten from the tens: 11 − 7 = 4.',
      'Tens: 5 − 1 lent to the ones = 4; 4 − 1 = 3.',
    ]);
  });

  it('1000 − 1: zeros that must lend first, and a 1 that lent down to 0', () => {
    const r = columnSubtraction(dec('1000'), dec('1'));
    expect(r.text.split('\n')).toEqual([
      '  1000',
      '−    1',
      '  ----',
      '   999',
      '',
      'Ones: 0 < 1, borrow ten from the tens: 10 − 1 = 9.',
      'Tens: 0 had to lend 1 to the ones, so it borrows ten from the hundreds: 10 − 1 = 9; 9 − 0 = 9.',
      'Hundreds: 0 had to lend 1 to the tens, so it borrows ten from the thousands: 10 − 1 = 9; 9 − 0 = 9.',
      'Thousands: 1 − 1 lent to the hundreds = 0; 0 − 0 = 0.',
    ]);
  });

  it('40 − 20: a top digit 0 with nothing to take is a plain 0 − 0', () => {
    expect(columnSubtraction(dec('40'), dec('20')).text.split('\n')).toEqual(['  40', '− 20', '  --', '  20', '', 'Ones: 0 − 0 = 0.', 'Tens: 4 − 2 = 2.']);
  });
});
