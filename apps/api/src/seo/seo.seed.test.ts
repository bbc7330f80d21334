import { completeLanguages } from '@kickoff/guards-core/languages';
import { describe, expect, it } from 'vitest';
import { GAME_TEMPLATE_PATH } from './seo.rules';
import { SEO_SEED } from './seo.seed';

const placeholders = (text: string): string[] => [...text.matchAll(/\{[a-z0-9]+\}/g)].map((match) => match[0]).sort();

describe('SEO page data per language (issue 18)', () => {
  const english = SEO_SEED['en'] ?? {};

  it('has every public page of the English data in every complete language, with a title, a description, a breadcrumb and the SEO block where English has one', () => {
    const missing: string[] = [];
    for (const code of completeLanguages()) {
      const pages = SEO_SEED[code];
      if (pages === undefined) {
        missing.push(`${code}: no SEO data`);
        continue;
      }
      for (const [path, [, , , content]] of Object.entries(english)) {
        const texts = pages[path];
        if (texts === undefined) {
          missing.push(`${code} ${path || '/'}: missing`);
          continue;
        }
        const [title, description, breadcrumb, localContent] = texts;
        if (!title.trim() || !description.trim() || !breadcrumb.trim()) missing.push(`${code} ${path || '/'}: an empty text`);
        if (content !== undefined && !localContent?.trim()) missing.push(`${code} ${path || '/'}: no SEO block`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('keeps the game template placeholders of English in every language', () => {
    const template = english[GAME_TEMPLATE_PATH];
    expect(template).toBeDefined();
    for (const [code, pages] of Object.entries(SEO_SEED)) {
      const local = pages[GAME_TEMPLATE_PATH];
      for (const index of [0, 1, 2] as const) expect(placeholders(local?.[index] ?? ''), `${code} ${index}`).toEqual(placeholders(template?.[index] ?? ''));
    }
  });

  it('writes Japanese and Greek titles in their own scripts', () => {
    expect(SEO_SEED['ja']?.['live']?.[0]).toBe('ライブベッティング — 試合中のオッズ | Kickoff');
    expect(SEO_SEED['el']?.['promotions']?.[2]).toBe('Προσφορές');
  });
});
