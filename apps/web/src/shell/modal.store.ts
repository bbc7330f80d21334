/** The modal state lives in shell-core (the navigation interpreter opens and closes modals); the app's views import it from here. */
export { ModalStore } from '@kickoff/shell-core';
