
/** Storage key of the language the visitor chose last. */
export const STORED_LANGUAGE_KEY = 'language';
const LANGUAGE_SEGMENT = /^[a-z]{2}$/;

/** The language prefix of a path (exactly two lowercase letters, document 000 §2), if any. */
export function languageOf(pathname: string): string | null {
  const first = pathname.split('/')[1] ?? '';
  return LANGUAGE_SEGMENT.test(first) ? first : null;
}

/** The prefix for a URL without one: the stored language when offered, else the default, else en. */
export function preferredLanguage(stored: string | null, available: readonly string[], defaultLanguage: string): string {
  if (stored && available.includes(stored)) return stored;
  if (available.includes(defaultLanguage)) return defaultLanguage;
  return 'en';
}

