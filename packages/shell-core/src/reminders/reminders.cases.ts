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

export const NOW = 1_800_000_000_000;

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

const bet = (id: string, isLive: boolean, isBlocked = false) => ({ id, isBlocked, market: { id: 1, isLive } });

/** Coupon reminder record after a change of the coupon (document 000 §3 record; document 001 §4, §9: 30 s live, 5 min line, once per session). */
export const nextCouponReminderCases: Array<[string, { id: string; timeToShow: number; isShown: boolean } | undefined, ReturnType<typeof bet>[], { id: string; timeToShow: number; isShown: boolean } | undefined]> = [
  ['a live bet added: due in 30 s', undefined, [bet('a', true)], { id: 'a', timeToShow: NOW + 30_000, isShown: false }],
  ['a line bet added: due in 5 min', undefined, [bet('a', false)], { id: 'a', timeToShow: NOW + 300_000, isShown: false }],
  ['another bet added: the first one keeps its time', { id: 'a', timeToShow: NOW - 10_000, isShown: false }, [bet('a', false), bet('b', true)], { id: 'a', timeToShow: NOW - 10_000, isShown: false }],
  ['the first bet removed: the next one starts its own delay', { id: 'a', timeToShow: NOW + 5_000, isShown: false }, [bet('b', true)], { id: 'b', timeToShow: NOW + 30_000, isShown: false }],
  ['the coupon emptied: no record', { id: 'a', timeToShow: NOW + 5_000, isShown: false }, [], undefined],
  ['shown once: it stays shown for the session', { id: 'a', timeToShow: NOW - 1, isShown: true }, [bet('b', true)], { id: 'a', timeToShow: NOW - 1, isShown: true }],
  ['a blocked bet starts no reminder', undefined, [bet('a', true, true)], undefined],
  ['the first open bet after a blocked one', undefined, [bet('a', true, true), bet('b', false)], { id: 'b', timeToShow: NOW + 300_000, isShown: false }],
];
