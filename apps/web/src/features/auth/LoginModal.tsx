import { LoginFlow, connectLogin, loginStateOf, authFlowsModule } from '@kickoff/auth-core';
import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../app/di';
import { useFeatureModules } from '../feature-modules';
import { ModalStore } from '../../shell/modal.store';
import { FORGOT_PASSWORD_MODAL, REGISTRATION_MODAL, closeAuthModals, openAuthModal } from './auth-modals';
import { Field, Modal } from './Modal';
import { PhoneStep, SmsCodeField } from './PhoneStep';

/**
 * The login modal: renders auth-core's login flow (document 001 §3 "Login form": four modes, the
 * remember flag, the SMS and two-step codes) and forwards the player's input to it.
 */
const LoginModal = observer(function LoginModal() {
  const { t } = useTranslation();
  useFeatureModules(authFlowsModule);
  const flow = useService(LoginFlow);
  const modals = useService(ModalStore);
  useEffect(() => {
    flow.start();
    return () => flow.dispose();
  }, [flow]);
  const view = connectLogin(loginStateOf(flow));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void flow.submit();
  };
  return (
    <Modal title={t(view.titleKey)} onClose={() => closeAuthModals(modals)} testId="login-modal">
      {view.showModes ? (
        <div role="tablist" className="auth-modes" aria-label={t('auth_login_mode')}>
          {view.modes.map((item) => (
            <button key={item.mode} type="button" role="tab" aria-selected={item.selected} onClick={() => flow.setMode(item.mode)} data-testid={`login-mode-${item.mode}`}>
              {t(item.labelKey)}
            </button>
          ))}
        </div>
      ) : null}
      <form className="auth-form" onSubmit={submit} noValidate>
        {view.login ? (
          <Field label={t(view.login.labelKey)} error={view.login.errorKey ?? undefined}>
            {(field) => <input {...field} autoComplete="username" value={view.login?.value ?? ''} onChange={(event) => flow.setLogin(event.target.value)} data-testid="auth-login" />}
          </Field>
        ) : null}
        {view.showPhone ? <PhoneStep step={flow.phone} phoneErrorKey={view.phoneErrorKey} countryErrorKey={view.countryErrorKey} /> : null}
        {view.password ? (
          <Field label={t(view.password.labelKey)} error={view.password.errorKey ?? undefined}>
            {(field) => <input {...field} type="password" autoComplete="current-password" value={view.password?.value ?? ''} onChange={(event) => flow.setPassword(event.target.value)} data-testid="auth-password" />}
          </Field>
        ) : null}
        {view.code ? (
          <SmsCodeField
            labelKey={view.code.labelKey}
            value={view.code.value}
            errorKey={view.code.errorKey}
            onChange={flow.setCode}
            resend={view.resend}
            onResend={() => void flow.sendSms()}
          />
        ) : null}
        {view.showRemember ? (
          <label className="radio-line">
            <input type="checkbox" checked={view.remember} onChange={(event) => flow.setRemember(event.target.checked)} />
            {t('auth_remember')}
          </label>
        ) : null}
        {view.formErrorKey ? (
          <p className="field-error" role="alert" data-testid="auth-error">
            {t(view.formErrorKey)}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={!view.submitEnabled} data-testid="auth-submit">
          {t(view.submitLabelKey)}
        </button>
        {view.showBack ? (
          <button type="button" className="link-button" onClick={flow.back}>
            {t('auth_back')}
          </button>
        ) : null}
      </form>
      {view.showForgotPassword ? (
        <p className="auth-switch">
          <button type="button" className="link-button" onClick={() => openAuthModal(modals, FORGOT_PASSWORD_MODAL)} data-testid="auth-forgot-password">
            {t('auth_forgot_password')}
          </button>
        </p>
      ) : null}
      <p className="auth-switch">
        {t('auth_no_account')}{' '}
        <button type="button" className="link-button" onClick={() => openAuthModal(modals, REGISTRATION_MODAL)} data-testid="auth-to-registration">
          {t('auth_register')}
        </button>
      </p>
    </Modal>
  );
});

export default LoginModal;
