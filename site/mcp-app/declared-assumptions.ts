// The view's engines are built without their declared assumptions (api/server/view-declarations.ts:
// 36 KiB of its gzip), and every answer of the server lists them: an envelope's `assumptions` are
// the declaration's, then those the engine added for these inputs. The view runs the same inputs
// itself, so what the server lists before the engine's own additions is the declaration's. Once
// the declaration has them again, an answer computed in the view is the server's byte for byte.
import { calculate, type Envelope } from '../../engines/core/run.ts';
import type { ResolvedTool } from '../../engines/derive/tools.ts';

const isEnvelope = (body: unknown): body is Envelope =>
  !!body && typeof body === 'object' && Array.isArray((body as Envelope).assumptions) && typeof (body as Envelope).calculation_version === 'string' && !!(body as Envelope).inputs;

/**
 * The declared assumptions of `tool`'s engine, read from the server's answer `body` for it:
 * null when `body` is not an envelope of this tool, or when the same inputs run here do not
 * end the server's list with the same additions (then the two do not run the same code).
 */
export function declaredAssumptions(tool: ResolvedTool, body: unknown): string[] | null {
  if (!isEnvelope(body) || body.tool !== tool.id) return null;
  const here = calculate(tool, body.inputs, body.calculation_version);
  if (here.http !== 200) return null;
  const own = (here.body as Envelope).assumptions.slice(tool.engine.assumptions.length);
  const declared = body.assumptions.slice(0, body.assumptions.length - own.length);
  const rest = body.assumptions.slice(declared.length);
  return own.length <= body.assumptions.length && rest.every((a, i) => a === own[i]) ? declared : null;
}

/**
 * Gives the engine of `tool` its declared assumptions from the server's answer, once: every
 * later answer computed in the view (any tool of that engine) lists them as the server does.
 */
export function learnAssumptions(tool: ResolvedTool, body: unknown): void {
  if (tool.engine.assumptions.length > 0) return;
  const declared = declaredAssumptions(tool, body);
  // A new array: answers already computed keep the list they were computed with.
  if (declared?.length) tool.engine.assumptions = declared;
}
