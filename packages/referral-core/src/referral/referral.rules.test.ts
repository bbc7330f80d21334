import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { serializeCookie } from '@kickoff/platform';
import {
  REFERRAL_VALUE_MAX_LENGTH,
  isPostbackFlag,
  mayWriteReferralCookies,
  mergeHeld,
  planReferralCookies,
  readReferralQuery,
  remainingMaxAgeSeconds,
  sanitizeReferralValue,
} from './referral.rules';
import { postbackFlagCases, referralLifetimeCases } from './referral.cases';

describe('referral cookie lifetimes (document 001 §9)', () => {
  it.each(referralLifetimeCases)('$title', ({ query, expected }) => {
    const planned = planReferralCookies(query);
    expect(Object.fromEntries(planned.map((cookie) => [cookie.name, cookie.maxAgeSeconds]))).toEqual(expected);
    for (const cookie of planned) expect(cookie.path).toBe('/');
  });

  it('writes refererid with the ref value', () => {
    expect(planReferralCookies({ ref: '777' })).toEqual([{ name: 'refererid', value: '777', maxAgeSeconds: 5_184_000, path: '/' }]);
  });

  it('keeps the affiliate id as the partner id and the click id in the postback watcher', () => {
    const byName = new Map(planReferralCookies({ affid: 'p9', click_id: 'c1', utm_source: 'net', aip: 'a1' }).map((cookie) => [cookie.name, cookie.value]));
    expect(byName.get('partnerid')).toBe('p9');
    expect(byName.get('postback_watcher')).toBe('c1');
  });

  it.each(postbackFlagCases)('pb=%s is the postback flag: %s', (pb, expected) => {
    expect(isPostbackFlag(pb)).toBe(expected);
  });
});

describe('referral values', () => {
  it('reads only the twelve tags of the spec', () => {
    const params = new URLSearchParams('ref=1&bf=2&btag=3&tag=4&qtag=5&affid=6&bwpromocode=7&click_id=8&utm_source=9&aip=10&pb=11&subid=12&utm_medium=x&foo=y');
    expect(Object.keys(readReferralQuery(params))).toEqual(['ref', 'bf', 'btag', 'tag', 'qtag', 'affid', 'bwpromocode', 'click_id', 'utm_source', 'aip', 'pb', 'subid']);
  });

  it('drops empty and blank values', () => {
    expect(readReferralQuery(new URLSearchParams('ref=&tag=%20%20'))).toEqual({});
  });

  it(`caps values at ${REFERRAL_VALUE_MAX_LENGTH} characters and strips control characters`, () => {
    expect(sanitizeReferralValue('a'.repeat(300))).toHaveLength(255);
    expect(sanitizeReferralValue(' ab\u0000c\n ')).toBe('abc');
  });

  it('every sanitized value stays within the cap and serializes to an encoded cookie without separators', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), (raw) => {
        const value = sanitizeReferralValue(raw);
        if (value === undefined) return;
        expect(Array.from(value).length).toBeLessThanOrEqual(REFERRAL_VALUE_MAX_LENGTH);
        const assignment = serializeCookie('tag', value).split('; ')[0]!;
        expect(assignment.slice('tag='.length)).not.toMatch(/[;,\s]/);
        expect(decodeURIComponent(assignment.slice('tag='.length))).toBe(value);
      }),
    );
  });
});

describe('referral cookie properties', () => {
  const tagValue = fc.option(fc.string({ minLength: 1, maxLength: 20 }).filter((value) => value.trim() !== ''), { nil: undefined });
  const query = fc.record(
    { ref: tagValue, bf: tagValue, btag: tagValue, tag: tagValue, qtag: tagValue, affid: tagValue, bwpromocode: tagValue, click_id: tagValue, utm_source: tagValue, aip: tagValue, pb: tagValue, subid: tagValue },
    { requiredKeys: [] },
  );
  const SPEC_LIFETIMES = new Set([4, 3_600, 86_400, 30 * 86_400, 60 * 86_400]);

  it('every cookie has one of the lifetimes of document 001 §9, path /, and a unique name', () => {
    fc.assert(
      fc.property(query, (raw) => {
        const cleaned = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined));
        const planned = planReferralCookies(cleaned);
        for (const cookie of planned) {
          expect(SPEC_LIFETIMES.has(cookie.maxAgeSeconds)).toBe(true);
          expect(cookie.path).toBe('/');
        }
        expect(new Set(planned.map((cookie) => cookie.name)).size).toBe(planned.length);
      }),
    );
  });
});

describe('consent', () => {
  it.each([
    [false, false, false],
    [true, false, true],
    [false, true, true],
    [true, true, true],
  ])('marketing consent %s, isReferralWithoutConsent %s: may write %s', (hasMarketingConsent, isReferralWithoutConsent, expected) => {
    expect(mayWriteReferralCookies({ hasMarketingConsent, isReferralWithoutConsent })).toBe(expected);
  });

  it('counts held lifetimes from the click', () => {
    const held = { name: 'reflinkid', value: 't', maxAgeSeconds: 3_600, path: '/' as const, capturedAtMs: 0 };
    expect(remainingMaxAgeSeconds(held, 600_000)).toBe(3_000);
    expect(remainingMaxAgeSeconds(held, 3_600_000)).toBeUndefined();
  });

  it('keeps the newer value of a name when merging held cookies', () => {
    const older = { name: 'tag', value: 'a', maxAgeSeconds: 86_400, path: '/' as const, capturedAtMs: 0 };
    const newer = { ...older, value: 'b', capturedAtMs: 5 };
    const other = { ...older, name: 'bf' };
    expect(mergeHeld([older, other], [newer])).toEqual([newer, other]);
  });
});
