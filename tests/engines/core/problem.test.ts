// The one error body every surface sends (service-spec.md, "Error body"): its members, the
// defaults a caller may leave out, and an engine error's `inputs.<field>` parameter.
import { describe, expect, it } from 'vitest';
import { titleOf } from '../../../engines/core/code-title.ts';
import { engineProblem, problem } from '../../../engines/core/problem.ts';

describe('error bodies', () => {
  it('titles a code in words, or with the wording kept for codes that read badly humanised', () => {
    expect(titleOf('WIDTH_MUST_BE_POSITIVE')).toBe('Width must be positive');
    expect(titleOf('RATE_LIMITED')).toBe('Too many requests');
    expect(titleOf('NOT_REAL')).toBe('No real result');
    expect(titleOf('OVERFLOW')).toBe('Overflow');
    // A code is never read from the prototype of the titles table.
    expect(titleOf('constructor')).toBe('Constructor');
  });

  it('fills every member of the spec, with what a caller left out taken from the status', () => {
    expect(problem(404, 'ENGINE_NOT_FOUND', 'No calculator "x".')).toEqual({
      type: '/errors#ENGINE_NOT_FOUND',
      title: 'Unknown calculator id',
      status: 'error',
      http_status: 404,
      code: 'ENGINE_NOT_FOUND',
      error: 'Unknown calculator id',
      detail: 'No calculator "x".',
      recoverable: true,
      suggestion: 'Correct the request and send it again.',
    });
    expect(problem(500, 'INTERNAL_ERROR', 'Boom.')).toMatchObject({ recoverable: false, suggestion: 'Try again; if it keeps failing, report the request that caused it.' });
    expect(problem(499, 'X', 'd').recoverable).toBe(true);
  });

  it('adds field, parameters and extra members only when given', () => {
    const body = problem(429, 'RATE_LIMITED', 'Slow down.', {
      field: 'inputs',
      suggestion: 'Wait a minute.',
      recoverable: true,
      invalid_parameters: [{ name: 'inputs.x', constraint: 'x > 0' }],
      extra: { retry_after_seconds: 60, limit: 100 },
    });
    expect(body).toMatchObject({ field: 'inputs', suggestion: 'Wait a minute.', invalid_parameters: [{ name: 'inputs.x', constraint: 'x > 0' }], retry_after_seconds: 60, limit: 100 });
    const bare = problem(400, 'X', 'd', { invalid_parameters: [] });
    expect(Object.keys(bare).filter((k) => ['field', 'invalid_parameters', 'retry_after_seconds'].includes(k))).toEqual([]);
    expect(problem(500, 'X', 'd', { recoverable: true }).recoverable).toBe(true);
  });

  it('turns an engine error into a 400 whose parameter is inputs.<field>', () => {
    expect(engineProblem({ code: 'VOLTAGE_MUST_BE_POSITIVE', field: 'Vin', detail: 'Vin must be > 0.', suggestion: 'Give Vin > 0.' })).toEqual({
      type: '/errors#VOLTAGE_MUST_BE_POSITIVE',
      title: 'Voltage must be positive',
      status: 'error',
      http_status: 400,
      code: 'VOLTAGE_MUST_BE_POSITIVE',
      error: 'Voltage must be positive',
      detail: 'Vin must be > 0.',
      field: 'Vin',
      recoverable: true,
      suggestion: 'Give Vin > 0.',
      invalid_parameters: [{ name: 'inputs.Vin', constraint: 'Vin must be > 0.' }],
    });
    const own = [{ name: 'inputs.a', constraint: 'a or b' }];
    expect(engineProblem({ code: 'X', field: 'b', detail: 'd', suggestion: 's', recoverable: false, invalid_parameters: own }, 422)).toMatchObject({ http_status: 422, recoverable: false, invalid_parameters: own });
    expect(engineProblem({ code: 'X', detail: 'd', suggestion: 's' })).not.toHaveProperty('invalid_parameters');
    // An engine error is recoverable unless it says otherwise, whatever status carries it.
    expect(engineProblem({ code: 'X', detail: 'd', suggestion: 's' }, 500).recoverable).toBe(true);
  });
});
