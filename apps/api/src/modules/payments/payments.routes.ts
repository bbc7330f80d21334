import {
  cancelPaymentCall,
  createPaymentRequestCall,
  depositCall,
  devSettlePaymentCall,
  getPaymentCall,
  listPaymentRequestsCall,
  listPaymentsCall,
  PaymentHistoryQuery,
  PaymentParams,
  paymentHistoryCall,
  paymentMethodsCall,
  paymentRequestTopicsCall,
  providerCallbackCall,
  PROVIDER_SIGNATURE_HEADER,
  withdrawCall,
} from '@kickoff/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { registerCall } from '../../http/route';
import { requireUser } from '../auth/auth.guard';
import { devToolsEnabled } from '../dev/dev.service';
import { createPaymentRequest, listPaymentRequests, paymentHistory } from './payments.history';
import { PAYMENT_METHODS, PAYMENT_REQUEST_TOPICS } from './payments.methods';
import {
  applyProviderCallback,
  buildCallback,
  PAGE_ACTIONS,
  renderProviderPage,
  returnPath,
  type PageAction,
} from './payments.provider';
import {
  cancelPayment,
  createPayment,
  findPayment,
  listPayments,
  settlePayment,
  type PaymentRow,
  findPaymentByProviderRef,
} from './payments.service';

/** Reads the `:id` of a payment path; a bad one is not found. */
function paymentIdOf(params: Record<string, string>): number {
  const parsed = PaymentParams.safeParse(params);
  if (!parsed.success) throw notFound();
  return parsed.data.id;
}

/** Payments of the demo provider (issue 13): HTTP in, `payments.service` decides. */
export function registerPaymentRoutes(app: FastifyInstance, context: AppContext): void {
  const noStore = (reply: { header(name: string, value: string): unknown }) =>
    reply.header('cache-control', 'no-store');

  registerCall(app, depositCall, async ({ body, request }) => {
    const { userId } = await requireUser(request, context, { termsConfirmed: true });
    return createPayment(context, 'deposit', userId, body);
  });
  registerCall(app, withdrawCall, async ({ body, request }) => {
    const { userId } = await requireUser(request, context, { termsConfirmed: true });
    return createPayment(context, 'withdrawal', userId, body);
  });
  registerCall(app, cancelPaymentCall, async ({ params, request }) => {
    const { userId } = await requireUser(request, context);
    return cancelPayment(context, userId, paymentIdOf(params));
  });
  registerCall(app, listPaymentsCall, async ({ query, request, reply }) => {
    const { userId } = await requireUser(request, context);
    noStore(reply);
    return { payments: await listPayments(context, userId, query) };
  });
  registerCall(app, getPaymentCall, async ({ query, request, reply }) => {
    const { userId } = await requireUser(request, context);
    noStore(reply);
    return findPayment(context, userId, query.paymentId, query.kind);
  });
  registerCall(app, paymentMethodsCall, async () => ({ methods: [...PAYMENT_METHODS] }));
  registerCall(app, paymentHistoryCall, async ({ request, reply }) => {
    const { userId } = await requireUser(request, context);
    noStore(reply);
    // The call's schema applies its defaults (type all, page 1, 20 a page).
    return paymentHistory(context, userId, PaymentHistoryQuery.parse(request.query ?? {}));
  });
  registerCall(app, paymentRequestTopicsCall, async () => ({ topics: [...PAYMENT_REQUEST_TOPICS] }));
  registerCall(app, listPaymentRequestsCall, async ({ request, reply }) => {
    const { userId } = await requireUser(request, context);
    noStore(reply);
    return { requests: await listPaymentRequests(context, userId) };
  });
  registerCall(app, createPaymentRequestCall, async ({ body, request }) => {
    const { userId } = await requireUser(request, context);
    return createPaymentRequest(context, userId, body);
  });
  registerCall(app, devSettlePaymentCall, async ({ params, body }) => {
    if (!(await devToolsEnabled(context.db))) throw notFound();
    return settlePayment(context, paymentIdOf(params), body.decision);
  });

  // The provider's side: its callback reads the raw body (the signature is over the bytes), and
  // its hosted page takes plain form posts. Both live in their own scope with their own parsers.
  const rawBodies = new WeakMap<FastifyRequest, string>();
  void app.register(async (scope) => {
    scope.removeContentTypeParser(['application/json']);
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      rawBodies.set(request, String(body));
      try {
        done(null, JSON.parse(String(body)) as unknown);
      } catch {
        done(null, {});
      }
    });
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    registerCall(scope, providerCallbackCall, async ({ request }) => {
      const signature = request.headers[PROVIDER_SIGNATURE_HEADER];
      return applyProviderCallback(
        context,
        rawBodies.get(request) ?? '',
        typeof signature === 'string' ? signature : undefined,
      );
    });

    const findByRef = (ref: string): Promise<PaymentRow | null> => findPaymentByProviderRef(context.db, ref);

    scope.get<{ Params: { ref: string } }>('/demo-pay/:ref', async (request, reply) => {
      const payment = await findByRef(request.params.ref);
      return reply
        .status(payment ? 200 : 404)
        .header('cache-control', 'no-store')
        .type('text/html')
        .send(renderProviderPage(payment));
    });

    scope.post<{ Params: { ref: string; action: string } }>(
      '/demo-pay/:ref/:action',
      async (request, reply) => {
        const payment = await findByRef(request.params.ref);
        const action = request.params.action;
        if (!payment || !(action in PAGE_ACTIONS))
          return reply.status(404).type('text/html').send(renderProviderPage(null));
        // The provider reports the outcome to the API's callback exactly as a remote provider would.
        const { rawBody, signature } = buildCallback(context, payment, action as PageAction);
        const answer = await app.inject({
          method: 'POST',
          url: providerCallbackCall.path,
          payload: rawBody,
          headers: { 'content-type': 'application/json', [PROVIDER_SIGNATURE_HEADER]: signature },
        });
        const after = (await findByRef(request.params.ref)) ?? payment;
        if (answer.statusCode !== 200) {
          const code = (answer.json() as { code?: string }).code ?? 'error';
          return reply
            .status(409)
            .header('cache-control', 'no-store')
            .type('text/html')
            .send(renderProviderPage(after, `The shop refused this payment (${code}).`));
        }
        return reply.redirect(returnPath(after), 303);
      },
    );
  });
}
