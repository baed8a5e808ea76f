// The shared real powers and their domain rules, against values worked by hand.
import { describe, expect, it } from 'vitest';
import { real } from '../../../../engines/math/_lib/real-decimal.ts';
import { power, powerDomainError, realRoot } from '../../../../engines/math/_lib/real-powers.ts';

describe('powerDomainError', () => {
  it('0^0 and 0 to a negative power have no value; 0 to a positive fraction is 0, a real number', () => {
    expect(powerDomainError(0, 0, 'a', 'n')).toMatchObject({ status: 'error', error: { code: 'UNDEFINED_POWER', field: 'n' } });
    expect(powerDomainError(0, -1, 'a', 'n')).toMatchObject({ status: 'error', error: { code: 'DIVISION_BY_ZERO', field: 'a' } });
    expect(powerDomainError(0, 0.5, 'a', 'n')).toBeNull();
    expect(powerDomainError(-8, 1 / 3, 'a', 'n')).toMatchObject({ status: 'error', error: { code: 'NOT_REAL', field: 'n' } });
    expect(powerDomainError(-8, 3, 'a', 'n')).toBeNull();
  });
});

describe('power', () => {
  it('is exact for integer powers', () => {
    expect(power(real(-2), real(3)).toString()).toBe('-8');
    expect(power(real(0), real(5)).isZero()).toBe(true);
  });
  it('keeps a power too small even for decimal.js non-zero, so callers report the underflow', () => {
    // 10^-(10^16) is below decimal.js's smallest exponent (-9e15) and would read as exactly 0.
    const tiny = power(real(10), real('-1e16'));
    expect(tiny.isZero()).toBe(false);
    expect(tiny.toNumber()).toBe(0);
  });
});

describe('realRoot', () => {
  it('takes principal and odd negative roots', () => {
    expect(realRoot(real(27), 3).toString()).toBe('3');
    expect(realRoot(real(-27), 3).toString()).toBe('-3');
    expect(realRoot(real(2), 1).toString()).toBe('2');
    expect(realRoot(real(0), 4).isZero()).toBe(true);
  });
});
