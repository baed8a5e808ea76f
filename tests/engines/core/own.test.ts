// Text from a request reaches only a table's own properties (engines/core/own.ts).
import { describe, expect, it } from 'vitest';
import { own } from '../../../engines/core/own.ts';

describe('own', () => {
  const table = { kohm: 1e3, zero: 0 };
  it('answers own members, falsy ones included', () => {
    expect(own(table, 'kohm')).toBe(1e3);
    expect(own(table, 'zero')).toBe(0);
  });
  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty', 'missing'])('answers undefined for %s', (key) => {
    expect(own(table, key)).toBeUndefined();
  });
  it('answers undefined for no table', () => {
    expect(own(undefined, 'kohm')).toBeUndefined();
  });
});
