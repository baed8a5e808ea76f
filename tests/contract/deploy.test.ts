// The deployable parts, read as an operator's tools would read them, checked for
// what matters: the Dockerfile (two stages, Node 24, the production install and
// the built tree only, a non-root user, a health check, the README's start
// command), deploy/compose.yaml with deploy/haproxy.cfg, and the Kubernetes
// manifests of deploy/k8s. Probes point at endpoints the service answers, every
// environment variable they set is one the README documents, and the timings
// fit together (a stop's delay and timeout within the grace an orchestrator
// gives). No container engine runs in CI (docs/operating.md says how the image
// was built and started by hand); with kubectl installed, `kubectl kustomize`
// builds the manifests (it needs no cluster).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { createApiContext } from '../../api/context.ts';
import { createFetchHandler } from '../../api/fetch-adapter.ts';
import { INPUT_DIRS, INPUT_FILES } from '../../api/server/build-stamp.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (p: string) => readFileSync(path.join(ROOT, p), 'utf8');

/** The names the README's Environment table documents (every `NAME` in its first column). */
function documentedEnv(): Set<string> {
  const readme = read('README.md');
  const section = readme.slice(readme.indexOf('\n## Environment'), readme.indexOf('\n## ', readme.indexOf('\n## Environment') + 1));
  const names = new Set<string>();
  for (const line of section.split('\n')) {
    const first = /^\|([^|]*)\|/.exec(line)?.[1] ?? '';
    for (const m of first.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(m[1]);
  }
  return names;
}
const DOCUMENTED = documentedEnv();

/** The README's production start command: what follows `npm ci --omit=dev &&`. */
const README_START = /npm ci --omit=dev && (npm start)\b/.exec(read('README.md'))?.[1];

const seconds = (v: unknown) => Number(String(v).replace(/s$/, ''));

// ---- Dockerfile: instructions with their continuation lines joined, comments dropped.
interface Instruction {
  op: string;
  args: string;
}
function dockerfile(text: string): Instruction[][] {
  const logical = text.replace(/\\\n/g, ' ').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  const stages: Instruction[][] = [[]];
  for (const line of logical) {
    const [, op, args] = /^(\S+)\s*(.*)$/.exec(line)!;
    if (op.toUpperCase() === 'FROM') stages.push([]);
    stages[stages.length - 1].push({ op: op.toUpperCase(), args });
  }
  return stages;
}
const STAGES = dockerfile(read('Dockerfile'));
const [PREAMBLE, ...BUILD_STAGES] = STAGES;
const FINAL = BUILD_STAGES[BUILD_STAGES.length - 1];
const all = (stage: Instruction[], op: string) => stage.filter((i) => i.op === op).map((i) => i.args);
const jsonArgs = (args: string): string[] => JSON.parse(args.replace(/^CMD\s+/, ''));
const envOf = (stage: Instruction[]) => Object.fromEntries(all(stage, 'ENV').flatMap((a) => [...a.matchAll(/([A-Z_][A-Z0-9_]*)=(\S+)/g)].map((m) => [m[1], m[2]])));

describe('Dockerfile', () => {
  it('builds in one stage and serves from another, on Node 24 (Debian)', () => {
    expect(BUILD_STAGES.length).toBeGreaterThanOrEqual(2);
    const image = /NODE_IMAGE=(\S+)/.exec(all(PREAMBLE, 'ARG').join(' '))?.[1];
    expect(image).toMatch(/^node:24-(bookworm|trixie)-slim$/);
    for (const stage of BUILD_STAGES) expect(stage[0].args).toMatch(/^\$\{NODE_IMAGE\} AS \w+$/);
    const build = BUILD_STAGES[0];
    expect(build[0].args).toMatch(/AS build$/);
    expect(all(build, 'RUN')).toEqual(expect.arrayContaining(['npm ci', expect.stringMatching(/npm run build$/)]));
  });

  it('serves from a production install and the built tree: nothing else of the checkout but what npm start checks the build against', () => {
    expect(all(FINAL, 'RUN').join(' && ')).toMatch(/^npm ci --omit=dev\b/);
    expect(all(FINAL, 'RUN').join(' ')).not.toMatch(/npm (ci|install)(?! --omit=dev)/);
    const copies = all(FINAL, 'COPY');
    const fromBuild = copies.filter((c) => c.startsWith('--from=build ')).map((c) => c.split(/\s+/)[1].replace(/^\/app\//, ''));
    const fromContext = copies.filter((c) => !c.startsWith('--from=')).flatMap((c) => c.split(/\s+/).slice(0, -1));
    expect(fromBuild).toContain('dist');
    // The stamp's inputs (api/server/build-stamp.ts), so that npm start finds dist/ current and builds nothing.
    for (const input of [...INPUT_DIRS, ...INPUT_FILES]) expect([...fromBuild, ...fromContext], input).toContain(input);
    expect(new Set([...fromBuild, ...fromContext])).toEqual(new Set(['package.json', 'package-lock.json', '.npmrc', 'dist', ...INPUT_DIRS, ...INPUT_FILES]));
    const ignored = read('.dockerignore').split('\n').map((l) => l.trim());
    for (const p of ['node_modules', 'dist', '.git']) expect(ignored).toContain(p);
  });

  it('runs as a user that is not root, with the README\'s start command and a health check on /healthz', () => {
    const user = all(FINAL, 'USER');
    expect(user.length).toBe(1);
    expect(user[0]).not.toMatch(/^(root|0)(:|$)/);
    const ops = FINAL.map((i) => i.op);
    expect(ops.indexOf('USER')).toBeLessThan(ops.indexOf('CMD'));
    expect(README_START).toBe('npm start');
    expect(jsonArgs(all(FINAL, 'CMD')[0]).join(' ')).toBe(README_START);
    // The start script execs node, so npm (PID 1) passes SIGTERM on and waits (tests/http/graceful.test.ts).
    expect(JSON.parse(read('package.json')).scripts.start).toMatch(/^exec node /);
    const health = all(FINAL, 'HEALTHCHECK')[0];
    expect(health).toMatch(/CMD \[.*\/healthz/);
    expect(all(FINAL, 'STOPSIGNAL')).toEqual(['SIGTERM']);
  });

  it('sets only documented variables, listens on every interface of the container, and exposes its port', () => {
    const env = { ...envOf(BUILD_STAGES[0]), ...envOf(FINAL) };
    for (const name of Object.keys(env)) expect(DOCUMENTED, name).toContain(name);
    expect(env.HOST).toBe('0.0.0.0');
    expect(all(FINAL, 'EXPOSE')).toEqual([env.PORT]);
    expect(env.SITE_URL).toBe('${SITE_URL}'); // the build's, from the same build argument
  });
});

describe('the probes', () => {
  it('are endpoints the service answers: /healthz and /readyz', async () => {
    const fetchApi = createFetchHandler(await createApiContext({ RATE_LIMIT_DISABLED: '1' }));
    for (const p of ['/healthz', '/readyz']) expect((await fetchApi(new Request(`http://localhost${p}`))).status, p).toBe(200);
  });
});

// ---- Compose and HAProxy.
const COMPOSE = parse(read('deploy/compose.yaml'), { merge: true }) as { services: Record<string, any>; networks: Record<string, any> };
const HAPROXY = read('deploy/haproxy.cfg');
const APPS = Object.entries(COMPOSE.services).filter(([, s]) => s.image === 'calculatorx:latest');

/** The lines of one section of haproxy.cfg (`backend calculatorx`), trimmed, comments dropped. */
function haproxySection(name: string): string[] {
  const lines = HAPROXY.split('\n');
  const start = lines.findIndex((l) => l.trim() === name);
  expect(start, name).toBeGreaterThanOrEqual(0);
  const out: string[] = [];
  for (const l of lines.slice(start + 1)) {
    if (/^\S/.test(l)) break;
    if (l.trim() && !l.trim().startsWith('#')) out.push(l.trim());
  }
  return out;
}
const ms = (v: string) => (v.endsWith('ms') ? Number(v.slice(0, -2)) : v.endsWith('s') ? Number(v.slice(0, -1)) * 1000 : Number(v));

describe('deploy/compose.yaml', () => {
  it('runs three instances of the image (built once, from the repository) behind HAProxy, with Redis and PostgreSQL', () => {
    expect(APPS.map(([name]) => name)).toEqual(['app1', 'app2', 'app3']);
    const built = APPS.filter(([, s]) => s.build);
    expect(built).toHaveLength(1);
    expect(path.resolve(ROOT, 'deploy', built[0][1].build.context)).toBe(ROOT);
    expect(built[0][1].build.args.SITE_URL).toBe(built[0][1].environment.SITE_URL);
    for (const s of ['haproxy', 'redis', 'postgres']) expect(COMPOSE.services[s], s).toBeDefined();
    expect(COMPOSE.services.haproxy.volumes).toContain('./haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
    expect(COMPOSE.services.haproxy.ports).toContain('80:8080');
    expect(haproxySection('frontend www')).toContain('bind :8080');
  });

  it('gives every instance documented settings that point at the shared stores, the balancer\'s address to trust, and a stop it can finish', () => {
    const subnet = COMPOSE.networks.backend.ipam.config[0].subnet as string;
    const proxyAddress = COMPOSE.services.haproxy.networks.backend.ipv4_address;
    expect(proxyAddress.split('.').slice(0, 3).join('.')).toBe(subnet.split('.').slice(0, 3).join('.'));
    for (const [name, s] of APPS) {
      const env = s.environment as Record<string, string>;
      for (const key of Object.keys(env)) expect(DOCUMENTED, `${name}: ${key}`).toContain(key);
      expect(env.TRUST_PROXY).toBe(proxyAddress);
      expect(env.HOST).toBe('0.0.0.0');
      expect(new URL(env.RATE_LIMIT_STORE).hostname).toBe('redis');
      expect(new URL(env.SNAPSHOTS.replace(/\$\{[^}]*\}/g, 'x'))).toMatchObject({ protocol: 'postgres:', hostname: 'postgres' });
      expect(env.SITE_URL).toMatch(/^\$\{SITE_URL:\?/);
      expect(env.SNAPSHOT_SIGNING_KEY).toMatch(/^\$\{SNAPSHOT_SIGNING_KEY:\?/); // required: never unsigned by default
      expect(s.healthcheck.test.join(' ')).toContain(`127.0.0.1:${env.PORT}/healthz`);
      expect(seconds(s.stop_grace_period)).toBeGreaterThanOrEqual(Number(env.SHUTDOWN_DELAY_SECONDS) + Number(env.SHUTDOWN_TIMEOUT_SECONDS));
      expect(Number(env.WORKERS)).toBeLessThanOrEqual(Number(s.cpus));
      expect(s.read_only).toBe(true);
      expect(s.tmpfs).toContain('/tmp');
    }
  });

  it('HAProxy checks /readyz on each instance, forwards the client\'s address, and notices a stop within the instances\' delay', () => {
    const backend = haproxySection('backend calculatorx');
    expect(backend).toContain('option httpchk');
    expect(backend.find((l) => l.startsWith('http-check send'))).toMatch(/meth GET uri \/readyz\b/);
    expect(backend).toContain('http-check expect status 200');
    const servers = backend.filter((l) => l.startsWith('server ')).map((l) => l.split(/\s+/).slice(1, 3));
    expect(servers).toEqual(APPS.map(([name, s]) => [name, `${name}:${s.environment.PORT}`]));
    expect(haproxySection('frontend www')).toContain('option forwardfor');
    const defaults = haproxySection('defaults');
    expect(defaults).toContain('retry-on conn-failure empty-response');
    const check = Object.fromEntries([...defaults.find((l) => l.startsWith('default-server'))!.matchAll(/(inter|fastinter|fall) (\S+)/g)].map((m) => [m[1], m[2]]));
    const noticedMs = ms(check.inter) + (Number(check.fall) - 1) * ms(check.fastinter);
    for (const [, s] of APPS) expect(Number(s.environment.SHUTDOWN_DELAY_SECONDS) * 1000).toBeGreaterThan(noticedMs);
  });
});

// ---- Kubernetes.
const K8S_DIR = path.join(ROOT, 'deploy/k8s');
const MANIFESTS = readdirSync(K8S_DIR)
  .filter((f) => f.endsWith('.yaml'))
  .flatMap((f) => parseAllDocuments(readFileSync(path.join(K8S_DIR, f), 'utf8')).map((d) => ({ file: f, doc: d.toJS() as any })));
const one = (kind: string, file?: string) => {
  const found = MANIFESTS.filter((m) => m.doc?.kind === kind && (!file || m.file === file));
  expect(found, kind).toHaveLength(1);
  return found[0].doc;
};

describe('deploy/k8s', () => {
  const deployment = one('Deployment');
  const pod = deployment.spec.template.spec;
  const [container] = pod.containers;
  const config = one('ConfigMap').data as Record<string, string>;
  const secret = one('Secret', 'secret.example.yaml');

  it('lists its manifests in kustomization.yaml, the Secret apart (made by hand, with real values)', () => {
    const k = one('Kustomization');
    for (const r of k.resources) expect(existsSync(path.join(K8S_DIR, r)), r).toBe(true);
    expect(k.resources).not.toContain('secret.example.yaml');
    expect(new Set(k.resources)).toEqual(new Set(MANIFESTS.filter((m) => !['kustomization.yaml', 'secret.example.yaml'].includes(m.file)).map((m) => m.file)));
  });

  it('probes readiness on /readyz, liveness and start-up on /healthz, at the container\'s port', () => {
    expect(container.readinessProbe.httpGet.path).toBe('/readyz');
    expect(container.livenessProbe.httpGet.path).toBe('/healthz');
    expect(container.startupProbe.httpGet.path).toBe('/healthz');
    const http = container.ports.find((p: any) => p.name === container.readinessProbe.httpGet.port);
    expect(String(http.containerPort)).toBe(config.PORT);
    for (const probe of ['livenessProbe', 'startupProbe']) expect(container[probe].httpGet.port).toBe(http.name);
  });

  it('runs as a user that is not root, without privileges, on a read-only file system', () => {
    expect(pod.securityContext.runAsNonRoot).toBe(true);
    expect(pod.securityContext.runAsUser).toBeGreaterThan(0);
    expect(container.securityContext).toMatchObject({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } });
    expect(container.volumeMounts.map((v: any) => v.mountPath)).toEqual(['/tmp']);
  });

  it('sizes the pod: requests and limits, as many workers as its CPU limit, a grace period the stop fits in', () => {
    for (const kind of ['requests', 'limits']) for (const r of ['cpu', 'memory']) expect(container.resources[kind][r], `${kind}.${r}`).toBeDefined();
    expect(Number(config.WORKERS)).toBeLessThanOrEqual(Number(container.resources.limits.cpu));
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(Number(config.SHUTDOWN_DELAY_SECONDS) + Number(config.SHUTDOWN_TIMEOUT_SECONDS));
    expect(Number(config.SHUTDOWN_DELAY_SECONDS)).toBeGreaterThan(0); // endpoints reach the proxies after the pod starts stopping
    expect(deployment.spec.strategy.rollingUpdate.maxUnavailable).toBe(0);
  });

  it('takes settings from the ConfigMap and the signing key and store URL from the Secret, all documented', () => {
    expect(container.envFrom).toEqual([{ configMapRef: { name: one('ConfigMap').metadata.name } }]);
    const fromSecret = Object.fromEntries(container.env.map((e: any) => [e.name, e.valueFrom?.secretKeyRef]));
    expect(fromSecret.SNAPSHOT_SIGNING_KEY).toEqual({ name: secret.metadata.name, key: 'SNAPSHOT_SIGNING_KEY' });
    expect(fromSecret.SNAPSHOTS).toEqual({ name: secret.metadata.name, key: 'SNAPSHOTS' });
    expect(Object.keys(secret.stringData).sort()).toEqual(['SNAPSHOTS', 'SNAPSHOT_SIGNING_KEY']);
    expect(config.SNAPSHOT_SIGNING_KEY).toBeUndefined();
    expect(config.HOST).toBe('0.0.0.0');
    for (const name of [...Object.keys(config), ...container.env.map((e: any) => e.name)]) expect(DOCUMENTED, name).toContain(name);
  });

  it('has a Service, a HorizontalPodAutoscaler and a PodDisruptionBudget that find the Deployment\'s pods', () => {
    const labels = deployment.spec.template.metadata.labels;
    const matches = (selector: Record<string, string>) => Object.entries(selector).every(([k, v]) => labels[k] === v);
    const service = one('Service');
    expect(matches(service.spec.selector)).toBe(true);
    for (const p of service.spec.ports) expect(container.ports.map((c: any) => c.name), p.name).toContain(p.targetPort);
    const hpa = one('HorizontalPodAutoscaler');
    expect(hpa.spec.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: deployment.metadata.name });
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    const pdb = one('PodDisruptionBudget');
    expect(matches(pdb.spec.selector.matchLabels)).toBe(true);
    expect(matches(deployment.spec.selector.matchLabels)).toBe(true);
  });

  const kubectl = spawnSync('kubectl', ['version', '--client'], { stdio: 'ignore' }).status === 0;
  it.skipIf(!kubectl)('builds with kubectl kustomize (no cluster needed)', () => {
    const out = spawnSync('kubectl', ['kustomize', K8S_DIR], { encoding: 'utf8' });
    expect(out.status, out.stderr).toBe(0);
    const kinds = parseAllDocuments(out.stdout).map((d) => (d.toJS() as any).kind);
    expect(kinds.sort()).toEqual(['ConfigMap', 'Deployment', 'HorizontalPodAutoscaler', 'PodDisruptionBudget', 'Service']);
  });
});

describe('docs/operating.md', () => {
  /** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
  const slug = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9 -]/g, '').replace(/ /g, '-');
  const anchors = (file: string) => new Set(read(file).split('\n').filter((l) => /^#{1,6} /.test(l)).map((l) => slug(l.replace(/^#+ /, ''))));

  it('links only to headings and files that exist, and the README links to it', () => {
    const doc = read('docs/operating.md');
    for (const [, target] of doc.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^https?:/.test(target)) continue;
      const [file, anchor] = target.split('#');
      const resolved = file ? path.relative(ROOT, path.resolve(ROOT, 'docs', file)) : 'docs/operating.md';
      expect(existsSync(path.join(ROOT, resolved)), target).toBe(true);
      if (anchor) expect(anchors(resolved), target).toContain(anchor);
    }
    for (const [, anchor] of read('README.md').matchAll(/\(docs\/operating\.md#([^)]+)\)/g)) expect(anchors('docs/operating.md'), anchor).toContain(anchor);
    expect(read('README.md')).toContain('[docs/operating.md](docs/operating.md)');
  });
});
