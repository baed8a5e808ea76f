// deploy/haproxy.cfg run on this machine, in front of instances on loopback:
// the file as shipped, with its addresses made local (the instances' ports, a
// proxy source address of its own so that TRUST_PROXY can name it apart from
// the clients), no Docker DNS, and the check timings a test chooses. The
// health check, retries, forwarding and balancing are the shipped ones.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './server.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const HAPROXY_CFG = path.join(ROOT, 'deploy/haproxy.cfg');

/** The address HAProxy connects to the instances from: what their TRUST_PROXY names. */
export const PROXY_SOURCE = '127.0.0.2';

/** Debian installs it in /usr/sbin, which is not on a user's PATH. */
const HAPROXY = ['haproxy', '/usr/sbin/haproxy'].find((bin) => spawnSync(bin, ['-v'], { stdio: 'ignore' }).status === 0);
export const haproxyInstalled = () => HAPROXY !== undefined;

export interface BalancerOptions {
  /** The instances' ports, in server order (app1, app2, …). */
  ports: number[];
  /** Replaces the shipped `default-server` line (check timings). */
  defaultServer?: string;
  /** No log lines (benchmarks). */
  quiet?: boolean;
}

/** deploy/haproxy.cfg with local addresses; `port` and `statsPort` are where the proxy listens. */
export function localConfig(shipped: string, { ports, defaultServer, quiet }: BalancerOptions, port: number, statsPort: number): string {
  const out: string[] = [];
  let section = '';
  let serversWritten = false;
  for (const line of shipped.split('\n')) {
    const head = /^(\S+)\s*(\S*)/.exec(line);
    if (head) section = `${head[1]} ${head[2]}`.trim();
    if (section === 'resolvers docker') continue;
    const t = line.trim();
    if (quiet && /^(log|option httplog)\b/.test(t)) continue;
    if (t.startsWith('bind ')) {
      out.push(`    bind 127.0.0.1:${section === 'frontend stats' ? statsPort : port}`);
      continue;
    }
    if (defaultServer && t.startsWith('default-server ')) {
      out.push(`    ${defaultServer}`);
      continue;
    }
    if (t.startsWith('server ')) {
      if (!serversWritten) ports.forEach((p, i) => out.push(`    server app${i + 1} 127.0.0.1:${p} source ${PROXY_SOURCE}`));
      serversWritten = true;
      continue;
    }
    out.push(line);
  }
  if (!serversWritten) throw new Error('deploy/haproxy.cfg has no server lines to replace');
  return out.join('\n');
}

export interface ServerState {
  name: string;
  /** UP, DOWN, "UP 1/2" (going down), "DOWN 1/2" (coming up), MAINT… */
  status: string;
  /** Requests it was sent in all. */
  total: number;
}

export interface Balancer {
  url: string;
  statsUrl: string;
  /** The instances' states as HAProxy sees them (its stats page, CSV). */
  servers(): Promise<ServerState[]>;
  output(): string;
  child: ChildProcess;
  close(): Promise<void>;
}

export async function startBalancer(options: BalancerOptions): Promise<Balancer> {
  const [port, statsPort] = [await freePort(), await freePort()];
  const dir = mkdtempSync(path.join(tmpdir(), 'cx-haproxy-'));
  const cfg = path.join(dir, 'haproxy.cfg');
  writeFileSync(cfg, localConfig(readFileSync(HAPROXY_CFG, 'utf8'), options, port, statsPort));
  // -db: stay in the foreground; -W: master-worker, as the official image runs it.
  if (!HAPROXY) throw new Error('haproxy is not installed (apt-get install haproxy)');
  const child = spawn(HAPROXY, ['-W', '-db', '-f', cfg], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (b) => (output += b));
  child.stderr!.on('data', (b) => (output += b));
  const url = `http://127.0.0.1:${port}`;
  const statsUrl = `http://127.0.0.1:${statsPort}`;
  const servers = async (): Promise<ServerState[]> => {
    const csv = await (await fetch(`${statsUrl}/stats;csv`)).text();
    const [header, ...rows] = csv.replace(/^# /, '').trim().split('\n').map((l) => l.split(','));
    const col = (name: string) => header.indexOf(name);
    return rows
      .filter((r) => r[col('pxname')] === 'calculatorx' && r[col('svname')] !== 'BACKEND' && r[col('svname')] !== 'FRONTEND')
      .map((r) => ({ name: r[col('svname')], status: r[col('status')], total: Number(r[col('stot')]) }));
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited ${child.exitCode}: ${output}`);
    try {
      await servers();
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`haproxy did not start: ${output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    url,
    statsUrl,
    servers,
    output: () => output,
    child,
    close: () =>
      new Promise((resolve) => {
        const done = () => (rmSync(dir, { recursive: true, force: true }), resolve());
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}
