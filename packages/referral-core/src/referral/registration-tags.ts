import type { RegistrationReferral } from '@kickoff/contracts';
import { REFERRAL_COOKIE_NAMES } from './referral.rules';

/** Which cookie fills which field of a registration's `referral` (issue 14). */
const FIELD_OF_COOKIE: ReadonlyArray<[keyof RegistrationReferral, string]> = [
  ['refererId', REFERRAL_COOKIE_NAMES.refererId],
  ['partnerId', REFERRAL_COOKIE_NAMES.partnerId],
  ['tag', REFERRAL_COOKIE_NAMES.tag],
  ['btag', REFERRAL_COOKIE_NAMES.btag],
  ['qtag', REFERRAL_COOKIE_NAMES.qtag],
  ['bf', REFERRAL_COOKIE_NAMES.bf],
  ['subid', REFERRAL_COOKIE_NAMES.subid],
  ['clickId', REFERRAL_COOKIE_NAMES.clickId],
  ['utmSource', REFERRAL_COOKIE_NAMES.utmSource],
  ['bwpromocode', REFERRAL_COOKIE_NAMES.bwpromocode],
];

/**
 * The referral and partner values a registration carries, read from the referral cookies (only
 * written with marketing consent or the site flag, so a visitor who refused is not attributed).
 * A referrer id that is not digits is dropped (the API would refuse the whole registration);
 * `undefined` when the visit carried no tag.
 */
export function registrationReferralOf(read: (name: string) => string | undefined): RegistrationReferral | undefined {
  const referral: RegistrationReferral = {};
  for (const [field, cookie] of FIELD_OF_COOKIE) {
    const value = read(cookie)?.trim().slice(0, 100);
    if (!value) continue;
    if (field === 'refererId' && !/^\d{1,15}$/.test(value)) continue;
    referral[field] = value;
  }
  return Object.keys(referral).length > 0 ? referral : undefined;
}
