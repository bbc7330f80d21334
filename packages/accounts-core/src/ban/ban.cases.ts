import type { BanNavigation, BanRouteFlags } from './ban.rules';

const plain: BanRouteFlags = {};
const permitted: BanRouteFlags = { permittedForBanned: true };
const withdrawal: BanRouteFlags = { isWithdrawal: true };
const banOnly: BanRouteFlags = { banOnly: true, permittedForBanned: true };

/** Document 001 §4 "Ban", levels 45 and 53 of §9. */
export const banNavigationCases: ReadonlyArray<{ name: string; banLevel: number | null; banVersion: number | null; route: BanRouteFlags; result: BanNavigation }> = [
  { name: 'not banned, plain route', banLevel: 0, banVersion: null, route: plain, result: 'allow' },
  { name: 'no ban level, plain route', banLevel: null, banVersion: null, route: plain, result: 'allow' },
  { name: 'not banned, ban-only route', banLevel: 0, banVersion: null, route: banOnly, result: 'home' },
  { name: 'not banned, withdrawal', banLevel: 0, banVersion: null, route: withdrawal, result: 'allow' },
  { name: 'banned 1, plain route', banLevel: 1, banVersion: null, route: plain, result: 'block_page' },
  { name: 'banned 1, permitted route', banLevel: 1, banVersion: null, route: permitted, result: 'allow' },
  { name: 'banned 1, ban-only route', banLevel: 1, banVersion: null, route: banOnly, result: 'allow' },
  { name: 'banned 1, withdrawal', banLevel: 1, banVersion: null, route: withdrawal, result: 'block_page' },
  { name: 'banned 45, withdrawal', banLevel: 45, banVersion: null, route: withdrawal, result: 'allow' },
  { name: 'banned 45 version 2, withdrawal', banLevel: 45, banVersion: 2, route: withdrawal, result: 'allow' },
  { name: 'banned 45, plain route', banLevel: 45, banVersion: null, route: plain, result: 'block_page' },
  { name: 'banned 53 version 1, withdrawal', banLevel: 53, banVersion: 1, route: withdrawal, result: 'allow' },
  { name: 'banned 53 version 2, withdrawal', banLevel: 53, banVersion: 2, route: withdrawal, result: 'block_page' },
  { name: 'banned 53 no version, withdrawal', banLevel: 53, banVersion: null, route: withdrawal, result: 'block_page' },
  { name: 'banned 44, withdrawal', banLevel: 44, banVersion: 1, route: withdrawal, result: 'block_page' },
  { name: 'banned 46, withdrawal', banLevel: 46, banVersion: 1, route: withdrawal, result: 'block_page' },
];
