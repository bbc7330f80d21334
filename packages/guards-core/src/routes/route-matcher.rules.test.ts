import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { routeMatchCases } from './route-matcher.cases';
import { buildPath, compileRoutePattern, fillPattern, matchRoute, splitUrl } from './route-matcher.rules';
import { BLOCK_PAGE_NAMES, ROUTES, routeByName } from './route-table';

describe('route table (document 000 §2, document 001 §2)', () => {
  it('has unique names and ends with the catch-all', () => {
    const names = ROUTES.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    expect(ROUTES.at(-1)!.name).toBe('notFound');
  });

  it('marks every office route auth-required', () => {
    const office = ROUTES.filter((route) => route.path === 'office' || route.path.startsWith('office/'));
    expect(office.length).toBeGreaterThan(20);
    expect(office.every((route) => route.authRequired && route.area === 'office')).toBe(true);
  });

  it('puts the spec layouts on their pages', () => {
    expect(BLOCK_PAGE_NAMES.map((name) => routeByName(name).layout)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty', 'empty']);
    expect(routeByName('maintenance').layout).toBe('maintenance');
    expect(routeByName('blockAppealHistory').layout).toBe('blocked');
    expect(routeByName('landingPage').layout).toBe('headless');
    expect(routeByName('bingo').layout).toBe('casino');
  });

  it('every route has the main dictionary', () => {
    expect(ROUTES.every((route) => route.dictionaryIds[0] === 'main')).toBe(true);
    expect(routeByName('account').dictionaryIds).toEqual(['main', 'office']);
  });
});

describe('matchRoute', () => {
  it.each(routeMatchCases)('$url -> $name', ({ url, name, params, language, layout }) => {
    const match = matchRoute(url);
    expect(match.route.name).toBe(name);
    if (params) expect(match.params).toEqual(params);
    if (language !== undefined) expect(match.language).toBe(language);
    if (layout) expect(match.route.layout).toBe(layout);
  });

  it('splits the query and the hash', () => {
    const match = matchRoute('/en/slots/popular?platform_type=mobile&ref=7#list');
    expect(match.query).toEqual({ platform_type: 'mobile', ref: '7' });
    expect(match.hash).toBe('list');
    expect(splitUrl('live?x=a%20b').query).toEqual({ x: 'a b' });
  });

  it('the language prefix is optional: a path matches the same route with or without it', () => {
    const paths = routeMatchCases.map((entry) => entry.url).filter((url) => url.startsWith('/en/'));
    fc.assert(
      fc.property(fc.constantFrom(...paths), fc.constantFrom('en', 'ru', 'kk', 'tr'), (url, language) => {
        const rest = url.slice(3);
        return matchRoute(`/${language}${rest}`).route.name === matchRoute(rest).route.name;
      }),
    );
  });

  it('never throws and always answers a route', () => {
    fc.assert(fc.property(fc.string(), (url) => typeof matchRoute(url).route.name === 'string'));
  });

  it('fills patterns and builds paths back', () => {
    expect(fillPattern('bonus-offer/:id/:section?', { id: '5' })).toBe('bonus-offer/5');
    expect(fillPattern('landing-:name', { name: 'x y' })).toBe('landing-x%20y');
    expect(() => fillPattern('bonus/:id', {})).toThrow('missing route param id');
    expect(buildPath('de', '', { modal: 'forgotpassword' })).toBe('/de?modal=forgotpassword');
    expect(compileRoutePattern('print-coupon/:couponId(\\d+)').regex.test('/print-coupon/12')).toBe(true);
  });

  it('round-trips every parametrised case through fillPattern', () => {
    for (const entry of routeMatchCases) {
      const match = matchRoute(entry.url);
      if (match.route.name === 'notFound' || match.language === null) continue;
      const rebuilt = buildPath(match.language, fillPattern(match.route.path, match.params));
      expect(matchRoute(rebuilt).route.name).toBe(match.route.name);
    }
  });
});
