/** Today in the registration tests (UTC). */
export const TODAY = '2026-11-23';

/** Document 000 §4: the site minimum age; impossible dates are refused before any call. */
export const BIRTH_DATE_CASES: ReadonlyArray<{ value: string; minimumAge: number; expected: string | null }> = [
  { value: '', minimumAge: 18, expected: 'auth_birth_date_required' },
  { value: '2026-99-99', minimumAge: 18, expected: 'auth_birth_date_invalid' },
  { value: '1990-02-30', minimumAge: 18, expected: 'auth_birth_date_invalid' },
  { value: '2027-01-01', minimumAge: 18, expected: 'auth_birth_date_invalid' },
  { value: '2008-11-24', minimumAge: 18, expected: 'auth_under_age' },
  { value: '2008-11-23', minimumAge: 18, expected: null },
  { value: '2005-12-01', minimumAge: 21, expected: 'auth_under_age' },
  { value: '1990-06-15', minimumAge: 21, expected: null },
];

export const PASSWORD_CASES: ReadonlyArray<{ password: string; expected: string | null }> = [
  { password: '', expected: 'auth_password_required' },
  { password: 'abc123', expected: 'auth_password_too_short' },
  { password: 'abcdefgh', expected: 'auth_password_letter_digit' },
  { password: '12345678', expected: 'auth_password_letter_digit' },
  { password: 'abcdefg1', expected: null },
  { password: `a1${'x'.repeat(127)}`, expected: 'auth_password_too_long' },
];

export const EMAIL_CASES: ReadonlyArray<{ email: string; expected: string | null }> = [
  { email: '', expected: 'auth_email_required' },
  { email: 'player', expected: 'auth_email_invalid' },
  { email: 'player@example', expected: 'auth_email_invalid' },
  { email: ' player@example.com ', expected: null },
];
