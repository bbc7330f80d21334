import { ActivationTypeCode, type BonusPopupInformation, type UserConfigInput } from '@kickoff/contracts';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { endSession, nowSeconds } from '../auth/auth.session';
import { loadSiteConfig } from '../config/config.service';
import { findContentPage } from '../content/content.service';
import { findUser, saveRealityCheck, type UserRow } from './user.repository';
import { missingVerificationTypes } from '../verification/verification.service';
import { referrerOf } from '../referral/referral.service';
import { unreadSupportMessages } from '../support/support.service';

/** Document 001 §4: "unverified when verification_status is 1". */
export const UNVERIFIED_STATUS = 1;

/** Seconds in a day, for the day counts of the user configuration. */
const DAY_SECONDS = 86_400;
/** Days a new player has to activate the account (`remaining_days_to_activate`). */
export const ACTIVATION_PERIOD_DAYS = 30;

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The protection level (0-100) from the protection methods switched on. */
function protectionLevel(methods: Record<string, boolean>): number {
  const weights: Record<string, number> = { is_changed_password: 10, enable_two_factor_auth: 40, enable_phone_binding: 20, enable_security_question: 10, enable_email_auth: 20 };
  return Object.entries(methods).reduce((sum, [name, on]) => sum + (on ? (weights[name] ?? 0) : 0), 0);
}

/** Builds the user configuration of document 001 §3 from the player's row. */
export function toUserConfig(row: UserRow, now: number): UserConfigInput {
  const data = row.user_data;
  const methods = {
    is_changed_password: row.password_changed_at > row.created_at,
    enable_two_factor_auth: row.two_step_enabled,
    enable_phone_binding: row.phone_number !== null && (row.activation_type === ActivationTypeCode.phoneAndEmail || row.activation_type === ActivationTypeCode.phoneOnly),
    enable_security_question: false,
    enable_email_auth: row.email !== null && (row.activation_type === ActivationTypeCode.emailOnly || row.activation_type === ActivationTypeCode.phoneAndEmail),
  };
  return {
    disallow_line_sport: row.disallow_line_sport,
    disallow_live_sport: row.disallow_live_sport,
    phone_number: row.phone_number,
    phone_code: row.phone_code,
    user_email: row.email,
    user_name: str(data['name']),
    user_country_code: row.country_code,
    user_country_id: row.country_id,
    activation_type: row.activation_type,
    user_ref_id: null,
    user_msg_count: 0,
    isRequiredTransfer: false,
    is_active_secure_question: false,
    user_hide_balance: row.hide_balance,
    changed_pass_day_count: Math.floor((now - row.password_changed_at) / DAY_SECONDS),
    user_data: {
      date_birthday: str(data['date_birthday']),
      document_type_id: typeof data['document_type_id'] === 'number' ? data['document_type_id'] : null,
      inn: str(data['inn']),
      name: str(data['name']),
      passport: str(data['passport']),
      passport_date: str(data['passport_date']),
      passport_end_date: str(data['passport_end_date']),
      registration_address: str(data['registration_address']),
      surname: str(data['surname']),
    },
    protection_level: protectionLevel(methods),
    protection_methods: methods,
    should_sync_protection_methods: false,
    is_need_identification: row.verification_status === UNVERIFIED_STATUS,
    ban_level: row.ban_level,
    ban_version: row.ban_version,
    user_status_id: row.user_status_id,
    internal_verification_status: row.verification_status,
    verification_status: row.verification_status,
    verification_types: [],
    isCCLine: false,
    isCClive: false,
    isDataAfterRegistration: str(data['name']) === null,
    verification_status_group_code: null,
    requested_additional_document: false,
    has_deposit: row.has_deposit,
    is_identification_bonus: false,
    show_verification_modal_on_deposit_page: row.verification_status === UNVERIFIED_STATUS,
    remaining_days_to_activate: row.activation_type === ActivationTypeCode.none ? Math.max(0, ACTIVATION_PERIOD_DAYS - Math.floor((now - row.created_at) / DAY_SECONDS)) : null,
    is_recharge_notification_enabled: !row.has_deposit,
    is_recharge_notification_shown: false,
    recharge_notification_text_id: row.has_deposit ? null : 'office_recharge_first_deposit',
  };
}

/** The user configuration of a signed-in player (document 001 §3), null when the row is gone. */
export async function userConfigOf(context: AppContext, userId: number): Promise<UserConfigInput | null> {
  const row = await findUser(context.db, userId);
  if (!row) return null;
  // issue 14: the verification types still asked, the player's referrer and the unread support answers
  const [verificationTypes, referrerId, unreadMessages] = await Promise.all([missingVerificationTypes(context.db, userId), referrerOf(context.db, userId), unreadSupportMessages(context.db, userId)]);
  return { ...toUserConfig(row, nowSeconds(context)), verification_types: verificationTypes, user_ref_id: referrerId, user_msg_count: unreadMessages };
}

/** Stores the reality-check answer; "Log out clears the stored timestamp and disconnects" (document 001 §4). */
export async function answerRealityCheck(
  context: AppContext,
  user: { userId: number; sessionId: number },
  answer: { action: string; doNotShowAgain: boolean; popupShowAt: number },
  reply: FastifyReply,
): Promise<void> {
  await saveRealityCheck(context.db, user.userId, answer.popupShowAt, answer.doNotShowAgain);
  if (answer.action === 'logout') await endSession(context.db, user.sessionId, 'logout:reality_check', nowSeconds(context), reply);
}

/** The CMS page whose title and text the bonus popup shows (the site's welcome-bonus promotion). */
export const BONUS_POPUP_PAGE = 'promotions/welcome-bonus';

/** The text of a CMS body: tags dropped, the common entities decoded, white space collapsed. */
export function plainTextOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The first-deposit bonus popup while the site offers it and the player has not deposited (document
 * 001 §7): the server's texts, i.e. the CMS's welcome-bonus page in the player's language (English
 * when the CMS has none in it), and the link to that page; no popup when the CMS has no such page.
 */
export async function bonusPopupOf(context: AppContext, userId: number, language: string): Promise<BonusPopupInformation | null> {
  const row = await findUser(context.db, userId);
  const site = await loadSiteConfig(context);
  if (!site.hasBonus1st || row?.has_deposit) return null;
  const page = await findContentPage(context.db, BONUS_POPUP_PAGE, language);
  if (!page || page.path !== BONUS_POPUP_PAGE) return null;
  return { bonusId: 1, title: page.title, description: plainTextOf(page.body), imageUrl: null, link: `/${language}/${BONUS_POPUP_PAGE}` };
}
