// Integer base conversion (radix 2–36) with BigInt, so any length is exact.
import * as z from 'zod/mini';
import { wholeNumber } from '../core/whole-number.ts';
import { defineEngine, type EngineError, type Warning } from '../core/contract.ts';
import { fail, ok, warning } from '../core/outcome.ts';
import { own } from '../core/own.ts';

/** A radix from 2 to 36: digits 0–9 then A–Z. */
const base = (example: number) => wholeNumber({ min: 2, max: 36, example, below: 'BASE_OUT_OF_RANGE', above: 'BASE_OUT_OF_RANGE' });

const input = z.object({
  value: z.string(),
  fromBase: base(16),
  toBase: base(2),
});

/** Longest accepted value, in characters: conversion is quadratic in length; 10 000 digits take about 6 ms. */
const MAX_LENGTH = 10_000;
const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Prefixes read only when they match fromBase: in base 16 'b' is a digit, so '0b1' there is 0xB1. */
const PREFIXES: Record<string, number> = { '0x': 16, '0b': 2, '0o': 8 };

const digitValue = (ch: string) => {
  const c = ch.toUpperCase();
  return c.length === 1 ? DIGITS.indexOf(c) : -1;
};
const digitRange = (base: number) => (base <= 10 ? `0–${base - 1}` : `0–9 and A–${DIGITS[base - 1]} (any case)`);

type Parsed = { ok: true; value: bigint; warnings: Warning[] } | { ok: false; error: EngineError };

/**
 * Reads an optionally signed integer in `base`. Group separators '_' and ' '
 * may sit between digits (1111_0000, 1 000 000). Positions in messages are
 * 1-based character positions in the value as given.
 */
function parseInteger(raw: string, base: number): Parsed {
  const chars = Array.from(raw);
  let i = 0;
  while (i < chars.length && chars[i] === ' ') i++;
  let end = chars.length;
  while (end > i && chars[end - 1] === ' ') end--;
  const bad = (detail: string, suggestion: string): Parsed => ({ ok: false, error: { code: 'INVALID_DIGIT', field: 'value', detail, suggestion } });

  let negative = false;
  if (chars[i] === '-' || chars[i] === '+') negative = chars[i++] === '-';
  const warnings: Warning[] = [];
  const head = (chars[i] ?? '') + (chars[i + 1] ?? '').toLowerCase();
  const prefixBase = own(PREFIXES, head);
  if (prefixBase === base) i += 2;
  else if (prefixBase && digitValue(chars[i + 1]) >= 0 && digitValue(chars[i + 1]) < base) {
    warnings.push(warning('PREFIX_READ_AS_DIGITS', `'${head}' would mark base ${prefixBase}, but fromBase is ${base}, where '${chars[i + 1]}' is a digit; the value was read as base-${base} digits.`, `If the value is base ${prefixBase}, set fromBase to ${prefixBase}.`));
  }

  let digits = '';
  let lastWasDigit = false;
  for (let p = i; p < end; p++) {
    const ch = chars[p];
    if ((ch === '_' || ch === ' ') && lastWasDigit && p + 1 < end && chars[p + 1] !== '_' && chars[p + 1] !== ' ') {
      lastWasDigit = false;
      continue;
    }
    const v = digitValue(ch);
    if (v < 0 || v >= base) {
      const where = `'${ch}' at position ${p + 1}`;
      if (ch === '.' || ch === ',') return bad(`${where}: fractions are not supported; base-convert converts integers.`, 'Give a whole number, e.g. the part before the point.');
      if (ch === '_' || ch === ' ') return bad(`${where}: a group separator must sit between two digits.`, "Remove the separator, or put it between digits (1111_0000).");
      if ((ch === 'x' || ch === 'X' || ch === 'b' || ch === 'B' || ch === 'o' || ch === 'O') && p === i + 1 && chars[i] === '0') {
        const pb = PREFIXES[`0${ch.toLowerCase()}`];
        return bad(`${where}: '0${ch}' marks a base-${pb} number, but fromBase is ${base}.`, `Set fromBase to ${pb}, or remove the prefix.`);
      }
      if (ch === '-' || ch === '+') return bad(`${where}: a sign may only come first.`, 'Put the sign before the digits, e.g. -FF.');
      return bad(`${where} is not a digit of base ${base} (digits ${digitRange(base)}).`, v >= base && v < 36 ? `'${ch}' needs base ${v + 1} or higher: check fromBase.` : `Remove '${ch}'; base ${base} uses the digits ${digitRange(base)}.`);
    }
    digits += DIGITS[v];
    lastWasDigit = true;
  }
  if (!digits) return bad(`'${raw.trim()}' has no digits.`, `Give an integer in base ${base}, e.g. ${(255).toString(base).toUpperCase()}.`);

  // Chunks of k digits keep each step inside a safe integer: base^k ≤ 2^53 (found exactly, in BigInt).
  let k = 1;
  while (BigInt(base) ** BigInt(k + 1) <= 2n ** 53n) k++;
  let n = 0n;
  for (let p = 0; p < digits.length; p += k) {
    const chunk = digits.slice(p, p + k);
    n = n * BigInt(base) ** BigInt(chunk.length) + BigInt(parseInt(chunk, base));
  }
  return { ok: true, value: negative ? -n : n, warnings };
}

export const engine = defineEngine({
  id: 'base-convert',
  area: 'dev',
  title: 'Number base converter',
  description: 'Convert an integer between any bases from 2 to 36 (binary, octal, decimal, hexadecimal, base 36), exactly and at any length, including negative numbers.',
  keywords: ['base converter', 'radix', 'binary to decimal', 'decimal to binary', 'hex to decimal', 'decimal to hex', 'octal', 'hexadecimal', 'base 36', 'number system', 'bin', 'hex', 'dec', 'oct', 'ones and zeros', 'binary', 'in binary', 'write in hex'],
  version: '1.0.0',
  page: 'dev',
  input,
  output: z.string(),
  unit: null,
  errors: ['BASE_OUT_OF_RANGE', 'INVALID_DIGIT', 'UNSAFE_INTEGER', 'VALUE_TOO_LONG'],
  warnings: ['PREFIX_READ_AS_DIGITS'],
  formula: { id: 'base-convert', expression: 'n = Σ dᵢ·fromBaseⁱ, then repeated division by toBase', label: 'Positional notation' },
  assumptions: [
    'Integers only, of any size: the value is read and written exactly with arbitrary-precision integers (BigInt). Digits are 0–9 then A–Z (A = 10 … Z = 35), read in any case and written in uppercase.',
    "An optional sign (- or +) may come first; the result keeps a minus sign (no two's complement). Leading zeros are dropped and -0 is 0.",
    "Prefixes 0x, 0b and 0o are accepted only when they match fromBase (16, 2, 8); the output has no prefix. Where the prefix letter is itself a digit of fromBase (0b1 in base 16 is 0xB1) the value is read as digits, with warning PREFIX_READ_AS_DIGITS.",
    "Spaces and underscores are accepted as group separators between digits (1111 0000, 1_000_000); surrounding spaces are ignored.",
    `An invalid digit is reported with the character and its 1-based position in the value. Values are limited to ${MAX_LENGTH} characters. JSON numbers beyond ±2^53 are rejected (they were rounded before reaching the service): send such values as strings.`,
  ],
  ui: {
    fields: {
      value: { label: 'Number', kind: 'text', placeholder: 'FF' },
      fromBase: { label: 'From base', unit: '2–36', kind: 'integer', min: 2, max: 36, step: 1 },
      toBase: { label: 'To base', unit: '2–36', kind: 'integer', min: 2, max: 36, step: 1 },
    },
    initial: { value: 'FF', fromBase: 16, toBase: 2 },
  },
  examples: [
    { name: 'Hex FF to binary', inputs: { value: 'FF', fromBase: 16, toBase: 2 }, expect: { status: 'success', values: { '': '11111111' } }, source: 'Exact arithmetic: 0xFF = 15·16 + 15 = 255 = 2⁸ − 1.' },
    { name: 'Decimal 255 to hex', inputs: { value: '255', fromBase: 10, toBase: 16 }, expect: { status: 'success', values: { '': 'FF' } }, source: 'Exact arithmetic: 255 = 15·16 + 15.' },
    { name: '2^64 − 1 to hex', inputs: { value: '18446744073709551615', fromBase: 10, toBase: 16 }, expect: { status: 'success', values: { '': 'FFFFFFFFFFFFFFFF' } }, source: 'Exact arithmetic: 2⁶⁴ − 1 = 18446744073709551615 is sixteen F digits.' },
    { name: 'Negative binary to decimal', inputs: { value: '-0b101010', fromBase: 2, toBase: 10 }, expect: { status: 'success', values: { '': '-42' } }, source: 'Exact arithmetic: 101010₂ = 32 + 8 + 2 = 42.' },
    { name: 'Base 36', inputs: { value: 'ZZ', fromBase: 36, toBase: 10 }, expect: { status: 'success', values: { '': '1295' } }, source: 'Exact arithmetic: ZZ₃₆ = 35·36 + 35 = 1295 = 36² − 1.' },
    { name: 'Digit 9 in octal', inputs: { value: '1792', fromBase: 8, toBase: 10 }, expect: { status: 'error', code: 'INVALID_DIGIT' }, source: 'Octal digits are 0–7; 9 at position 3 is invalid.' },
    { name: 'Base 37', inputs: { value: '10', fromBase: 10, toBase: 37 }, expect: { status: 'error', code: 'BASE_OUT_OF_RANGE' }, source: 'Bases 2–36 have digits 0–9 and A–Z.' },
  ],
  limitations: ['No fractions, floating point or fixed-width two\'s-complement representations.'],
  prepare(raw) {
    const v = raw.value;
    if (Number.isInteger(v) && !Number.isSafeInteger(v)) {
      return {
        code: 'UNSAFE_INTEGER',
        field: 'value',
        detail: `value ${v} is beyond ±2^53 as a JSON number, so its last digits were already lost when the request was parsed.`,
        suggestion: 'Send the value as a JSON string, e.g. "value": "18446744073709551615".',
      };
    }
    return raw;
  },
  compute({ value, fromBase, toBase }) {
    // fromBase and toBase are whole numbers from 2 to 36 here: the input layer checked them.
    if (value.length > MAX_LENGTH) {
      return fail('VALUE_TOO_LONG', 'value', `value has ${value.length} characters; at most ${MAX_LENGTH} are accepted.`, 'Split the number or convert it with a local tool.');
    }
    const parsed = parseInteger(value, fromBase);
    if (!parsed.ok) return fail(parsed.error.code, parsed.error.field, parsed.error.detail, parsed.error.suggestion);
    return ok(parsed.value.toString(toBase).toUpperCase(), { warnings: parsed.warnings, formatted: `${parsed.value.toString(toBase).toUpperCase()} (base ${toBase})` });
  },
});
