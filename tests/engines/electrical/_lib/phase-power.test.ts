// The shared AC/DC conventions: phase multiplier, product/quotient, the
// power-factor rules, guards and formula text, tested once for every engine
// that uses them.
import { describe, expect, it } from 'vitest';
import {
  divisorText,
  factorGuard,
  phaseMultiplier,
  phaseOrDefault,
  phaseProduct,
  phaseQuotient,
  productText,
  resolvePowerFactor,
  scaledPowerUnit,
  voltageGuard,
  zeroDivisorGuard,
} from '../../../../engines/electrical/_lib/phase-power.ts';
import { failure, ok, result } from '../../../helpers/calc.ts';

const codeOf = (o: unknown) => (o as { error?: { code: string; field?: string } } | null)?.error;

describe('phase-power', () => {
  it('k is √3 only for three-phase; product and quotient are inverse', () => {
    expect([phaseMultiplier('dc'), phaseMultiplier('single'), phaseMultiplier('three')]).toEqual([1, 1, Math.sqrt(3)]);
    expect(phaseProduct(20, 400, 'three', 1)).toBeCloseTo(13856.406460551018, 9);
    expect(phaseProduct(10, 230, 'single', 0.8, 0.001)).toBeCloseTo(1.84, 15);
    expect(phaseQuotient(phaseProduct(7, 11, 'three', 0.3), 11, 'three', 0.3)).toBeCloseTo(7, 13);
  });

  it('phase omitted: DC without a PF, single-phase with one', () => {
    expect(phaseOrDefault(undefined, false)).toBe('dc');
    expect(phaseOrDefault(undefined, true)).toBe('single');
    expect(phaseOrDefault('three', false)).toBe('three');
  });

  it('power factor: DC ignores it, AC blank is 1 (warned unless the spec says blank means 1), AC required errors, range checked', () => {
    expect(resolvePowerFactor('dc', 0.5, { field: 'pf' })).toMatchObject({ ok: true, pf: 1, warnings: [{ code: 'POWER_FACTOR_IGNORED' }] });
    expect(resolvePowerFactor('dc', 7, { field: 'pf' })).toMatchObject({ ok: true, pf: 1 });
    expect(resolvePowerFactor('single', undefined, { field: 'pf' })).toMatchObject({ ok: true, pf: 1, warnings: [{ code: 'POWER_FACTOR_ASSUMED', severity: 'info' }] });
    expect(resolvePowerFactor('single', undefined, { field: 'pf', blankMeansOne: true })).toEqual({ ok: true, pf: 1, warnings: [] });
    const required = resolvePowerFactor('three', undefined, { field: 'power_factor', required: true });
    expect(required.ok ? null : codeOf(required.outcome)).toMatchObject({ code: 'MISSING_REQUIRED_INPUT', field: 'power_factor' });
    for (const bad of [0, -0.1, 1.0000001, 85]) {
      const r = resolvePowerFactor('single', bad, { field: 'pf' });
      expect(r.ok ? null : codeOf(r.outcome)).toMatchObject({ code: 'POWER_FACTOR_OUT_OF_RANGE', field: 'pf' });
    }
    expect(resolvePowerFactor('single', 0, { field: 'pf', allowZero: true })).toMatchObject({ ok: true, pf: 0 });
    expect(resolvePowerFactor('single', 1, { field: 'pf' })).toMatchObject({ ok: true, pf: 1, warnings: [] });
  });

  it('guards', () => {
    expect(voltageGuard(230, 'V')).toBeNull();
    expect(codeOf(voltageGuard(0, 'V'))).toMatchObject({ code: 'VOLTAGE_MUST_BE_POSITIVE', field: 'V' });
    expect(zeroDivisorGuard(1, 2, { numerator: 'P', divisor: 'I' }, 'current')).toBeNull();
    expect(codeOf(zeroDivisorGuard(1, 0, { numerator: 'P', divisor: 'I' }, 'current'))).toMatchObject({ code: 'CURRENT_MUST_BE_NONZERO', field: 'I' });
    expect(codeOf(zeroDivisorGuard(1, 0, { numerator: 'V', divisor: 'R' }, 'resistance'))).toMatchObject({ code: 'RESISTANCE_MUST_BE_NONZERO', field: 'R' });
    expect(codeOf(zeroDivisorGuard(0, 0, { numerator: 'V', divisor: 'R' }, 'resistance'))).toMatchObject({ code: 'UNDEFINED', field: 'R' });
    expect(codeOf(factorGuard(-1))).toMatchObject({ code: 'FACTOR_MUST_BE_POSITIVE', field: 'factor' });
  });

  it('formula text and scaled units', () => {
    expect(productText('three', ['V', 'I'])).toBe('√3 × V × I × PF');
    expect(productText('dc', ['V', 'I'])).toBe('V × I');
    expect(divisorText('dc', ['I'])).toBe('I');
    expect(divisorText('single', ['I'])).toBe('(I × PF)');
    expect(divisorText('three', ['V'], false)).toBe('(√3 × V)');
    expect([scaledPowerUnit(1), scaledPowerUnit(0.001), scaledPowerUnit(1e-6), scaledPowerUnit(0.5)]).toEqual(['W', 'kW', 'MW', null]);
  });
});

describe('the words people use for a supply, through phase-product', () => {
  const WORDS: Record<string, 'dc' | 'single' | 'three'> = {
    'd.c.': 'dc', direct: 'dc', vi_dc: 'dc',
    '1': 'single', '1ph': 'single', '1-phase': 'single', 'single-phase': 'single', single_phase: 'single', ac: 'single', ac1: 'single', 'ac-single': 'single', ac_single: 'single',
    '3': 'three', '3ph': 'three', '3-phase': 'three', 'three-phase': 'three', three_phase: 'three', ac3: 'three', 'ac-three': 'three', ac_three: 'three', ll: 'three', 'three-phase-ll': 'three', three_phase_ll: 'three',
  };
  // With and without a power factor: a word read as blank would fall back to the default phase (single-phase
  // with a PF, DC without one) and could pass one of the two by chance.
  it.each(Object.entries(WORDS))('%s computes as %s', (word, phase) => {
    for (const inputs of [{ a: 10, b: 230 }, { a: 10, b: 230, pf: 0.8 }]) {
      expect(ok('phase-product', { ...inputs, phase: word })).toEqual(ok('phase-product', { ...inputs, phase }));
    }
  });

  it('gives a DC product without any note when no power factor is given', () => {
    expect(ok('phase-product', { phase: 'dc', a: 10, b: 2 }).warnings).toEqual([]);
  });

  it('words a negative operand without a unit (the operands are generic)', () => {
    expect(failure('phase-product', { phase: 'single', a: -1, b: 230, pf: 1 }).body).toMatchObject({
      code: 'VALUE_MUST_BE_NONNEGATIVE',
      field: 'a',
      detail: 'a = -1 is negative; value cannot be below 0.',
      suggestion: 'Give a as 0 or more (a magnitude, without sign).',
    });
    expect(failure('phase-product', { phase: 'single', a: 1, b: -230, pf: 1 }).body).toMatchObject({ field: 'b', detail: 'b = -230 is negative; value cannot be below 0.' });
  });
});
