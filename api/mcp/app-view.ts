// The MCP Apps view of execute_calculation (extension io.modelcontextprotocol/ui):
// one ui:// resource, the calculator island and its picture as a self-contained
// HTML document built by api/server/mcp-view.ts. Hosts that render MCP Apps show
// it beside the tool result; every other client ignores the metadata.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EXTENSION_ID, RESOURCE_MIME_TYPE, registerAppResource } from '@modelcontextprotocol/ext-apps/server';
import type { McpServer } from '@modelcontextprotocol/server';
import { ROOT } from '../server/root.ts';

export const VIEW_URI = 'ui://calculatorx/calculator.html';
export const VIEW_FILE = path.join(ROOT, 'dist', 'mcp', 'calculator-view.html');

/** The server's side of the extension, declared in its capabilities. */
export const APPS_EXTENSION = { [EXTENSION_ID]: { mimeTypes: [RESOURCE_MIME_TYPE] } };

/** The tool metadata that links execute_calculation to the view. */
export const VIEW_TOOL_META = { ui: { resourceUri: VIEW_URI } };

/** Nothing outside the document: no connections, scripts, styles, fonts or frames (the host's strictest default). */
const VIEW_UI_META = { csp: { connectDomains: [], resourceDomains: [], frameDomains: [], baseUriDomains: [] }, prefersBorder: true };

let html: string | undefined;

/** The built view, read once per process. */
function viewHtml(): string {
  html ??= readFileSync(VIEW_FILE, 'utf8');
  return html;
}

/** The SDK's own resource options (the per-resource cache hint) beside the extension's. */
type ViewConfig = Parameters<typeof registerAppResource>[3] & Pick<Parameters<McpServer['registerResource']>[2], 'cacheHint'>;

export function registerView(server: McpServer): void {
  const config: ViewConfig = {
    title: 'CalculatorX calculator',
    description: 'The live calculator for an execute_calculation result: the inputs as a form, the result as the calculator page shows it, recomputed in the view when an input changes (MCP Apps).',
    // The document changes only with a new build of the service.
    cacheHint: { ttlMs: 3_600_000, cacheScope: 'public' },
    _meta: { ui: VIEW_UI_META },
  };
  // registerAppResource passes the whole config on to the SDK's registerResource.
  registerAppResource(server, 'calculator-view', VIEW_URI, config, async () => ({
    contents: [{ uri: VIEW_URI, mimeType: RESOURCE_MIME_TYPE, text: viewHtml(), _meta: { ui: VIEW_UI_META } }],
  }));
}
