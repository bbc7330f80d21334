import { connectSettings, SettingsService } from '@kickoff/accounts-core';
import { connectCouponSettings, CouponSettingsService } from '@kickoff/coupon-core';
import { SiteConfigStore } from '@kickoff/shell-core';
import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useService } from '../../../app/di';
import { useLanguage } from '../../../app/language';
import { localizedPath } from '@kickoff/guards-core';
import type { AreaPageProps } from '../../area.types';
import { PreferencesPanel } from '../../../layouts/parts/PreferencesPanel';
import './SecurityPage.css';

/** The coefficient each odds format is previewed with (as in the coupon's settings). */
const PREVIEW_DECIMALS = 2;

/**
 * The office's settings page (issue 14): the global preferences (time zone, clock, theme, text size,
 * modes: `PreferencesPanel`, applied at once), the odds format, which is the coupon's own setting
 * (coupon-core `CouponSettingsService`, shared with the bet slip), then the newsletter and language
 * kept by the server (accounts-core `SettingsService`). The parts that are ready at once come first:
 * the server's part changes height when its answer comes (its loading line becomes the form, a save
 * adds a notice), and above them it moved the preferences down under a press made as they showed,
 * which then landed beside its button and was lost. The server also keeps a notifications
 * preference; it is not offered here while no notification of the site reads it.
 */
export const SettingsPage = observer(function SettingsPage({ match }: AreaPageProps) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const service = useService(SettingsService);
  const couponSettings = useService(CouponSettingsService);
  const siteConfig = useService(SiteConfigStore);
  useEffect(() => {
    void service.load();
  }, [service]);
  const view = connectSettings(service, lng);
  const odds = connectCouponSettings(couponSettings.settings, PREVIEW_DECIMALS);
  const selectedFormat = odds.formats.find((format) => format.isSelected)?.formatId;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void service.save();
  };
  return (
    <section className="office-page security-page" data-testid="office-settings">
      <h1>{t('office_settings_title')}</h1>
      <PreferencesPanel onTimeZone={(offset) => service.change('timeZone', offset)} />
      <div className="security-form">
        <h2>{t('office_settings_odds')}</h2>
        <label>
          {t('coupon_odds_format')}
          <select value={selectedFormat} onChange={(event) => couponSettings.setOddsFormat(Number(event.target.value))} data-testid="settings-odds-format">
            {odds.formats.map((format) => (
              <option key={format.formatId} value={format.formatId}>
                {t(format.labelKey)}
              </option>
            ))}
          </select>
        </label>
        <p className="security-form__hint">{t('office_settings_odds_hint')}</p>
      </div>
      {view.loading ? <p aria-busy="true">{t('main_loading')}</p> : null}
      {view.failed ? <p role="alert">{t('main_error')}</p> : null}
      {!view.loading && !view.failed ? (
        <form className="security-form" onSubmit={submit} noValidate data-testid="settings-form">
          <h2>{t('office_settings_messages')}</h2>
          <label className="settings-check">
            <input type="checkbox" checked={view.newsletter} onChange={(event) => service.change('newsletter', event.target.checked)} data-testid="settings-newsletter" />
            {t('office_settings_newsletter')}
          </label>
          <label>
            {t('office_settings_language')}
            <select value={view.language} onChange={(event) => service.change('language', event.target.value)} data-testid="settings-language">
              {siteConfig.config.languages.map((language) => (
                <option key={language.code} value={language.code}>
                  {language.name}
                </option>
              ))}
            </select>
          </label>
          {view.errorKey ? (
            <p role="alert" className="security-form__error">
              {t(view.errorKey)}
            </p>
          ) : null}
          {view.noticeKey ? (
            <p role="status" className="security-form__notice" data-testid="settings-notice">
              {t(view.noticeKey)}
            </p>
          ) : null}
          {view.switchLanguageTo ? (
            <Link to={localizedPath(view.switchLanguageTo, `/${match.path}`)} data-testid="settings-switch-language">
              {t('office_settings_switch_language')}
            </Link>
          ) : null}
          <button type="submit" className="button" disabled={!view.canSave} data-testid="settings-save">
            {t('office_settings_save')}
          </button>
        </form>
      ) : null}
    </section>
  );
});
