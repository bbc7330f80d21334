import type { ModalStore } from '../../shell/modal.store';

/** Modal names in the shell's modal store (document 000 §2: login and registration are modals). */
export const LOGIN_MODAL = 'login';
export const REGISTRATION_MODAL = 'registration';
/** Opened by the `forgotpassword` route's `?modal=forgotpassword` (document 001 §2). */
export const FORGOT_PASSWORD_MODAL = 'forgotpassword';

const AUTH_MODALS = [LOGIN_MODAL, REGISTRATION_MODAL, FORGOT_PASSWORD_MODAL];

/** Opens one auth modal in place of the others. */
export function openAuthModal(modals: ModalStore, name: typeof LOGIN_MODAL | typeof REGISTRATION_MODAL | typeof FORGOT_PASSWORD_MODAL): void {
  for (const other of AUTH_MODALS) if (other !== name) modals.close(other);
  modals.show(name);
}

/** Closes every auth modal. */
export function closeAuthModals(modals: ModalStore): void {
  for (const name of AUTH_MODALS) modals.close(name);
}
