// Page URLs carry inputs in the query string (spec: keys are API field names;
// `v` is ignored). One pair of functions turns inputs into a query and back,
// so share links, snapshots' live links and the pages agree.
import { own } from '../core/own.ts';
import type { ResolvedTool } from './tools.ts';

/** Query keys that never carry an input. */
const NOT_INPUTS = new Set(['v', 'calculation_version', 'embed', 'theme', 'compact']);

export function inputsToQuery(inputs: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(inputs)) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v) && v.every((x) => typeof x !== 'object' || x === null)) q.set(k, v.join(','));
    else q.set(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  return q.toString();
}

/**
 * Inputs from a page query: known fields and input aliases only (anything else
 * in the URL is ignored, never echoed). Array fields accept "1,2,3" or JSON.
 */
export function queryToInputs(search: URLSearchParams, tool: ResolvedTool): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, raw] of search) {
    if (NOT_INPUTS.has(k)) continue;
    const field = queryField(tool, k);
    if (field === undefined) continue;
    const { kind } = tool.plan.shape[field];
    out[k] = kind === 'array' || kind === 'object' ? parseStructured(raw, kind) : raw;
  }
  return out;
}

/** The input field a query key names (the field itself or one of its aliases), or undefined. */
export function queryField(tool: ResolvedTool, key: string): string | undefined {
  const field = Object.hasOwn(tool.plan.shape, key) ? key : own(tool.engine.inputAliases, key);
  return field !== undefined && Object.hasOwn(tool.plan.shape, field) ? field : undefined;
}

/** The form's text of each input a tool knows (an alias fills its field): what a calculator page shows for these inputs. */
export function formValues(tool: ResolvedTool, inputs: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [k, v] of Object.entries(inputs)) {
    const field = queryField(tool, k);
    if (field === undefined || v === undefined || v === null) continue;
    values[field] = Array.isArray(v) && v.every((x) => typeof x !== 'object' || x === null) ? v.join(', ') : typeof v === 'object' ? JSON.stringify(v) : String(v);
  }
  return values;
}

export function parseStructured(raw: string, kind: 'array' | 'object' | string): unknown {
  const t = raw.trim();
  if (t.startsWith('[') || t.startsWith('{')) {
    try {
      return JSON.parse(t);
    } catch {
      return raw;
    }
  }
  return kind === 'array' ? listValue(t) : raw;
}

/**
 * "12, 18; 30" → [12, 18, 30]. Numbers become JSON numbers while they are exact
 * doubles; longer integers stay decimal strings (exact engines accept both).
 */
export function listValue(text: string): unknown[] {
  return text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((tok) => {
      const n = Number(tok);
      if (!Number.isFinite(n) || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(tok)) return tok;
      return /^[-+]?\d+$/.test(tok) && !Number.isSafeInteger(n) ? tok : n;
    });
}

/** True when the query carries at least one input: such page URLs are rendered with their result. */
export const hasMeaningfulInputs = (search: URLSearchParams, tool: ResolvedTool) => Object.keys(queryToInputs(search, tool)).length > 0;
