import { birthDateError, isoDateOf, SecurityErrorCode, type ProfileResponse, type SaveProfileRequest } from '@kickoff/contracts';
import type { AppContext } from '../../context';
import { DomainError, DomainErrorKind, notFound } from '../../http/errors';
import { nowSeconds } from '../auth/auth.session';
import { loadSiteConfig } from '../config/config.routes';
import { UNVERIFIED_STATUS } from './user.service';

/** Document 001 §4: "pending verification when user_status_id is 1". */
export const PENDING_VERIFICATION_STATUS = 1;

/** Document 001 §5: "Profile fields required filled: birth date, name, surname, passport, passport date, registration address." */
export const REQUIRED_PROFILE_FIELDS = ['date_birthday', 'name', 'surname', 'passport', 'passport_date', 'registration_address'] as const;

const FIELDS = ['date_birthday', 'document_type_id', 'inn', 'name', 'passport', 'passport_date', 'passport_end_date', 'registration_address', 'surname'] as const;

interface ProfileRow {
  user_data: Record<string, unknown>;
  email: string | null;
  phone_code: string | null;
  phone_number: string | null;
  verification_status: number | null;
  user_status_id: number | null;
  activation_type: number;
}

/**
 * The personal data is locked once the identity is verified (a verification status other than
 * "unverified", document 001 §4) or while the documents are under review (user_status_id 1).
 */
export function isProfileLocked(verificationStatus: number | null, userStatusId: number | null): boolean {
  return (verificationStatus !== null && verificationStatus !== UNVERIFIED_STATUS) || userStatusId === PENDING_VERIFICATION_STATUS;
}

function toProfile(row: ProfileRow): ProfileResponse {
  const value = (name: string) => row.user_data[name];
  const text = (name: string) => (typeof value(name) === 'string' && value(name) !== '' ? (value(name) as string) : null);
  const data = {
    date_birthday: text('date_birthday'),
    document_type_id: typeof value('document_type_id') === 'number' ? (value('document_type_id') as number) : null,
    inn: text('inn'),
    name: text('name'),
    passport: text('passport'),
    passport_date: text('passport_date'),
    passport_end_date: text('passport_end_date'),
    registration_address: text('registration_address'),
    surname: text('surname'),
  };
  return {
    data,
    email: row.email,
    phone: row.phone_number ? `${row.phone_code ?? ''}${row.phone_number}` : null,
    // Document 001 §5: an e-mail needs activation when it exists but the activation type lacks it (1 and 2 have it).
    emailNeedsActivation: row.email !== null && row.activation_type !== 1 && row.activation_type !== 2,
    locked: isProfileLocked(row.verification_status, row.user_status_id),
    missing: REQUIRED_PROFILE_FIELDS.filter((field) => data[field] === null),
  };
}

async function profileRow(context: AppContext, userId: number): Promise<ProfileRow> {
  const [row] = await context.db.query<ProfileRow>('select user_data, email, phone_code, phone_number, verification_status, user_status_id, activation_type from users where id = $1', [userId]);
  if (!row) throw notFound();
  return row;
}

export async function profileOf(context: AppContext, userId: number): Promise<ProfileResponse> {
  return toProfile(await profileRow(context, userId));
}

const invalidField = (field: string, messageKey: string) => new DomainError(DomainErrorKind.invalid, 'validation_error', 'main_validation_error', { fields: { [field]: messageKey } });

/** A real calendar date, not in the future. */
function assertPastDate(field: string, value: string, todayIso: string): void {
  if (birthDateError(value, todayIso, 0) !== null) throw invalidField(field, 'office_profile_invalid_date');
}

/**
 * Saves the fields given (the others keep their values); refused with 409 `profile_locked` once
 * locked. The birth date must make the player of the site's minimum age; document dates must exist
 * and the passport's issue date be past, its end date after it.
 */
export async function saveProfile(context: AppContext, userId: number, changes: SaveProfileRequest): Promise<ProfileResponse> {
  const row = await profileRow(context, userId);
  if (isProfileLocked(row.verification_status, row.user_status_id)) throw new DomainError(DomainErrorKind.conflict, SecurityErrorCode.profileLocked, 'office_profile_locked');
  const todayIso = isoDateOf(nowSeconds(context) * 1000);
  if (changes.date_birthday) {
    const error = birthDateError(changes.date_birthday, todayIso, (await loadSiteConfig(context)).minimumAge);
    if (error) throw invalidField('date_birthday', error === 'under_minimum_age' ? 'office_profile_under_age' : 'office_profile_invalid_date');
  }
  if (changes.passport_date) assertPastDate('passport_date', changes.passport_date, todayIso);
  const issued = changes.passport_date ?? (typeof row.user_data['passport_date'] === 'string' ? (row.user_data['passport_date'] as string) : null);
  if (changes.passport_end_date) {
    if (birthDateError(changes.passport_end_date, '9999-12-31', 0) !== null) throw invalidField('passport_end_date', 'office_profile_invalid_date');
    if (issued && changes.passport_end_date <= issued) throw invalidField('passport_end_date', 'office_profile_end_before_issue');
  }
  const next: Record<string, unknown> = { ...row.user_data };
  for (const field of FIELDS) {
    if (!(field in changes)) continue;
    const value = changes[field];
    if (value === null || value === undefined) delete next[field];
    else next[field] = value;
  }
  const [saved] = await context.db.query<ProfileRow>(
    'update users set user_data = $2::jsonb where id = $1 returning user_data, email, phone_code, phone_number, verification_status, user_status_id, activation_type',
    [userId, JSON.stringify(next)],
  );
  return toProfile(saved as ProfileRow);
}
