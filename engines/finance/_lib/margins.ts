// Profit ratios shared by roi, markup and profit-margin: the same profit
// (value − cost) measured against the cost (ROI, markup) or against the price
// (margin). Kept in one place because users confuse the two and the engines must not.
// The division comes last, so a percentage that is an exact decimal (1/8 → 12.5) is
// exact and its two-decimal display rounds a tie the right way.
import type { Decimal } from 'decimal.js';

/** (value − cost) / cost × 100: return on investment, or markup on cost. cost ≠ 0. */
export const gainOnCostPct = (value: Decimal, cost: Decimal): Decimal => value.minus(cost).times(100).div(cost);

/** (price − cost) / price × 100: profit margin on the selling price. price ≠ 0. */
export const marginOnPricePct = (price: Decimal, cost: Decimal): Decimal => price.minus(cost).times(100).div(price);
