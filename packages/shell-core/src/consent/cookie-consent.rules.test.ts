import { describe, expect, it } from 'vitest';
import { agreeTypeOf, analyticsStartDelayMs, consentFlags, defaultConsentOptions, effectiveAgreeType, hasMarketingConsent, optionsForType } from './cookie-consent.rules';
import { agreeTypeCases, analyticsDelayCases, consentFlagCases } from './cookie-consent.cases';

function selection(functionality: boolean, marketing: boolean) {
  return defaultConsentOptions().map((option) =>
    option.cookiesType === 'FUNCTIONALITY' ? { ...option, checked: functionality } : option.cookiesType === 'MARKETING' ? { ...option, checked: marketing } : option,
  );
}

describe('cookie consent rules', () => {
  it("lists 'necessary' first, always on and not changeable", () => {
    expect(defaultConsentOptions()[0]).toMatchObject({ checked: true, disabled: true, cookiesType: null });
  });

  it.each(agreeTypeCases)('functionality %s, marketing %s → %s', (functionality, marketing, expected) => {
    expect(agreeTypeOf(selection(functionality, marketing))).toBe(expected);
  });

  it('gives the first selected type when more purposes exist than are selected', () => {
    const options = [...selection(false, true), { name: 'x', description: 'x', checked: false, disabled: false, cookiesType: 'FUNCTIONALITY' as const }];
    expect(agreeTypeOf(options)).toBe('MARKETING');
    // Two of three selected: the first enabled selection's type wins (document 001 §4).
    const twoOfThree = [...selection(true, true), { name: 'x', description: 'x', checked: false, disabled: false, cookiesType: 'MARKETING' as const }];
    expect(agreeTypeOf(twoOfThree)).toBe('FUNCTIONALITY');
  });

  it.each(consentFlagCases)('%s → %o', (type, expected) => {
    expect(consentFlags(type)).toEqual(expected);
    expect(hasMarketingConsent(type)).toBe(expected.ads);
  });

  it.each(analyticsDelayCases)('registration page %s → analytics after %i ms', (isRegistrationPage, expected) => {
    expect(analyticsStartDelayMs(isRegistrationPage)).toBe(expected);
  });

  it('counts a site without the consent banner as ALL', () => {
    expect(effectiveAgreeType({ isCookieConsentEnabled: false, stored: null })).toBe('ALL');
    expect(effectiveAgreeType({ isCookieConsentEnabled: true, stored: null })).toBeNull();
    expect(effectiveAgreeType({ isCookieConsentEnabled: true, stored: 'MARKETING' })).toBe('MARKETING');
  });

  it('checks the purposes of a stored type, never unchecking necessary', () => {
    const options = optionsForType(defaultConsentOptions(), 'DISABLE');
    expect(options.map((option) => option.checked)).toEqual([true, false, false]);
    expect(optionsForType(defaultConsentOptions(), 'ALL').map((option) => option.checked)).toEqual([true, true, true]);
  });
});
