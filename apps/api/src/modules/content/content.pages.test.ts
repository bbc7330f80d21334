import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSeedPages, SEED_PAGES, SEED_REDIRECTS } from './content.pages';

describe('CMS texts are data files', () => {
  it('loads every page with English and Russian texts, each path once', () => {
    expect(SEED_PAGES.length).toBeGreaterThanOrEqual(100);
    expect(new Set(SEED_PAGES.map((page) => page.path)).size).toBe(SEED_PAGES.length);
    const about = SEED_PAGES.find((page) => page.path === 'information/about');
    expect(about?.texts['en']?.title).toBe('About us');
    expect(about?.texts['ru']?.title).toBe('О компании');
    expect(about?.texts['de']?.title).toBe('Über uns');
    expect(SEED_REDIRECTS).toContainEqual({ from: '/registration-old', to: '/registration', code: 301 });
  });

  it('refuses a page without its Russian text, and a path given twice', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kickoff-pages-'));
    try {
      const en = { title: 'T', body: '<p>b</p>' };
      writeFileSync(join(dir, 'a.json'), JSON.stringify([{ path: 'x', texts: { en } }]));
      expect(() => loadSeedPages(dir)).toThrow(/a\.json/);
      writeFileSync(join(dir, 'a.json'), JSON.stringify([{ path: 'x', texts: { en, ru: en } }]));
      writeFileSync(join(dir, 'b.json'), JSON.stringify([{ path: 'x', texts: { en, ru: en } }]));
      expect(() => loadSeedPages(dir)).toThrow(/given twice/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  it('the contacts page offers only what the product has: no live chat, the office support form in every language it is written in', () => {
    const contacts = SEED_PAGES.find((page) => page.path === 'information/contacts');
    expect(contacts).toBeDefined();
    for (const [language, text] of Object.entries(contacts?.texts ?? {})) {
      expect(text.body).not.toMatch(/chat|чат/i);
      expect(text.body).toContain(`href="/${language}/office/support"`);
    }
  });
});
