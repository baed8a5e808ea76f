// Least common multiple (lowest common denominator) of two or more integers,
// exact with BigInt, shown by lcm(a, b) = |a·b| / gcd(a, b) and, for small
// numbers, by prime factorisation.
import * as z from 'zod/mini';
import { boundedList } from '../core/lists.ts';
import { defineEngine } from '../core/contract.ts';
import { isEngineError, ok } from '../core/outcome.ts';
import { failWith } from './_lib/exact-inputs.ts';
import { VALUE_LIST, WRITE_UP_MAX_VALUES, absoluteValues, euclidPairSchema, euclidWriteUp, factorisationMethod, factorisationSchema, jsonIntegerSchema, prepareIntegerList, readIntegerList } from './_lib/integer-list.ts';
import { gcdBigInt, jsonInteger } from '../core/exact-rational.ts';

const input = z.object({ values: boundedList(jsonIntegerSchema(), VALUE_LIST) });

const output = z.object({
  value: jsonIntegerSchema(),
  exact: z.string(),
  formula: z.string(),
  methods: z.object({
    gcd_formula: z.object({
      pairs: z.array(z.object({ a: jsonIntegerSchema(), b: jsonIntegerSchema(), gcd: jsonIntegerSchema(), lcm: jsonIntegerSchema(), text: z.string(), euclid: euclidPairSchema() })),
      text: z.string(),
    }),
    prime_factorization: z.optional(factorisationSchema()),
    note: z.optional(z.string()),
  }),
});

export const engine = defineEngine({
  id: 'lcm',
  area: 'math',
  title: 'LCM calculator (least common multiple, LCD)',
  description: 'Least common multiple of two or more whole numbers, exact for integers of up to 48 digits, shown with lcm(a, b) = a × b ÷ gcd(a, b) (gcd by Euclid) and, for numbers up to 10^12, by prime factorisation. Also the lowest common denominator of fractions.',
  keywords: ['lcm', 'lcd', 'least common multiple', 'lowest common multiple', 'lowest common denominator', 'least common denominator', 'common multiple', 'prime factorization', 'least number both divide', 'smallest number both divide', 'divisible by both', 'least number', 'smallest number'],
  capability_id: 'math.lcm',
  version: '1.0.3',
  page: 'math',
  tools: [{ id: 'lcd' }],
  input,
  output,
  inputAliases: { numsInput: 'values' },
  errors: ['TOO_FEW_VALUES', 'TOO_MANY_DIGITS', 'TOO_MANY_VALUES', 'UNSAFE_INTEGER'],
  warnings: ['ABSOLUTE_VALUES_USED'],
  formula: { id: 'lcm.gcd', expression: 'lcm(a, b) = |a × b| / gcd(a, b); lcm(a, b, c) = lcm(lcm(a, b), c)', label: 'LCM from the GCD' },
  assumptions: [
    `values: 2 to ${VALUE_LIST.max} whole numbers, as an array or (numsInput) a text list separated by commas, semicolons, spaces or new lines. Each has at most 48 digits; numbers beyond ±9007199254740991 must be sent as decimal strings (a JSON number that large is refused with UNSAFE_INTEGER).`,
    'Exact integer arithmetic (BigInt), no floating point. exact is the LCM as a decimal string (it can have far more than 48 digits); value is the same as a JSON number while it is a safe integer, otherwise the same string (DECISIONS.md 6).',
    'The LCM is taken of absolute values (info warning ABSOLUTE_VALUES_USED when a number is negative). If any number is 0 the LCM is 0, LCM(0, 0) included: 0 is the only common multiple of 0 and anything.',
    "Pairwise from the left: lcm(a, b, c) = lcm(lcm(a, b), c), each with lcm(a, b) = a × b / gcd(a, b) and the gcd by Euclid's algorithm (Knuth, TAOCP vol. 2, §4.5.2).",
    `For at most ${WRITE_UP_MAX_VALUES} numbers the pairwise steps are written out, and, when each is at most 10^12, the prime factorisations: the LCM is the product of every prime that appears, each to its highest power.`,
  ],
  ui: {
    fields: { values: { label: 'Whole numbers', kind: 'list', placeholder: '4, 6, 10', help: 'Two or more whole numbers separated by commas or spaces; up to 48 digits each.' } },
    initial: { values: [4, 6, 10] },
    headline: 'exact',
    outputs: {
      value: { label: 'Least common multiple' },
      exact: { label: 'Least common multiple, every digit' },
      formula: { label: 'Result' },
      methods: { label: 'Working' },
    },
  },
  examples: [
    {
      name: 'LCM of 4, 6 and 10',
      inputs: { values: [4, 6, 10] },
      expect: { status: 'success', values: { value: 60, exact: '60', formula: 'LCM(4, 6, 10) = 60', 'methods.prime_factorization.result': 'LCM = 2^2 × 3 × 5 = 60' } },
      source: 'Exact arithmetic: 4 = 2², 6 = 2·3, 10 = 2·5; highest powers 2²·3·5 = 60.',
    },
    {
      name: 'Lowest common denominator of 1/8, 1/12 and 1/18',
      inputs: { numsInput: '8 12 18' },
      tool: 'lcd',
      expect: { status: 'success', values: { value: 72, 'methods.gcd_formula.pairs.0.text': 'lcm(8, 12) = 8 × 12 ÷ gcd(8, 12) = 96 ÷ 4 = 24' } },
      source: 'Exact arithmetic: lcm(8, 12) = 24, lcm(24, 18) = 72.',
    },
    {
      name: 'Coprime 48-digit Fibonacci neighbours: the LCM is their product',
      inputs: { values: ['199387062373213542599493807777207997205533596336', '322615043836854783580186309282650000354271239929'] },
      expect: { status: 'success', values: { exact: '64325265868035986024942754616062637855686699098304656694178900260812895384109554234021291300144' } },
      source: 'Consecutive Fibonacci numbers are coprime (gcd(F_n, F_n+1) = 1), so lcm(F_228, F_229) = F_228 × F_229 (exact product).',
    },
    {
      name: 'LCM(0, 0) is 0',
      inputs: { values: [0, 0] },
      expect: { status: 'success', values: { value: 0, exact: '0' } },
      source: 'Spec, math catalog: if any input is 0 the result is 0, including LCM(0, 0).',
    },
    {
      name: 'A single number',
      inputs: { values: [12] },
      expect: { status: 'error', code: 'TOO_FEW_VALUES' },
      source: 'Spec, math catalog: values has at least 2 integers.',
    },
  ],
  limitations: ['Integers only, up to 48 digits each and 100 numbers; prime factorisations only up to 10^12.'],
  prepare: prepareIntegerList,
  compute({ values }) {
    const list = readIntegerList(values);
    if (isEngineError(list)) return failWith(list);
    const { abs, warnings } = absoluteValues(list, 'LCM');
    const formula = (v: bigint) => `LCM(${list.join(', ')}) = ${v}`;
    if (abs.includes(0n)) {
      const note = 'A 0 among the numbers makes the LCM 0: the only multiple of 0 is 0 itself, so 0 is the only common multiple.';
      return ok({ value: 0, exact: '0', formula: formula(0n), methods: { gcd_formula: { pairs: [], text: 'lcm(a, 0) = 0' }, note } }, { warnings });
    }
    // The running LCM can grow to thousands of digits, so the pairwise write-up stops at WRITE_UP_MAX_VALUES numbers.
    const writeUp = abs.length <= WRITE_UP_MAX_VALUES;
    let lcm = abs[0];
    const pairs = [];
    for (const x of abs.slice(1)) {
      if (!writeUp) {
        lcm = (lcm * x) / gcdBigInt(lcm, x);
        continue;
      }
      const euclid = euclidWriteUp(lcm, x);
      const next = (lcm * x) / euclid.gcd;
      pairs.push({
        a: jsonInteger(lcm),
        b: jsonInteger(x),
        gcd: jsonInteger(euclid.gcd),
        lcm: jsonInteger(next),
        text: `lcm(${lcm}, ${x}) = ${lcm} × ${x} ÷ gcd(${lcm}, ${x}) = ${lcm * x} ÷ ${euclid.gcd} = ${next}`,
        euclid: euclid.json,
      });
      lcm = next;
    }
    const factorised = factorisationMethod(abs, 'highest', 'LCM');
    return ok(
      {
        value: jsonInteger(lcm),
        exact: lcm.toString(),
        formula: formula(lcm),
        methods: {
          gcd_formula: { pairs, text: writeUp ? pairs.map((p) => p.text).join('\n') : `lcm(a, b) = a × b ÷ gcd(a, b), applied pairwise to all ${abs.length} numbers.` },
          ...(factorised ? { prime_factorization: factorised.method } : {}),
          ...(writeUp && factorised ? {} : { note: `The steps are written out for at most ${WRITE_UP_MAX_VALUES} numbers, prime factorisations for numbers of at most 10^12.` }),
        },
      },
      { warnings },
    );
  },
});
