import { AuthErrorCode, type RegistrationReferral } from '@kickoff/contracts';
import type { Queryable } from '../../db/database';
import { httpError } from '../../http/errors';
import { PHONE_COUNTRIES } from './auth.phone';
import { recordAttribution } from '../referral/referral.service';

/** What a new player is created with. */
export interface NewUser {
  email: string | null;
  phone: { telCode: string; number: string } | null;
  passwordHash: string;
  registrationType: 'fast_reg' | 'phone_reg' | 'full_reg' | 'soc_reg';
  countryId: number;
  currencyIso: string;
  language: string;
  userData?: Record<string, unknown>;
  /** Document 001 §4: 0 none, 1 e-mail only, 2 phone and e-mail, 3 phone only. */
  activationType: 0 | 1 | 2 | 3;
  /** The referral and partner tags of the visit (issue 14), stored as the player's attribution. */
  referral?: RegistrationReferral | undefined;
}

/**
 * Creates a player with a main account (type 0, active) and a bonus account (type 4) in the
 * chosen currency; the terms are confirmed at registration. Answers 400 `unknown_currency` /
 * `unknown_country`, 409 `email_taken` / `phone_taken`.
 */
export async function createUser(tx: Queryable, user: NewUser, now: number): Promise<number> {
  const [currency] = await tx.query<{ id: number }>('select id from currencies where iso = $1', [user.currencyIso]);
  if (!currency) throw httpError(400, AuthErrorCode.unknownCurrency, 'main_validation_error', { fields: { currencyIso: 'main_unknown_currency' } });
  const country = PHONE_COUNTRIES.find((entry) => entry.id === user.countryId);
  if (!country) throw httpError(400, AuthErrorCode.unknownCountry, 'main_validation_error', { fields: { countryId: 'main_unknown_country' } });
  if (user.email) {
    const [taken] = await tx.query('select 1 from users where email = $1', [user.email]);
    if (taken) throw httpError(409, AuthErrorCode.emailTaken, 'main_email_taken', { fields: { email: 'main_email_taken' } });
  }
  if (user.phone) {
    const [taken] = await tx.query('select 1 from users where phone_code = $1 and phone_number = $2', [user.phone.telCode, user.phone.number]);
    if (taken) throw httpError(409, AuthErrorCode.phoneTaken, 'main_phone_taken', { fields: { phone_number: 'main_phone_taken' } });
  }
  const [row] = await tx.query<{ id: number }>(
    `insert into users (email, phone_code, phone_number, password_hash, registration_type, country_id, country_code, language,
                        activation_type, user_data, terms_confirmed_at, password_changed_at, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11, $11) returning id`,
    [
      user.email,
      user.phone?.telCode ?? null,
      user.phone?.number ?? null,
      user.passwordHash,
      user.registrationType,
      country.id,
      country.country_code,
      user.language,
      user.activationType,
      JSON.stringify(user.userData ?? {}),
      now,
    ],
  );
  const userId = (row as { id: number }).id;
  await tx.query('insert into accounts (user_id, type, currency_id, is_active, created_at) values ($1, 0, $2, true, $3), ($1, 4, $2, false, $3)', [userId, currency.id, now]);
  await recordAttribution(tx, userId, user.referral, now);
  return userId;
}
