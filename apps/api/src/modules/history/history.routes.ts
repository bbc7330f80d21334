import { getBetHistoryCall, getHistoryCouponCall, HistoryCouponParams } from '@kickoff/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { DomainError, DomainErrorKind } from '../../http/errors';
import { registerCall } from '../../http/route';
import { requireUser } from '../auth/auth.guard';
import { betHistory, historyCoupon } from './history.service';

/** The player's bet history with filters, and one coupon for its owner (print-coupon ids are numeric only). */
export function registerHistoryRoutes(app: FastifyInstance, context: AppContext): void {
  registerCall(app, getBetHistoryCall, async ({ request, query }) => {
    const user = await requireUser(request, context);
    return betHistory(context, user.userId, query);
  });

  registerCall(app, getHistoryCouponCall, async ({ request, params }) => {
    const parsed = HistoryCouponParams.safeParse(params);
    // document 000 §5: "Print-coupon id must be numeric"
    if (!parsed.success) throw new DomainError(DomainErrorKind.invalid, 'validation_error', 'main_validation_error', { fields: { couponId: 'main_validation_error' } });
    const user = await requireUser(request, context);
    return historyCoupon(context, user.userId, parsed.data.couponId);
  });
}
