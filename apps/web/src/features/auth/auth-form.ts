import { isApiError, type LoginResponse } from '@kickoff/contracts';

/** Login form modes (document 001 §3 "Login form"). */
export const LOGIN_MODES = ['login_password', 'phone_password', 'sms', 'login_password_two_step_code'] as const;
/** One login form mode. */
export type LoginMode = (typeof LOGIN_MODES)[number];

/** A failed form call as the form shows it: a key for the form and a key per failing field. */
export interface FormErrors {
  form: string | null;
  fields: Readonly<Record<string, string>>;
}

/** No errors. */
export const NO_ERRORS: FormErrors = { form: null, fields: {} };

/** The errors of a rejected call: the server's field keys by field, its message key for the form. */
export function formErrorsOf(error: unknown): FormErrors {
  if (!isApiError(error)) return { form: 'main_network_error', fields: {} };
  const fields = error.fields;
  return { form: Object.keys(fields).length > 0 ? null : error.messageKey, fields };
}

/** What a login answer asks next: done with a user id, or the two-step code. */
export function loginNext(response: LoginResponse): { kind: 'done'; userId: number | null } | { kind: 'two_step'; token: string } {
  return response.status === 'two_step' && response.twoStepToken ? { kind: 'two_step', token: response.twoStepToken } : { kind: 'done', userId: response.userId };
}
