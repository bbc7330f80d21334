import { defineCall, getTotoCouponsCall, getTotoDrawsCall, getTotoResultsCall, placeTotoCouponCall, TotoResults } from '@kickoff/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { registerCall } from '../../http/route';
import { optionalUser, requireUser } from '../auth/auth.guard';
import { devToolsEnabled } from '../dev/dev.service';
import { requestLanguage } from '../feed/feed.names';
import { finishGame } from '../simulator/simulator.service';
import { finishTotoDraw, placeTotoCoupon, totoCoupons, totoDraws, totoResults } from './toto.service';

export const DevTotoDrawParams = z.object({ drawId: z.coerce.number().int().min(1).max(2_147_483_647) });
/** The result of each of the 15 events, in order (`void`: the event counts as void). */
export const DevTotoFinishBody = z.object({ results: z.array(z.enum(['1', 'X', '2', 'void'])).length(15) });
/** `POST /dev-api/toto/draws/:drawId/finish`: finishes the draw's games with these results and settles the draw (tests drive settlement through it). */
export const devFinishTotoDrawCall = defineCall({ name: 'dev.finishTotoDraw', method: 'POST', path: '/dev-api/toto/draws/:drawId/finish', body: DevTotoFinishBody, response: TotoResults });

/** Toto's calls (issue 16): HTTP in, `toto.service` decides. */
export function registerTotoRoutes(app: FastifyInstance, context: AppContext): void {
  registerCall(app, getTotoDrawsCall, async ({ request, query, reply }) => {
    reply.header('cache-control', 'no-store');
    return totoDraws(context, (await optionalUser(request, context))?.userId ?? null, query.currency, requestLanguage(request.headers['x-language']));
  });

  registerCall(app, getTotoResultsCall, async ({ request, query, reply }) => {
    reply.header('cache-control', 'no-store');
    return totoResults(context, (await optionalUser(request, context))?.userId ?? null, query.currency, requestLanguage(request.headers['x-language']));
  });

  registerCall(app, placeTotoCouponCall, async ({ request, body }) => {
    const user = await requireUser(request, context);
    return placeTotoCoupon(context, user.userId, body);
  });

  registerCall(app, getTotoCouponsCall, async ({ request, reply }) => {
    const user = await requireUser(request, context);
    reply.header('cache-control', 'no-store');
    return { coupons: await totoCoupons(context, user.userId) };
  });

  registerCall(app, devFinishTotoDrawCall, async ({ params, body }) => {
    if (!(await devToolsEnabled(context.db))) throw notFound();
    const parsed = DevTotoDrawParams.safeParse(params);
    if (!parsed.success) throw notFound();
    return finishTotoDraw(context, parsed.data.drawId, body.results, (gameId, score1, score2) => finishGame(context, gameId, score1, score2));
  });
}
