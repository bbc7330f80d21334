import {
  AuthErrorCode,
  birthDateError,
  isoDateOf,
  type EmailOutboxResponse,
  type FullRegistrationRequest,
  type PasswordResetConfirm,
  type PasswordResetConfirmResponse,
  type PasswordResetRequest,
  type PasswordResetRequestResponse,
} from '@kickoff/contracts';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { DomainError, DomainErrorKind, HttpError } from '../../http/errors';
import { loadSiteConfig } from '../config/config.routes';
import { hashPassword, randomToken, sha256 } from './auth.crypto';
import { normalizePhone } from './auth.phone';
import { endUserSessions, nowSeconds } from './auth.session';
import { sendSmsCode, useSmsCode } from './auth.sms';
import { createUser } from './auth.users';

/** A reset link is valid this long. */
export const RESET_TOKEN_TTL_SECONDS = 3_600;
/** Another reset for the same address or phone may be asked for after this long. */
export const RESET_RESEND_SECONDS = 60;
/** Reset requests one network address may make per hour, whatever the targets. */
export const RESET_REQUESTS_PER_ADDRESS_PER_HOUR = 20;
/** The minimum age when the site configuration cannot be read (document 000 §4). */
const FALLBACK_MINIMUM_AGE = 18;

/** The site's minimum age (site configuration `minimumAge`). */
async function minimumAge(context: AppContext): Promise<number> {
  try {
    return (await loadSiteConfig(context)).minimumAge;
  } catch {
    return FALLBACK_MINIMUM_AGE;
  }
}

/**
 * Checks what the schema cannot: terms accepted, a real birth date and the site's minimum age
 * (document 000 §4); 400 with a field error, before anything is written.
 */
export async function checkFullRegistration(context: AppContext, body: FullRegistrationRequest): Promise<void> {
  if (body.termsAccepted === false) throw new DomainError(DomainErrorKind.invalid, AuthErrorCode.termsNotAccepted, 'main_validation_error', { fields: { terms: 'auth_terms_required' } });
  const code = birthDateError(body.date_birthday, isoDateOf(context.clock.now()), await minimumAge(context));
  if (code === 'invalid_birth_date') throw new DomainError(DomainErrorKind.invalid, AuthErrorCode.invalidBirthDate, 'main_validation_error', { fields: { date_birthday: 'auth_birth_date_invalid' } });
  if (code === 'under_minimum_age') throw new DomainError(DomainErrorKind.invalid, AuthErrorCode.underAge, 'main_validation_error', { fields: { date_birthday: 'auth_under_age' } });
}

/** Creates the full-registration player (after `checkFullRegistration`); returns the user id. */
export async function createFullRegistrationUser(context: AppContext, body: FullRegistrationRequest, language: string): Promise<number> {
  const now = nowSeconds(context);
  const passwordHash = await hashPassword(body.password);
  const userData: Record<string, unknown> = { name: body.name, surname: body.surname, date_birthday: body.date_birthday };
  return context.db.transaction(async (tx) => {
    const userId = await createUser(
      tx,
      { email: body.email, phone: null, passwordHash, registrationType: 'full_reg', countryId: body.countryId, currencyIso: body.currencyIso, language, activationType: 0, userData, referral: body.referral },
      now,
    );
    if (body.bonusChoice) await tx.query("update users set user_data = user_data || jsonb_build_object('bonus_choice', $2::text) where id = $1", [userId, body.bonusChoice]);
    return userId;
  });
}

/**
 * Throttles reset requests: one per target (address or phone) per 60 s, and at most 20 per network
 * address per hour; counted whether or not an account exists, so the answer tells nothing.
 */
async function throttleReset(db: Queryable, target: string, address: string, now: number): Promise<void> {
  const [recent] = await db.query<{ created_at: number }>('select created_at from password_reset_requests where target = $1 and created_at > $2 order by created_at desc limit 1', [
    target,
    now - RESET_RESEND_SECONDS,
  ]);
  if (recent) {
    throw new DomainError(DomainErrorKind.tooMany, AuthErrorCode.resetTooSoon, 'auth_reset_too_soon', { details: { retryAfterSeconds: Number(recent.created_at) + RESET_RESEND_SECONDS - now } });
  }
  const [byAddress] = await db.query<{ n: number }>('select count(*)::int as n from password_reset_requests where address = $1 and created_at > $2', [address, now - 3_600]);
  if ((byAddress?.n ?? 0) >= RESET_REQUESTS_PER_ADDRESS_PER_HOUR) {
    throw new DomainError(DomainErrorKind.tooMany, AuthErrorCode.resetTooSoon, 'auth_reset_too_soon', { details: { retryAfterSeconds: 3_600 } });
  }
  await db.query('insert into password_reset_requests (target, address, created_at) values ($1, $2, $3)', [target, address, now]);
}

/** The reset e-mail's subject and text (English); the link opens the page in the player's language. */
function resetMessage(link: string): { subject: string; body: string } {
  return { subject: 'Kickoff: reset your password', body: `To set a new password, open ${link} within an hour. If you did not ask for it, ignore this message.` };
}

/**
 * Sends a reset link by e-mail (a new single-use token, stored hashed, valid one hour) or a code by
 * SMS, when an account has that address or phone. The answer is the same either way.
 */
export async function requestPasswordReset(context: AppContext, body: PasswordResetRequest, address: string): Promise<PasswordResetRequestResponse> {
  const { db } = context;
  const now = nowSeconds(context);
  if (body.channel === 'phone') {
    const phone = normalizePhone(body.country_code, body.phone_number);
    await throttleReset(db, phone.full, address, now);
    const [user] = await db.query('select 1 from users where phone_code = $1 and phone_number = $2', [phone.telCode, phone.number]);
    if (user) {
      await sendSmsCode(db, phone.full, 'password_reset', now).catch((error: unknown) => {
        // The reset throttle already spaced the requests; a code of the last minute stays valid.
        if (!(error instanceof HttpError && error.statusCode === 429)) throw error;
      });
    }
    return { success: true, resendAfterSeconds: RESET_RESEND_SECONDS };
  }
  await throttleReset(db, body.email, address, now);
  const [user] = await db.query<{ id: number; language: string }>('select id, language from users where email = $1', [body.email]);
  if (user) {
    const token = randomToken(32);
    await db.query('insert into password_reset_tokens (token_hash, user_id, created_at, expires_at) values ($1, $2, $3, $4)', [sha256(token), user.id, now, now + RESET_TOKEN_TTL_SECONDS]);
    const language = body.language ?? user.language ?? 'en';
    const link = `${context.settings.publicOrigin}/${language}/passwordreset?token=${token}`;
    const message = resetMessage(link);
    await db.query('insert into email_outbox (to_address, subject, body, created_at) values ($1, $2, $3, $4)', [body.email, message.subject, message.body, now]);
  }
  return { success: true, resendAfterSeconds: RESET_RESEND_SECONDS };
}

interface ResetUser {
  id: number;
  email: string | null;
  phone_code: string | null;
  phone_number: string | null;
}

/**
 * Sets a new password with a reset token (single-use, unexpired) or the SMS code; every other token of
 * the player is spent and every session ends. 400 `invalid_reset_token` / `invalid_sms_code` otherwise.
 */
export async function confirmPasswordReset(context: AppContext, body: PasswordResetConfirm): Promise<PasswordResetConfirmResponse> {
  const { db } = context;
  const now = nowSeconds(context);
  let user: ResetUser | undefined;
  if (body.channel === 'email') {
    // Spend the token in the same statement that finds it, so two confirmations cannot both pass.
    const [token] = await db.query<{ user_id: number }>(
      'update password_reset_tokens set used_at = $2 where token_hash = $1 and used_at is null and expires_at > $2 returning user_id',
      [sha256(body.token), now],
    );
    if (!token) throw new DomainError(DomainErrorKind.invalid, AuthErrorCode.invalidResetToken, 'auth_reset_link_invalid', { fields: { token: 'auth_reset_link_invalid' } });
    [user] = await db.query<ResetUser>('select id, email, phone_code, phone_number from users where id = $1', [token.user_id]);
  } else {
    const phone = normalizePhone(body.country_code, body.phone_number);
    [user] = await db.query<ResetUser>('select id, email, phone_code, phone_number from users where phone_code = $1 and phone_number = $2', [phone.telCode, phone.number]);
    if (!user) throw new DomainError(DomainErrorKind.invalid, AuthErrorCode.invalidSmsCode, 'main_invalid_sms_code', { fields: { code: 'main_invalid_sms_code' } });
    await useSmsCode(db, phone.full, 'password_reset', body.code, now);
  }
  if (!user) throw new DomainError(DomainErrorKind.invalid, AuthErrorCode.invalidResetToken, 'auth_reset_link_invalid', { fields: { token: 'auth_reset_link_invalid' } });
  const passwordHash = await hashPassword(body.password);
  const userId = user.id;
  await db.transaction(async (tx) => {
    await tx.query('update users set password_hash = $2, password_changed_at = $3 where id = $1', [userId, passwordHash, now]);
    await tx.query('update password_reset_tokens set used_at = $2 where user_id = $1 and used_at is null', [userId, now]);
    await endUserSessions(tx, userId, 'password_reset', now);
  });
  return { success: true, login: user.email ?? (user.phone_code && user.phone_number ? `${user.phone_code}${user.phone_number}` : String(user.id)) };
}

/** The last 50 messages of the development e-mail outbox, newest first, optionally to one address. */
export async function readEmailOutbox(db: Queryable, to: string | undefined): Promise<EmailOutboxResponse> {
  const rows = await db.query<{ to_address: string; subject: string; body: string; created_at: number }>(
    'select to_address, subject, body, created_at from email_outbox where ($1::text is null or to_address = $1) order by id desc limit 50',
    [to?.toLowerCase() ?? null],
  );
  return { messages: rows.map((row) => ({ to: row.to_address, subject: row.subject, text: row.body, createdAt: Number(row.created_at) })) };
}
