// What people call calculators, in their words. Each entry is [what a person
// types, phrases a calculator's ids, title or keywords contain]: when building
// the search index (search.ts), a calculator whose name or keywords contain one
// of the phrases on the right also answers to the words on the left. A word of
// a calculator's own belongs in its declaration's `keywords`; this table holds
// what cuts across calculators or is how people ask rather than what a
// calculator is called.
import type { Area } from '../core/contract.ts';

export const SYNONYMS: [says: string, means: string[]][] = [
  ['mortgage home loan house', ['loan payment', 'amortization']],
  ['sales tax', ['vat']],
  ['worth grow', ['future value']],
  ['black brown red orange yellow green blue violet grey gray white gold silver stripes', ['resistor color code']],
];

/**
 * Phrases made of words the index ignores ("to", "the", "of"), read in the
 * query before its words are split: [phrase as typed, words it stands for].
 */
export const QUERY_PHRASES: [phrase: string, means: string][] = [
  ['to the power of', 'exponent'],
  ['to the power', 'exponent'],
  ['raised to', 'exponent'],
  ['e to the', 'antilog'],
  ['% off', 'discount'],
  ['% of', 'percentage'],
  ['percent of', 'percentage'],
  ['through a resistor', 'ohms law'],
  ['across a resistor', 'ohms law'],
];

/** Words for each area, searched with a low weight ("finance", "electronics"). */
export const AREA_WORDS: Partial<Record<Area, string[]>> = {
  electrical: ['electric', 'electronics', 'circuit'],
  finance: ['money', 'financial'],
  math: ['maths', 'mathematics'],
  grade: ['grades', 'school', 'student'],
  dev: ['developer', 'programming', 'web'],
};
