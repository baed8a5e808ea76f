// Component value notation: IEC 60062 letter code for resistor/capacitor lists and
// SPICE numbers for netlists, list splitting and the list-size errors.
import { describe, expect, it } from 'vitest';
import { listFromText, listSizeError, parseIecValue, parseSpiceValue, readComponentList } from '../../../../engines/electrical/_lib/component-values.ts';

describe('IEC 60062 values', () => {
  it.each([
    ['4700', 4700, false],
    ['1e3', 1000, false],
    ['-5', -5, false],
    ['4.7k', 4700, true],
    ['4k7', 4700, true],
    ['4K7', 4700, true],
    ['R47', 0.47, true],
    ['10R', 10, true],
    ['2M2', 2.2e6, true],
    ['1M', 1e6, true],
    ['1m', 1e-3, true],
    ['100m', 0.1, true],
    ['100n', 1e-7, true],
    ['4u7', 4.7e-6, true],
    ['4µ7', 4.7e-6, true],
    ['22p', 22e-12, true],
    ['10 kΩ', 1e4, true],
    ['10 ohm', 10, true],
    ['100nF', 1e-7, true],
    ['1F', 1, true],
  ])('%s → %d (explicit %s)', (text, value, explicit) => {
    const v = parseIecValue(text)!;
    expect(v.value).toBeCloseTo(value, 15 - Math.ceil(Math.log10(Math.abs(value))));
    expect(v.explicit).toBe(explicit);
  });

  it.each(['', 'abc', '4k7k', '1..2', 'k', '10 kV', '1x'])('rejects %j', (text) => {
    expect(parseIecValue(text)).toBeUndefined();
  });

  it('reads a list: plain numbers in the unit, letter-coded text in base units, and names the bad entry', () => {
    const q = { name: 'resistance', symbol: 'Ω', example: '10k' };
    expect(readComponentList([10, '2k2', '4.7'], 1000, 'resistors', q)).toEqual([10000, 2200, 4700]);
    expect(readComponentList(['4700 Ω'], 1000, 'resistors', q)).toEqual([4700]);
    expect(readComponentList([1, 'oops'], 1, 'resistors', q)).toMatchObject({ code: 'INVALID_NUMBER', field: 'resistors.1' });
    // Not a number at all (NaN) and too large (1e308 kΩ overflows) are invalid numbers, not "too small".
    expect(readComponentList([Number.NaN], 1, 'resistors', q)).toMatchObject({ code: 'INVALID_NUMBER', field: 'resistors.0' });
    expect(readComponentList([1e308], 1000, 'resistors', q)).toMatchObject({ code: 'INVALID_NUMBER', field: 'resistors.0' });
    expect(readComponentList([1e-320], 1, 'resistors', q)).toMatchObject({ code: 'INPUT_OUT_OF_RANGE', field: 'resistors.0' });
  });

  it('reads a value with spaces around it', () => {
    expect(parseIecValue('  4k7 ')).toEqual({ value: 4700, explicit: true });
    expect(parseIecValue('\t100n\n')?.value).toBeCloseTo(1e-7, 22);
  });

  it('splits text lists, read no further than the maximum, and sizes them from below', () => {
    const five = { max: 5, noun: 'resistors' };
    expect(listFromText({ r: ' 1k, 2k2;3k3\n4k7  10k ' }, 'r', five)).toEqual({ r: ['1k', '2k2', '3k3', '4k7', '10k'] });
    expect(listFromText({ r: '1 2' }, 'r', five)).toEqual({ r: ['1', '2'] });
    expect(listFromText({ r: 5 }, 'r', five)).toEqual({ r: [5] });
    expect(listFromText({ r: '  ' }, 'r', five)).toEqual({ r: '  ' });
    expect(listFromText({ r: '1 2 3 4 5 6' }, 'r', five)).toMatchObject({ code: 'TOO_MANY_VALUES', field: 'r' });
    expect(listSizeError(2, 2, 'r', 'resistor')).toBeNull();
    expect(listSizeError(0, 1, 'r', 'resistor')).toMatchObject({ code: 'MISSING_REQUIRED_INPUT', field: 'r' });
    expect(listSizeError(1, 2, 'r', 'resistor')).toMatchObject({ code: 'TOO_FEW_VALUES' });
  });
});

describe('SPICE values', () => {
  it.each([
    ['1k', 1e3],
    ['1K', 1e3],
    ['10meg', 1e7],
    ['10MEG', 1e7],
    ['1M', 1e-3], // SPICE: M is milli
    ['2.2u', 2.2e-6],
    ['2.2µ', 2.2e-6],
    ['3F', 3e-15], // SPICE: F is femto
    ['1mil', 25.4e-6],
    ['4.7n', 4.7e-9],
    ['1e-3', 1e-3],
    ['1e3', 1e3],
    ['2.5E3', 2500],
    ['.25', 0.25],
    ['-.5k', -500],
    [' 1k ', 1e3],
    ['100ohm', 100],
    ['5V', 5],
    ['10kohm', 1e4],
    ['-12', -12],
    ['1t', 1e12],
    ['1g', 1e9],
    ['1p', 1e-12],
  ])('%s → %d', (text, value) => {
    expect(parseSpiceValue(text)).toBeCloseTo(value, 15 - Math.ceil(Math.log10(Math.abs(value))));
  });

  it.each(['', 'k1', 'ten', '1.2.3', '1 k'])('rejects %j', (text) => {
    expect(parseSpiceValue(text)).toBeUndefined();
  });
});
