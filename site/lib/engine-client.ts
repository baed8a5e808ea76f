// The page's handle on the engine worker (created once per page, on first use).
// It is also published as window.calculatorx.calculate(moduleKey, toolId, inputs),
// so scripts on the page (and the browser tests) can run any engine locally.
import { wrap, type Remote } from 'comlink';
import type { EngineWorkerApi } from '../../workers/engine-worker.ts';

let remote: Remote<EngineWorkerApi> | undefined;

export function engineWorker(): Remote<EngineWorkerApi> {
  remote ??= wrap<EngineWorkerApi>(new Worker(new URL('../../workers/engine-worker.ts', import.meta.url), { type: 'module', name: 'engines' }));
  return remote;
}

if (typeof window !== 'undefined') {
  (window as unknown as { calculatorx: unknown }).calculatorx = {
    calculate: (moduleKey: string, toolId: string, inputs: Record<string, unknown>) => engineWorker().calculate(moduleKey, toolId, inputs),
  };
}
