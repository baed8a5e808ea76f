// Quantities as people type them, read into one field's unit. Expected values
// are the exact values a person means, worked by hand from the definitions (SI
// prefixes, IEC 60062 RKM codes, 1 in = 25.4 mm, 1 mil = 0.001 in, 1 min = 60 s,
// °F = °C × 9/5 + 32, copper 1 oz/ft² = 1.378 mil as the PCB engines take it),
// compared as exact fractions: no binary rounding anywhere on the way.
import { describe, expect, it } from 'vitest';
import { formatExact, parseRational, ratCmp } from '../../../engines/core/exact-rational.ts';
import { fieldQuantity } from '../../../engines/core/quantity/field.ts';
import { readQuantity } from '../../../engines/core/quantity/read.ts';
import type { FieldHint } from '../../../engines/core/contract.ts';
import { calculate } from '../../../engines/core/run.ts';
import { registry } from '../../../engines/registry.ts';

const field = (unit?: string, more: Partial<FieldHint> = {}, select?: string[]) => fieldQuantity({ label: 'X', ...(unit === undefined ? {} : { unit }), ...more }, 'number', select);

/** The exact value read, as a decimal (or a fraction when it does not end), or the error. */
function read(text: string, unit?: string, more: Partial<FieldHint> = {}, decimal: '.' | ',' = '.') {
  const r = readQuantity(text, field(unit, more), 'X', decimal);
  return r.ok ? formatExact(r.value) : `${r.code}: ${r.detail}`;
}

const exact = (text: string) => {
  const r = parseRational(text);
  if (!r.ok) throw new Error(text);
  return r.value;
};

describe('the issue’s list, each in its field', () => {
  it.each([
    ['2.2 µF', 'µF', '2.2'],
    ['2.2uF', 'µF', '2.2'],
    ['2u2', 'µF', '2.2'],
    ['2.2µ', 'µF', '2.2'],
    ['2.2µ', 'F', '0.0000022'],
    ['100n', 'µF', '0.1'],
    ['4k7', 'Ω', '4700'],
    ['4.7 kΩ', 'Ω', '4700'],
    ['4.7k ohm', 'Ω', '4700'],
    ['4.7 kΩ', 'kΩ', '4.7'],
    ['20 mA', 'mA', '20'],
    ['20m', 'mA', '20'],
    ['0.02 A', 'mA', '20'],
    ['2.4 GHz', 'Hz', '2400000000'],
    ['2.4 GHz', 'MHz', '2400'],
    ['5 min', 's', '300'],
    ['1.5 h', 'min', '90'],
    ['6.5 %', '%', '6.5'],
    ['6.5%', '% per year', '6.5'],
    ['$1,500', 'currency', '1500'],
    ['1 500 €', 'currency', '1500'],
    ['1,500.25', undefined, '1500.25'],
    ['1.5e3', undefined, '1500'],
    ['25 °C', 'K', '298.15'],
    ['77 °F', '°C', '25'],
    ['0 K', '°F', '-459.67'],
  ])('%s in %s → %s', (text, unit, value) => {
    expect(read(text, unit)).toBe(value);
  });

  it('reads 3 mm in a mil field as exactly 3 / 0.0254 mil (118.11…), and back', () => {
    const r = readQuantity('3 mm', field('mil'), 'X');
    expect(r.ok && ratCmp(r.value, exact('15000/127'))).toBe(0);
    expect(read('118.11 mil', 'mm')).toBe('2.999994');
  });

  it('reads a temperature difference by the scale\'s factor alone: a rise of 18 °F is 10 °C, a temperature of 18 °F is −70/9 °C', () => {
    expect(read('18 °F', '°C', { difference: true })).toBe('10');
    expect(read('10 K', '°C', { difference: true })).toBe('10');
    expect(read('9 °F', 'K', { difference: true })).toBe('5');
    expect(read('18 °F', '°C')).toBe('-70/9');
    // Every rise, margin and change the calculators take is declared one: REST reads it so.
    const rise = calculate(registry.tools.get('pcb-trace-width')!, { current: 1, temp_rise: '18 °F', ambient: '77 °F' }).body as { inputs: Record<string, unknown> };
    expect(rise.inputs).toMatchObject({ temp_rise: 10, ambient: 25 });
    // Fields whose label says rise, margin, change or difference are declared differences (an absolute °C field is not).
    const differences = registry.engines.flatMap((e) => Object.entries(e.ui.fields).filter(([, h]) => h?.unit === '°C' && /\b(rise|margin|change|difference)\b/i.test(h.label.replace(/\([^)]*\)/g, ''))).map(([k, h]) => [e.id, k, h?.difference] as const));
    expect(differences.length).toBeGreaterThanOrEqual(6);
    for (const [engine, key, difference] of differences) expect(difference, `${engine}.${key}`).toBe(true);
  });

  it('reads copper weight where a field takes it: 1 oz = 1.378 mil = 35.0012 µm', () => {
    const copper = field(undefined, {}, ['oz', 'um', 'mil', 'mm']);
    const inUm = readQuantity('1 oz', { ...copper, unit: copper.names.get('um')! }, 'copper');
    expect(inUm.ok && formatExact(inUm.value)).toBe('35.0012');
    // Elsewhere an ounce is not a length.
    expect(read('1 oz', 'mm')).toMatch(/^INVALID_NUMBER/);
  });
});

describe('numbers as people type them', () => {
  it.each([
    ['300,000', undefined, '300000'],
    ['1,234,567.25', undefined, '1234567.25'],
    ['$300000', 'currency', '300000'],
    ['€ 1 500', 'currency', '1500'],
    ['85%', undefined, '0.85'],
    ['85 %', undefined, '0.85'],
    ['2R2', 'Ω', '2.2'],
    ['4M7', 'Ω', '4700000'],
    ['4K7', 'Ω', '4700'],
    ['1K', 'Ω', '1000'],
    ['2.2 μF', 'F', '0.0000022'],
    ['10kHz', 'Hz', '10000'],
    ['10 khz', 'Hz', '10000'],
    ['10k', 'Hz', '10000'],
    // A unit of the field's dimension wins over a prefix of the same letter.
    ['5m', 'm', '5'],
    ['5mm', 'm', '0.005'],
    ['5M', 'm', '5000000'],
    ['5 m', 'A', '0.005'],
    ['0.1k', 'Ω', '100'],
    ['1.5e-9', undefined, '0.0000000015'],
    ['4E7', undefined, '40000000'],
    ['−12', undefined, '-12'],
    ['-$5', 'currency', '-5'],
    ['- $5', 'currency', '-5'],
    ['+3', undefined, '3'],
    ['.5', undefined, '0.5'],
    [' 42 ', undefined, '42'],
    ['1 000', undefined, '1000'],
    ['10 F', 'F', '10'],
    ['2T', 'Ω', '2000000000000'],
    ['3G', 'Hz', '3000000000'],
    ['1p', 'F', '0.000000000001'],
    ['1f', 'A', '0.000000000000001'],
    ['3000 mAh', 'mAh', '3000'],
    ['3 Ah', 'mAh', '3000'],
    ['1 kWh', 'J', '3600000'],
    ['2 in', 'mm', '50.8'],
    ['5 °C/W', '°C/W', '5'],
  ])('%s in %s → %s', (text, unit, value) => {
    expect(read(text, unit)).toBe(value);
  });

  it.each([
    ['1.234,5', '1234.5'],
    ['6,5', '6.5'],
    ['1 234,5', '1234.5'],
    ['1.234.567,5', '1234567.5'],
    ['1,234', '1.234'],
  ])('with a decimal comma: %s → %s', (text, value) => {
    expect(read(text, undefined, {}, ',')).toBe(value);
  });

  it.each([
    ['abc', undefined],
    ['1,23', undefined],
    ['12,34,567', undefined],
    ['1.2.3', undefined],
    ['4.7k', 'currency'],
    ['4k7', 'currency'],
    ['4k7', undefined],
    ['1e999', undefined],
    // A hundred million zeros written out: refused by the digit limit, not built.
    ['1e-99999999', undefined],
    ['1e-99999999k', 'Ω'],
    ['6,5', undefined],
    ['k', 'Ω'],
    ['1234,567', undefined],
    [',567', undefined],
    ['1,2345', undefined],
    ['12\u00a034', undefined],
    ['1.k', 'Ω'],
    ['10.k', 'Ω'],
    ['5%%', '%'],
    ['1$000', 'currency'],
    ['$5', 'V'],
    ['4k7 kΩ', 'Ω'],
  ])('refuses %s (in %s) with a reason', (text, unit) => {
    expect(read(text, unit)).toMatch(/^(INVALID_NUMBER|UNIT_MISMATCH): .{10,}/);
  });

  it.each([
    ['20 mV', 'mA', 'UNIT_MISMATCH: "20 mV" is a voltage; X needs a current.'],
    ['3 mm', 'V', 'UNIT_MISMATCH: "3 mm" is a length; X needs a voltage.'],
    ['1 rad', '°', 'UNIT_MISMATCH: "1 rad" is in rad, which does not convert exactly into the ° X takes.'],
    ['12 V', undefined, 'UNIT_MISMATCH: "12 V" is a voltage; X needs a plain number.'],
    ['$5', 'V', 'UNIT_MISMATCH: "$5" is money; X needs a voltage.'],
    ['20 qq', 'mA', 'INVALID_NUMBER: "20 qq": qq is not a unit X takes.'],
    ['1,23', undefined, 'INVALID_NUMBER: "1,23" is not a number: use a point for decimals and commas only between groups of three digits.'],
  ])('says why %j is refused in %s', (text, unit, why) => {
    expect(read(text, unit)).toBe(why);
  });

  it('names what a field takes, for the suggestion', () => {
    const r = readQuantity('20 mV', field('mA'), 'LED current');
    expect(r).toEqual({ ok: false, code: 'UNIT_MISMATCH', detail: '"20 mV" is a voltage; LED current needs a current.', suggestion: 'Type LED current in A, mA or µA, e.g. 20 mA.' });
  });
});

describe('the currency of a calculation', () => {
  const loan = (inputs: Record<string, unknown>) => calculate(registry.tools.get('loan-payment')!, { ratePct: 6.5, termMonths: 360, ...inputs }).body as Record<string, any>;

  it('is an input: given, or set by the sign typed with an amount, and echoed; nothing is converted', () => {
    expect(loan({ principal: '$300,000' }).inputs).toMatchObject({ principal: 300000, currency: 'USD' });
    expect(loan({ principal: '300.000 €'.replace('.', ',') }).inputs).toMatchObject({ principal: 300000, currency: 'EUR' });
    expect(loan({ principal: 300000, currency: 'gbp' }).inputs).toMatchObject({ principal: 300000, currency: 'GBP' });
    expect(loan({ principal: '$300,000', currency: 'CAD' }).inputs).toMatchObject({ currency: 'CAD' });
    // Without one, the calculation has none (a reader sees plain grouped amounts).
    expect(loan({ principal: 300000 }).inputs).not.toHaveProperty('currency');
    // The same payment whatever the currency.
    expect(loan({ principal: 300000, currency: 'JPY' }).result).toEqual(loan({ principal: 300000 }).result);
  });

  it('refuses a sign of another currency and a code that is not one', () => {
    expect(loan({ principal: '€300,000', currency: 'USD' })).toMatchObject({ code: 'UNIT_MISMATCH', field: 'principal' });
    expect(loan({ principal: 300000, currency: 'dollars' })).toMatchObject({ code: 'INVALID_INPUT', field: 'currency' });
    const two = calculate(registry.tools.get('break-even')!, { fixedCost: '$1,000', price: '€10', variableCost: 4 }).body as Record<string, unknown>;
    expect(two).toMatchObject({ code: 'UNIT_MISMATCH', field: 'price' });
  });

  it('is not an input of a calculator without amounts', () => {
    const ohm = calculate(registry.tools.get('ohms-law')!, { V: 12, R: 6, currency: 'USD' }).body as Record<string, any>;
    expect(ohm.inputs).not.toHaveProperty('currency');
    expect(ohm.warnings.map((w: { code: string }) => w.code)).toContain('UNKNOWN_INPUT_IGNORED');
  });
});
