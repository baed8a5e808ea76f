// The whole schedule of an answer whose API result is shortened by contract
// (amortization returns its first 12 periods): pages show every row, computed
// by the engine's own code from the answer's validated inputs. Like a picture,
// a failure here never costs the visitor the answer: it gives no schedule.
import type { ScheduleRow } from '../core/contract.ts';
import type { Answer, Envelope } from '../core/run.ts';
import type { ResolvedTool } from './tools.ts';

export function scheduleFor(tool: ResolvedTool, answer: Answer | null): ScheduleRow[] | null {
  const full = tool.engine.fullSchedule;
  if (!full || !answer || answer.http !== 200 || (answer.body as Envelope).status !== 'success') return null;
  try {
    return full((answer.body as Envelope).inputs);
  } catch {
    return null;
  }
}
