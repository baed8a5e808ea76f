// The calculator island inside an MCP Apps view (IslandHost): engines run
// inline (the host's sandbox allows no worker and no network), and what the
// page does over HTTP goes through the host instead: a snapshot link is asked
// of execute_calculation, and edits are reported to the view around the island.
import type { App } from '@modelcontextprotocol/ext-apps';
import type { FormValues } from '../../engines/derive/form-text.ts';
import type { IslandHost } from '../lib/island-host.ts';
import { engines } from './view-engines.ts';

/** The snapshot link in an execute_calculation result (api/mcp/snapshot.ts). */
const SNAPSHOT_META_KEY = 'calculatorx/snapshot';

export interface ViewEvents {
  inputsChanged(values: FormValues): void;
  resultShown(body: unknown): void;
}

export function viewHost(app: App, capabilityId: string, events: ViewEvents): IslandHost {
  return {
    calculateForm: engines.calculateForm,
    warm: engines.warm,
    // The App reports the document's size to the host itself.
    mounted: () => {},
    inputsChanged: (_fields, values) => events.inputsChanged(values),
    resultShown: (_toolId, body) => events.resultShown(body),
    async share(_toolId, inputs, version) {
      try {
        const result = await app.callServerTool({ name: 'execute_calculation', arguments: { capability_id: capabilityId, inputs, calculation_version: version, snapshot: true } });
        const link = (result._meta?.[SNAPSHOT_META_KEY] as { url?: string } | undefined)?.url;
        // The host's sandbox may not let a view write to the clipboard: the link is shown to copy.
        if (link) return { link, note: 'Snapshot made by the server: copy the link below.' };
        const text = result.content.find((c) => c.type === 'text');
        return { link: null, note: `Could not share: ${text && 'text' in text ? text.text : 'the server gave no snapshot'}` };
      } catch (e) {
        return { link: null, note: `Could not share: ${(e as Error).message}` };
      }
    },
  };
}
