// npm run bench:rest — only the REST figures of `npm run bench` (service against
// zero-compute servers sending the same bytes), for a quick look while working on
// the hot path, with each server's CPU time per request. Prints; writes nothing.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, compare, cpuPerRequest, startPrintingPort, stopChild, type Child } from './load.ts';
import { spawnServer } from '../helpers/server.ts';
import { workerCount } from '../../api/server/cluster.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'cx-bench-'));
const children: Child[] = [];
const env = process.env.BENCH_ENV ? (JSON.parse(process.env.BENCH_ENV) as Record<string, string>) : {};
const service = await spawnServer({ RATE_LIMIT_DISABLED: '1', WORKERS: String(workerCount()), ...env }, { keepStdout: false, bundled: true });
try {
  const url = `${service.url}/api/v1/calc/voltage-divider`;
  const body = JSON.stringify({ inputs: { Vin: 12, R1: 1000, R2: 1000 } });
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const text = await res.text();
  const headers = Object.fromEntries([...res.headers].filter(([k]) => !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(k)));
  for (const kind of ['replay', 'json'] as const) {
    const file = path.join(tmp, `${kind}.json`);
    writeFileSync(file, kind === 'json' ? text : JSON.stringify({ headers, body: text }));
    const child = await startPrintingPort([path.join(ROOT, 'tests/bench/baseline-servers.ts'), kind, file]);
    children.push(child);
    const r = await compare({ url: `http://127.0.0.1:${child.port}/`, method: 'POST', body, seconds: SECONDS }, { url, method: 'POST', body, seconds: SECONDS });
    console.log(`service / ${kind}: ${r.ratio.toFixed(3)} (${Math.round(r.subject.rps)} vs ${Math.round(r.baseline.rps)} req/s, ${r.subject.failures} failures)`);
    const spec = { method: 'POST' as const, body };
    const [mine, theirs] = [await cpuPerRequest(service.child.pid!, { ...spec, url }, 20_000), await cpuPerRequest(child.proc.pid!, { ...spec, url: `http://127.0.0.1:${child.port}/` }, 20_000)];
    console.log(`  server CPU per request: service ${mine.toFixed(0)} µs, ${kind} ${theirs.toFixed(0)} µs (${kind} / service ${(theirs / mine).toFixed(3)})`);
  }
} finally {
  await Promise.all(children.map((c) => stopChild(c.proc)));
  await service.close();
  rmSync(tmp, { recursive: true, force: true });
}
