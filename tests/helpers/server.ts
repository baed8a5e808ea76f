// Starting the real server for HTTP tests: in this process (fast, for the API)
// or as a child process with its own environment (rate limits, stores, pages).
import { spawn, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import path from 'node:path';
import { inject } from 'vitest';
import { createApiContext } from '../../api/context.ts';
import { createService } from '../../api/server/node.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface Running {
  url: string;
  close(): Promise<void>;
}

export async function startInProcess(): Promise<Running> {
  const server = createService(await createApiContext({ RATE_LIMIT_DISABLED: '1' }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * `node api/server/serve.ts` (what npm start runs once built) with PORT/HOST and the given environment;
 * `bundled: true` runs npm start's own entry instead (the built bundle, one worker per core unless WORKERS
 * says otherwise; it builds first when the sources changed), which benchmarks measure.
 * Request log lines are off (LOG_LEVEL=silent) unless the environment sets LOG_LEVEL: writing one per
 * request cost the sweeps' servers about a sixth of their CPU, and only the log tests read them. The start-up
 * warm-up (api/server/warm-up.ts) is off too (WARM_UP=0) unless asked for: it adds a few first requests per start.
 * `keepStdout: false` sends the server's stdout nowhere, so a load generator in this process does not
 * spend its CPU reading it (benchmarks). `port`: listen there (an instance restarted behind a balancer) instead of a free port.
 */
export async function spawnServer(env: Record<string, string> = {}, { bundled = false, timeoutMs = bundled ? 300_000 : 60_000, keepStdout = true, port: fixedPort }: { bundled?: boolean; timeoutMs?: number; keepStdout?: boolean; port?: number } = {}): Promise<Running & { child: ChildProcess; output: () => string }> {
  const port = fixedPort ?? (await freePort());
  // Several workers go through the cluster primary, one runs the serving process itself.
  const entry = bundled ? 'api/server/start.ts' : Number(env.WORKERS) > 1 ? 'api/server/cluster.ts' : 'api/server/serve.ts';
  const child = spawn(process.execPath, [path.join(ROOT, entry)], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', RATE_LIMIT_DISABLED: '', WORKERS: '1', LOG_LEVEL: 'silent', WARM_UP: '0', ...env },
    stdio: ['ignore', keepStdout ? 'pipe' : 'ignore', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (b) => (output += b));
  child.stderr!.on('data', (b) => (output += b));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${output}`);
    try {
      if ((await fetch(`${url}/api/v1/calc`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start: ${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    child,
    output: () => output,
    close: () =>
      new Promise((resolve) => {
        // Already ended (a test may have killed it with a signal: then exitCode stays null).
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The service tests/helpers/shared-server.setup.ts started for this run (rate limits off); nothing to close. */
export function sharedServer(): { url: string } {
  return { url: inject('sharedServerUrl') };
}
