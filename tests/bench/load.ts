// Load generation with autocannon, and the child processes a bench run needs.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export interface LoadSpec {
  url: string;
  method?: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
  connections?: number;
  seconds?: number;
  /** The answers counted as served: 2xx (default), or 3xx (revalidations answered 304). */
  counted?: '2xx' | '3xx';
}

export function load({ url, method = 'GET', body, headers = {}, connections = 16, seconds = 5, counted = '2xx' }: LoadSpec): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, method, body, headers: body ? { 'content-type': 'application/json', ...headers } : headers, connections, duration: seconds },
      (err: Error | null, r: autocannon.Result) =>
        err
          ? reject(err)
          : resolve({ rps: r[counted] / r.duration, p50: r.latency.p50, p99: r.latency.p99, non2xx: counted === '2xx' ? r.non2xx : r.non2xx - r['3xx'], errors: r.errors + r.timeouts }),
    );
  });
}

export interface Child {
  port: number;
  proc: ChildProcess;
  stop(): Promise<void>;
}

/** Starts a child that prints {"port": n} on its first line. */
export function startPrintingPort(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<Child> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
    const timer = setTimeout(() => reject(new Error(`no port from ${args.join(' ')}`)), 20_000);
    proc.stdout!.once('data', (b: Buffer) => {
      clearTimeout(timer);
      const port = JSON.parse(b.toString().split('\n')[0]).port;
      resolve({ port, proc, stop: () => stopChild(proc) });
    });
    proc.once('error', reject);
  });
}

export function stopChild(proc: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (proc.exitCode !== null) return resolve();
    proc.once('exit', () => resolve());
    proc.kill('SIGTERM');
    setTimeout(() => proc.kill('SIGKILL'), 5000).unref();
  });
}

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** A/B alternation: baseline, subject, baseline, subject; the ratio of the means. */
export async function compare(baseline: LoadSpec, subject: LoadSpec, rounds = 2) {
  const a: LoadResult[] = [];
  const b: LoadResult[] = [];
  for (let i = 0; i < rounds; i++) {
    a.push(await load(baseline));
    b.push(await load(subject));
  }
  const mean = (xs: LoadResult[], k: keyof LoadResult) => xs.reduce((s, x) => s + x[k], 0) / xs.length;
  return {
    baseline: { rps: mean(a, 'rps'), p99: Math.max(...a.map((x) => x.p99)) },
    subject: { rps: mean(b, 'rps'), p99: Math.max(...b.map((x) => x.p99)), failures: b.reduce((s, x) => s + x.non2xx + x.errors, 0) },
    ratio: mean(b, 'rps') / mean(a, 'rps'),
  };
}

/** CPU seconds (user + system) of a process and its children, from /proc. */
function cpuOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const own = (Number(fields[11]) + Number(fields[12])) / 100;
  const kids = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  return own + kids.reduce((sum, k) => sum + cpuOf(k), 0);
}

/**
 * The server's CPU time per request (µs) over `amount` requests at 16 connections:
 * what the server itself spends, which other load on the machine disturbs far less than throughput.
 */
export async function cpuPerRequest(pid: number, spec: LoadSpec, amount: number): Promise<number> {
  const before = cpuOf(pid);
  await new Promise((resolve) => autocannon({ url: spec.url, method: spec.method, body: spec.body, headers: { 'content-type': 'application/json', ...spec.headers }, connections: 16, amount }, resolve));
  return ((cpuOf(pid) - before) * 1e6) / amount;
}
