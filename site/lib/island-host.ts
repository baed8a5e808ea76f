// What the calculator island needs from where it runs. On its own page (the
// default, pageHost): the engine worker, the URL that follows the inputs, the
// REST snapshot endpoint and the messages to a frame embedding the page. An MCP
// Apps view passes its own host (site/mcp-app/view-host.ts).
import type { WorkerAnswer } from '../../workers/engine-api.ts';
import { postResult, reportHeight } from './embed-bridge.ts';
import { engineWorker } from './engine-client.ts';

export interface IslandHost {
  /** Runs the engine in the browser: the same answer as the server's. */
  calculate(moduleKey: string, toolId: string, inputs: Record<string, unknown>): Promise<WorkerAnswer>;
  /** Loads the engine ahead of the first keystroke. */
  warm(moduleKey: string): Promise<unknown>;
  /** The island is on screen. */
  mounted(): void;
  /** The visitor changed the inputs (form values as typed; empty after Clear). */
  inputsChanged(values: Record<string, string>): void;
  /** A result computed in the browser is on screen. */
  resultShown(toolId: string, body: unknown): void;
  /** A link to an immutable snapshot of this calculation, or a sentence saying why there is none. */
  share(toolId: string, inputs: Record<string, unknown>, version: string | undefined): Promise<string>;
}

/** Query keys that are page switches, not inputs; kept in the URL as they are. */
const PAGE_KEYS = ['embed', 'theme', 'compact'];

let urlTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * The URL follows the inputs, a moment after the last keystroke: browsers
 * throttle history updates, and the result should not wait for one.
 */
function followInUrl(values: Record<string, string>) {
  clearTimeout(urlTimer);
  const write = () => {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(values)) if (v.trim() !== '') q.set(k, v);
    const current = new URLSearchParams(location.search);
    for (const k of PAGE_KEYS) if (current.has(k)) q.set(k, current.get(k)!);
    history.replaceState(null, '', `${location.pathname}${q.size ? `?${q}` : ''}`);
  };
  // Clearing the form clears the URL at once.
  if (Object.keys(values).length === 0) history.replaceState(null, '', location.pathname);
  else urlTimer = setTimeout(write, 120);
}

export const pageHost: IslandHost = {
  calculate: (moduleKey, toolId, inputs) => engineWorker().calculate(moduleKey, toolId, inputs),
  warm: (moduleKey) => engineWorker().warm(moduleKey),
  mounted: reportHeight,
  inputsChanged: followInUrl,
  resultShown: postResult,
  async share(toolId, inputs, version) {
    const res = await fetch('/api/v1/share', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tool_id: toolId, inputs, calculation_version: version }),
    });
    const body = await res.json();
    return res.ok ? new URL(body.links.snapshot, location.href).href : `Could not share: ${body.detail}`;
  },
};
