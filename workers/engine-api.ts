// The engines as the browser runs them: one engine module loaded on first use,
// the same calculate() as the server, and the picture of the answer. Shared by
// the page's Web Worker (workers/engine-worker.ts) and the MCP Apps view, which
// runs it inline (site/mcp-app/). It never throws: a failure is a 500 answer.
// Form text (what a page's boxes and URL hold) is read by the same functions as
// the server's render of a page URL (engines/derive/form-inputs.ts).
import type { EngineDeclaration, Picture, ScheduleRow } from '../engines/core/contract.ts';
import { calculate, type Answer } from '../engines/core/run.ts';
import { problem } from '../engines/core/problem.ts';
import { pictureFor } from '../engines/derive/picture.ts';
import { scheduleFor } from '../engines/derive/schedule.ts';
import type { FormModel, FormValues } from '../engines/derive/form-text.ts';
import type { Settle } from '../engines/derive/form-units.ts';
import { resolveEngine, type ResolvedTool } from '../engines/derive/tools.ts';
import { clockBudget } from '../engines/derive/budget.ts';
import type { OutputChoice, PlotAnswer, SolveView } from '../engines/derive/form-plot.ts';
import type { PlotState, SolveState } from '../engines/derive/plot-text.ts';

export interface WorkerAnswer {
  answer: Answer;
  picture: Picture | null;
  /** Every row of a schedule the API shortens (amortization), for the page. */
  schedule: ScheduleRow[] | null;
}

/**
 * A form's answer, with the inputs its text became (null when the text could not be read) and the form text as
 * the page then shows it (a unit typed with a number moved to its select; null when unread).
 */
export type FormAnswer = WorkerAnswer & { inputs: Record<string, unknown> | null; values: FormValues | null };

/** Loads the module of `engines/<moduleKey>.ts`, or undefined when there is none. */
export type EngineLoader = (moduleKey: string) => Promise<{ engine: EngineDeclaration }> | undefined;

/** The form reader (it needs decimal.js for exact scaling; a worker loads it as its own chunk while the page warms up). */
export type FormReaderLoader = () => Promise<typeof import('../engines/derive/form-inputs.ts')>;

/** The plot and solve functions (engines/derive/form-plot.ts), loaded when a page first plots or solves. */
export type OperationsLoader = () => Promise<typeof import('../engines/derive/form-plot.ts')>;

/**
 * How long one plot or solve may compute in the browser: a sweep of many points over a slow engine
 * (a differential pair's impedance, ~9 ms a point) stops with a message instead of holding the worker.
 */
export const BROWSER_OPERATION_MS = 2000;

const deadline = (ms: number) => clockBudget(() => performance.now(), ms, `${ms / 1000} s in this browser`);

const failed = (e: unknown): WorkerAnswer => ({
  answer: { http: 500, body: problem(500, 'INTERNAL_ERROR', `The calculator could not run in this browser: ${(e as Error).message}`, { recoverable: false }) },
  picture: null,
  schedule: null,
});

/**
 * `operations`: where the plot and solve functions come from; without it (the MCP Apps view, which loads
 * no chunk) plotForm and solveForm answer that they are not available.
 */
export function engineApi(load: EngineLoader, formReader: FormReaderLoader, operations?: OperationsLoader) {
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

  async function toolOf(moduleKey: string, toolId: string): Promise<ResolvedTool> {
    const tool = (await toolsOf(moduleKey)).get(toolId);
    if (!tool) throw new Error(`no tool ${toolId} in ${moduleKey}`);
    return tool;
  }

  return {
    /** Inputs as REST takes them. */
    async calculate(moduleKey: string, toolId: string, inputs: Record<string, unknown>): Promise<WorkerAnswer> {
      try {
        const tool = await toolOf(moduleKey, toolId);
        const answer = calculate(tool, inputs);
        return { answer, picture: pictureFor(tool, answer), schedule: scheduleFor(tool, answer) };
      } catch (e) {
        return failed(e);
      }
    },
    /** A page's form text, read exactly as the server reads the same text from a URL. */
    async calculateForm(moduleKey: string, toolId: string, form: FormModel, values: FormValues, settle: Settle = {}): Promise<FormAnswer> {
      try {
        const [tool, { calculateForm }] = await Promise.all([toolOf(moduleKey, toolId), formReader()]);
        const read = calculateForm(tool, form, values, settle);
        return { answer: read.answer, picture: pictureFor(tool, read.answer), schedule: scheduleFor(tool, read.answer), inputs: read.inputs, values: read.values };
      } catch (e) {
        return { ...failed(e), inputs: null, values: null };
      }
    },
    /** The number outputs a chart can draw and a solve can target. */
    async outputs(moduleKey: string, toolId: string): Promise<OutputChoice[]> {
      try {
        if (!operations) return [];
        const [tool, ops] = await Promise.all([toolOf(moduleKey, toolId), operations()]);
        return ops.outputChoices(tool);
      } catch {
        return [];
      }
    },
    /** The chart of one output against one input of a page's form, read as calculateForm reads it. */
    async plotForm(moduleKey: string, toolId: string, form: FormModel, values: FormValues, state: PlotState, narrow = false): Promise<PlotAnswer> {
      try {
        if (!operations) return { ok: false, field: null, detail: 'Plots are not available here.', outputs: [] };
        const [tool, ops] = await Promise.all([toolOf(moduleKey, toolId), operations()]);
        return ops.plotForm(tool, form, values, state, deadline(BROWSER_OPERATION_MS), narrow);
      } catch (e) {
        return { ok: false, field: null, detail: `The plot could not be drawn in this browser: ${(e as Error).message}`, outputs: [] };
      }
    },
    /** The value of one input of a page's form that gives an output the target value. */
    async solveForm(moduleKey: string, toolId: string, form: FormModel, values: FormValues, state: SolveState): Promise<SolveView> {
      try {
        if (!operations) return { ok: false, field: null, detail: 'Solving is not available here.' };
        const [tool, ops] = await Promise.all([toolOf(moduleKey, toolId), operations()]);
        return ops.solveForm(tool, form, values, state, deadline(BROWSER_OPERATION_MS));
      } catch (e) {
        return { ok: false, field: null, detail: `The solve could not run in this browser: ${(e as Error).message}` };
      }
    },
    /** Loads the engine ahead of the first keystroke. */
    async warm(moduleKey: string): Promise<boolean> {
      await Promise.all([toolsOf(moduleKey), formReader()]);
      return true;
    },
  };
}

export type EngineApi = ReturnType<typeof engineApi>;
