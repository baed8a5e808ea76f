// unit-convert: NIST SP 811 Appendix B.8 factors (typed from the table, 7 significant
// digits), mathjs units where mathjs defines the unit exactly (an independent table),
// definitions multiplied out here in BigInt fractions from their base definitions
// (acre = 43,560 ft², psi = lbf/in² with lbf = 0.45359237 kg × 9.80665 m/s², hp = 550
// ft·lbf/s), exact round trips, and the codes.
import fc from 'fast-check';
import { all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const ID = 'unit-convert';
const math = create(all);

type F = [bigint, bigint];
const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
const red = ([n, d]: F): F => {
  const g = gcd(n, d);
  return [n / g, d / g];
};
/** "0.3048" → 3048/10000. */
const D = (text: string): F => {
  const [i, f = ''] = text.split('.');
  return red([BigInt(i + f), 10n ** BigInt(f.length)]);
};
const mul = (...xs: F[]): F => red(xs.reduce(([n, d], [a, b]) => [n * a, d * b], [1n, 1n]));
const div = (a: F, b: F): F => red([a[0] * b[1], a[1] * b[0]]);
const text = ([n, d]: F) => (d === 1n ? `${n}` : `${n}/${d}`);

describe('unit-convert', () => {
  it('agrees with NIST SP 811 Appendix B.8 to its 7 significant digits', () => {
    const table: [string, string, number][] = [
      ['in', 'm', 2.54e-2],
      ['ft', 'm', 3.048e-1],
      ['mi', 'm', 1.609344e3],
      ['nmi', 'm', 1.852e3],
      ['acre', 'm2', 4.046873e3 /* survey acre in the table is 4.046 873; international 4.046 856 */],
      ['lb', 'kg', 4.5359237e-1],
      ['oz', 'kg', 2.834952e-2],
      ['gr', 'kg', 6.479891e-5],
      ['gal', 'm3', 3.785412e-3],
      ['floz', 'm3', 2.957353e-5],
      ['impgal', 'm3', 4.54609e-3],
      ['BTU', 'J', 1.055056e3],
      ['cal', 'J', 4.184],
      ['kWh', 'J', 3.6e6],
      ['ftlbf', 'J', 1.355818],
      ['hp', 'W', 7.456999e2],
      ['PS', 'W', 7.35499e2],
      ['psi', 'Pa', 6.894757e3],
      ['atm', 'Pa', 1.01325e5],
      ['torr', 'Pa', 1.333224e2],
      ['mmHg', 'Pa', 1.333224e2],
      ['inHg', 'Pa', 3.386389e3],
      ['mph', 'mps', 4.4704e-1],
      ['kn', 'mps', 5.144444e-1],
      ['kmh', 'mps', 2.777778e-1],
    ];
    for (const [from, to, nist] of table) {
      const got = result(ID, { value: 1, from, to }).value;
      // The table's survey acre differs from the international acre in the 6th digit.
      const tol = from === 'acre' ? 5e-6 : 6e-7;
      expect(Math.abs(got - nist) / nist, `${from} → ${to}: ${got} vs ${nist}`).toBeLessThan(tol);
    }
  });

  it('agrees with mathjs where mathjs defines the unit exactly', () => {
    const pairs: [string, string, string, string][] = [
      ['gal', 'L', 'gallon', 'L'],
      ['cup', 'mL', 'cup', 'mL'],
      ['floz', 'mL', 'floz', 'mL'],
      ['pt', 'mL', 'pint', 'mL'],
      ['qt', 'mL', 'quart', 'mL'],
      ['ft3', 'L', 'cuft', 'L'],
      ['in3', 'mL', 'cuin', 'mL'],
      ['atm', 'Pa', 'atm', 'Pa'],
      ['shortton', 'kg', 'ton', 'kg'],
      ['st', 'kg', 'stone', 'kg'],
      ['t', 'kg', 'tonne', 'kg'],
      ['ha', 'm2', 'hectare', 'm^2'],
      ['mi2', 'm2', 'sqmi', 'm^2'],
      ['yd2', 'm2', 'sqyd', 'm^2'],
      ['BTU', 'J', 'BTU', 'J'],
      ['GiB', 'B', 'GiB', 'B'],
      ['bit', 'B', 'b', 'B'],
      ['mi', 'km', 'mi', 'km'],
      ['in', 'cm', 'inch', 'cm'],
      ['lb', 'g', 'lb', 'g'],
      ['kWh', 'MJ', 'kWh', 'MJ'],
    ];
    for (const [from, to, mf, mt] of pairs) {
      for (const v of [1, 3.5, 1234.5678]) {
        const got = result(ID, { value: v, from, to }).value;
        const want = math.unit(v, mf).toNumber(mt);
        expect(Math.abs(got - want) / Math.abs(want), `${v} ${from} → ${to}`).toBeLessThan(1e-14);
      }
    }
  });

  it('multiplies out the derived definitions exactly (BigInt fractions)', () => {
    const ft = D('0.3048');
    const lbf = mul(D('0.45359237'), D('9.80665')); // N
    const inch = D('0.0254');
    expect(result(ID, { value: 1, from: 'acre', to: 'm2' }).fraction).toBe(text(mul([43560n, 1n], ft, ft)));
    expect(result(ID, { value: 1, from: 'psi', to: 'Pa' }).fraction).toBe(text(div(lbf, mul(inch, inch))));
    expect(result(ID, { value: 1, from: 'hp', to: 'W' }).fraction).toBe(text(mul([550n, 1n], ft, lbf)));
    expect(result(ID, { value: 1, from: 'ftlbf', to: 'J' }).fraction).toBe(text(mul(ft, lbf)));
    expect(result(ID, { value: 1, from: 'gal', to: 'in3' }).exact).toBe('231');
    expect(result(ID, { value: 1, from: 'oz', to: 'lb' }).exact).toBe('0.0625');
    expect(result(ID, { value: 1, from: 'longton', to: 'lb' }).exact).toBe('2240');
    expect(result(ID, { value: 1, from: 'tsp', to: 'floz' }).fraction).toBe('1/6');
    expect(result(ID, { value: 1, from: 'imppt', to: 'impfloz' }).exact).toBe('20');
    expect(result(ID, { value: 1, from: 'inHg', to: 'mmHg' }).exact).toBe('25.4');
    expect(result(ID, { value: 760, from: 'torr', to: 'atm' }).exact).toBe('1');
    expect(result(ID, { value: 1, from: 'PS', to: 'W' }).fraction).toBe(text(mul([75n, 1n], D('9.80665'))));
    expect(result(ID, { value: 1, from: 'TiB', to: 'GB' }).exact).toBe('1099.511627776');
    expect(result(ID, { value: 1, from: 'Gbit', to: 'MB' }).exact).toBe('125');
  });

  it('is exact where binary arithmetic is not: 3 ft = 0.9144 m, 1.1 mi = 1.7702784 km, 1 m = 3.(28…) ft = 1250/381 ft', () => {
    expect(3 * 0.3048).not.toBe(0.9144);
    expect(1.1 * 1.609344).not.toBe(1.7702784);
    expect(result(ID, { value: 3, from: 'ft', to: 'm' })).toMatchObject({ value: 0.9144, exact: '0.9144' });
    expect(result(ID, { value: 1.1, from: 'mi', to: 'km' })).toMatchObject({ value: 1.7702784, exact: '1.7702784' });
    const m = result(ID, { value: 1, from: 'm', to: 'ft' });
    expect(m.fraction).toBe('1250/381');
    expect(m.exact).toBe('3.(280839895013123359580052493438320209973753)');
    expect(m.value).toBe(1250 / 381);
  });

  it('round-trips any decimal exactly between any two units of a quantity (property)', () => {
    const byKind: Record<string, string[]> = {
      length: ['mm', 'cm', 'm', 'km', 'um', 'mil', 'in', 'ft', 'yd', 'mi', 'nmi'],
      volume: ['mL', 'L', 'm3', 'in3', 'ft3', 'gal', 'qt', 'pt', 'cup', 'floz', 'tbsp', 'tsp', 'impgal'],
      pressure: ['Pa', 'kPa', 'bar', 'atm', 'psi', 'torr', 'mmHg', 'inHg'],
      data: ['bit', 'B', 'kB', 'MB', 'KiB', 'MiB', 'Gbit'],
    };
    const kinds = Object.values(byKind);
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.nat(), fc.nat(), fc.nat(), (cents, k, a, b) => {
        const units = kinds[k % kinds.length];
        const from = units[a % units.length];
        const to = units[b % units.length];
        const v = cents / 100;
        const there = result(ID, { value: v, from, to });
        // Read the fraction back through a fraction-free path: convert 1 unit, then compare products exactly.
        const one = result(ID, { value: 1, from, to }).fraction;
        const [fn, fd = '1'] = one.split('/');
        const [tn, td = '1'] = there.fraction.split('/');
        // there = v × factor ⇔ tn·fd·100 = cents·fn·td
        expect(BigInt(tn) * BigInt(fd) * 100n).toBe(BigInt(cents) * BigInt(fn) * BigInt(td));
      }),
      { numRuns: 200 },
    );
  });

  it('writes a tiny or huge exact result out whole, and a tiny repeating one past its leading zeros', () => {
    const tiny = result(ID, { value: '5e-324', from: 'mi', to: 'um' });
    // 5e-324 × 1609.344 × 10⁶ = 8.04672e-315, every digit.
    expect(tiny.exact).toBe(`0.${'0'.repeat(314)}804672`);
    // 1e-200 m = 1250/381 × 10⁻²⁰⁰ ft: 199 zeros, then the 42-digit block of 3.28… repeating from there.
    const small = result(ID, { value: 1e-200, from: 'm', to: 'ft' });
    expect(small.exact.startsWith(`0.${'0'.repeat(199)}(3280839895`)).toBe(true);
    expect(small.exact).toMatch(/\(\d{42}\)$/);
    // 1 lb in kg⁻¹ terms: 1 kg = 100000000/45359237 lb repeats with a long block, cut with … after 80 digits.
    const cut = result(ID, { value: 1e-200, from: 'kg', to: 'lb' });
    expect(cut.exact.startsWith(`0.${'0'.repeat(199)}220462262`)).toBe(true);
    expect(cut.exact.endsWith('…')).toBe(true);
  });

  it('names both definitions and the factor, and reports the target unit', () => {
    const env = ok(ID, { value: 1, from: 'mi', to: 'km' });
    expect(env.result_detail.unit).toBe('km');
    expect(env.result).toMatchObject({ factor: '1 mi = 1.609344 km', kind: 'length', from: 'mi', to: 'km' });
    expect((env.result as { from_definition: string }).from_definition).toContain('NIST SP 811');
    expect((env.result as { to_definition: string }).to_definition).toContain('SI Brochure');
  });

  it('refuses units of different quantities, unknown units and overflow, on the field', () => {
    const f = failure(ID, { value: 1, from: 'm', to: 'lb' });
    expect(f).toMatchObject({ http: 400, code: 'UNIT_MISMATCH', field: 'to' });
    expect(f.suggestion).toContain('ft');
    expect(failure(ID, { value: 1, from: 'furlong', to: 'm' })).toMatchObject({ http: 400, code: 'INVALID_MODE', field: 'from' });
    expect(failure(ID, { from: 'm', to: 'ft' })).toMatchObject({ http: 400, code: 'MISSING_REQUIRED_INPUT', field: 'value' });
    expect(failure(ID, { value: 1e308, from: 'mi', to: 'um' })).toMatchObject({ http: 400, code: 'NON_FINITE_RESULT', field: 'value' });
  });

  it('knows every unit: its size in the SI unit, multiplied out here from the published definitions, its symbol, name, kind and cited source', () => {
    // Sizes typed from NIST SP 811 (2008) Appendix B.8 (exact entries), NIST Handbook 44 Appendix C, the SI Brochure
    // (9th ed., prefixes and table 8) and IEC 80000-13:2008, then multiplied out in BigInt fractions; symbols are the
    // SI Brochure's and the usual US/UK abbreviations. Each row: id, kind, symbol, a word of its name, the source cited, size.
    const one: F = [1n, 1n];
    const n = (x: bigint): F => [x, 1n];
    const ft = D('0.3048');
    const inch = D('0.0254');
    const mile = mul(n(5280n), ft);
    const gal = mul(n(231n), inch, inch, inch); // HB44: 231 in³
    const floz = div(gal, n(128n));
    const impgal = D('0.00454609');
    const lb = D('0.45359237');
    const lbf = mul(lb, D('9.80665'));
    const btu = D('1055.05585262');
    const mmHg = mul(D('13.5951'), n(1000n), D('9.80665'), D('0.001')); // 13.5951 g/cm³ · g_n · 1 mm
    const nist = 'NIST SP 811 (2008), Appendix B.8';
    const hb44 = 'NIST Handbook 44 (2024), Appendix C';
    const si = 'SI Brochure, 9th ed. (BIPM 2019)';
    const iec = 'IEC 80000-13';
    const base: Record<string, [string, string]> = { length: ['m', 'm'], area: ['m2', 'm²'], volume: ['m3', 'm³'], mass: ['kg', 'kg'], energy: ['J', 'J'], power: ['W', 'W'], pressure: ['Pa', 'Pa'], speed: ['mps', 'm/s'], data: ['B', 'B'] };
    const units: [string, string, string, string, string, F][] = [
      ['mm', 'length', 'mm', 'millimetre', si, D('0.001')],
      ['cm', 'length', 'cm', 'centimetre', si, D('0.01')],
      ['m', 'length', 'm', 'metre', si, one],
      ['km', 'length', 'km', 'kilometre', si, n(1000n)],
      ['um', 'length', 'µm', 'micrometre', si, D('0.000001')],
      ['mil', 'length', 'mil', 'thou', nist, div(inch, n(1000n))],
      ['in', 'length', 'in', 'inch', nist, inch],
      ['ft', 'length', 'ft', 'foot', nist, ft],
      ['yd', 'length', 'yd', 'yard', nist, mul(n(3n), ft)],
      ['mi', 'length', 'mi', 'mile', nist, mile],
      ['nmi', 'length', 'nmi', 'nautical mile', si, n(1852n)],
      ['mm2', 'area', 'mm²', 'square millimetre', si, D('0.000001')],
      ['cm2', 'area', 'cm²', 'square centimetre', si, D('0.0001')],
      ['m2', 'area', 'm²', 'square metre', si, one],
      ['ha', 'area', 'ha', 'hectare', si, n(10000n)],
      ['km2', 'area', 'km²', 'square kilometre', si, n(1000000n)],
      ['in2', 'area', 'in²', 'square inch', nist, mul(inch, inch)],
      ['ft2', 'area', 'ft²', 'square foot', nist, mul(ft, ft)],
      ['yd2', 'area', 'yd²', 'square yard', nist, mul(n(9n), ft, ft)],
      ['acre', 'area', 'acre', 'acre', hb44, mul(n(43560n), ft, ft)],
      ['mi2', 'area', 'mi²', 'square mile', nist, mul(mile, mile)],
      ['mL', 'volume', 'mL', 'millilitre', si, D('0.000001')],
      ['L', 'volume', 'L', 'litre', si, D('0.001')],
      ['m3', 'volume', 'm³', 'cubic metre', si, one],
      ['in3', 'volume', 'in³', 'cubic inch', nist, mul(inch, inch, inch)],
      ['ft3', 'volume', 'ft³', 'cubic foot', nist, mul(ft, ft, ft)],
      ['gal', 'volume', 'gal', 'US gallon', hb44, gal],
      ['qt', 'volume', 'qt', 'US liquid quart', hb44, div(gal, n(4n))],
      ['pt', 'volume', 'pt', 'US liquid pint', hb44, div(gal, n(8n))],
      ['cup', 'volume', 'cup', 'US cup', hb44, div(gal, n(16n))],
      ['floz', 'volume', 'fl oz', 'US fluid ounce', hb44, floz],
      ['tbsp', 'volume', 'tbsp', 'tablespoon', hb44, div(floz, n(2n))],
      ['tsp', 'volume', 'tsp', 'teaspoon', hb44, div(floz, n(6n))],
      ['impgal', 'volume', 'imp gal', 'imperial gallon', nist, impgal],
      ['imppt', 'volume', 'imp pt', 'imperial pint', nist, div(impgal, n(8n))],
      ['impfloz', 'volume', 'imp fl oz', 'imperial fluid ounce', nist, div(impgal, n(160n))],
      ['mg', 'mass', 'mg', 'milligram', si, D('0.000001')],
      ['g', 'mass', 'g', 'gram', si, D('0.001')],
      ['kg', 'mass', 'kg', 'kilogram', si, one],
      ['t', 'mass', 't', 'tonne', si, n(1000n)],
      ['gr', 'mass', 'gr', 'grain', nist, div(lb, n(7000n))],
      ['oz', 'mass', 'oz', 'ounce', nist, div(lb, n(16n))],
      ['lb', 'mass', 'lb', 'pound', nist, lb],
      ['st', 'mass', 'st', 'stone', nist, mul(n(14n), lb)],
      ['shortton', 'mass', 'short ton', 'short ton', nist, mul(n(2000n), lb)],
      ['longton', 'mass', 'long ton', 'long ton', nist, mul(n(2240n), lb)],
      ['J', 'energy', 'J', 'joule', si, one],
      ['kJ', 'energy', 'kJ', 'kilojoule', si, n(1000n)],
      ['MJ', 'energy', 'MJ', 'megajoule', si, n(1000000n)],
      ['Wh', 'energy', 'Wh', 'watt hour', si, n(3600n)],
      ['kWh', 'energy', 'kWh', 'kilowatt hour', nist, n(3600000n)],
      ['cal', 'energy', 'cal', 'calorie', nist, D('4.184')],
      ['kcal', 'energy', 'kcal', 'kilocalorie', nist, n(4184n)],
      ['BTU', 'energy', 'BTU', 'British thermal unit', nist, btu],
      ['ftlbf', 'energy', 'ft·lbf', 'foot pound-force', nist, mul(ft, lbf)],
      ['eV', 'energy', 'eV', 'electronvolt', si, mul(D('1.602176634'), [1n, 10n ** 19n])],
      ['W', 'power', 'W', 'watt', si, one],
      ['kW', 'power', 'kW', 'kilowatt', si, n(1000n)],
      ['MW', 'power', 'MW', 'megawatt', si, n(1000000n)],
      ['hp', 'power', 'hp', 'horsepower', nist, mul(n(550n), ft, lbf)],
      ['PS', 'power', 'PS', 'metric horsepower', nist, mul(n(75n), D('9.80665'))],
      ['BTUh', 'power', 'BTU/h', 'BTU per hour', nist, div(btu, n(3600n))],
      ['Pa', 'pressure', 'Pa', 'pascal', si, one],
      ['kPa', 'pressure', 'kPa', 'kilopascal', si, n(1000n)],
      ['MPa', 'pressure', 'MPa', 'megapascal', si, n(1000000n)],
      ['bar', 'pressure', 'bar', 'bar', si, n(100000n)],
      ['mbar', 'pressure', 'mbar', 'millibar', si, n(100n)],
      ['atm', 'pressure', 'atm', 'standard atmosphere', nist, n(101325n)],
      ['psi', 'pressure', 'psi', 'pound-force per square inch', nist, div(lbf, mul(inch, inch))],
      ['torr', 'pressure', 'torr', 'torr', nist, div(n(101325n), n(760n))],
      ['mmHg', 'pressure', 'mmHg', 'millimetre of mercury', 'conventional millimetre of mercury', mmHg],
      ['inHg', 'pressure', 'inHg', 'inch of mercury', 'conventional inch of mercury', mul(D('25.4'), mmHg)],
      ['mps', 'speed', 'm/s', 'metre per second', si, one],
      ['kmh', 'speed', 'km/h', 'kilometre per hour', si, div(n(1000n), n(3600n))],
      ['mph', 'speed', 'mph', 'mile per hour', nist, div(mile, n(3600n))],
      ['fps', 'speed', 'ft/s', 'foot per second', nist, ft],
      ['kn', 'speed', 'kn', 'knot', si, div(n(1852n), n(3600n))],
      ['bit', 'data', 'bit', 'bit', iec, [1n, 8n]],
      ['B', 'data', 'B', 'byte', iec, one],
      ['kB', 'data', 'kB', 'kilobyte', iec, n(10n ** 3n)],
      ['MB', 'data', 'MB', 'megabyte', iec, n(10n ** 6n)],
      ['GB', 'data', 'GB', 'gigabyte', iec, n(10n ** 9n)],
      ['TB', 'data', 'TB', 'terabyte', iec, n(10n ** 12n)],
      ['KiB', 'data', 'KiB', 'kibibyte', iec, n(2n ** 10n)],
      ['MiB', 'data', 'MiB', 'mebibyte', iec, n(2n ** 20n)],
      ['GiB', 'data', 'GiB', 'gibibyte', iec, n(2n ** 30n)],
      ['TiB', 'data', 'TiB', 'tebibyte', iec, n(2n ** 40n)],
      ['kbit', 'data', 'kbit', 'kilobit', si, n(1000n / 8n)],
      ['Mbit', 'data', 'Mbit', 'megabit', si, n(10n ** 6n / 8n)],
      ['Gbit', 'data', 'Gbit', 'gigabit', si, n(10n ** 9n / 8n)],
    ];
    expect(units).toHaveLength(90);
    for (const [id, kind, symbol, word, source, size] of units) {
      const [baseId, baseSymbol] = base[kind];
      const r = result(ID, { value: 1, from: id, to: baseId });
      expect(r.fraction, `${id} in ${baseSymbol}`).toBe(text(size));
      expect(r.kind, id).toBe(kind);
      expect(r.from, id).toBe(symbol);
      expect(r.from_definition.startsWith(`${symbol} (`), r.from_definition).toBe(true);
      expect(r.from_definition.endsWith(`; the SI unit of ${kind} is ${baseSymbol}.`), r.from_definition).toBe(true);
      const back = ok(ID, { value: 1, from: baseId, to: id });
      expect(back.result_detail.unit, id).toBe(symbol);
      const def = (back.result as { to_definition: string }).to_definition;
      expect(def.startsWith(`${symbol} (`) && def.endsWith('.'), def).toBe(true);
      // The name, then the definition with its source: "<symbol> (<name>): <source>…".
      const [, name, definition] = /^.+? \((.+?)\): (.+)\.$/.exec(def) ?? [];
      expect(name, def).toContain(word);
      expect(definition, def).toContain(source);
      expect(definition.length, def).toBeGreaterThan(source.length);
    }
  });

  it('writes a result below the smallest double as 0, not −0', () => {
    // −5e-324 µm = −5e-324 × 10⁻⁶ / 1609.344 mi ≈ −3e-333 mi: far below the smallest subnormal.
    const r = result(ID, { value: -5e-324, from: 'um', to: 'mi' });
    expect(Object.is(r.value, 0)).toBe(true);
    expect(r.exact.startsWith('-0.')).toBe(true);
  });

  declaresTheCodesItReturns(ID);
});
