import { CouponFeedLink } from '@kickoff/catalog-core';
import { CouponPicks, CouponService } from '@kickoff/coupon-core';
import { createTestPlatform } from '@kickoff/platform';
import { act, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ContainerProvider } from '../../app/di';
import { createAppContainer } from '../../container';
import { createI18n } from '../../i18n/i18n';
import CouponPanel from './CouponPanel';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A pre-match selection as an odds button makes it (catalog-core's `toCouponBet`). */
function aPick(id: string, marketId: number) {
  return {
    id,
    market: { id: marketId, coef: 1.85, kind: 1, sportId: 1, typeId: 1, isLive: false, gameId: 7, champId: 3 },
    blockId: 0,
    statusId: -2,
    typeId: 1,
    game: { isFinished: false, isLiveInLive: false, statusId: 1, timeSec: 0 },
    isBlocked: false,
    isDepend: false,
    isBannedExpress: false,
    isDisabledBanker: false,
    isBanker: false,
  };
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

describe('the coupon panel (issue 20: its services are made in tasks of their own, not in its first render)', () => {
  it('suspends in its first render with the coupon service not made, makes it in later tasks of the clock, then draws the picks made meanwhile', async () => {
    const platform = createTestPlatform(Date.UTC(2026, 10, 26, 23));
    const container = createAppContainer(platform);
    const i18n = await createI18n('en');
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    await act(async () => {
      root?.render(
        <ContainerProvider container={container}>
          <I18nextProvider i18n={i18n}>
            <MemoryRouter initialEntries={['/en/']}>
              <Suspense fallback={<p data-testid="waiting" />}>
                <CouponPanel />
              </Suspense>
            </MemoryRouter>
          </I18nextProvider>
        </ContainerProvider>,
      );
    });
    // the render's task made none of the coupon's services (before: its modules loaded and its
    // service, placer, settings and promo store made in the render)
    expect(container.isBound(CouponService)).toBe(false);
    expect(host.querySelector('[data-testid="waiting"]')).not.toBeNull();
    // a pick made meanwhile (an odds button's press goes to the picks, there at start)
    await act(async () => container.get(CouponPicks).press(aPick('b1', 11) as never));
    // one step per task: the modules, the coupon service, the placer, settings and promo store
    await act(async () => platform.clock.advanceBy(0));
    expect(container.isBound(CouponService)).toBe(true);
    expect(host.querySelector('[data-testid="coupon"]')).toBeNull();
    await act(async () => platform.clock.advanceBy(0));
    await act(async () => platform.clock.advanceBy(0));
    // then the coupon's context, then the link that keeps its bets on the feed: the last step
    await act(async () => platform.clock.advanceBy(0));
    expect(container.get(CouponFeedLink).watchedGameIds).toEqual([]);
    expect(host.querySelector('[data-testid="coupon"]')).toBeNull();
    await act(async () => platform.clock.advanceBy(0));
    expect(container.get(CouponFeedLink).watchedGameIds).toEqual([7]);
    await act(async () => undefined);
    expect(host.querySelector('[data-testid="coupon"]')).not.toBeNull();
    expect(host.querySelector('[data-testid="coupon-count"]')?.textContent).toBe('1');
  });
});
