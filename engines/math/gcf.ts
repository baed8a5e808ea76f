// Greatest common factor (gcd, hcf) of two or more integers, exact with BigInt,
// shown by Euclid's algorithm and, for small numbers, by prime factorisation.
import * as z from 'zod/mini';
import { boundedList } from '../core/lists.ts';
import { defineEngine } from '../core/contract.ts';
import { fail, isEngineError, ok } from '../core/outcome.ts';
import { failWith } from './_lib/exact-inputs.ts';
import { VALUE_LIST, WRITE_UP_MAX_VALUES, absoluteValues, euclidPairSchema, euclidWriteUp, factorisationMethod, factorisationSchema, jsonIntegerSchema, prepareIntegerList, readIntegerList } from './_lib/integer-list.ts';
import { jsonInteger } from '../core/exact-rational.ts';

const input = z.object({ values: boundedList(jsonIntegerSchema(), VALUE_LIST) });

const output = z.object({
  value: jsonIntegerSchema(),
  exact: z.string(),
  formula: z.string(),
  methods: z.object({
    euclid: z.object({ pairs: z.array(euclidPairSchema()), text: z.string() }),
    prime_factorization: z.optional(factorisationSchema()),
    note: z.optional(z.string()),
  }),
});

export const engine = defineEngine({
  id: 'gcf',
  area: 'math',
  title: 'GCF calculator (greatest common factor, GCD, HCF)',
  description: "Greatest common factor of two or more whole numbers, exact for integers of up to 48 digits, shown step by step with Euclid's algorithm and, for numbers up to 10^12, by prime factorisation.",
  keywords: ['gcf', 'gcd', 'hcf', 'greatest common factor', 'greatest common divisor', 'highest common factor', 'euclidean algorithm', 'euclid', 'common factor', 'prime factorization', 'goes into both', 'biggest number that divides', 'largest divisor', 'biggest number', 'largest number'],
  capability_id: 'math.gcf',
  version: '1.0.2',
  page: 'math',
  tools: [{ id: 'gcd' }, { id: 'hcf' }],
  input,
  output,
  inputAliases: { numsInput: 'values' },
  errors: ['TOO_FEW_VALUES', 'TOO_MANY_DIGITS', 'TOO_MANY_VALUES', 'UNDEFINED', 'UNSAFE_INTEGER'],
  warnings: ['ABSOLUTE_VALUES_USED'],
  formula: { id: 'gcf.euclid', expression: 'gcd(a, b) = gcd(b, a mod b), gcd(a, 0) = a; gcd(a, b, c) = gcd(gcd(a, b), c)', label: "Euclid's algorithm" },
  assumptions: [
    `values: ${2} to ${VALUE_LIST.max} whole numbers, as an array or (numsInput) a text list separated by commas, semicolons, spaces or new lines. Each has at most 48 digits; numbers beyond ±9007199254740991 must be sent as decimal strings (a JSON number that large is refused with UNSAFE_INTEGER: JSON parsing may already have changed its digits).`,
    'Exact integer arithmetic (BigInt), no floating point. exact is the GCF as a decimal string; value is the same as a JSON number while it is a safe integer, otherwise the same string (DECISIONS.md 6).',
    'The GCF is taken of absolute values (info warning ABSOLUTE_VALUES_USED when a number is negative) and is positive. Zeros are ignored, since gcd(a, 0) = a; if every number is 0 the GCF is undefined (UNDEFINED: every integer divides 0).',
    "Euclid's algorithm (Euclid, Elements VII.2; Knuth, TAOCP vol. 2, §4.5.2) is applied pairwise from the left: gcd(a, b, c) = gcd(gcd(a, b), c). Each line reads dividend = quotient × divisor + remainder.",
    `Prime factorisation is shown when there are at most ${WRITE_UP_MAX_VALUES} non-zero numbers and each is at most 10^12 (trial division); the GCF is the product of the primes common to all numbers, each to its lowest power.`,
  ],
  ui: {
    fields: { values: { label: 'Whole numbers', kind: 'list', placeholder: '12, 18, 24', help: 'Two or more whole numbers separated by commas or spaces; up to 48 digits each.' } },
    initial: { values: [12, 18, 24] },
    headline: 'exact',
    outputs: {
      value: { label: 'Greatest common factor' },
      exact: { label: 'Greatest common factor, every digit' },
      formula: { label: 'Result' },
      methods: { label: 'Working' },
    },
  },
  examples: [
    {
      name: 'GCF of 12, 18 and 24',
      inputs: { values: [12, 18, 24] },
      expect: { status: 'success', values: { value: 6, exact: '6', formula: 'GCF(12, 18, 24) = 6', 'methods.prime_factorization.result': 'GCF = 2 × 3 = 6' } },
      source: 'Exact arithmetic: 12 = 2²·3, 18 = 2·3², 24 = 2³·3; common part 2·3 = 6.',
    },
    {
      name: "Euclid's algorithm on 1071 and 462",
      inputs: { numsInput: '1071, 462' },
      expect: { status: 'success', values: { value: 21, 'methods.euclid.pairs.0.lines.0': '1071 = 2 × 462 + 147', 'methods.euclid.pairs.0.lines.2': '147 = 7 × 21 + 0' } },
      source: 'Worked example of the Euclidean algorithm (Wikipedia, "Euclidean algorithm"): 1071 = 2·462 + 147, 462 = 3·147 + 21, 147 = 7·21, gcd = 21.',
    },
    {
      name: 'Two 48-digit Fibonacci numbers',
      inputs: { values: ['199387062373213542599493807777207997205533596336', '844617150046923109759866426342507997914076076194'] },
      expect: { status: 'success', values: { value: 2, exact: '2' } },
      source: 'Identity gcd(F_m, F_n) = F_gcd(m, n) (Lucas): gcd(F_228, F_231) = F_3 = 2.',
    },
    {
      name: 'All zeros',
      inputs: { values: [0, 0] },
      expect: { status: 'error', code: 'UNDEFINED' },
      source: 'Spec, math catalog: zeros are ignored unless all are 0 (UNDEFINED); conformance vector "gcf of zeros is undefined".',
    },
    {
      name: 'A JSON number beyond the safe-integer range',
      inputs: { values: [12345678901234567890, 6] },
      expect: { status: 'error', code: 'UNSAFE_INTEGER' },
      source: 'Spec, Limits: integers beyond the safe-integer range must be decimal strings.',
    },
  ],
  limitations: ['Integers only, up to 48 digits each and 100 numbers; prime factorisations only up to 10^12.'],
  prepare: prepareIntegerList,
  compute({ values }) {
    const list = readIntegerList(values);
    if (isEngineError(list)) return failWith(list);
    const { abs, warnings } = absoluteValues(list, 'GCF');
    const nonzero = abs.filter((x) => x !== 0n);
    if (nonzero.length === 0) {
      return fail('UNDEFINED', 'values', `GCF(${list.join(', ')}) is undefined: every integer divides 0, so there is no greatest common factor.`, 'Include at least one non-zero whole number.');
    }
    let gcf = nonzero[0];
    const pairs = [];
    for (const x of nonzero.slice(1)) {
      const step = euclidWriteUp(gcf, x);
      pairs.push(step.json);
      gcf = step.gcd;
    }
    const zeros = abs.length - nonzero.length;
    const factorised = factorisationMethod(nonzero, 'lowest', 'GCF');
    const note = [
      zeros ? `${zeros} zero${zeros === 1 ? ' was' : 's were'} left out: gcd(a, 0) = a.` : '',
      nonzero.length === 1 ? `Only one non-zero number remains, so the GCF is that number, ${gcf}.` : '',
      !factorised && nonzero.length > 1 ? `Prime factorisations are written out for at most ${WRITE_UP_MAX_VALUES} numbers of at most 10^12.` : '',
    ].filter(Boolean).join(' ');
    const exact = gcf.toString();
    return ok(
      {
        value: jsonInteger(gcf),
        exact,
        formula: `GCF(${list.join(', ')}) = ${exact}`,
        methods: {
          euclid: { pairs, text: pairs.map((p) => `gcd(${p.a}, ${p.b}): ${p.lines.join('; ')} → ${p.gcd}`).join('\n') },
          ...(factorised ? { prime_factorization: factorised.method } : {}),
          ...(note ? { note } : {}),
        },
      },
      { warnings },
    );
  },
});
