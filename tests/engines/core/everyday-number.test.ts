// Numbers as people type them. Expected values are the exact decimals a person
// means (IEC 60062 for RKM codes, SI prefix definitions), written out by hand.
import { describe, expect, it } from 'vitest';
import { parseEverydayNumber } from '../../../engines/core/everyday-number.ts';

const value = (text: string, options = {}) => {
  const r = parseEverydayNumber(text, options);
  return r.ok ? r.value : `error: ${r.reason}`;
};

describe('parseEverydayNumber', () => {
  it.each([
    ['300,000', {}, '300000'],
    ['1,234,567.25', {}, '1234567.25'],
    ['$300000', {}, '300000'],
    ['€ 1 500', {}, '1500'],
    ['300000 €', {}, '300000'],
    ['6.5%', { unit: '%' }, '6.5'],
    ['85%', { unit: '' }, '0.85'],
    ['4.7k', { unit: 'Ω' }, '4700'],
    ['4k7', { unit: 'Ω' }, '4700'],
    ['2R2', { unit: 'Ω' }, '2.2'],
    ['4M7', {}, '4700000'],
    ['100n', { unit: 'F' }, '0.0000001'],
    ['2.2 µF', { unit: 'F' }, '0.0000022'],
    ['2.2 μF', { unit: 'F' }, '0.0000022'],
    ['2.2uF', { unit: 'F' }, '0.0000022'],
    ['10kHz', { unit: 'Hz' }, '10000'],
    ['10 khz', { unit: 'Hz' }, '10000'],
    ['10k', { unit: 'Hz' }, '10000'], // typed without its unit
    ['5m', { unit: 'm' }, '5'],
    ['5mm', { unit: 'm' }, '0.005'],
    ['0.1k', {}, '100'],
    ['1.5e-9', {}, '0.0000000015'],
    ['4E7', {}, '40000000'],
    ['−12', {}, '-12'],
    ['-$5', {}, '-5'],
    ['+3', {}, '3'],
    ['1.234,5', { decimal: ',' }, '1234.5'],
    ['6,5', { decimal: ',' }, '6.5'],
    ['1 234,5', { decimal: ',' }, '1234.5'],
    ['.5', {}, '0.5'],
    ['.55', {}, '0.55'],
    ['1e10', {}, '10000000000'],
    [' 42 ', {}, '42'],
    ['- $5', {}, '-5'],
    ['85 %', { unit: '' }, '0.85'],
    ['10 F', { unit: 'F' }, '10'],
    // A one-letter unit is matched in its own case: "5M" in metres is five megametres.
    ['5M', { unit: 'm' }, '5000000'],
    // Every SI prefix, from its definition.
    ['2T', {}, '2000000000000'],
    ['3G', {}, '3000000000'],
    ['1K', {}, '1000'],
    ['1p', {}, '0.000000000001'],
    ['1f', {}, '0.000000000000001'],
  ])('%s %j → %s', (text, options, expected) => {
    expect(value(text, options)).toBe(expected);
  });

  it.each([
    ['', {}],
    ['abc', {}],
    ['1,23', {}],
    ['12,34,567', {}],
    ['1.2.3', {}],
    ['4.7k', { prefixes: false }],
    ['4k7', { prefixes: false }],
    ['1e999', {}],
    // A hundred million zeros written out: refused by the digit limit, not built.
    ['1e-99999999', {}],
    ['6,5', {}],
    ['k', {}],
    // Groups of three only, with one to three digits before the first separator.
    ['1234,567', {}],
    [',567', {}],
    ['1,2345', {}],
    ['12\u00a034', {}], // a no-break space groups like a space
    // A prefix follows a digit: "1.k" and "10.k" are not 1000 and 10000.
    ['1.k', {}],
    ['10.k', {}],
    ['5%%', { unit: '%' }],
    ['1$000', {}],
    // Too many digits, with a prefix to apply: refused, not thrown.
    ['1e-99999999k', {}],
  ])('refuses %s %j with a reason', (text, options) => {
    const r = parseEverydayNumber(text, options);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason.length).toBeGreaterThan(10);
  });

  it.each([
    ['', 'Enter a number.'],
    ['   ', 'Enter a number.'],
    ['1,23', '"1,23" is not a number: use a point for decimals and commas only between groups of three digits.'],
    ['1.5,3', '"1.5,3" is not a number: use a point for decimals and commas only between groups of three digits.'],
    ['abc', '"abc" is not a number.'],
    ['5x', '"5x" is not a number.'],
    ['x5', '"x5" is not a number.'],
    ['1e999', '"1e999" is too large, or has more digits than a number can carry.'],
  ])('says why %j is refused', (text, reason) => {
    expect(parseEverydayNumber(text)).toEqual({ ok: false, reason });
  });

  it('reads comma-decimal grouping with points', () => {
    expect([value('1.234.567,5', { decimal: ',' }), value('1,234', { decimal: ',' }), value('1.23,4', { decimal: ',' })]).toEqual([
      '1234567.5',
      '1.234',
      'error: "1.23,4" is not a number: use a comma for decimals and points or spaces only between groups of three digits.',
    ]);
  });
});
