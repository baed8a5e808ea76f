// A code's title in words: the error body's `title` (engines/core/problem.ts)
// and the meaning the code catalog (engines/core/codes.ts) gives a code it says
// nothing more about. Its own module, so the catalog needs no error bodies.
import { own } from './own.ts';

/** Titles where the humanised code would read badly; every other code is humanised. */
const TITLES: Record<string, string> = {
  INVALID_JSON: 'Request body is not valid JSON',
  UNDEFINED: 'Undefined (indeterminate form)',
  NON_FINITE_RESULT: 'Result is not a finite number',
  ENGINE_NOT_FOUND: 'Unknown calculator id',
  CAPABILITY_NOT_FOUND: 'Unknown capability id',
  VERSION_MISMATCH: 'Calculation version not published',
  RATE_LIMITED: 'Too many requests',
  PAYMENT_REQUIRED: 'Payment required',
  NOT_REAL: 'No real result',
  UNDEFINED_POWER: 'Undefined power (0^0)',
  INTERNAL_ERROR: 'Unexpected server error',
};

/** WIDTH_MUST_BE_POSITIVE → "Width must be positive". */
export function titleOf(code: string): string {
  const t = own(TITLES, code);
  if (t) return t;
  const words = code.toLowerCase().split('_');
  return [words[0].charAt(0).toUpperCase() + words[0].slice(1), ...words.slice(1)].join(' ');
}
