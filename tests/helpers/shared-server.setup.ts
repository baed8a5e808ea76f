// vitest globalSetup of the servers project: one service with rate limits off, started once per run
// for every suite that needs nothing else (pages, browsers), instead of one per file. Each start cost
// 0.5–0.8 CPU-s, and each new process compiled the same page and engine paths again. Suites that need
// their own environment (limits, stores, logs, a hostile sweep that must not disturb others) still
// call spawnServer.
import type { TestProject } from 'vitest/node';
import { spawnServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    sharedServerUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await spawnServer({ RATE_LIMIT_DISABLED: '1' });
  project.provide('sharedServerUrl', server.url);
  return () => server.close();
}
