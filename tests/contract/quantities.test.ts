// One reading of a quantity on every surface. For every number field of every
// calculator (from the registry, so a new engine is covered), the value of a
// worked example is typed in forms people use — with the field's unit, with a
// prefix moved (0.005 A for 5 mA), as a bare prefix (5m), as an RKM code (4k7),
// grouped (1,500.25), with blanks — and sent through the page's form reading
// (the code the browser worker runs), REST with a string, the library and the
// command line. Every surface must use the same number, and it must be the
// example's own value: the exact decimal shift of its digits, rounded once.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createApiContext } from '../../api/context.ts';
import { createFetchHandler } from '../../api/fetch-adapter.ts';
import { parseDecimal } from '../../engines/core/exact-decimal.ts';
import { ratFromDecimal, rationalToNumber } from '../../engines/core/exact-rational.ts';
import { numberFields } from '../../engines/core/quantity/plan.ts';
import { convert } from '../../engines/core/quantity/read.ts';
import { PREFIX_SYMBOL, unitSymbol } from '../../engines/core/quantity/units.ts';
import { calculateForm } from '../../engines/derive/form-inputs.ts';
import { formValuesFromInputs, hiddenByTabs } from '../../engines/derive/form-text.ts';
import { pageModel } from '../../engines/derive/page-model.ts';
import type { ResolvedTool } from '../../engines/derive/tools.ts';
import { registry } from '../../engines/registry.ts';
import { runCli } from '../../lib/cli/main.ts';
import { devLibrary } from '../../lib/dev.ts';

const fetchApi = createFetchHandler(await createApiContext({ RATE_LIMIT_DISABLED: '1' }));

/** `digits` (plain decimal text) × 10^e, written out exactly: string arithmetic, not floating point. */
export function shift(digits: string, e: number): string {
  const negative = digits.startsWith('-');
  const [int, frac = ''] = (negative ? digits.slice(1) : digits).split('.');
  let all = int + frac;
  let point = int.length + e;
  if (point <= 0) {
    all = '0'.repeat(1 - point) + all;
    point = 1;
  }
  if (point > all.length) all += '0'.repeat(point - all.length);
  const out = `${all.slice(0, point).replace(/^0+(?=\d)/, '')}.${all.slice(point)}`.replace(/\.?0*$/, '');
  return (negative ? '-' : '') + (out === '' ? '0' : out);
}

/** A number's shortest decimal text without an exponent (what a person types). */
const plainDigits = (x: number) => shift(String(x).replace(/e.*$/, ''), Number(/e([-+]\d+)$/.exec(String(x))?.[1] ?? 0));

/** "1234567.5" → "1,234,567.5". */
const grouped = (digits: string) => digits.replace(/^(-?\d+)/, (int) => int.replace(/\B(?=(\d{3})+(?!\d))/g, ','));

interface Case {
  tool: ResolvedTool;
  key: string;
  base: Record<string, unknown>;
  value: number;
}

/** Each canonical tool's number fields, each with the first succeeding worked example that gives it a number. */
function cases(): Case[] {
  const out: Case[] = [];
  for (const tool of registry.tools.values()) {
    if (!tool.canonical) continue;
    for (const [key, field] of numberFields(tool.plan)) {
      const example = tool.engine.examples.find((e) => (e.tool ?? tool.engine.id) === tool.id && typeof e.inputs[key] === 'number' && Number.isFinite(e.inputs[key]) && (e.expect.status ?? 'success') === 'success');
      if (!example) continue;
      const base = { ...example.inputs };
      // A field with a unit select: the select given, so a typed unit converts into it rather than setting it.
      if (field.select && base[field.select.key] === undefined && field.select.fallback) base[field.select.key] = field.select.fallback;
      out.push({ tool, key, base, value: example.inputs[key] as number });
    }
  }
  return out;
}

/** Ways of typing `value` in this field, each with the exact decimal it stands for (always the value itself). */
function forms(c: Case): fc.Arbitrary<string> {
  const field = numberFields(c.tool.plan).get(c.key)!;
  const selected = field.select ? field.select.units.get(String(c.base[field.select.key])) : undefined;
  const unit = selected ?? field.quantity.unit;
  const digits = plainDigits(c.value);
  const options: fc.Arbitrary<string>[] = [fc.constant(digits), fc.constant(` ${digits} `), fc.constant(grouped(digits))];
  if (unit) {
    const symbol = unitSymbol(unit);
    options.push(fc.constantFrom(`${digits} ${symbol}`, `${digits}${symbol}`, `${grouped(digits)} ${symbol}`));
    if (unit.def.prefixable && field.quantity.prefixes && c.value !== 0) {
      const exponents = [...PREFIX_SYMBOL.keys()];
      options.push(
        fc.constantFrom(...exponents).map((e) => `${shift(digits, unit.exponent - e)} ${unitSymbol({ def: unit.def, exponent: e })}`),
        // A bare prefix is read against the unit's own symbol ("5m" of A for 5 mA): only where no unit of the field's kind is spelt so.
        fc.constantFrom(...exponents.filter((e) => e !== 0 && !['m', 'T'].includes(PREFIX_SYMBOL.get(e)!))).map((e) => `${shift(digits, unit.exponent - e)}${PREFIX_SYMBOL.get(e)}`),
      );
      // RKM: the prefix letter where the point would be ("4k7" for 4700 Ω); only for values with a fraction at some prefix.
      const rkm = exponents
        .map((e) => [e, shift(digits, unit.exponent - e)] as const)
        .filter(([e, d]) => e !== 0 && /^\d+\.\d+$/.test(d) && PREFIX_SYMBOL.get(e) !== 'µ')
        .map(([e, d]) => d.replace('.', PREFIX_SYMBOL.get(e)!));
      if (rkm.length) options.push(fc.constantFrom(...rkm));
    }
  }
  return fc.oneof(...options);
}

/**
 * The page's value in the unit the other surfaces were given: a page switches a field's unit select to a
 * unit typed that is one of its options ("5000µ" with mA chosen shows 5000 µA), as the issue asks of pages;
 * the quantity is the same, converted back exactly.
 */
function inGivenUnit(c: Case, inputs: Record<string, unknown> | undefined): unknown {
  const select = numberFields(c.tool.plan).get(c.key)!.select;
  const v = inputs?.[c.key];
  if (!select || !inputs || typeof v !== 'number') return v;
  const from = select.units.get(String(inputs[select.key]));
  const to = select.units.get(String(c.base[select.key]));
  const read = parseDecimal(String(v));
  if (!from || !to || from === to || !read.ok) return v;
  return rationalToNumber(convert(ratFromDecimal(read.value), from, to));
}

const argsOf = (inputs: Record<string, unknown>) => Object.entries(inputs).map(([k, v]) => (typeof v === 'string' ? `${k}=${v}` : typeof v === 'number' ? `${k}=${v}` : `${k}:=${JSON.stringify(v)}`));

async function surfaces(c: Case, text: string): Promise<Record<string, unknown>> {
  const inputs = { ...c.base, [c.key]: text };
  const model = pageModel(c.tool);
  const values = { ...formValuesFromInputs(model.fields, c.base), [c.key]: text };
  const page = calculateForm(c.tool, model, values).answer.body as { inputs?: Record<string, unknown> };
  const rest = (await (await fetchApi(new Request(`http://service.test/api/v1/calc/${c.tool.id}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ inputs }) }))).json()) as { inputs?: Record<string, unknown> };
  const library = (await devLibrary.calculate(c.tool.id, inputs)) as { inputs?: Record<string, unknown> };
  let out = '';
  await runCli([c.tool.id, ...argsOf(inputs), '--json'], devLibrary, { out: (t) => (out += t), err: () => {} }, '0');
  const cli = JSON.parse(out || '{}') as { inputs?: Record<string, unknown> };
  // A field the example's tab hides on the page is not sent from it (the API takes it anyway).
  const onPage = hiddenByTabs(model, values).has(c.key) ? c.value : inGivenUnit(c, page.inputs);
  return { page: onPage, rest: rest.inputs?.[c.key], library: library.inputs?.[c.key], cli: cli.inputs?.[c.key] };
}

describe('one reading of a quantity on every surface', () => {
  const all = cases();

  it('covers the number fields of the calculators', () => {
    expect(new Set(all.map((c) => c.tool.id)).size).toBeGreaterThan(90);
    expect(all.length).toBeGreaterThan(250);
  });

  it('shifts decimals exactly', () => {
    expect([shift('4.7', 3), shift('5', -3), shift('0.02', 3), shift('1234', -6), shift('-1.5', 1), shift('100', -2)]).toEqual(['4700', '0.005', '20', '0.001234', '-15', '1']);
  });

  it.each(all.map((c) => [`${c.tool.id}.${c.key}`, c] as const))('%s: page, REST, library and CLI use the example’s value', async (_name, c) => {
    await fc.assert(
      fc.asyncProperty(forms(c), async (text) => {
        const used = await surfaces(c, text);
        expect(used, `${c.tool.id} ${c.key}=${JSON.stringify(text)}`).toEqual({ page: c.value, rest: c.value, library: c.value, cli: c.value });
      }),
      { numRuns: 6, seed: 44 },
    );
  });
});
