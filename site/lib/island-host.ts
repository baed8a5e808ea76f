// What the calculator island needs from where it runs. On its own page (the
// default, pageHost): the engine worker, the URL that follows the form, the
// REST snapshot endpoint (the link copied to the clipboard) and the messages to
// a frame embedding the page. An MCP Apps view passes its own host
// (site/mcp-app/view-host.ts).
import type { FieldDescriptor } from '../../engines/derive/page-model.ts';
import { queryFromFormValues, type FormModel, type FormValues } from '../../engines/derive/form-text.ts';
import type { Settle } from '../../engines/derive/form-units.ts';
import type { FormAnswer } from '../../workers/engine-api.ts';
import type { OutputChoice, PlotAnswer, SolveView } from '../../engines/derive/form-plot.ts';
import type { PlotState, SolveState } from '../../engines/derive/plot-text.ts';
import { postResult, reportHeight } from './embed-bridge.ts';
import { engineWorker } from './engine-client.ts';

/** What sharing gave: the snapshot link, or none, and a sentence for the visitor. */
export interface Shared {
  link: string | null;
  note: string;
}

export interface IslandHost {
  /** Reads the form's text and runs the engine in the browser: the same answer as the server's for the same URL. */
  calculateForm(moduleKey: string, toolId: string, form: FormModel, values: FormValues, settle?: Settle): Promise<FormAnswer>;
  /** Loads the engine ahead of the first keystroke. */
  warm(moduleKey: string): Promise<unknown>;
  /** The island is on screen. */
  mounted(): void;
  /** The visitor changed the form (its text; empty after Clear) or its panels (`panels`: the Plot and Solve state as URL parameters). */
  inputsChanged(fields: FieldDescriptor[], values: FormValues, panels?: URLSearchParams): void;
  /** A result computed in the browser is on screen. */
  resultShown(toolId: string, body: unknown): void;
  /** Plot and solve in the browser (the page's worker); a host without them shows no Plot or Solve panel. */
  operations?: {
    outputs(moduleKey: string, toolId: string): Promise<OutputChoice[]>;
    /** `narrow`: a chart for a phone's screen (engines/derive/form-plot.ts NARROW_CHART). */
    plotForm(moduleKey: string, toolId: string, form: FormModel, values: FormValues, state: PlotState, narrow?: boolean): Promise<PlotAnswer>;
    solveForm(moduleKey: string, toolId: string, form: FormModel, values: FormValues, state: SolveState): Promise<SolveView>;
  };
  /** An immutable snapshot of this calculation. */
  share(toolId: string, inputs: Record<string, unknown>, version: string | undefined): Promise<Shared>;
}

/** Query keys that are page switches, not inputs; kept in the URL as they are. */
const PAGE_KEYS = ['embed', 'theme', 'compact'];

let urlTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * The URL follows the form, a moment after the last keystroke: browsers
 * throttle history updates, and the result should not wait for one.
 */
function followInUrl(fields: FieldDescriptor[], values: FormValues, panels?: URLSearchParams) {
  clearTimeout(urlTimer);
  const write = () => {
    const q = queryFromFormValues(fields, values);
    const current = new URLSearchParams(location.search);
    for (const k of PAGE_KEYS) if (current.has(k)) q.set(k, current.get(k)!);
    for (const [k, v] of panels ?? []) q.set(k, v);
    history.replaceState(null, '', `${location.pathname}${q.size ? `?${q}` : ''}`);
  };
  // Clearing the form clears the URL at once.
  if (Object.keys(values).length === 0 && !panels?.size) history.replaceState(null, '', location.pathname);
  else urlTimer = setTimeout(write, 120);
}

/** Copies text to the clipboard; false where the browser refuses (no permission, insecure origin). */
async function copied(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export const pageHost: IslandHost = {
  calculateForm: (moduleKey, toolId, form, values, settle) => engineWorker().calculateForm(moduleKey, toolId, form, values, settle),
  warm: (moduleKey) => engineWorker().warm(moduleKey),
  mounted: reportHeight,
  inputsChanged: followInUrl,
  operations: {
    outputs: (moduleKey, toolId) => engineWorker().outputs(moduleKey, toolId),
    plotForm: (moduleKey, toolId, form, values, state, narrow) => engineWorker().plotForm(moduleKey, toolId, form, values, state, narrow),
    solveForm: (moduleKey, toolId, form, values, state) => engineWorker().solveForm(moduleKey, toolId, form, values, state),
  },
  resultShown: postResult,
  async share(toolId, inputs, version) {
    const res = await fetch('/api/v1/share', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tool_id: toolId, inputs, calculation_version: version }),
    });
    const body = await res.json();
    if (!res.ok) return { link: null, note: `Could not share: ${body.detail}` };
    const link = new URL(body.links.snapshot, location.href).href;
    return { link, note: (await copied(link)) ? 'Link copied to the clipboard.' : 'Copy the link below.' };
  },
};
