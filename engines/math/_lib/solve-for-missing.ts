// "Give any two of three, optionally say which to solve for": the rule shared by
// percent-change, log, exponent and pythagorean, so every such engine picks its
// unknown and reports a missing value the same way.
import type { Outcome, Warning } from '../../core/contract.ts';
import { fail, warning } from '../../core/outcome.ts';

export type UnknownChoice<K extends string> = { target: K; warnings: Warning[] } | { error: Outcome<never> };

/**
 * The field to solve for:
 * - `solveFor` given: it is the unknown, and the two others are required;
 *   a value also given for it is ignored with an info warning SOLVED_INPUT_IGNORED;
 * - otherwise the one field left blank; when all three are given, `fallback`
 *   (the default unknown) is solved and its given value ignored the same way.
 * Two or more blanks give MISSING_REQUIRED_INPUT naming the first blank that is not the unknown.
 */
export function chooseUnknown<K extends string>(
  given: Partial<Record<K, unknown>>,
  keys: readonly K[],
  solveFor: K | undefined,
  fallback: K,
): UnknownChoice<K> {
  const blank = keys.filter((k) => given[k] === undefined);
  const target = solveFor ?? (blank.length === 1 ? blank[0] : blank.length === 0 ? fallback : blank.includes(fallback) ? fallback : blank[0]);
  const needed = keys.filter((k) => k !== target);
  const missing = needed.filter((k) => given[k] === undefined);
  if (missing.length) {
    return {
      error: fail(
        'MISSING_REQUIRED_INPUT',
        missing[0],
        `To solve for ${target}, give ${needed.join(' and ')}; missing: ${missing.join(', ')}.`,
        `Give ${missing.join(' and ')}: ${target} is calculated from ${needed.join(' and ')}${solveFor ? '' : ` (any two of ${keys.join(', ')} determine the third)`}.`,
      ),
    };
  }
  const warnings =
    given[target] === undefined
      ? []
      : [warning('SOLVED_INPUT_IGNORED', `${target} was given but is the value being solved for; the given ${target} was ignored.`, `Leave ${target} blank, or set solve_for to the value you want calculated.`, 'info')];
  return { target, warnings };
}
