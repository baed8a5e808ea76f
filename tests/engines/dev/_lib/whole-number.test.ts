// fractionError: a finite non-integer, given as a number or as numeric text, is INVALID_NUMBER on its
// field; integers, non-numbers and non-finite values are left to the schema.
import { describe, expect, it } from 'vitest';
import { fractionError } from '../../../../engines/dev/_lib/whole-number.ts';

const check = (v: unknown) => fractionError({ code: v }, { code: '404' });

describe('dev whole-number inputs', () => {
  it.each([[200.5], ['200.5'], [' 2.5 '], ['.5'], ['.25'], ['+.5'], ['-0.25'], ['2.5e0'], ['25E-1'], ['25e-10'], ['1.5e+0']])('%o is not a whole number', (v) => {
    expect(check(v)).toMatchObject({ code: 'INVALID_NUMBER', field: 'code' });
    expect(check(v)!.suggestion).toContain('404');
  });

  it.each([[200], ['200'], ['2.0'], ['5.'], ['1e1'], ['2.5e1'], ['abc'], ['2.5x'], ['x2.5'], ['2.5e'], [''], [Infinity], [Number.NaN], [undefined], [true]])('%o is left alone', (v) => {
    expect(check(v)).toBeNull();
  });

  it('reports the first listed field that holds a fraction', () => {
    expect(fractionError({ from: 2, to: 1.5, n: 0.5 }, { from: '2', to: '16', n: '1' })).toMatchObject({ field: 'to' });
  });
});
