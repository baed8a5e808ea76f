// What a snapshot is: one calculation with its pinned version, inputs and
// result envelope, and its links. api/share/snapshots.ts makes and reads them;
// the snapshot page (site/) shows them.
import type { Envelope } from '../core/run.ts';

export interface Snapshot {
  id: string;
  tool_id: string;
  engine: string;
  capability_id: string | null;
  inputs: Record<string, unknown>;
  calculation_version: string;
  created_at: string;
  /** The full result envelope, as computed when the snapshot was made. */
  result: Envelope;
  storage: 'embedded' | 'store';
  links: { snapshot: string; api: string; live: string | null };
}
