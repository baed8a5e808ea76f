// Every worked example of every engine runs as a test, through the same path
// as REST, MCP and the pages (and the same check as the evidence pages); every
// success is checked against the engine's declared output schema.
import { describe, expect, it } from 'vitest';
import { registry } from '../../engines/registry.ts';
import { checkExample } from '../../engines/derive/examples.ts';
import type { Envelope } from '../../engines/core/run.ts';
import { envelopeJson } from '../../api/envelope-json.ts';
import { run } from '../helpers/calc.ts';

// The mutation runner (tests/mutation/run.ts) tests one engine's mutants against that engine's
// examples only: EXAMPLES_ENGINES=vat,cagr narrows the loop. Unset (npm test, CI) runs them all.
const only = process.env.EXAMPLES_ENGINES?.split(',').filter(Boolean);
const engines = only ? registry.engines.filter((e) => only.includes(e.id)) : registry.engines;
if (only && engines.length !== only.length) throw new Error(`EXAMPLES_ENGINES names unknown engines: ${only.filter((id) => !registry.engines.some((e) => e.id === id)).join(', ')}`);

for (const engine of engines) {
  describe(`${engine.area}/${engine.id} examples`, () => {
    for (const ex of engine.examples) {
      it(ex.name, () => {
        const answer = run(ex.tool ?? engine.id, ex.inputs);
        expect(checkExample(ex, answer), JSON.stringify(answer.body).slice(0, 800)).toEqual([]);
        const body = answer.body as { status?: string; result?: unknown };
        // REST writes envelopes with envelopeJson: ASCII-only text that parses to the envelope.
        if (answer.http === 200) {
          const text = envelopeJson(answer.body as Envelope);
          expect(text).toMatch(/^[\x00-\x7f]*$/);
          expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(answer.body)));
        }
        if (answer.http === 200 && (body.status === 'success' || body.status === 'multiple_solutions')) {
          const parsed = (engine.output as { safeParse(v: unknown): { success: boolean; data?: unknown; error?: { issues: unknown } } }).safeParse(body.result);
          expect(parsed.success, `output schema: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
          // The schema publishes every field: an object schema strips what it does not declare.
          expect(parsed.data, 'output schema drops fields of the result').toEqual(body.result);
          expect(body.result).not.toBeNull();
        }
      });
    }
  });
}
