// Resolves engine declarations into the tools (REST ids / page aliases) that
// callers address: capability, version, page, links, verification and the
// input plan, each computed once. Works per engine, so the browser worker can
// resolve the one engine a page needs without loading the whole registry.
import type { EngineDeclaration, FieldHint, PageArea, ToolDeclaration } from '../core/contract.ts';
import type { RunnableTool, VerificationObject } from '../core/runnable.ts';
import { isStrictObject, objectShape } from '../core/schema-shape.ts';
import { evidenceOf } from './evidence.ts';

/** A resolved tool: what calculate() runs (engines/core/runnable.ts), and what pages and catalogs read. */
export interface ResolvedTool extends RunnableTool {
  /** True for the engine's own id. */
  canonical: boolean;
  /** True when /calc/<area>/<id> is this tool's own page. */
  ownPage: PageArea | null;
  title: string;
  description: string;
  keywords: string[];
  initial: Record<string, unknown>;
}

export const pagePath = (area: PageArea, id: string) => `/calc/${area}/${id}`;

/** Where a tool's schemas live: the capability's stable URL, or the engine's for REST-only tools. */
export const schemaKey = (capability: string | null, engineId: string) => capability ?? engineId;

/** The spec's verification object, from the tier the engine's worked examples support (engines/derive/evidence.ts). */
export function verificationObject(decl: EngineDeclaration): VerificationObject {
  const evidence = evidenceOf(decl);
  return Object.freeze({
    tier: evidence.tier,
    engine_tested: evidence.tier === 'engine_tested',
    expert_reviewed: false,
    internally_reviewed: false,
    review_kind: null,
    source_checked: evidence.sourceChecked,
    reviewed_by: null,
    reviewer_role: null,
    last_reviewed: null,
  });
}

/** The canonical id and every alias of one engine, resolved. */
export function resolveEngine(decl: EngineDeclaration): ResolvedTool[] {
  const shape = objectShape(decl.input);
  const strict = decl.strictInputs ?? isStrictObject(decl.input);
  const verification = verificationObject(decl);
  const own: ToolDeclaration = {
    id: decl.id,
    page: decl.page,
    capability_id: decl.capability_id ?? null,
    version: decl.version,
    previous: decl.previous,
  };
  const decls = [own, ...(decl.tools ?? [])];
  const capabilityOf = (t: ToolDeclaration) => (t.capability_id === undefined ? (decl.capability_id ?? null) : t.capability_id);
  const pageOf = (t: ToolDeclaration): string | null => {
    if (t.page) return pagePath(t.page, t.id);
    const cap = capabilityOf(t);
    const sibling = decls.find((o) => o.page && (cap ? capabilityOf(o) === cap : o === own));
    return sibling?.page ? pagePath(sibling.page, sibling.id) : null;
  };

  return decls.map((t) => {
    const capability_id = capabilityOf(t);
    const version = t.version ?? decl.version;
    // An alias with its own version publishes its own history; a plain synonym shares the engine's.
    const previous = t.version && t !== own ? t.previous : (t.previous ?? decl.previous);
    const hints: Record<string, FieldHint | Partial<FieldHint>> = { ...decl.ui.fields };
    for (const [k, h] of Object.entries(t.fields ?? {})) hints[k] = { ...decl.ui.fields[k], ...h };
    const key = schemaKey(capability_id, decl.id);
    return {
      id: t.id,
      engine: decl,
      canonical: t === own,
      capability_id,
      version,
      versions: { ...previous, [version]: decl.compute },
      page: pageOf(t),
      ownPage: t.page ?? null,
      title: t.title ?? decl.title,
      description: t.description ?? decl.description,
      keywords: [...(decl.keywords ?? []), ...(t.keywords ?? [])],
      unit: t.unit !== undefined ? t.unit : (decl.unit ?? null),
      plan: { decl, shape, strict, defaults: t.defaults, hints },
      verification,
      links: Object.freeze({
        schema_input: `/schemas/${key}/input.json`,
        schema_output: `/schemas/${key}/output.json`,
        evidence: `/evidence/${decl.id}`,
        openapi: '/openapi.json',
        capabilities: '/.well-known/service-capabilities.json',
        mcp: '/mcp',
      }),
      initial: { ...(decl.ui.initial ?? t.initial ? decl.ui.initial : firstExample(decl, t.id)), ...t.defaults, ...t.initial },
    };
  });
}

/** Inputs of the tool's first worked example that succeeds: what a page opens with when the declaration names no ui.initial. */
function firstExample(decl: EngineDeclaration, toolId: string): Record<string, unknown> | undefined {
  return decl.examples.find((e) => (e.tool ?? decl.id) === toolId && (!e.expect.status || e.expect.status === 'success'))?.inputs;
}
