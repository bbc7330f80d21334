import { DOCUMENT_PREFERENCES_COOKIE, parseDocumentPreferencesCookie } from '@kickoff/contracts';

/**
 * A served page drawn the player's way before any script runs (issue 20): the document
 * preferences cookie the web app writes where it applies them (theme, text size, modes; document
 * 001 §3 "Global preferences") become the attributes the app itself puts on `<html>`, which the
 * stylesheet reads: no flash of the default theme until the app starts. `<html>` is outside
 * `#root`, so the hydration compares nothing of it; a page's cached HTML is the same for everyone
 * and this is applied per request.
 */
export function documentPreferencesOfCookieHeader(cookieHeader: string | undefined): string {
  if (!cookieHeader) return '';
  const prefix = `${DOCUMENT_PREFERENCES_COOKIE}=`;
  const entry = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  const view = parseDocumentPreferencesCookie(entry?.slice(prefix.length));
  if (!view) return '';
  // the values are the parser's own (a theme name, a whole number of pixels): nothing to escape
  return [
    view.theme ? ` data-theme="${view.theme}"` : '',
    view.fontSizePx !== 16 ? ` style="--app-font-size: ${view.fontSizePx}px;"` : '',
    view.isVisuallyImpaired ? ' data-visually-impaired=""' : '',
    view.isCompact ? ' data-compact=""' : '',
  ].join('');
}

/** The page with the cookie's document preferences on its `<html>` element (the page as it is without them). */
export function withDocumentPreferences(html: string, cookieHeader: string | undefined): string {
  const attributes = documentPreferencesOfCookieHeader(cookieHeader);
  if (!attributes) return html;
  const open = /<html\b[^>]*/i.exec(html);
  if (!open) return html;
  const at = open.index + open[0].length;
  return html.slice(0, at) + attributes + html.slice(at);
}
