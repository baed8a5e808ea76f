// Calculators the home page lists first, before any search, and names in each
// area's summary: the everyday questions of each area (tool ids with a page;
// tests/site/home.test.ts fails on an id without one).
export const POPULAR = [
  'loan-payment',
  'percentage',
  'ohms-law',
  'gpa',
  'compound-interest',
  'final-grade',
  'led-resistor',
  'awg-to-mm',
  'vat',
  'voltage-divider',
  'fractions',
  'watts-to-amps',
  'voltage-drop',
  'amortization',
  'square-root',
  'base64',
  'hex-to-rgb',
  'wire-gauge-chart',
];

/** How many of POPULAR the home page shows on their own. */
export const POPULAR_SHOWN = 8;
