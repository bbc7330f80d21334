import { createSupportRequestCall, devSupportReplyCall, getSupportRequestsCall, markSupportReadCall } from '@kickoff/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { registerCall } from '../../http/route';
import { requireUser } from '../auth/auth.guard';
import { devToolsEnabled } from '../dev/dev.service';
import { createSupportRequest, markSupportRead, replyToSupportRequest, supportRequests } from './support.service';

const RequestParams = z.object({ requestId: z.coerce.number().int().positive().max(2 ** 53 - 1) });

/** Support requests and ideas (issue 14) and the development reply control. */
export function registerSupportRoutes(app: FastifyInstance, context: AppContext): void {
  registerCall(app, getSupportRequestsCall, async ({ request, reply }) => {
    const { userId } = await requireUser(request, context);
    reply.header('cache-control', 'no-store');
    return supportRequests(context, userId);
  });

  registerCall(app, createSupportRequestCall, async ({ request, body }) => createSupportRequest(context, (await requireUser(request, context)).userId, body));

  registerCall(app, markSupportReadCall, async ({ request, reply }) => {
    const { userId } = await requireUser(request, context);
    reply.header('cache-control', 'no-store');
    return markSupportRead(context, userId);
  });

  registerCall(app, devSupportReplyCall, async ({ params, body }) => {
    if (!(await devToolsEnabled(context.db))) throw notFound();
    const parsed = RequestParams.safeParse(params);
    if (!parsed.success) throw notFound();
    return replyToSupportRequest(context, parsed.data.requestId, body.text);
  });
}
