// The page's handle on the engine worker (created once per page, on first use).
import { wrap, type Remote } from 'comlink';
import type { EngineWorkerApi } from '../../workers/engine-worker.ts';

let remote: Remote<EngineWorkerApi> | undefined;

export function engineWorker(): Remote<EngineWorkerApi> {
  remote ??= wrap<EngineWorkerApi>(new Worker(new URL('../../workers/engine-worker.ts', import.meta.url), { type: 'module', name: 'engines' }));
  return remote;
}
