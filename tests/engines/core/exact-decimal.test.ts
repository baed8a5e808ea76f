// Edges of the exact decimal reader and comparison; the arithmetic itself is
// checked against mathjs in exact-arithmetic.test.ts. Expected values are
// written out by hand.
import { describe, expect, it } from 'vitest';
import { cleanNumberText, compareDecimals, parseDecimal } from '../../../engines/core/exact-decimal.ts';
import { dec } from '../math/_lib/decimal-input.ts';

describe('cleanNumberText', () => {
  it('turns only a leading typographic minus into "-", so "1e−5" stays unreadable', () => {
    expect(cleanNumberText(' \u22124.5 ')).toBe('-4.5');
    expect(cleanNumberText('1e\u22125')).toBe('1e\u22125');
    expect(parseDecimal('1e\u22125').ok).toBe(false);
  });
});

describe('parseDecimal', () => {
  it('reads any zero as the zero of scale 0, however many zeros or whatever exponent', () => {
    expect(parseDecimal('0.000')).toEqual({ ok: true, value: { coef: 0n, scale: 0 } });
    // A zero has one plain digit, so a large exponent is no reason to refuse it.
    expect(parseDecimal('0e999')).toEqual({ ok: true, value: { coef: 0n, scale: 0 } });
    expect(parseDecimal(`0.${'0'.repeat(500)}`)).toEqual({ ok: true, value: { coef: 0n, scale: 0 } });
  });

  it('drops every trailing zero after the point: 1.50 and 1.500 are {15, scale 1}', () => {
    expect(parseDecimal('1.50')).toEqual({ ok: true, value: { coef: 15n, scale: 1 } });
    expect(parseDecimal('1.500')).toEqual({ ok: true, value: { coef: 15n, scale: 1 } });
    expect(parseDecimal('-2.0100')).toEqual({ ok: true, value: { coef: -201n, scale: 2 } });
  });

  it('counts digits without leading zeros or trailing zeros after the point', () => {
    // 400 significant digits fit the limit; zeros around them do not count.
    expect(parseDecimal(`00${'1'.repeat(400)}`).ok).toBe(true);
    expect(parseDecimal(`000${'1'.repeat(401)}`)).toEqual({ ok: false, reason: 'too_long', digits: 401 });
    expect(parseDecimal(`1.${'1'.repeat(399)}00`).ok).toBe(true);
  });
});

describe('compareDecimals', () => {
  it('gives -1, 0 or 1 also across scales', () => {
    expect(compareDecimals(dec('2'), dec('1.99'))).toBe(1);
    expect(compareDecimals(dec('1.99'), dec('2'))).toBe(-1);
    expect(compareDecimals(dec('-0.5'), dec('-0.50'))).toBe(0);
    expect(compareDecimals({ coef: 150n, scale: 2 }, { coef: 15n, scale: 1 })).toBe(0);
  });
});
