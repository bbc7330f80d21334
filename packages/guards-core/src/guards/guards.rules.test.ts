import { describe, expect, it } from 'vitest';
import { aNavigationContext } from '../testing/navigation-context.builder';
import { GUARDS } from './guard-chain';
import { guardCases, routeRedirectCases } from './guards.cases';
import { isSafeReturnUrl, resolveRouteRedirect } from './guards.rules';

describe('guards, one by one (document 001 §2 "Guard behaviour")', () => {
  it.each(guardCases)('$guard: $name', ({ guard, url, context, kind, to, status, hard, effects }) => {
    const outcome = GUARDS[guard](aNavigationContext(url, context));
    expect(outcome.kind).toBe(kind);
    if (to !== undefined) expect(outcome.kind === 'redirect' && outcome.to).toBe(to);
    if (status !== undefined) expect(outcome.kind === 'redirect' && outcome.status).toBe(status);
    if (hard !== undefined) expect(outcome.kind === 'redirect' && outcome.hard).toBe(hard);
    if (effects !== undefined) expect(outcome.effects).toEqual(effects);
  });

  it('covers every guard of the chain', () => {
    expect(new Set(guardCases.map((entry) => entry.guard)).size).toBe(Object.keys(GUARDS).length);
  });
});

describe('route redirects (document 000 §2)', () => {
  it.each(routeRedirectCases)('$name', ({ url, context, to, status }) => {
    expect(resolveRouteRedirect(aNavigationContext(url, context))).toMatchObject({ kind: 'redirect', to, status });
  });

  it('routes without a redirect answer null', () => {
    expect(resolveRouteRedirect(aNavigationContext('/en/live'))).toBeNull();
  });
});

describe('return URLs stay on the site', () => {
  it.each([
    ['/en/office', true],
    ['//evil.example/x', false],
    ['https://evil.example', false],
    ['/\\evil.example', false],
    ['/\t/evil.example', false],
    ['/\n/evil.example', false],
    ['/ /evil.example', false],
    ['/en/slots?q=a%20b', true],
    [undefined, false],
  ] as const)('%s -> %s', (url, safe) => {
    expect(isSafeReturnUrl(url)).toBe(safe);
  });
});
