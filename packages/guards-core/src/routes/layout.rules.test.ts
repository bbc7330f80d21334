import { describe, expect, it } from 'vitest';
import { isAccountSwitchMessageSuppressed, layoutMeta, routeErrorStatus, scrollTopButtonThresholdScreens, shouldScrollToTop } from './layout.rules';
import { matchRoute } from './route-matcher.rules';

describe('layout meta (document 000 §2, document 001 §2)', () => {
  it.each([
    { url: '/en', meta: { layout: 'main', showBottomNav: true, showFooter: true, showSeo: true, snowAllowed: true } },
    { url: '/en/slots/game/1/x', meta: { layout: 'casino', showBottomNav: false, showFooter: false, showSeo: false, snowAllowed: false } },
    { url: '/en/office/account', meta: { layout: 'main', showBottomNav: true, showFooter: true, showSeo: false, snowAllowed: false } },
    { url: '/en/block', meta: { layout: 'empty', showBottomNav: false, showFooter: false, showSeo: false, snowAllowed: false } },
    { url: '/en/maintenance', meta: { layout: 'maintenance', showBottomNav: false, showFooter: false, showSeo: false, snowAllowed: false } },
  ])('$url', ({ url, meta }) => {
    expect(layoutMeta(matchRoute(url))).toEqual(meta);
  });

  it.each([
    { from: '/en', to: '/en/information/about', scroll: true },
    { from: '/en/information/about', to: '/en/information/about#x', scroll: false },
    { from: '/en/live', to: '/en/live/all/football', scroll: false },
    { from: null, to: '/en/live', scroll: true },
    { from: '/en/live', to: '/en/slots/game/1/x', scroll: true },
  ])('scroll from $from to $to: $scroll', ({ from, to, scroll }) => {
    expect(shouldScrollToTop(from, to, matchRoute(to))).toBe(scroll);
  });

  it('shows the scroll-to-top button after 4 screens on mobile, 1 otherwise (document 001 §9)', () => {
    expect(scrollTopButtonThresholdScreens(true)).toBe(4);
    expect(scrollTopButtonThresholdScreens(false)).toBe(1);
  });
});

describe('other route rules', () => {
  it('suppresses the account-switch message on bingo only (document 001 §2)', () => {
    expect(isAccountSwitchMessageSuppressed('bingo')).toBe(true);
    expect(isAccountSwitchMessageSuppressed('slots')).toBe(false);
    expect(isAccountSwitchMessageSuppressed(null)).toBe(false);
  });

  it.each([
    { status: 404, page: 404 },
    { status: 500, page: 500 },
    { status: 418, page: 500 },
    { status: undefined, page: 500 },
  ])('route error $status shows the $page page (document 000 §8)', ({ status, page }) => {
    expect(routeErrorStatus(status)).toBe(page);
  });
});
