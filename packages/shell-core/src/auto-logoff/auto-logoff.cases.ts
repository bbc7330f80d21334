/** autoLogoffInactiveMinutes → ms (document 000 §9 "autoLogoffInactiveMinutes x 60,000 ms"). */
export const autoLogoffTimeoutCases: Array<[number, number]> = [
  [1, 60_000],
  [15, 900_000],
  [20, 1_200_000],
  [60, 3_600_000],
];

/** When auto logoff is armed. */
export const autoLogoffArmedCases: Array<[boolean, boolean, boolean, boolean]> = [
  // isAutoLogoffEnable, isAuthorized, isSearchBot, armed
  [true, true, false, true],
  [false, true, false, false],
  [true, false, false, false],
  [true, true, true, false],
];

/** lastActiveAtMs, nowMs, timeoutMs → remaining ms. */
export const autoLogoffRemainingCases: Array<[number, number, number, number]> = [
  [0, 0, 1_200_000, 1_200_000],
  [0, 600_000, 1_200_000, 600_000],
  [0, 1_200_000, 1_200_000, 0],
  [0, 5_000_000, 1_200_000, 0],
];
