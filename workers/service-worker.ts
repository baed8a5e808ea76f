// The offline service worker (bundled by api/server/service-worker.ts, which
// injects the precache manifest): every page a visitor may open offline and
// every script, style and engine chunk is precached under a content revision,
// so a new build installs a new worker that replaces them all at once (the page
// offers a reload); an old engine is never served under a new page, or the reverse.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** Shown for a page that needs the network while there is none (built from site/pages/offline.astro). */
const OFFLINE_PAGE = '/offline';

precacheAndRoute(self.__WB_MANIFEST, {
  // A page URL with inputs opens the same page; the island computes from the query.
  ignoreURLParametersMatching: [/.*/],
  // Pages are precached at their directory URL without the slash (/capabilities); a link or
  // bookmark with it (/capabilities/) is the same page, as the server treats it.
  urlManipulation: ({ url }) => (url.pathname.length > 1 && url.pathname.endsWith('/') ? [new URL(url.pathname.replace(/(?<!\/)\/+$/, ''), url.origin)] : []),
});
cleanupOutdatedCaches();
clientsClaim();
// The page asks the visitor before the new version takes over (site/lib/offline.ts).
self.addEventListener('message', (e) => {
  if ((e.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Computed answers, MCP and snapshots are never served from a cache.
registerRoute(({ url }) => /^\/(api|mcp|s|schemas)(\/|$)/.test(url.pathname), new NetworkOnly());
// The API reference is too large to precache for every visitor; once opened, it is kept.
registerRoute(({ url }) => url.pathname === '/docs/api' || url.pathname === '/docs/api/' || url.pathname.startsWith('/vendor/') || url.pathname === '/openapi.json', new NetworkFirst({ cacheName: 'api-reference' }));
// Any other page comes from the network, and the offline page stands in when there is none.
registerRoute(new NavigationRoute(new NetworkOnly()));
setCatchHandler(async ({ request }) => (request.mode === 'navigate' ? ((await matchPrecache(OFFLINE_PAGE)) ?? Response.error()) : Response.error()));
