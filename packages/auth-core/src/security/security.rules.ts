import { newPasswordError } from '../registration/registration.rules';

/** The password-change form: the current password, the new one twice. */
export interface PasswordChangeFields {
  currentPassword: string;
  newPassword: string;
  repeatPassword: string;
}

/** Field errors of the password change before it is sent (keys), empty when it may be sent. */
export function passwordChangeErrors(fields: PasswordChangeFields): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!fields.currentPassword) errors['currentPassword'] = 'auth_password_required';
  const fresh = newPasswordError(fields.newPassword);
  if (fresh) errors['newPassword'] = fresh;
  else if (fields.newPassword === fields.currentPassword) errors['newPassword'] = 'office_security_same_password';
  if (fields.repeatPassword !== fields.newPassword) errors['repeatPassword'] = 'auth_password_mismatch';
  return errors;
}

/** Why a session of the login history ended, as a dictionary key (`office_security_end_*`). */
export function endReasonKey(endReason: string | null, endedAt: number | null): string {
  if (endedAt === null) return 'office_security_end_open';
  switch (endReason) {
    case 'logout':
    case 'password_changed':
    case 'ended_by_player':
    case 'self_excluded':
    case 'session_limit_reached':
      return `office_security_end_${endReason}`;
    default:
      return endReason?.startsWith('logout') ? 'office_security_end_logout' : 'office_security_end_other';
  }
}

/** A short browser name from a user agent, for the sessions list; the raw text is not shown. */
export function browserOf(userAgent: string | null): string {
  if (!userAgent) return '—';
  const known: ReadonlyArray<[RegExp, string]> = [
    [/Edg\//, 'Edge'],
    [/OPR\//, 'Opera'],
    [/Firefox\//, 'Firefox'],
    [/Chrom(e|ium)\//, 'Chromium'],
    [/Safari\//, 'Safari'],
  ];
  // Otherwise the product token the agent names first (`Name/1.0 ...` gives `Name`).
  return known.find(([pattern]) => pattern.test(userAgent))?.[1] ?? (userAgent.split(/[\s/]/)[0] || '—');
}
