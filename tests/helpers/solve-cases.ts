// The round-trip cases of the generic solver: for a tool's first worked example
// that succeeds, every continuous number input it gives, with the first numeric
// output that moves when that input moves. tests/derive/solve.test.ts solves
// each back; tests/bench/solve-cost.ts times them.
import { calculate, type Envelope } from '../../engines/core/run.ts';
import { numericOutputs, outputValue } from '../../engines/derive/solve.ts';
import type { ResolvedTool } from '../../engines/derive/tools.ts';

export interface Case {
  /** The input solved for, and its value in the example. */
  key: string;
  x0: number;
  /** The output targeted, and its value in the example. */
  output: string;
  target: number;
  /** The example's other inputs. */
  known: Record<string, unknown>;
}

const answerOf = (t: ResolvedTool, inputs: Record<string, unknown>) => {
  const a = calculate(t, inputs);
  return a.http === 200 ? (a.body as Envelope) : null;
};

/** Every continuous number input the engine's first worked example gives, with an output that moves with it. */
export function roundTripCases(t: ResolvedTool): Case[] {
  const ex = t.engine.examples.find((e) => (e.tool ?? t.engine.id) === t.id && (e.expect.status ?? 'success') === 'success');
  if (!ex) return [];
  const base = answerOf(t, ex.inputs);
  if (!base || base.status !== 'success') return [];
  const cases: Case[] = [];
  for (const key of Object.keys(t.plan.shape)) {
    const x0 = base.inputs[key];
    if (t.plan.shape[key].kind !== 'number' || typeof x0 !== 'number' || !Object.hasOwn(ex.inputs, key)) continue;
    const bumped = answerOf(t, { ...ex.inputs, [key]: x0 === 0 ? 1e-3 : x0 * 1.001 });
    if (!bumped || bumped.status !== 'success') continue;
    const output = [...numericOutputs(t).keys()].find((k) => {
      if (k === key) return false;
      const [a, b] = [outputValue(base.result, k), outputValue(bumped.result, k)];
      return a !== null && b !== null && Math.abs(a - b) > 1e-9 * Math.max(Math.abs(a), Math.abs(b));
    });
    if (!output) continue;
    const { [key]: _, ...known } = ex.inputs;
    cases.push({ key, x0, output, target: outputValue(base.result, output)!, known });
  }
  return cases;
}

