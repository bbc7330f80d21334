import { devReviewDocumentCall, getVerificationCall, uploadVerificationDocumentCall } from '@kickoff/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { registerCall } from '../../http/route';
import { requireUser } from '../auth/auth.guard';
import { devToolsEnabled } from '../dev/dev.service';
import { reviewDocument, uploadDocument, verificationOverview } from './verification.service';

const DocumentParams = z.object({ documentId: z.coerce.number().int().positive().max(2 ** 53 - 1) });

/** Verification (issue 14): the player's overview and upload; the development review control. */
export function registerVerificationRoutes(app: FastifyInstance, context: AppContext): void {
  registerCall(app, getVerificationCall, async ({ request, reply }) => {
    const { userId } = await requireUser(request, context);
    reply.header('cache-control', 'no-store');
    return verificationOverview(context, userId);
  });

  registerCall(app, uploadVerificationDocumentCall, async ({ request, body }) => uploadDocument(context, (await requireUser(request, context)).userId, body));

  registerCall(app, devReviewDocumentCall, async ({ params, body }) => {
    if (!(await devToolsEnabled(context.db))) throw notFound();
    const parsed = DocumentParams.safeParse(params);
    if (!parsed.success) throw notFound();
    return reviewDocument(context, parsed.data.documentId, body);
  });
}
