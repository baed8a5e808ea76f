// Registers the offline service worker and tells the visitor when a new
// version has been installed, offering to switch to it.
if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').then((reg) => {
      const offer = (waiting: ServiceWorker) => {
        if (document.getElementById('sw-update')) return;
        const bar = document.createElement('div');
        bar.id = 'sw-update';
        bar.setAttribute('role', 'status');
        bar.className = 'update-bar';
        bar.innerHTML = '<span>A new version of CalculatorX is ready.</span> <button type="button" class="btn primary">Reload</button>';
        bar.querySelector('button')!.addEventListener('click', () => waiting.postMessage({ type: 'SKIP_WAITING' }));
        document.body.append(bar);
      };
      if (reg.waiting && navigator.serviceWorker.controller) offer(reg.waiting);
      reg.addEventListener('updatefound', () => {
        const next = reg.installing;
        next?.addEventListener('statechange', () => {
          if (next.state === 'installed' && navigator.serviceWorker.controller) offer(next);
        });
      });
    })
      // Offline use is an extra: a browser that refuses the worker (private windows, blocked storage)
      // leaves the page working as it is, without an uncaught rejection.
      .catch(() => undefined);
    let reloading = false;
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      if (document.getElementById('sw-update') && !reloading) {
        reloading = true;
        location.reload();
      }
    });
  });
}
