// When a calculator runs inside another site's frame: report its height so the
// frame can fit it, and post every result envelope to the host page, the first
// one (computed by the server for a URL with inputs) without waiting for a keystroke.
const embedded = typeof window !== 'undefined' && window.parent !== window;

export function postResult(tool: string, envelope: unknown): void {
  if (embedded) window.parent.postMessage({ type: 'calculatorx:result', tool, envelope }, '*');
}

/**
 * The answer already in the page (the calculatorx-result block of a URL with inputs, or the
 * worked example a page without inputs opens with): the island starts from it without computing,
 * so it is posted here. The block adds what the island needs (form values, picture, HTTP status)
 * to the API envelope; the host gets the envelope alone.
 */
function postServerResult(): void {
  const block = (document.getElementById('calculatorx-result') ?? document.getElementById('calculatorx-initial'))?.textContent;
  if (!block) return;
  try {
    const { form_values: _values, picture: _picture, http_status: _http, version: _version, ...envelope } = JSON.parse(block);
    postResult(envelope.tool ?? location.pathname.split('/').filter(Boolean).pop(), envelope);
  } catch {
    // A block that does not parse is the island's concern; the next result is posted as usual.
  }
}

export function reportHeight(): void {
  if (!embedded) return;
  // The body's own height, not the document's scroll height: that is never less than the frame, so a frame could grow but never shrink.
  const send = () => window.parent.postMessage({ type: 'calculatorx:resize', height: Math.ceil(document.body.getBoundingClientRect().height) }, '*');
  new ResizeObserver(send).observe(document.body);
  send();
  postServerResult();
}
