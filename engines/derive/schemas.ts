// JSON Schemas (draft 2020-12, the dialect of MCP tools/list and OpenAPI 3.1)
// derived from the engines' zod schemas, decorated with the declared labels,
// units, tool presets and input aliases. Computed once per tool.
import * as z from 'zod/mini';
import type { OutputHint } from '../core/contract.ts';
import { CURRENCY_KEY } from '../core/quantity/currency.ts';
import { numberFields } from '../core/quantity/plan.ts';
import { resultLabels } from './result-labels.ts';
import type { ResolvedTool } from './tools.ts';
import { schemaKey } from './tools.ts';

export type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema> };

const cache = new WeakMap<ResolvedTool, { input?: JsonSchema; output?: JsonSchema }>();
const slot = (t: ResolvedTool) => {
  let s = cache.get(t);
  if (!s) cache.set(t, (s = {}));
  return s;
};

const convert = (schema: z.ZodMiniType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as JsonSchema;

export const schemaUrl = (t: ResolvedTool, which: 'input' | 'output') => `/schemas/${schemaKey(t.capability_id, t.engine.id)}/${which}.json`;

/** What a caller may send as `inputs`: canonical fields with labels and units, plus their aliases. */
export function inputJsonSchema(t: ResolvedTool): JsonSchema {
  const s = slot(t);
  if (s.input) return s.input;
  const schema = convert(t.engine.input, 'input');
  const props = (schema.properties ??= {});
  for (const [key, prop] of Object.entries(props)) {
    const hint = t.plan.hints[key];
    if (hint?.label && !prop.title) prop.title = hint.label;
    if (hint?.unit) prop['x-unit'] = hint.unit;
    if (hint?.help && !prop.description) prop.description = hint.help;
    if (t.plan.defaults && key in t.plan.defaults) prop.default = t.plan.defaults[key];
  }
  if ([...numberFields(t.plan).values()].some((n) => n.quantity.money)) {
    props[CURRENCY_KEY] = {
      type: 'string',
      pattern: '^[A-Za-z]{3}$',
      title: 'Currency',
      description: 'ISO 4217 code of the amounts (USD, EUR…), or leave it out; a sign typed with an amount ($, €, £, ¥, ₹) sets it. It names the amounts and is echoed in inputs; nothing is converted.',
    };
  }
  for (const [alias, canonical] of Object.entries(t.engine.inputAliases ?? {})) {
    if (props[canonical] && !props[alias]) props[alias] = { ...props[canonical], description: `Alias of ${canonical}.`, title: undefined };
  }
  for (const p of Object.values(props)) if (p.title === undefined) delete p.title;
  delete schema.$schema;
  s.input = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: schemaUrl(t, 'input'),
    title: `${t.title}: inputs`,
    description: 'A number may also be sent as text: with its unit where the field has one ("2.2 µF", "4k7", "20 mA", "3 mm" in a mil field), grouped ("1,500") or with a currency or percent sign; a unit of another kind is refused (UNIT_MISMATCH), and the answer\'s inputs give the value used. Blank values mean "not given".',
    ...schema,
  };
  return s.input;
}

/** Titles and x-unit on an object schema's properties and on those of each branch of a union. */
function labelProperties(schema: JsonSchema, labels: Record<string, OutputHint>) {
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    const hint = labels[key];
    if (hint && !prop.title) prop.title = hint.label;
    if (hint?.unit) prop['x-unit'] = hint.unit;
  }
  for (const k of ['anyOf', 'oneOf', 'allOf']) for (const branch of (schema[k] as JsonSchema[] | undefined) ?? []) labelProperties(branch, labels);
}

/** The shape of `result` on success. */
export function outputJsonSchema(t: ResolvedTool): JsonSchema {
  const s = slot(t);
  if (s.output) return s.output;
  const schema = convert(t.engine.output, 'output');
  labelProperties(schema, resultLabels(t));
  delete schema.$schema;
  s.output = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: schemaUrl(t, 'output'),
    title: `${t.title}: result`,
    ...schema,
  };
  return s.output;
}
