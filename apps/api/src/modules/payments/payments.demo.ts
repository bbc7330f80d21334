import type { Queryable } from '../../db/database';
import { DomainError, DomainErrorKind } from '../../http/errors';
import { devToolsEnabled } from '../dev/dev.service';
import { PAYMENT_METHODS } from './payments.methods';

/** Refusals of the demo provider's guard (issue 19). */
export const DemoProviderErrorCode = {
  off: 'payment_provider_off',
  dailyBound: 'payment_daily_bound',
} as const;

/** The site setting that turns the demo provider on for an operator's site (the seed turns it on). */
export const DEMO_PROVIDER_SETTING = 'isDemoPaymentProviderEnabled';

/** Deposits of one player in one currency within this window count against the daily bound. */
export const DEMO_DAILY_WINDOW_SECONDS = 86_400;

/**
 * The most a player may deposit through the demo provider per day in a currency: one payment of
 * the largest single amount its methods take (EUR 50,000.00), so the money of a demo site stays
 * the size of a real player's. Null when no method takes the currency.
 */
export function demoDailyBoundMinor(currencyIso: string): number | null {
  const maxima = PAYMENT_METHODS.filter((method) => method.kinds.includes('deposit')).flatMap((method) =>
    method.bounds.filter((bound) => bound.currencyIso === currencyIso).map((bound) => bound.maxMinor),
  );
  return maxima.length > 0 ? Math.max(...maxima) : null;
}

/**
 * The demo provider pays with money nobody sent (issue 19): it takes deposits in development mode
 * (the development tools on: tests and journeys fund players freely) or where the operator turned
 * it on (site setting `isDemoPaymentProviderEnabled`), and then never more than the daily bound per
 * player and currency (deposits created, pending or paid count).
 */
export async function assertDemoDepositAllowed(tx: Queryable, userId: number, currencyIso: string, amountMinor: number, now: number): Promise<void> {
  if (await devToolsEnabled(tx)) return;
  const [setting] = await tx.query<{ enabled: boolean | null }>(`select (config->>'${DEMO_PROVIDER_SETTING}')::boolean as enabled from site_settings where site_key = 'default'`);
  if (setting?.enabled !== true) {
    throw new DomainError(DomainErrorKind.unavailable, DemoProviderErrorCode.off, 'payments_provider_off', { message: 'the demo payment provider is not enabled on this site' });
  }
  const bound = demoDailyBoundMinor(currencyIso);
  if (bound === null) return;
  const [row] = await tx.query<{ total: number | null }>(
    "select sum(amount_minor)::bigint as total from payments where user_id = $1 and kind = 'deposit' and currency_iso = $2 and status in ('created', 'pending', 'succeeded') and created_at > $3",
    [userId, currencyIso, now - DEMO_DAILY_WINDOW_SECONDS],
  );
  const used = Number(row?.total ?? 0);
  if (used + amountMinor > bound) {
    throw new DomainError(DomainErrorKind.forbidden, DemoProviderErrorCode.dailyBound, 'payments_daily_bound', {
      message: 'the demo provider takes no more deposits today',
      details: { remainingMinor: Math.max(0, bound - used), boundMinor: bound },
    });
  }
}
