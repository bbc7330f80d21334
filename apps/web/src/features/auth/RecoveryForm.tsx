import { RecoveryFlow, connectRecovery, recoveryStateOf, authFlowsModule } from '@kickoff/auth-core';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../app/di';
import { useFeatureModules } from '../feature-modules';
import { Field } from './Modal';
import { PhoneStep, SmsCodeField } from './PhoneStep';

/**
 * The password-recovery form of auth-core's recovery flow (the forgot-password modal and the
 * password-reset page): the request by e-mail or SMS, the new password, the end with a sign-in action.
 * The owner starts the flow; `onSignIn` opens the login.
 */
export const RecoveryForm = observer(function RecoveryForm({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation();
  useFeatureModules(authFlowsModule);
  const flow = useService(RecoveryFlow);
  const view = connectRecovery(recoveryStateOf(flow));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void flow.submit();
  };
  return (
    <>
      {view.channels ? (
        <div role="tablist" className="auth-modes" aria-label={t('auth_recovery_title')}>
          {view.channels.map((item) => (
            <button key={item.channel} type="button" role="tab" aria-selected={item.selected} onClick={() => flow.setChannel(item.channel)} data-testid={`recovery-channel-${item.channel}`}>
              {t(item.labelKey)}
            </button>
          ))}
        </div>
      ) : null}
      {view.noticeKey ? (
        <p className="auth-notice" role="status" data-testid="recovery-notice">
          {t(view.noticeKey)}
        </p>
      ) : null}
      <form className="auth-form" onSubmit={submit} noValidate data-testid="recovery-form">
        {view.email ? (
          <Field label={t('auth_email')} error={view.email.errorKey ?? undefined}>
            {(field) => <input {...field} type="email" autoComplete="email" value={view.email?.value ?? ''} onChange={(event) => flow.setEmail(event.target.value)} data-testid="recovery-email" />}
          </Field>
        ) : null}
        {view.showPhone ? <PhoneStep step={flow.phone} phoneErrorKey={view.phoneErrorKey} /> : null}
        {view.code ? <SmsCodeField labelKey="auth_sms_code" value={view.code.value} errorKey={view.code.errorKey} onChange={flow.phone.setCode} resend={view.resend} onResend={() => void flow.request()} /> : null}
        {view.password ? (
          <Field label={t('auth_new_password')} error={view.password.errorKey ?? undefined}>
            {(field) => <input {...field} type="password" autoComplete="new-password" value={view.password?.value ?? ''} onChange={(event) => flow.setPassword(event.target.value)} data-testid="recovery-password" />}
          </Field>
        ) : null}
        {view.passwordRepeat ? (
          <Field label={t('auth_new_password_repeat')} error={view.passwordRepeat.errorKey ?? undefined}>
            {(field) => (
              <input {...field} type="password" autoComplete="new-password" value={view.passwordRepeat?.value ?? ''} onChange={(event) => flow.setPasswordRepeat(event.target.value)} data-testid="recovery-password-repeat" />
            )}
          </Field>
        ) : null}
        {view.formErrorKey ? (
          <p className="field-error" role="alert" data-testid="auth-error">
            {t(view.formErrorKey)}
          </p>
        ) : null}
        {view.submit ? (
          <button type="submit" className="button button--primary" disabled={!view.submit.enabled} data-testid="recovery-submit">
            {t(view.submit.labelKey)}
          </button>
        ) : null}
        {view.resend.visible && !view.code ? (
          <button type="button" className="link-button" disabled={!view.resend.enabled} onClick={() => void flow.request()} data-testid="auth-resend">
            {view.resend.secondsLeft > 0 ? t('auth_resend_in', { seconds: view.resend.secondsLeft }) : t('auth_resend')}
          </button>
        ) : null}
        {view.showBack ? (
          <button type="button" className="link-button" onClick={flow.back}>
            {t('auth_back')}
          </button>
        ) : null}
        {view.signIn ? (
          <button type="button" className="button button--primary" onClick={onSignIn} data-testid="recovery-sign-in">
            {t('auth_sign_in')}
          </button>
        ) : null}
      </form>
    </>
  );
});
