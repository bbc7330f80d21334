import { CouponPlacer, CouponService, CouponSettingsService, PromoStoreService, couponPlacingModule, couponPromoModule } from '@kickoff/coupon-core';
import { Accounts } from '@kickoff/accounts-core';
import { CouponFeedLink } from '@kickoff/catalog-core';
import { Clock, nextTaskOf } from '@kickoff/platform';
import { AuthStatusService, SiteConfigStore } from '@kickoff/shell-core';
import type { Container } from 'inversify';
import { AreaContainer } from '../../shell/area-loaders';
import { configureCouponAhead } from './coupon.binding';

/** A container's preparation of the coupon panel: pending, then done (or failed). */
interface Preparation {
  readonly promise: Promise<void>;
  done: boolean;
}

const preparations = new WeakMap<Container, Preparation>();

/**
 * Makes what the coupon panel's first render reads before it renders (issue 20), each step in a
 * task of its own: the coupon's placing and promo modules loaded into the container, then the
 * coupon's service (its pricing over the picks), then the placer, the coupon settings and the promo
 * store, then the coupon's context (the player, the account, the site's settings; the panel's
 * binding keeps it in step from its effect on), then the link that keeps its bets on the feed. Rendered with them, the panel's first render (and its hydration, which keeps the server's
 * HTML meanwhile) is the panel alone, not inversify's plans and the services' construction in the
 * same task. In the browser; the server makes them in its render. Answers null once the container is ready, else the promise of that (once per
 * container; it rejects when a step fails, which the panel's boundary shows as an empty place).
 */
export function couponPanelReady(container: Container): Promise<void> | null {
  // the server renders the panel at once (its page is rendered in one pass, with no later task)
  if (typeof document === 'undefined') return null;
  let preparation = preparations.get(container);
  if (!preparation) {
    const clock = container.get(Clock);
    const nextTask = () => nextTaskOf(clock);
    const steps: ReadonlyArray<() => void> = [
      () => container.get(AreaContainer).loadModules([couponPlacingModule, couponPromoModule]),
      () => container.get(CouponService),
      () => {
        container.get(CouponPlacer);
        container.get(CouponSettingsService);
        container.get(PromoStoreService);
      },
      () => configureCouponAhead(container.get(CouponService), container.get(SiteConfigStore), container.get(Accounts), container.get(AuthStatusService)),
      () => container.get(CouponFeedLink).start(),
    ];
    const run = async () => {
      for (const step of steps) {
        await nextTask();
        step();
      }
    };
    const made: Preparation = { done: false, promise: run().then(() => void (made.done = true)) };
    preparation = made;
    preparations.set(container, made);
  }
  return preparation.done ? null : preparation.promise;
}
