/** Blocking reason codes to pages (document 000 §2, document 001 §2). */
export const blockCodeCases: ReadonlyArray<{ code: number | null; page: string | null }> = [
  { code: 4, page: 'siteUpdates' },
  { code: 16, page: 'suspension' },
  { code: 1, page: 'block' },
  { code: 2, page: 'block' },
  { code: 3, page: 'block' },
  { code: 5, page: 'block' },
  { code: 14, page: 'block' },
  { code: 13, page: 'blockUa' },
  { code: 17, page: 'blockIe' },
  { code: 8, page: 'comingSoon' },
  { code: 0, page: null },
  { code: 6, page: null },
  { code: null, page: null },
];
