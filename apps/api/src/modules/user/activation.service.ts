import { SecurityErrorCode, type ActivateResponse } from '@kickoff/contracts';
import type { AppContext } from '../../context';
import { DomainError, DomainErrorKind, notFound } from '../../http/errors';
import { randomToken, sha256 } from '../auth/auth.crypto';
import { nowSeconds } from '../auth/auth.session';

/** An activation link is valid this long. */
export const ACTIVATION_TOKEN_TTL_SECONDS = 86_400;
/** A new link can be asked for after this long. */
export const ACTIVATION_RESEND_SECONDS = 60;

/** Document 001 §4 activation types: 0 none, 1 e-mail only, 2 phone and e-mail, 3 phone only. */
const hasEmail = (activationType: number) => activationType === 1 || activationType === 2;
/** Adding the e-mail to an activation type: 0 becomes 1, 3 becomes 2. */
const withEmail = (activationType: number) => (activationType === 0 ? 1 : activationType === 3 ? 2 : activationType);

/**
 * Sends the e-mail activation link (single use, 24 h) through the development e-mail outbox; 409
 * `nothing_to_activate` when the account has no e-mail or it is already activated, 429
 * `activation_too_soon` within a minute of the last link.
 */
export async function requestEmailActivation(context: AppContext, userId: number, language: string): Promise<number> {
  const { db } = context;
  const now = nowSeconds(context);
  const [user] = await db.query<{ email: string | null; activation_type: number }>('select email, activation_type from users where id = $1', [userId]);
  if (!user) throw notFound();
  if (!user.email || hasEmail(user.activation_type)) throw new DomainError(DomainErrorKind.conflict, SecurityErrorCode.nothingToActivate, 'office_activation_nothing');
  const [recent] = await db.query<{ created_at: number }>('select created_at from activation_tokens where user_id = $1 and created_at > $2 order by created_at desc limit 1', [
    userId,
    now - ACTIVATION_RESEND_SECONDS,
  ]);
  if (recent) {
    throw new DomainError(DomainErrorKind.tooMany, SecurityErrorCode.activationTooSoon, 'main_sms_too_soon', { details: { retryAfterSeconds: Number(recent.created_at) + ACTIVATION_RESEND_SECONDS - now } });
  }
  const token = randomToken();
  await db.query('insert into activation_tokens (token_hash, user_id, email, created_at, expires_at) values ($1, $2, $3, $4, $5)', [sha256(token), userId, user.email, now, now + ACTIVATION_TOKEN_TTL_SECONDS]);
  const link = `${context.settings.publicOrigin}/${language}/activate?token=${token}`;
  await db.query('insert into email_outbox (to_address, subject, body, created_at) values ($1, $2, $3, $4)', [
    user.email,
    'Kickoff: activate your e-mail address',
    `Open this link within 24 hours to activate your e-mail address: ${link}`,
    now,
  ]);
  return ACTIVATION_RESEND_SECONDS;
}

/**
 * Activates the e-mail of the link's token: single use, unexpired, and only while the account still
 * has that address; the activation type gains the e-mail (document 001 §4). 400
 * `invalid_activation_token` otherwise, changing nothing.
 */
export async function activateByToken(context: AppContext, token: string): Promise<ActivateResponse> {
  const now = nowSeconds(context);
  return context.db.transaction(async (tx) => {
    const [row] = await tx.query<{ user_id: number }>(
      `update activation_tokens t set used_at = $2 from users u
        where t.token_hash = $1 and t.used_at is null and t.expires_at > $2 and u.id = t.user_id and u.email = t.email
        returning t.user_id`,
      [sha256(token), now],
    );
    if (!row) throw new DomainError(DomainErrorKind.invalid, SecurityErrorCode.invalidActivationToken, 'user_activate_invalid_link');
    const [user] = await tx.query<{ activation_type: number }>('select activation_type from users where id = $1 for update', [row.user_id]);
    const next = withEmail(user?.activation_type ?? 0);
    await tx.query('update users set activation_type = $2 where id = $1', [row.user_id, next]);
    return { success: true as const, activation_type: next };
  });
}
