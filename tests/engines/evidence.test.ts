// Verification tiers are derived from the worked examples (engines/derive/evidence.ts),
// never typed: the rule on small declarations made for the test, then on every engine —
// each tool reports its engine's derived tier, an engine_tested engine has independent
// examples of its main output and its own test file, and the engines whose examples are
// only their own model's arithmetic are candidates.
import { existsSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { defineEngine, type Example } from '../../engines/core/contract.ts';
import { ok } from '../../engines/core/outcome.ts';
import { evidenceOf } from '../../engines/derive/evidence.ts';
import { resolveEngine } from '../../engines/derive/tools.ts';
import { registry } from '../../engines/registry.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

const probe = (examples: Example[], headline?: string) =>
  defineEngine({
    id: 'probe',
    area: 'math',
    title: 'Probe',
    description: 'Doubles x.',
    version: '1.0.0',
    input: z.object({ x: z.number() }),
    output: z.object({ y: z.number(), z: z.number() }),
    compute: (i: { x: number }) => ok({ y: 2 * i.x, z: i.x }),
    formula: { expression: 'y = 2x' },
    assumptions: [],
    ui: { fields: { x: { label: 'x' } }, ...(headline ? { headline } : {}) },
    errors: [],
    warnings: [],
    examples,
  });
const published: Example = { name: 'published', inputs: { x: 1 }, expect: { values: { y: 2 } }, source: 'A textbook' };
const own: Example = { ...published, name: 'own', ownModel: true, source: "The engine's rule worked by hand" };
const error: Example = { name: 'error', inputs: {}, expect: { status: 'error', code: 'MISSING_REQUIRED_INPUT' }, source: 'Spec' };

describe('the tier rule', () => {
  it('an independent worked example of the result makes engine_tested, with sources checked', () => {
    const ev = evidenceOf(probe([published, error]));
    expect([ev.tier, ev.sourceChecked, ev.independentOutputs, ev.testFile]).toEqual(['engine_tested', true, ['y'], 'tests/engines/math/probe.test.ts']);
    const [tool] = resolveEngine(probe([published]));
    expect(tool.verification).toMatchObject({ tier: 'engine_tested', engine_tested: true, source_checked: true, expert_reviewed: false, reviewed_by: null });
  });

  it("examples that are only the engine's own model, or only error cases, leave a candidate", () => {
    for (const examples of [[own], [own, error], [error], []]) {
      const ev = evidenceOf(probe(examples));
      expect([ev.tier, ev.sourceChecked], JSON.stringify(examples.map((e) => e.name))).toEqual(['candidate', false]);
      const [tool] = resolveEngine(probe(examples));
      expect(tool.verification).toMatchObject({ tier: 'candidate', engine_tested: false, source_checked: false });
    }
    expect(evidenceOf(probe([own])).reason).toMatch(/own model/);
  });

  it('the independent examples must check the declared headline, the main output', () => {
    const sideOnly: Example = { ...published, expect: { values: { z: 1 } } };
    const ev = evidenceOf(probe([sideOnly, { ...own, expect: { values: { y: 2 } } }], 'y'));
    expect([ev.tier, ev.sourceChecked, ev.mainOutput]).toEqual(['candidate', true, 'y']);
    expect(ev.reason).toMatch(/not its main output y/);
    expect(evidenceOf(probe([sideOnly, published], 'y')).tier).toBe('engine_tested');
  });

  it('a success example without values is not evidence for an output', () => {
    expect(evidenceOf(probe([{ ...published, expect: { status: 'success' } }])).tier).toBe('candidate');
  });
});

describe('every engine', () => {
  const tiers = Object.fromEntries(registry.engines.map((e) => [e.id, evidenceOf(e).tier]));

  it('every tool reports the tier derived for its engine; no tier above engine_tested is claimed', () => {
    for (const t of registry.tools.values()) {
      expect(t.verification.tier, t.id).toBe(tiers[t.engine.id]);
      expect(['candidate', 'engine_tested']).toContain(t.verification.tier);
      expect(t.verification.engine_tested, t.id).toBe(t.verification.tier === 'engine_tested');
      expect([t.verification.expert_reviewed, t.verification.internally_reviewed, t.verification.reviewed_by]).toEqual([false, false, null]);
    }
  });

  it.each(registry.engines.map((e) => [e.id, e] as const))('%s: engine_tested rests on independent examples of its main output and its test file', (_id, e) => {
    const ev = evidenceOf(e);
    if (ev.tier !== 'engine_tested') return;
    expect(existsSync(path.join(ROOT, ev.testFile)), ev.testFile).toBe(true);
    const independent = ev.examples.filter((x) => x.independent && x.checksOutputs);
    expect(independent.length).toBeGreaterThan(0);
    if (ev.mainOutput !== null) expect(independent.some((x) => x.outputs.includes(ev.mainOutput!))).toBe(true);
    for (const x of independent) expect(x.example.source.trim().length, x.example.name).toBeGreaterThan(10);
  });

  it("battery-aging is a candidate: its examples are its own model's arithmetic", () => {
    expect(tiers['battery-aging']).toBe('candidate');
    expect(registry.tools.get('battery-aging')!.verification).toMatchObject({ tier: 'candidate', engine_tested: false, source_checked: false });
  });

  it('the candidates are exactly the engines reviewed as such (a change here is a change of evidence)', () => {
    expect(Object.keys(tiers).filter((id) => tiers[id] === 'candidate')).toEqual(['battery-aging']);
  });
});
