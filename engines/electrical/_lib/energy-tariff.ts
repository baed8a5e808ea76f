// Energy and money maths of the energy, energy-cost and electricity-bill engines.
// Inputs arrive as doubles typed by people (200 W, 0.085 per kWh); the finance
// area's decimal configuration (engines/finance/_lib/money.ts, reused rather than
// repeated) reads each at its shortest decimal spelling, so products and sums of
// them are exact (0.1 kWh × 3 = 0.3) until the final conversion to a JSON number.
import type { Decimal } from 'decimal.js';
import { dec, money, num, toCents } from '../../finance/_lib/money.ts';

export { dec, money, num, toCents };

/** Energy in kWh of a load of `watts` running `hours` (per day) on `days` days. */
export const kWhOf = (watts: number, hours: number, days = 1): Decimal => dec(watts).times(hours).times(days).div(1000);

export const TARIFF_CONVENTIONS =
  'Money is in the currency of the rate, whatever it is: rate in currency units per kWh (0.15 means 15 cents per kWh, not 15). Energy and money are computed exactly in decimal arithmetic (decimal.js, 50 significant digits) from the values as typed and returned as JSON numbers, unrounded; the formatted headline shows two decimals (half-up).';
