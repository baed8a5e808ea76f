// The engines as the browser runs them: one engine module loaded on first use,
// the same calculate() as the server, and the picture of the answer. Shared by
// the page's Web Worker (workers/engine-worker.ts) and the MCP Apps view, which
// runs it inline (site/mcp-app/). It never throws: a failure is a 500 answer.
import type { EngineDeclaration, Picture, ScheduleRow } from '../engines/core/contract.ts';
import { calculate, type Answer } from '../engines/core/run.ts';
import { problem } from '../engines/core/problem.ts';
import { pictureFor } from '../engines/derive/picture.ts';
import { scheduleFor } from '../engines/derive/schedule.ts';
import { resolveEngine, type ResolvedTool } from '../engines/derive/tools.ts';

export interface WorkerAnswer {
  answer: Answer;
  picture: Picture | null;
  /** Every row of a schedule the API shortens (amortization), for the page. */
  schedule: ScheduleRow[] | null;
}

/** Loads the module of `engines/<moduleKey>.ts`, or undefined when there is none. */
export type EngineLoader = (moduleKey: string) => Promise<{ engine: EngineDeclaration }> | undefined;

export function engineApi(load: EngineLoader) {
  const loaded = new Map<string, Promise<Map<string, ResolvedTool>>>();

  function toolsOf(moduleKey: string): Promise<Map<string, ResolvedTool>> {
    const cached = loaded.get(moduleKey);
    if (cached) return cached;
    const module = load(moduleKey);
    if (!module) return Promise.reject(new Error(`no engine module ${moduleKey}`));
    const tools = module.then((m) => new Map(resolveEngine(m.engine).map((t) => [t.id, t])));
    loaded.set(moduleKey, tools);
    return tools;
  }

  return {
    async calculate(moduleKey: string, toolId: string, inputs: Record<string, unknown>): Promise<WorkerAnswer> {
      try {
        const tool = (await toolsOf(moduleKey)).get(toolId);
        if (!tool) throw new Error(`no tool ${toolId} in ${moduleKey}`);
        const answer = calculate(tool, inputs);
        return { answer, picture: pictureFor(tool, answer), schedule: scheduleFor(tool, answer) };
      } catch (e) {
        const body = problem(500, 'INTERNAL_ERROR', `The calculator could not run in this browser: ${(e as Error).message}`, { recoverable: false });
        return { answer: { http: 500, body }, picture: null, schedule: null };
      }
    },
    /** Loads the engine ahead of the first keystroke. */
    async warm(moduleKey: string): Promise<boolean> {
      await toolsOf(moduleKey);
      return true;
    },
  };
}

export type EngineApi = ReturnType<typeof engineApi>;
