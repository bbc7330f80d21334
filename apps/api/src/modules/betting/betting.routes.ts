import {
  getPlacingOutcomeCall,
  LoadCouponParams,
  loadCouponCall,
  PlacingOutcomeParams,
  placeCouponCall,
  type CouponRejectCode,
  type PlaceCouponRequest,
  type PlaceCouponResponse,
  type RejectedBet,
} from '@kickoff/contracts';
import { amountBounds, fromMinorUnits } from '@kickoff/coupon-core';
import type { FastifyInstance } from 'fastify';
import { randomInt } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { HttpError, httpError } from '../../http/errors';
import { registerCall } from '../../http/route';
import { debit, LedgerReason, lockAccount } from '../accounts/accounts.money';
import { requireUser } from '../auth/auth.guard';
import { loadSiteConfig } from '../config/config.routes';
import { assertMayWager } from '../limits/limits.enforce';
import { couponBetsFromFeed, loadSelections } from './betting.feed';
import { decideCoupon, rejectMessageKey } from './betting.rules';

/** Smallest coupon amount in major units where the site applies a minimum (document 000 §5 `couponTypesWithMinAmount`). */
export const MIN_BET_MAJOR = 0.1;
/** Largest coupon amount in major units where the site applies a maximum (`couponTypesWithMaxAmount`, not on the bonus account). */
export const MAX_BET_MAJOR = 100_000;
/** Largest possible win in major units. */
export const MAX_PAYOUT_MAJOR = 10_000_000;

/** How the limit refusals of `assertMayWager` show in a placing answer. */
const LIMIT_CODES: Readonly<Record<string, CouponRejectCode>> = {
  self_excluded: 'self_excluded',
  time_out_active: 'time_out_active',
  session_limit_reached: 'limit_reached',
  wagering_limit_exceeded: 'limit_reached',
  loss_limit_exceeded: 'limit_reached',
};

interface StoredRequest {
  user_id: number;
  response: PlaceCouponResponse | null;
}

async function readStored(db: Queryable, requestId: string): Promise<StoredRequest | undefined> {
  const [row] = await db.query<StoredRequest>('select user_id, response from coupon_requests where request_id = $1', [requestId]);
  return row;
}

/** The first answer of a placing id, for its owner; another player's id is a conflict. */
async function replay(db: Queryable, requestId: string, userId: number): Promise<PlaceCouponResponse> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const stored = await readStored(db, requestId);
    if (stored && stored.user_id !== userId) throw httpError(409, 'request_id_conflict', 'main_error');
    if (stored?.response) return stored.response;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw httpError(409, 'placing_in_progress', 'main_error');
}

/** Letters and digits of share codes, without the look-alikes 0/O and 1/I. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A random share code of 10 characters (about 50 bits). */
export function newCouponCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

const scaled = (major: number, decimals: number) => Math.max(1, Math.round(major * 10 ** decimals));

/**
 * Places one coupon in one transaction: the account lock, the idempotency row (unique on the
 * placing id), the server's checks and price, the balance and limit checks, the debit and the bet
 * rows. Rejections are answers too, stored under the id like acceptances.
 */
export async function placeCoupon(context: AppContext, userId: number, coupon: PlaceCouponRequest): Promise<PlaceCouponResponse | null> {
  const config = await loadSiteConfig(context);
  const nowMs = context.clock.now();
  const nowSeconds = Math.floor(nowMs / 1000);
  return context.db.transaction(async (tx) => {
    const account = await lockAccount(tx, coupon.accountId, userId);
    const [inserted] = await tx.query<{ request_id: string }>(
      'insert into coupon_requests (request_id, user_id, created_at) values ($1, $2, $3) on conflict (request_id) do nothing returning request_id',
      [coupon.id, userId, nowMs],
    );
    if (!inserted) return null;
    const [currency] = await tx.query<{ minor_digits: number }>('select minor_digits from currencies where id = $1', [account.currencyId]);
    const decimals = currency?.minor_digits ?? 2;
    const decision = decideCoupon({
      coupon,
      feed: await loadSelections(tx, coupon.bets.map((bet) => bet.market.id)),
      currencyDecimals: decimals,
      bounds: amountBounds({
        typeId: coupon.typeId,
        config,
        minBetMinor: scaled(MIN_BET_MAJOR, decimals),
        maxBetMinor: scaled(MAX_BET_MAJOR, decimals),
        isBonusAccount: account.type === 4,
      }),
      maxPayoutMinor: scaled(MAX_PAYOUT_MAJOR, decimals),
    });
    const reject = (code: CouponRejectCode, messageKey = rejectMessageKey(code), bets: RejectedBet[] = []): PlaceCouponResponse => ({
      status: 'rejected',
      requestId: coupon.id,
      code,
      messageKey,
      bets,
    });
    let response: PlaceCouponResponse;
    if (decision.kind === 'rejected') {
      response = reject(decision.code, decision.messageKey, decision.bets);
    } else if (account.balanceMinor < decision.amountMinor) {
      response = reject('insufficient_funds');
    } else {
      let refusal: PlaceCouponResponse | null = null;
      try {
        await assertMayWager(tx, userId, decision.amountMinor, nowSeconds);
      } catch (error) {
        const code = error instanceof HttpError ? LIMIT_CODES[error.body.code] : undefined;
        if (!code || !(error instanceof HttpError)) throw error;
        refusal = reject(code, error.body.messageKey);
      }
      if (refusal) {
        response = refusal;
      } else {
        await debit(tx, account, decision.amountMinor, LedgerReason.bet, `coupon-request:${coupon.id}`, nowSeconds);
        const code = newCouponCode();
        const [row] = await tx.query<{ id: number }>(
          `insert into coupons (request_id, user_id, account_id, type_id, system_value, amount_minor, coef, possible_win_minor, currency, currency_decimals, placed_at, code)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`,
          [coupon.id, userId, account.id, coupon.typeId, coupon.systemValue, decision.amountMinor, decision.coef, decision.possibleWinMinor, account.currencyIso, decimals, nowMs, code],
        );
        const couponId = row?.id ?? 0;
        await tx.query(
          `insert into coupon_bets (coupon_id, position, bet_key, market_id, game_id, coef, is_banker)
           select $1, * from unnest($2::smallint[], $3::text[], $4::bigint[], $5::int[], $6::numeric[], $7::bool[])`,
          [
            couponId,
            decision.bets.map((_bet, index) => index),
            decision.bets.map(({ bet }) => bet.id),
            decision.bets.map(({ bet }) => bet.market.id),
            decision.bets.map(({ bet }) => bet.market.gameId),
            decision.bets.map(({ coef }) => coef),
            decision.bets.map(({ bet }) => coupon.typeId === 2 && bet.isBanker),
          ],
        );
        response = {
          status: 'accepted',
          requestId: coupon.id,
          couponId: String(couponId),
          couponNumber: code,
          typeId: coupon.typeId,
          amount: fromMinorUnits(decision.amountMinor, decimals),
          coef: decision.coef,
          possibleWin: fromMinorUnits(decision.possibleWinMinor, decimals),
          betIds: decision.bets.map(({ bet }) => bet.id),
          acceptedAt: nowMs,
        };
      }
    }
    await tx.query('update coupon_requests set response = $2::jsonb where request_id = $1', [coupon.id, JSON.stringify(response)]);
    return response;
  });
}

/** Placing (`POST /web-api/coupon/v1/place`), its outcome by id, and loading a coupon by its code. */
export function registerBettingRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  registerCall(app, placeCouponCall, async ({ request, body }) => {
    const user = await requireUser(request, context);
    const stored = await readStored(db, body.id);
    if (stored) return replay(db, body.id, user.userId);
    const answer = await placeCoupon(context, user.userId, body);
    return answer ?? replay(db, body.id, user.userId);
  });

  registerCall(app, getPlacingOutcomeCall, async ({ request, params }) => {
    const user = await requireUser(request, context);
    const parsed = PlacingOutcomeParams.safeParse(params);
    if (!parsed.success) throw httpError(404, 'not_found', 'main_not_found');
    const stored = await readStored(db, parsed.data.requestId);
    if (!stored || stored.user_id !== user.userId) throw httpError(404, 'not_found', 'main_not_found');
    return stored.response ?? { status: 'pending' as const, requestId: parsed.data.requestId };
  });

  // document 000 §3 `loadCouponInputValue`: a coupon's share code (its `couponNumber`) loads its
  // bets, at today's coefficients, into a new slip; bets whose game finished are left out. Codes are
  // random, so coupons cannot be found by counting; the code is not case-sensitive.
  registerCall(app, loadCouponCall, async ({ params }) => {
    const parsed = LoadCouponParams.safeParse(params);
    if (!parsed.success) throw httpError(404, 'not_found', 'main_not_found');
    const [coupon] = await db.query<{ id: number; code: string; type_id: 0 | 1 | 2; system_value: number }>('select id, code, type_id, system_value from coupons where code = $1', [
      parsed.data.code.toUpperCase(),
    ]);
    if (!coupon) throw httpError(404, 'not_found', 'main_not_found');
    const marketIds = (await db.query<{ market_id: number }>('select market_id from coupon_bets where coupon_id = $1 order by position', [coupon.id])).map((row) => row.market_id);
    const bets = (await couponBetsFromFeed(db, marketIds)).filter((bet) => !bet.game.isFinished);
    if (bets.length === 0) throw httpError(404, 'not_found', 'main_not_found', { message: 'every game of this coupon has finished' });
    const typeId = bets.length === 1 ? 0 : coupon.type_id === 2 && bets.length <= coupon.system_value ? 1 : coupon.type_id;
    return { code: coupon.code, typeId, systemValue: Math.max(2, Math.min(coupon.system_value, bets.length)), bets };
  });
}
