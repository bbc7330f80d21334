import type { BlockPageName } from '../routes/route-table';

/**
 * Blocking reason codes to pages (document 000 §2, document 001 §2): 4 site-updates;
 * 16 suspension; 1, 2, 3, 5, 14 block; 13 block-ua; 17 block-ie; 8 coming-soon.
 */
export const BLOCK_CODE_PAGES: Readonly<Record<number, BlockPageName>> = {
  4: 'siteUpdates',
  16: 'suspension',
  1: 'block',
  2: 'block',
  3: 'block',
  5: 'block',
  14: 'block',
  13: 'blockUa',
  17: 'blockIe',
  8: 'comingSoon',
};

/** The block page route name of a reason code, or null when the code blocks nothing. */
export function blockPageForCode(code: number | null | undefined): BlockPageName | null {
  if (code === null || code === undefined) return null;
  return Object.hasOwn(BLOCK_CODE_PAGES, code) ? (BLOCK_CODE_PAGES[code] ?? null) : null;
}
