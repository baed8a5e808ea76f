// key=value arguments → the inputs object a REST caller would send. A number
// field's text goes to the engine as typed ("4k7", "2.2 µF", "300,000",
// "$1,200", "6.5%"): the shared input layer reads it (engines/core/quantity),
// exactly as it reads the same text from a page, REST or MCP, with the unit
// select beside the field taken into account once.
import { fieldValue } from '../../engines/derive/form-inputs.ts';
import type { ToolDescription } from '../tool.ts';
import { UsageError, type Pair } from './args.ts';

type Field = ToolDescription['fields'][number];

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

/** Number fields go to the input layer as typed; other fields are read as a page reads their text. */
const textValue = (raw: string, field: Field | undefined): unknown => (!field || field.type === 'number' || field.type === 'integer' ? raw : fieldValue(field, raw));
