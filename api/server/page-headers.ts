// Security headers of every HTML response. Astro writes each page's CSP (with
// the hashes of its inline scripts and styles) as a <meta>; the build collects
// those into one header, adds what a meta tag cannot carry (frame-ancestors),
// and stores it in dist/server/page-headers.json, which the server reads once.
// A page that asks for inline styles keeps a policy of its own instead
// (dist/server/page-headers-own.json, by URL path): see collectCsp.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Any site may frame the pages: embedding is a feature, and no page acts on
 * cookies or credentials a frame could abuse.
 */
const FRAME_ANCESTORS = 'frame-ancestors *';
/** Pages with a policy of their own are not embeddable widgets. */
const OWN_FRAME_ANCESTORS = "frame-ancestors 'self'";

const BASE_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

const CSP_META = /<meta http-equiv="content-security-policy" content="([^"]*)"/i;
/** Inline scripts the browser runs (not src=, not JSON data blocks), and inline styles. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/gi;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function* htmlFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) yield* htmlFiles(p);
    else if (name.endsWith('.html')) yield p;
  }
}

type Directives = Map<string, Set<string>>;

function add(directives: Directives, name: string, sources: Iterable<string>) {
  const set = directives.get(name) ?? new Set<string>();
  for (const s of sources) set.add(s);
  directives.set(name, set);
}

const serialize = (directives: Directives, separator = '; ') => [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join(separator);

/** One page's policy: its CSP meta, plus the hashes of every inline script and style in it. */
function pagePolicy(html: string, where: string): Directives {
  const meta = CSP_META.exec(html);
  if (!meta) throw new Error(`${where} has no CSP meta tag`);
  const directives: Directives = new Map();
  for (const part of meta[1].replace(/&#39;/g, "'").split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) add(directives, name, sources);
  }
  // Astro leaves `is:inline` scripts out of its hashes (a meta placed after them never
  // applied to them); a header applies to the whole page, so every inline block is hashed here.
  add(directives, 'script-src', Array.from(html.matchAll(INLINE_SCRIPT), (m) => sha256(m[1])));
  add(directives, 'style-src', Array.from(html.matchAll(INLINE_STYLE), (m) => sha256(m[1])));
  return directives;
}

/** The URL a built page is served at: docs/api/index.html → /docs/api. */
const pageUrl = (rel: string) => `/${rel.split(path.sep).join('/').replace(/(^|\/)index\.html$/, '')}`.replace(/(.)\/$/, '$1');

/**
 * The shared policy (the union of every page's, directive by directive, plus frame-ancestors),
 * and the policies of pages that keep one of their own: a page that asks for inline styles
 * (Astro.csp.insertStyleResource("'unsafe-inline'"), the API reference, whose renderer injects
 * its stylesheet) gets 'unsafe-inline' without style hashes (which would cancel it), is framed by
 * this site only, and loosens no other page's policy. Its meta tag is rewritten to match.
 */
export function collectCsp(clientDir: string): { shared: string; own: Map<string, string> } {
  const shared: Directives = new Map();
  const own = new Map<string, string>();
  for (const file of htmlFiles(clientDir)) {
    const rel = path.relative(clientDir, file);
    const html = readFileSync(file, 'utf8');
    const policy = pagePolicy(html, rel);
    if (!policy.get('style-src')?.has("'unsafe-inline'")) {
      for (const [name, sources] of policy) add(shared, name, sources);
      continue;
    }
    policy.set('style-src', new Set(["'self'", "'unsafe-inline'"]));
    writeFileSync(file, html.replace(CSP_META, () => `<meta http-equiv="content-security-policy" content="${serialize(policy, ';').replace(/'/g, '&#39;')}"`));
    own.set(pageUrl(rel), `${serialize(policy)}; ${OWN_FRAME_ANCESTORS}`);
  }
  return { shared: `${serialize(shared)}; ${FRAME_ANCESTORS}`, own };
}

export const pageHeadersFile = (distDir: string) => path.join(distDir, 'server', 'page-headers.json');
const ownPageHeadersFile = (distDir: string) => path.join(distDir, 'server', 'page-headers-own.json');

export function writePageHeaders(distDir: string): void {
  const { shared, own } = collectCsp(path.join(distDir, 'client'));
  const headers = { ...BASE_HEADERS, 'content-security-policy': shared };
  writeFileSync(pageHeadersFile(distDir), `${JSON.stringify(headers, null, 2)}\n`);
  const byPath = Object.fromEntries([...own].map(([url, csp]) => [url, { ...BASE_HEADERS, 'content-security-policy': csp }]));
  writeFileSync(ownPageHeadersFile(distDir), `${JSON.stringify(byPath, null, 2)}\n`);
}

/** Headers of the pages with a policy of their own, by URL path (no trailing slash). */
export function loadOwnPageHeaders(distDir: string): ReadonlyMap<string, Readonly<Record<string, string>>> {
  const file = ownPageHeadersFile(distDir);
  if (!existsSync(file)) return new Map();
  return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>));
}

/** The headers the build wrote; without a build, a policy that allows only this origin. */
export function loadPageHeaders(distDir: string): Readonly<Record<string, string>> {
  const file = pageHeadersFile(distDir);
  if (existsSync(file)) return Object.freeze(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
  return Object.freeze({ ...BASE_HEADERS, 'content-security-policy': `default-src 'self'; object-src 'none'; base-uri 'self'; ${FRAME_ANCESTORS}` });
}
