// Every field that declares what it usually is (FieldHint.typical): its worked
// examples sit inside the span (no IMPLAUSIBLE_VALUE); a number a million times
// too small or too large for its unit is flagged on that field exactly when it
// falls outside the span (mathjs converts the span and the value, independently
// of our unit table); and a unit the warning suggests, typed with the same
// number, reads as a plausible value.
import { unit as mathUnit } from 'mathjs';
import { describe, expect, it } from 'vitest';
import { calculate } from '../../engines/core/run.ts';
import { registry } from '../../engines/registry.ts';

type Body = { inputs?: Record<string, unknown>; warnings?: { code: string; field?: string; suggestion?: string }[]; code?: string };
const implausible = (b: Body, key: string) => (b.warnings ?? []).filter((w) => w.code === 'IMPLAUSIBLE_VALUE' && w.field === key);
/** A quantity in SI base units, read by mathjs ("0.5 mA" → 0.0005); our ASCII u is its micro. */
const si = (value: number, unit: string) => mathUnit(value, unit.replace('µ', 'u')).value as number;

const fields = [...registry.tools.values()]
  .filter((t) => t.canonical)
  .flatMap((t) => Object.entries(t.plan.hints).filter(([, h]) => h.typical).map(([key, h]) => [t.id, key, h.typical!] as const));

describe('typical spans', () => {
  it('are declared where a unit slip is likely', () => {
    expect(fields.map(([id, key]) => `${id}.${key}`)).toEqual(expect.arrayContaining(['led-resistor.I_f', 'timer-555.C', 'voltage-drop.V_supply']));
  });

  it.each(fields)('%s %s', (id, key, typical) => {
    const tool = registry.tools.get(id)!;
    const examples = tool.engine.examples.filter((e) => (e.tool ?? tool.engine.id) === id && typeof e.inputs[key] === 'number' && (e.expect.status ?? 'success') === 'success');
    expect(examples.length, `${id} has a worked example with ${key}`).toBeGreaterThan(0);
    for (const e of examples) expect(implausible(calculate(tool, e.inputs).body as Body, key), e.name).toEqual([]);
    const [low, high] = typical.map((t) => {
      const [n, u] = t.split(' ');
      return si(Number(n), u);
    });
    const base = examples[0].inputs;
    for (const factor of [1e-6, 1e6]) {
      const answer = calculate(tool, { ...base, [key]: (base[key] as number) * factor }).body as Body;
      if (answer.code) continue; // a slip may make the calculation impossible (an engine error)
      const unit = tool.plan.hints[key].unit ?? String(answer.inputs![Object.keys(answer.inputs!).find((k) => k === `${key}_unit` || k === tool.plan.hints[key].unitSelect)!]);
      const value = si(answer.inputs![key] as number, unit);
      const [w] = implausible(answer, key);
      expect(w !== undefined, `${id}.${key} × ${factor}: ${value} SI, span ${low}…${high}`).toBe(value < low || value > high);
      const meant = /e\.g\. "([^"]+)"/.exec(w?.suggestion ?? '')?.[1];
      if (meant) expect(implausible(calculate(tool, { ...base, [key]: meant }).body as Body, key), meant).toEqual([]);
    }
  });
});
