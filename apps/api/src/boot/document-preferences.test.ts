import { describe, expect, it } from 'vitest';
import { withDocumentPreferences } from './document-preferences';

const PAGE = '<!doctype html>\n<html lang="en" dir="ltr">\n  <head></head>\n  <body><div id="root"></div></body>\n</html>';

describe('a served page in the player\'s document preferences (issue 20)', () => {
  it('puts the cookie\'s theme, text size and modes on <html>', () => {
    expect(withDocumentPreferences(PAGE, 'a=1; kickoff_doc=light.18.1.1; b=2')).toContain(
      '<html lang="en" dir="ltr" data-theme="light" style="--app-font-size: 18px;" data-visually-impaired="" data-compact="">',
    );
    expect(withDocumentPreferences(PAGE, 'kickoff_doc=dark.16.0.0')).toContain('<html lang="en" dir="ltr" data-theme="dark">');
  });

  it('leaves the page as it is without the cookie, with the defaults, or with a forged value', () => {
    for (const cookie of [undefined, '', 'other=1', 'kickoff_doc=system.16.0.0', 'kickoff_doc=dark"><script>.16.0.0', 'kickoff_doc=dark.72.0.0']) {
      expect(withDocumentPreferences(PAGE, cookie)).toBe(PAGE);
    }
  });
});
