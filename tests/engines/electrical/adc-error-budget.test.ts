// adc-error-budget: RSS and worst-case totals, LSB size, volts, % FSR and
// effective bits against 64-digit mathjs BigNumbers; resolution limits,
// warnings, synonyms and every error code.
import fc from 'fast-check';
import { all, create } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { failure, ok, result } from '../../helpers/calc.ts';
import { declaresTheCodesItReturns } from '../../helpers/declared-codes.ts';

const math = create(all, { number: 'BigNumber', precision: 64 });
const relErr = (got: number, want: number) => (want === 0 ? Math.abs(got) : Math.abs(got - want) / Math.abs(want));

/** Reference budget, every step in 64-digit BigNumbers. */
function reference(n: number, fsr: number, terms: number[], combine: 'rss' | 'worst_case') {
  const b = (x: number) => math.bignumber(String(x));
  const [g, o, i, d] = terms.map((t) => math.abs(b(t)));
  const rss = math.sqrt(math.add(math.add(math.square(g), math.square(o)), math.add(math.square(i), math.square(d))) as never);
  const worst = math.add(math.add(g, o), math.add(i, d));
  const total = combine === 'rss' ? rss : worst;
  const codes = math.pow(b(2), b(n));
  const num = (x: unknown) => Number((x as { toString(): string }).toString());
  return {
    rss: num(rss),
    worst: num(worst),
    total: num(total),
    lsb: num(math.divide(b(fsr), codes)),
    totalV: num(math.divide(math.multiply(total, b(fsr)), codes)),
    pct: num(math.divide(math.multiply(total, 100), codes)),
    bits: Math.max(0, num(total) > 1 ? num(math.subtract(b(n), math.divide(math.log(total as never), math.log(b(2))))) : n),
  };
}

describe('adc-error-budget', () => {
  it.each([
    [12, 3.3, [2, 1, 1, 0.5], 'rss'],
    [12, 3.3, [2, -1, 1, 0.5], 'worst_case'],
    [16, 5, [12, 4, 3, 0], 'rss'],
    [10, 4, [2, 2, 0.5, 0.25], 'rss'],
    [10, 4, [2, 2, 0.5, 0.25], 'worst_case'],
    [24, 2.5, [300, -120, 45.5, 0.8], 'rss'],
    [8, 1.024, [0.25, 0.25, 0.1, 0.05], 'worst_case'],
  ] as const)('%d-bit, %d V, %j, %s matches BigNumber arithmetic', (n, fsr, terms, combine) => {
    const [gain_err_LSB, offset_err_LSB, inl_LSB, dnl_LSB] = terms;
    const r = result('adc-error-budget', { n_bits: n, FSR_V: fsr, gain_err_LSB, offset_err_LSB, inl_LSB, dnl_LSB, combine });
    const want = reference(n, fsr, [...terms], combine);
    expect(relErr(r.rss_LSB, want.rss)).toBeLessThan(1e-15);
    expect(relErr(r.worst_case_LSB, want.worst)).toBeLessThan(1e-15);
    expect(relErr(r.total_LSB, want.total)).toBeLessThan(1e-15);
    expect(relErr(r.lsb_V, want.lsb)).toBeLessThan(1e-15);
    expect(relErr(r.total_V, want.totalV)).toBeLessThan(1e-15);
    expect(relErr(r.total_pct_FSR, want.pct)).toBeLessThan(1e-15);
    expect(relErr(r.effective_bits, want.bits)).toBeLessThan(1e-15);
    expect(r).toMatchObject({ n_bits: n, combine });
  });

  it('worked example: 12-bit 3.3 V, √(4 + 1 + 1 + 0.25) = 2.5 LSB = 2.014 mV, 10.68 bits', () => {
    const r = result('adc-error-budget', { n_bits: 12, FSR_V: 3.3, gain_err_LSB: 2, offset_err_LSB: 1, inl_LSB: 1, dnl_LSB: 0.5 });
    expect(r.total_LSB).toBe(2.5);
    expect(r.lsb_V).toBe(3.3 / 4096);
    expect(r.total_V * 1000).toBeCloseTo(2.01416015625, 12);
    expect(r.total_pct_FSR).toBe(0.06103515625);
    expect(r.effective_bits).toBeCloseTo(10.678071905112638, 14);
  });

  it('RSS never exceeds worst case; both ignore the signs of the terms (property)', () => {
    const lsb = fc.double({ min: -1000, max: 1000, noNaN: true });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 32 }), lsb, lsb, lsb, lsb, (n, g, o, i, d) => {
        const base = { n_bits: n, FSR_V: 5, gain_err_LSB: g, offset_err_LSB: o, inl_LSB: i, dnl_LSB: d };
        const r = result('adc-error-budget', base);
        const flipped = result('adc-error-budget', { ...base, gain_err_LSB: -g, offset_err_LSB: -o, inl_LSB: -i, dnl_LSB: -d });
        expect(r.rss_LSB).toBeLessThanOrEqual(r.worst_case_LSB * (1 + 1e-15));
        expect(flipped.total_LSB).toBe(r.total_LSB);
        expect(r.effective_bits).toBeGreaterThanOrEqual(0);
        expect(r.effective_bits).toBeLessThanOrEqual(n);
      }),
      { numRuns: 200 },
    );
  });

  it('errors within 1 LSB leave the full resolution; zero error is n bits', () => {
    expect(result('adc-error-budget', { n_bits: 14, FSR_V: 2, gain_err_LSB: 0.5, offset_err_LSB: 0.5, inl_LSB: 0.25, dnl_LSB: 0.25 }).effective_bits).toBe(14);
    expect(result('adc-error-budget', { n_bits: 14, FSR_V: 2, gain_err_LSB: 0, offset_err_LSB: 0, inl_LSB: 0, dnl_LSB: 0 })).toMatchObject({ total_LSB: 0, effective_bits: 14 });
  });

  it('resolution limits 1 and 32 bits', () => {
    expect(result('adc-error-budget', { n_bits: 1, FSR_V: 1, gain_err_LSB: 0.1, offset_err_LSB: 0, inl_LSB: 0, dnl_LSB: 0 }).lsb_V).toBe(0.5);
    expect(result('adc-error-budget', { n_bits: 32, FSR_V: 4.294967296, gain_err_LSB: 4, offset_err_LSB: 0, inl_LSB: 0, dnl_LSB: 0, combine: 'worst_case' })).toMatchObject({ lsb_V: 1e-9, total_V: 4e-9, effective_bits: 30 });
  });

  it('warnings: MISSING_CODES_POSSIBLE at |DNL| ≥ 1, ERROR_EXCEEDS_FULL_SCALE when the total spans the range', () => {
    const missing = ok('adc-error-budget', { n_bits: 12, FSR_V: 3.3, gain_err_LSB: 1, offset_err_LSB: 1, inl_LSB: 1, dnl_LSB: -1 });
    expect(missing.warnings.map((w) => w.code)).toEqual(['MISSING_CODES_POSSIBLE']);
    const huge = ok('adc-error-budget', { n_bits: 4, FSR_V: 1, gain_err_LSB: 20, offset_err_LSB: 0, inl_LSB: 0, dnl_LSB: 0 });
    expect(huge.warnings.map((w) => w.code)).toEqual(['ERROR_EXCEEDS_FULL_SCALE']);
    expect((huge.result as { effective_bits: number }).effective_bits).toBe(0);
    expect(ok('adc-error-budget', { n_bits: 12, FSR_V: 3.3, gain_err_LSB: 1, offset_err_LSB: 1, inl_LSB: 1, dnl_LSB: 0.9 }).warnings).toEqual([]);
  });

  it('combine defaults to rss, accepts synonyms and reports its formula', () => {
    const base = { n_bits: 12, FSR_V: 3.3, gain_err_LSB: 3, offset_err_LSB: 4, inl_LSB: 0, dnl_LSB: 0 };
    expect(ok('adc-error-budget', base)).toMatchObject({ inputs: { combine: 'rss' }, result: { total_LSB: 5 }, formula: { id: 'adc-error-budget.rss' } });
    expect(ok('adc-error-budget', { ...base, combine: 'worst-case' })).toMatchObject({ result: { total_LSB: 7 }, formula: { id: 'adc-error-budget.worst-case' } });
    expect(result('adc-error-budget', { ...base, combine: 'Root-Sum-Square' }).total_LSB).toBe(5);
  });

  it('publishes capability electrical.adc.error_budget 1.0.0 on /calc/electric/adc-error-budget', () => {
    const env = ok('adc-error-budget', { n_bits: 12, FSR_V: 3.3, gain_err_LSB: 2, offset_err_LSB: 1, inl_LSB: 1, dnl_LSB: 0.5 });
    expect(env).toMatchObject({ capability_id: 'electrical.adc.error_budget', calculation_version: '1.0.0', page: '/calc/electric/adc-error-budget' });
    expect(env.result_detail).toMatchObject({ unit: 'LSB', formatted: '2.5 LSB = 0.00201416015625 V (10.68 effective bits)' });
  });

  const good = { n_bits: 12, FSR_V: 3.3, gain_err_LSB: 2, offset_err_LSB: 1, inl_LSB: 1, dnl_LSB: 0.5 };
  it.each([
    [{ ...good, FSR_V: 0 }, 'VOLTAGE_MUST_BE_POSITIVE', 'FSR_V'],
    [{ ...good, FSR_V: -3.3 }, 'VOLTAGE_MUST_BE_POSITIVE', 'FSR_V'],
    [{ ...good, n_bits: 0 }, 'INVALID_INPUT', 'n_bits'],
    [{ ...good, n_bits: 33 }, 'INVALID_INPUT', 'n_bits'],
    [{ ...good, n_bits: 12.5 }, 'INVALID_NUMBER', 'n_bits'],
    [{ ...good, combine: 'average' }, 'INVALID_MODE', 'combine'],
    [{ n_bits: 12, FSR_V: 3.3, gain_err_LSB: 2, offset_err_LSB: 1, inl_LSB: 1 }, 'MISSING_REQUIRED_INPUT', 'dnl_LSB'],
    [{ ...good, inl_LSB: 'half' }, 'INVALID_NUMBER', 'inl_LSB'],
  ] as const)('%o → %s', (inputs, code, field) => {
    const f = failure('adc-error-budget', inputs);
    expect(f).toMatchObject({ http: 400, code, field });
    expect(f.suggestion?.length).toBeGreaterThan(10);
  });

  it('ERROR_EXCEEDS_FULL_SCALE already when the total equals the 2ⁿ codes', () => {
    // 4 bits: 2⁴ = 16 codes; worst case 10 + 6 = 16 LSB spans them all.
    const env = ok('adc-error-budget', { n_bits: 4, FSR_V: 1, gain_err_LSB: 10, offset_err_LSB: 6, inl_LSB: 0, dnl_LSB: 0, combine: 'worst_case' });
    expect(env.result).toMatchObject({ total_LSB: 16, effective_bits: 0 });
    expect(env.warnings.map((w) => w.code)).toEqual(['ERROR_EXCEEDS_FULL_SCALE']);
  });

  it.each(['worstcase', 'worst', 'sum', 'linear'])('combine synonym %s is the worst case: 3 + 4 = 7 LSB', (combine) => {
    expect(result('adc-error-budget', { n_bits: 12, FSR_V: 3.3, gain_err_LSB: 3, offset_err_LSB: 4, inl_LSB: 0, dnl_LSB: 0, combine }).total_LSB).toBe(7);
  });
});

declaresTheCodesItReturns('adc-error-budget');
