import { RecoveryFlow, connectRecovery, recoveryStateOf, authFlowsModule } from '@kickoff/auth-core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../app/di';
import { useFeatureModules } from '../feature-modules';
import { ModalStore } from '../../shell/modal.store';
import { LOGIN_MODAL, closeAuthModals, openAuthModal } from './auth-modals';
import { Modal } from './Modal';
import { RecoveryForm } from './RecoveryForm';

/** The forgot-password modal (document 001 §2 `forgotpassword`): auth-core's recovery flow from its request step. */
const ForgotPasswordModal = observer(function ForgotPasswordModal() {
  const { t } = useTranslation();
  useFeatureModules(authFlowsModule);
  const flow = useService(RecoveryFlow);
  const modals = useService(ModalStore);
  useEffect(() => {
    flow.startRequest();
    return () => flow.dispose();
  }, [flow]);
  const view = connectRecovery(recoveryStateOf(flow));
  return (
    <Modal title={t(view.titleKey)} onClose={() => closeAuthModals(modals)} testId="forgot-password-modal">
      <RecoveryForm onSignIn={() => openAuthModal(modals, LOGIN_MODAL)} />
      <p className="auth-switch">
        <button type="button" className="link-button" onClick={() => openAuthModal(modals, LOGIN_MODAL)}>
          {t('auth_have_account')}
        </button>
      </p>
    </Modal>
  );
});

export default ForgotPasswordModal;
