import { isApiError } from '@kickoff/contracts';

/** A form's errors as a view shows them: one key for the form and one key per failing field. */
export interface FormErrors {
  form: string | null;
  fields: Readonly<Record<string, string>>;
}

/** No errors. */
export const NO_ERRORS: FormErrors = { form: null, fields: {} };

/** Key shown when a call did not reach the server or its answer was not understood. */
export const NETWORK_ERROR_KEY = 'main_network_error';

/**
 * The errors of a rejected call: the server's field keys by field; its message key for the form
 * when no field is named (a field error already tells the player what to fix).
 */
export function formErrorsOf(error: unknown): FormErrors {
  if (!isApiError(error)) return { form: NETWORK_ERROR_KEY, fields: {} };
  const fields = error.fields;
  return { form: Object.keys(fields).length > 0 ? null : error.messageKey, fields };
}

/** Field errors found before any call; `null` when the form may be sent. */
export function fieldErrors(fields: Readonly<Record<string, string | null>>): FormErrors | null {
  const failing: Record<string, string> = {};
  for (const [name, key] of Object.entries(fields)) if (key) failing[name] = key;
  return Object.keys(failing).length > 0 ? { form: null, fields: failing } : null;
}

/** Seconds the server asks to wait before the next send (`details.retryAfterSeconds` of a 429), or null. */
export function retryAfterSecondsOf(error: unknown): number | null {
  if (!isApiError(error) || error.status !== 429) return null;
  const value = error.body?.details?.['retryAfterSeconds'];
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : null;
}
