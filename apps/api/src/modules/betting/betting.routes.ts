import { cashoutCall, getCashoutOffersCall, getPlacingOutcomeCall, LoadCouponParams, loadCouponCall, PlacingOutcomeParams, placeCouponCall } from '@kickoff/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { registerCall } from '../../http/route';
import { requireUser } from '../auth/auth.guard';
import { cashoutOffers, cashoutOnce } from './betting.cashout';
import { loadCouponByCode, placeCouponOnce, placingOutcome } from './betting.service';

/** Placing (`POST /web-api/coupon/v1/place`), its outcome by id, loading a coupon by its code and cash-out: HTTP in, `betting.service` and `betting.cashout` decide. */
export function registerBettingRoutes(app: FastifyInstance, context: AppContext): void {
  registerCall(app, placeCouponCall, async ({ request, body }) => {
    const user = await requireUser(request, context);
    return placeCouponOnce(context, user.userId, body);
  });

  registerCall(app, getPlacingOutcomeCall, async ({ request, params }) => {
    const user = await requireUser(request, context);
    const parsed = PlacingOutcomeParams.safeParse(params);
    if (!parsed.success) throw notFound();
    return placingOutcome(context, user.userId, parsed.data.requestId);
  });

  registerCall(app, loadCouponCall, async ({ params }) => {
    const parsed = LoadCouponParams.safeParse(params);
    if (!parsed.success) throw notFound();
    return loadCouponByCode(context, parsed.data.code);
  });

  // issue 16: cash-out offers of the player's open coupons, and selling all or part of one
  registerCall(app, getCashoutOffersCall, async ({ request }) => {
    const user = await requireUser(request, context);
    return cashoutOffers(context, user.userId);
  });

  registerCall(app, cashoutCall, async ({ request, body }) => {
    const user = await requireUser(request, context);
    return cashoutOnce(context, user.userId, body);
  });
}
