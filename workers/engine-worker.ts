// The Web Worker behind every calculator page: the same engine code as the
// server, one lazily loaded chunk per engine, exposed through comlink. It
// returns the same answers as the REST API and never throws across the boundary.
import { expose } from 'comlink';
import type { EngineDeclaration, Picture } from '../engines/core/contract.ts';
import { calculate, type Answer } from '../engines/core/run.ts';
import { problem } from '../engines/core/problem.ts';
import type { FormModel, FormValues } from '../engines/derive/form-text.ts';
import { pictureFor } from '../engines/derive/picture.ts';
import { resolveEngine, type ResolvedTool } from '../engines/derive/tools.ts';

const modules = import.meta.glob<{ engine: EngineDeclaration }>(['../engines/{electrical,finance,math,grade,dev}/*.ts', '!**/*.picture.ts']);
const loaded = new Map<string, Promise<Map<string, ResolvedTool>>>();

function toolsOf(moduleKey: string): Promise<Map<string, ResolvedTool>> {
  const cached = loaded.get(moduleKey);
  if (cached) return cached;
  const load = modules[`../engines/${moduleKey}.ts`];
  if (!load) return Promise.reject(new Error(`no engine module ${moduleKey}`));
  const tools = load().then((m) => new Map(resolveEngine(m.engine).map((t) => [t.id, t])));
  loaded.set(moduleKey, tools);
  return tools;
}

export interface WorkerAnswer {
  answer: Answer;
  picture: Picture | null;
}

const failed = (e: unknown): WorkerAnswer => ({
  answer: { http: 500, body: problem(500, 'INTERNAL_ERROR', `The calculator could not run in this browser: ${(e as Error).message}`, { recoverable: false }) },
  picture: null,
});

/** Reading form text needs decimal.js (exact scaling): a chunk of its own, fetched while the page warms up, shared with the engines that use it. */
const formReader = () => import('../engines/derive/form-inputs.ts');

async function toolOf(moduleKey: string, toolId: string): Promise<ResolvedTool> {
  const tool = (await toolsOf(moduleKey)).get(toolId);
  if (!tool) throw new Error(`no tool ${toolId} in ${moduleKey}`);
  return tool;
}

export const api = {
  async calculate(moduleKey: string, toolId: string, inputs: Record<string, unknown>): Promise<WorkerAnswer> {
    try {
      const tool = await toolOf(moduleKey, toolId);
      const answer = calculate(tool, inputs);
      return { answer, picture: pictureFor(tool, answer) };
    } catch (e) {
      return failed(e);
    }
  },
  /** A page's form text, read exactly as the server reads the same text from a URL; with the inputs it became (null when unreadable). */
  async calculateForm(moduleKey: string, toolId: string, form: FormModel, values: FormValues): Promise<WorkerAnswer & { inputs: Record<string, unknown> | null }> {
    try {
      const [tool, { calculateForm }] = await Promise.all([toolOf(moduleKey, toolId), formReader()]);
      const { answer, inputs } = calculateForm(tool, form, values);
      return { answer, picture: pictureFor(tool, answer), inputs };
    } catch (e) {
      return { ...failed(e), inputs: null };
    }
  },
  /** Loads the engine ahead of the first keystroke. */
  async warm(moduleKey: string): Promise<boolean> {
    await Promise.all([toolsOf(moduleKey), formReader()]);
    return true;
  },
};

export type EngineWorkerApi = typeof api;
expose(api);
