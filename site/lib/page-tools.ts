// Two small page-wide tools, outside any island so they also work on pages the
// server renders alone (snapshots):
// - the "API names" view: API field names (`.key` elements beside labels, in the
//   form and in results) show only while it is on; remembered in localStorage and
//   applied before first paint by the head script in site/layouts/Base.astro;
// - "Copy exact value" buttons copy their data-copy-exact text (the number as the API gives it).
const ROOT = document.documentElement;
export const API_NAMES_KEY = 'cx-api-names';

function syncToggles() {
  const on = ROOT.hasAttribute('data-api-names');
  for (const b of document.querySelectorAll('[data-api-names-toggle]')) b.setAttribute('aria-pressed', String(on));
}

function toggleApiNames() {
  const on = !ROOT.hasAttribute('data-api-names');
  ROOT.toggleAttribute('data-api-names', on);
  try {
    localStorage.setItem(API_NAMES_KEY, on ? '1' : '0');
  } catch {
    // storage blocked: the view still switches for this page
  }
  syncToggles();
}

async function copyExact(button: HTMLElement) {
  const text = button.dataset.copyExact ?? '';
  const label = button.textContent;
  try {
    await navigator.clipboard.writeText(text);
    button.textContent = `Copied ${text}`;
  } catch {
    button.textContent = `Exact value: ${text}`;
  }
  setTimeout(() => (button.textContent = label), 2500);
}

document.addEventListener('click', (e) => {
  const target = e.target instanceof Element ? e.target : null;
  const toggle = target?.closest('[data-api-names-toggle]');
  if (toggle) return toggleApiNames();
  const copy = target?.closest<HTMLElement>('[data-copy-exact]');
  if (copy) void copyExact(copy);
});
// Toggles the island renders later (a result after the first keystroke) take the state when they appear.
new MutationObserver(syncToggles).observe(document.body, { childList: true, subtree: true });
syncToggles();
