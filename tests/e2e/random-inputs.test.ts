// The browser's worker and REST give the same envelope on random inputs, not
// only on worked examples: for every tool, inputs are generated (fast-check,
// fixed seed) by perturbing its worked examples' numbers (scaled, signs
// flipped, edge values, anything in ±1e12) and choosing its enum fields at
// random, then each set is computed in Chromium's engine worker and over REST
// and the two answers (success or error) are compared as JSON text.
import fc from 'fast-check';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inputJsonSchema } from '../../engines/derive/schemas.ts';
import { registry } from '../../engines/registry.ts';
import { hasChromium, launch } from '../helpers/browser.ts';
import { sharedServer } from '../helpers/server.ts';

const SETS_PER_TOOL = 8;
const SEED = 20261124;

type Prop = { type?: string | string[]; enum?: unknown[] };

/** A number a person or a program might send in place of `example`: mostly nearby values (so most sets compute), sometimes edges and wild ones. */
const numberNear = (example: number, integer: boolean) =>
  fc
    .oneof(
      { weight: 2, arbitrary: fc.constant(example) },
      { weight: 6, arbitrary: fc.double({ min: 0.5, max: 2, noNaN: true }).map((f) => example * f) },
      { weight: 1, arbitrary: fc.constantFrom(0, 1, -1, 0.5, 1e-9, 1e9, -example) },
      { weight: 1, arbitrary: fc.double({ min: -1e12, max: 1e12, noNaN: true }) },
    )
    .map((x) => (integer ? Math.round(x) : x));

function inputsFor(toolId: string, examples: Record<string, unknown>[]): fc.Arbitrary<Record<string, unknown>> {
  const props = (inputJsonSchema(registry.tools.get(toolId)!).properties ?? {}) as Record<string, Prop>;
  return fc.constantFrom(...examples).chain((example) => {
    const fields: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [key, value] of Object.entries(example)) {
      const prop = props[key];
      if (prop?.enum) fields[key] = fc.oneof({ weight: 3, arbitrary: fc.constant(value) }, { weight: 1, arbitrary: fc.constantFrom(...prop.enum) });
      else if (typeof value === 'number') fields[key] = numberNear(value, prop?.type === 'integer');
      else fields[key] = fc.constant(value);
    }
    // Choices the example left out are sometimes made too.
    const extra: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [key, prop] of Object.entries(props)) if (!(key in example) && prop.enum) extra[key] = fc.constantFrom(...prop.enum);
    const choices = fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: fc.record(extra, { requiredKeys: [] }) });
    return fc.tuple(fc.record(fields), choices).map(([a, b]) => ({ ...a, ...b }));
  });
}

describe.skipIf(!hasChromium)('the browser worker equals REST on random inputs', () => {
  let server: { url: string };
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    server = sharedServer();
    browser = await launch();
    page = await browser.newPage();
    await page.goto(`${server.url}/calc/electric/voltage-divider`, { waitUntil: 'load' });
    await page.waitForFunction(() => 'calculatorx' in window);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it(`for ${SETS_PER_TOOL} generated input sets per tool`, async () => {
    const mismatches: string[] = [];
    let compared = 0;
    let computed = 0;
    for (const engine of registry.engines) {
      const byTool = new Map<string, Record<string, unknown>[]>();
      for (const ex of engine.examples) byTool.set(ex.tool ?? engine.id, [...(byTool.get(ex.tool ?? engine.id) ?? []), ex.inputs as Record<string, unknown>]);
      for (const [toolId, examples] of byTool) {
        for (const inputs of fc.sample(inputsFor(toolId, examples), { numRuns: SETS_PER_TOOL, seed: SEED })) {
          const [inBrowser, rest] = await Promise.all([
            page.evaluate(
              ([m, t, i]) => (window as unknown as { calculatorx: { calculate(...a: unknown[]): Promise<{ answer: { http: number; body: unknown } }> } }).calculatorx.calculate(m, t, i),
              [`${engine.area}/${engine.id}`, toolId, inputs] as const,
            ),
            fetch(`${server.url}/api/v1/calc/${toolId}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ inputs }) }).then(async (r) => ({ http: r.status, body: await r.json() })),
          ]);
          compared++;
          if (rest.http === 200) computed++;
          if (JSON.stringify(inBrowser.answer) !== JSON.stringify(rest)) mismatches.push(`${toolId} ${JSON.stringify(inputs)}`);
        }
      }
    }
    expect(compared).toBeGreaterThan(900);
    // Most sets must reach the formulas, not stop at input validation.
    expect(computed / compared).toBeGreaterThan(0.5);
    console.log(`${compared} input sets compared, ${computed} of them computed`);
    expect(mismatches).toEqual([]);
  }, 180_000);
});
