// The 404 page of one path: the pre-rendered 404 page (search box included)
// with the path named and the calculators nearest to its words, found by the
// site's search (engines/derive/search.ts): "/calc/finance/home-loan" offers the
// loan calculators. A path without any match gets the popular calculators.
import { findPages, searchIndexOf } from '../../engines/derive/search.ts';
import { registry } from '../../engines/registry.ts';
import { AREA_NAMES } from '../lib/areas.ts';
import { POPULAR } from '../lib/popular.ts';
import { escapeHtml, splice } from './shell.ts';

const SHOWN = 6;

/** The words of a path: "/calc/finance/loan-paymnet" → "calc finance loan paymnet". */
export function pathWords(pathname: string): string {
  let text = pathname.slice(0, 300);
  try {
    text = decodeURIComponent(text);
  } catch {
    // A broken escape stays as sent; its words still count.
  }
  return text
    .replace(/\.(html?|php|aspx?)$/i, '')
    .replace(/[/_.+-]+/g, ' ')
    .trim();
}

export function notFoundPage(shell: string, pathname: string): string {
  const near = findPages(searchIndexOf(registry), pathWords(pathname), SHOWN);
  const shown = near.length ? near : POPULAR.slice(0, SHOWN).map((id) => registry.tools.get(id)!).map((t) => ({ title: t.title, page: t.page, area: t.ownPage }));
  const heading = near.length ? 'Calculators close to what you asked for' : 'Popular calculators';
  const items = shown
    .map((c) => `<li><a href="${escapeHtml(c.page!)}">${escapeHtml(c.title)}</a> <span class="nearest-area">${c.area ? escapeHtml(AREA_NAMES[c.area]) : ''}</span></li>`)
    .join('');
  const asked = pathname.length > 120 ? `${pathname.slice(0, 120)}…` : pathname;
  let html = splice(shell, /<p class="lede" id="missing">[^<]*<\/p>/, `<p class="lede" id="missing">Nothing is served at <code>${escapeHtml(asked)}</code>.</p>`);
  html = splice(html, /<div id="nearest"><\/div>/, `<section id="nearest" aria-labelledby="nearest-heading"><h2 id="nearest-heading">${heading}</h2><ul class="nearest">${items}</ul></section>`);
  return html;
}
