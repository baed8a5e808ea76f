// The registry: every engine declaration resolved once into lookup tables.
// REST, MCP, pages, schemas and catalogs read these; none builds its own.
import type { Area, EngineDeclaration } from '../core/contract.ts';
import { resolveEngine, type ResolvedTool } from './tools.ts';

export interface Registry {
  engines: EngineDeclaration[];
  /** Every acceptable REST id (canonical ids and aliases) → its tool. */
  tools: Map<string, ResolvedTool>;
  /** Sorted list of every acceptable id. */
  ids: string[];
  /** capability_id → the tool that serves it (the one with its own page first). */
  capabilities: Map<string, ResolvedTool>;
  /** Tools that have their own page, in catalog order. */
  pages: ResolvedTool[];
  byArea(area: Area): ResolvedTool[];
}

/** Of one engine's tools that serve a capability, the one that answers for it: the first with its own page, else the first. */
export const capabilityServer = (serving: ResolvedTool[]): ResolvedTool | undefined => serving.find((t) => t.ownPage) ?? serving[0];

export function buildRegistry(engines: EngineDeclaration[]): Registry {
  const tools = new Map<string, ResolvedTool>();
  const serving = new Map<string, ResolvedTool[]>();
  for (const decl of engines) {
    for (const tool of resolveEngine(decl)) {
      const clash = tools.get(tool.id);
      if (clash) throw new Error(`tool id ${tool.id} is declared by ${clash.engine.id} and ${decl.id}`);
      tools.set(tool.id, tool);
      if (tool.capability_id) {
        const held = serving.get(tool.capability_id);
        if (held && held[0].engine !== decl) throw new Error(`capability ${tool.capability_id} is served by ${held[0].engine.id} and ${decl.id}`);
        if (held) held.push(tool);
        else serving.set(tool.capability_id, [tool]);
      }
    }
  }
  const capabilities = new Map([...serving].map(([id, list]) => [id, capabilityServer(list)!]));
  for (const decl of engines) {
    for (const id of decl.related ?? []) if (!tools.get(id)?.ownPage) throw new Error(`${decl.id} names ${id} as related, which is not a calculator page`);
  }
  const all = [...tools.values()];
  return {
    engines,
    tools,
    ids: [...tools.keys()].sort(),
    capabilities,
    pages: all.filter((t) => t.ownPage),
    byArea: (area) => all.filter((t) => t.engine.area === area),
  };
}
