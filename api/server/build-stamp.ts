// Whether dist/ was built from the sources as they are now: a digest of every
// input of the build, compared with the one the last build wrote.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './root.ts';
import { siteUrl } from './site-url.ts';

/** What the build reads: dist/ is current when their digest is the one it was stamped with (the image copies them for that check). */
export const INPUT_DIRS = ['site', 'engines', 'workers', 'public', 'api'];
export const INPUT_FILES = ['astro.config.mjs', 'package-lock.json'];
export const STAMP_FILE = path.join(ROOT, 'dist', '.build-stamp');

function* walk(dir: string): Generator<string> {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir).sort()) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) yield* walk(p);
    else yield p;
  }
}

export function sourceDigest(): string {
  const h = createHash('sha256');
  const files = [...INPUT_DIRS.flatMap((d) => [...walk(path.join(ROOT, d))]), ...INPUT_FILES.map((f) => path.join(ROOT, f))];
  for (const f of files) {
    if (!existsSync(f)) continue;
    h.update(path.relative(ROOT, f)).update('\0').update(readFileSync(f)).update('\0');
  }
  return h.digest('hex');
}

/**
 * Built from these sources, and for this SITE_URL when one is set now: a server started without
 * SITE_URL serves what was built for one (the production recipe builds once, elsewhere).
 */
export function buildIsCurrent(): boolean {
  if (!existsSync(STAMP_FILE)) return false;
  const [digest, site] = readFileSync(STAMP_FILE, 'utf8').trim().split('\n');
  return digest === sourceDigest() && (!process.env.SITE_URL?.trim() || site === siteUrl());
}

export function writeStamp(digest = sourceDigest(), site = siteUrl()): void {
  writeFileSync(STAMP_FILE, `${digest}\n${site}\n`);
}
