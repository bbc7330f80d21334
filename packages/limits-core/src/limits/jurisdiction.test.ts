import { describe, expect, it } from 'vitest';
import { availableLimitTable } from './limit-catalog';
import { isAllowedLimitValue } from './limit-enforcement.rules';
import { coolingOffSecondsOf, DEFAULT_JURISDICTION, increaseCoolingOffSeconds, isJurisdictionCode, JURISDICTION_CODES, JURISDICTION_PACKS, jurisdictionPack } from './jurisdiction';

describe('jurisdiction packs', () => {
  it('ships the default pack of document 001 and the UK, Sweden and Germany packs', () => {
    expect(JURISDICTION_CODES).toEqual(['default', 'uk', 'se', 'de']);
    expect(JURISDICTION_CODES.map((code) => JURISDICTION_PACKS[code].code)).toEqual(['default', 'uk', 'se', 'de']);
  });

  it.each([
    ['default', 86_400],
    ['uk', 86_400],
    ['se', 259_200],
    ['de', 604_800],
  ])('%s: a looser limit cools off %i s; a stricter one applies at once', (code, seconds) => {
    const pack = jurisdictionPack(code);
    expect(increaseCoolingOffSeconds(pack)).toBe(seconds);
    expect(pack.decreaseCoolingOffSeconds).toBe(0);
  });

  it('the default pack takes the site window (limitApprovalWindowSeconds); the named packs keep theirs', () => {
    expect(coolingOffSecondsOf({ limitApprovalWindowSeconds: 3_600 })).toBe(3_600);
    expect(coolingOffSecondsOf({ jurisdiction: 'default', limitApprovalWindowSeconds: 3_600 })).toBe(3_600);
    expect(coolingOffSecondsOf({ jurisdiction: 'se', limitApprovalWindowSeconds: 3_600 })).toBe(259_200);
    expect(coolingOffSecondsOf(null)).toBe(86_400);
  });

  it('an absent or unknown name is the default pack', () => {
    expect(jurisdictionPack(undefined)).toBe(DEFAULT_JURISDICTION);
    expect(jurisdictionPack('atlantis')).toBe(DEFAULT_JURISDICTION);
    expect(isJurisdictionCode('UK')).toBe(false);
    expect(isJurisdictionCode('uk')).toBe(true);
  });

  it('Germany tells the player about the cross-operator limit; the default pack shows no notice', () => {
    expect(JURISDICTION_PACKS.de.noticeKey).toBe('responsible_gaming_notice_de');
    expect(DEFAULT_JURISDICTION.noticeKey).toBeNull();
  });

  it('the available table has one self-exclusion list, by the pack year length', () => {
    expect(availableLimitTable(DEFAULT_JURISDICTION).find((entry) => entry.type === 30)?.availableValues).toEqual([1, 7, 30, 90, 180, 365, 730, 1095, 1825, 3650]);
    expect(availableLimitTable({ ...DEFAULT_JURISDICTION, selfExclusionYearLengthDays: 360 }).find((entry) => entry.type === 30)?.availableValues).toEqual([1, 7, 30, 90, 180, 360, 720, 1080, 1800, 3650]);
    expect(isAllowedLimitValue(30, 360, 365)).toBe(false);
    expect(isAllowedLimitValue(30, 365, 365)).toBe(true);
    expect(isAllowedLimitValue(30, 720, 360)).toBe(true);
  });

  it('the table lists only the types the pack enables', () => {
    expect(availableLimitTable({ limitTypes: [20, 33], selfExclusionYearLengthDays: 365 }).map((entry) => entry.type)).toEqual([20, 33]);
  });
});
