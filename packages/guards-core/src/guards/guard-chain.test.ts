import { describe, expect, it } from 'vitest';
import { aNavigationContext, aSignedInUser, type NavigationContextOverrides } from '../testing/navigation-context.builder';
import { GUARD_ORDER, decideNavigation, runGuards, type NavigationDecision } from './guard-chain';

/** Follows redirects the way the router would, up to 10 hops, and returns every decision. */
function settle(url: string, overrides: NavigationContextOverrides = {}): { decisions: NavigationDecision[]; finalUrl: string } {
  const decisions: NavigationDecision[] = [];
  let current = url;
  for (let hop = 0; hop < 10; hop++) {
    const decision = decideNavigation(aNavigationContext(current, overrides));
    decisions.push(decision);
    if (decision.kind !== 'redirect') return { decisions, finalUrl: current };
    current = decision.to;
  }
  throw new Error(`redirect loop from ${url}`);
}

describe('the guard chain (document 000 §4 "Route guards (run in this fixed order)")', () => {
  it('runs the 20 guards in the spec order', () => {
    expect(GUARD_ORDER).toEqual([
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
    ]);
  });

  it('lets an ordinary page through every guard and gathers the effects in order', () => {
    const decision = runGuards(aNavigationContext('/en/live?ref=9'));
    expect(decision.kind).toBe('continue');
    expect(decision.ran).toEqual(GUARD_ORDER);
    expect(decision.effects.map((effect) => effect.type)).toEqual(['captureReferral', 'loadDictionaries', 'loadMedia', 'trackPageView', 'loadArea']);
  });

  it('stops at the first verdict: the block code wins over the auth check, after the referral ran', () => {
    const decision = runGuards(aNavigationContext('/en/office/account?ref=1', { blockCode: 1 }));
    expect(decision).toMatchObject({ kind: 'redirect', to: '/en/block', decidedBy: 'blocked' });
    expect(decision.ran).toEqual(['referral', 'appVersion', 'blocked']);
    expect(decision.effects).toEqual([{ type: 'captureReferral', tags: { ref: '1' } }]);
  });

  it('a 404 still carries the effects of the guards before it', () => {
    const decision = runGuards(aNavigationContext('/en/nope'));
    expect(decision).toMatchObject({ kind: 'notFound', decidedBy: 'accessCheck' });
    expect(decision.effects.map((effect) => effect.type)).toEqual(['loadDictionaries', 'loadMedia']);
  });

  it('terms come before the bonus pair', () => {
    const decision = runGuards(aNavigationContext('/en/bonus/1', { user: aSignedInUser({ isTermsChanged: true }), site: { promoteBonusToOffer: true } }));
    expect(decision).toMatchObject({ kind: 'redirect', to: '/en/confirm?returnUrl=%2Fen%2Fbonus%2F1', decidedBy: 'confirmTerms' });
  });

  it('route redirects come before the guards', () => {
    expect(decideNavigation(aNavigationContext('/en/office', { blockCode: 1 }))).toMatchObject({ kind: 'redirect', to: '/en/office/account', decidedBy: 'routeRedirect', ran: [] });
  });
});

describe('navigations followed to the end', () => {
  it('a guest on /office without a prefix: language, then account, then authApp with the return URL', () => {
    const { decisions, finalUrl } = settle('/office/history', { storedLanguage: 'de' });
    expect(decisions.map((decision) => decision.decidedBy)).toEqual(['urlLanguage', 'accessByAuth', null]);
    expect(finalUrl).toBe('/de/user/auth?returnUrl=%2Fde%2Foffice%2Fhistory');
  });

  it('an unknown path without a prefix gets its language first, then the 404 (document 000 §2 catch-all with a prefix)', () => {
    const { decisions, finalUrl } = settle('/nope?platform_type=mobile', { storedLanguage: 'ru' });
    expect(decisions.map((decision) => [decision.kind, decision.decidedBy])).toEqual([
      ['redirect', 'accessCheck'],
      ['redirect', 'urlLanguage'],
      ['notFound', 'accessCheck'],
    ]);
    expect(finalUrl).toBe('/ru/nope');
  });

  it('bare office for a signed-in user ends on the account page', () => {
    expect(settle('/en/office', { user: aSignedInUser() }).finalUrl).toBe('/en/office/account');
  });

  it('maintenance catches every page and the maintenance page itself stays', () => {
    const maintenance = { isActive: true, started_at: 1, ended_at: null, notify_started_at: null, notify_ended_at: null, web_state: 1 };
    const { finalUrl, decisions } = settle('/ru/slots', { site: { maintenance }, user: aSignedInUser({ isTermsChanged: true }) });
    expect(finalUrl).toBe('/ru/maintenance');
    expect(decisions.at(-1)!.kind).toBe('continue');
  });

  it('a promoted bonus with the slot first-deposit flag', () => {
    expect(settle('/en/bonus/slot-first-deposit', { site: { promoteBonusToOffer: true, isSlotFirstDepositRedirect: true } }).finalUrl).toBe('/en/bonus/casino/slot-first-deposit');
  });

  it('forgotpassword ends home with the modal open and not closed', () => {
    const { decisions, finalUrl } = settle('/en/forgotpassword', { openModalCount: 1, from: '/en/live' });
    expect(finalUrl).toBe('/en?modal=forgotpassword');
    const effects = decisions.at(-1)!.effects.map((effect) => effect.type);
    expect(effects).toContain('openModal');
    expect(effects).not.toContain('closeModals');
  });

  it('a banned user ends on the block appeal page, which does not loop', () => {
    const { finalUrl, decisions } = settle('/en/slots', { user: aSignedInUser({ banLevel: 7 }) });
    expect(finalUrl).toBe('/en/block-appeal-history');
    expect(decisions).toHaveLength(2);
  });
});
