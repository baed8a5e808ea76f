// Pages the server composes at request time (snapshots, 404, 500) reuse a page
// Astro pre-rendered (the 404 page): its head, header, footer, stylesheet and
// CSP hashes stay as built, and only the title, description and <main> change.
// Spliced by index, never with String.replace: text in a title or result such
// as "$&" must not be read as a replacement pattern.

const MAIN_OPEN = '<main id="main" class="wrap">';
const MAIN_CLOSE = '</main>';

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Replaces the first match of `re` in `html` by `replacement`, literally. */
export function splice(html: string, re: RegExp, replacement: string): string {
  const m = re.exec(html);
  return m ? html.slice(0, m.index) + replacement + html.slice(m.index + m[0].length) : html;
}

/** The shell with this title, description and main content (already HTML). */
export function fillShell(shell: string, page: { title: string; description?: string; path?: string; main: string }): string {
  let html = splice(shell, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  if (page.path !== undefined) {
    // The shell's canonical link is absolute (SITE_URL at build time): the page's path goes on its origin.
    const canonical = /<link rel="canonical" href="([^"]*)"\s*\/?>/;
    const origin = canonical.exec(html)?.[1];
    html = splice(html, canonical, `<link rel="canonical" href="${escapeHtml(origin ? new URL(page.path, origin).href : page.path)}">`);
  }
  if (page.description !== undefined) html = splice(html, /<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(page.description)}">`);
  const open = html.indexOf(MAIN_OPEN);
  const close = html.indexOf(MAIN_CLOSE, open);
  if (open < 0 || close < 0) throw new Error('the page shell has no <main id="main" class="wrap">');
  return html.slice(0, open + MAIN_OPEN.length) + page.main + html.slice(close);
}

/** A short page of text: an error or a missing snapshot. */
export function messagePage(shell: string, title: string, paragraphs: string[]): string {
  const main = `<h1>${escapeHtml(title)}</h1>${paragraphs.map((p) => `<p>${p}</p>`).join('')}<p><a href="/">Find a calculator</a> · <a href="/calculators/">All calculators</a></p>`;
  return fillShell(shell, { title: `${title} — CalculatorX`, main });
}
