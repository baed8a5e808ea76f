// The search the browser loads on first use (a chunk of its own): the index
// built with the site and the ranking the server uses for MCP and the 404 page.
import data from 'virtual:search-index';
import { findPages, loadSearchIndex } from '../../engines/derive/search.ts';

const index = loadSearchIndex(data);

export const find = (query: string, max?: number) => findPages(index, query, max);
