import { getPlacingOutcomeCall, LoadCouponParams, loadCouponCall, PlacingOutcomeParams, placeCouponCall } from '@kickoff/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { registerCall } from '../../http/route';
import { requireUser } from '../auth/auth.guard';
import { loadCouponByCode, placeCouponOnce, placingOutcome } from './betting.service';

/** Placing (`POST /web-api/coupon/v1/place`), its outcome by id, and loading a coupon by its code: HTTP in, `betting.service` decides. */
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
}
