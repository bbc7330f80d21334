import type { PlaceCouponResponse } from '@kickoff/contracts';
import type { Queryable } from '../../db/database';

/** The betting module's SQL: placing ids, coupons and their bets. */

/** A placing id as stored: its owner and, once decided, its answer. */
export interface StoredRequest {
  user_id: number;
  response: PlaceCouponResponse | null;
}

export async function readStoredRequest(db: Queryable, requestId: string): Promise<StoredRequest | undefined> {
  const [row] = await db.query<StoredRequest>('select user_id, response from coupon_requests where request_id = $1', [requestId]);
  return row;
}

/** Claims a placing id for `userId`; false when it exists already (a retry or a parallel duplicate). */
export async function claimRequest(tx: Queryable, requestId: string, userId: number, nowMs: number): Promise<boolean> {
  const [inserted] = await tx.query<{ request_id: string }>(
    'insert into coupon_requests (request_id, user_id, created_at) values ($1, $2, $3) on conflict (request_id) do nothing returning request_id',
    [requestId, userId, nowMs],
  );
  return inserted !== undefined;
}

export async function storeAnswer(tx: Queryable, requestId: string, response: PlaceCouponResponse): Promise<void> {
  await tx.query('update coupon_requests set response = $2::jsonb where request_id = $1', [requestId, JSON.stringify(response)]);
}

/** Minor-unit digits of a currency (2 when unknown). */
export async function currencyDecimals(tx: Queryable, currencyId: number): Promise<number> {
  const [currency] = await tx.query<{ minor_digits: number }>('select minor_digits from currencies where id = $1', [currencyId]);
  return currency?.minor_digits ?? 2;
}

/** A coupon row to insert; amounts in minor units. */
export interface NewCoupon {
  requestId: string;
  userId: number;
  accountId: number;
  typeId: 0 | 1 | 2;
  systemValue: number;
  amountMinor: number;
  coef: number;
  possibleWinMinor: number;
  bonusCoef: number | null;
  hyperBonusMinor: number;
  currency: string;
  currencyDecimals: number;
  placedAt: number;
  code: string;
}

/** A bet row of a new coupon. */
export interface NewCouponBet {
  betKey: string;
  marketId: number;
  gameId: number;
  coef: number;
  isBanker: boolean;
}

/** Inserts a coupon with its bets in order; returns the coupon id. */
export async function insertCoupon(tx: Queryable, coupon: NewCoupon, bets: readonly NewCouponBet[]): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into coupons (request_id, user_id, account_id, type_id, system_value, amount_minor, coef, possible_win_minor, bonus_coef, hyper_bonus_minor, currency, currency_decimals, placed_at, code)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) returning id`,
    [
      coupon.requestId,
      coupon.userId,
      coupon.accountId,
      coupon.typeId,
      coupon.systemValue,
      coupon.amountMinor,
      coupon.coef,
      coupon.possibleWinMinor,
      coupon.bonusCoef,
      coupon.hyperBonusMinor,
      coupon.currency,
      coupon.currencyDecimals,
      coupon.placedAt,
      coupon.code,
    ],
  );
  const couponId = row?.id ?? 0;
  await tx.query(
    `insert into coupon_bets (coupon_id, position, bet_key, market_id, game_id, coef, is_banker)
     select $1, * from unnest($2::smallint[], $3::text[], $4::bigint[], $5::int[], $6::numeric[], $7::bool[])`,
    [
      couponId,
      bets.map((_bet, index) => index),
      bets.map((bet) => bet.betKey),
      bets.map((bet) => bet.marketId),
      bets.map((bet) => bet.gameId),
      bets.map((bet) => bet.coef),
      bets.map((bet) => bet.isBanker),
    ],
  );
  return couponId;
}

/** A coupon by its share code (upper case) with its market ids in order. */
export async function couponByCode(db: Queryable, code: string): Promise<{ id: number; code: string; typeId: 0 | 1 | 2; systemValue: number; marketIds: number[] } | undefined> {
  const [coupon] = await db.query<{ id: number; code: string; type_id: 0 | 1 | 2; system_value: number }>('select id, code, type_id, system_value from coupons where code = $1', [code]);
  if (!coupon) return undefined;
  const marketIds = (await db.query<{ market_id: number }>('select market_id from coupon_bets where coupon_id = $1 order by position', [coupon.id])).map((row) => row.market_id);
  return { id: coupon.id, code: coupon.code, typeId: coupon.type_id, systemValue: coupon.system_value, marketIds };
}
