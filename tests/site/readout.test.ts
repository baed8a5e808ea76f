// How result values read on pages: expected strings are typed by hand from the
// rules in engines/derive/readings.ts and engines/core/si-format.ts (Intl's
// locale data gives the separators: en-US "1,896.20", de-DE "1.896,20 €").
import { describe, expect, it } from 'vitest';
import type { Reading } from '../../engines/core/contract.ts';
import { formatSI } from '../../engines/core/si-format.ts';
import { visitorText } from '../../engines/derive/page-text.ts';
import { unitReading } from '../../engines/derive/readings.ts';
import { readNumber, readoutText, readValue, type ReadingPrefs } from '../../engines/derive/readout.ts';
import { acceptLanguages, answerCurrency, answerPrefs, chosenCurrency, localeCurrency, requestPrefs, visitorPrefs } from '../../engines/derive/reading-prefs.ts';
import { scheduleCsv, yearTotals } from '../../site/components/ScheduleView.tsx';

const US: ReadingPrefs = { locale: 'en-US', currency: 'USD' };
const NBSP = '\u00a0';

/** A number in `unit` read with the default reading of that unit in `area`. */
const read = (x: number, unit: string | null, prefs: ReadingPrefs = US, area: 'electrical' | 'finance' | 'math' | 'grade' | 'dev' = 'electrical') =>
  readoutText(readNumber(x, unitReading(unit, area)!, unit, prefs));

describe('money', () => {
  it('reads two decimals, grouped, with the chosen currency and never converts', () => {
    expect(read(1896.20407, 'currency', US, 'finance')).toBe('$1,896.20');
    expect(read(1896.20407, 'currency', { locale: 'de-DE', currency: 'EUR' }, 'finance')).toBe(`1.896,20${NBSP}€`);
    // The same amount in yen is still the amount typed: nothing is converted.
    expect(read(1896.20407, 'currency', { locale: 'en-US', currency: 'JPY' }, 'finance')).toBe('¥1,896.20');
    expect(read(300000, 'currency', { locale: 'en-US', currency: null }, 'finance')).toBe('300,000.00');
    expect(read(12.5, 'currency per unit', US, 'finance')).toBe('$12.50 per unit');
    expect(readoutText(readNumber(0.0951, { as: 'money', maxDecimals: 4 }, 'per kWh', US))).toBe('$0.0951 per kWh');
  });
});

describe('physical quantities', () => {
  it('take an SI prefix at 4 significant digits', () => {
    expect(read(0.02553191489, 'A')).toBe('25.53 mA');
    expect(read(0.01406, 'W')).toBe('14.06 mW');
    expect(read(2.5330295910584444e-9, 'F')).toBe('2.533 nF');
    expect(read(19411.76471, 'Ω')).toBe('19.41 kΩ');
    expect(read(6, 'V')).toBe('6 V');
    expect(read(0, 'V')).toBe('0 V');
    expect(read(-0.0047, 'A')).toBe('-4.7 mA');
  });

  it('follow the rule of each unit: hertz never below Hz, seconds never above s', () => {
    expect(read(0.9881472883, 'Hz')).toBe('0.9881 Hz');
    expect(read(1e6, 'Hz')).toBe('1 MHz');
    expect(read(3600, 's')).toBe('3,600 s');
    expect(read(0.000471, 's')).toBe('471 µs');
    // The C-rate is not coulombs: battery-runtime declares its own reading.
    expect(readoutText(readNumber(0.5, { as: 'digits', digits: 3 }, 'C', US))).toBe('0.5 C');
  });

  it('keep whole digits in units already prefixed', () => {
    expect(read(13.856406460551018, 'kW')).toBe('13.86 kW');
    expect(read(123456.7, 'kWh')).toBe('123,457 kWh');
  });

  it('label pictures the same way (the 555 picture says 0.9881 Hz, not 988.1 mHz)', () => {
    expect(formatSI(0.9881472883, 'Hz', 4)).toBe('0.9881 Hz');
    expect(formatSI(4700, 'Ω')).toBe('4.7 kΩ');
    expect(formatSI(3600, 's', 4)).toBe('3600 s');
    expect(formatSI(0.0005406548, 's', 4)).toBe('540.7 µs');
  });
});

describe('percentages, grade points, counts, plain numbers', () => {
  it('reads percentages to 2 decimals and grade points with exactly 2', () => {
    expect(read(53.42465753, '%')).toBe('53.42 %');
    expect(read(6.5, '% per year', US, 'finance')).toBe('6.5 % per year');
    // A small non-zero share never reads as 0.
    expect(read(0.0012, '%')).toBe('0.0012 %');
    expect(read(-0, '%')).toBe('0 %');
    expect(read(3.285714286, 'grade points', US, 'grade')).toBe('3.29 grade points');
    expect(read(3, 'grade points', US, 'grade')).toBe('3.00 grade points');
  });

  it('reads counts as grouped whole numbers, and numbers without a unit by area', () => {
    expect(readoutText(readNumber(1200, { as: 'count' }, 'cycles', US))).toBe('1,200 cycles');
    expect(read(360, 'months', US, 'finance')).toBe('360 months');
    expect(read(0.6139132535407594, null, US, 'finance')).toBe('0.6139');
    expect(read(1.4142135623730951, null, US, 'math')).toBe('1.414213562');
    expect(read(1.2193263111263526e17, null, US, 'math')).toBe('1.219326311 × 10¹⁷');
    expect(read(128512, null, US, 'dev')).toBe('128512');
  });

  it('reads booleans as words and text as it is', () => {
    expect(readValue(true, null, null, US).text).toBe('Yes');
    expect(readValue(false, { as: 'words', yes: 'Terminates', no: 'Repeats' } as Reading, null, US).text).toBe('Repeats');
    expect(readValue('aGVsbG8=', null, null, US).text).toBe('aGVsbG8=');
    expect(readValue(null, null, 'V', US).text).toBe('—');
    // A code the answer names reads as its declared name (pcb-trace-width's "more_conservative"); an unlisted
    // code, and a key of Object.prototype, as it is.
    const names = { as: 'names', names: { ipc2152: 'IPC-2152' } } as Reading;
    expect(readValue('ipc2152', names, null, US).text).toBe('IPC-2152');
    expect(readValue('ipc2221', names, null, US).text).toBe('ipc2221');
    expect(readValue('constructor', names, null, US).text).toBe('constructor');
  });
});

describe('the visitor’s locale, and the calculation’s currency', () => {
  it('takes languages from Accept-Language by preference', () => {
    expect(acceptLanguages('fr-CH;q=0.5, de-DE, en;q=0.8, *;q=0.1')).toEqual(['de-DE', 'en', 'fr-CH']);
    expect(acceptLanguages(undefined)).toEqual([]);
  });

  it('takes only the locale from the visitor: the currency is the answer’s, the same for everyone', () => {
    expect(visitorPrefs(['de-DE'])).toEqual({ locale: 'de-DE' });
    expect(visitorPrefs([])).toEqual({ locale: 'en-US' });
    expect(requestPrefs('en-GB,en;q=0.9')).toEqual({ locale: 'en-GB' });
    // The answer's echoed currency input, whoever reads it; none without one.
    expect(answerPrefs({ locale: 'de-DE' }, { inputs: { principal: 300000, currency: 'USD' } })).toEqual({ locale: 'de-DE', currency: 'USD' });
    expect(answerPrefs({ locale: 'en-GB' }, { inputs: { principal: 300000 } })).toEqual({ locale: 'en-GB', currency: null });
    expect(answerCurrency({ code: 'INVALID_INPUT' })).toBeNull();
    expect(answerCurrency({ inputs: { currency: 'usd<' } })).toBeNull();
    // The visitor's last choice (a cookie) only pre-selects a new calculation's currency in the browser.
    expect(chosenCurrency('theme=dark; cx-currency=CHF')).toBe('CHF');
    expect(chosenCurrency('cx-currency=none')).toBeNull();
    // Anything but a known code is ignored.
    expect(chosenCurrency('cx-currency=constructor')).toBeUndefined();
    // The selector lists the locale's own currency first.
    expect(localeCurrency('fr')).toBe('EUR');
  });

  it('reduces a client’s tag to language, script and region, so no request makes a new locale of its own', () => {
    // Every private-use or extension suffix was a new key in the caches of number formats (20,000 tags: +100 MiB).
    const locales = new Set(Array.from({ length: 2000 }, (_, i) => visitorPrefs([`en-US-x-k${i}`]).locale));
    expect([...locales]).toEqual(['en-US']);
    expect(visitorPrefs(['de-DE-u-nu-arab-x-abc']).locale).toBe('de-DE');
    expect(visitorPrefs(['zh-Hant-TW-x-1']).locale).toBe('zh-Hant-TW');
    expect(visitorPrefs(['fr']).locale).toBe('fr');
  });
});

describe('page texts', () => {
  it('read without the service internals', () => {
    expect(visitorText('Exact integer arithmetic (BigInt), no floating point. value is the same as a JSON number while it is a safe integer (DECISIONS.md 6).')).toBe(
      'Exact integer arithmetic, no floating point. value is the same as a number while it is a safe integer.',
    );
    expect(visitorText('decimal.js at 40 significant digits, rounded once to the nearest double.')).toBe('40-digit decimal arithmetic, rounded once to the nearest double.');
    expect(visitorText('The linear model is valid over -55…175 °C; the engine warns outside it.')).toBe('The linear model is valid over -55…175 °C; the calculator warns outside it.');
  });
});

describe('the whole schedule', () => {
  // 1,000 at 0 % over 14 months: 71.43 × 13 + 71.41 (the last pays the rest), by hand.
  const rows = Array.from({ length: 14 }, (_, i) => {
    const payment = i === 13 ? 71.41 : 71.43;
    return { period: i + 1, payment, interest: 0, principal: payment, balance: Math.round((1000 - 71.43 * (i + 1)) * 100) / 100 };
  });
  rows[13].balance = 0;

  it('sums each year in cents', () => {
    expect(yearTotals(rows).map((y) => [y.year, y.first, y.last, y.payment, y.balance])).toEqual([
      [1, 1, 12, 857.16, 142.84],
      [2, 13, 14, 142.84, 0],
    ]);
  });

  it('writes one CSV line per month', () => {
    const csv = scheduleCsv(rows).split('\r\n');
    expect(csv[0]).toBe('Month,Payment,Interest,Principal,Balance');
    expect(csv[1]).toBe('1,71.43,0.00,71.43,928.57');
    expect(csv[14]).toBe('14,71.41,0.00,71.41,0.00');
    expect(csv).toHaveLength(16);
  });
});
