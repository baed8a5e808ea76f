// The picture of an answer, if its engine draws one. A drawing bug must never
// cost the user the number, so failures give no picture rather than an error.
import type { Picture } from '../core/contract.ts';
import type { Answer, Envelope } from '../core/run.ts';
import type { ResolvedTool } from './tools.ts';

export function pictureFor(tool: ResolvedTool, answer: Answer | null): Picture | null {
  const draw = tool.engine.picture;
  if (!draw || !answer || answer.http !== 200) return null;
  const env = answer.body as Envelope;
  if (env.result === null || env.result === undefined) return null;
  try {
    return draw({ tool: tool.id, status: env.status, inputs: env.inputs, result: env.result });
  } catch {
    return null;
  }
}
