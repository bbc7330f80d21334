import { describe, expect, it } from 'vitest';
import { baseRegistrationSite, registrationEntryCases } from './registration-entry.cases';
import { decideRegistrationEntry, registrationModalFallback, shouldOpenLoginModal } from './registration-entry.rules';

describe('registration entry (document 000 §4)', () => {
  it.each(registrationEntryCases)('$name', ({ isSignedIn = false, route, site = {}, storedBonusId = null, expected }) => {
    expect(decideRegistrationEntry({ isSignedIn, currentRouteName: route, site: { ...baseRegistrationSite, ...site }, storedBonusId })).toEqual(expected);
  });

  it('falls back to the registration page on a modal error (document 000 §8)', () => {
    const modal = decideRegistrationEntry({ isSignedIn: false, currentRouteName: 'slots', site: baseRegistrationSite, storedBonusId: null });
    expect(registrationModalFallback(modal)).toEqual({ kind: 'page', bonusId: 77, route: 'registration' });
    expect(registrationModalFallback({ kind: 'hidden' })).toEqual({ kind: 'hidden' });
  });

  it('does not open the login modal on the login route (document 000 §2)', () => {
    expect(shouldOpenLoginModal('login', false)).toBe(false);
    expect(shouldOpenLoginModal('home', false)).toBe(true);
    expect(shouldOpenLoginModal('home', true)).toBe(false);
  });
});
