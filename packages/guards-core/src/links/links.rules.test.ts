import { describe, expect, it } from 'vitest';
import { linkLanguage, localizedPath, withLanguage } from './links.rules';

describe('localized links (document 000 §2: the language prefix of every path)', () => {
  it.each([
    ['de', '', '/de'],
    ['de', '/', '/de'],
    ['de', '/line/football', '/de/line/football'],
    ['de', 'line/football/', '/de/line/football'],
    ['tr', '/office/history?page=2', '/tr/office/history?page=2'],
    ['uk', '/information/rules/1#chapter', '/uk/information/rules/1#chapter'],
    ['kk', '?modal=forgotpassword', '/kk?modal=forgotpassword'],
  ])('%s + %s → %s', (language, path, expected) => {
    expect(localizedPath(language, path)).toBe(expected);
  });

  it('takes the page language, then the site language, then en', () => {
    expect(linkLanguage('de', 'ru')).toBe('de');
    expect(linkLanguage(null, 'ru')).toBe('ru');
    expect(linkLanguage(undefined, null)).toBe('en');
  });

  it.each([
    ['/information/rules/1', '/de/information/rules/1'],
    ['/de/line', '/de/line'],
    ['/en?modal=x', '/en?modal=x'],
    ['/results', '/de/results'],
  ])('keeps %s in the page language: %s', (path, expected) => {
    expect(withLanguage('de', path)).toBe(expected);
  });
});
