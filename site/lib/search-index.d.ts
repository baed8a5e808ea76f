// The registry's search index, serialised at build time (api/server/search-index-plugin.ts).
declare module 'virtual:search-index' {
  import type { AsPlainObject } from 'minisearch';
  const index: AsPlainObject;
  export default index;
}
