// Pages for search engines and developers, from the running server: area index
// pages list every calculator of their area; canonical links are absolute on the
// SITE_URL the site was built for, and sitemap.xml lists every page; the API
// reference page serves the self-hosted renderer under a policy of its own,
// while every other page keeps the strict shared one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageArea } from '../../engines/core/contract.ts';
import { CODES } from '../../engines/core/codes.ts';
import { registry } from '../../engines/registry.ts';
import { evidenceOf } from '../../engines/derive/evidence.ts';
import { sharedServer } from '../helpers/server.ts';

const AREAS: PageArea[] = ['electric', 'wire', 'math', 'finance', 'grade', 'dev'];

let server: { url: string };
beforeAll(async () => {
  server = sharedServer();
});

const html = async (p: string) => {
  const r = await fetch(`${server.url}${p}`);
  return { status: r.status, headers: r.headers, body: await r.text() };
};
const canonicalOf = (body: string) => /<link rel="canonical" href="([^"]+)"/.exec(body)?.[1];
/** Hrefs of the links inside the first element matching `open` (a tag name with attributes). */
const linksIn = (body: string, open: RegExp, close: string) => {
  const start = body.search(open);
  const section = body.slice(start, body.indexOf(close, start));
  return [...section.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]);
};

describe('area index pages', () => {
  it.each(AREAS)('/calc/%s lists every calculator whose page is in the area, each with a description', async (area) => {
    const expected = registry.pages.filter((t) => t.ownPage === area).map((t) => `/calc/${area}/${t.id}`);
    expect(expected.length).toBeGreaterThan(0);
    for (const p of [`/calc/${area}`, `/calc/${area}/`]) {
      const page = await html(p);
      expect(page.status, p).toBe(200);
      const list = page.body.slice(page.body.indexOf('<ul class="area-tools"'), page.body.indexOf('</ul>', page.body.indexOf('<ul class="area-tools"')));
      const items = [...list.matchAll(/<li[^>]*>\s*<a href="([^"]+)"[^>]*>([^<]+)<\/a>\s*<span[^>]*>([^<]+)<\/span>/g)];
      expect(items.map((m) => m[1]).sort()).toEqual([...expected].sort());
      const text = (s: string) => s.trim().replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n))).replace(/&amp;/g, '&');
      for (const [, , title, line] of items.map((m) => m.map(text))) {
        expect(title.length, `title of ${line}`).toBeGreaterThan(2);
        expect(line.length, `description of ${title}`).toBeGreaterThan(10);
        expect(line.length, `description of ${title}`).toBeLessThanOrEqual(121);
      }
    }
  });

  it('are the target of every calculator page breadcrumb', async () => {
    for (const t of [registry.tools.get('loan-payment')!, registry.tools.get('voltage-drop')!, registry.tools.get('gpa')!]) {
      const page = await html(t.page!);
      expect(linksIn(page.body, /<p class="crumbs">/, '</p>'), t.id).toEqual(['/calculators/', `/calc/${t.ownPage}`]);
    }
  });
});

describe('All calculators (/calculators/), the catalog for people', () => {
  it('lists every calculator page once, under its area, with a line of words and no ids, versions or tiers', async () => {
    const page = await html('/calculators/');
    expect(page.status).toBe(200);
    for (const area of AREAS) {
      const start = page.body.indexOf(`<h2 id="${area}"`);
      expect(start, area).toBeGreaterThan(0);
      const list = page.body.slice(page.body.indexOf('<ul class="people-catalog"', start), page.body.indexOf('</ul>', page.body.indexOf('<ul class="people-catalog"', start)));
      const items = [...list.matchAll(/<li[^>]*>\s*<a href="([^"]+)"[^>]*>([^<]+)<\/a>\s*<span[^>]*>([^<]+)<\/span>/g)];
      expect(items.map((m) => m[1]).sort(), area).toEqual(registry.pages.filter((t) => t.ownPage === area).map((t) => t.page!).sort());
      for (const m of items) expect(m[3].trim().length, m[2]).toBeGreaterThan(10);
    }
    const main = page.body.slice(page.body.indexOf('<main'), page.body.indexOf('</main>'));
    expect(main).not.toMatch(/engine_tested|internally_reviewed|calculation_version|electrical\.[a-z_]+\.[a-z_]+/);
    // The developer catalog stays, one link away, and the site's chrome names this page "All calculators".
    expect(main).toContain('href="/capabilities/"');
    expect(linksIn(page.body, /<header/, '</header>')).toContain('/calculators/');
  });
});

describe('canonical links, sitemap.xml and robots.txt', () => {
  let origin: string;
  let listed: string[];
  beforeAll(async () => {
    const robots = await html('/robots.txt');
    expect(robots.status).toBe(200);
    const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robots.body)?.[1];
    expect(sitemapUrl).toMatch(/^https?:\/\/[^/]+\/sitemap\.xml$/);
    origin = new URL(sitemapUrl!).origin;
    const sitemap = await html('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toMatch(/xml/);
    expect(sitemap.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    listed = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));
  });

  it('are absolute on the built origin, for static, computed and snapshot pages', async () => {
    const share = await fetch(`${server.url}/api/v1/share`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"tool_id":"ohms-law","inputs":{"V":12,"R":6}}' });
    const { id } = await share.json();
    const cases: [string, string][] = [
      ['/calc/finance/amortization', '/calc/finance/amortization'],
      // A URL with inputs is the calculator's page for search engines.
      ['/calc/finance/amortization?principal=300000&ratePct=6.5&termMonths=360', '/calc/finance/amortization'],
      ['/calc/finance', '/calc/finance'],
      ['/', '/'],
      ['/embed', '/embed'],
      [`/s/${id}`, `/s/${id}`],
    ];
    for (const [p, path] of cases) {
      const canonical = canonicalOf((await html(p)).body);
      expect(canonical, p).toBe(`${origin}${path}`);
    }
  });

  it('sitemap.xml lists every page once, at its canonical URL, and robots.txt keeps crawlers off the API', async () => {
    expect(new Set(listed).size).toBe(listed.length);
    const expected = [
      '/',
      '/capabilities/',
      '/calculators/',
      '/embed',
      '/errors',
      '/docs/api',
      ...AREAS.map((a) => `/calc/${a}`),
      ...registry.pages.map((t) => t.page!),
      ...registry.engines.map((e) => `/evidence/${e.id}`),
    ].map((p) => `${origin}${p}`);
    expect([...listed].sort()).toEqual([...new Set(expected)].sort());
    // Every listed URL is a page that answers, and names itself as canonical.
    for (const url of listed) {
      const page = await html(new URL(url).pathname);
      expect(page.status, url).toBe(200);
      expect(canonicalOf(page.body), url).toBe(url);
    }
    // The offline stand-in is a page, but not one to find in a search engine.
    const offline = await html('/offline');
    expect(offline.body).toMatch(/<meta name="robots" content="noindex"/);
    const robots = (await html('/robots.txt')).body;
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
  });
});

describe('evidence pages', () => {
  it('every engine has one that shows its derived tier, each example with its source and kind, and the test file', async () => {
    for (const e of registry.engines) {
      const ev = evidenceOf(e);
      const page = await html(`/evidence/${e.id}`);
      expect(page.status, e.id).toBe(200);
      expect(/<span class="tier" data-tier="([a-z_]+)"/.exec(page.body)?.[1], e.id).toBe(ev.tier);
      expect(page.body, e.id).toContain(`<code data-test-file>${ev.testFile}</code>`);
      const kinds = [...page.body.matchAll(/<tr data-example="[^"]*" data-kind="([a-z-]+)"/g)].map((m) => m[1]);
      expect(kinds, e.id).toEqual(ev.examples.map((x) => (!x.checksOutputs ? 'case' : x.independent ? 'independent' : 'own-model')));
      expect(page.body, e.id).not.toContain('FAIL:');
    }
  });

  it("battery-aging's page says candidate and why, and its calculator page links to it from the verification line", async () => {
    const page = await html('/evidence/battery-aging');
    expect(page.body).toMatch(/data-tier="candidate"/);
    expect(page.body).toMatch(/own model worked by hand/);
    const calc = (await html(registry.tools.get('battery-aging')!.page!)).body;
    // The page's own line (the result view's line repeats the tier of each answer).
    const at = calc.indexOf('verification <span class="tier"');
    expect(at).toBeGreaterThan(0);
    const line = calc.slice(at, calc.indexOf('</p>', at));
    expect(line).toMatch(/^verification <span class="tier"[^>]*>candidate<\/span>/);
    expect(line).toContain('href="/evidence/battery-aging"');
  });
});

describe('API reference page', () => {
  it('is the header link, with a policy of its own that loosens no other page', async () => {
    const home = await html('/');
    expect(linksIn(home.body, /<header class="site">/, '</header>')).toContain('/docs/api');

    const page = await html('/docs/api');
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy')!;
    const directive = (policy: string, name: string) => policy.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `));
    expect(directive(csp, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive(csp, 'script-src')).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    // The meta tag says the same (a stricter meta would block the renderer's styles).
    const meta = /<meta http-equiv="content-security-policy" content="([^"]+)"/.exec(page.body)![1].replace(/&#39;/g, "'");
    expect(directive(meta.replace(/;/g, '; '), 'style-src')).toBe("style-src 'self' 'unsafe-inline'");

    // The renderer is served from this origin; the page names no other.
    const renderer = /data-renderer="([^"]+)"/.exec(page.body)![1];
    expect(renderer).toMatch(/^\/vendor\//);
    const js = await fetch(`${server.url}${renderer}`);
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toMatch(/javascript/);
    expect(page.body).not.toMatch(/\ssrc="(https?:)?\/\//);
    expect(page.body).not.toMatch(/<link rel="(stylesheet|modulepreload|preload)"[^>]*href="(https?:)?\/\//);

    for (const p of ['/', '/calc/finance/amortization', '/calc/finance', '/embed', '/no/such/page']) {
      const other = (await fetch(`${server.url}${p}`)).headers.get('content-security-policy')!;
      expect(other, p).not.toContain('unsafe-inline');
      expect(directive(other, 'frame-ancestors'), p).toBe('frame-ancestors *');
    }
    // The OpenAPI document itself is unchanged.
    const doc = await fetch(`${server.url}/openapi.json`);
    expect(doc.headers.get('content-type')).toMatch(/application\/json/);
    expect((await doc.json()).openapi).toMatch(/^3\.1\./);
  });
});

describe('error reference page', () => {
  it('has an entry for every code of the catalog, each declared code naming the calculators that declare it', async () => {
    const page = await html('/errors');
    expect(page.status).toBe(200);
    const rows = new Map([...page.body.matchAll(/<tr id="([A-Z0-9_]+)">([\s\S]*?)<\/tr>/g)].map((m) => [m[1], m[2]]));
    expect([...rows.keys()].sort()).toEqual([...CODES.keys()].sort());
    for (const e of registry.engines) {
      for (const c of [...e.errors, ...e.warnings]) expect(rows.get(c), `${c} of ${e.id}`).toContain(`href="/evidence/${e.id}"`);
    }
    expect(rows.get('NO_SOLUTION')).toContain('200 invalid');
  });
});
