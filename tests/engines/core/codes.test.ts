// The code catalog against the spec's Codes table and HTTP statuses (service-spec.md, "Codes"
// and "Errors"; DECISIONS.md 1: status invalid and warnings ride on HTTP 200).
import { describe, expect, it } from 'vitest';
import { codeInfo, engineCodes } from '../../../engines/core/codes.ts';

const entry = (code: string) => {
  const { kind, http_status, shared } = codeInfo(code);
  return { kind, http_status, shared };
};

describe('the code catalog', () => {
  it.each([
    ['VERSION_MISMATCH', { kind: 'service', http_status: 409, shared: false }],
    ['RATE_LIMITED', { kind: 'service', http_status: 429, shared: false }],
    ['PAYMENT_REQUIRED', { kind: 'service', http_status: 402, shared: false }],
    ['ENGINE_NOT_FOUND', { kind: 'service', http_status: 404, shared: false }],
    // The shared input layer: any calculator can answer these.
    ['MISSING_REQUIRED_INPUT', { kind: 'error', http_status: 400, shared: true }],
    ['NON_FINITE_RESULT', { kind: 'error', http_status: 400, shared: true }],
    ['UNKNOWN_INPUT_IGNORED', { kind: 'warning', http_status: 200, shared: true }],
    // One calculator's own.
    ['VOLTAGE_MUST_BE_POSITIVE', { kind: 'error', http_status: 400, shared: false }],
    ['WEIGHT_REQUIRED', { kind: 'invalid', http_status: 200, shared: false }],
    ['POWER_FACTOR_IGNORED', { kind: 'warning', http_status: 200, shared: false }],
  ])('%s', (code, expected) => {
    expect(entry(code)).toEqual(expected);
  });

  it('refuses a code it does not hold, naming it', () => {
    expect(() => codeInfo('NOT_A_CODE')).toThrow(/NOT_A_CODE/);
  });

  it('gives an engine that declares nothing of its own only the shared codes', () => {
    const { errors, warnings } = engineCodes({});
    expect(errors.map((c) => c.code)).toEqual(['MISSING_REQUIRED_INPUT', 'INVALID_NUMBER', 'UNIT_MISMATCH', 'INVALID_MODE', 'INVALID_INPUT', 'NON_FINITE_RESULT']);
    expect(warnings.map((c) => c.code)).toEqual(['UNKNOWN_INPUT_IGNORED', 'DUPLICATE_INPUT_IGNORED', 'IMPLAUSIBLE_VALUE']);
  });
});
