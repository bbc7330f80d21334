import { createHmac, timingSafeEqual } from 'node:crypto';
import { SecurityErrorCode, type UserSettings } from '@kickoff/contracts';
import type { AppContext } from '../../context';
import { DomainError, DomainErrorKind, notFound } from '../../http/errors';
import { nowSeconds } from '../auth/auth.session';

/** The signature of a player's unsubscribe link: HMAC-SHA256 of the player id under the API's secret. */
export function unsubscribeSignature(secret: string, userId: number): string {
  return createHmac('sha256', secret).update(`newsletter:${userId}`).digest('base64url');
}

/** The `stopnewsletter` link of a player (document 001 §2), in the player's language. */
export function unsubscribeLink(context: AppContext, userId: number, language: string): string {
  return `${context.settings.publicOrigin}/${language}/stopnewsletter?user=${userId}&sign=${unsubscribeSignature(context.settings.tokenSecret, userId)}`;
}

interface SettingsRow {
  newsletter: boolean;
  notifications: boolean;
  language: string;
  time_zone: number;
  email: string | null;
}

const toSettings = (row: SettingsRow): UserSettings => ({ newsletter: row.newsletter, notifications: row.notifications, language: row.language, timeZone: Number(row.time_zone) });

/** The player's settings. */
export async function settingsOf(context: AppContext, userId: number): Promise<UserSettings> {
  const [row] = await context.db.query<SettingsRow>('select newsletter, notifications, language, time_zone, email from users where id = $1', [userId]);
  if (!row) throw notFound();
  return toSettings(row);
}

/**
 * Saves the settings. Subscribing to the newsletter (off to on) needs an e-mail address and sends
 * a confirmation through the development e-mail outbox carrying the signed unsubscribe link.
 */
export async function saveSettings(context: AppContext, userId: number, settings: UserSettings): Promise<UserSettings> {
  const before = await context.db.query<SettingsRow>('select newsletter, notifications, language, time_zone, email from users where id = $1', [userId]);
  const previous = before[0];
  if (!previous) throw notFound();
  if (settings.newsletter && !previous.email) {
    throw new DomainError(DomainErrorKind.conflict, 'email_missing', 'office_settings_newsletter_needs_email', { fields: { newsletter: 'office_settings_newsletter_needs_email' } });
  }
  const [row] = await context.db.query<SettingsRow>(
    'update users set newsletter = $2, notifications = $3, language = $4, time_zone = $5 where id = $1 returning newsletter, notifications, language, time_zone, email',
    [userId, settings.newsletter, settings.notifications, settings.language, settings.timeZone],
  );
  if (settings.newsletter && !previous.newsletter && previous.email) {
    const link = unsubscribeLink(context, userId, settings.language);
    await context.db.query('insert into email_outbox (to_address, subject, body, created_at) values ($1, $2, $3, $4)', [
      previous.email,
      'Kickoff newsletter: you are subscribed',
      `You will receive our newsletter. To unsubscribe, open ${link}`,
      nowSeconds(context),
    ]);
  }
  return toSettings(row as SettingsRow);
}

/** Unsubscribes by a signed link (no sign-in needed); a forged or altered link changes nothing. */
export async function stopNewsletter(context: AppContext, userId: number, sign: string): Promise<void> {
  const expected = Buffer.from(unsubscribeSignature(context.settings.tokenSecret, userId));
  const given = Buffer.from(sign);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new DomainError(DomainErrorKind.invalid, SecurityErrorCode.invalidUnsubscribeLink, 'user_stopnewsletter_invalid_link');
  }
  const updated = await context.db.query('update users set newsletter = false where id = $1 returning id', [userId]);
  if (updated.length === 0) throw new DomainError(DomainErrorKind.invalid, SecurityErrorCode.invalidUnsubscribeLink, 'user_stopnewsletter_invalid_link');
}

/** Development control: sets a player's ban level and version (document 001 §3 ban_level, ban_version). */
export async function setBan(context: AppContext, userId: number, banLevel: number, banVersion: number | null): Promise<{ banLevel: number; banVersion: number | null }> {
  const [row] = await context.db.query<{ ban_level: number; ban_version: number | null }>('update users set ban_level = $2, ban_version = $3 where id = $1 returning ban_level, ban_version', [
    userId,
    banLevel,
    banVersion,
  ]);
  if (!row) throw notFound();
  return { banLevel: row.ban_level, banVersion: row.ban_version };
}
