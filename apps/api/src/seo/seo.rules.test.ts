import { describe, expect, it } from 'vitest';
import { alternateLinks, canonicalUrl, contentParagraphs, escapeHtml, fillTemplate, headDescription, isNoindex, pathLineage, pickRow, scriptJson, type SeoRow } from './seo.rules';

const aRow = (path: string, overrides: Partial<SeoRow> = {}): SeoRow => ({ path, title: path || 'home', description: '', breadcrumb: '', metaRobots: 'index, follow', hierarchyMetaRobots: null, metas: [], customCanonical: null, content: null, ...overrides });

describe('SEO rules (document 001 §3, §5)', () => {
  it.each([
    ['noindex, follow', true],
    ['NOINDEX', true],
    ['none', true],
    ['index, follow', false],
    ['index, nofollow', false],
    ['', false],
  ])('robots %j says noindex: %s', (robots, expected) => {
    expect(isNoindex(robots)).toBe(expected);
  });

  it('walks a path up to the home page', () => {
    expect(pathLineage('live/all/1-football')).toEqual(['live/all/1-football', 'live/all', 'live', '']);
    expect(pathLineage('')).toEqual(['']);
  });

  it('takes the page’s own row with its robots, else the nearest ancestor with its hierarchy robots', () => {
    const rows = [aRow(''), aRow('news', { metaRobots: 'index, follow', hierarchyMetaRobots: 'noindex, follow' }), aRow('live', { metaRobots: 'noindex' })];
    expect(pickRow('news', rows)).toEqual({ row: rows[1], robots: 'index, follow' });
    expect(pickRow('news/a/b', rows)).toEqual({ row: rows[1], robots: 'noindex, follow' });
    expect(pickRow('live/all', rows)).toEqual({ row: rows[2], robots: 'noindex' });
    expect(pickRow('slots', rows)).toEqual({ row: rows[0], robots: 'index, follow' });
    expect(pickRow('slots', [])).toEqual({ row: null, robots: 'index, follow' });
  });

  it('noindex disables the canonical; custom canonical modes url and mirror', () => {
    const origin = 'https://kickoff.test';
    expect(canonicalUrl(origin, '/en/live', 'index', null)).toBe('https://kickoff.test/en/live');
    expect(canonicalUrl(origin, '/en/live', 'noindex', { mode: 'url', targetUrl: '/en', domainHost: null })).toBeNull();
    expect(canonicalUrl(origin, '/en/live', 'index', { mode: 'url', targetUrl: 'https://other.test/x', domainHost: null })).toBe('https://other.test/x');
    expect(canonicalUrl(origin, '/en/live', 'index', { mode: 'mirror', targetUrl: null, domainHost: 'main.test' })).toBe('https://main.test/en/live');
    expect(alternateLinks(origin, 'live', ['en', 'de'], 'en', 'index', null).map((item) => [item.hreflang.lang, item.hreflang.href])).toEqual([
      ['en', 'https://kickoff.test/en/live'],
      ['de', 'https://kickoff.test/de/live'],
      ['x-default', 'https://kickoff.test/en/live'],
    ]);
    expect(alternateLinks(origin, '', ['de'], 'en', 'index', null).map((item) => item.urlPath)).toEqual(['/de', '/de']);
    expect(alternateLinks(origin, 'live', ['en'], 'en', 'noindex', null)).toEqual([]);
  });

  it('escapes text for HTML and JSON for a script element', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&\`</a>`)).toBe('&#60;a href=&#34;x&#34; onclick=&#39;y&#39;&#62;&#38;&#96;&#60;/a&#62;');
    const json = scriptJson({ name: '</script><script>alert(1)</script>', line: '\u2028' });
    expect(json).not.toMatch(/[<>\u2028]/);
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>', line: '\u2028' });
  });

  it('fills templates, reads a CMS head’s description, splits the SEO block into paragraphs', () => {
    expect(fillTemplate('{team1} — {team2}, {unknown}', { team1: 'A', team2: 'B' })).toBe('A — B, {unknown}');
    expect(headDescription('<meta name="description" content="Odds &amp; more &#8212; now">')).toBe('Odds & more — now');
    expect(headDescription('<link rel="x">')).toBeNull();
    expect(contentParagraphs('One.\n\n  Two.\n \n\nThree.')).toEqual(['One.', 'Two.', 'Three.']);
  });
});
