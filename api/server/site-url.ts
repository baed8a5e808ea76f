// SITE_URL: the public origin the site is served at (https://calc.example.com).
// Read at build time: canonical links, sitemap.xml, robots.txt and the snippets
// the embed page shows are absolute with it. Pages are pre-rendered, so a
// changed SITE_URL needs a rebuild (the build stamp records which one was used).

/** The origin used when SITE_URL is not set: where `npm start` listens by default. */
export const DEFAULT_SITE_URL = 'http://localhost:4321';

/** The origin of SITE_URL (no trailing slash), or the default; throws on a value that is not an http(s) origin. */
export function siteUrl(env: Record<string, string | undefined> = process.env): string {
  const raw = env.SITE_URL?.trim();
  if (!raw) return DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) URL such as https://calc.example.com, not "${raw}"`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(`SITE_URL must be the site's origin only (scheme, host and port, e.g. https://calc.example.com): the pages link from the root, so "${raw}" cannot be served`);
  }
  return url.origin;
}

/** Said by the build when SITE_URL is unset: search engines would be sent to the default origin. */
export const unsetSiteUrlWarning = (env: Record<string, string | undefined> = process.env): string | null =>
  env.SITE_URL?.trim() ? null : `SITE_URL is not set: canonical links, sitemap.xml and the embed snippets name ${DEFAULT_SITE_URL}. Set SITE_URL to the public origin (https://…) when building for production.`;
