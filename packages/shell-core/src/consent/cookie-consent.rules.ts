import type { ConsentUpdate, CookiesAgreeType } from '@kickoff/contracts';

/** Analytics start 10,000 ms after consent (document 001 §9) ... */
export const ANALYTICS_START_DELAY_MS = 10_000;
/** ... and at once (0 ms) on registration pages. */
export const ANALYTICS_START_DELAY_REGISTRATION_MS = 0;
/** Local store key of the stored consent `{ type, agreedAtMs }`. */
export const COOKIE_CONSENT_KEY = 'shell.cookiesAgree';

/** A purpose of the consent form (document 001 §3 "options with name, description, checked, disabled, cookiesType"). */
export interface CookieConsentOption {
  /** Dictionary key of the purpose's name; also its identity. */
  name: string;
  /** Dictionary key of the description. */
  description: string;
  checked: boolean;
  disabled: boolean;
  /** The consent type this purpose stands for; `null` for 'necessary', which is always on. */
  cookiesType: Exclude<CookiesAgreeType, 'ALL' | 'DISABLE'> | null;
}

/** The purposes, in the order of the customize view: 'necessary' first, checked and disabled. */
export function defaultConsentOptions(): CookieConsentOption[] {
  return [
    { name: 'cookies_necessary', description: 'cookies_necessary_description', checked: true, disabled: true, cookiesType: null },
    { name: 'cookies_functionality', description: 'cookies_functionality_description', checked: false, disabled: false, cookiesType: 'FUNCTIONALITY' },
    { name: 'cookies_marketing', description: 'cookies_marketing_description', checked: false, disabled: false, cookiesType: 'MARKETING' },
  ];
}

/**
 * The consent type of a selection (document 001 §4): every purpose selected gives ALL; otherwise
 * the first selected purpose's type; otherwise DISABLE. 'necessary' does not count.
 */
export function agreeTypeOf(options: readonly CookieConsentOption[]): CookiesAgreeType {
  const selectable = options.filter((option) => option.cookiesType !== null);
  const selected = selectable.filter((option) => option.checked);
  if (selectable.length > 0 && selected.length === selectable.length) return 'ALL';
  return selected[0]?.cookiesType ?? 'DISABLE';
}

/**
 * The consent updater flags of a type (document 001 §4 "with analytics and ads flags"). Decision:
 * analytics follows the functionality purpose and ads the marketing purpose.
 */
export function consentFlags(type: CookiesAgreeType | null): ConsentUpdate {
  return {
    analytics: type === 'ALL' || type === 'FUNCTIONALITY',
    ads: type === 'ALL' || type === 'MARKETING',
  };
}

/** Marketing consent (referral cookies wait for it): types MARKETING and ALL. */
export function hasMarketingConsent(type: CookiesAgreeType | null): boolean {
  return consentFlags(type).ads;
}

/** The analytics start delay (document 001 §9): 10,000 ms, 0 on registration pages. */
export function analyticsStartDelayMs(isRegistrationPage: boolean): number {
  return isRegistrationPage ? ANALYTICS_START_DELAY_REGISTRATION_MS : ANALYTICS_START_DELAY_MS;
}

/**
 * The consent in force: a site without the consent banner (`isCookieConsentEnabled` off) counts as
 * ALL, since nothing is asked there; otherwise the stored choice, or none yet.
 */
export function effectiveAgreeType(input: { isCookieConsentEnabled: boolean; stored: CookiesAgreeType | null }): CookiesAgreeType | null {
  return input.isCookieConsentEnabled ? input.stored : 'ALL';
}

/** Options checked as a stored type says, for the customize view of someone who chose before. */
export function optionsForType(options: readonly CookieConsentOption[], type: CookiesAgreeType | null): CookieConsentOption[] {
  return options.map((option) =>
    option.cookiesType === null ? option : { ...option, checked: type === 'ALL' || type === option.cookiesType },
  );
}
