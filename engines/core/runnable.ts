// What run.ts reads of a tool: the declaration, its published versions, its
// input plan and what the envelope reports (capability, page, unit,
// verification, links). engines/derive/tools.ts resolves declarations into
// tools of this shape (ResolvedTool), with what pages and catalogs add.
import type { Compute, EngineDeclaration } from './contract.ts';
import type { InputPlan } from './inputs.ts';

/** The spec's verification object of an envelope. */
export interface VerificationObject {
  tier: 'candidate' | 'engine_tested' | 'internally_reviewed' | 'expert_verified';
  engine_tested: boolean;
  expert_reviewed: boolean;
  internally_reviewed: boolean;
  review_kind: string | null;
  source_checked: boolean;
  reviewed_by: string | null;
  reviewer_role: string | null;
  last_reviewed: string | null;
}

/** The links of an envelope: where the tool's schemas, evidence and catalogs are. */
export interface ToolLinks {
  schema_input: string;
  schema_output: string;
  evidence: string;
  openapi: string;
  capabilities: string;
  mcp: string;
}

/** A tool (a REST id or page alias) as calculate() runs it. */
export interface RunnableTool {
  id: string;
  engine: EngineDeclaration;
  capability_id: string | null;
  version: string;
  /** Every published version of this tool → the compute that produced it. */
  versions: Record<string, Compute>;
  /** Canonical page path of this tool (its own, or the page of the capability it serves). */
  page: string | null;
  /** Unit of the headline value (result_detail.unit). */
  unit: string | null;
  plan: InputPlan;
  verification: VerificationObject;
  links: ToolLinks;
}
