// Constructors for engine outcomes, so engine files read as maths, not as object literals.
import type { AnswerExtras, EngineError, Outcome, Warning } from './contract.ts';

export const ok = <R>(result: R, extras: AnswerExtras = {}): Outcome<R> => ({ status: 'success', result, ...extras });

/** A valid but empty dataset (e.g. GPA with zero counted credits): HTTP 200, null values. */
export const empty = <R>(result: R, extras: AnswerExtras = {}): Outcome<R> => ({ status: 'empty', result, ...extras });

/** More than one answer is correct; the result carries them all (e.g. `solutions`). */
export const multiple = <R>(result: R, extras: AnswerExtras = {}): Outcome<R> => ({
  status: 'multiple_solutions',
  result,
  ...extras,
});

/** Rejected input: HTTP 400 with the error body. */
export function fail(code: string, field: string | undefined, detail: string, suggestion: string, more: Partial<EngineError> = {}): Outcome<never> {
  return { status: 'error', error: { code, field, detail, suggestion, ...more } };
}

/** A well-formed request whose data cannot give an answer: HTTP 200, status invalid (DECISIONS.md 1). */
export function invalid(code: string, field: string | undefined, detail: string, suggestion: string, warnings?: Warning[]): Outcome<never> {
  return { status: 'invalid', error: { code, field, detail, suggestion }, ...(warnings ? { warnings } : {}) };
}

export const missing = (field: string, detail: string, suggestion: string) => fail('MISSING_REQUIRED_INPUT', field, detail, suggestion);

export function warning(code: string, detail: string, suggestion?: string, severity: Warning['severity'] = 'warning'): Warning {
  return suggestion === undefined ? { code, severity, detail } : { code, severity, detail, suggestion };
}

/** Narrowing helper for prepare hooks and shared validators that may return an error. */
export const isEngineError = (x: unknown): x is EngineError =>
  typeof x === 'object' && x !== null && typeof (x as EngineError).code === 'string' && typeof (x as EngineError).suggestion === 'string';

/** Tells an error outcome from the value of a shared helper that returns `value | Outcome<never>` (a number-or-error check). */
export const isOutcome = (x: unknown): x is Outcome<never> => typeof x === 'object' && x !== null && 'status' in x;
