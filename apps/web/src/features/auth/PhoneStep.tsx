import type { PhoneSmsStep } from '@kickoff/auth-core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../app/language';
import { formatCountryName } from '../format/format';
import { Field } from './Modal';

/**
 * The one phone piece of every sign-in form (login by phone or SMS, phone registration, recovery by
 * SMS): the country with its dialling code and the number through the country's mask, from
 * auth-core's shared `PhoneSmsStep`. Error keys come from the owning form's view model.
 */
export const PhoneStep = observer(function PhoneStep({ step, phoneErrorKey, countryErrorKey }: { step: PhoneSmsStep; phoneErrorKey: string | null; countryErrorKey?: string | null }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  return (
    <div className="phone-input">
      <Field label={t('auth_country')} error={countryErrorKey ?? undefined}>
        {(field) => (
          <select {...field} value={step.country?.country_code ?? ''} onChange={(event) => step.setCountry(event.target.value)} data-testid="auth-country">
            {step.countries.map((item) => (
              <option key={item.id} value={item.country_code}>
                {formatCountryName(item.country_code, item.name, lng)} ({item.tel_code})
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('auth_phone')} error={phoneErrorKey ?? undefined}>
        {(field) => (
          <div className="phone-input__number">
            <span>{step.country?.tel_code}</span>
            <input
              {...field}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder={step.placeholder}
              value={step.display}
              onChange={(event) => step.setNumber(event.target.value)}
              data-testid="auth-phone"
            />
          </div>
        )}
      </Field>
    </div>
  );
});

/** The SMS code field with its resend button counting down (shared by the same forms). */
export const SmsCodeField = observer(function SmsCodeField(props: {
  labelKey: string;
  value: string;
  errorKey: string | null;
  onChange: (value: string) => void;
  resend: { visible: boolean; enabled: boolean; secondsLeft: number };
  onResend: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field label={t(props.labelKey)} error={props.errorKey ?? undefined}>
        {(field) => <input {...field} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={props.value} onChange={(event) => props.onChange(event.target.value)} data-testid="auth-code" />}
      </Field>
      {props.resend.visible ? (
        <button type="button" className="link-button" disabled={!props.resend.enabled} onClick={props.onResend} data-testid="auth-resend">
          {props.resend.secondsLeft > 0 ? t('auth_resend_in', { seconds: props.resend.secondsLeft }) : t('auth_resend')}
        </button>
      ) : null}
    </>
  );
});
