import { depositCall, withdrawCall } from '@kickoff/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerCall } from '../../http/route';
import { requireUser } from '../auth/auth.guard';
import { makePayment } from './payments.service';

/** Deposit and withdrawal of the demo payment provider: HTTP in, `payments.service` decides. */
export function registerPaymentRoutes(app: FastifyInstance, context: AppContext): void {
  registerCall(app, depositCall, async ({ body, request }) => {
    const { userId } = await requireUser(request, context, { termsConfirmed: true });
    return makePayment(context, 'deposit', userId, body);
  });
  registerCall(app, withdrawCall, async ({ body, request }) => {
    const { userId } = await requireUser(request, context, { termsConfirmed: true });
    return makePayment(context, 'withdrawal', userId, body);
  });
}
