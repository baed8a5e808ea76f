// Security headers of every HTML response. Astro writes each page's CSP (with
// the hashes of its inline scripts and styles) as a <meta>; the build collects
// those into one header, adds what a meta tag cannot carry (frame-ancestors),
// and stores it in dist/server/page-headers.json, which the server reads once.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Any site may frame the pages: embedding is a feature, and no page acts on
 * cookies or credentials a frame could abuse.
 */
const FRAME_ANCESTORS = 'frame-ancestors *';

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

/** The union of every page's CSP meta, directive by directive, plus frame-ancestors. */
export function collectCsp(clientDir: string): string {
  const directives = new Map<string, Set<string>>();
  const add = (name: string, sources: Iterable<string>) => {
    const set = directives.get(name) ?? new Set<string>();
    for (const s of sources) set.add(s);
    directives.set(name, set);
  };
  for (const file of htmlFiles(clientDir)) {
    const html = readFileSync(file, 'utf8');
    const meta = CSP_META.exec(html);
    if (!meta) throw new Error(`${path.relative(clientDir, file)} has no CSP meta tag`);
    for (const part of meta[1].replace(/&#39;/g, "'").split(';')) {
      const [name, ...sources] = part.trim().split(/\s+/);
      if (name) add(name, sources);
    }
    // Astro leaves `is:inline` scripts out of its hashes (a meta placed after them never
    // applied to them); a header applies to the whole page, so every inline block is hashed here.
    add('script-src', Array.from(html.matchAll(INLINE_SCRIPT), (m) => sha256(m[1])));
    add('style-src', Array.from(html.matchAll(INLINE_STYLE), (m) => sha256(m[1])));
  }
  return [...[...directives].map(([name, sources]) => [name, ...sources].join(' ')), FRAME_ANCESTORS].join('; ');
}

export const pageHeadersFile = (distDir: string) => path.join(distDir, 'server', 'page-headers.json');

export function writePageHeaders(distDir: string): void {
  const headers = { ...BASE_HEADERS, 'content-security-policy': collectCsp(path.join(distDir, 'client')) };
  writeFileSync(pageHeadersFile(distDir), `${JSON.stringify(headers, null, 2)}\n`);
}

/** The headers the build wrote; without a build, a policy that allows only this origin. */
export function loadPageHeaders(distDir: string): Readonly<Record<string, string>> {
  const file = pageHeadersFile(distDir);
  if (existsSync(file)) return Object.freeze(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>);
  return Object.freeze({ ...BASE_HEADERS, 'content-security-policy': `default-src 'self'; object-src 'none'; base-uri 'self'; ${FRAME_ANCESTORS}` });
}
