import { RegistrationFlow, connectRegistration, registrationStateOf, type RegistrationKind, authFlowsModule } from '@kickoff/auth-core';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../app/di';
import { useFeatureModules } from '../feature-modules';
import { useLanguage } from '../../app/language';
import { formatCountryName } from '../format/format';
import { Field } from './Modal';
import { PhoneStep, SmsCodeField } from './PhoneStep';

/**
 * The registration form of auth-core's registration flow, offering `kinds` (the modal: one-click and
 * phone; the page: e-mail, phone and one-click). The owner starts the flow and handles its end.
 */
export const RegistrationForm = observer(function RegistrationForm({ kinds }: { kinds: readonly RegistrationKind[] }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  useFeatureModules(authFlowsModule);
  const flow = useService(RegistrationFlow);
  const view = connectRegistration(registrationStateOf(flow, kinds));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void flow.submit();
  };
  if (view.credentials) {
    return (
      <div className="auth-form" data-testid="registration-done">
        <p>{t('auth_registered')}</p>
        <dl className="auth-credentials">
          <dt>{t('auth_login')}</dt>
          <dd data-testid="registration-login">{view.credentials.login}</dd>
          {view.credentials.password ? (
            <>
              <dt>{t('auth_password')}</dt>
              <dd data-testid="registration-password">{view.credentials.password}</dd>
            </>
          ) : null}
        </dl>
        <p className="auth-note">{t('auth_credentials_note')}</p>
        <button type="button" className="button button--primary" onClick={flow.finish} data-testid="registration-continue">
          {t('auth_continue')}
        </button>
      </div>
    );
  }
  return (
    <>
      {view.kinds.length > 1 ? (
        <div role="tablist" className="auth-modes" aria-label={t('auth_registration_kind')}>
          {view.kinds.map((item) => (
            <button key={item.kind} type="button" role="tab" aria-selected={item.selected} onClick={() => flow.setKind(item.kind)} data-testid={`registration-kind-${item.kind}`}>
              {t(item.labelKey)}
            </button>
          ))}
        </div>
      ) : null}
      <form className="auth-form" onSubmit={submit} noValidate data-testid="registration-form">
        {view.showPhone ? <PhoneStep step={flow.phone} phoneErrorKey={view.phoneErrorKey} /> : null}
        {view.fields.map((item) => (
          <Field key={item.name} label={t(item.labelKey)} error={item.errorKey ?? undefined}>
            {(field) => (
              <input
                {...field}
                type={item.type}
                autoComplete={item.autoComplete}
                placeholder={item.placeholderKey ? t(item.placeholderKey) : undefined}
                value={item.value}
                onChange={(event) => flow.setField(item.name, event.target.value)}
                data-testid={`registration-${item.name}`}
              />
            )}
          </Field>
        ))}
        {view.showCountry ? (
          <Field label={t('auth_country')} error={view.countryErrorKey ?? undefined}>
            {(field) => (
              <select {...field} value={flow.phone.country?.country_code ?? ''} onChange={(event) => flow.phone.setCountry(event.target.value)} data-testid="registration-country">
                <option value="" disabled hidden>
                  {t('auth_country_required')}
                </option>
                {flow.phone.countries.map((item) => (
                  <option key={item.id} value={item.country_code}>
                    {formatCountryName(item.country_code, item.name, lng)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        {view.code ? <SmsCodeField labelKey="auth_sms_code" value={view.code.value} errorKey={view.code.errorKey} onChange={flow.phone.setCode} resend={view.resend} onResend={() => void flow.sendSms()} /> : null}
        <p className="auth-note">{t('auth_currency', { currency: view.currencyIso })}</p>
        {view.bonus ? (
          <fieldset className="auth-bonus">
            <legend>{t('auth_bonus_title')}</legend>
            {view.bonus.choices.map((item) => (
              <label key={item.choice} className="radio-line">
                <input type="radio" name="bonus" checked={item.selected} onChange={() => flow.setBonusChoice(item.choice)} data-testid={`registration-bonus-${item.choice}`} />
                {t(item.labelKey)}
              </label>
            ))}
          </fieldset>
        ) : null}
        <label className="radio-line">
          <input type="checkbox" checked={view.terms.accepted} onChange={(event) => flow.setTermsAccepted(event.target.checked)} aria-invalid={view.terms.errorKey ? 'true' : 'false'} data-testid="registration-terms" />
          {t(view.terms.labelKey, { age: view.terms.minimumAge })}
        </label>
        {view.terms.errorKey ? (
          <span className="field-error" role="alert">
            {t(view.terms.errorKey)}
          </span>
        ) : null}
        {view.formErrorKey ? (
          <p className="field-error" role="alert" data-testid="auth-error">
            {t(view.formErrorKey)}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={!view.submitEnabled} data-testid="registration-submit">
          {t(view.submitLabelKey)}
        </button>
      </form>
    </>
  );
});
