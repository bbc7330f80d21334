import { bindPhoneCall, changePasswordCall, endSessionCall, listSessionsCall, loginHistoryCall, sendPhoneCodeCall, SessionIdParams, setTwoStepCall } from '@kickoff/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { registerCall } from '../../http/route';
import { requireUser } from './auth.guard';
import { activeSessions, bindPhone, changePassword, endOwnSession, loginHistory, sendPhoneBindingCode, setTwoStep } from './auth.security.service';

/** The office's security calls (issue 14 "Security"); `auth.security.service.ts` decides. */
export function registerSecurityRoutes(app: FastifyInstance, context: AppContext): void {
  registerCall(app, changePasswordCall, async ({ body, request }) => {
    const user = await requireUser(request, context);
    return { success: true as const, endedSessions: await changePassword(context, user, body.currentPassword, body.newPassword) };
  });

  registerCall(app, listSessionsCall, async ({ request, reply }) => {
    const user = await requireUser(request, context);
    reply.header('cache-control', 'no-store');
    return { sessions: await activeSessions(context, user) };
  });

  registerCall(app, endSessionCall, async ({ params, request }) => {
    const user = await requireUser(request, context);
    const parsed = SessionIdParams.safeParse(params);
    if (!parsed.success) throw notFound();
    await endOwnSession(context, user, parsed.data.sessionId);
    return { success: true as const };
  });

  registerCall(app, loginHistoryCall, async ({ request, reply }) => {
    const user = await requireUser(request, context);
    reply.header('cache-control', 'no-store');
    return { logins: await loginHistory(context, user) };
  });

  registerCall(app, setTwoStepCall, async ({ body, request }) => {
    const user = await requireUser(request, context);
    return { enabled: await setTwoStep(context, user, body.enabled, body.password) };
  });

  registerCall(app, sendPhoneCodeCall, async ({ body, request }) => {
    const user = await requireUser(request, context);
    return { success: true as const, resendAfterSeconds: await sendPhoneBindingCode(context, user, body.country_code, body.phone_number) };
  });

  registerCall(app, bindPhoneCall, async ({ body, request }) => {
    const user = await requireUser(request, context);
    return bindPhone(context, user, body.country_code, body.phone_number, body.code);
  });
}
