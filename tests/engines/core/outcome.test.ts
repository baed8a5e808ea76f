// Outcome constructors: the envelope shapes of the spec (status, error body with code, field, detail
// and suggestion; warnings with a severity; DECISIONS.md 1 for status invalid), written out by hand.
import { describe, expect, it } from 'vitest';
import { empty, fail, invalid, isEngineError, isOutcome, missing, multiple, ok, warning } from '../../../engines/core/outcome.ts';

const W = { code: 'ROUNDED', severity: 'info' as const, detail: 'Rounded.' };

describe('answers', () => {
  it('ok, empty and multiple carry the result and any extras', () => {
    expect(ok(5)).toEqual({ status: 'success', result: 5 });
    expect(ok({ v: 1 }, { warnings: [W] })).toEqual({ status: 'success', result: { v: 1 }, warnings: [W] });
    expect(empty({ gpa: null })).toEqual({ status: 'empty', result: { gpa: null } });
    expect(empty(null, { warnings: [W] })).toEqual({ status: 'empty', result: null, warnings: [W] });
    expect(multiple({ solutions: [1, 2] })).toEqual({ status: 'multiple_solutions', result: { solutions: [1, 2] } });
    expect(multiple([], { warnings: [W] })).toEqual({ status: 'multiple_solutions', result: [], warnings: [W] });
  });
});

describe('errors', () => {
  it('fail is an error body with code, field, detail and suggestion, and what more it is given', () => {
    expect(fail('VOLTAGE_MUST_BE_POSITIVE', 'V', 'V is 0.', 'Enter a voltage above 0.')).toEqual({
      status: 'error',
      error: { code: 'VOLTAGE_MUST_BE_POSITIVE', field: 'V', detail: 'V is 0.', suggestion: 'Enter a voltage above 0.' },
    });
    expect(fail('X', undefined, 'd', 's', { recoverable: true } as never)).toEqual({ status: 'error', error: { code: 'X', field: undefined, detail: 'd', suggestion: 's', recoverable: true } });
  });

  it('invalid is HTTP 200 data, with warnings only when given', () => {
    expect(invalid('WEIGHT_REQUIRED', 'weight', 'd', 's')).toEqual({ status: 'invalid', error: { code: 'WEIGHT_REQUIRED', field: 'weight', detail: 'd', suggestion: 's' } });
    expect(invalid('WEIGHT_REQUIRED', 'weight', 'd', 's')).not.toHaveProperty('warnings');
    expect(invalid('NO_SOLUTION', undefined, 'd', 's', [W])).toEqual({ status: 'invalid', error: { code: 'NO_SOLUTION', field: undefined, detail: 'd', suggestion: 's' }, warnings: [W] });
  });

  it('missing is MISSING_REQUIRED_INPUT on the field', () => {
    expect(missing('rate', 'rate is missing.', 'Enter a rate.')).toEqual({ status: 'error', error: { code: 'MISSING_REQUIRED_INPUT', field: 'rate', detail: 'rate is missing.', suggestion: 'Enter a rate.' } });
  });
});

describe('warnings', () => {
  it('have severity warning unless told, and a suggestion only when given', () => {
    expect(warning('X', 'd')).toEqual({ code: 'X', severity: 'warning', detail: 'd' });
    expect(warning('X', 'd')).not.toHaveProperty('suggestion');
    expect(warning('X', 'd', 's')).toEqual({ code: 'X', severity: 'warning', detail: 'd', suggestion: 's' });
    expect(warning('X', 'd', undefined, 'info')).toEqual({ code: 'X', severity: 'info', detail: 'd' });
    expect(warning('X', 'd', '', 'info')).toEqual({ code: 'X', severity: 'info', detail: 'd', suggestion: '' });
  });
});

describe('narrowing', () => {
  it('isEngineError needs an object with a text code and a text suggestion', () => {
    expect(isEngineError({ code: 'X', suggestion: 's' })).toBe(true);
    expect([isEngineError({ code: 'X' }), isEngineError({ suggestion: 's' }), isEngineError({ code: 1, suggestion: 's' }), isEngineError({ code: 'X', suggestion: 1 })]).toEqual([false, false, false, false]);
    expect([isEngineError(null), isEngineError(undefined), isEngineError('X'), isEngineError(5)]).toEqual([false, false, false, false]);
  });

  it('isOutcome needs an object with a status', () => {
    expect([isOutcome(ok(1)), isOutcome(fail('X', 'f', 'd', 's')), isOutcome({ status: undefined })]).toEqual([true, true, true]);
    expect([isOutcome(null), isOutcome(5), isOutcome('status'), isOutcome({ result: 1 }), isOutcome(undefined)]).toEqual([false, false, false, false, false]);
  });
});
