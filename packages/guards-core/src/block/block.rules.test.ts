import { describe, expect, it } from 'vitest';
import { matchRoute } from '../routes/route-matcher.rules';
import { routeByName } from '../routes/route-table';
import { blockCodeCases } from './block.cases';
import { blockPageForCode } from './block.rules';

const PATHS: Record<string, string> = { siteUpdates: 'site-updates', suspension: 'suspension', block: 'block', blockUa: 'block-ua', blockIe: 'block-ie', comingSoon: 'coming-soon' };

describe('block reason codes (document 000 §2)', () => {
  it.each(blockCodeCases)('code $code -> $page', ({ code, page }) => {
    expect(blockPageForCode(code)).toBe(page);
    if (page !== null) {
      expect(routeByName(page).path).toBe(PATHS[page]);
      expect(matchRoute(`/en/${PATHS[page]}`).route.name).toBe(page);
    }
  });
});
