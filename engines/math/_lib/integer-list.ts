// The integer lists of the gcf and lcm engines: `values` as an array or a
// text list, every item an exact integer (a safe JSON integer or a digit
// string of at most 48 digits), and the method write-ups both engines show:
// Euclid's algorithm and prime factorisations of small numbers.
import * as z from 'zod/mini';
import { type ListRule } from '../../core/lists.ts';
import type { EngineError, Warning } from '../../core/contract.ts';
import { isBlank } from '../../core/inputs.ts';
import { isEngineError, warning } from '../../core/outcome.ts';
import { asListError, itemField, listItems, readIntegerInput } from './exact-inputs.ts';
import { type PrimePower, FACTOR_LIMIT, MAX_INTEGER_DIGITS, euclidSteps, formatEuclidStep, formatPrimePowers, multiplyPrimePowers, primeFactors } from './exact-integer.ts';
import { jsonInteger } from '../../core/exact-rational.ts';

export const MIN_VALUES = 2;
/** 100 numbers: the result for a longer list is the result of the part results, so nothing is lost by splitting. */
export const VALUE_LIST: ListRule = { max: 100, noun: 'numbers', hint: 'the result for the whole list is the result of the part results' };
/**
 * Write-ups that grow with the product of the numbers (prime factorisations,
 * each ≤ FACTOR_LIMIT = 10^12, and the LCM's pairwise steps) are shown for at
 * most this many numbers, so an answer stays a readable size.
 */
export const WRITE_UP_MAX_VALUES = 10;

/** An exact integer in JSON: a number while safe, otherwise its decimal string (DECISIONS.md 6). */
export const jsonIntegerSchema = () => z.union([z.number(), z.string()]);

/** prepare hook: a text list becomes an array; every item is checked. */
export function prepareIntegerList(values: Record<string, unknown>): Record<string, unknown> | EngineError {
  if (isBlank(values.values)) return values;
  const items = listItems(values.values, VALUE_LIST);
  if (isEngineError(items)) return items;
  if (!items) return { code: 'INVALID_INPUT', field: 'values', detail: 'values must be a list of whole numbers.', suggestion: 'Send an array such as [12, 18, 24], or numsInput as text "12, 18, 24".' };
  const read = readIntegerList(items);
  return isEngineError(read) ? read : { ...values, values: items };
}

/** The list as exact integers, or the first problem (field values; the item number is in the detail). */
export function readIntegerList(items: unknown[]): bigint[] | EngineError {
  if (items.length < MIN_VALUES) {
    return { code: 'TOO_FEW_VALUES', field: 'values', detail: `${items.length} number${items.length === 1 ? ' was' : 's were'} given; at least ${MIN_VALUES} are needed.`, suggestion: 'Give two or more whole numbers, e.g. [12, 18].' };
  }
  const out: bigint[] = [];
  for (const [i, item] of items.entries()) {
    const read = readIntegerInput(item, itemField('values', i), MAX_INTEGER_DIGITS);
    if (isEngineError(read)) return asListError(read, 'values');
    out.push(read);
  }
  return out;
}

/** GCF and LCM are defined on absolute values; a negative input is taken positive and the answer says so. */
export function absoluteValues(list: bigint[], what: string): { abs: bigint[]; warnings: Warning[] } {
  const negatives = list.filter((x) => x < 0n);
  const abs = list.map((x) => (x < 0n ? -x : x));
  if (!negatives.length) return { abs, warnings: [] };
  const shown = negatives.slice(0, 5).map(String).join(', ') + (negatives.length > 5 ? ', …' : '');
  return {
    abs,
    warnings: [warning('ABSOLUTE_VALUES_USED', `The ${what} is defined on absolute values: ${shown} ${negatives.length === 1 ? 'was' : 'were'} taken without the sign.`, undefined, 'info')],
  };
}

/** One application of Euclid's algorithm, in JSON: the pair, its gcd, the steps and their lines. */
export function euclidWriteUp(a: bigint, b: bigint) {
  const { gcd, steps } = euclidSteps(a, b);
  return {
    gcd,
    json: {
      a: jsonInteger(a),
      b: jsonInteger(b),
      gcd: jsonInteger(gcd),
      steps: steps.map((s) => ({ dividend: jsonInteger(s.dividend), divisor: jsonInteger(s.divisor), quotient: jsonInteger(s.quotient), remainder: jsonInteger(s.remainder) })),
      lines: steps.map(formatEuclidStep),
    },
  };
}

export const euclidPairSchema = () =>
  z.object({
    a: jsonIntegerSchema(),
    b: jsonIntegerSchema(),
    gcd: jsonIntegerSchema(),
    steps: z.array(z.object({ dividend: jsonIntegerSchema(), divisor: jsonIntegerSchema(), quotient: jsonIntegerSchema(), remainder: jsonIntegerSchema() })),
    lines: z.array(z.string()),
  });

export interface FactorisedNumber {
  n: number;
  factors: { prime: number; exponent: number }[];
  text: string;
}

export const factorisationSchema = () =>
  z.object({
    numbers: z.array(z.object({ n: z.number(), factors: z.array(z.object({ prime: z.number(), exponent: z.number() })), text: z.string() })),
    rule: z.string(),
    result: z.string(),
  });

/**
 * Prime factorisation of each (positive) number, then the result from the
 * prime powers: the lowest power of each prime in every number (GCF) or the
 * highest power of each prime in any number (LCM). Null when the numbers are
 * too many or too large to factor by trial division at once.
 */
export function factorisationMethod(numbers: bigint[], combine: 'lowest' | 'highest', name: 'GCF' | 'LCM') {
  if (numbers.length > WRITE_UP_MAX_VALUES || numbers.some((n) => n > FACTOR_LIMIT || n < 1n)) return null;
  const factored = numbers.map(primeFactors);
  const primes = [...new Set(factored.flat().map((p) => p.prime))].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
  const picked: PrimePower[] = [];
  for (const prime of primes) {
    const exponents = factored.map((f) => f.find((p) => p.prime === prime)?.exponent ?? 0);
    const exponent = combine === 'lowest' ? Math.min(...exponents) : Math.max(...exponents);
    if (exponent > 0) picked.push({ prime, exponent });
  }
  const value = multiplyPrimePowers(picked);
  // Numbers ≤ 10^12 and their primes are safe integers, so they go out as JSON numbers.
  const numbersOut: FactorisedNumber[] = numbers.map((n, i) => ({
    n: Number(n),
    factors: factored[i].map((p) => ({ prime: Number(p.prime), exponent: p.exponent })),
    text: `${n} = ${formatPrimePowers(factored[i])}`,
  }));
  const rule =
    combine === 'lowest'
      ? 'Take each prime that divides every number, to the lowest power it has in any of them.'
      : 'Take every prime that divides any of the numbers, to the highest power it has in any of them.';
  const product = formatPrimePowers(picked);
  const result = !picked.length
    ? `${name} = 1 (${combine === 'lowest' ? 'no prime divides every number' : 'every number is 1'})`
    : product === String(value)
      ? `${name} = ${value}`
      : `${name} = ${product} = ${value}`;
  return { method: { numbers: numbersOut, rule, result }, value };
}
