import { connectSecurity, PhoneDirectory, SecurityService, type SessionRowView } from '@kickoff/auth-core';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../../app/di';
import { useLanguage } from '../../../app/language';
import { formatCountryName, formatDateTime } from '../../../features/format/format';
import type { AreaPageProps } from '../../area.types';
import './SecurityPage.css';

const prevent = (handler: () => void) => (event: FormEvent) => {
  event.preventDefault();
  handler();
};

function FieldError({ id, errorKey }: { id: string; errorKey: string | undefined }) {
  const { t } = useTranslation();
  return errorKey ? (
    <span id={id} role="alert" className="security-form__error">
      {t(errorKey)}
    </span>
  ) : null;
}

function SessionTable({ rows, testId, onEnd }: { rows: SessionRowView[]; testId: string; onEnd?: (id: number) => void }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  return (
    <div className="office-table-scroll">
      <table className="office-table security-table" data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">{t('office_security_signed_in_at')}</th>
            <th scope="col">{t('office_security_browser')}</th>
            <th scope="col">{t('office_security_address')}</th>
            <th scope="col">{t('office_security_status')}</th>
            {onEnd ? (
              <th scope="col">
                <span className="visually-hidden">{t('accounts_actions')}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid={`${testId}-row`} data-current={row.current} aria-current={row.current ? 'true' : undefined}>
              <td>{formatDateTime(row.signedInAtMs, lng)}</td>
              <td>{row.browser}</td>
              <td>{row.address}</td>
              <td>{t(row.statusKey)}</td>
              {onEnd ? (
                <td>
                  {row.canEnd || row.ending ? (
                    <button type="button" className="button button--secondary" disabled={!row.canEnd} onClick={() => onEnd(row.id)} data-testid="security-end-session">
                      {t('office_security_end_session')}
                    </button>
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The office's security page (issue 14 "Security"): password change, two-step sign-in, phone
 * binding by SMS code, the active sessions and the login history; auth-core's `SecurityService`
 * decides, this renders `connectSecurity` and forwards the events.
 */
export const SecurityPage = observer(function SecurityPage(_props: AreaPageProps) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const id = useId();
  const service = useService(SecurityService);
  const directory = useService(PhoneDirectory);
  useEffect(() => {
    void service.load();
    directory.load(lng);
    return () => service.dispose();
  }, [service, directory, lng]);
  const view = connectSecurity(service);
  const { password, twoStep, phone } = view;
  return (
    <section className="office-page security-page" data-testid="office-security">
      <h1>{t('office_security_title')}</h1>

      <form className="security-form" onSubmit={prevent(service.changePassword)} noValidate data-testid="security-password-form">
        <h2>{t('office_security_password_title')}</h2>
        <label>
          {t('office_security_current_password')}
          <input type="password" autoComplete="current-password" value={password.currentPassword} onChange={(event) => service.setPasswordField('currentPassword', event.target.value)} aria-invalid={!!password.errors.fields['currentPassword']} aria-describedby={`${id}-current-error`} data-testid="security-current-password" />
          <FieldError id={`${id}-current-error`} errorKey={password.errors.fields['currentPassword']} />
        </label>
        <label>
          {t('office_security_new_password')}
          <input type="password" autoComplete="new-password" value={password.newPassword} onChange={(event) => service.setPasswordField('newPassword', event.target.value)} aria-invalid={!!password.errors.fields['newPassword']} aria-describedby={`${id}-new-error`} data-testid="security-new-password" />
          <FieldError id={`${id}-new-error`} errorKey={password.errors.fields['newPassword']} />
        </label>
        <label>
          {t('office_security_repeat_password')}
          <input type="password" autoComplete="new-password" value={password.repeatPassword} onChange={(event) => service.setPasswordField('repeatPassword', event.target.value)} aria-invalid={!!password.errors.fields['repeatPassword']} aria-describedby={`${id}-repeat-error`} data-testid="security-repeat-password" />
          <FieldError id={`${id}-repeat-error`} errorKey={password.errors.fields['repeatPassword']} />
        </label>
        {password.errors.form ? (
          <p role="alert" className="security-form__error">
            {t(password.errors.form)}
          </p>
        ) : null}
        {password.notice ? (
          <p role="status" className="security-form__notice" data-testid="security-password-notice">
            {t(password.notice.key, { count: password.notice.endedSessions })}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={password.sending} data-testid="security-password-submit">
          {t('office_security_change_password')}
        </button>
      </form>

      <form className="security-form" onSubmit={prevent(service.toggleTwoStep)} noValidate data-testid="security-two-step-form">
        <h2>{t('office_security_two_step_title')}</h2>
        <p data-testid="security-two-step-status" data-enabled={twoStep.enabled}>
          {t(twoStep.statusKey)}
        </p>
        {twoStep.available ? (
          <>
            <label>
              {t('office_security_confirm_password')}
              <input type="password" autoComplete="current-password" value={twoStep.password} onChange={(event) => service.setTwoStepPassword(event.target.value)} aria-describedby={`${id}-two-step-error`} data-testid="security-two-step-password" />
              <FieldError id={`${id}-two-step-error`} errorKey={twoStep.errors.fields['password']} />
            </label>
            {twoStep.errors.form ? (
              <p role="alert" className="security-form__error">
                {t(twoStep.errors.form)}
              </p>
            ) : null}
            {twoStep.noticeKey ? (
              <p role="status" className="security-form__notice">
                {t(twoStep.noticeKey)}
              </p>
            ) : null}
            <button type="submit" className="button" disabled={twoStep.sending} data-testid="security-two-step-submit">
              {t(twoStep.actionKey)}
            </button>
          </>
        ) : (
          <p className="security-form__hint">{t('office_security_phone_not_bound')}</p>
        )}
      </form>

      <form className="security-form" onSubmit={prevent(phone.step === 'code' ? service.bindPhone : service.sendPhoneCode)} noValidate data-testid="security-phone-form">
        <h2>{t('office_security_phone_title')}</h2>
        {phone.boundPhone ? (
          <p data-testid="security-bound-phone">
            {t('office_security_phone_bound_to')} <strong>{phone.boundPhone}</strong>
          </p>
        ) : null}
        {phone.step === 'code' ? (
          <>
            <label>
              {t('office_security_sms_code')}
              <input inputMode="numeric" autoComplete="one-time-code" value={phone.code} onChange={(event) => service.setPhoneCode(event.target.value)} aria-describedby={`${id}-code-error`} data-testid="security-phone-code" />
              <FieldError id={`${id}-code-error`} errorKey={phone.errors.fields['code']} />
            </label>
            <div className="security-form__actions">
              <button type="submit" className="button" disabled={phone.sending} data-testid="security-phone-bind">
                {t('office_security_bind_phone')}
              </button>
              <button type="button" className="button button--secondary" onClick={service.changePhoneNumber}>
                {t('office_security_other_number')}
              </button>
            </div>
          </>
        ) : phone.step === 'bound' ? (
          <button type="button" className="button button--secondary" onClick={service.changePhoneNumber} data-testid="security-phone-other">
            {t('office_security_other_number')}
          </button>
        ) : (
          <>
            <label>
              {t('office_security_phone_country')}
              <select value={phone.country} onChange={(event) => service.setPhoneCountry(event.target.value)} data-testid="security-phone-country">
                {directory.countries.map((country) => (
                  <option key={country.id} value={country.country_code}>
                    {formatCountryName(country.country_code, country.name, lng)} ({country.tel_code})
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('office_security_phone_number')}
              <input type="tel" inputMode="tel" autoComplete="tel-national" value={phone.number} onChange={(event) => service.setPhoneNumber(event.target.value)} aria-describedby={`${id}-phone-error`} data-testid="security-phone-number" />
              <FieldError id={`${id}-phone-error`} errorKey={phone.errors.fields['phone_number']} />
            </label>
            <button type="submit" className="button" disabled={phone.sending} data-testid="security-phone-send">
              {t('office_security_send_code')}
            </button>
          </>
        )}
        {phone.errors.form ? (
          <p role="alert" className="security-form__error">
            {t(phone.errors.form)}
          </p>
        ) : null}
        {phone.noticeKey ? (
          <p role="status" className="security-form__notice" data-testid="security-phone-notice">
            {t(phone.noticeKey)}
          </p>
        ) : null}
      </form>

      <h2>{t('office_security_sessions_title')}</h2>
      {view.loading ? <p aria-busy="true">{t('main_loading')}</p> : null}
      {view.failed ? <p role="alert">{t('main_error')}</p> : null}
      {view.sessionError ? <p role="alert">{t(view.sessionError)}</p> : null}
      <SessionTable rows={view.sessions} testId="security-sessions" onEnd={(sessionId) => void service.endSession(sessionId)} />

      <h2>{t('office_security_history_title')}</h2>
      <SessionTable rows={view.logins} testId="security-logins" />
    </section>
  );
});
