// A minimal MCP Apps host for the browser tests, built from the extension's own
// host side (app-bridge) and the MCP client: it connects to /mcp as a client that
// renders MCP Apps, reads the ui:// resource execute_calculation links to, shows
// it in a sandboxed frame (scripts only: an opaque origin, no network beyond what
// the view's CSP allows), and passes the tool call's input and result to it. The
// frame is as wide as the host says and, as the MCP Apps specification asks of a
// host that gives a maximum height, as tall as the view reports, up to that maximum.
// What the view sends the host is logged on window.mcpHost.log. Bundled by the test.
import { Client, StreamableHTTPClientTransport, type CallToolResult } from '@modelcontextprotocol/client';
import { AppBridge, PostMessageTransport, RESOURCE_MIME_TYPE, getToolUiResourceUri, type McpUiHostContext } from '@modelcontextprotocol/ext-apps/app-bridge';

interface Logged {
  method: string;
  params: unknown;
}

const log: Logged[] = [];
let client: Client;
/** The bridge of the view shown last, for context changes. */
let current: AppBridge | undefined;

/** What the host tells the view about itself: its theme, style variables and the room it gives. */
export interface HostOptions {
  width?: number;
  /** A fixed height (the view fills it); otherwise the frame follows the view's height up to maxHeight. */
  height?: number;
  maxHeight?: number;
  theme?: 'light' | 'dark';
  styles?: McpUiHostContext['styles'];
}

async function start(): Promise<void> {
  client = new Client({ name: 'test-host', version: '1.0.0' }, { capabilities: { extensions: { 'io.modelcontextprotocol/ui': { mimeTypes: [RESOURCE_MIME_TYPE] } } } });
  await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', location.href)));
}

/** Runs execute_calculation as a host that renders MCP Apps does; resolves with the tool result once the view has it. */
async function call(args: Record<string, unknown>, host: HostOptions = {}): Promise<{ result: CallToolResult; resource: { mimeType?: string; meta: unknown; size: number } }> {
  const { width = 700, height, maxHeight = 1200, theme = 'light', styles } = host;
  const { tools } = await client.listTools();
  const tool = tools.find((t) => t.name === 'execute_calculation')!;
  const uri = getToolUiResourceUri(tool);
  if (!uri) throw new Error('execute_calculation links no view');
  const read = await client.readResource({ uri });
  const content = read.contents[0] as { mimeType?: string; text: string; _meta?: unknown };

  const frame = document.createElement('iframe');
  frame.id = 'view';
  frame.setAttribute('sandbox', 'allow-scripts');
  frame.style.cssText = `display: block; width: ${width}px; height: ${height ?? maxHeight}px; border: 0`;
  const bridge = new AppBridge(client, { name: 'test-host', version: '1.0.0' }, { serverTools: {}, openLinks: {}, updateModelContext: { text: {}, structuredContent: {} } }, {
    hostContext: { theme, ...(styles && { styles }), displayMode: 'inline', platform: 'web', containerDimensions: height === undefined ? { width, maxHeight } : { width, height } },
  });
  current = bridge;
  bridge.onsizechange = (params) => {
    log.push({ method: 'ui/notifications/size-changed', params });
    if (params.height !== undefined && height === undefined) frame.style.height = `${Math.min(params.height, maxHeight)}px`;
  };
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

/** Tells the view shown last that the host's context changed (a theme switch, new style variables). */
async function changeContext(context: McpUiHostContext): Promise<void> {
  await current!.sendHostContextChange(context);
}

(window as unknown as { mcpHost: unknown }).mcpHost = { start, call, changeContext, log };
