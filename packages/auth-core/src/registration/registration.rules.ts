import { birthDateError } from '@kickoff/contracts';

/** Registration kinds (document 001 §3 registration types: fast_reg, phone_reg, full_reg). */
export const REGISTRATION_KINDS = ['full', 'phone', 'fast'] as const;
export type RegistrationKind = (typeof REGISTRATION_KINDS)[number];

/** The kinds the modal offers; the full registration is the page's (document 000 §4 "Registration entry"). */
export const MODAL_REGISTRATION_KINDS: readonly RegistrationKind[] = ['fast', 'phone'];

/** Welcome bonus choices where the site offers one. */
export const BONUS_CHOICES = ['sport', 'casino', 'none'] as const;
export type BonusChoice = (typeof BONUS_CHOICES)[number];

/** Steps: the form, the generated credentials of a fast registration, done (signed in). */
export type RegistrationStep = 'form' | 'credentials' | 'done';

/** A new password: 8 to 128 characters with a letter and a digit (the contract's `NewPassword`). */
export function newPasswordError(password: string): string | null {
  if (!password) return 'auth_password_required';
  if (password.length < 8) return 'auth_password_too_short';
  if (password.length > 128) return 'auth_password_too_long';
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return 'auth_password_letter_digit';
  return null;
}

/** The repeated password matches. */
export function passwordRepeatError(password: string, repeat: string): string | null {
  return password === repeat ? null : 'auth_password_mismatch';
}

/** An e-mail address: something@domain.tld, at most 254 characters. */
export function emailError(email: string): string | null {
  const value = email.trim();
  if (!value) return 'auth_email_required';
  return value.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? null : 'auth_email_invalid';
}

/** A name or surname: 1 to 100 characters. */
export function nameError(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return 'auth_field_required';
  return trimmed.length > 100 ? 'auth_field_too_long' : null;
}

/** The birth date field (shared rule of contracts): a real date and the site's minimum age. */
export function birthDateFieldError(value: string, todayIso: string, minimumAge: number): string | null {
  if (!value) return 'auth_birth_date_required';
  const code = birthDateError(value, todayIso, minimumAge);
  if (code === 'invalid_birth_date') return 'auth_birth_date_invalid';
  return code === 'under_minimum_age' ? 'auth_under_age' : null;
}

/** Terms and the minimum age must be confirmed. */
export function termsError(accepted: boolean): string | null {
  return accepted ? null : 'auth_terms_required';
}
