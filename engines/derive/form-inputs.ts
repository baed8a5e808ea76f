// Form text → the inputs an engine receives. The server render of a page URL
// and the browser worker both run this one function, so a URL computes the
// same before and after the page hydrates.
//
// Per field kind: a number goes to the engine as the text typed ("4k7",
// "2.2 µF", "$300,000"): the shared input layer reads it for every surface
// alike (engines/core/quantity), and says what is wrong with text it cannot read;
// a plain number beside a unit only the page offers (a supply voltage in mV, a
// loan term in years) is sent with that unit after it ("5 mV"), which the input
// layer converts exactly. Selects and tab bars send the choice the page shows
// (the calculation's currency among them); lists become arrays; rows and
// netlists go to the engine as text (its `prepare` reads them), or as the JSON
// they were written in; fields the chosen tab hides are not sent.
import { NUMBER_TEXT } from '../core/numeric.ts';
import { calculate, type Answer } from '../core/run.ts';
import { chosenValue, hiddenByTabs, isBlankText, type FormModel, type FormValues } from './form-text.ts';
import { settleUnits, type Settle } from './form-units.ts';
import type { FieldDescriptor } from './page-model.ts';
import type { ResolvedTool } from './tools.ts';

/** The inputs of the form text. */
export function inputsFromForm(model: FormModel, values: FormValues): { inputs: Record<string, unknown> } {
  const hidden = hiddenByTabs(model, values);
  const inputs: Record<string, unknown> = {};
  for (const f of model.fields) {
    if (hidden.has(f.key) || f.pageUnit) continue;
    const text = f.kind === 'select' ? chosenValue(f, values) : values[f.key];
    if (text === undefined || isBlankText(f, text)) continue;
    inputs[f.key] = readField(f, text, values, model.fields);
  }
  return { inputs };
}

/**
 * What a page computes for its form text, the inputs it was computed from, and the form text as the page
 * then shows it: a unit or currency sign typed with a number moved to its select (form-units.ts; once a
 * box is left and for a URL, the box keeps the number alone). The same inputs either way.
 */
export function calculateForm(tool: ResolvedTool, model: FormModel, values: FormValues, settle: Settle = {}): { answer: Answer; inputs: Record<string, unknown>; values: FormValues } {
  const settled = settleUnits(tool, model, values, settle);
  const { inputs } = inputsFromForm(model, settled);
  return { answer: calculate(tool, inputs), inputs, values: settled };
}

function readField(f: FieldDescriptor, text: string, values: FormValues, fields: FieldDescriptor[]): unknown {
  return f.schema === 'number' || f.schema === 'integer' ? withPageUnit(f, text, values, fields) : fieldValue(f, text);
}

/** The value of a field's text that is not a number (the command line reads its arguments with it too). */
export function fieldValue(f: Pick<FieldDescriptor, 'kind' | 'schema'>, text: string): unknown {
  switch (f.kind) {
    case 'list':
      return text.trim().startsWith('[') ? jsonOr(text) : listValue(text);
    case 'rows':
    case 'textarea':
      return /^\s*[[{]/.test(text) ? jsonOr(text) : text;
    default:
      return f.schema === 'object' || f.schema === 'array' ? jsonOr(text) : text;
  }
}

/** A plain number (digits, grouping, a point, an exponent), which a unit chosen beside it may follow. */
const PLAIN_NUMBER = /^[-+\u2212]?[\d.,'_ ]*\d(?:[eE][-+]?\d+)?$/;

/**
 * A plain number is in the unit chosen beside it when only the page offers that choice: "5" in mV → "5 mV",
 * "2.5" years → "2.5 years"; in the field's own unit it goes as typed. Text with its own unit, prefix or
 * RKM code ("20 mA", "4k7") goes as typed: what it names wins over the select, as it does for an engine's select.
 */
function withPageUnit(f: FieldDescriptor, text: string, values: FormValues, fields: FieldDescriptor[]): string {
  const select = f.unitField ? fields.find((u) => u.key === f.unitField) : undefined;
  const unit = select?.pageUnit ? chosenValue(select, values) : undefined;
  return unit && unit !== select!.fallback && PLAIN_NUMBER.test(text.trim()) ? `${text.trim()} ${unit}` : text;
}

const jsonOr = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * "12, 18; 30" → [12, 18, 30]. Numbers become JSON numbers while they are exact
 * doubles; longer integers stay decimal strings (exact engines accept both);
 * words ("10k", "red") stay text for the engine to read.
 */
export function listValue(text: string): unknown[] {
  return text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((tok) => {
      const n = Number(tok);
      if (!Number.isFinite(n) || !NUMBER_TEXT.test(tok)) return tok;
      return /^[-+]?\d+$/.test(tok) && !Number.isSafeInteger(n) ? tok : n;
    });
}
