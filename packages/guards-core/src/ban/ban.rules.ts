import type { RouteDefinition } from '../routes/route.types';

/** Ban levels of document 001 §9. At 45, or at 53 with ban version 1, withdrawal stays open. */
export const WITHDRAWAL_BAN_LEVEL = 45;
export const WITHDRAWAL_BAN_LEVEL_V1 = 53;
/** The route name of the withdrawal page (office/deduce). */
export const WITHDRAWAL_ROUTE_NAME = 'withdrawal';
/**
 * Where a banned user goes from a route that is not permitted (document 001 §4: "a block page"):
 * the Blocked layout's page, which only banned users may open.
 */
export const BAN_BLOCK_ROUTE_NAME = 'blockAppealHistory';

/** Banned means ban_level above 0 (document 001 §4). */
export function isBanned(banLevel: number): boolean {
  return banLevel > 0;
}

/** Whether the withdrawal page is open to a banned user: level 45, or 53 with ban version 1. */
export function isWithdrawalAllowedWhenBanned(banLevel: number, banVersion: number): boolean {
  return banLevel === WITHDRAWAL_BAN_LEVEL || (banLevel === WITHDRAWAL_BAN_LEVEL_V1 && banVersion === 1);
}

/** The ban verdict for one route. */
export type BanDecision = 'allow' | 'block-page' | 'home';

/**
 * Ban rule (document 001 §4): a banned user may open only routes permitted when banned, and the
 * withdrawal page when the level allows it, otherwise goes to a block page; a user who is not
 * banned is sent home from ban-only routes.
 */
export function decideBan(route: Pick<RouteDefinition, 'name' | 'permittedWhenBanned' | 'banOnly'>, banLevel: number, banVersion: number): BanDecision {
  if (!isBanned(banLevel)) return route.banOnly ? 'home' : 'allow';
  if (route.permittedWhenBanned) return 'allow';
  if (route.name === WITHDRAWAL_ROUTE_NAME && isWithdrawalAllowedWhenBanned(banLevel, banVersion)) return 'allow';
  return 'block-page';
}
