import type { Guard, GuardEffect, GuardOutcome, NavigationContext } from './guard.types';
import {
  accessByAuthGuard,
  accessCheckGuard,
  analyticsGuard,
  appVersionGuard,
  authRedirectGuard,
  blockedGuard,
  bonusPageGuard,
  confirmTermsGuard,
  dictionaryLoaderGuard,
  mediaLoaderGuard,
  mobileIdentificationBonusGuard,
  modalGuard,
  quickCouponGuard,
  rechargeNavigationGuard,
  referralGuard,
  remoteAreaGuard,
  resolveRouteRedirect,
  searchBotGuard,
  serverRenderCheckGuard,
  slotFirstDepositGuard,
  urlLanguageGuard,
} from './guards.rules';

/** Guard names in the spec's fixed order (document 000 §4 "Route guards", document 001 §2). */
export const GUARD_ORDER = [
  'referral',
  'appVersion',
  'blocked',
  'dictionaryLoader',
  'mediaLoader',
  'accessCheck',
  'serverRenderCheck',
  'analytics',
  'accessByAuth',
  'modal',
  'confirmTerms',
  'bonusPage',
  'urlLanguage',
  'rechargeNavigation',
  'mobileIdentificationBonus',
  'searchBot',
  'quickCoupon',
  'authRedirect',
  'remoteArea',
  'slotFirstDepositRedirect',
] as const;
export type GuardName = (typeof GUARD_ORDER)[number];

/** The guards by name. */
export const GUARDS: Readonly<Record<GuardName, Guard>> = {
  referral: referralGuard,
  appVersion: appVersionGuard,
  blocked: blockedGuard,
  dictionaryLoader: dictionaryLoaderGuard,
  mediaLoader: mediaLoaderGuard,
  accessCheck: accessCheckGuard,
  serverRenderCheck: serverRenderCheckGuard,
  analytics: analyticsGuard,
  accessByAuth: accessByAuthGuard,
  modal: modalGuard,
  confirmTerms: confirmTermsGuard,
  bonusPage: bonusPageGuard,
  urlLanguage: urlLanguageGuard,
  rechargeNavigation: rechargeNavigationGuard,
  mobileIdentificationBonus: mobileIdentificationBonusGuard,
  searchBot: searchBotGuard,
  quickCoupon: quickCouponGuard,
  authRedirect: authRedirectGuard,
  remoteArea: remoteAreaGuard,
  slotFirstDepositRedirect: slotFirstDepositGuard,
};

/**
 * The decision for one navigation: the first non-continue verdict (or continue when every guard
 * let it pass), the effects of every guard that ran, in order, and who decided.
 */
export type NavigationDecision = GuardOutcome & {
  decidedBy: GuardName | 'routeRedirect' | null;
  /** The guards that ran, in order. */
  ran: readonly GuardName[];
};

/** Runs the guards in the fixed order and stops at the first verdict that is not continue. */
export function runGuards(context: NavigationContext, order: readonly GuardName[] = GUARD_ORDER): NavigationDecision {
  const effects: GuardEffect[] = [];
  const ran: GuardName[] = [];
  for (const name of order) {
    const outcome = GUARDS[name](context);
    ran.push(name);
    effects.push(...outcome.effects);
    if (outcome.kind !== 'continue') return { ...outcome, effects, decidedBy: name, ran };
  }
  return { kind: 'continue', effects, decidedBy: null, ran };
}

/** The router's own route redirect first (document 000 §2 redirects), then the guard chain. */
export function decideNavigation(context: NavigationContext): NavigationDecision {
  const routeRedirect = resolveRouteRedirect(context);
  if (routeRedirect) return { ...routeRedirect, decidedBy: 'routeRedirect', ran: [] };
  return runGuards(context);
}
