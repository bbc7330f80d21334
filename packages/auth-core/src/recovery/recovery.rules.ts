/** How the player proves the account is theirs: a link by e-mail or a code by SMS. */
export const RECOVERY_CHANNELS = ['email', 'phone'] as const;
export type RecoveryChannel = (typeof RECOVERY_CHANNELS)[number];

/**
 * Steps: `request` (e-mail or phone), `email_sent` (the link went out if the account exists),
 * `code` (the SMS code and the new password), `new_password` (opened from the link's token), `done`.
 */
export type RecoveryStep = 'request' | 'email_sent' | 'code' | 'new_password' | 'done';

/** The step after a request went out on a channel. */
export function stepAfterRequest(channel: RecoveryChannel): RecoveryStep {
  return channel === 'email' ? 'email_sent' : 'code';
}

/** A token from the link's query: 20 to 128 URL-safe characters, else null (the page asks for a code). */
export function resetTokenOf(query: string | null | undefined): string | null {
  const value = query?.trim() ?? '';
  return /^[A-Za-z0-9_-]{20,128}$/.test(value) ? value : null;
}

/** Title key of each step. */
export function recoveryTitleKey(step: RecoveryStep): string {
  return step === 'request' || step === 'email_sent' ? 'auth_recovery_title' : 'auth_new_password_title';
}
