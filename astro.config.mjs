// Astro pre-renders every page (output 'static') into dist/client. Nothing runs
// Astro at request time: parameterised calculator URLs, snapshots and error
// pages are composed by our own server from these pages (site/ssr/, bundled
// into dist/server by api/server/build.ts).
import { defineConfig } from 'astro/config';
import preact from '@astrojs/preact';
import { searchIndexPlugin } from './api/server/search-index-plugin.ts';
import { siteUrl } from './api/server/site-url.ts';

export default defineConfig({
  // Absolute canonical links (Astro.site) and the sitemap come from SITE_URL (api/server/site-url.ts).
  site: siteUrl(),
  srcDir: './site',
  publicDir: './public',
  outDir: './dist/client',
  output: 'static',
  integrations: [preact()],
  // build.server is Astro's scratch space while pre-rendering (it removes it afterwards); dist/server holds our bundles.
  build: { format: 'directory', server: './dist/.astro-prerender/' },
  trailingSlash: 'ignore',
  devToolbar: { enabled: false },
  markdown: { syntaxHighlight: false },
  // Hashes of every script and style Astro emits go into a CSP <meta>; the build turns it
  // into the CSP header of every HTML response, with what a meta tag cannot carry (frame-ancestors).
  security: { csp: { algorithm: 'SHA-256', directives: ["default-src 'self'", "img-src 'self' data:", "worker-src 'self'", "connect-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"] } },
  vite: {
    // ES-module workers can split: each engine is its own chunk, loaded by the page that needs it.
    worker: { format: 'es' },
    plugins: [searchIndexPlugin()],
  },
});
