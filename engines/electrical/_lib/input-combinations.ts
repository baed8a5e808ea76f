// "Give any two of these three" input handling for solver engines (filters,
// RLC resonance, 555 monostable): which one is unknown, the error when too few
// or too many are given, and an info warning for inputs the chosen mode does not use.
import type { Outcome, Warning } from '../../core/contract.ts';
import { fail, warning } from '../../core/outcome.ts';

/**
 * The one field of `keys` left blank, so the engine solves for it; or the error when
 * fewer or more than keys.length − 1 are given. `labels` name the fields in messages.
 */
export function unknownOf<K extends string>(inp: Partial<Record<K, unknown>>, keys: readonly K[], labels: Record<K, string>): K | Outcome<never> {
  const absent = keys.filter((k) => inp[k] === undefined);
  const names = keys.map((k) => `${k} (${labels[k]})`).join(', ');
  if (absent.length === 1) return absent[0];
  if (absent.length === 0) {
    const last = keys[keys.length - 1];
    return fail('INVALID_INPUT', last, `All of ${names} were given; give exactly ${keys.length - 1} and the engine calculates the other.`, `Leave out the value you want calculated, e.g. ${last}.`);
  }
  return fail('MISSING_REQUIRED_INPUT', absent[0], `Give ${keys.length - 1} of ${names}; missing: ${absent.join(', ')}.`, `Add ${absent.slice(0, absent.length - 1).join(' or ')} so that ${keys.length - 1} values are given.`);
}

/** Info warning naming inputs that were given but play no part in the chosen mode. */
export function unusedInputsWarning(inp: Record<string, unknown>, unused: readonly string[], context: string): Warning[] {
  const given = unused.filter((k) => inp[k] !== undefined);
  if (!given.length) return [];
  return [warning('INPUT_IGNORED', `${given.join(', ')} ${given.length > 1 ? 'are' : 'is'} not used ${context}.`, `Remove ${given.join(', ')}, or switch mode to use ${given.length > 1 ? 'them' : 'it'}.`, 'info')];
}
