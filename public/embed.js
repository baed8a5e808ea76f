/*
 * CalculatorX embed loader. Put this where the calculator should appear:
 *   <script src="https://YOUR-HOST/embed.js" data-calculator="electric/voltage-divider" async></script>
 * Options (data-*): calculator (area/alias, required), inputs ("Vin=12&R1=1000" presets),
 * theme (light|dark), compact ("1"), title.
 * The calculator runs in an isolated iframe from this service: no styles leak either way.
 * It sizes itself to its content and reports every result: the host receives
 * window "message" events {type: "calculatorx:result", tool, envelope} from the frame,
 * and the iframe element dispatches a "calculatorx:result" DOM event with the envelope as detail.
 */
(function () {
  var script = document.currentScript;
  if (!script || !script.dataset.calculator) return;
  var origin = new URL(script.src, location.href).origin;
  var calc = script.dataset.calculator.replace(/^\/?(calc\/)?/, '');
  if (!/^[a-z]+\/[a-z0-9-]+$/.test(calc)) return;
  var query = new URLSearchParams(script.dataset.inputs || '');
  query.set('embed', '1');
  if (script.dataset.theme === 'dark' || script.dataset.theme === 'light') query.set('theme', script.dataset.theme);
  if (script.dataset.compact === '1' || script.dataset.compact === '') query.set('compact', '1');
  var frame = document.createElement('iframe');
  frame.src = origin + '/calc/' + calc + '?' + query.toString();
  frame.title = script.dataset.title || 'Calculator';
  frame.setAttribute('loading', 'lazy');
  frame.style.cssText = 'width:100%;border:0;display:block;height:520px;color-scheme:normal';
  script.parentNode.insertBefore(frame, script.nextSibling);
  window.addEventListener('message', function (e) {
    if (e.origin !== origin || e.source !== frame.contentWindow || !e.data || typeof e.data !== 'object') return;
    if (e.data.type === 'calculatorx:resize' && e.data.height > 0) frame.style.height = Math.ceil(e.data.height) + 'px';
    if (e.data.type === 'calculatorx:result') frame.dispatchEvent(new CustomEvent('calculatorx:result', { detail: e.data.envelope, bubbles: true }));
  });
})();
