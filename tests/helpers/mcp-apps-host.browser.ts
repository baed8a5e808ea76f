// A minimal MCP Apps host for the browser tests, built from the extension's own
// host side (app-bridge) and the MCP client: it connects to /mcp as a client that
// renders MCP Apps, reads the ui:// resource execute_calculation links to, shows
// it in a sandboxed frame (scripts only: an opaque origin, no network beyond what
// the view's CSP allows), and passes the tool call's input and result to it. What
// the view sends the host is logged on window.mcpHost.log. Bundled by the test.
import { Client, StreamableHTTPClientTransport, type CallToolResult } from '@modelcontextprotocol/client';
import { AppBridge, PostMessageTransport, RESOURCE_MIME_TYPE, getToolUiResourceUri } from '@modelcontextprotocol/ext-apps/app-bridge';

interface Logged {
  method: string;
  params: unknown;
}

const log: Logged[] = [];
let client: Client;

async function start(): Promise<void> {
  client = new Client({ name: 'test-host', version: '1.0.0' }, { capabilities: { extensions: { 'io.modelcontextprotocol/ui': { mimeTypes: [RESOURCE_MIME_TYPE] } } } });
  await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', location.href)));
}

/** Runs execute_calculation as a host that renders MCP Apps does; resolves with the tool result once the view has it. */
async function call(args: Record<string, unknown>): Promise<{ result: CallToolResult; resource: { mimeType?: string; meta: unknown; size: number } }> {
  const { tools } = await client.listTools();
  const tool = tools.find((t) => t.name === 'execute_calculation')!;
  const uri = getToolUiResourceUri(tool);
  if (!uri) throw new Error('execute_calculation links no view');
  const read = await client.readResource({ uri });
  const content = read.contents[0] as { mimeType?: string; text: string; _meta?: unknown };

  const frame = document.createElement('iframe');
  frame.id = 'view';
  frame.setAttribute('sandbox', 'allow-scripts');
  frame.style.cssText = 'width: 700px; height: 1200px; border: 1px solid #ccc';
  const bridge = new AppBridge(client, { name: 'test-host', version: '1.0.0' }, { serverTools: {}, openLinks: {}, updateModelContext: { text: {}, structuredContent: {} } }, {
    hostContext: { theme: 'light', displayMode: 'inline', platform: 'web', containerDimensions: { width: 700, maxHeight: 1200 } },
  });
  bridge.onsizechange = (params) => void log.push({ method: 'ui/notifications/size-changed', params });
  bridge.onupdatemodelcontext = async (params) => {
    log.push({ method: 'ui/update-model-context', params });
    return {};
  };
  bridge.onmessage = async (params) => {
    log.push({ method: 'ui/message', params });
    return {};
  };
  bridge.onopenlink = async (params) => {
    log.push({ method: 'ui/open-link', params });
    return {};
  };
  const initialized = new Promise<void>((resolve) => {
    bridge.oninitialized = () => {
      log.push({ method: 'ui/notifications/initialized', params: bridge.getAppVersion() });
      resolve();
    };
  });
  // The bridge listens before the document loads: the view says hello as soon as its script runs.
  document.body.append(frame);
  await bridge.connect(new PostMessageTransport(frame.contentWindow!, frame.contentWindow!));
  frame.srcdoc = content.text;
  // The view's own tool calls still reach the server (connect() set that up); the test sees them too.
  const forward = bridge.oncalltool!;
  bridge.oncalltool = async (params, extra) => {
    log.push({ method: 'tools/call', params });
    return forward(params, extra);
  };
  await initialized;
  await bridge.sendToolInput({ arguments: args });
  const result = (await client.callTool({ name: 'execute_calculation', arguments: args })) as CallToolResult;
  await bridge.sendToolResult(result);
  return { result, resource: { mimeType: content.mimeType, meta: content._meta, size: content.text.length } };
}

(window as unknown as { mcpHost: unknown }).mcpHost = { start, call, log };
