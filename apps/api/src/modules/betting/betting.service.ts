import type { CouponRejectCode, LoadedCoupon, PlaceCouponRequest, PlaceCouponResponse, PlacingOutcomeResponse, RejectedBet } from '@kickoff/contracts';
import { amountBounds, fromMinorUnits, isBonusBet } from '@kickoff/coupon-core/rules';
import { randomInt } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { DomainError, DomainErrorKind, HttpError, notFound } from '../../http/errors';
import { AccountTypeId, debit, LedgerReason } from '../accounts/accounts.money';
import { ConfigErrorCode } from '../config/config.service';
import { assertMayWager } from '../limits/limits.enforce';
import { banRefusal } from '../user/ban.enforce';
import { couponBetsFromFeed, loadSelections } from './betting.feed';
import { claimPromoCode, markPromoUsed } from './betting.promo';
import { couponByCode, lockForPlacing, readStoredRequest, storePlacing } from './betting.queries';
import { CouponType, decideCoupon, rejectMessageKey } from './betting.rules';

/**
 * Placing coupons (document 000 §3 "Coupon as sent for placing", §7 "The call that places a
 * coupon"), the outcome of a placing id, and loading a coupon by its share code. The routes only
 * translate HTTP; every decision is here and in `betting.rules.ts`.
 */

/** Smallest coupon amount in major units where the site applies a minimum (document 000 §5 `couponTypesWithMinAmount`). */
export const MIN_BET_MAJOR = 0.1;
/** Largest coupon amount in major units where the site applies a maximum (`couponTypesWithMaxAmount`, not on the bonus account). */
export const MAX_BET_MAJOR = 100_000;
/** Largest possible win in major units. */
export const MAX_PAYOUT_MAJOR = 10_000_000;
/** How often a duplicate placing id waits for the first request's answer, and how long each wait is (bounded: 50 × 20 ms). */
export const REPLAY_ATTEMPTS = 50;
export const REPLAY_WAIT_MS = 20;

/** How the limit refusals of `assertMayWager` show in a placing answer. */
const LIMIT_CODES: Readonly<Record<string, CouponRejectCode>> = {
  self_excluded: 'self_excluded',
  time_out_active: 'time_out_active',
  session_limit_reached: 'limit_reached',
  wagering_limit_exceeded: 'limit_reached',
  loss_limit_exceeded: 'limit_reached',
  account_banned: 'account_banned',
};

/** Letters and digits of share codes, without the look-alikes 0/O and 1/I. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A random share code of 10 characters (about 50 bits). */
export function newCouponCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

const scaled = (major: number, decimals: number) => Math.max(1, Math.round(major * 10 ** decimals));

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The first answer of a placing id, for its owner; another player's id is a conflict. Waits a bounded time for a parallel first request. */
async function replay(db: Queryable, requestId: string, userId: number): Promise<PlaceCouponResponse> {
  for (let attempt = 0; attempt < REPLAY_ATTEMPTS; attempt++) {
    const stored = await readStoredRequest(db, requestId);
    if (stored && stored.user_id !== userId) throw new DomainError(DomainErrorKind.conflict, 'request_id_conflict', 'main_error');
    if (stored?.response) return stored.response;
    await wait(REPLAY_WAIT_MS);
  }
  throw new DomainError(DomainErrorKind.conflict, 'placing_in_progress', 'main_error');
}

/** Thrown inside a placing's transaction when its id turns out taken: everything rolls back, and the first answer is answered. */
class PlacingIdTaken extends Error {}

/**
 * Places one coupon in one transaction: the account lock, the server's checks and price, the
 * balance and limit checks, the debit, and the answer stored under the placing id (unique) with
 * the coupon and its bets. Rejections are answers too, stored under the id like acceptances.
 * Returns null when the placing id exists already (nothing is written then).
 *
 * Issue 20, statements per bet: the first statement locks the account and reads with it the
 * currency's digits, whether the id is taken, the site settings (cached, sent again only when
 * their row changed), the ban level, the open limits and the coupon's id; then the feed's
 * selections; the debit with its ledger row; and one statement for the answer, the coupon and its
 * bets. A duplicate id that got past the first read (a parallel request) finds the id taken at the
 * last statement and the transaction rolls back.
 */
export async function placeCoupon(context: AppContext, userId: number, coupon: PlaceCouponRequest): Promise<PlaceCouponResponse | null> {
  const nowMs = context.clock.now();
  const nowSeconds = Math.floor(nowMs / 1000);
  try {
    return await context.db.transaction(async (tx) => placeInTransaction(context, tx, userId, coupon, nowMs, nowSeconds));
  } catch (error) {
    if (error instanceof PlacingIdTaken) return null;
    throw error;
  }
}

async function placeInTransaction(context: AppContext, tx: Queryable, userId: number, coupon: PlaceCouponRequest, nowMs: number, nowSeconds: number): Promise<PlaceCouponResponse | null> {
  const state = await lockForPlacing(context.db, tx, { accountId: coupon.accountId, requestId: coupon.id });
  if (!state || state.account.userId !== userId) throw new DomainError(DomainErrorKind.notFound, 'account_not_found', 'main_account_not_found');
  if (state.claimedBy !== null) return null;
  const config = state.settings;
  if (!config) throw new DomainError(DomainErrorKind.unavailable, ConfigErrorCode.noSiteConfig, 'main_error', { message: 'the site is not configured' });
  const account = state.account;
  // The currency's digits come with the account's lock (issue 20: no re-read of static data per bet).
  const decimals = account.minorDigits;
  const decision = decideCoupon({
    coupon,
    feed: await loadSelections(tx, coupon.bets.map((bet) => bet.market.id)),
    currencyDecimals: decimals,
    bounds: amountBounds({
      typeId: coupon.typeId,
      config,
      minBetMinor: scaled(MIN_BET_MAJOR, decimals),
      maxBetMinor: scaled(MAX_BET_MAJOR, decimals),
      isBonusAccount: account.type === AccountTypeId.bonus,
    }),
    maxPayoutMinor: scaled(MAX_PAYOUT_MAJOR, decimals),
    // document 000 §3, §5: the bonus bet flag and the hyper bonus settings are the site's, never the payload's
    isAvailableCouponBonusBet: config.isAvailableCouponBonusBet,
    hyperBonus: { hyperBonusPercent: config.hyperBonusPercent, minHyperBonusBetLimit: config.minHyperBonusBetLimit, maxHyperBonusLimit: config.maxHyperBonusLimit },
  });
  const reject = (code: CouponRejectCode, messageKey = rejectMessageKey(code), bets: RejectedBet[] = []): PlaceCouponResponse => ({
    status: 'rejected',
    requestId: coupon.id,
    code,
    messageKey,
    bets,
  });
  // issue 16: the coupon's promo code, checked and locked in this transaction (betting.promo.ts)
  const promoCode = coupon.promoCode;
  const promo =
    decision.kind === 'accepted' && promoCode !== undefined
      ? await claimPromoCode(tx, userId, { ...coupon, promoCode }, { amountMinor: decision.amountMinor, possibleWinMinor: decision.possibleWinMinor, selections: decision.bets.length, decimals, maxPayoutMinor: scaled(MAX_PAYOUT_MAJOR, decimals), nowMs })
      : null;
  const claimed = promo?.kind === 'claimed' ? promo : null;
  // what leaves the balance: the stake, or nothing for a free bet
  const debitMinor = claimed?.debitMinor ?? (decision.kind === 'accepted' ? decision.amountMinor : 0);
  let response: PlaceCouponResponse;
  if (decision.kind === 'rejected') {
    response = reject(decision.code, decision.messageKey, decision.bets);
  } else if (promo?.kind === 'refused') {
    response = reject(promo.code);
  } else if (account.balanceMinor < debitMinor) {
    response = reject('insufficient_funds');
  } else {
    let refusal: PlaceCouponResponse | null = null;
    try {
      // document 001 §4: no bet above ban level 0 (the level was read with the account's lock)
      const ban = banRefusal(state.banLevel, state.banVersion, 'bet');
      if (ban) throw new DomainError(DomainErrorKind.forbidden, ban.code, ban.messageKey, { details: { banLevel: state.banLevel } });
      await assertMayWager(tx, userId, debitMinor, nowSeconds, state.limits);
    } catch (error) {
      const code = error instanceof HttpError ? LIMIT_CODES[error.body.code] : undefined;
      if (!code || !(error instanceof HttpError)) throw error;
      refusal = reject(code, error.body.messageKey);
    }
    if (refusal) {
      response = refusal;
    } else {
      if (debitMinor > 0) await debit(tx, account, debitMinor, LedgerReason.bet, `coupon-request:${coupon.id}`, nowSeconds);
      const code = newCouponCode();
      const couponId = state.couponId;
      response = {
        status: 'accepted',
        requestId: coupon.id,
        couponId: String(couponId),
        couponNumber: code,
        typeId: coupon.typeId,
        amount: fromMinorUnits(decision.amountMinor, decimals),
        coef: decision.coef,
        possibleWin: fromMinorUnits(claimed?.possibleWinMinor ?? decision.possibleWinMinor, decimals),
        // the player's bets, then the bonus line when the coupon carries it
        betIds: [...decision.bets.map(({ bet }) => bet.id), ...(decision.bonusCoef === null ? [] : coupon.bets.filter((bet) => isBonusBet(bet)).map((bet) => bet.id))],
        acceptedAt: nowMs,
        ...(decision.bonusCoef === null ? {} : { bonusCoef: decision.bonusCoef }),
        ...(decision.hyperBonusMinor > 0 ? { hyperBonus: fromMinorUnits(decision.hyperBonusMinor, decimals) } : {}),
      };
      const stored = await storePlacing(
        tx,
        { requestId: coupon.id, userId, nowMs, response },
        {
          id: couponId,
          requestId: coupon.id,
          userId,
          accountId: account.id,
          typeId: coupon.typeId,
          systemValue: coupon.systemValue,
          amountMinor: decision.amountMinor,
          coef: decision.coef,
          possibleWinMinor: claimed?.possibleWinMinor ?? decision.possibleWinMinor,
          bonusCoef: decision.bonusCoef,
          hyperBonusMinor: decision.hyperBonusMinor,
          currency: account.currencyIso,
          currencyDecimals: decimals,
          placedAt: nowMs,
          code,
        },
        decision.bets.map(({ bet, coef }) => ({ betKey: bet.id, marketId: bet.market.id, gameId: bet.market.gameId, coef, isBanker: coupon.typeId === CouponType.system && bet.isBanker })),
      );
      if (!stored) throw new PlacingIdTaken();
      if (claimed) await markPromoUsed(tx, claimed, couponId, nowMs);
      return response;
    }
  }
  if (!(await storePlacing(tx, { requestId: coupon.id, userId, nowMs, response }))) throw new PlacingIdTaken();
  return response;
}

/** Places a coupon once per placing id: a repeated or parallel id answers the first answer. */
export async function placeCouponOnce(context: AppContext, userId: number, coupon: PlaceCouponRequest): Promise<PlaceCouponResponse> {
  // A taken id is found under the account's lock (placeCoupon answers null): no read before the transaction (issue 20).
  const answer = await placeCoupon(context, userId, coupon);
  return answer ?? replay(context.db, coupon.id, userId);
}

/** What happened to a placing id of this player; unknown or someone else's ids are not found. */
export async function placingOutcome(context: AppContext, userId: number, requestId: string): Promise<PlacingOutcomeResponse> {
  const stored = await readStoredRequest(context.db, requestId);
  if (!stored || stored.user_id !== userId) throw notFound();
  return stored.response ?? { status: 'pending', requestId };
}

/**
 * document 000 §3 `loadCouponInputValue`: a coupon's share code (its `couponNumber`) loads its
 * bets, at today's coefficients, into a new slip; bets whose game finished are left out. Codes are
 * random, so coupons cannot be found by counting; the code is not case-sensitive.
 */
export async function loadCouponByCode(context: AppContext, code: string): Promise<LoadedCoupon> {
  const coupon = await couponByCode(context.db, code.toUpperCase());
  if (!coupon) throw notFound();
  const bets = (await couponBetsFromFeed(context.db, coupon.marketIds)).filter((bet) => !bet.game.isFinished);
  if (bets.length === 0) throw notFound({ message: 'every game of this coupon has finished' });
  const typeId = bets.length === 1 ? CouponType.single : coupon.typeId === CouponType.system && bets.length <= coupon.systemValue ? CouponType.express : coupon.typeId;
  return { code: coupon.code, typeId, systemValue: Math.max(2, Math.min(coupon.systemValue, bets.length)), bets };
}
