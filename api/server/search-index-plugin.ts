// The search index for the browser, built with the site: `virtual:search-index`
// is the registry's index (engines/derive/search.ts) serialised at build time,
// so the home and 404 pages load the very index MCP search_capabilities ranks
// with. It becomes a hashed chunk under /_astro/, loaded when the visitor
// first reaches for the search box, cached for good and precached for offline use.
import type { Plugin } from 'vite';

const ID = 'virtual:search-index';
const RESOLVED = `\0${ID}`;

export function searchIndexPlugin(): Plugin {
  return {
    name: 'calculatorx:search-index',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      // Loaded by Node itself (not through Vite): the same modules the server runs.
      const { registry } = await import('../../engines/registry.ts');
      const { searchIndexOf, serialiseSearchIndex } = await import('../../engines/derive/search.ts');
      const json = JSON.stringify(serialiseSearchIndex(searchIndexOf(registry)));
      // JSON.parse of a string is read faster than the same data as an object literal.
      return `export default JSON.parse(${JSON.stringify(json)});`;
    },
  };
}
