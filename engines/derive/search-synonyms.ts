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

/**
 * Numbers and units in a pattern a question describes a calculation by (the query is lower-cased, blanks
 * single, with a space at each end): [pattern, words it stands for]. Each pattern matches a run of text one
 * way only, so its time is linear in the query (at most 500 characters).
 */
export const QUERY_PATTERNS: [pattern: RegExp, means: string][] = [
  // "2 to the 10th", "3 to the 4th power"
  [/ \d+(?:\.\d+)? to the \d+(?:st|nd|rd|th) /, 'exponent'],
  // "42 out of 50"
  [/ \d+ out of \d+ /, 'percentage'],
  // "3.3 v out of 12 v", "5v from 12v"
  [/ \d+(?:\.\d+)? ?v (?:out of|from) \d+(?:\.\d+)? ?v /, 'voltage divider'],
  // "a 16 by 9 screen", "3 by 4 rectangle"
  [/ \d+(?:\.\d+)? by \d+(?:\.\d+)? /, 'diagonal'],
];

/** Words for each area, searched with a low weight ("finance", "electronics"). */
export const AREA_WORDS: Partial<Record<Area, string[]>> = {
  electrical: ['electric', 'electronics', 'circuit'],
  finance: ['money', 'financial'],
  math: ['maths', 'mathematics'],
  grade: ['grades', 'school', 'student'],
  dev: ['developer', 'programming', 'web'],
};
