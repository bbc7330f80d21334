import { blockUserCall, deleteLimitCall, getAvailableLimitsCall, getLimitsCall, getSelfExcludeReasonsCall, limitActionCall, pingCall, saveLimitsCall, submitTestAnswersCall } from '@kickoff/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerCall } from '../../http/route';
import { requireUser } from '../auth/auth.guard';
import { LimitsService, SELF_EXCLUDE_REASONS } from './limits.service';

/** The v3 limit calls and the self-exclusion BlockUser call (document 001 §7 "Limits"); `LimitsService` decides. */
export function registerLimitRoutes(app: FastifyInstance, context: AppContext): void {
  const limits = new LimitsService(context);
  const auth = (request: Parameters<typeof requireUser>[0]) => requireUser(request, context, { serviceToken: true });

  registerCall(app, getLimitsCall, async ({ request, reply }) => {
    const { userId } = await auth(request);
    reply.header('cache-control', 'no-store');
    return { limitsData: await limits.current(userId) };
  });

  registerCall(app, getAvailableLimitsCall, async ({ request }) => {
    await auth(request);
    return { availableLimits: await limits.available() };
  });

  registerCall(app, getSelfExcludeReasonsCall, async ({ request }) => {
    await auth(request);
    return { reasons: SELF_EXCLUDE_REASONS };
  });

  registerCall(app, saveLimitsCall, async ({ body, request }) => {
    const { userId } = await auth(request);
    return limits.save(userId, body.limits);
  });

  registerCall(app, submitTestAnswersCall, async ({ body, request }) => {
    const { userId } = await auth(request);
    return limits.answer(userId, body.tokenGuid, body.answers);
  });

  registerCall(app, limitActionCall, async ({ body, request }) => {
    const { userId } = await auth(request);
    const limitsData = body.action === 'reject' ? await limits.cancel(userId, body.limitType, 'action') : await limits.confirm(userId, body.limitType);
    return { success: true, limitsData };
  });

  registerCall(app, deleteLimitCall, async ({ query, request }) => {
    const { userId } = await auth(request);
    return { success: true, limitsData: await limits.cancel(userId, query.limitType, 'delete') };
  });

  registerCall(app, pingCall, async ({ request }) => {
    const { userId } = await auth(request);
    return { success: true, sessionLimitBalance: await limits.ping(userId) };
  });

  registerCall(app, blockUserCall, async ({ body, request }) => {
    const { userId } = await auth(request);
    await limits.selfExclude(userId, body.periodDays, body.selfExcludeReason);
    return { success: true };
  });
}
