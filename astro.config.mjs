// Astro builds the pages: every calculator page is pre-rendered (output
// 'static'); the routes that render on demand (parameterised pages, snapshots)
// opt out with `prerender = false` and run through @astrojs/node in middleware
// mode inside our own node:http server (api/server/node.ts).
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import preact from '@astrojs/preact';

export default defineConfig({
  srcDir: './site',
  publicDir: './public',
  outDir: './dist',
  output: 'static',
  adapter: node({ mode: 'middleware' }),
  integrations: [preact()],
  build: { format: 'directory' },
  trailingSlash: 'ignore',
  devToolbar: { enabled: false },
  markdown: { syntaxHighlight: false },
  // Hashes of every script and style Astro emits go into a CSP <meta>; the server adds
  // the directives a meta tag cannot carry (frame-ancestors) as a header.
  security: { csp: { algorithm: 'SHA-256', directives: ["default-src 'self'", "img-src 'self' data:", "worker-src 'self'", "connect-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"] } },
  vite: {
    // ES-module workers can split: each engine is its own chunk, loaded by the page that needs it.
    worker: { format: 'es' },
  },
});
