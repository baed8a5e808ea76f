// Property-based robustness over every tool: random and hostile inputs never
// throw (which would be a 500), never hang (the test timeout catches that), and
// never give a success whose result is null, NaN or infinite.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculate } from '../../engines/core/run.ts';
import { nonFinitePath } from '../../engines/core/numeric.ts';
import { registry } from '../../engines/registry.ts';
import type { ResolvedTool } from '../../engines/derive/tools.ts';

const hostileScalar = fc.oneof(
  fc.double(),
  fc.integer({ min: -1e6, max: 1e6 }),
  fc.constantFrom(0, -0, 1, -1, 1e-300, -1e-300, 1e300, -1e300, Number.MAX_SAFE_INTEGER, 2 ** 53 + 2, 0.1, 1 / 3),
  fc.constantFrom('', ' ', 'NaN', 'Infinity', '-Infinity', '1e309', '0x10', '1,5', '12abc', '<script>', '__proto__', 'a'.repeat(5000), '9'.repeat(400), '\u0000', '\ud800'),
  fc.string({ maxLength: 40 }),
  fc.constantFrom(null, true, false, [], {}, [1, 2, 3], { a: 1 }, [[[[]]]]),
);

/** Values shaped like the field (so engines get past validation) mixed with hostile ones. */
function valueFor(tool: ResolvedTool, key: string): fc.Arbitrary<unknown> {
  const shape = tool.plan.shape[key];
  const examples = tool.engine.examples.map((e) => e.inputs[key]).filter((v) => v !== undefined);
  const typed =
    shape.kind === 'enum' && shape.values?.length
      ? fc.constantFrom(...shape.values)
      : shape.kind === 'number' || shape.kind === 'integer'
        ? fc.oneof(fc.double({ min: -1e12, max: 1e12, noNaN: true }), fc.integer({ min: -1000, max: 1000 }))
        : shape.kind === 'array'
          ? fc.array(fc.oneof(fc.integer({ min: -1e6, max: 1e6 }), fc.double({ noNaN: true }), fc.string({ maxLength: 8 })), { maxLength: 8 })
          : hostileScalar;
  return examples.length ? fc.oneof(fc.constantFrom(...examples), typed, hostileScalar) : fc.oneof(typed, hostileScalar);
}

function inputsFor(tool: ResolvedTool): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(tool.plan.shape);
  const fields = Object.fromEntries(keys.map((k) => [k, fc.option(valueFor(tool, k), { nil: undefined, freq: 3 })]));
  return fc.record({ ...fields, extra: fc.option(hostileScalar, { nil: undefined, freq: 4 }) });
}

describe('every tool survives random and hostile inputs', () => {
  for (const tool of registry.tools.values()) {
    if (!tool.canonical && !tool.ownPage) continue;
    it(tool.id, () => {
      fc.assert(
        fc.property(inputsFor(tool), (inputs) => {
          const answer = calculate(tool, inputs);
          expect([200, 400]).toContain(answer.http);
          const body = answer.body as { status: string; result?: unknown };
          if (answer.http === 200 && body.status === 'success') {
            expect(body.result).not.toBeNull();
            expect(body.result).not.toBeUndefined();
            expect(nonFinitePath(body.result)).toBeNull();
            const value = (body.result as { value?: unknown } | null)?.value;
            if (value !== undefined) expect(value).not.toBeNull();
          }
          JSON.stringify(answer.body);
        }),
        { numRuns: 60 },
      );
    });
  }
});
