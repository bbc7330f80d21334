import { connectProfile, ProfileService } from '@kickoff/accounts-core';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../../app/di';
import { useLanguage } from '../../../app/language';
import './SecurityPage.css';

/**
 * The account page's personal data (issue 14 "Account and profile"): accounts-core's
 * `ProfileService` decides (required fields of document 001 §5, locked once verified); this renders
 * `connectProfile` and forwards the input.
 */
export const ProfileSection = observer(function ProfileSection() {
  const { t } = useTranslation();
  const id = useId();
  const service = useService(ProfileService);
  const lng = useLanguage();
  useEffect(() => {
    void service.load();
  }, [service]);
  const view = connectProfile(service);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void service.save();
  };
  if (view.loading) return <p aria-busy="true">{t('main_loading')}</p>;
  if (view.failed) return <p role="alert">{t('main_error')}</p>;
  return (
    <form className="security-form profile-form" onSubmit={submit} noValidate data-testid="office-profile" data-locked={view.locked}>
      <h2>{t('office_profile_title')}</h2>
      {view.email ? (
        <p>
          {t('office_profile_email')}: <strong>{view.email}</strong>
        </p>
      ) : null}
      {view.emailActivation.needed ? (
        <div className="security-form__actions" data-testid="profile-email-activation">
          <span className="security-form__hint">{t('office_activation_email_needed')}</span>
          <button type="button" className="button button--secondary" disabled={view.emailActivation.sending} onClick={() => void service.requestEmailActivation(lng)} data-testid="profile-activate-email">
            {t('office_activation_send_link')}
          </button>
        </div>
      ) : null}
      {view.emailActivation.noticeKey ? (
        <p role="status" className="security-form__notice" data-testid="profile-activation-notice">
          {t(view.emailActivation.noticeKey)}
        </p>
      ) : null}
      {view.emailActivation.errorKey ? (
        <p role="alert" className="security-form__error">
          {t(view.emailActivation.errorKey)}
        </p>
      ) : null}
      {view.phone ? (
        <p>
          {t('office_profile_phone')}: <strong>{view.phone}</strong>
        </p>
      ) : null}
      {view.statusKey ? (
        <p className="security-form__hint" data-testid="profile-status">
          {t(view.statusKey)}
        </p>
      ) : null}
      {view.fields.map((field) => (
        <label key={field.name}>
          <span>
            {t(field.labelKey)}
            {field.required ? <span aria-hidden="true"> *</span> : null}
          </span>
          <input
            type="text"
            inputMode={field.type === 'date' ? 'numeric' : undefined}
            placeholder={field.type === 'date' ? t('auth_birth_date_format') : undefined}
            value={field.value}
            readOnly={field.readOnly}
            required={field.required}
            aria-invalid={field.errorKey !== null || field.missing}
            aria-describedby={field.errorKey ? `${id}-${field.name}-error` : undefined}
            onChange={(event) => service.setField(field.name, event.target.value)}
            data-testid={`profile-${field.name}`}
          />
          {field.errorKey ? (
            <span id={`${id}-${field.name}-error`} role="alert" className="security-form__error">
              {t(field.errorKey)}
            </span>
          ) : null}
        </label>
      ))}
      {view.errorKey ? (
        <p role="alert" className="security-form__error">
          {t(view.errorKey)}
        </p>
      ) : null}
      {view.noticeKey ? (
        <p role="status" className="security-form__notice" data-testid="profile-notice">
          {t(view.noticeKey)}
        </p>
      ) : null}
      {view.locked ? null : (
        <button type="submit" className="button" disabled={!view.canSave} data-testid="profile-save">
          {t('office_profile_save')}
        </button>
      )}
    </form>
  );
});
