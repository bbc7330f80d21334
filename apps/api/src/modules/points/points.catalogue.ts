import type { PromoProduct } from '@kickoff/contracts';

/**
 * The promo-code store's catalogue (issue 16), declared data: what each code does, what it costs
 * and how long it lasts. The store page states these effects; placing and settlement apply them
 * with coupon-core's promo rules.
 */
export const PROMO_PRODUCTS: readonly PromoProduct[] = [
  { id: 'boost-10', effect: { kind: 'boost', boostPercent: 10, minSelections: 3 }, pricePoints: 100, validDays: 30 },
  { id: 'boost-25', effect: { kind: 'boost', boostPercent: 25, minSelections: 4 }, pricePoints: 300, validDays: 30 },
  { id: 'free-bet-5', effect: { kind: 'free_bet', freeBetUnits: 5 }, pricePoints: 250, validDays: 14 },
];

/** Points a settled real-money coupon earns per whole unit of its currency staked. */
export const POINTS_PER_UNIT = 1;

/** How many ledger rows the points page shows, newest first. */
export const POINTS_HISTORY_ROWS = 50;

export function productById(id: string): PromoProduct | undefined {
  return PROMO_PRODUCTS.find((product) => product.id === id);
}
