import { FALLBACK_LANGUAGE } from '@kickoff/contracts';

/**
 * The language of every in-app link: the shown page's language, else the site's current one, else
 * the fallback `en` (document 000 §2: every path carries the language prefix; document 001 §5).
 */
export function linkLanguage(pageLanguage: string | null | undefined, siteLanguage?: string | null): string {
  return pageLanguage || siteLanguage || FALLBACK_LANGUAGE;
}

/**
 * A path of the app, written without its language (`/line/football?x=1#top`, `line`, `''` for
 * home), in `language`: `/de/line/football?x=1#top`. Query and hash are kept as written.
 */
export function localizedPath(language: string, path: string): string {
  const cut = path.search(/[?#]/);
  const pathname = cut < 0 ? path : path.slice(0, cut);
  const rest = cut < 0 ? '' : path.slice(cut);
  const trimmed = pathname.replace(/^\/+|\/+$/g, '');
  return `/${language}${trimmed ? `/${trimmed}` : ''}${rest}`;
}
