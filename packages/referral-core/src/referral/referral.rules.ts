import { REFERRAL_QUERY_TAGS, type HeldReferralCookie, type ReferralCookie, type ReferralQuery } from './referral.types';

const DAY_SECONDS = 86_400;

/** Default referral cookie life, 86,400 s (document 001 §9 "default life 86,400 s, path /"). */
export const REFERRAL_DEFAULT_MAX_AGE_SECONDS = DAY_SECONDS;
/** refererid lives 60 days (document 001 §9). */
export const REFERER_ID_MAX_AGE_SECONDS = 60 * DAY_SECONDS;
/** bf- and tag-based values: 1 day ... (document 001 §9 "1 day or 60 days"). */
export const TAG_SHORT_MAX_AGE_SECONDS = DAY_SECONDS;
/** ... or 60 days. */
export const TAG_LONG_MAX_AGE_SECONDS = 60 * DAY_SECONDS;
/** The tag-based referral link id lives 1 hour (document 001 §9). */
export const REFERRAL_LINK_ID_MAX_AGE_SECONDS = 3_600;
/** Partner id with click id, source and aip: 30 days (document 001 §9). */
export const PARTNER_ID_CLICK_MAX_AGE_SECONDS = 30 * DAY_SECONDS;
/** Partner id from an affiliate id plus a tag: 60 days (document 001 §9). */
export const PARTNER_ID_TAG_MAX_AGE_SECONDS = 60 * DAY_SECONDS;
/** Postback watcher without the pb flag: 4 s (document 001 §9). */
export const POSTBACK_WATCHER_SHORT_MAX_AGE_SECONDS = 4;
/** Postback watcher with the pb flag: 30 days (document 001 §9). */
export const POSTBACK_WATCHER_LONG_MAX_AGE_SECONDS = 30 * DAY_SECONDS;
/** subid lives 60 days (document 001 §9). */
export const SUBID_MAX_AGE_SECONDS = 60 * DAY_SECONDS;

/**
 * Longest value kept, in characters before encoding. Decision (the spec says only "length-capped"):
 * 255, well inside the 4 KB a browser allows per cookie even when every character is %-encoded.
 */
export const REFERRAL_VALUE_MAX_LENGTH = 255;

/**
 * Cookie names. The spec names only `refererid`; decision: every other tag keeps its query name,
 * and the three derived cookies are `partnerid`, `reflinkid` and `postback_watcher`.
 */
export const REFERRAL_COOKIE_NAMES = {
  refererId: 'refererid',
  bf: 'bf',
  btag: 'btag',
  tag: 'tag',
  qtag: 'qtag',
  partnerId: 'partnerid',
  referralLinkId: 'reflinkid',
  bwpromocode: 'bwpromocode',
  clickId: 'click_id',
  utmSource: 'utm_source',
  aip: 'aip',
  postbackWatcher: 'postback_watcher',
  subid: 'subid',
} as const;

/** Every cookie name this package may write, for removal on consent withdrawal. */
export const ALL_REFERRAL_COOKIE_NAMES: readonly string[] = Object.values(REFERRAL_COOKIE_NAMES);

/**
 * Cleans a raw query value: control characters removed, trimmed, capped at
 * `REFERRAL_VALUE_MAX_LENGTH`; `undefined` when nothing is left. The `CookieJar` URI-encodes the
 * result on write, so the stored cookie is always encoded.
 */
export function sanitizeReferralValue(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  // eslint-disable-next-line no-control-regex
  const cleaned = raw.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (cleaned === '') return undefined;
  return Array.from(cleaned).slice(0, REFERRAL_VALUE_MAX_LENGTH).join('');
}

/** Reads the referral tags from URL query parameters (first value of each tag wins). */
export function readReferralQuery(params: Pick<URLSearchParams, 'get'>): ReferralQuery {
  const query: ReferralQuery = {};
  for (const tag of REFERRAL_QUERY_TAGS) {
    const value = sanitizeReferralValue(params.get(tag) ?? undefined);
    if (value !== undefined) query[tag] = value;
  }
  return query;
}

/** Whether the URL carries any referral tag; a visit without one changes no cookie. */
export function hasReferralTags(query: ReferralQuery): boolean {
  return REFERRAL_QUERY_TAGS.some((tag) => query[tag] !== undefined);
}

/**
 * Lifetime of the bf- and tag-based values (document 001 §9 "1 day or 60 days"; the condition is
 * not shown). Decision: 60 days when the same link carries a referrer id (`ref`), so the value
 * lives exactly as long as the `refererid` it qualifies; 1 day for a bare campaign value.
 */
export function tagValueMaxAgeSeconds(query: ReferralQuery): number {
  return query.ref !== undefined ? TAG_LONG_MAX_AGE_SECONDS : TAG_SHORT_MAX_AGE_SECONDS;
}

/** True when the link carries click id, source and aip together (document 001 §9). */
export function hasPartnerClick(query: ReferralQuery): boolean {
  return query.click_id !== undefined && query.utm_source !== undefined && query.aip !== undefined;
}

/** The first tag-based value of the link: `tag`, else `qtag`, else `btag`. */
export function firstTag(query: ReferralQuery): string | undefined {
  return query.tag ?? query.qtag ?? query.btag;
}

/**
 * The partner id cookie (document 001 §9 "partner id 30 days when click id, source and aip exist,
 * otherwise 60 days with affiliate id plus a tag"). Decision: the value is `affid`, or `aip` (the
 * affiliate's id in the click scheme) when there is no `affid`; with neither there is no partner id.
 * An `affid` with neither the click triple nor a tag gets the default life.
 */
export function partnerIdCookie(query: ReferralQuery): ReferralCookie | undefined {
  const value = query.affid ?? (hasPartnerClick(query) ? query.aip : undefined);
  if (value === undefined) return undefined;
  const maxAgeSeconds = hasPartnerClick(query)
    ? PARTNER_ID_CLICK_MAX_AGE_SECONDS
    : firstTag(query) !== undefined
      ? PARTNER_ID_TAG_MAX_AGE_SECONDS
      : REFERRAL_DEFAULT_MAX_AGE_SECONDS;
  return cookie(REFERRAL_COOKIE_NAMES.partnerId, value, maxAgeSeconds);
}

/**
 * Whether the `pb` query value sets the postback flag. Decision: any value but `0` and `false`
 * (case-insensitive) sets it, so `?pb=1`, `?pb=true` and `?pb=yes` all do.
 */
export function isPostbackFlag(pb: string | undefined): boolean {
  if (pb === undefined) return false;
  return !['0', 'false'].includes(pb.toLowerCase());
}

/**
 * The postback watcher (document 001 §9 "4 s without the pb flag, 30 days with it"). Decision: it
 * is written when the link carries a `click_id` (a postback reports a conversion of a click) and
 * holds that click id.
 */
export function postbackWatcherCookie(query: ReferralQuery): ReferralCookie | undefined {
  if (query.click_id === undefined) return undefined;
  const maxAgeSeconds = isPostbackFlag(query.pb) ? POSTBACK_WATCHER_LONG_MAX_AGE_SECONDS : POSTBACK_WATCHER_SHORT_MAX_AGE_SECONDS;
  return cookie(REFERRAL_COOKIE_NAMES.postbackWatcher, query.click_id, maxAgeSeconds);
}

/**
 * Every cookie a referral link sets, with the lifetimes of document 001 §9, in a stable order.
 * `pb` sets no cookie of its own (it only lengthens the postback watcher) and `affid` is written as
 * the partner id.
 */
export function planReferralCookies(query: ReferralQuery): ReferralCookie[] {
  const cookies: ReferralCookie[] = [];
  const add = (name: string, value: string | undefined, maxAgeSeconds: number) => {
    if (value !== undefined) cookies.push(cookie(name, value, maxAgeSeconds));
  };
  const tagMaxAge = tagValueMaxAgeSeconds(query);
  const clickMaxAge = hasPartnerClick(query) ? PARTNER_ID_CLICK_MAX_AGE_SECONDS : REFERRAL_DEFAULT_MAX_AGE_SECONDS;

  add(REFERRAL_COOKIE_NAMES.refererId, query.ref, REFERER_ID_MAX_AGE_SECONDS);
  add(REFERRAL_COOKIE_NAMES.bf, query.bf, tagMaxAge);
  add(REFERRAL_COOKIE_NAMES.btag, query.btag, tagMaxAge);
  add(REFERRAL_COOKIE_NAMES.tag, query.tag, tagMaxAge);
  add(REFERRAL_COOKIE_NAMES.qtag, query.qtag, tagMaxAge);
  // Decision: the "tag-based referral link id" is the link's first tag value, kept for 1 hour so a
  // registration right after the click is attributed to that exact link.
  add(REFERRAL_COOKIE_NAMES.referralLinkId, query.tag ?? query.qtag, REFERRAL_LINK_ID_MAX_AGE_SECONDS);
  const partnerId = partnerIdCookie(query);
  if (partnerId) cookies.push(partnerId);
  add(REFERRAL_COOKIE_NAMES.clickId, query.click_id, clickMaxAge);
  add(REFERRAL_COOKIE_NAMES.utmSource, query.utm_source, clickMaxAge);
  add(REFERRAL_COOKIE_NAMES.aip, query.aip, clickMaxAge);
  const watcher = postbackWatcherCookie(query);
  if (watcher) cookies.push(watcher);
  add(REFERRAL_COOKIE_NAMES.subid, query.subid, SUBID_MAX_AGE_SECONDS);
  add(REFERRAL_COOKIE_NAMES.bwpromocode, query.bwpromocode, REFERRAL_DEFAULT_MAX_AGE_SECONDS);
  return cookies;
}

/**
 * Whether referral cookies may be written now (ARCHITECTURE "Referral and analytics cookies wait
 * for the matching cookie consent"): with marketing consent, or when the site flag
 * `isReferralWithoutConsent` lifts the requirement.
 */
export function mayWriteReferralCookies(input: { hasMarketingConsent: boolean; isReferralWithoutConsent: boolean }): boolean {
  return input.hasMarketingConsent || input.isReferralWithoutConsent;
}

/**
 * The remaining life of a held cookie when consent arrives: lifetimes count from the click, so a
 * 1-hour link id captured 2 hours before consent is not written at all (`undefined`).
 */
export function remainingMaxAgeSeconds(held: HeldReferralCookie, nowMs: number): number | undefined {
  const elapsedSeconds = Math.max(0, Math.floor((nowMs - held.capturedAtMs) / 1000));
  const remaining = held.maxAgeSeconds - elapsedSeconds;
  return remaining > 0 ? remaining : undefined;
}

/** Merges newly held cookies into the held list: a newer value of the same name replaces the older. */
export function mergeHeld(current: readonly HeldReferralCookie[], incoming: readonly HeldReferralCookie[]): HeldReferralCookie[] {
  const byName = new Map<string, HeldReferralCookie>();
  for (const held of [...current, ...incoming]) byName.set(held.name, held);
  return [...byName.values()];
}

/** Narrows a stored value to a held cookie list (the session store may hold anything). */
export function isHeldReferralCookieList(value: unknown): value is HeldReferralCookie[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as HeldReferralCookie).name === 'string' &&
        typeof (item as HeldReferralCookie).value === 'string' &&
        typeof (item as HeldReferralCookie).maxAgeSeconds === 'number' &&
        typeof (item as HeldReferralCookie).capturedAtMs === 'number',
    )
  );
}

function cookie(name: string, value: string, maxAgeSeconds: number): ReferralCookie {
  return { name, value, maxAgeSeconds, path: '/' };
}

