import type { CookiesAgreeType } from '@kickoff/contracts';

/** Selected purposes (functionality, marketing) → consent type (document 001 §4). */
export const agreeTypeCases: Array<[boolean, boolean, CookiesAgreeType]> = [
  [true, true, 'ALL'],
  [true, false, 'FUNCTIONALITY'],
  [false, true, 'MARKETING'],
  [false, false, 'DISABLE'],
];

/** Consent type → updater flags (decision: analytics = functionality, ads = marketing). */
export const consentFlagCases: Array<[CookiesAgreeType | null, { analytics: boolean; ads: boolean }]> = [
  ['ALL', { analytics: true, ads: true }],
  ['FUNCTIONALITY', { analytics: true, ads: false }],
  ['MARKETING', { analytics: false, ads: true }],
  ['DISABLE', { analytics: false, ads: false }],
  [null, { analytics: false, ads: false }],
];

/** Registration page → analytics start delay (document 001 §9 "10,000 ms (0 on registration pages)"). */
export const analyticsDelayCases: Array<[boolean, number]> = [
  [false, 10_000],
  [true, 0],
];
