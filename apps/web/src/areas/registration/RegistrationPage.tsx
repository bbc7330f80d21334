import { REGISTRATION_KINDS, RegistrationFlow, connectRegistration, registrationStateOf } from '@kickoff/auth-core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useService } from '../../app/di';
import { LOGIN_MODAL, openAuthModal } from '../../features/auth/auth-modals';
import { RegistrationForm } from '../../features/auth/RegistrationForm';
import { ModalStore } from '../../shell/modal.store';
import type { AreaPageProps } from '../area.types';
import '../../features/auth/auth.css';
import './registration.css';

/**
 * The registration page (document 000 §4 "Registration entry": the page, and the fallback of the
 * modal): full registration by e-mail with the site's required fields, by phone and one-click, from
 * auth-core's registration flow. Signed in, the player goes back to `?returnUrl=` (kept on the site's
 * origin by the server) or the language's home.
 */
export const RegistrationPage = observer(function RegistrationPage({ match }: AreaPageProps) {
  const { t } = useTranslation();
  const flow = useService(RegistrationFlow);
  const modals = useService(ModalStore);
  const returnUrl = match.query['returnUrl'] ?? `/${match.language ?? 'en'}`;
  useEffect(() => {
    flow.start({ kind: 'full', returnUrl });
    return () => flow.dispose();
  }, [flow, returnUrl]);
  const view = connectRegistration(registrationStateOf(flow, REGISTRATION_KINDS));
  if (view.redirectTo) return <Navigate to={view.redirectTo} replace />;
  return (
    <div className="section-page registration-page" data-testid="registration-page">
      <h1>{t(view.titleKey)}</h1>
      <div className="registration-page__card">
        <RegistrationForm kinds={REGISTRATION_KINDS} />
        <p className="auth-switch">
          {t('auth_have_account')}{' '}
          <button type="button" className="link-button" onClick={() => openAuthModal(modals, LOGIN_MODAL)}>
            {t('auth_sign_in')}
          </button>
        </p>
      </div>
    </div>
  );
});
