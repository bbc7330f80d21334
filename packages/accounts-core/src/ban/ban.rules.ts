/** Ban levels that still allow the withdrawal page (document 001 §4, §9): 45, or 53 with ban version 1. */
export const WITHDRAWAL_BAN_LEVEL = 45;
export const WITHDRAWAL_BAN_LEVEL_V1 = 53;

/** Banned means ban_level above 0 (document 001 §4). */
export function isBanned(banLevel: number | null | undefined): boolean {
  return typeof banLevel === 'number' && banLevel > 0;
}

/** A banned player may open the withdrawal page at level 45, or 53 when the ban version is 1. */
export function canWithdrawWhileBanned(banLevel: number | null | undefined, banVersion: number | null | undefined): boolean {
  return banLevel === WITHDRAWAL_BAN_LEVEL || (banLevel === WITHDRAWAL_BAN_LEVEL_V1 && banVersion === 1);
}

/** What a route says about bans. */
export interface BanRouteFlags {
  /** The route is open to banned players. */
  permittedForBanned?: boolean;
  /** The route is only for banned players (a not-banned player is sent home). */
  banOnly?: boolean;
  /** The route is the withdrawal page. */
  isWithdrawal?: boolean;
}

/** Where navigation goes: the route, the block page, or home. */
export type BanNavigation = 'allow' | 'block_page' | 'home';

/**
 * Document 001 §4 "Ban": a banned player goes only to routes permitted for banned players and to the
 * withdrawal page when the level matches; otherwise to a block page. When not banned, ban-only routes
 * redirect home.
 */
export function banNavigation(ban: { banLevel: number | null | undefined; banVersion: number | null | undefined }, route: BanRouteFlags): BanNavigation {
  if (!isBanned(ban.banLevel)) return route.banOnly ? 'home' : 'allow';
  if (route.permittedForBanned) return 'allow';
  if (route.isWithdrawal && canWithdrawWhileBanned(ban.banLevel, ban.banVersion)) return 'allow';
  return 'block_page';
}
