/** Ban rule cases (document 001 §4 "Ban", §9 ban levels 45 and 53). */
export const banCases: ReadonlyArray<{ name: string; route: string; banLevel: number; banVersion: number; expected: 'allow' | 'block-page' | 'home' }> = [
  { name: 'not banned, ordinary route', route: 'account', banLevel: 0, banVersion: 0, expected: 'allow' },
  { name: 'not banned, ban-only route', route: 'blockAppealHistory', banLevel: 0, banVersion: 0, expected: 'home' },
  { name: 'banned, ban-only route', route: 'blockAppealHistory', banLevel: 10, banVersion: 0, expected: 'allow' },
  { name: 'banned, permitted route (information)', route: 'informationAbout', banLevel: 10, banVersion: 0, expected: 'allow' },
  { name: 'banned, ordinary route', route: 'betting', banLevel: 10, banVersion: 0, expected: 'block-page' },
  { name: 'banned 45, withdrawal', route: 'withdrawal', banLevel: 45, banVersion: 0, expected: 'allow' },
  { name: 'banned 53 version 1, withdrawal', route: 'withdrawal', banLevel: 53, banVersion: 1, expected: 'allow' },
  { name: 'banned 53 version 2, withdrawal', route: 'withdrawal', banLevel: 53, banVersion: 2, expected: 'block-page' },
  { name: 'banned 53 version 0, withdrawal', route: 'withdrawal', banLevel: 53, banVersion: 0, expected: 'block-page' },
  { name: 'banned 44, withdrawal', route: 'withdrawal', banLevel: 44, banVersion: 1, expected: 'block-page' },
  { name: 'banned 45, account', route: 'account', banLevel: 45, banVersion: 0, expected: 'block-page' },
];
