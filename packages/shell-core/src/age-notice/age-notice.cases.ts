/** confirmedAtMs, nowMs, perSession → confirmed (document 000 §9 "Age confirmation lifetime 259,200,000 ms (3 days)"). */
export const ageConfirmedCases: Array<[string, number | undefined, number, boolean, boolean]> = [
  ['never confirmed', undefined, 0, false, false],
  ['confirmed just now', 1_000, 1_000, false, true],
  ['one ms before 3 days', 0, 259_199_999, false, true],
  ['at 3 days it expires', 0, 259_200_000, false, false],
  ['per session: any stored confirmation holds', 0, 900_000_000, true, true],
  ['per session, never confirmed', undefined, 0, true, false],
];
