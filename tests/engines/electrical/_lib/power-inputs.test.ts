// Input helpers of the power and energy engines: choice synonyms and the
// guards whose codes name the quantity.
import { describe, expect, it } from 'vitest';
import { PHASE_SYNONYMS } from '../../../../engines/electrical/_lib/phase-power.ts';
import { canonicalChoice, canonicalChoices, nonNegativeGuard, requiredGuard, synonymsOf } from '../../../../engines/electrical/_lib/power-inputs.ts';

const codeOf = (o: unknown) => (o as { error?: { code: string; field?: string } } | null)?.error;

describe('power-inputs', () => {
  it('canonicalises choices case- and space-insensitively, numbers included; leaves unknowns for the enum check', () => {
    expect(canonicalChoice(' Three-Phase ', PHASE_SYNONYMS)).toBe('three');
    expect(canonicalChoice(3, PHASE_SYNONYMS)).toBe('three');
    expect(canonicalChoice('toString', PHASE_SYNONYMS)).toBe('toString');
    expect(canonicalChoice(true, PHASE_SYNONYMS)).toBe(true);
    const prepare = canonicalChoices({ mode: synonymsOf(['a', 'b'], { alpha: 'a' }) });
    expect(prepare({ mode: 'ALPHA', x: 1 })).toEqual({ mode: 'a', x: 1 });
    expect(prepare({ x: 1 })).toEqual({ x: 1 });
    // An absent field stays absent (no own key holding undefined appears in the echoed inputs).
    expect(Object.keys(prepare({ x: 1 }))).toEqual(['x']);
  });

  it('leaves a value that is neither text nor a number untouched, even one String() cannot convert', () => {
    const unconvertible = { toString: 1, valueOf: 1 };
    expect(canonicalChoice(unconvertible, { x: 'y' })).toBe(unconvertible);
    expect(canonicalChoice(null, { null: 'y' })).toBeNull();
  });

  it('maps every canonical value to itself before the extras', () => {
    expect(synonymsOf(['single', 'three'], { '3': 'three' })).toEqual({ single: 'single', three: 'three', '3': 'three' });
  });

  it('names the quantity in negative and missing errors', () => {
    expect(nonNegativeGuard(0, 'I', 'current', 'A')).toBeNull();
    expect(codeOf(nonNegativeGuard(-1, 'I', 'current', 'A'))).toMatchObject({ code: 'CURRENT_MUST_BE_NONNEGATIVE', field: 'I' });
    expect(codeOf(nonNegativeGuard(-1, 'a', 'apparent power', 'kVA'))).toMatchObject({ code: 'APPARENT_POWER_MUST_BE_NONNEGATIVE' });
    // A run of separators becomes one underscore.
    expect(codeOf(nonNegativeGuard(-1, 'S', 'power, apparent', 'VA'))).toMatchObject({ code: 'POWER_APPARENT_MUST_BE_NONNEGATIVE' });
    expect(requiredGuard({ a: 1 }, ['a'], 'x')).toBeNull();
    expect(codeOf(requiredGuard({ a: 1 }, ['a', 'b', 'c'], 'mode x'))).toMatchObject({ code: 'MISSING_REQUIRED_INPUT', field: 'b' });
  });
});
