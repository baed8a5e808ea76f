// The Web Worker behind every calculator page: the same engine code as the
// server (workers/engine-api.ts), one lazily loaded chunk per engine, exposed
// through comlink. It returns the same answers as the REST API and never throws
// across the boundary.
import { expose } from 'comlink';
import type { EngineDeclaration } from '../engines/core/contract.ts';
import { engineApi } from './engine-api.ts';

const modules = import.meta.glob<{ engine: EngineDeclaration }>(['../engines/{electrical,finance,math,grade,dev}/*.ts', '!**/*.picture.ts']);

export const api = engineApi(
  (moduleKey) => modules[`../engines/${moduleKey}.ts`]?.(),
  () => import('../engines/derive/form-inputs.ts'),
  // Loaded when the visitor first opens the Plot or Solve panel.
  () => import('../engines/derive/form-plot.ts'),
);

export type EngineWorkerApi = typeof api;
expose(api);
