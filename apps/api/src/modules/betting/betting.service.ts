import type { CouponRejectCode, LoadedCoupon, PlaceCouponRequest, PlaceCouponResponse, PlacingOutcomeResponse, RejectedBet } from '@kickoff/contracts';
import { amountBounds, fromMinorUnits, isBonusBet } from '@kickoff/coupon-core/rules';
import { randomInt } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Database, Queryable } from '../../db/database';
import { groupStats, inGroup } from '../../db/group';
import { DomainError, DomainErrorKind, HttpError, notFound } from '../../http/errors';
import { AccountTypeId, LedgerReason } from '../accounts/accounts.money';
import { ConfigErrorCode } from '../config/config.service';
import { assertMayWager, assertNotExcluded, settleLimits } from '../limits/limits.enforce';
import { banRefusal } from '../user/ban.enforce';
import { couponBetsFromFeed, selectionsById } from './betting.feed';
import { claimPromoCode, markPromoUsed } from './betting.promo';
import { ACCOUNT_BUSY, couponByCode, lockForPlacing, readStoredRequest, storePlacing } from './betting.queries';
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
/**
 * How many groups a placing tries whose account another transaction held (issue 20: another API
 * process's group, migration 0680) before it runs in a transaction of its own, which waits for the
 * account's lock while it holds nothing else.
 */
export const BUSY_GROUPS = 3;

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
 * Thrown inside a placing's transaction when the request's session needs the terms gate and the
 * full check of every signed-in call (`requireUser`): no open session behind the cookie (its 401,
 * or the 403 that explains an ended one), terms to confirm (451), or a limit that refuses play
 * (the 403 that also ends the session). The transaction rolls back with nothing written, and the
 * full checks run on their own.
 */
class SessionCheckNeeded extends Error {}

/**
 * Thrown inside a group's transaction (db/group.ts) by a placing that must not share it: a player
 * with limits (settling them and their usage run more statements on the player's rows). Nothing
 * was written; the placing runs again in a transaction of its own.
 */
class RunAlone extends Error {}

/**
 * Thrown inside a group's transaction by a placing whose account another transaction holds (the
 * group's read skipped it, migration 0680). Nothing was read, reserved or written for it; it goes
 * to the next group, as it would have waited for the lock, without the group waiting with it.
 */
class AccountBusy extends Error {}

/** Placings a group handed back because another transaction held their account, and those that then waited for the lock alone. */
const busyCounts = new WeakMap<Database, { handedBack: number; waitedAlone: number }>();

/**
 * The placing groups of `db` so far (issue 20, for the bench through a development control): groups
 * run, the placings they carried, placings handed back to a next group (their account busy in another
 * transaction) and placings that waited for their account's lock alone after BUSY_GROUPS groups.
 */
export function placingStats(db: Database): { groups: number; members: number; handedBack: number; waitedAlone: number } {
  const busy = busyCounts.get(db) ?? { handedBack: 0, waitedAlone: 0 };
  return { ...groupStats(db), ...busy };
}

function countBusy(db: Database, waitedAlone: boolean): void {
  let busy = busyCounts.get(db);
  if (!busy) busyCounts.set(db, (busy = { handedBack: 0, waitedAlone: 0 }));
  if (waitedAlone) busy.waitedAlone += 1;
  else busy.handedBack += 1;
}

/** A placing's answer and the player it was for; no answer when the placing id was taken already (nothing was written). */
export interface PlacingResult {
  userId: number;
  response: PlaceCouponResponse | null;
}

/** Who places a coupon. */
export type Placer =
  /** A player known by id (the seed's demo bets): no session involved. */
  | { readonly userId: number }
  /** The player of the request's session cookie (the placing call). */
  | { readonly session: SessionPlacer };

/** The request's session, as the placing call gives it. */
export interface SessionPlacer {
  /** The SHA-256 of the session cookie's token, or null when the request has no session cookie. */
  readonly tokenHash: string | null;
  /**
   * The terms gate (451) and the full check of every signed-in call (the session, its limits, its
   * 401 and 403 answers and the session it ends), in that order: run when the placing's own read
   * of the session is not enough.
   */
  requireUser(): Promise<{ userId: number }>;
}

/**
 * Places one coupon in one transaction: the account lock, the server's checks and price, the
 * balance and limit checks, the debit, and the answer stored under the placing id (unique) with
 * the coupon and its bets. Rejections are answers too, stored under the id like acceptances.
 * Returns null when the placing id exists already (nothing is written then).
 *
 * Issue 20, statements per bet: two, and two per group of placings that arrive together (each
 * a statement for the whole group, `gather` of db/group.ts). The first locks the account and reads with it the request's
 * session (marking it seen), the currency's digits, whether the id is taken, the site settings
 * (cached, sent again only when their row changed), the ban level, the open limits, the coupon's
 * id and the feed's state of the coupon's markets; the second writes the answer under the placing
 * id with, when accepted, the debit and its ledger row, the coupon and its bets. Statements beyond
 * these run only for a player with limits (settling them, their usage) or a promo code. A
 * duplicate id that got past the first read (a parallel request) finds the id taken at the last
 * statement and the transaction rolls back.
 */
export async function placeCoupon(context: AppContext, placer: Placer, coupon: PlaceCouponRequest): Promise<PlacingResult> {
  const nowMs = context.clock.now();
  const nowSeconds = Math.floor(nowMs / 1000);
  const player: PlacingPlayer = { userId: 'userId' in placer ? placer.userId : 0, writing: false };
  const alone = (tx: Queryable) => placeInTransaction(context, tx, placer, player, coupon, nowMs, nowSeconds, false);
  try {
    // Issue 20, group commit: placings of a request's session that arrive together share one
    // transaction (db/group.ts) with one read and one write for all of them, each with its own
    // answer; never two of one account or one placing id. The embedded database runs one group at
    // a time, PostgreSQL one per pooled connection. A promo code's checks run alone.
    const grouped = 'session' in placer && coupon.promoCode === undefined;
    // Issue 20, two processes on the same players: a placing whose account another process's group
    // held goes to the next group, at the head of the queue; after BUSY_GROUPS groups it waits for the lock alone.
    const inGroups = (attempt: number): Promise<PlaceCouponResponse | null> =>
      inGroup(
        context.db,
        {
          keys: [`account:${coupon.accountId}`, `placing:${coupon.id}`],
          run: (tx, shared) => placeInTransaction(context, tx, placer, player, coupon, nowMs, nowSeconds, shared),
          // what a placing throws before it writes leaves the shared transaction to the others
          isOwn: (error) =>
            error instanceof RunAlone || error instanceof AccountBusy || error instanceof SessionCheckNeeded || error instanceof PlacingIdTaken || (error instanceof HttpError && !player.writing),
        },
        { first: attempt > 1 },
      ).catch((error: unknown) => {
        if (error instanceof AccountBusy) countBusy(context.db, attempt >= BUSY_GROUPS);
        if (error instanceof AccountBusy && attempt < BUSY_GROUPS) return inGroups(attempt + 1);
        if (error instanceof RunAlone || error instanceof AccountBusy) return context.db.transaction(alone);
        throw error;
      });
    const response = grouped ? await inGroups(1) : await context.db.transaction(alone);
    return { userId: player.userId, response };
  } catch (error) {
    if (error instanceof PlacingIdTaken) return { userId: player.userId, response: null };
    if (error instanceof SessionCheckNeeded && 'session' in placer) {
      // The full check answers 401 or 403 (and ends a session a limit refuses); if the session
      // passes it after all (it changed meanwhile), the placing runs for the player it names.
      const user = await placer.session.requireUser();
      return placeCoupon(context, { userId: user.userId }, coupon);
    }
    throw error;
  }
}

/** The player a placing turned out to be for, and whether it began writing (an error after that is not its own in a group). */
interface PlacingPlayer {
  userId: number;
  writing: boolean;
}

async function placeInTransaction(
  context: AppContext,
  tx: Queryable,
  placer: Placer,
  player: PlacingPlayer,
  coupon: PlaceCouponRequest,
  nowMs: number,
  nowSeconds: number,
  shared: boolean,
): Promise<PlaceCouponResponse | null> {
  const state = await lockForPlacing(context.db, tx, {
    accountId: coupon.accountId,
    requestId: coupon.id,
    sessionTokenHash: 'session' in placer ? placer.session.tokenHash : null,
    nowSeconds,
    marketIds: coupon.bets.map((bet) => bet.market.id),
  });
  if (state === ACCOUNT_BUSY) throw new AccountBusy();
  let userId: number;
  let limits = state?.limits ?? [];
  if ('session' in placer) {
    // document 001 §8: a player whose terms changed confirms them first (451, the terms gate's answer)
    if (!state?.session || state.session.termsChanged) throw new SessionCheckNeeded();
    userId = state.session.userId;
    if (limits.length > 0) {
      if (shared) throw new RunAlone();
      // What every signed-in call applies (auth.guard's requireUser, document 001 §4): limits whose
      // time came are settled, and self-exclusion or a used-up session limit refuses the call.
      limits = await settleLimits(tx, userId, nowSeconds, limits);
      try {
        await assertNotExcluded(tx, limits, userId, nowSeconds);
      } catch (error) {
        if (error instanceof HttpError) throw new SessionCheckNeeded();
        throw error;
      }
    }
  } else {
    userId = placer.userId;
  }
  player.userId = userId;
  if (!state || state.account.userId !== userId) throw new DomainError(DomainErrorKind.notFound, 'account_not_found', 'main_account_not_found');
  if (state.claimedBy !== null) return null;
  const config = state.settings;
  if (!config) throw new DomainError(DomainErrorKind.unavailable, ConfigErrorCode.noSiteConfig, 'main_error', { message: 'the site is not configured' });
  const account = state.account;
  // The currency's digits come with the account's lock (issue 20: no re-read of static data per bet).
  const decimals = account.minorDigits;
  const decision = decideCoupon({
    coupon,
    feed: selectionsById(state.selections),
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
      await assertMayWager(tx, userId, debitMinor, nowSeconds, limits);
    } catch (error) {
      const code = error instanceof HttpError ? LIMIT_CODES[error.body.code] : undefined;
      if (!code || !(error instanceof HttpError)) throw error;
      refusal = reject(code, error.body.messageKey);
    }
    if (refusal) {
      response = refusal;
    } else {
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
      player.writing = true;
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
          debit: debitMinor > 0 ? { amountMinor: debitMinor, reason: LedgerReason.bet, ref: `coupon-request:${coupon.id}`, nowSeconds } : null,
        },
        decision.bets.map(({ bet, coef }) => ({ betKey: bet.id, marketId: bet.market.id, gameId: bet.market.gameId, coef, isBanker: coupon.typeId === CouponType.system && bet.isBanker })),
        // a promo code is marked used after it; otherwise the transaction's commit may go with it
        { last: !claimed },
      );
      if (!stored.stored) throw new PlacingIdTaken();
      // The balance was checked under the lock, so the debit cannot find it short; if it did, the
      // write itself failed (migration 0690: its commit, sent with it, not run) and nothing is kept.
      if (debitMinor > 0 && stored.balanceMinor === null) throw new DomainError(DomainErrorKind.insufficientFunds, 'insufficient_funds', 'main_insufficient_funds');
      if (claimed) await markPromoUsed(tx, claimed, couponId, nowMs);
      return response;
    }
  }
  player.writing = true;
  if (!(await storePlacing(tx, { requestId: coupon.id, userId, nowMs, response }, undefined, [], { last: true })).stored) throw new PlacingIdTaken();
  return response;
}

/** Places a coupon once per placing id: a repeated or parallel id answers the first answer. */
export async function placeCouponOnce(context: AppContext, placer: Placer, coupon: PlaceCouponRequest): Promise<PlaceCouponResponse> {
  // No session cookie: the full check answers 401 before anything is read.
  const checked: Placer = 'session' in placer && placer.session.tokenHash === null ? { userId: (await placer.session.requireUser()).userId } : placer;
  // A taken id is found under the account's lock (placeCoupon answers no response): no read before the transaction (issue 20).
  const { userId, response } = await placeCoupon(context, checked, coupon);
  return response ?? replay(context.db, coupon.id, userId);
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
