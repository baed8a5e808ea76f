// sitemap.xml and robots.txt, written by the build from the pre-rendered pages:
// every page is listed at its own canonical URL (absolute, from SITE_URL), so
// the sitemap cannot disagree with the pages; a page marked noindex is left out.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const CANONICAL = /<link rel="canonical" href="([^"]+)"/;
const NOINDEX = /<meta name="robots" content="[^"]*noindex/;

function* pageFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir).sort()) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) yield* pageFiles(p);
    // Pages are built as <path>/index.html; 404.html and the like are not addresses of their own.
    else if (name === 'index.html') yield p;
  }
}

const xmlText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The canonical URL of every indexable page, in path order. */
export function sitemapUrls(clientDir: string): string[] {
  const urls = new Set<string>();
  for (const file of pageFiles(clientDir)) {
    const html = readFileSync(file, 'utf8');
    const canonical = CANONICAL.exec(html)?.[1];
    if (!canonical) throw new Error(`${path.relative(clientDir, file)} has no canonical link`);
    if (!NOINDEX.test(html)) urls.add(canonical.replace(/&amp;/g, '&'));
  }
  return [...urls];
}

export function writeSiteFiles(clientDir: string, site: string): number {
  const urls = sitemapUrls(clientDir);
  const foreign = urls.find((u) => !u.startsWith(`${site}/`));
  if (foreign) throw new Error(`canonical link ${foreign} is not on SITE_URL ${site}`);
  writeFileSync(
    path.join(clientDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((u) => `  <url><loc>${xmlText(u)}</loc></url>\n`).join('')}</urlset>\n`,
  );
  // The API and MCP endpoints are for programs, not search results.
  writeFileSync(path.join(clientDir, 'robots.txt'), `User-agent: *\nDisallow: /api/\nDisallow: /mcp\n\nSitemap: ${site}/sitemap.xml\n`);
  return urls.length;
}
