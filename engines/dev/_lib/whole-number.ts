// Whole-number inputs (status code, bases). zod reports a fraction in an int
// field without the offending value, which the shared input layer reads as
// "missing"; checking in `prepare` first gives INVALID_NUMBER with the value.
import type { EngineError } from '../../core/contract.ts';
import { numberFromText } from '../../core/numeric.ts';

/** INVALID_NUMBER for the first listed field holding a finite non-integer (number or numeric text), else null. */
export function fractionError(raw: Record<string, unknown>, fields: Record<string, string>): EngineError | null {
  for (const [field, example] of Object.entries(fields)) {
    const v = raw[field];
    const n = numberFromText(v);
    if (Number.isFinite(n) && !Number.isInteger(n)) {
      return { code: 'INVALID_NUMBER', field, detail: `${field} must be a whole number, got ${v}.`, suggestion: `Give ${field} as a whole number, e.g. ${example}.` };
    }
  }
  return null;
}
