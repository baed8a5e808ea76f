// The MCP SDK takes Standard Schemas that can also describe themselves as JSON
// Schema. zod/mini (used so engines stay small in the browser) validates as a
// Standard Schema but has no JSON converter attached, so we attach zod's own.
import * as z from 'zod/mini';
import { fromJsonSchema, type StandardSchemaWithJSON } from '@modelcontextprotocol/server';

export function withJsonSchema<S extends z.ZodMiniType>(schema: S): StandardSchemaWithJSON<z.input<S>, z.output<S>> & S {
  const std = schema['~standard'];
  // Converted once: the SDK builds a server per request and asks every time.
  const memo: Partial<Record<'input' | 'output', Record<string, unknown>>> = {};
  const convert = (io: 'input' | 'output') => () => (memo[io] ??= objectRoot(z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as Record<string, unknown>));
  return Object.assign(Object.create(schema), {
    '~standard': { ...std, jsonSchema: { input: convert('input'), output: convert('output') } },
  });
}

/**
 * An output schema checked by a validator compiled once from its JSON Schema (the SDK's
 * ajv provider): the SDK checks every result against it, and walking the envelope with
 * zod cost more than running the engine.
 */
export function precompiledOutput<S extends z.ZodMiniType>(schema: S): StandardSchemaWithJSON<z.output<S>, z.output<S>> {
  return fromJsonSchema<z.output<S>>(objectRoot(z.toJSONSchema(schema, { io: 'output', target: 'draft-2020-12', unrepresentable: 'any' }) as Record<string, unknown>));
}

/** MCP wants `type: "object"` at the root of tool schemas; a union of objects (anyOf) is one too. */
function objectRoot(json: Record<string, unknown>): Record<string, unknown> {
  return json.type === undefined && Array.isArray(json.anyOf) ? { type: 'object', ...json } : json;
}
