import { describe, expect, it } from 'vitest';
import { languageOfPath, specLanguageCode } from './languages';

describe('languages of the web app', () => {
  it('reads the language of a page path: a first segment of exactly two lowercase letters (document 000 §2)', () => {
    expect(languageOfPath('/ar/line/all')).toBe('ar');
    expect(languageOfPath('/pl')).toBe('pl');
    expect(languageOfPath('/')).toBeUndefined();
    expect(languageOfPath('/line/all')).toBeUndefined();
    expect(languageOfPath('/AR/line')).toBeUndefined();
    expect(languageOfPath('/ara/line')).toBeUndefined();
  });

  it('names Kazakh and Ukrainian by the spec codes (document 000 §9)', () => {
    expect(specLanguageCode('kk')).toBe('kz');
    expect(specLanguageCode('uk')).toBe('ua');
    expect(specLanguageCode('de')).toBe('de');
  });
});
