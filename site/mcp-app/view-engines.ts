// The engines inside the MCP Apps view: the module of every capability's engine
// is in the view's one script but evaluated only when first used, and answers
// through the same engine API as the page's worker (the same bytes as REST).
import { CAPABILITIES, loadEngine } from 'virtual:view-engines';
import { islandModel, pageModel } from '../../engines/derive/page-model.ts';
import { resolveEngine, type ResolvedTool } from '../../engines/derive/tools.ts';
import * as formInputs from '../../engines/derive/form-inputs.ts';
import { engineApi } from '../../workers/engine-api.ts';
import type { IslandModel } from '../components/Calculator.tsx';

// The form reader is in the view's script too: the sandbox allows no chunk to be fetched.
export const engines = engineApi(loadEngine, async () => formInputs);

export interface ViewCalculator {
  capabilityId: string;
  tool: ResolvedTool;
  model: IslandModel;
}

/** The calculator serving a capability, or null for an id the service does not have. */
export async function calculatorFor(capabilityId: string): Promise<ViewCalculator | null> {
  const entry = CAPABILITIES.get(capabilityId);
  const module = entry && (await loadEngine(entry.moduleKey));
  const tool = module && resolveEngine(module.engine).find((t) => t.id === entry.toolId);
  return tool ? { capabilityId, tool, model: islandModel(pageModel(tool)) } : null;
}
