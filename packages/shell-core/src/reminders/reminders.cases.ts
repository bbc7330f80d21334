import type { BonusPopupConditions } from './reminders.rules';

/** delaySeconds / intervalMinutes from config → first delay and interval in ms (document 001 §3, §9). */
export const registrationReminderTimingCases: Array<[number, number, number, number | undefined]> = [
  [30, 10, 30_000, 600_000],
  [0, 5, 0, 300_000],
  [120, 0, 120_000, undefined],
];

/** Guest, registration allowed, VIP domain, search bot → reminder active. */
export const registrationReminderActiveCases: Array<[boolean, boolean, boolean, boolean, boolean]> = [
  [true, true, false, false, true],
  [false, true, false, false, false],
  [true, false, false, false, false],
  [true, true, true, false, false],
  [true, true, false, true, false],
];

/** Modal open, auth form open → a due reminder shows (document 001 §5). */
export const registrationReminderShowCases: Array<[boolean, boolean, boolean]> = [
  [false, false, true],
  [true, false, false],
  [false, true, false],
];

const NOW = 1_800_000_000_000;

/** The new-site modal: guests only, remembered 15768e7 ms (document 001 §9). */
export const newSiteModalCases: Array<[string, { isGuest: boolean; isSearchBot: boolean; shownAtMs: number | undefined; nowMs: number }, boolean]> = [
  ['a guest who never saw it', { isGuest: true, isSearchBot: false, shownAtMs: undefined, nowMs: NOW }, true],
  ['a signed-in user', { isGuest: false, isSearchBot: false, shownAtMs: undefined, nowMs: NOW }, false],
  ['a search bot', { isGuest: true, isSearchBot: true, shownAtMs: undefined, nowMs: NOW }, false],
  ['seen 1 ms less than 15768e7 ms ago', { isGuest: true, isSearchBot: false, shownAtMs: NOW - 15768e7 + 1, nowMs: NOW }, false],
  ['seen 15768e7 ms ago', { isGuest: true, isSearchBot: false, shownAtMs: NOW - 15768e7, nowMs: NOW }, true],
];

const met: BonusPopupConditions = {
  isAuthorized: true,
  hasBonus1st: true,
  hasDeposit: false,
  hasBonusPopupInformation: true,
  isSearchBot: false,
  isShownInSession: false,
};

/** The first-deposit bonus popup's conditions. */
export const bonusPopupConditionCases: Array<[string, BonusPopupConditions, boolean]> = [
  ['all met', met, true],
  ['a guest', { ...met, isAuthorized: false }, false],
  ['the site has no first-deposit bonus', { ...met, hasBonus1st: false }, false],
  ['the user already deposited', { ...met, hasDeposit: true }, false],
  ['no popup information', { ...met, hasBonusPopupInformation: false }, false],
  ['a search bot', { ...met, isSearchBot: true }, false],
  ['already shown in this session', { ...met, isShownInSession: true }, false],
];

/** Coupon reminder record, notified id → delay (document 000 §3 record, document 001 §9 30 s live / 5 min line). */
export const couponReminderDelayCases: Array<[string, { id: string; timeToShow: number; isShown: boolean }, string | undefined, number, number | undefined]> = [
  ['a live bet added now: 30 s', { id: 'c1', timeToShow: NOW + 30_000, isShown: false }, undefined, NOW, 30_000],
  ['a line bet added now: 5 min', { id: 'c1', timeToShow: NOW + 300_000, isShown: false }, undefined, NOW, 300_000],
  ['past due: at once', { id: 'c1', timeToShow: NOW - 1, isShown: false }, undefined, NOW, 0],
  ['flipped by the coupon at this very moment: now', { id: 'c1', timeToShow: NOW, isShown: true }, undefined, NOW, 0],
  ['shown on an earlier page: never', { id: 'c1', timeToShow: NOW - 1, isShown: true }, undefined, NOW, undefined],
  ['already notified: never', { id: 'c1', timeToShow: NOW + 30_000, isShown: false }, 'c1', NOW, undefined],
  ['notified about another record: this one is due', { id: 'c2', timeToShow: NOW + 30_000, isShown: false }, 'c1', NOW, 30_000],
];
