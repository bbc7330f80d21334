import { cashoutCall, getCashoutOffersCall, getPlacingOutcomeCall, LoadCouponParams, loadCouponCall, PlacingOutcomeParams, placeCouponCall } from '@kickoff/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { registerCall } from '../../http/route';
import { sha256 } from '../auth/auth.crypto';
import { requireUser } from '../auth/auth.guard';
import { SESSION_COOKIE } from '../auth/auth.session';
import { assertRequestTermsConfirmed } from '../user/terms.service';
import { PlacingBody } from './betting.body';
import { cashoutOffers, cashoutOnce } from './betting.cashout';
import { loadCouponByCode, placeCouponOnce, placingOutcome } from './betting.service';

/** Placing (`POST /web-api/coupon/v1/place`), its outcome by id, loading a coupon by its code and cash-out: HTTP in, `betting.service` and `betting.cashout` decide. */
export function registerBettingRoutes(app: FastifyInstance, context: AppContext): void {
  // issue 20: the placing reads the cookie's session and the terms' version with the account's lock
  // (one statement); the terms gate and requireUser run in full when that read is not enough (no
  // open session, changed terms, limits that refuse), and the terms gate before a refused body. The
  // body is checked by `PlacingBody`: the contract's schema, with a plain check first (betting.body.ts).
  registerCall(
    app,
    { ...placeCouponCall, body: PlacingBody },
    async ({ request, body }) => {
      const token = request.cookies[SESSION_COOKIE];
      const requireUserInFull = async () => {
        await assertRequestTermsConfirmed(request, context);
        return requireUser(request, context);
      };
      return placeCouponOnce(context, { session: { tokenHash: token ? sha256(token) : null, requireUser: requireUserInFull } }, body);
    },
    { beforeInvalid: (request) => assertRequestTermsConfirmed(request, context) },
  );

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
