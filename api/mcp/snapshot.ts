// execute_calculation with `snapshot: true`: the calculation and a link to an
// immutable snapshot of it, the same snapshot POST /api/v1/share makes without a
// store (a self-describing id: nothing is written, so the tool stays read-only).
// The MCP Apps view asks for one when the person shares; an agent may too.
import type { Envelope } from '../../engines/core/run.ts';
import { embeddedSnapshot } from '../share/snapshots.ts';
import type { ToolOutcome } from './tools.ts';

/** Where the link goes in the result's `_meta`. */
export const SNAPSHOT_META_KEY = 'calculatorx/snapshot';

/** The outcome with the snapshot's link in `_meta` and in the text; a calculation that failed has none. */
export async function withSnapshot(out: ToolOutcome, origin: string | undefined): Promise<ToolOutcome> {
  if (!out.ok) return out;
  const env = out.data as unknown as Envelope;
  const created = await embeddedSnapshot(env.tool, env.inputs, env.calculation_version);
  if (!created.ok) return { ...out, text: `${out.text}\nNo snapshot: ${created.body.code}: ${created.body.detail}` };
  const path = created.snapshot.links.snapshot;
  const url = origin ? `${origin}${path}` : path;
  return { ...out, meta: { [SNAPSHOT_META_KEY]: { id: created.snapshot.id, path, url } }, text: `${out.text}\nSnapshot: ${url}` };
}
