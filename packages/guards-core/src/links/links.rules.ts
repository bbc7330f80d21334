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

/**
 * A site path kept in `language`: a path that already starts with a language (`/de/line`) is left as
 * it is, any other (`/information/rules/1`, from CMS content or the API) gets the prefix.
 */
export function withLanguage(language: string, path: string): string {
  return /^\/[a-z]{2}(?=[/?#]|$)/.test(path) ? path : localizedPath(language, path);
}
