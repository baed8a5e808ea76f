// key=value arguments → the inputs object a REST caller would send. Number
// fields read everyday text with the pages' parser (engines/core/everyday-number.ts):
// "4k7", "2.2 µF", "300,000", "$1,200", "6.5%". Text the parser does not read
// goes to the engine as typed, so the engine's own words ("e" for ln) and its
// error (INVALID_NUMBER with the field) stay the same as on every surface.
import { parseEverydayNumber, type EverydayNumberOptions } from '../../engines/core/everyday-number.ts';
import { listValue } from '../../engines/derive/form-inputs.ts';
import type { ToolDescription } from '../tool.ts';
import { UsageError, type Pair } from './args.ts';

type Field = ToolDescription['fields'][number];

/**
 * How everyday text is read in a field: the reading its page uses (SI prefixes
 * and RKM codes only in fields of an SI unit, never in money, percentages,
 * counts or grades; "%" in a rate "% per year" is the rate itself).
 */
export const everydayOptions = (field: Pick<Field, 'number'>): EverydayNumberOptions => field.number ?? { prefixes: false };

export function cliInputs(pairs: readonly Pair[], tool: ToolDescription): Record<string, unknown> {
  const byName = new Map<string, Field>();
  for (const f of tool.fields) for (const name of [f.key, ...f.aliases]) byName.set(name, f);
  const inputs: Record<string, unknown> = {};
  for (const { key, raw, json } of pairs) {
    if (Object.hasOwn(inputs, key)) throw new UsageError(`${key} is given twice.`);
    Object.defineProperty(inputs, key, { value: json ? jsonValue(key, raw) : textValue(raw, byName.get(key)), enumerable: true, writable: true, configurable: true });
  }
  return inputs;
}

function jsonValue(key: string, raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw new UsageError(`${key}:= takes a JSON value (e.g. ${key}:='[1,2]' or ${key}:='"text"'), got ${JSON.stringify(raw)}.`);
  }
}

const jsonOrText = (raw: string): unknown => {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
};

function textValue(raw: string, field: Field | undefined): unknown {
  if (!field) return raw;
  switch (field.type) {
    case 'number':
    case 'integer': {
      const read = parseEverydayNumber(raw, everydayOptions(field));
      return read.ok ? Number(read.value) : raw;
    }
    case 'array':
    case 'object':
      // As in a page URL: JSON, or for a list "12, 18; 30".
      return /^\s*[[{]/.test(raw) ? jsonOrText(raw) : field.type === 'array' ? listValue(raw) : raw;
    default:
      return raw;
  }
}
