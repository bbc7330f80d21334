import { AuthErrorCode } from '@kickoff/contracts';
import type { Queryable } from '../../db/database';
import { httpError } from '../../http/errors';
import { randomDigits, sha256 } from './auth.crypto';

/** An SMS code is valid this long. */
export const SMS_CODE_TTL_SECONDS = 300;
/** A new code for the same phone and purpose can be asked for after this long. */
export const SMS_RESEND_SECONDS = 60;
/** Wrong tries before a code is burnt. */
export const SMS_MAX_ATTEMPTS = 5;

/**
 * Makes a six-digit code and "sends" it: the text goes to the development outbox (no real SMS;
 * `GET /dev-api/sms-outbox` shows it when the dev tools are on). 429 `sms_too_soon` within 60 s.
 */
export async function sendSmsCode(db: Queryable, phone: string, purpose: string, now: number): Promise<void> {
  const [recent] = await db.query<{ created_at: number }>('select created_at from sms_codes where phone = $1 and purpose = $2 and created_at > $3 order by created_at desc limit 1', [
    phone,
    purpose,
    now - SMS_RESEND_SECONDS,
  ]);
  if (recent) throw httpError(429, AuthErrorCode.smsTooSoon, 'main_sms_too_soon', { details: { retryAfterSeconds: recent.created_at + SMS_RESEND_SECONDS - now } });
  const code = randomDigits(6);
  await db.query('insert into sms_codes (phone, purpose, code_hash, created_at, expires_at) values ($1, $2, $3, $4, $5)', [phone, purpose, sha256(`${phone}:${code}`), now, now + SMS_CODE_TTL_SECONDS]);
  await db.query('insert into sms_outbox (phone, text, created_at) values ($1, $2, $3)', [phone, `Kickoff code: ${code}`, now]);
}

/** Uses the latest code of a phone and purpose; 400 `invalid_sms_code` when wrong, expired or used. */
export async function useSmsCode(db: Queryable, phone: string, purpose: string, code: string, now: number): Promise<void> {
  const [row] = await db.query<{ id: number; code_hash: string; attempts: number }>(
    'select id, code_hash, attempts from sms_codes where phone = $1 and purpose = $2 and used_at is null and expires_at > $3 order by created_at desc limit 1',
    [phone, purpose, now],
  );
  if (!row || row.attempts >= SMS_MAX_ATTEMPTS) throw httpError(400, AuthErrorCode.invalidSmsCode, 'main_invalid_sms_code', { fields: { code: 'main_invalid_sms_code' } });
  if (row.code_hash !== sha256(`${phone}:${code}`)) {
    await db.query('update sms_codes set attempts = attempts + 1 where id = $1', [row.id]);
    throw httpError(400, AuthErrorCode.invalidSmsCode, 'main_invalid_sms_code', { fields: { code: 'main_invalid_sms_code' } });
  }
  await db.query('update sms_codes set used_at = $2 where id = $1', [row.id, now]);
}
