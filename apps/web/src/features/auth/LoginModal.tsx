import { AuthApi } from '@kickoff/contracts';
import { AuthStatusService } from '@kickoff/shell-core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useService } from '../../app/di';
import { ModalStore } from '../../shell/modal.store';
import { REGISTRATION_MODAL, openAuthModal, closeAuthModals } from './auth-modals';
import { LOGIN_MODES, NO_ERRORS, formErrorsOf, loginNext, type FormErrors, type LoginMode } from './auth-form';
import { Field, Modal } from './Modal';
import { PhoneInput } from './PhoneInput';
import { usePhoneData } from './usePhoneData';

/**
 * The login modal (document 001 §3 "Login form"): login and password, phone and password, SMS code,
 * and login and password with a two-step code; the remember flag; errors by field. A captcha the API
 * asks for is answered through the captcha prompt the HTTP client calls.
 */
export default function LoginModal() {
  const { t } = useTranslation();
  const { lng = 'en' } = useParams();
  const api = useService(AuthApi);
  const auth = useService(AuthStatusService);
  const modals = useService(ModalStore);
  const phone = usePhoneData(lng);
  const [mode, setMode] = useState<LoginMode>('login_password');
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [countryCode, setCountryCode] = useState('');
  const [digits, setDigits] = useState('');
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [twoStepToken, setTwoStepToken] = useState<string | null>(null);
  const [smsSent, setSmsSent] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const country = countryCode || phone.countries[0]?.country_code || '';
  const mask = phone.maskOf(phone.countries.find((item) => item.country_code === country)?.id);

  async function run(call: () => Promise<void>): Promise<void> {
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      await call();
    } catch (error) {
      setErrors(formErrorsOf(error));
    } finally {
      setBusy(false);
    }
  }

  function finish(userId: number | null): void {
    auth.apply(userId);
    closeAuthModals(modals);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      if (twoStepToken) {
        const next = loginNext(await api.loginTwoStep({ twoStepToken, code }));
        if (next.kind === 'done') finish(next.userId);
        return;
      }
      const phoneNumber = { phone_number: digits, country_code: country };
      switch (mode) {
        case 'login_password':
        case 'login_password_two_step_code': {
          const next = loginNext(await api.login({ login, password, remember }));
          if (next.kind === 'two_step') setTwoStepToken(next.token);
          else finish(next.userId);
          return;
        }
        case 'phone_password': {
          const next = loginNext(await api.loginByPhone({ ...phoneNumber, password, remember }));
          if (next.kind === 'two_step') setTwoStepToken(next.token);
          else finish(next.userId);
          return;
        }
        case 'sms': {
          if (!smsSent) {
            await api.sendSms({ ...phoneNumber, purpose: 'login' });
            setSmsSent(true);
            return;
          }
          const next = loginNext(await api.loginBySms({ ...phoneNumber, code, remember }));
          if (next.kind === 'done') finish(next.userId);
          return;
        }
      }
    });
  };

  const fields = errors.fields;
  return (
    <Modal title={t('auth_login_title')} onClose={() => closeAuthModals(modals)} testId="login-modal">
      <div role="tablist" className="auth-modes" aria-label={t('auth_login_mode')}>
        {LOGIN_MODES.map((item) => (
          <button
            key={item}
            type="button"
            role="tab"
            aria-selected={mode === item}
            onClick={() => {
              setMode(item);
              setTwoStepToken(null);
              setSmsSent(false);
              setErrors(NO_ERRORS);
            }}
          >
            {t(`auth_mode_${item}`)}
          </button>
        ))}
      </div>
      <form className="auth-form" onSubmit={submit} noValidate>
        {twoStepToken ? (
          <Field label={t('auth_two_step_code')} error={fields['code']}>
            {(field) => <input {...field} inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(event) => setCode(event.target.value)} data-testid="auth-code" />}
          </Field>
        ) : (
          <>
            {mode === 'login_password' || mode === 'login_password_two_step_code' ? (
              <Field label={t('auth_login')} error={fields['login']}>
                {(field) => <input {...field} autoComplete="username" value={login} onChange={(event) => setLogin(event.target.value)} data-testid="auth-login" />}
              </Field>
            ) : (
              <PhoneInput countries={phone.countries} countryCode={country} onCountry={setCountryCode} digits={digits} onDigits={setDigits} mask={mask} errors={fields} />
            )}
            {mode === 'sms' ? (
              smsSent ? (
                <Field label={t('auth_sms_code')} error={fields['code']}>
                  {(field) => <input {...field} inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(event) => setCode(event.target.value)} data-testid="auth-code" />}
                </Field>
              ) : null
            ) : (
              <Field label={t('auth_password')} error={fields['password']}>
                {(field) => <input {...field} type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} data-testid="auth-password" />}
              </Field>
            )}
            <label className="radio-line">
              <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
              {t('auth_remember')}
            </label>
          </>
        )}
        {errors.form ? (
          <p className="field-error" role="alert" data-testid="auth-error">
            {t(errors.form)}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={busy} data-testid="auth-submit">
          {mode === 'sms' && !smsSent && !twoStepToken ? t('auth_send_sms') : t('auth_sign_in')}
        </button>
      </form>
      <p className="auth-switch">
        {t('auth_no_account')}{' '}
        <button type="button" className="link-button" onClick={() => openAuthModal(modals, REGISTRATION_MODAL)} data-testid="auth-to-registration">
          {t('auth_register')}
        </button>
      </p>
    </Modal>
  );
}
