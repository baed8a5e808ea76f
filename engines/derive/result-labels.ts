// Labels and units of a tool's result fields, for the page's result table and
// the output JSON Schema: a result field named like an input field takes that
// field's hint (with the alias's overrides), with its ui.outputs entry laid
// over it; the others come from ui.outputs alone.
import type { OutputHint } from '../core/contract.ts';
import type { ResolvedTool } from './tools.ts';

const cache = new WeakMap<ResolvedTool, Record<string, OutputHint>>();

export function resultLabels(t: ResolvedTool): Record<string, OutputHint> {
  let labels = cache.get(t);
  if (labels) return labels;
  labels = {};
  for (const [key, hint] of Object.entries(t.plan.hints)) labels[key] = hint.unit ? { label: hint.label ?? key, unit: hint.unit } : { label: hint.label ?? key };
  // A unit-only entry names an input (tests/engines/registry.test.ts), so every merged hint has a label.
  for (const [key, hint] of Object.entries(t.engine.ui.outputs ?? {})) labels[key] = { ...labels[key], ...hint } as OutputHint;
  cache.set(t, labels);
  return labels;
}
