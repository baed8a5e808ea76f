// The snippets the embed page offers, built the same way at build time (with
// SITE_URL) and in the browser (with the origin the visitor sees), so the code
// a visitor copies always names the address they are on.

export interface EmbedChoice {
  /** area/alias, the end of the calculator's page URL. */
  calculator: string;
  title: string;
  /** Preset inputs as a query string (API field names), or ''. */
  inputs: string;
  theme: '' | 'light' | 'dark';
  compact: boolean;
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The widget's own URL: the page with embed=1, the presets and the display options. */
export function frameUrl(origin: string, c: EmbedChoice): string {
  const q = new URLSearchParams(c.inputs);
  q.set('embed', '1');
  if (c.theme) q.set('theme', c.theme);
  if (c.compact) q.set('compact', '1');
  return `${origin}/calc/${c.calculator}?${q}`;
}

/** The loader (public/embed.js): an isolated frame that fits its content and relays result events. */
export function scriptSnippet(origin: string, c: EmbedChoice): string {
  const data = [`data-calculator="${attr(c.calculator)}"`];
  if (c.inputs) data.push(`data-inputs="${attr(c.inputs)}"`);
  if (c.theme) data.push(`data-theme="${c.theme}"`);
  if (c.compact) data.push('data-compact="1"');
  return `<script src="${origin}/embed.js" ${data.join(' ')} async></script>`;
}

/** A frame without script: its height is fixed, so it is given the height the calculator measured. */
export function iframeSnippet(origin: string, c: EmbedChoice, height: number): string {
  return `<iframe src="${attr(frameUrl(origin, c))}" title="${attr(c.title)}" style="width:100%;border:0" height="${height}" loading="lazy"></iframe>`;
}

export function listenerSnippet(origin: string): string {
  return `window.addEventListener('message', (e) => {
  if (e.origin !== '${origin}' || e.data?.type !== 'calculatorx:result') return;
  console.log(e.data.tool, e.data.envelope.result); // the same envelope as POST /api/v1/calc
});`;
}
