import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { API_ROOT } from '../../paths';

/**
 * The demo CMS: content pages served as remote views for the sections the web app has no page of
 * its own for (document 000 §1-§2: information, toto, lotto, blog, news, points, promo, results,
 * cyber and the others). English and Russian for every page, German for the most visited ones;
 * a page missing in a language is served in English.
 *
 * The texts are data, not code: `pages/<area>.json` (one file per area of guards-core's route
 * table) and `redirects.json`, read at seed time from the API package folder, so the same files
 * serve the sources (tests, `tsx`) and the bundled `dist/main.js`.
 */
export const CONTENT_DATA_DIR = resolve(API_ROOT, 'src/modules/content');

const PageText = z.object({ title: z.string().min(1), body: z.string().min(1) });

/** One CMS page: its path without the language prefix, and its title and HTML body per language (en and ru required). */
export const SeedPage = z.object({
  path: z.string().regex(/^[a-z0-9-]+(\/[a-z0-9_-]+)*$/),
  texts: z
    .record(z.string().regex(/^[a-z]{2}$/), PageText)
    .refine((texts) => texts['en'] !== undefined && texts['ru'] !== undefined, { message: 'every page has English and Russian texts' }),
});
export type SeedPage = z.infer<typeof SeedPage>;

/** A redirect rule the redirect-light call answers (document 001 §3 "redirect rule"), without the language prefix. */
export const SeedRedirect = z.object({ from: z.string().startsWith('/'), to: z.string().startsWith('/'), code: z.union([z.literal(301), z.literal(302)]) });
export type SeedRedirect = z.infer<typeof SeedRedirect>;

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8')) as unknown;
}

/** Reads and checks every page of `dir` (files in name order); a malformed file or a path given twice throws. */
export function loadSeedPages(dir: string = join(CONTENT_DATA_DIR, 'pages')): SeedPage[] {
  const pages: SeedPage[] = [];
  for (const name of readdirSync(dir).filter((file) => file.endsWith('.json')).sort()) {
    const parsed = z.array(SeedPage).safeParse(readJson(join(dir, name)));
    if (!parsed.success) throw new Error(`content page file ${name}: ${parsed.error.message}`);
    pages.push(...parsed.data);
  }
  const paths = new Set<string>();
  for (const page of pages) {
    if (paths.has(page.path)) throw new Error(`content page ${page.path} is given twice`);
    paths.add(page.path);
  }
  return pages;
}

/** Reads and checks the redirect rules. */
export function loadSeedRedirects(file: string = join(CONTENT_DATA_DIR, 'redirects.json')): SeedRedirect[] {
  return z.array(SeedRedirect).parse(readJson(file));
}

/** The demo CMS pages (read once, at first import). */
export const SEED_PAGES: readonly SeedPage[] = loadSeedPages();
/** The demo redirect rules. */
export const SEED_REDIRECTS: readonly SeedRedirect[] = loadSeedRedirects();
