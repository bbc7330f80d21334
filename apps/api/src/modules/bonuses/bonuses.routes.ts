import { cancelBonusCall, CashbackProgramme, claimCashbackCall, getBonusesCall, getCashbackCall, getRewardsCall, optInBonusCall } from '@kickoff/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { registerCall } from '../../http/route';
import { requireUser } from '../auth/auth.guard';
import { bonusOverview, cancelBonus, optInBonus } from './bonuses.service';
import { cashbackOverview, claimCashback } from './cashback.service';
import { rewardsOf } from './rewards.service';

const ProgrammeParams = z.object({ programme: CashbackProgramme });
const BonusParams = z.object({ bonusId: z.coerce.number().int().positive().max(2 ** 53 - 1) });

/** The player's bonuses and casino cashback (issue 14). */
export function registerBonusRoutes(app: FastifyInstance, context: AppContext): void {
  registerCall(app, getBonusesCall, async ({ request, reply }) => {
    const { userId } = await requireUser(request, context);
    reply.header('cache-control', 'no-store');
    return bonusOverview(context, userId);
  });

  registerCall(app, optInBonusCall, async ({ request, body }) => optInBonus(context, (await requireUser(request, context)).userId, body.kind));

  registerCall(app, cancelBonusCall, async ({ request, params }) => {
    const { userId } = await requireUser(request, context);
    const parsed = BonusParams.safeParse(params);
    if (!parsed.success) throw notFound();
    return cancelBonus(context, userId, parsed.data.bonusId);
  });

  registerCall(app, getCashbackCall, async ({ request, reply, params }) => {
    const { userId } = await requireUser(request, context);
    const parsed = ProgrammeParams.safeParse(params);
    if (!parsed.success) throw notFound();
    reply.header('cache-control', 'no-store');
    return cashbackOverview(context, userId, parsed.data.programme);
  });

  registerCall(app, claimCashbackCall, async ({ request, params }) => {
    const { userId } = await requireUser(request, context);
    const parsed = ProgrammeParams.safeParse(params);
    if (!parsed.success) throw notFound();
    return claimCashback(context, userId, parsed.data.programme);
  });

  registerCall(app, getRewardsCall, async ({ request, reply }) => {
    const { userId } = await requireUser(request, context);
    reply.header('cache-control', 'no-store');
    return rewardsOf(context, userId);
  });
}
