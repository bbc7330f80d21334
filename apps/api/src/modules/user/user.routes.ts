import {
  confirmTermsCall,
  cookieAgreementCall,
  getAgreementRulesCall,
  getBonusPopupInformationCall,
  getUserConfigCall,
  listAvailablePartitionsCall,
  postRealityCheckCall,
  termsStatusCall,
  type TermsItem,
  type UserConfigInput,
} from '@kickoff/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { httpError } from '../../http/errors';
import { registerCall } from '../../http/route';
import { loadSiteConfig } from '../config/config.routes';
import { requireUser } from '../auth/auth.guard';
import { endSession, nowSeconds } from '../auth/auth.session';

interface UserRow {
  id: number;
  email: string | null;
  phone_code: string | null;
  phone_number: string | null;
  country_id: number | null;
  country_code: string | null;
  activation_type: 0 | 1 | 2 | 3;
  user_data: Record<string, unknown>;
  hide_balance: boolean;
  disallow_line_sport: number[];
  disallow_live_sport: number[];
  two_step_enabled: boolean;
  ban_level: number;
  ban_version: number | null;
  verification_status: number | null;
  user_status_id: number | null;
  has_deposit: boolean;
  password_changed_at: number;
  created_at: number;
}

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
    enable_phone_binding: row.phone_number !== null && (row.activation_type === 2 || row.activation_type === 3),
    enable_security_question: false,
    enable_email_auth: row.email !== null && (row.activation_type === 1 || row.activation_type === 2),
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
    changed_pass_day_count: Math.floor((now - row.password_changed_at) / 86_400),
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
    is_need_identification: row.verification_status === 1,
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
    show_verification_modal_on_deposit_page: row.verification_status === 1,
    remaining_days_to_activate: row.activation_type === 0 ? Math.max(0, 30 - Math.floor((now - row.created_at) / 86_400)) : null,
    is_recharge_notification_enabled: !row.has_deposit,
    is_recharge_notification_shown: false,
    recharge_notification_text_id: row.has_deposit ? null : 'office_recharge_first_deposit',
  };
}

/** The site's terms version and rules; `updatedAt` null when the site has none. */
export async function loadTerms(db: Queryable): Promise<{ updatedAt: number | null; rules: TermsItem[] }> {
  const [row] = await db.query<{ updated_at: number; rules: TermsItem[] }>('select updated_at, rules from site_terms where id = 1');
  return { updatedAt: row?.updated_at ?? null, rules: row?.rules ?? [] };
}

/** The partitions (site sections) available to third-party widgets. */
export const AVAILABLE_PARTITIONS = ['sport', 'live', 'casino', 'live-casino', 'virtualsports', 'tvgames'];

/** User and office calls (document 001 §7 "User and office"). */
export function registerUserRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  registerCall(app, getUserConfigCall, async ({ request, reply }) => {
    const { userId } = await requireUser(request, context);
    reply.header('cache-control', 'no-store');
    const [row] = await db.query<UserRow>('select * from users where id = $1', [userId]);
    return { result: row ? toUserConfig(row, nowSeconds(context)) : null };
  });

  registerCall(app, postRealityCheckCall, async ({ body, request, reply }) => {
    const { userId, sessionId } = await requireUser(request, context);
    const { action, do_not_show_again, popup_show_at } = body.data.attributes;
    await db.query('update users set reality_check_shown_at = $2, reality_check_hidden = $3 where id = $1', [userId, popup_show_at, do_not_show_again]);
    // Document 001 §4: "Log out clears the stored timestamp and disconnects."
    if (action === 'logout') await endSession(db, sessionId, 'logout:reality_check', nowSeconds(context), reply);
    return { success: true };
  });

  registerCall(app, getBonusPopupInformationCall, async ({ request }) => {
    const { userId } = await requireUser(request, context);
    const [row] = await db.query<{ has_deposit: boolean }>('select has_deposit from users where id = $1', [userId]);
    const site = await loadSiteConfig(context);
    if (!site.hasBonus1st || row?.has_deposit) return { bonusPopupInformation: null };
    return {
      bonusPopupInformation: { bonusId: 1, title: 'bonus_first_deposit_title', description: 'bonus_first_deposit_description', imageUrl: null, link: '/bonuses/deposit' },
    };
  });

  registerCall(app, getAgreementRulesCall, async ({ request }) => {
    await requireUser(request, context);
    return { rules: (await loadTerms(db)).rules };
  });

  registerCall(app, termsStatusCall, async ({ request, reply }) => {
    const { userId } = await requireUser(request, context);
    reply.header('cache-control', 'no-store');
    const terms = await loadTerms(db);
    const [row] = await db.query<{ terms_confirmed_at: number | null }>('select terms_confirmed_at from users where id = $1', [userId]);
    const changed = terms.updatedAt !== null && (row?.terms_confirmed_at ?? 0) < terms.updatedAt;
    return { result: changed, updatedAt: terms.updatedAt };
  });

  registerCall(app, confirmTermsCall, async ({ body, request }) => {
    const { userId } = await requireUser(request, context);
    const terms = await loadTerms(db);
    if (terms.updatedAt === null || body.updatedAt !== terms.updatedAt) {
      throw httpError(409, 'terms_outdated', 'information_confirm_terms_error', { details: { updatedAt: terms.updatedAt } });
    }
    await db.query('update users set terms_confirmed_at = greatest($2::bigint, $3::bigint) where id = $1', [userId, nowSeconds(context), terms.updatedAt]);
    return { success: true };
  });

  registerCall(app, listAvailablePartitionsCall, async () => ({ listAvailablePartitions: [...AVAILABLE_PARTITIONS], success: true }));

  registerCall(app, cookieAgreementCall, async ({ body, request }) => {
    const { userId } = await requireUser(request, context);
    if (body.cookiesAgreeTime > nowSeconds(context) + 300) throw httpError(400, 'validation_error', 'main_validation_error', { fields: { cookiesAgreeTime: 'main_validation_error' } });
    await db.query('update users set cookies_agree_time = $2, cookies_agree_type = $3 where id = $1', [userId, body.cookiesAgreeTime, body.cookiesAgreeType]);
    return { success: true };
  });
}
