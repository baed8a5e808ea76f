// Behaviour of the search box (site/components/SearchBox.astro), following the
// WAI-ARIA combobox pattern with a listbox popup: results appear as the visitor
// types, best first; ArrowDown/ArrowUp move the highlight (aria-activedescendant),
// Enter opens the highlighted result or the first one, Escape closes the list
// and then clears the box. The index and its ranking (about 30 KB compressed)
// load only when the visitor reaches for the box.
import type { SearchHit } from '../../engines/derive/search.ts';
import { AREA_NAMES } from './areas.ts';

type Find = (query: string, max?: number) => SearchHit[];

const SHOWN = 8;

let finder: Promise<Find> | undefined;
const loadFinder = () => (finder ??= import('./search-client.ts').then((m) => m.find));

function setUp(form: HTMLFormElement) {
  const input = form.querySelector<HTMLInputElement>('input[role="combobox"]')!;
  const list = form.querySelector<HTMLElement>('[role="listbox"]')!;
  const none = form.querySelector<HTMLElement>('.finder-none')!;
  const status = form.querySelector<HTMLElement>('[role="status"]')!;
  /** Parts of the page that give way to the results while there are words in the box. */
  const browse = [...document.querySelectorAll<HTMLElement>('[data-hide-while-searching]')];
  let hits: SearchHit[] = [];
  let active = -1;
  let asked = '';

  const optionId = (i: number) => `${list.id}-${i}`;

  function highlight(i: number) {
    const old = list.children[active];
    old?.setAttribute('aria-selected', 'false');
    active = i;
    const now = list.children[active] as HTMLElement | undefined;
    if (now) {
      now.setAttribute('aria-selected', 'true');
      now.scrollIntoView({ block: 'nearest' });
      input.setAttribute('aria-activedescendant', now.id);
    } else input.removeAttribute('aria-activedescendant');
  }

  function show(query: string, found: SearchHit[]) {
    asked = query;
    hits = found;
    active = -1;
    input.removeAttribute('aria-activedescendant');
    list.replaceChildren(
      ...found.map((hit, i) => {
        const a = document.createElement('a');
        a.id = optionId(i);
        a.href = hit.page!;
        a.setAttribute('role', 'option');
        a.setAttribute('aria-selected', 'false');
        a.tabIndex = -1;
        const title = document.createElement('span');
        title.className = 'hit-title';
        title.textContent = hit.title;
        const area = document.createElement('span');
        area.className = 'hit-area';
        area.textContent = hit.area ? AREA_NAMES[hit.area] : '';
        a.append(title, area);
        return a;
      }),
    );
    const searching = query.trim() !== '';
    list.hidden = found.length === 0;
    list.dataset.query = query;
    none.hidden = !searching || found.length > 0;
    input.setAttribute('aria-expanded', String(found.length > 0));
    for (const el of browse) el.hidden = searching;
    status.textContent = !searching ? '' : found.length ? `${found.length} calculator${found.length === 1 ? '' : 's'} found; the first is ${found[0].title}.` : 'No calculator matches.';
  }

  async function update() {
    const query = input.value;
    if (query.trim() === '') return show('', []);
    const find = await loadFinder();
    // A slower answer for earlier words must not replace the answer for the words now in the box.
    if (input.value === query) show(query, find(query, SHOWN));
  }

  async function open(i: number) {
    if (asked !== input.value) await update();
    const hit = hits[i];
    if (hit?.page) location.assign(hit.page);
  }

  input.addEventListener('input', () => void update());
  input.addEventListener('focus', () => void loadFinder(), { once: true });
  input.addEventListener('keydown', (e) => {
    const n = hits.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (n === 0) return;
      e.preventDefault();
      highlight(e.key === 'ArrowDown' ? (active + 1) % n : active <= 0 ? n - 1 : active - 1);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      void open(Math.max(active, 0));
    } else if (e.key === 'Escape') {
      if (input.getAttribute('aria-expanded') === 'true') {
        e.preventDefault();
        list.hidden = true;
        input.setAttribute('aria-expanded', 'false');
        highlight(-1);
      } else if (input.value) {
        e.preventDefault();
        input.value = '';
        show('', []);
      }
    }
  });
  // Enter is handled above; a submit from elsewhere (a virtual keyboard's "go") opens the first result too.
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    void open(Math.max(active, 0));
  });

  // Words from the address (/?q=…, the form without scripts) or typed before this script ran.
  const q = new URLSearchParams(location.search).get('q');
  if (q && !input.value) input.value = q;
  if (input.value) void update();
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-finder]')) setUp(form);
