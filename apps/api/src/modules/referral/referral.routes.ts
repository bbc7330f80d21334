import { devAttributionCall, getReferralCall } from '@kickoff/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { registerCall } from '../../http/route';
import { requireUser } from '../auth/auth.guard';
import { devToolsEnabled } from '../dev/dev.service';
import { attributionOf, referralOverview } from './referral.service';

const UserParams = z.object({ userId: z.coerce.number().int().positive().max(2 ** 53 - 1) });

/** Bring a friend (issue 14) and the development read of a player's attribution. */
export function registerReferralRoutes(app: FastifyInstance, context: AppContext): void {
  registerCall(app, getReferralCall, async ({ request, reply }) => {
    const { userId } = await requireUser(request, context);
    reply.header('cache-control', 'no-store');
    return referralOverview(context, userId);
  });

  registerCall(app, devAttributionCall, async ({ params, reply }) => {
    if (!(await devToolsEnabled(context.db))) throw notFound();
    const parsed = UserParams.safeParse(params);
    if (!parsed.success) throw notFound();
    reply.header('cache-control', 'no-store');
    return attributionOf(context, parsed.data.userId);
  });
}
