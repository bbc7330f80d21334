import { describe, expect, it } from 'vitest';
import {
  BONUS_POPUP_DELAY_MS,
  NEW_SITE_MODAL_REMEMBER_MS,
  areBonusPopupConditionsMet,
  canShowRegistrationReminder,
  nextCouponReminderRecord,
  isCouponReminderRecord,
  isRegistrationReminderActive,
  registrationReminderFirstDelayMs,
  registrationReminderIntervalMs,
  shouldShowNewSiteModal,
} from './reminders.rules';
import {
  bonusPopupConditionCases,
  nextCouponReminderCases,
  NOW,
  newSiteModalCases,
  registrationReminderActiveCases,
  registrationReminderShowCases,
  registrationReminderTimingCases,
} from './reminders.cases';

describe('reminder rules', () => {
  it('remembers the new-site modal 15768e7 ms and opens the bonus popup after 15 s (document 001 §9)', () => {
    expect(NEW_SITE_MODAL_REMEMBER_MS).toBe(157_680_000_000);
    expect(BONUS_POPUP_DELAY_MS).toBe(15_000);
  });

  it.each(registrationReminderTimingCases)('delay %i s, interval %i min → first after %i ms, then every %s ms', (delaySeconds, intervalMinutes, first, interval) => {
    expect(registrationReminderFirstDelayMs({ delaySeconds, intervalMinutes })).toBe(first);
    expect(registrationReminderIntervalMs({ delaySeconds, intervalMinutes })).toBe(interval);
  });

  it.each(registrationReminderActiveCases)('guest %s, registration %s, VIP %s, bot %s → active %s', (isGuest, isRegistrationAllowed, isVipDomain, isSearchBot, expected) => {
    expect(isRegistrationReminderActive({ isGuest, isRegistrationAllowed, isVipDomain, isSearchBot })).toBe(expected);
  });

  it.each(registrationReminderShowCases)('modal %s, auth form %s → shows %s', (isModalOpen, isAuthFormOpen, expected) => {
    expect(canShowRegistrationReminder({ isModalOpen, isAuthFormOpen })).toBe(expected);
  });

  it.each(newSiteModalCases)('new-site modal: %s', (_title, input, expected) => {
    expect(shouldShowNewSiteModal(input)).toBe(expected);
  });

  it.each(bonusPopupConditionCases)('bonus popup: %s', (_title, input, expected) => {
    expect(areBonusPopupConditionsMet(input)).toBe(expected);
  });

  it.each(nextCouponReminderCases)('coupon reminder: %s', (_title, record, bets, expected) => {
    expect(nextCouponReminderRecord(record, bets, NOW)).toEqual(expected);
  });

  it('recognises only complete coupon reminder records', () => {
    expect(isCouponReminderRecord({ id: 'a', timeToShow: 1, isShown: false })).toBe(true);
    expect(isCouponReminderRecord({ id: 7, timeToShow: 1, isShown: true })).toBe(false);
    expect(isCouponReminderRecord({ id: 'a', timeToShow: '1', isShown: false })).toBe(false);
    expect(isCouponReminderRecord(null)).toBe(false);
  });
});
