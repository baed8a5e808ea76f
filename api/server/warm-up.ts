// A fresh serving process pays for what it loads and compiles on first use: its
// first MCP search (the search index, the SDK's tool schemas) took 336 ms and its
// first computed page 80–100 ms, each one block of the event loop, so under a
// hostile load a /healthz behind them waited up to half a second on a quiet
// machine (tests/http/hostile-load.test.ts). Before it takes requests, the process
// sends itself one request of each costly kind on a private loopback port
// (`exclusive`: in a cluster worker the port is its own, not shared through the
// primary), then closes that port and listens where it serves. Nothing is stored
// (no snapshot is made), and nothing is logged or counted (api/ops/observe.ts): an
// operator's log and metrics hold visitors' requests only.
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { calculate } from '../../engines/core/run.ts';
import { registry } from '../../engines/registry.ts';
import { setWarmUpPort } from '../ops/observe.ts';

const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2024-11-05' };
const call = (name: string, args: Record<string, unknown>) => JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } });

/** One of each kind of request whose first answer loads or compiles something. */
const FIRST_USES: { path: string; init?: RequestInit }[] = [
  { path: '/mcp', init: { method: 'POST', headers: MCP_HEADERS, body: call('search_capabilities', { query: 'resistor for an LED' }) } },
  // One call per request: a batch's later calls are refused once the request has used REQUEST_COMPUTE_MS, which a
  // cold first call can (and the bound hit would be logged as if a client had asked for too much).
  { path: '/mcp', init: { method: 'POST', headers: MCP_HEADERS, body: call('execute_calculation', { capability_id: 'electrical.ohms_law', inputs: { V: 12, R: 4 } }) } },
  { path: '/mcp', init: { method: 'POST', headers: MCP_HEADERS, body: call('execute_calculation', { capability_id: 'electrical.pcb.microstrip', inputs: { mode: 'width', z0_target: 50, height: 1.6, er: 4.5 } }) } },
  { path: '/api/v1/calc/ohms-law', init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"inputs":{"V":12,"R":4}}' } },
  { path: '/calc/electric/ohms-law?V=12&R=4' },
  { path: '/calc/finance/amortization?principal=10000&ratePct=6&termMonths=24' },
  { path: '/calc/math/factorial?n=500' },
  { path: '/no-such-page' },
  { path: '/api/v1/share/cx_e1_warm-up' },
  { path: '/s/cx_e1_warm-up' },
];

/** Runs every engine once (its first worked example): an engine's first calculation compiles its code. */
function warmEngines(): void {
  for (const engine of registry.engines) {
    const tool = registry.tools.get(engine.id);
    const example = engine.examples[0];
    if (tool && example) calculate(tool, example.inputs);
  }
}

/** Runs every engine once, then sends FIRST_USES to `server` on a port of its own and closes it again. */
export async function warmUp(server: http.Server): Promise<void> {
  warmEngines();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1', exclusive: true }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  setWarmUpPort(port);
  try {
    // One at a time: each is a first use; a failure only means that path stays cold.
    for (const { path, init } of FIRST_USES) await fetch(`${origin}${path}`, init).then((r) => r.arrayBuffer(), () => undefined);
  } finally {
    setWarmUpPort(0);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
