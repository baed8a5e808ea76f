// zod schemas of what every calculation answer looks like (the envelope) and
// of the error body: the MCP outputSchema, OpenAPI and the contract tests use them.
import * as z from 'zod/mini';

export const verificationSchema = z.object({
  tier: z.enum(['candidate', 'engine_tested', 'internally_reviewed', 'expert_verified']),
  engine_tested: z.boolean(),
  expert_reviewed: z.boolean(),
  internally_reviewed: z.optional(z.boolean()),
  review_kind: z.optional(z.nullable(z.string())),
  source_checked: z.boolean(),
  reviewed_by: z.nullable(z.string()),
  reviewer_role: z.nullable(z.string()),
  last_reviewed: z.nullable(z.string()),
});

export const warningSchema = z.object({
  code: z.string(),
  severity: z.optional(z.string()),
  detail: z.optional(z.string()),
  suggestion: z.optional(z.string()),
  field: z.optional(z.string()),
});

export const envelopeSchema = z.object({
  id: z.string(),
  tool: z.string(),
  engine: z.string(),
  capability_id: z.nullable(z.string()),
  status: z.enum(['success', 'empty', 'invalid', 'multiple_solutions']),
  inputs: z.record(z.string(), z.unknown()),
  result: z.unknown(),
  result_detail: z.object({ value: z.unknown(), unit: z.nullable(z.string()), formatted: z.nullable(z.string()) }),
  formula: z.nullable(z.object({ id: z.optional(z.string()), expression: z.optional(z.string()), label: z.optional(z.string()) })),
  assumptions: z.array(z.string()),
  warnings: z.array(warningSchema),
  verification: verificationSchema,
  calculation_version: z.string(),
  spec_version: z.string(),
  api_version: z.string(),
  api_contract_version: z.string(),
  page: z.nullable(z.string()),
  links: z.object({
    schema_input: z.string(),
    schema_output: z.string(),
    evidence: z.string(),
    openapi: z.string(),
    capabilities: z.string(),
    mcp: z.string(),
  }),
  derived: z.optional(z.record(z.string(), z.unknown())),
  code: z.optional(z.string()),
  field: z.optional(z.string()),
  detail: z.optional(z.string()),
  suggestion: z.optional(z.string()),
});

export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.literal('error'),
  http_status: z.int(),
  code: z.string(),
  error: z.string(),
  detail: z.string(),
  field: z.optional(z.string()),
  recoverable: z.boolean(),
  suggestion: z.string(),
  invalid_parameters: z.optional(z.array(z.object({ name: z.string(), constraint: z.string() }))),
  retry_after_seconds: z.optional(z.int()),
  limit: z.optional(z.int()),
  // Extension members of particular errors, named so that clients checking the schema accept them.
  /** ENGINE_NOT_FOUND: every id the REST API accepts. */
  acceptable_ids: z.optional(z.array(z.string())),
  /** VERSION_MISMATCH: the versions that can be pinned, and the current one. */
  published_versions: z.optional(z.array(z.string())),
  current_version: z.optional(z.string()),
  /** PAYMENT_REQUIRED: the quote of the paid path. */
  quote: z.optional(z.record(z.string(), z.unknown())),
});
