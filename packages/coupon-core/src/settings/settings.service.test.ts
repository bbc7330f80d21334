import { describe, expect, it } from 'vitest';
import { createTestPlatform } from '@kickoff/platform';
import { DefaultCouponSettingsService, SETTINGS_STORAGE_KEY } from './settings.service';

describe('coupon settings service (document 000 §3 "stored locally")', () => {
  it('persists every change and reads it back', () => {
    const platform = createTestPlatform();
    const service = new DefaultCouponSettingsService(platform.localStore, platform.logger);
    expect(service.settings.changeCoefAction).toBe(2);
    service.setChangeCoefAction(0);
    service.setAmountStep('usd', 1);
    service.update({ isActiveOneClick: true });
    service.setDropOnScoreChange(true);
    const again = new DefaultCouponSettingsService(platform.localStore, platform.logger);
    expect(again.settings).toMatchObject({ changeCoefAction: 0, amountStepByCurrencyIso: { USD: 1 }, isManualAmountStep: true, isDropOnScoreChange: true, isActiveOneClick: false });
    again.setExactCoef(0);
    expect(again.settings.isDropOnScoreChange).toBe(false);
    again.setExactCoef(Number.NaN);
    expect(again.settings.exactCoef).toBe(0);
    expect(JSON.parse(platform.localStore.get(SETTINGS_STORAGE_KEY)!)).toMatchObject({ isDropOnScoreChange: false });
  });

  it('survives a broken stored value', () => {
    const platform = createTestPlatform();
    platform.localStore.set(SETTINGS_STORAGE_KEY, '{not json');
    expect(new DefaultCouponSettingsService(platform.localStore, platform.logger).settings.changeCoefAction).toBe(2);
    expect(platform.logger.messages('warn')).toContain('stored value is not JSON');
  });

  it('keeps the odds format the player chose across a reload; an unknown id changes nothing', () => {
    const platform = createTestPlatform();
    const service = new DefaultCouponSettingsService(platform.localStore, platform.logger);
    expect(service.settings.coefViewId).toBe(0);
    service.setOddsFormat(2);
    service.setOddsFormat(3);
    expect(service.settings.coefViewId).toBe(2);
    expect(new DefaultCouponSettingsService(platform.localStore, platform.logger).settings.coefViewId).toBe(2);
  });
});
