import type { CashoutOffer, CashoutOfferBet, CashoutOffersResponse, CashoutRejectCode, CashoutRequest, CashoutResponse } from '@kickoff/contracts';
import { CASHOUT_MARGIN_BASIS_POINTS, cashoutQuote, fromMinorUnits, partialCashoutMinor, remainingPossibleWinMinor, toMinorUnits, type CashoutLeg } from '@kickoff/coupon-core/rules';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { DomainError, DomainErrorKind, notFound } from '../../http/errors';
import { credit, LedgerReason, lockAccount } from '../accounts/accounts.money';
import { BetResult } from './betting.rules';
import { REPLAY_ATTEMPTS, REPLAY_WAIT_MS } from './betting.service';

/**
 * Cash-out (issue 16): the value of an open coupon now, from coupon-core's `cashoutQuote` (the same
 * function the coupon shows), and the sale of all or part of its running stake. A sale is one
 * transaction: the coupon row locked, the request id claimed (unique: a retry or a parallel
 * duplicate gets the first answer), the value recomputed and compared with the one the player saw,
 * the stake lowered (the coupon closed as `cashed_out` when none is left) and the balance credited
 * once. Two requests for the same stake queue on the coupon's lock, so the second finds it sold.
 */

/** Message keys of the refusals. */
const REJECT_KEYS: Readonly<Record<CashoutRejectCode, string>> = {
  cashout_value_changed: 'coupon_cashout_value_changed',
  cashout_unavailable: 'coupon_cashout_unavailable',
  cashout_stake_invalid: 'coupon_cashout_stake_invalid',
  coupon_not_open: 'coupon_cashout_not_open',
};

interface CouponRow {
  id: number;
  code: string;
  user_id: number;
  account_id: number;
  type_id: 0 | 1 | 2;
  system_value: number;
  amount_minor: number;
  possible_win_minor: number;
  hyper_bonus_minor: number;
  cashed_out_minor: number;
  stake_cashed_out_minor: number;
  status: string;
  currency: string;
  currency_decimals: number;
}

interface LegRow {
  coupon_id: number;
  placed_coef: number;
  is_banker: boolean;
  current_coef: number;
  is_blocked: boolean;
  result: 0 | 1 | 2 | null;
  game_status: number;
  market_name: string;
  opponent1: string;
  opponent2: string;
}

/** A coupon's legs as the rule reads them, and its bets as the offer shows them. */
interface CouponLegs {
  legs: CashoutLeg[];
  bets: CashoutOfferBet[];
}

const COUPON_COLUMNS =
  'id, code, user_id, account_id, type_id, system_value, amount_minor, possible_win_minor, hyper_bonus_minor, cashed_out_minor, stake_cashed_out_minor, status, currency, currency_decimals';

const NO_LEGS: CouponLegs = { legs: [], bets: [] };

/** Game status "finished" (document 000 §4): an unsettled market of a finished game waits for settlement. */
const GAME_FINISHED = 4;

async function legsOf(db: Queryable, couponIds: readonly number[]): Promise<Map<number, CouponLegs>> {
  const rows = await db.query<LegRow>(
    `select b.coupon_id, b.coef as placed_coef, b.is_banker, m.coef as current_coef, m.is_blocked, m.result, g.status as game_status, m.name as market_name, g.opponent1, g.opponent2
       from coupon_bets b join feed_markets m on m.id = b.market_id join feed_games g on g.id = b.game_id
      where b.coupon_id = any($1::bigint[]) order by b.coupon_id, b.position`,
    [couponIds],
  );
  const legs = new Map<number, CouponLegs>();
  for (const row of rows) {
    const status = row.result === null ? 'open' : row.result === BetResult.won ? 'won' : row.result === BetResult.returned ? 'returned' : 'lost';
    const leg: CashoutLeg = {
      placedCoef: Number(row.placed_coef),
      currentCoef: Number(row.current_coef),
      status,
      isSuspended: row.is_blocked || row.game_status === GAME_FINISHED,
      isBanker: row.is_banker,
    };
    const entry = legs.get(Number(row.coupon_id)) ?? { legs: [], bets: [] };
    entry.legs.push(leg);
    entry.bets.push({ opponent1Name: row.opponent1, opponent2Name: row.opponent2, marketName: row.market_name, coef: leg.placedCoef, status });
    legs.set(Number(row.coupon_id), entry);
  }
  return legs;
}

/** The offer of one open coupon, priced now; the value in minor units beside it. */
function offerOf(coupon: CouponRow, { legs, bets }: CouponLegs): { offer: CashoutOffer; valueMinor: number } {
  const quote = cashoutQuote(
    { typeId: coupon.type_id, systemValue: coupon.system_value, stakeMinor: Number(coupon.amount_minor), possibleWinMinor: Number(coupon.possible_win_minor), legs },
    CASHOUT_MARGIN_BASIS_POINTS,
  );
  const major = (minor: number) => fromMinorUnits(minor, coupon.currency_decimals);
  return {
    valueMinor: quote.valueMinor,
    offer: {
      couponId: String(coupon.id),
      code: coupon.code,
      typeId: coupon.type_id,
      bets,
      stake: major(Number(coupon.amount_minor)),
      possibleWin: major(Number(coupon.possible_win_minor)),
      value: major(quote.valueMinor),
      isAvailable: quote.isAvailable,
      reason: quote.reason,
      cashedOut: major(Number(coupon.cashed_out_minor)),
      currency: coupon.currency,
    },
  };
}

/** The player's open coupons with their cash-out offers, newest first. */
export async function cashoutOffers(context: AppContext, userId: number): Promise<CashoutOffersResponse> {
  // a coupon placed with a promo code (issue 16) has no cash-out: a free bet's stake was never paid, a boost is paid on a win only
  const coupons = await context.db.query<CouponRow>(`select ${COUPON_COLUMNS} from coupons where user_id = $1 and status = 'open' and promo_code is null order by placed_at desc, id desc limit 100`, [userId]);
  const legs = await legsOf(
    context.db,
    coupons.map((coupon) => coupon.id),
  );
  return { offers: coupons.map((coupon) => offerOf(coupon, legs.get(Number(coupon.id)) ?? NO_LEGS).offer), marginBasisPoints: CASHOUT_MARGIN_BASIS_POINTS };
}

interface StoredCashout {
  user_id: number;
  response: CashoutResponse | null;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The first answer of a cash-out request id, for its owner; waits a bounded time for a parallel first request. */
async function replay(db: Queryable, requestId: string, userId: number): Promise<CashoutResponse> {
  for (let attempt = 0; attempt < REPLAY_ATTEMPTS; attempt++) {
    const [stored] = await db.query<StoredCashout>('select user_id, response from coupon_cashouts where request_id = $1', [requestId]);
    if (stored && Number(stored.user_id) !== userId) throw new DomainError(DomainErrorKind.conflict, 'request_id_conflict', 'main_error');
    if (stored?.response) return stored.response;
    await wait(REPLAY_WAIT_MS);
  }
  throw new DomainError(DomainErrorKind.conflict, 'cashout_in_progress', 'main_error');
}

/** Sells `request.stake` of an open coupon in one transaction; null when the request id exists already. */
async function cashout(context: AppContext, userId: number, request: CashoutRequest): Promise<CashoutResponse | null> {
  const nowMs = context.clock.now();
  return context.db.transaction(async (tx) => {
    const [coupon] = await tx.query<CouponRow>(`select ${COUPON_COLUMNS} from coupons where id = $1 and user_id = $2 and promo_code is null for update`, [request.couponId, userId]);
    if (!coupon) throw notFound();
    const [claimed] = await tx.query<{ request_id: string }>(
      'insert into coupon_cashouts (request_id, user_id, coupon_id, created_at) values ($1, $2, $3, $4) on conflict (request_id) do nothing returning request_id',
      [request.requestId, userId, coupon.id, nowMs],
    );
    if (!claimed) return null;
    const decimals = coupon.currency_decimals;
    const stakeMinor = Number(coupon.amount_minor);
    const priced = offerOf(coupon, (await legsOf(tx, [coupon.id])).get(Number(coupon.id)) ?? NO_LEGS);
    const reject = (code: CashoutRejectCode, newValueMinor?: number): CashoutResponse => ({
      status: 'rejected',
      requestId: request.requestId,
      couponId: String(coupon.id),
      code,
      messageKey: REJECT_KEYS[code],
      ...(newValueMinor === undefined ? {} : { newValue: fromMinorUnits(newValueMinor, decimals) }),
      offer: coupon.status === 'open' ? priced.offer : null,
    });
    const partMinor = toMinorUnits(request.stake, decimals);
    const seenMinor = toMinorUnits(request.value, decimals);
    let response: CashoutResponse;
    if (coupon.status !== 'open') {
      response = reject('coupon_not_open');
    } else if (!priced.offer.isAvailable) {
      response = reject('cashout_unavailable');
    } else if (partMinor === undefined || seenMinor === undefined || partMinor <= 0 || partMinor > stakeMinor || partialCashoutMinor(priced.valueMinor, stakeMinor, partMinor) <= 0) {
      response = reject('cashout_stake_invalid');
    } else {
      const paidMinor = partialCashoutMinor(priced.valueMinor, stakeMinor, partMinor);
      if (paidMinor !== seenMinor) {
        response = reject('cashout_value_changed', paidMinor);
      } else {
        const leftMinor = stakeMinor - partMinor;
        const isClosed = leftMinor === 0;
        const cashedOutMinor = Number(coupon.cashed_out_minor) + paidMinor;
        await tx.query(
          `update coupons set amount_minor = $2, possible_win_minor = $3, hyper_bonus_minor = $4, cashed_out_minor = $5, stake_cashed_out_minor = stake_cashed_out_minor + $6,
                  status = $7, win_minor = $8, settled_at = $9 where id = $1`,
          [
            coupon.id,
            leftMinor,
            remainingPossibleWinMinor(Number(coupon.possible_win_minor), stakeMinor, leftMinor),
            remainingPossibleWinMinor(Number(coupon.hyper_bonus_minor), stakeMinor, leftMinor),
            cashedOutMinor,
            partMinor,
            isClosed ? 'cashed_out' : 'open',
            isClosed ? cashedOutMinor : null,
            isClosed ? nowMs : null,
          ],
        );
        const account = await lockAccount(tx, coupon.account_id, userId);
        await credit(tx, account, paidMinor, LedgerReason.betWin, `cashout:${request.requestId}`, Math.floor(nowMs / 1000));
        await tx.query('update coupon_cashouts set stake_minor = $2, paid_minor = $3 where request_id = $1', [request.requestId, partMinor, paidMinor]);
        response = {
          status: 'accepted',
          requestId: request.requestId,
          couponId: String(coupon.id),
          paid: fromMinorUnits(paidMinor, decimals),
          stakeLeft: fromMinorUnits(leftMinor, decimals),
          couponStatus: isClosed ? 'cashed_out' : 'open',
        };
      }
    }
    await tx.query('update coupon_cashouts set response = $2::jsonb where request_id = $1', [request.requestId, JSON.stringify(response)]);
    return response;
  });
}

/** Cashes out once per request id: a repeated or parallel id answers the first answer. */
export async function cashoutOnce(context: AppContext, userId: number, request: CashoutRequest): Promise<CashoutResponse> {
  const [stored] = await context.db.query<{ request_id: string }>('select request_id from coupon_cashouts where request_id = $1', [request.requestId]);
  if (stored) return replay(context.db, request.requestId, userId);
  const answer = await cashout(context, userId, request);
  return answer ?? replay(context.db, request.requestId, userId);
}
