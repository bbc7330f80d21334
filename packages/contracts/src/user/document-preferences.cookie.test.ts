import { describe, expect, it } from 'vitest';
import { documentPreferencesCookieValue, parseDocumentPreferencesCookie } from './document-preferences.cookie';

describe('document preferences cookie (issue 20)', () => {
  it('writes and reads the theme, text size and modes', () => {
    const view = { theme: 'light' as const, fontSizePx: 18, isVisuallyImpaired: false, isCompact: true };
    expect(documentPreferencesCookieValue(view)).toBe('light.18.0.1');
    expect(parseDocumentPreferencesCookie('light.18.0.1')).toEqual(view);
    expect(parseDocumentPreferencesCookie(documentPreferencesCookieValue({ theme: null, fontSizePx: 20, isVisuallyImpaired: true, isCompact: false }))).toEqual({
      theme: null,
      fontSizePx: 20,
      isVisuallyImpaired: true,
      isCompact: false,
    });
  });

  it('refuses a value of another shape or an unlikely text size', () => {
    for (const value of ['', 'blue.16.0.0', 'dark.16.0', 'dark.16.2.0', 'dark.99.0.0', 'dark.08.0.0', 'dark.16.0.0"><script>', null, undefined]) {
      expect(parseDocumentPreferencesCookie(value)).toBeNull();
    }
  });
});
