import { MODAL_REGISTRATION_KINDS, RegistrationFlow, authFlowsModule } from '@kickoff/auth-core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useService } from '../../app/di';
import { useFeatureModules } from '../feature-modules';
import { ModalStore } from '../../shell/modal.store';
import { LOGIN_MODAL, closeAuthModals, openAuthModal } from './auth-modals';
import { Modal } from './Modal';
import { RegistrationForm } from './RegistrationForm';
import { useLanguage } from '../../app/language';

/** The registration modal: one-click and phone registration of auth-core's flow; the full form is the page's. */
const RegistrationModal = observer(function RegistrationModal() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const location = useLocation();
  useFeatureModules(authFlowsModule);
  const flow = useService(RegistrationFlow);
  const modals = useService(ModalStore);
  useEffect(() => {
    flow.start({ kind: 'fast' });
    return () => flow.dispose();
  }, [flow]);
  return (
    <Modal title={t('auth_registration_title')} onClose={flow.step === 'credentials' ? flow.finish : () => closeAuthModals(modals)} testId="registration-modal">
      <RegistrationForm kinds={MODAL_REGISTRATION_KINDS} />
      <p className="auth-switch">
        <Link to={`/${lng}/registration?returnUrl=${encodeURIComponent(location.pathname + location.search)}`} onClick={() => closeAuthModals(modals)} data-testid="auth-full-registration">
          {t('auth_full_registration')}
        </Link>{' '}
        ·{' '}
        <button type="button" className="link-button" onClick={() => openAuthModal(modals, LOGIN_MODAL)}>
          {t('auth_have_account')}
        </button>
      </p>
    </Modal>
  );
});

export default RegistrationModal;
