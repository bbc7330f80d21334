import type { ModalStore } from '../../shell/modal.store';

/** Modal names in the shell's modal store (document 000 §2: login and registration are modals). */
export const LOGIN_MODAL = 'login';
export const REGISTRATION_MODAL = 'registration';

/** Opens one auth modal in place of the other. */
export function openAuthModal(modals: ModalStore, name: typeof LOGIN_MODAL | typeof REGISTRATION_MODAL): void {
  modals.close(name === LOGIN_MODAL ? REGISTRATION_MODAL : LOGIN_MODAL);
  modals.show(name);
}

/** Closes both auth modals. */
export function closeAuthModals(modals: ModalStore): void {
  modals.close(LOGIN_MODAL);
  modals.close(REGISTRATION_MODAL);
}
