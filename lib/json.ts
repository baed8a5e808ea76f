// The JSON text REST sends for an answer: JSON.stringify of the same body with
// every character past U+007F written as a \uXXXX escape (engines/derive/ascii-json.ts).
// toJson(await calculate(id, inputs)) is byte for byte the body of
// POST /api/v1/calc/<id> with {"inputs": inputs}.
import { escapeNonAscii } from '../engines/derive/ascii-json.ts';

export const toJson = (answer: unknown): string => escapeNonAscii(JSON.stringify(answer) ?? 'null');
