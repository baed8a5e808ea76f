// Profit ratios shared by roi, markup and profit-margin: the same profit
// (value − cost) measured against the cost (ROI, markup) or against the price
// (margin). Kept in one place because users confuse the two and the engines must not.
import type { Decimal } from 'decimal.js';
import { toPct } from './money.ts';

/** (value − cost) / cost × 100: return on investment, or markup on cost. cost ≠ 0. */
export const gainOnCostPct = (value: Decimal, cost: Decimal): Decimal => toPct(value.minus(cost).div(cost));

/** (price − cost) / price × 100: profit margin on the selling price. price ≠ 0. */
export const marginOnPricePct = (price: Decimal, cost: Decimal): Decimal => toPct(price.minus(cost).div(price));
