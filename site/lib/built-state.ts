// The computed worked example a pre-rendered calculator page opens with. The
// Astro page computes it at build time and hands it to the island's server
// render here (a hydrated component's props are written into the page, and an
// answer such as a whole amortization schedule does not belong there twice);
// in the browser the island reads the same state from the page's
// calculatorx-initial block.
import type { ServerState } from './server-state.ts';

const states = new Map<string, ServerState>();

/** Called by the Astro page before it renders the island of `toolId`. */
export function setBuiltState(toolId: string, state: ServerState): void {
  states.set(toolId, state);
}

export const builtState = (toolId: string): ServerState | undefined => states.get(toolId);
