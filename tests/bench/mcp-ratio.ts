// npm run bench:mcp — only the MCP figure of `npm run bench` (execute_calculation
// against REST for the same engine, alternating, in one run), for a quick look
// while working on the MCP path; and the server's CPU time per request of each,
// which other load on the machine disturbs far less than throughput. Prints; writes nothing.
import { compare, cpuPerRequest, type LoadSpec } from './load.ts';
import { MCP_EXECUTE_BODY, MCP_EXECUTE_HEADERS } from './mcp-request.ts';
import { spawnServer } from '../helpers/server.ts';
import { workerCount } from '../../api/server/cluster.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const service = await spawnServer({ RATE_LIMIT_DISABLED: '1', WORKERS: process.env.WORKERS ?? String(workerCount()) }, { keepStdout: false, bundled: true });

try {
  const rest: LoadSpec = { url: `${service.url}/api/v1/calc/voltage-divider`, method: 'POST', body: JSON.stringify({ inputs: { Vin: 12, R1: 1000, R2: 1000 } }), seconds: SECONDS };
  const mcp: LoadSpec = { url: `${service.url}/mcp`, method: 'POST', body: MCP_EXECUTE_BODY, headers: MCP_EXECUTE_HEADERS, seconds: SECONDS };
  const r = await compare(rest, mcp);
  console.log(`MCP execute_calculation / REST: ${r.ratio.toFixed(3)} (${Math.round(r.subject.rps)} vs ${Math.round(r.baseline.rps)} req/s, ${r.subject.failures} failures)`);
  const cpu = { rest: [] as number[], mcp: [] as number[] };
  for (let i = 0; i < 3; i++) {
    cpu.rest.push(await cpuPerRequest(service.child.pid!, rest, 20_000));
    cpu.mcp.push(await cpuPerRequest(service.child.pid!, mcp, 20_000));
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[1];
  console.log(`server CPU per request: REST ${median(cpu.rest).toFixed(0)} µs, MCP ${median(cpu.mcp).toFixed(0)} µs (REST / MCP ${(median(cpu.rest) / median(cpu.mcp)).toFixed(3)})`);
} finally {
  await service.close();
}
