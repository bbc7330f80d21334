import type { BuyPromoRequest, BuyPromoResponse, PointsEntry, PointsOverview, PointsReason, PromoCode, PromoEffect, PromoStore } from '@kickoff/contracts';
import { randomInt } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { DomainError, DomainErrorKind } from '../../http/errors';
import { POINTS_HISTORY_ROWS, POINTS_PER_UNIT, PROMO_PRODUCTS, productById } from './points.catalogue';

/**
 * Points and the promo-code store (issue 16; document 000 §1-§2 `points`, `promo`). Rules:
 * - a coupon settled won or lost earns `POINTS_PER_UNIT` point per whole unit of its currency
 *   staked (the stake still running at settlement), once, in the settlement's transaction; the
 *   bonus account, a free bet, a returned coupon and a stake sold by cash-out earn none;
 * - the balance is the sum of the append-only ledger;
 * - a purchase locks the player's row, so concurrent purchases are made one after the other and
 *   never spend points twice; the same request id gives the first purchase again;
 * - a code is the buyer's own, used once (placing marks it in the placing's transaction), until it
 *   expires `validDays` after the purchase.
 */

const DAY_MS = 86_400_000;

/** Letters and digits of promo codes, without the look-alikes 0/O and 1/I. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A random promo code: `P` and 11 characters (about 55 bits), so codes cannot be guessed by counting. */
export function newPromoCode(): string {
  let code = 'P';
  for (let i = 0; i < 11; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

interface CodeRow {
  code: string;
  product_id: string;
  kind: 'boost' | 'free_bet';
  boost_percent: number | null;
  min_selections: number | null;
  free_bet_units: number | null;
  bought_at: number;
  expires_at: number;
  used_at: number | null;
  coupon_code: string | null;
}

/** A stored code's effect. */
export function effectOf(row: Pick<CodeRow, 'kind' | 'boost_percent' | 'min_selections' | 'free_bet_units'>): PromoEffect {
  return row.kind === 'boost'
    ? { kind: 'boost', boostPercent: Number(row.boost_percent), minSelections: Number(row.min_selections) }
    : { kind: 'free_bet', freeBetUnits: Number(row.free_bet_units) };
}

function toCode(row: CodeRow, nowMs: number): PromoCode {
  const usedAt = row.used_at === null ? null : Number(row.used_at);
  const expiresAt = Number(row.expires_at);
  return {
    code: row.code,
    productId: row.product_id,
    effect: effectOf(row),
    status: usedAt !== null ? 'used' : expiresAt <= nowMs ? 'expired' : 'active',
    boughtAt: Number(row.bought_at),
    expiresAt,
    usedAt,
    couponNumber: row.coupon_code,
  };
}

const CODE_COLUMNS = `p.code, p.product_id, p.kind, p.boost_percent, p.min_selections, p.free_bet_units, p.bought_at, p.expires_at, p.used_at, c.code as coupon_code`;

async function codesOf(db: Queryable, userId: number, nowMs: number): Promise<PromoCode[]> {
  const rows = await db.query<CodeRow>(`select ${CODE_COLUMNS} from promo_codes p left join coupons c on c.id = p.coupon_id where p.user_id = $1 order by p.bought_at desc, p.code limit 100`, [userId]);
  return rows.map((row) => toCode(row, nowMs));
}

/** The player's points: the sum of the ledger. */
export async function pointsBalance(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ balance: string | number | null }>('select coalesce(sum(points), 0) as balance from points_ledger where user_id = $1', [userId]);
  return Number(row?.balance ?? 0);
}

export async function pointsOverview(context: AppContext, userId: number): Promise<PointsOverview> {
  const rows = await context.db.query<{ id: number; points: number; reason: PointsReason; ref: string | null; created_at: number }>(
    'select id, points, reason, ref, created_at from points_ledger where user_id = $1 order by id desc limit $2',
    [userId, POINTS_HISTORY_ROWS],
  );
  const history: PointsEntry[] = rows.map((row) => ({ id: Number(row.id), points: Number(row.points), reason: row.reason, ref: row.ref, createdAt: Number(row.created_at) }));
  return { balance: await pointsBalance(context.db, userId), pointsPerUnit: POINTS_PER_UNIT, history };
}

/** The store: its products for everyone; the points and codes of a signed-in player (a guest has none). */
export async function promoStore(context: AppContext, userId: number | null): Promise<PromoStore> {
  if (userId === null) return { balance: 0, products: [...PROMO_PRODUCTS], codes: [] };
  return { balance: await pointsBalance(context.db, userId), products: [...PROMO_PRODUCTS], codes: await codesOf(context.db, userId, context.clock.now()) };
}

/** Buys a product once per request id: points debited and the code issued in one transaction. */
export async function buyPromo(context: AppContext, userId: number, request: BuyPromoRequest): Promise<BuyPromoResponse> {
  const product = productById(request.productId);
  if (!product) throw new DomainError(DomainErrorKind.notFound, 'promo_product_unknown', 'promo_error_product');
  const nowMs = context.clock.now();
  return context.db.transaction(async (tx) => {
    // one purchase of a player at a time: the balance read below cannot be spent by a parallel purchase
    await tx.query('select id from users where id = $1 for update', [userId]);
    const [previous] = await tx.query<CodeRow & { user_id: number }>(`select ${CODE_COLUMNS}, p.user_id from promo_codes p left join coupons c on c.id = p.coupon_id where p.request_id = $1`, [request.requestId]);
    if (previous) {
      if (Number(previous.user_id) !== userId || previous.product_id !== product.id) throw new DomainError(DomainErrorKind.conflict, 'request_id_conflict', 'main_error');
      return { code: toCode(previous, nowMs), balance: await pointsBalance(tx, userId) };
    }
    const balance = await pointsBalance(tx, userId);
    if (balance < product.pricePoints) throw new DomainError(DomainErrorKind.conflict, 'points_insufficient', 'promo_error_points');
    const code = newPromoCode();
    const effect = product.effect;
    await tx.query(
      `insert into promo_codes (code, user_id, request_id, product_id, kind, boost_percent, min_selections, free_bet_units, price_points, bought_at, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        code,
        userId,
        request.requestId,
        product.id,
        effect.kind,
        effect.kind === 'boost' ? effect.boostPercent : null,
        effect.kind === 'boost' ? effect.minSelections : null,
        effect.kind === 'free_bet' ? effect.freeBetUnits : null,
        product.pricePoints,
        nowMs,
        nowMs + product.validDays * DAY_MS,
      ],
    );
    await tx.query("insert into points_ledger (user_id, points, reason, source_key, ref, created_at) values ($1, $2, 'promo_bought', $3, $4, $5)", [
      userId,
      -product.pricePoints,
      `promo:${request.requestId}`,
      code,
      nowMs,
    ]);
    const [row] = await tx.query<CodeRow>(`select ${CODE_COLUMNS} from promo_codes p left join coupons c on c.id = p.coupon_id where p.code = $1`, [code]);
    return { code: toCode(row!, nowMs), balance: balance - product.pricePoints };
  });
}

/**
 * Points for a coupon settled in `tx` (called by settlement after the status change): 1 point per
 * whole unit staked when it was won or lost with real money and no free bet. Once per coupon: the
 * ledger's `source_key` is unique.
 */
export async function earnCouponPoints(tx: Queryable, couponId: number, nowMs: number): Promise<void> {
  await tx.query(
    `insert into points_ledger (user_id, points, reason, source_key, ref, created_at)
     select c.user_id, (c.amount_minor / power(10, c.currency_decimals)::bigint) * $3, 'bet_settled', 'coupon:' || c.id, c.code, $2
       from coupons c join accounts a on a.id = c.account_id
      where c.id = $1 and c.status in ('won', 'lost') and a.type <> 4 and c.promo_kind is distinct from 'free_bet'
        and c.amount_minor >= power(10, c.currency_decimals)::bigint
     on conflict (source_key) do nothing`,
    [couponId, nowMs, POINTS_PER_UNIT],
  );
}

/** Development control: grants `points` to a player. */
export async function grantPoints(context: AppContext, userId: number, points: number): Promise<PointsOverview> {
  const [user] = await context.db.query<{ id: number }>('select id from users where id = $1', [userId]);
  if (!user) throw new DomainError(DomainErrorKind.notFound, 'not_found', 'main_not_found');
  const nowMs = context.clock.now();
  await context.db.query("insert into points_ledger (user_id, points, reason, source_key, created_at) values ($1, $2, 'dev_grant', $3, $4)", [userId, points, `dev:${newPromoCode()}`, nowMs]);
  return pointsOverview(context, userId);
}
