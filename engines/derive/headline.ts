// What an answer heads with: the quantity that was asked for, in words, with its
// unit ("Trace width w 2.85 mm", "R1 26.36 kΩ"), the same on a page, in the
// command line's output and in the first line of an MCP result's text.
import { headlineFor, type ResultPage } from './page-model.ts';
import { readingFor } from './readings.ts';
import { readoutText, readValue, type Readout, type ReadingPrefs } from './readout.ts';

export interface Headline {
  /** Result field shown first, or null for a result that is one value. */
  key: string | null;
  label: string;
  value: unknown;
  unit: string | null | undefined;
}

/** The answer's headline field, its label, value and unit; null when the result has no headline. */
export function headlineOf(result: unknown, inputs: Record<string, unknown>, resultUnit: string | null | undefined, page: ResultPage): Headline | null {
  if (!result || typeof result !== 'object' || Array.isArray(result)) return { key: null, label: 'Result', value: result, unit: resultUnit };
  const key = headlineFor(page, inputs, result as Record<string, unknown>);
  if (!key) return null;
  const hint = Object.hasOwn(page.resultLabels, key) ? page.resultLabels[key] : undefined;
  // The field's declared unit first: an engine that solves for another quantity reports that one's
  // unit in result_detail.unit (diode-equation in mode voltage); it fills in for unitless `value`s.
  return { key, label: hint?.label ?? key, value: (result as Record<string, unknown>)[key], unit: hint?.unit ?? resultUnit };
}

/** A result field read as its output declares, in `unit`. A result that repeats a choice (mode: 'astable') reads as the choice's label. */
export function readResult(page: ResultPage, prefs: ReadingPrefs, name: string, value: unknown, unit: string | null | undefined): Readout {
  const hint = Object.hasOwn(page.resultLabels, name) ? page.resultLabels[name] : undefined;
  const option = typeof value === 'string' ? page.fields.find((f) => f.key === name)?.options?.find((o) => o.value === value)?.label : undefined;
  return readValue(option ?? value, readingFor(hint, unit, page.engineArea), unit, prefs);
}

/** "Monthly payment $1,896.20" (`between` ': ' for "Monthly payment: $1,896.20"): the headline in words, or null when it is not one scalar value. */
export function headlineWords(h: Headline | null, page: ResultPage, prefs: ReadingPrefs, between = ' '): string | null {
  if (!h || h.value === null || !['number', 'string', 'boolean'].includes(typeof h.value)) return null;
  return `${h.label}${between}${readoutText(readResult(page, prefs, h.key ?? 'result', h.value, h.unit))}`;
}
