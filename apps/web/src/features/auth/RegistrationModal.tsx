import { AuthApi, type RegistrationResponse } from '@kickoff/contracts';
import { AuthStatusService, SiteConfigStore } from '@kickoff/shell-core';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useService } from '../../app/di';
import { ModalStore } from '../../shell/modal.store';
import { LOGIN_MODAL, openAuthModal, closeAuthModals } from './auth-modals';
import { NO_ERRORS, formErrorsOf, type FormErrors } from './auth-form';
import { Field, Modal } from './Modal';
import { PhoneInput } from './PhoneInput';
import { usePhoneData } from './usePhoneData';

/** Registration kinds the modal offers (document 001 §3: fast_reg, phone_reg; full_reg is the page). */
const KINDS = ['fast', 'phone'] as const;
type Kind = (typeof KINDS)[number];

/** The registration modal: fast and phone registration with the country's phone mask; errors by field. */
const RegistrationModal = observer(function RegistrationModal() {
  const { t } = useTranslation();
  const { lng = 'en' } = useParams();
  const api = useService(AuthApi);
  const auth = useService(AuthStatusService);
  const siteConfig = useService(SiteConfigStore);
  const modals = useService(ModalStore);
  const phone = usePhoneData(lng);
  const [kind, setKind] = useState<Kind>('fast');
  const [countryCode, setCountryCode] = useState('');
  const [digits, setDigits] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [promoCode, setPromoCode] = useState('');
  const [smsSent, setSmsSent] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const [registered, setRegistered] = useState<RegistrationResponse | null>(null);
  const country = phone.countries.find((item) => item.country_code === countryCode) ?? phone.countries[0];
  const currencyIso = siteConfig.config.defaultCurrencyIso;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!country) return;
    setBusy(true);
    setErrors(NO_ERRORS);
    void (async () => {
      try {
        if (kind === 'fast') {
          setRegistered(await api.registerFast({ countryId: country.id, currencyIso, ...(promoCode.trim() ? { promoCode: promoCode.trim() } : {}) }));
        } else if (!smsSent) {
          await api.sendSms({ phone_number: digits, country_code: country.country_code, purpose: 'registration' });
          setSmsSent(true);
        } else {
          setRegistered(await api.registerPhone({ phone_number: digits, country_code: country.country_code, password, currencyIso, smsCode: code }));
        }
      } catch (error) {
        setErrors(formErrorsOf(error));
      } finally {
        setBusy(false);
      }
    })();
  };

  const done = () => {
    auth.apply(registered?.userId ?? null);
    closeAuthModals(modals);
  };

  const fields = errors.fields;
  return (
    <Modal title={t('auth_registration_title')} onClose={registered ? done : () => closeAuthModals(modals)} testId="registration-modal">
      {registered ? (
        <div className="auth-form" data-testid="registration-done">
          <p>{t('auth_registered')}</p>
          <dl className="auth-credentials">
            <dt>{t('auth_login')}</dt>
            <dd data-testid="registration-login">{registered.login}</dd>
            {registered.generatedPassword ? (
              <>
                <dt>{t('auth_password')}</dt>
                <dd data-testid="registration-password">{registered.generatedPassword}</dd>
              </>
            ) : null}
          </dl>
          <button type="button" className="button button--primary" onClick={done} data-testid="registration-continue">
            {t('auth_continue')}
          </button>
        </div>
      ) : (
        <>
          <div role="tablist" className="auth-modes" aria-label={t('auth_registration_kind')}>
            {KINDS.map((item) => (
              <button
                key={item}
                type="button"
                role="tab"
                aria-selected={kind === item}
                onClick={() => {
                  setKind(item);
                  setSmsSent(false);
                  setErrors(NO_ERRORS);
                }}
                data-testid={`registration-kind-${item}`}
              >
                {t(`auth_registration_${item}`)}
              </button>
            ))}
          </div>
          <form className="auth-form" onSubmit={submit} noValidate>
            {kind === 'fast' ? (
              <>
                <Field label={t('auth_country')} error={fields['countryId']}>
                  {(field) => (
                    <select {...field} value={country?.country_code ?? ''} onChange={(event) => setCountryCode(event.target.value)} data-testid="auth-country">
                      {phone.countries.map((item) => (
                        <option key={item.id} value={item.country_code}>
                          {item.name}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <p className="auth-note">{t('auth_currency', { currency: currencyIso })}</p>
                <Field label={t('auth_promo_code')} error={fields['promoCode']}>
                  {(field) => <input {...field} value={promoCode} onChange={(event) => setPromoCode(event.target.value)} maxLength={64} />}
                </Field>
              </>
            ) : (
              <>
                <PhoneInput countries={phone.countries} countryCode={country?.country_code ?? ''} onCountry={setCountryCode} digits={digits} onDigits={setDigits} mask={phone.maskOf(country?.id)} errors={fields} />
                <Field label={t('auth_password')} error={fields['password']}>
                  {(field) => <input {...field} type="password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} data-testid="auth-password" />}
                </Field>
                {smsSent ? (
                  <Field label={t('auth_sms_code')} error={fields['smsCode']}>
                    {(field) => <input {...field} inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(event) => setCode(event.target.value)} data-testid="auth-code" />}
                  </Field>
                ) : null}
              </>
            )}
            {errors.form ? (
              <p className="field-error" role="alert" data-testid="auth-error">
                {t(errors.form)}
              </p>
            ) : null}
            <button type="submit" className="button button--primary" disabled={busy || !country} data-testid="registration-submit">
              {kind === 'phone' && !smsSent ? t('auth_send_sms') : t('auth_register')}
            </button>
          </form>
          <p className="auth-switch">
            <Link to={`/${lng}/registration`} onClick={() => closeAuthModals(modals)}>
              {t('auth_full_registration')}
            </Link>{' '}
            ·{' '}
            <button type="button" className="link-button" onClick={() => openAuthModal(modals, LOGIN_MODAL)}>
              {t('auth_have_account')}
            </button>
          </p>
        </>
      )}
    </Modal>
  );
});

export default RegistrationModal;
