import type { PhoneCountry, PhoneMask } from '@kickoff/contracts';
import { useTranslation } from 'react-i18next';
import { Field } from './Modal';
import { maskPhone, phoneDigits } from './phone-mask';

/** Country (with its dialling code) and phone number through the country's mask. */
export function PhoneInput(props: {
  countries: readonly PhoneCountry[];
  countryCode: string;
  onCountry: (code: string) => void;
  digits: string;
  onDigits: (digits: string) => void;
  mask: PhoneMask | undefined;
  errors: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation();
  const country = props.countries.find((item) => item.country_code === props.countryCode);
  return (
    <div className="phone-input">
      <Field label={t('auth_country')} error={props.errors['country_code']}>
        {(field) => (
          <select {...field} value={props.countryCode} onChange={(event) => props.onCountry(event.target.value)} data-testid="auth-country">
            {props.countries.map((item) => (
              <option key={item.id} value={item.country_code}>
                {item.name} ({item.tel_code})
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('auth_phone')} error={props.errors['phone_number']}>
        {(field) => (
          <div className="phone-input__number">
            <span>{country?.tel_code}</span>
            <input
              {...field}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder={props.mask?.Mask.replace(/9/g, '0')}
              value={maskPhone(props.digits, props.mask)}
              onChange={(event) => props.onDigits(phoneDigits(event.target.value).slice(0, props.mask?.Max ?? 15))}
              data-testid="auth-phone"
            />
          </div>
        )}
      </Field>
    </div>
  );
}
