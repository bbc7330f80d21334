import {
  getPreferencesCall,
  savePreferencesCall,
  confirmTermsCall,
  consentUpdateCall,
  activateCall,
  devSetBanCall,
  requestEmailActivationCall,
  DevUserParams,
  getProfileCall,
  getSettingsCall,
  saveProfileCall,
  saveSettingsCall,
  stopNewsletterCall,
  cookieAgreementCall,
  getAgreementRulesCall,
  getBonusPopupInformationCall,
  getUserConfigCall,
  listAvailablePartitionsCall,
  postRealityCheckCall,
  publishTermsCall,
  resetTermsConfirmationCall,
  termsStatusCall,
} from '@kickoff/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { registerCall } from '../../http/route';
import { optionalUser, requireUser } from '../auth/auth.guard';
import { devToolsEnabled } from '../dev/dev.routes';
import { recordConsentUpdate, recordCookieAgreement } from './consent.service';
import { confirmTerms, loadTerms, publishTerms, registerTermsGate, resetTermsConfirmation, termsStatus } from './terms.service';
import { answerRealityCheck, bonusPopupOf, userConfigOf } from './user.service';
import { saveSettings, setBan, settingsOf, stopNewsletter } from './settings.service';
import { preferencesOf, savePreferences } from './preferences.service';
import { profileOf, saveProfile } from './profile.service';
import { activateByToken, requestEmailActivation } from './activation.service';

export { toUserConfig } from './user.service';
export { loadTerms } from './terms.service';

/** The partitions (site sections) available to third-party widgets. */
export const AVAILABLE_PARTITIONS = ['sport', 'live', 'casino', 'live-casino', 'virtualsports', 'tvgames'];

/** User and office calls (document 001 §7 "User and office"), terms, cookie consent; the services decide. */
export function registerUserRoutes(app: FastifyInstance, context: AppContext): void {
  registerTermsGate(app, context);

  registerCall(app, getUserConfigCall, async ({ request, reply }) => {
    const { userId } = await requireUser(request, context);
    reply.header('cache-control', 'no-store');
    return { result: await userConfigOf(context, userId) };
  });

  registerCall(app, postRealityCheckCall, async ({ body, request, reply }) => {
    const user = await requireUser(request, context);
    const { action, do_not_show_again, popup_show_at } = body.data.attributes;
    await answerRealityCheck(context, user, { action, doNotShowAgain: do_not_show_again, popupShowAt: popup_show_at }, reply);
    return { success: true };
  });

  registerCall(app, getBonusPopupInformationCall, async ({ request, query }) => {
    const { userId } = await requireUser(request, context);
    return { bonusPopupInformation: await bonusPopupOf(context, userId, query.lang ?? 'en') };
  });

  registerCall(app, getAgreementRulesCall, async ({ request }) => {
    await requireUser(request, context);
    const terms = await loadTerms(context);
    return { rules: terms.rules, updatedAt: terms.updatedAt };
  });

  registerCall(app, termsStatusCall, async ({ request, reply }) => {
    const { userId } = await requireUser(request, context);
    reply.header('cache-control', 'no-store');
    return termsStatus(context, userId);
  });

  registerCall(app, confirmTermsCall, async ({ body, request }) => {
    const { userId } = await requireUser(request, context);
    await confirmTerms(context, userId, body.updatedAt);
    return { success: true };
  });

  registerCall(app, publishTermsCall, async ({ body, reply }) => {
    if (!(await devToolsEnabled(context.db))) throw notFound();
    reply.header('cache-control', 'no-store');
    return { updatedAt: await publishTerms(context, body.updatedAt) };
  });

  registerCall(app, resetTermsConfirmationCall, async ({ request, reply }) => {
    if (!(await devToolsEnabled(context.db))) throw notFound();
    const { userId } = await requireUser(request, context);
    reply.header('cache-control', 'no-store');
    return { updatedAt: await resetTermsConfirmation(context, userId) };
  });

  registerCall(app, listAvailablePartitionsCall, async () => ({ listAvailablePartitions: [...AVAILABLE_PARTITIONS], success: true }));

  registerCall(app, cookieAgreementCall, async ({ body, request, reply }) => {
    const user = await requireUser(request, context);
    await recordCookieAgreement(context, request, reply, user, body.cookiesAgreeTime, body.cookiesAgreeType);
    return { success: true };
  });

  registerCall(app, consentUpdateCall, async ({ body, request, reply }) => {
    await recordConsentUpdate(context, request, reply, await optionalUser(request, context), body);
    return { success: true };
  });

  registerCall(app, getSettingsCall, async ({ request, reply }) => {
    const { userId } = await requireUser(request, context);
    reply.header('cache-control', 'no-store');
    return settingsOf(context, userId);
  });

  registerCall(app, saveSettingsCall, async ({ body, request }) => {
    const { userId } = await requireUser(request, context);
    return saveSettings(context, userId, body);
  });

  registerCall(app, getPreferencesCall, async ({ request, reply }) => {
    const { userId } = await requireUser(request, context);
    reply.header('cache-control', 'no-store');
    return preferencesOf(context, userId);
  });

  registerCall(app, savePreferencesCall, async ({ body, request }) => {
    const { userId } = await requireUser(request, context);
    return savePreferences(context, userId, body);
  });

  registerCall(app, getProfileCall, async ({ request, reply }) => {
    const { userId } = await requireUser(request, context);
    reply.header('cache-control', 'no-store');
    return profileOf(context, userId);
  });

  registerCall(app, saveProfileCall, async ({ body, request }) => {
    const { userId } = await requireUser(request, context);
    return saveProfile(context, userId, body);
  });

  registerCall(app, requestEmailActivationCall, async ({ body, request }) => {
    const { userId } = await requireUser(request, context);
    return { success: true as const, resendAfterSeconds: await requestEmailActivation(context, userId, body.language ?? 'en') };
  });

  registerCall(app, activateCall, async ({ body, reply }) => {
    reply.header('cache-control', 'no-store');
    return activateByToken(context, body.token);
  });

  registerCall(app, stopNewsletterCall, async ({ body, reply }) => {
    reply.header('cache-control', 'no-store');
    await stopNewsletter(context, body.user, body.sign);
    return { success: true as const, newsletter: false as const };
  });

  registerCall(app, devSetBanCall, async ({ body, params, reply }) => {
    if (!(await devToolsEnabled(context.db))) throw notFound();
    const parsed = DevUserParams.safeParse(params);
    if (!parsed.success) throw notFound();
    reply.header('cache-control', 'no-store');
    return setBan(context, parsed.data.userId, body.banLevel, body.banVersion);
  });
}
