// Entry of the MCP Apps view (built into one self-contained HTML document by
// api/server/mcp-view.ts): connects to the host with the extension's App, and
// draws the View with whatever the host has sent about the tool call.
import { App, PostMessageTransport } from '@modelcontextprotocol/ext-apps';
import { render } from 'preact';
import { followHost } from './host-context.ts';
import View, { type CallResult, type ToolCall } from './View.tsx';

declare const VIEW_VERSION: string;

// autoResize: the App reports the document's size to the host whenever it changes (ui/notifications/size-changed).
const app = new App({ name: 'CalculatorX calculator', version: VIEW_VERSION }, {}, { autoResize: true });
const root = document.getElementById('app')!;
let call: ToolCall = {};
const draw = (next: Partial<ToolCall>) => {
  call = { ...call, ...next };
  render(<View app={app} call={call} />, root);
};

// Handlers first: the host may send the call right after the handshake.
app.ontoolinput = (params) => draw({ args: params.arguments ?? {} });
app.ontoolresult = (result) => draw({ result: result as CallResult });
app.ontoolcancelled = (params) => draw({ cancelled: params.reason ?? 'no reason given' });
app.onhostcontextchanged = followHost;
app.onteardown = async () => ({});

draw({});
app
  .connect(new PostMessageTransport(window.parent, window.parent))
  .then(() => followHost(app.getHostContext()))
  .catch((e: Error) => render(<p role="alert" class="status-error">This view could not reach its host: {e.message}</p>, root));
