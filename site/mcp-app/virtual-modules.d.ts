// The module api/server/mcp-view.ts generates from the registry while it bundles the view.
declare module 'virtual:view-engines' {
  /** capability_id → the engine module (engines/<moduleKey>.ts) and the tool that serves it, as the registry chose. */
  export const CAPABILITIES: ReadonlyMap<string, { moduleKey: string; toolId: string }>;
  /** The engine module, evaluated on first use; undefined for a module the view does not hold. */
  export function loadEngine(moduleKey: string): Promise<{ engine: import('../../engines/core/contract.ts').EngineDeclaration }> | undefined;
}
