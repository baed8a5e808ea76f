// The server's page renderers, bundled by api/server/build.ts into
// dist/server/render.mjs and loaded on the first page that needs one.
export { renderCalculator } from './render-calculator.tsx';
export { renderSnapshot } from './render-snapshot.tsx';
export { messagePage } from './shell.ts';
export { notFoundPage } from './render-not-found.ts';
