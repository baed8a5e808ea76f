// Test inputs of the exact-decimal helpers written as text: '0.57' → its Decimal.
import { type Decimal, parseDecimal } from '../../../../engines/core/exact-decimal.ts';

/** The Decimal that `s` reads as; throws for text that is not a decimal (a mistake in the test). */
export const dec = (s: string): Decimal => {
  const r = parseDecimal(s);
  if (!r.ok) throw new Error(`not a decimal: ${s}`);
  return r.value;
};
