import { registrationModalFallback } from '@kickoff/guards-core';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useService } from '../../app/di';
import { ModalStore } from '../../shell/modal.store';
import { FORGOT_PASSWORD_MODAL, LOGIN_MODAL, REGISTRATION_MODAL, closeAuthModals } from './auth-modals';
import { CaptchaDialog } from './CaptchaDialog';
import { useLanguage } from '../../app/language';

/**
 * Document 000 §4 "Registration entry": when the registration modal's code cannot be loaded, the
 * registration page is the fallback. Rendered in the modal's place; goes to the page and closes it.
 */
function RegistrationPageFallback() {
  const lng = useLanguage();
  const modals = useService(ModalStore);
  const target = registrationModalFallback({ kind: 'modal', bonusId: null, fallbackRoute: 'registration' });
  useEffect(() => closeAuthModals(modals), [modals]);
  return <Navigate to={`/${lng}/${target.kind === 'page' ? target.route : 'registration'}`} />;
}

const LoginModal = lazy(() => import('./LoginModal'));
const RegistrationModal = lazy(() => import('./RegistrationModal').catch(() => ({ default: RegistrationPageFallback })));
const ForgotPasswordModal = lazy(() => import('./ForgotPasswordModal'));

/** The sign-in modals, each loaded when first opened, and the captcha dialog over them. */
export const AuthModals = observer(function AuthModals() {
  const modals = useService(ModalStore);
  return (
    <>
      <Suspense fallback={null}>
        {modals.isOpen(LOGIN_MODAL) ? <LoginModal /> : null}
        {modals.isOpen(REGISTRATION_MODAL) ? <RegistrationModal /> : null}
        {modals.isOpen(FORGOT_PASSWORD_MODAL) ? <ForgotPasswordModal /> : null}
      </Suspense>
      <CaptchaDialog />
    </>
  );
});
