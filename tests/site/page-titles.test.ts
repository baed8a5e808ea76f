// Issue 42: 31 of 132 <title>s said "calculator" twice ("VAT calculator: add or
// remove VAT calculator"). Every calculator page's title names it once.
import { describe, expect, it } from 'vitest';
import { pageModel, pageTitle } from '../../engines/derive/page-model.ts';
import { registry } from '../../engines/registry.ts';

describe('calculator page titles', () => {
  const titles = [...registry.tools.values()].map((tool) => pageTitle(pageModel(tool)));

  it('say "calculator" exactly once', () => {
    const wrong = titles.filter((t) => (t.match(/\bcalculator\b/gi) ?? []).length !== 1);
    expect(wrong).toEqual([]);
  });

  it('keep a title that says it in the middle, and add it to one that does not', () => {
    expect(pageTitle({ title: 'VAT calculator: add or remove VAT' })).toBe('VAT calculator: add or remove VAT');
    expect(pageTitle({ title: "Ohm's law" })).toBe("Ohm's law calculator");
  });
});
