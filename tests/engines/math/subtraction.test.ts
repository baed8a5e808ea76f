// Subtraction: any two of minuend, subtrahend, difference, exact against
// mathjs BigNumber; the spec's aliases; column subtraction with borrowing
// (and column addition for the minuend); every error.
import fc from 'fast-check';
import { all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const big = create(all, { number: 'BigNumber', precision: 1000 });
const decimalText = fc
  .tuple(fc.boolean(), fc.stringMatching(/^\d{1,20}$/), fc.stringMatching(/^\d{0,20}$/))
  .map(([neg, i, f]) => `${neg ? '-' : ''}${i}${f ? `.${f}` : ''}`);

function rejects(inputs: Record<string, unknown>, code: string, field: string) {
  const f = failure('subtraction', inputs);
  expect(f).toMatchObject({ http: 400, code, field });
  expect(f.suggestion?.length).toBeGreaterThan(10);
}

describe('subtraction', () => {
  it('52.3 − 17.85 = 34.45 exactly (doubles give 34.449999999999996)', () => {
    const env = ok('subtraction', { minuend: 52.3, subtrahend: 17.85 });
    expect(env.result).toEqual({ mode: 'difference', solve_for: 'difference', value: 34.45, valueStr: '34.45', minuend: '52.3', subtrahend: '17.85', difference: '34.45', formula: '52.3 − 17.85 = 34.45' });
    expect(env.formula).toMatchObject({ id: 'subtraction.difference' });
    expect(52.3 - 17.85).not.toBe(34.45);
  });

  it('solves whichever of the three is blank, through the spec aliases and the subtract id', () => {
    expect(result('subtraction', { minInput: 100, diffInput: 58 })).toMatchObject({ solve_for: 'subtrahend', valueStr: '42' });
    expect(result('subtraction', { subInput: 3, diffInput: -8 })).toMatchObject({ solve_for: 'minuend', valueStr: '-5', formula: '(-5) − 3 = -8' });
    expect(result('subtract', { minInput: 10, subInput: 12.5 })).toMatchObject({ solve_for: 'difference', valueStr: '-2.5' });
    expect(ok('subtraction', { minuend: 9, difference: 4 }).formula).toMatchObject({ id: 'subtraction.subtrahend' });
  });

  it('with all three given recalculates the difference (or solve_for) and says the given value was ignored', () => {
    const env = ok('subtraction', { minuend: 1, subtrahend: 2, difference: 3 });
    expect(env.result).toMatchObject({ solve_for: 'difference', valueStr: '-1' });
    expect(env.warnings.map((w) => w.code)).toEqual(['SOLVED_INPUT_IGNORED']);
    expect(result('subtraction', { minuend: 1, subtrahend: 2, difference: 3, solve_for: 'minuend' }).valueStr).toBe('5');
  });

  it('matches mathjs BigNumber on random decimals for every unknown', () => {
    fc.assert(
      fc.property(decimalText, decimalText, (x, y) => {
        const [X, Y] = [big.bignumber(x), big.bignumber(y)];
        expect(result('subtraction', { minuend: x, subtrahend: y }).valueStr).toBe(big.subtract(X, Y).toFixed());
        expect(result('subtraction', { minuend: x, difference: y }).valueStr).toBe(big.subtract(X, Y).toFixed());
        expect(result('subtraction', { subtrahend: x, difference: y }).valueStr).toBe(big.add(X, Y).toFixed());
      }),
      { numRuns: 150 },
    );
  });

  it('long mode: column subtraction borrowing across zeros (1000 − 1)', () => {
    const r = result('subtraction', { mode: 'long', minuend: 1000, subtrahend: 1 });
    expect(r.steps).toMatchObject({ method: 'column subtraction', swapped: false, aligned: ['1000', '1'], answer: '999' });
    expect(r.steps.columns.map((c: { borrowed: boolean; working: number; digit: number }) => [c.borrowed, c.working, c.digit])).toEqual([
      [true, 10, 9],
      [true, 9, 9],
      [true, 9, 9],
      [false, 0, 0],
    ]);
  });

  it('long mode: a larger subtrahend is subtracted the other way round, giving a negative difference', () => {
    const r = result('subtraction', { mode: 'column', minuend: 7, subtrahend: 12.5 });
    expect(r).toMatchObject({ mode: 'long', valueStr: '-5.5', steps: { swapped: true, aligned: ['12.5', '7.0'], answer: '5.5' } });
    expect(r.text).toContain('subtract the other way round and make the answer negative');
  });

  it('long mode solves the subtrahend by subtraction and the minuend by column addition', () => {
    expect(result('subtraction', { mode: 'long', minuend: 100, difference: '0.01' })).toMatchObject({ valueStr: '99.99', steps: { method: 'column subtraction', answer: '99.99' } });
    const add = result('subtraction', { mode: 'long', subtrahend: '99.5', difference: '0.75' });
    expect(add).toMatchObject({ valueStr: '100.25', steps: { method: 'column addition', answer: '100.25' } });
    expect(add.steps.columns[1]).toMatchObject({ digits: [7, 5], total: 12, carry_out: 1 });
  });

  it.each([
    ['subtract', 'difference'], ['minus', 'difference'], ['standard', 'difference'],
    ['column', 'long'], ['column-subtraction', 'long'], ['long-subtraction', 'long'], ['written', 'long'], ['borrowing', 'long'],
  ])('mode %s means %s (the answer echoes the mode it understood)', (synonym, mode) => {
    const env = ok('subtraction', { mode: synonym, minuend: 9, subtrahend: 4 });
    expect(env.inputs).toMatchObject({ mode });
    expect(env.result).toMatchObject({ mode, valueStr: '5' });
  });

  it('long mode takes zeros, subtracts equal numbers without swapping, and heads the text by what it solves', () => {
    expect(result('subtraction', { mode: 'long', minuend: 5, subtrahend: 0 })).toMatchObject({ valueStr: '5', steps: { swapped: false, answer: '5' } });
    // 5 − 5: one column, 5 − 5 = 0, no borrowing and nothing to swap.
    const same = result('subtraction', { mode: 'long', minuend: 5, subtrahend: 5 });
    expect(same).toMatchObject({ valueStr: '0', steps: { method: 'column subtraction', swapped: false, answer: '0' } });
    expect(same.text).toBe('  5\n− 5\n  -\n  0\n\nOnes: 5 − 5 = 0.');
    // 52 − ? = 17: subtrahend = 52 − 17; ones 12 − 7 = 5 after borrowing, tens 4 − 1 = 3.
    const sub = result('subtraction', { mode: 'long', minuend: 52, difference: 17 });
    expect(sub).toMatchObject({ valueStr: '35', steps: { method: 'column subtraction', swapped: false, answer: '35' } });
    expect(sub.text).toBe('subtrahend = minuend − difference\n  52\n− 17\n  --\n  35\n\nOnes: 2 < 7, borrow ten from the tens: 12 − 7 = 5.\nTens: 5 − 1 lent to the ones = 4; 4 − 1 = 3.');
    // ? − 8 = 5: minuend = 5 + 8 = 13, a column addition, never swapped.
    const env = ok('subtraction', { mode: 'long', subtrahend: 8, difference: 5 });
    expect(env.formula).toMatchObject({ id: 'subtraction.minuend' });
    expect(env.result).toMatchObject({ valueStr: '13', steps: { method: 'column addition', swapped: false, answer: '13' } });
    expect((env.result as { text: string }).text).toMatch(/^minuend = difference \+ subtrahend\n/);
    expect((env.result as { text: string }).text).toContain('Ones: 5 + 8 = 13, write 3, carry 1.');
  });

  it('writes a zero term without parentheses (only negative terms get them)', () => {
    expect(result('subtraction', { minuend: 0, subtrahend: 5 }).formula).toBe('0 − 5 = -5');
    expect(result('subtraction', { subtrahend: 0, difference: 0 }).formula).toBe('0 − 0 = 0');
  });

  it('a value given for the unknown must still be a number, though the recalculated one replaces it', () => {
    rejects({ minuend: 1, subtrahend: 2, difference: 'abc' }, 'INVALID_NUMBER', 'difference');
    rejects({ minuend: 'x', subtrahend: 2, difference: 3, solve_for: 'minuend' }, 'INVALID_NUMBER', 'minuend');
  });

  it('edge cases: zero difference, beyond the double range, a JSON number beyond 2^53', () => {
    expect(result('subtraction', { minuend: '0.1', subtrahend: 0.1 })).toMatchObject({ valueStr: '0', value: 0 });
    const huge = ok('subtraction', { minuend: '-1e308', subtrahend: '1e308' });
    expect(huge.warnings.map((w) => w.code)).toEqual(['BEYOND_DOUBLE_RANGE']);
    expect(ok('subtraction', { minuend: 2 ** 60, subtrahend: 1 }).warnings.map((w) => w.code)).toEqual(['IMPRECISE_JSON_NUMBER']);
  });

  it('rejects too few values, non-numbers, negatives and long numbers in long mode, and bad modes', () => {
    rejects({ minuend: 5 }, 'MISSING_REQUIRED_INPUT', 'subtrahend');
    rejects({}, 'MISSING_REQUIRED_INPUT', 'minuend');
    rejects({ minuend: 5, solve_for: 'minuend', subtrahend: 2 }, 'MISSING_REQUIRED_INPUT', 'difference');
    rejects({ minuend: 'five', subtrahend: 2 }, 'INVALID_NUMBER', 'minuend');
    rejects({ minuend: 5, subtrahend: '9'.repeat(401) }, 'TOO_MANY_DIGITS', 'subtrahend');
    rejects({ mode: 'long', minuend: -3, subtrahend: 2 }, 'LONG_MODE_NEEDS_NON_NEGATIVE', 'minuend');
    rejects({ mode: 'long', minuend: 3, difference: -2 }, 'LONG_MODE_NEEDS_NON_NEGATIVE', 'difference');
    rejects({ mode: 'long', minuend: '1'.repeat(51), subtrahend: 2 }, 'TOO_MANY_DIGITS', 'minuend');
    // Columns are written to the last decimal place: 7e-300 would align 300 columns.
    rejects({ mode: 'long', minuend: 1, subtrahend: '7e-300' }, 'TOO_MANY_DIGITS', 'subtrahend');
    rejects({ mode: 'short', minuend: 3, subtrahend: 2 }, 'INVALID_MODE', 'mode');
    rejects({ minuend: 3, subtrahend: 2, solve_for: 'sum' }, 'INVALID_MODE', 'solve_for');
  });
});

declaresTheCodesItReturns('subtraction', [{ minuend: 2 ** 60, subtrahend: 1 }]);
