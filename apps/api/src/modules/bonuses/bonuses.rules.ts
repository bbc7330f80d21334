import type { BonusKind } from '@kickoff/contracts';

/**
 * The site's bonus offers (issue 14 "Bonuses"): the project's declared data, served to the office
 * pages, which state them before the player opts in. Amounts are major units of the player's
 * currency; the API turns them into minor units with the currency's digits.
 */
export interface BonusOfferRule {
  kind: BonusKind;
  /** Deposit bonus: share of the first deposit made after opting in, in percent. */
  percent: number | null;
  /** Deposit bonus: its upper bound; wager bonus: its amount (major units). */
  amountMajor: number;
  /** Stakes to place before the bonus money is released: this many times the bonus. */
  wagerMultiplier: number;
  /** Days to wager once credited; the deposit bonus also waits this long for its deposit. */
  validDays: number;
}

export const BONUS_OFFERS: readonly BonusOfferRule[] = [
  { kind: 'deposit', percent: 100, amountMajor: 100, wagerMultiplier: 5, validDays: 7 },
  { kind: 'wager', percent: null, amountMajor: 10, wagerMultiplier: 10, validDays: 3 },
];

export const DAY_MS = 86_400_000;

export function offerOf(kind: BonusKind): BonusOfferRule {
  const offer = BONUS_OFFERS.find((candidate) => candidate.kind === kind);
  if (!offer) throw new Error(`no bonus offer ${kind}`);
  return offer;
}

/** Major units to integer minor units of a currency with `digits` minor digits. */
export function majorToMinor(amountMajor: number, digits: number): number {
  return Math.round(amountMajor * 10 ** digits);
}

/** The deposit bonus for a qualifying deposit: `percent` of it, rounded down, at most the cap. */
export function depositBonusMinor(depositMinor: number, percent: number, capMinor: number): number {
  return Math.min(Math.floor((depositMinor * percent) / 100), capMinor);
}

/** Progress of a wager in whole percent, rounded down, at most 100. */
export function wagerProgressPercent(wageredMinor: number, requiredMinor: number): number {
  if (requiredMinor <= 0) return 100;
  return Math.min(100, Math.floor((wageredMinor * 100) / requiredMinor));
}
