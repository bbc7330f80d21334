import { DOCUMENT_PREFERENCES_COOKIE, documentPreferencesCookieValue, type DocumentPreferencesCookie } from '@kickoff/contracts';

/** The document as served without the cookie: the system's theme, 16 px, no mode. */
const DEFAULT_VALUE = documentPreferencesCookieValue({ theme: null, fontSizePx: 16, isVisuallyImpaired: false, isCompact: false });

/** A year: the preference outlives the session, like the local copy the preferences keep. */
const MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Keeps how the document is drawn in a cookie the API reads when it serves a page (issue 20): the
 * next page comes in the player's theme, text size and modes before any script runs. Written only
 * when the value changes; not
 * for a visitor who keeps the defaults.
 */
export function writeDocumentPreferencesCookie(view: DocumentPreferencesCookie, doc: Document = document): void {
  const value = documentPreferencesCookieValue(view);
  const current = doc.cookie.split('; ').find((entry) => entry.startsWith(`${DOCUMENT_PREFERENCES_COOKIE}=`));
  if (current === `${DOCUMENT_PREFERENCES_COOKIE}=${value}`) return;
  // a visitor who never changed how the page is drawn gets no cookie (the served page's default)
  if (current === undefined && value === DEFAULT_VALUE) return;
  const secure = doc.location.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${DOCUMENT_PREFERENCES_COOKIE}=${value}; Path=/; Max-Age=${MAX_AGE_S}; SameSite=Lax${secure}`;
}
