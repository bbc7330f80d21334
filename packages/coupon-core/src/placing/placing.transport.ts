import { isApiError, type CouponApi, type PlaceCouponRequest } from '@kickoff/contracts';
import type { Logger } from '@kickoff/platform';
import type { PlacingAttempt } from './placing.rules';

/** Statuses with no answer from the server: the placing may or may not have happened. */
export function isUnknownOutcome(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status === 408 || error.status === 499 || error.status >= 500;
}

/** Sends coupons one after the other, once each; a missing answer is an unknown outcome, a refusal an answer. */
export async function sendPlacing(api: CouponApi, logger: Logger, requests: readonly PlaceCouponRequest[]): Promise<PlacingAttempt[]> {
  const attempts: PlacingAttempt[] = [];
  for (const request of requests) {
    try {
      attempts.push({ kind: 'answered', request, response: await api.placeCoupon(request) });
    } catch (error) {
      if (isUnknownOutcome(error)) {
        logger.warn('coupon placing got no answer', { requestId: request.id, error: String(error) });
        attempts.push({ kind: 'unknown', request, errorCode: isApiError(error) ? error.code : 'network_error' });
      } else if (isApiError(error)) {
        attempts.push({ kind: 'answered', request, response: { status: 'rejected', requestId: request.id, code: 'coupon_invalid', messageKey: error.messageKey, bets: [] } });
      }
    }
  }
  return attempts;
}

/** One look-up of each sent id: its answer, still pending, never received (404), or still unknown. */
export async function lookUpPlacing(api: CouponApi, requests: readonly PlaceCouponRequest[]): Promise<PlacingAttempt[]> {
  const attempts: PlacingAttempt[] = [];
  for (const request of requests) {
    try {
      const outcome = await api.getPlacingOutcome(request.id);
      attempts.push(outcome.status === 'pending' ? { kind: 'unknown', request, errorCode: 'pending' } : { kind: 'answered', request, response: outcome });
    } catch (error) {
      // 404: the server never received this id, so nothing was placed under it.
      if (isApiError(error) && error.status === 404) attempts.push({ kind: 'absent', request });
      else attempts.push({ kind: 'unknown', request, errorCode: isApiError(error) ? error.code : 'network_error' });
    }
  }
  return attempts;
}
