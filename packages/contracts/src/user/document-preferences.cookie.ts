/**
 * The cookie that carries how the document is drawn (issue 20): the player's theme, text size and
 * modes (document 001 §3 "Global preferences"), written by the web app where it applies them and
 * read by the API when it serves a page, so a served page comes in the player's theme at once
 * instead of the default one until the app starts. Nothing personal: four display settings.
 *
 * Value: `<theme>.<font px>.<visually impaired 0|1>.<compact 0|1>`, theme `light`, `dark` or
 * `system` (the system's, by `prefers-color-scheme`), e.g. `light.18.0.1`.
 */
export const DOCUMENT_PREFERENCES_COOKIE = 'kickoff_doc';

/** What the document element carries (the app's `DocumentPreferences`). */
export interface DocumentPreferencesCookie {
  theme: 'light' | 'dark' | null;
  fontSizePx: number;
  isVisuallyImpaired: boolean;
  isCompact: boolean;
}

/** The text sizes a cookie may carry (the preferences' sizes, and the visually impaired mode's). */
const FONT_SIZE_RANGE = { min: 12, max: 32 } as const;

export function documentPreferencesCookieValue(view: DocumentPreferencesCookie): string {
  return [view.theme ?? 'system', Math.round(view.fontSizePx), view.isVisuallyImpaired ? 1 : 0, view.isCompact ? 1 : 0].join('.');
}

/** The preferences a cookie value carries; null for a value of another shape (a forged or old cookie changes nothing). */
export function parseDocumentPreferencesCookie(value: string | undefined | null): DocumentPreferencesCookie | null {
  const match = /^(light|dark|system)\.(\d{2})\.([01])\.([01])$/.exec(value ?? '');
  if (!match) return null;
  const fontSizePx = Number(match[2]);
  if (fontSizePx < FONT_SIZE_RANGE.min || fontSizePx > FONT_SIZE_RANGE.max) return null;
  return {
    theme: match[1] === 'system' ? null : (match[1] as 'light' | 'dark'),
    fontSizePx,
    isVisuallyImpaired: match[3] === '1',
    isCompact: match[4] === '1',
  };
}
