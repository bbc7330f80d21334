import { buyPromoCall, devGrantPointsCall, DevPointsParams, getPointsCall, getPromoStoreCall } from '@kickoff/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { registerCall } from '../../http/route';
import { optionalUser, requireUser } from '../auth/auth.guard';
import { devToolsEnabled } from '../dev/dev.service';
import { buyPromo, grantPoints, pointsOverview, promoStore } from './points.service';

/** The points page's and the promo store's calls (issue 16), and the development control that grants points: HTTP in, `points.service` decides. */
export function registerPointsRoutes(app: FastifyInstance, context: AppContext): void {
  registerCall(app, getPointsCall, async ({ request, reply }) => {
    const { userId } = await requireUser(request, context);
    reply.header('cache-control', 'no-store');
    return pointsOverview(context, userId);
  });

  registerCall(app, getPromoStoreCall, async ({ request, reply }) => {
    // a guest sees the products and their prices too (no points, no codes)
    const user = await optionalUser(request, context);
    reply.header('cache-control', 'no-store');
    return promoStore(context, user?.userId ?? null);
  });

  registerCall(app, buyPromoCall, async ({ request, body }) => {
    const { userId } = await requireUser(request, context);
    return buyPromo(context, userId, body);
  });

  registerCall(app, devGrantPointsCall, async ({ params, body, reply }) => {
    if (!(await devToolsEnabled(context.db))) throw notFound();
    const parsed = DevPointsParams.safeParse(params);
    if (!parsed.success) throw notFound();
    reply.header('cache-control', 'no-store');
    return grantPoints(context, parsed.data.userId, body.points);
  });
}
