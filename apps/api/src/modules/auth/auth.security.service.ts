import { ActivationTypeCode, AuthErrorCode, SecurityErrorCode, type BindPhoneResponse, type SecuritySession } from '@kickoff/contracts';
import type { AppContext } from '../../context';
import { DomainError, DomainErrorKind } from '../../http/errors';
import { hashPassword, verifyPassword } from './auth.crypto';
import { normalizePhone } from './auth.phone';
import { nowSeconds } from './auth.session';
import { sendSmsCode, SMS_RESEND_SECONDS, useSmsCode } from './auth.sms';
import type { AuthedUser } from './auth.guard';

/** SMS purpose of the phone-binding code. */
export const PHONE_BINDING_PURPOSE = 'phone_binding';
/** How many sign-ins the login history shows. */
export const LOGIN_HISTORY_SIZE = 50;

/** Why a session ended when the player changed the password elsewhere. */
export const PASSWORD_CHANGED_REASON = 'password_changed';
/** Why a session ended when the player ended it from the list. */
export const ENDED_BY_PLAYER_REASON = 'ended_by_player';

interface SessionRow {
  id: number;
  created_at: number;
  last_seen_at: number;
  ended_at: number | null;
  end_reason: string | null;
  address: string | null;
  user_agent: string | null;
}

const toSession = (row: SessionRow, currentId: number): SecuritySession => ({
  id: Number(row.id),
  createdAt: Number(row.created_at),
  lastSeenAt: Number(row.last_seen_at),
  endedAt: row.ended_at === null ? null : Number(row.ended_at),
  endReason: row.end_reason,
  address: row.address,
  userAgent: row.user_agent,
  current: Number(row.id) === currentId,
});

const wrongPassword = () => new DomainError(DomainErrorKind.forbidden, SecurityErrorCode.wrongPassword, 'office_security_wrong_password', { fields: { currentPassword: 'office_security_wrong_password' } });

async function assertPassword(context: AppContext, userId: number, password: string): Promise<void> {
  const [row] = await context.db.query<{ password_hash: string }>('select password_hash from users where id = $1', [userId]);
  if (!row || !(await verifyPassword(password, row.password_hash))) throw wrongPassword();
}

/**
 * Changes the password: the current one is required; every other session of the player is ended
 * (issue 14 "Security"), the one of this request stays open. Answers how many were ended.
 */
export async function changePassword(context: AppContext, user: AuthedUser, currentPassword: string, newPassword: string): Promise<number> {
  await assertPassword(context, user.userId, currentPassword);
  if (currentPassword === newPassword) throw new DomainError(DomainErrorKind.invalid, SecurityErrorCode.samePassword, 'office_security_same_password', { fields: { newPassword: 'office_security_same_password' } });
  const hash = await hashPassword(newPassword);
  const now = nowSeconds(context);
  return context.db.transaction(async (tx) => {
    await tx.query('update users set password_hash = $2, password_changed_at = $3 where id = $1', [user.userId, hash, now]);
    const ended = await tx.query<{ id: number }>(
      'update sessions set ended_at = $3, end_reason = $4 where user_id = $1 and id <> $2 and ended_at is null and expires_at > $3 returning id',
      [user.userId, user.sessionId, now, PASSWORD_CHANGED_REASON],
    );
    return ended.length;
  });
}

/** The open sessions of the player, newest first; the request's own is marked `current`. */
export async function activeSessions(context: AppContext, user: AuthedUser): Promise<SecuritySession[]> {
  const rows = await context.db.query<SessionRow>(
    'select id, created_at, last_seen_at, ended_at, end_reason, address, user_agent from sessions where user_id = $1 and ended_at is null and expires_at > $2 order by created_at desc, id desc',
    [user.userId, nowSeconds(context)],
  );
  return rows.map((row) => toSession(row, user.sessionId));
}

/** Ends one of the player's open sessions ("end this session"); another player's id is not found. */
export async function endOwnSession(context: AppContext, user: AuthedUser, sessionId: number): Promise<void> {
  const ended = await context.db.query('update sessions set ended_at = $3, end_reason = $4 where id = $1 and user_id = $2 and ended_at is null returning id', [
    sessionId,
    user.userId,
    nowSeconds(context),
    ENDED_BY_PLAYER_REASON,
  ]);
  if (ended.length === 0) throw new DomainError(DomainErrorKind.notFound, SecurityErrorCode.sessionNotFound, 'office_security_session_not_found');
}

/** The login history: every sign-in (a session opened), newest first, with how it ended. */
export async function loginHistory(context: AppContext, user: AuthedUser): Promise<SecuritySession[]> {
  const rows = await context.db.query<SessionRow>(
    'select id, created_at, last_seen_at, ended_at, end_reason, address, user_agent from sessions where user_id = $1 order by created_at desc, id desc limit $2',
    [user.userId, LOGIN_HISTORY_SIZE],
  );
  return rows.map((row) => toSession(row, user.sessionId));
}

/**
 * Two-step sign-in on or off (document 001 §3 protection_methods.enable_two_factor_auth); the
 * password confirms it. The code goes by SMS, so turning it on needs a bound phone.
 */
export async function setTwoStep(context: AppContext, user: AuthedUser, enabled: boolean, password: string): Promise<boolean> {
  await assertPassword(context, user.userId, password);
  if (enabled) {
    const [row] = await context.db.query<{ phone_number: string | null; activation_type: number }>('select phone_number, activation_type from users where id = $1', [user.userId]);
    const phoneBound = row?.phone_number !== null && (row?.activation_type === ActivationTypeCode.phoneAndEmail || row?.activation_type === ActivationTypeCode.phoneOnly);
    if (!phoneBound) throw new DomainError(DomainErrorKind.conflict, SecurityErrorCode.phoneNotBound, 'office_security_phone_not_bound');
  }
  await context.db.query('update users set two_step_enabled = $2 where id = $1', [user.userId, enabled]);
  return enabled;
}

async function assertPhoneFree(context: AppContext, userId: number, telCode: string, number: string): Promise<void> {
  const [taken] = await context.db.query<{ id: number }>('select id from users where phone_code = $1 and phone_number = $2 and id <> $3', [telCode, number, userId]);
  if (taken) throw new DomainError(DomainErrorKind.conflict, AuthErrorCode.phoneTaken, 'main_phone_taken', { fields: { phone_number: 'main_phone_taken' } });
}

/** Sends the binding code to a phone no other player has (through the development SMS outbox). */
export async function sendPhoneBindingCode(context: AppContext, user: AuthedUser, countryCode: string, phoneNumber: string): Promise<number> {
  const phone = normalizePhone(countryCode, phoneNumber);
  await assertPhoneFree(context, user.userId, phone.telCode, phone.number);
  await sendSmsCode(context.db, phone.full, `${PHONE_BINDING_PURPOSE}:${user.userId}`, nowSeconds(context));
  return SMS_RESEND_SECONDS;
}

/**
 * Binds the phone with its code (single use, 300 s). Document 001 §4: "Binding a phone moves 0 to
 * 3 and 1 to 2 and turns on phone binding in protection methods" (2 and 3 stay).
 */
export async function bindPhone(context: AppContext, user: AuthedUser, countryCode: string, phoneNumber: string, code: string): Promise<BindPhoneResponse> {
  const phone = normalizePhone(countryCode, phoneNumber);
  await assertPhoneFree(context, user.userId, phone.telCode, phone.number);
  const now = nowSeconds(context);
  await useSmsCode(context.db, phone.full, `${PHONE_BINDING_PURPOSE}:${user.userId}`, code, now);
  const [row] = await context.db.query<{ activation_type: number }>(
    `update users set phone_code = $2, phone_number = $3,
       activation_type = case activation_type when 0 then 3 when 1 then 2 else activation_type end
     where id = $1 returning activation_type`,
    [user.userId, phone.telCode, phone.number],
  );
  return { phone_code: phone.telCode, phone_number: phone.number, activation_type: row?.activation_type ?? ActivationTypeCode.phoneOnly };
}
