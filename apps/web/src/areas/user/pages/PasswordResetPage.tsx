import { RecoveryFlow, connectRecovery, recoveryStateOf } from '@kickoff/auth-core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../../app/di';
import { LOGIN_MODAL, openAuthModal } from '../../../features/auth/auth-modals';
import { RecoveryForm } from '../../../features/auth/RecoveryForm';
import { ModalStore } from '../../../shell/modal.store';
import type { AreaPageProps } from '../../area.types';
import '../../../features/auth/auth.css';
import '../user.css';

/**
 * The password-reset page (route `passwordReset`, document 001 §2): opened from the e-mail's link it
 * asks for the new password with the link's token; without a token, the reset by SMS code.
 */
export const PasswordResetPage = observer(function PasswordResetPage({ match }: AreaPageProps) {
  const { t } = useTranslation();
  const flow = useService(RecoveryFlow);
  const modals = useService(ModalStore);
  const tokenQuery = match.query['token'];
  useEffect(() => {
    flow.startFromLink(tokenQuery);
    return () => flow.dispose();
  }, [flow, tokenQuery]);
  const view = connectRecovery(recoveryStateOf(flow));
  return (
    <div className="section-page user-page" data-testid="password-reset-page">
      <h1>{t(view.titleKey)}</h1>
      <div className="user-page__card">
        <RecoveryForm onSignIn={() => openAuthModal(modals, LOGIN_MODAL)} />
      </div>
    </div>
  );
});
