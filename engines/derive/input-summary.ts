// A calculator's inputs in a few lines of text, for a reader that gets only
// text (an MCP host that hands the model the tool's text, not its structured
// content): each input with its unit, range, default and choices, and which
// inputs each tab (mode) uses.
import { numberFields } from '../core/quantity/plan.ts';
import type { JsonSchema } from './schemas.ts';
import { inputJsonSchema } from './schemas.ts';
import { pageModel, type FieldDescriptor } from './page-model.ts';
import type { ResolvedTool } from './tools.ts';

const range = (p: JsonSchema | undefined): string => {
  if (!p) return '';
  const parts: string[] = [];
  if (typeof p.minimum === 'number') parts.push(`≥ ${p.minimum}`);
  if (typeof p.exclusiveMinimum === 'number') parts.push(`> ${p.exclusiveMinimum}`);
  if (typeof p.maximum === 'number') parts.push(`≤ ${p.maximum}`);
  if (typeof p.exclusiveMaximum === 'number') parts.push(`< ${p.exclusiveMaximum}`);
  if (typeof p.maxItems === 'number') parts.push(`at most ${p.maxItems} items`);
  return parts.join(', ');
};

function line(f: FieldDescriptor, schema: JsonSchema | undefined, preset: unknown, select: string | undefined): string {
  const unit = select ? `in the unit ${select} names` : f.unit && f.unit !== '—' ? f.unit : '';
  const choices = f.options && !f.unitFor ? `one of ${f.options.map((o) => (o.label && o.label !== o.value ? `${o.value} (${o.label})` : o.value)).join(', ')}` : f.options ? `one of ${f.options.map((o) => o.value).join(', ')}` : '';
  const fallback = preset ?? schema?.default ?? f.fallback;
  const parts = [
    f.label,
    unit,
    f.schema === 'integer' ? 'whole number' : f.schema === 'array' ? 'list' : '',
    range(schema),
    choices,
    fallback !== undefined ? `default ${JSON.stringify(fallback)}` : f.required ? 'required' : 'optional',
  ].filter(Boolean);
  return `- ${f.key}: ${parts.join('; ')}`;
}

/** "- Vin: Input voltage; V; ≥ 0; required" per input, then "mode=width uses: …" per tab. */
export function inputSummary(t: ResolvedTool): string {
  const m = pageModel(t);
  const props = inputJsonSchema(t).properties ?? {};
  const numbers = numberFields(t.plan);
  const lines = m.fields.filter((f) => !f.unitFor).map((f) => line(f, props[f.key], t.plan.defaults?.[f.key], numbers.get(f.key)?.select?.key));
  for (const bar of m.tabs) for (const tab of bar.tabs) lines.push(`${bar.field}=${tab.value} (${tab.label}) uses: ${tab.fields.join(', ')}`);
  return lines.join('\n');
}
