// canonicalChoices (engines/finance/_lib/checks.ts), the prepare step of vat and simple-interest:
// what it does with blank required fields, with the spellings people type, and with text it does
// not know. The expected values follow from its documented contract (checks.ts header comment).
import { describe, expect, it } from 'vitest';
import { canonicalChoices } from '../../../../engines/finance/_lib/checks.ts';

const SYNONYMS = { mode: { 'from-net': 'add', plus: 'add', remove: 'extract' } };

describe('canonicalChoices', () => {
  const prepare = canonicalChoices(SYNONYMS, ['mode']);
  /** The mode after preparing (the inputs, not an error, for non-blank text). */
  const modeOf = (typed: string) => (prepare({ mode: typed }) as Record<string, unknown>).mode;

  it.each([[undefined], [null], [''], ['   ']])('a blank required field (%o) is MISSING_REQUIRED_INPUT on that field', (mode) => {
    expect(prepare({ mode, amount: 1 })).toMatchObject({ code: 'MISSING_REQUIRED_INPUT', field: 'mode' });
  });

  it('a required field that is not text is left for the schema (no error here, value untouched)', () => {
    expect(prepare({ mode: 5, amount: 1 })).toEqual({ mode: 5, amount: 1 });
  });

  it('without a required list a blank field passes through unchanged', () => {
    expect(canonicalChoices(SYNONYMS)({ mode: '', amount: 1 })).toEqual({ mode: '', amount: 1 });
    expect(canonicalChoices(SYNONYMS)({ amount: 1 })).toEqual({ amount: 1 });
  });

  it('case, surrounding spaces and runs of spaces or underscores are ignored', () => {
    for (const typed of ['from-net', 'From Net', '  FROM   NET ', 'from__net', 'from _ net']) expect(modeOf(typed), typed).toBe('add');
  });

  it('a canonical value typed in another case is normalised; unknown text is left exactly as typed', () => {
    expect(modeOf(' Extract ')).toBe('extract');
    expect(modeOf('Multiply')).toBe('Multiply');
  });
});
