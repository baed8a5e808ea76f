// The verification tier of an engine, derived from its worked examples instead
// of being typed in the declaration. An example is evidence for an output when
// it expects a success and checks that output's value; it is independent unless
// it says `ownModel: true` (its numbers are the engine's own model worked by
// hand, which checks the arithmetic but not the model). `engine_tested` needs an
// independent example that checks the engine's main output — the declared
// headline, or the whole result when there is none — and the engine's own test
// file, tests/engines/<area>/<id>.test.ts (tests/engines/evidence.test.ts fails
// when an engine_tested engine has none: the browser cannot look for files).
// Everything else is `candidate`; internally_reviewed and expert_verified need
// named reviews this service does not have, so they are never derived.
// The /evidence/<engine> page shows the same records.
import type { EngineDeclaration, Example } from '../core/contract.ts';

export type DerivedTier = 'candidate' | 'engine_tested';

export interface ExampleEvidence {
  example: Example;
  /** Expects a success and checks at least one output value (an error example checks only a code). */
  checksOutputs: boolean;
  /** The numbers come from outside the engine: a publication, a standard, another implementation or exact arithmetic of a published formula. */
  independent: boolean;
  /** Result paths whose values the example checks ('' is the whole result). */
  outputs: string[];
}

export interface Evidence {
  tier: DerivedTier;
  /** At least one independent example checks computed outputs. */
  sourceChecked: boolean;
  /** The output independent examples must check: the declared headline, or null for "any output". */
  mainOutput: string | null;
  /** Outputs checked by independent examples, in first-seen order. */
  independentOutputs: string[];
  examples: ExampleEvidence[];
  /** The engine's own test file, which must exist for engine_tested. */
  testFile: string;
  /** Why the tier is what it is, in one sentence. */
  reason: string;
}

const SUCCESS = new Set(['success', 'multiple_solutions']);

export function exampleEvidence(ex: Example): ExampleEvidence {
  const outputs = Object.keys(ex.expect.values ?? {});
  const checksOutputs = (ex.expect.status === undefined || SUCCESS.has(ex.expect.status)) && outputs.length > 0;
  return { example: ex, checksOutputs, independent: ex.ownModel !== true, outputs };
}

export const testFileOf = (decl: Pick<EngineDeclaration, 'area' | 'id'>) => `tests/engines/${decl.area}/${decl.id}.test.ts`;

export function evidenceOf(decl: EngineDeclaration): Evidence {
  const examples = decl.examples.map(exampleEvidence);
  const independent = examples.filter((e) => e.checksOutputs && e.independent);
  const independentOutputs = [...new Set(independent.flatMap((e) => e.outputs))];
  const mainOutput = decl.ui.headline ?? null;
  const mainChecked = mainOutput === null ? independent.length > 0 : independentOutputs.includes(mainOutput);
  const main = mainOutput === null ? 'its result' : `its main output ${mainOutput}`;
  const reason = mainChecked
    ? `Worked examples from independent sources check ${main}, and ${testFileOf(decl)} tests the engine.`
    : independent.length === 0
      ? examples.some((e) => e.checksOutputs)
        ? `Every worked example that checks an output is the engine's own model worked by hand, so nothing outside the engine confirms ${main}.`
        : `No worked example checks an output.`
      : `Independent worked examples check ${independentOutputs.join(', ')}, but not ${main}.`;
  return {
    tier: mainChecked ? 'engine_tested' : 'candidate',
    sourceChecked: independent.length > 0,
    mainOutput,
    independentOutputs,
    examples,
    testFile: testFileOf(decl),
    reason,
  };
}
