import { PreferencesService, connectPreferences, themeValue, type ThemeChoice } from '@kickoff/shell-core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useService } from '../../app/di';
import { deviceOffsetMinutes } from '../../shell/adapters/device-time-zone';

/**
 * The player's global preferences (document 001 §3, issue 18), each applied as soon as it is picked
 * (shell-core `PreferencesService`: kept on the server for a signed-in player, locally for a guest).
 * `onTimeZone` tells the page a zone was picked (the office settings' form keeps the same field).
 */
export const PreferencesPanel = observer(function PreferencesPanel({ onTimeZone }: { onTimeZone?: (offset: number) => void }) {
  const { t } = useTranslation();
  const service = useService(PreferencesService);
  const view = connectPreferences({ preferences: service.preferences, deviceOffsetMinutes: deviceOffsetMinutes(), errorKey: service.errorKey });
  const pickZone = (offset: number) => {
    service.set('timeZone', offset);
    onTimeZone?.(offset);
  };
  return (
    <section className="security-form preferences" data-testid="preferences" aria-labelledby="preferences-title">
      <h2 id="preferences-title">{t('preferences_title')}</h2>
      <p className="security-form__hint">{t('preferences_hint')}</p>
      <label>
        {t('preferences_time_zone')}
        <select value={view.timeZone} onChange={(event) => pickZone(Number(event.target.value))} data-testid="preferences-time-zone">
          {view.timeZones.map((zone) => (
            <option key={zone.value} value={zone.value}>
              {zone.isDevice ? `${zone.label} (${t('preferences_time_zone_device')})` : zone.label}
            </option>
          ))}
        </select>
      </label>
      {view.deviceTimeZone ? (
        <button type="button" className="button button--secondary" onClick={() => pickZone(view.deviceTimeZone?.value ?? view.timeZone)} data-testid="preferences-use-device-zone">
          {t('preferences_use_device_zone', { zone: view.deviceTimeZone.label })}
        </button>
      ) : null}
      <fieldset className="preferences__choices">
        <legend>{t('preferences_clock')}</legend>
        {view.hourCycle.options.map((option) => (
          <label key={option.labelKey} className="settings-check">
            <input type="radio" name="preferences-clock" checked={view.hourCycle.is12h === option.is12h} onChange={() => service.set('is12h', option.is12h)} data-testid={option.is12h ? 'preferences-clock-12' : 'preferences-clock-24'} />
            {t(option.labelKey)}
          </label>
        ))}
      </fieldset>
      <fieldset className="preferences__choices">
        <legend>{t('preferences_theme')}</legend>
        {view.themes.map((theme) => (
          <label key={theme.value} className="settings-check">
            <input type="radio" name="preferences-theme" checked={view.theme === theme.value} onChange={() => service.set('appTheme', themeValue(theme.value as ThemeChoice))} data-testid={`preferences-theme-${theme.value}`} />
            {t(theme.labelKey)}
          </label>
        ))}
      </fieldset>
      <label>
        {t('preferences_font_size')}
        <select value={view.fontSize} onChange={(event) => service.set('appFontSize', Number(event.target.value))} data-testid="preferences-font-size">
          {view.fontSizes.map((size) => (
            <option key={size.value} value={size.value}>
              {size.label}
            </option>
          ))}
        </select>
      </label>
      <label className="settings-check">
        <input type="checkbox" checked={view.visuallyImpairedMode} onChange={(event) => service.set('visuallyImpairedMode', event.target.checked)} data-testid="preferences-visually-impaired" />
        {t('preferences_visually_impaired')}
      </label>
      <label className="settings-check">
        <input type="checkbox" checked={view.compactView} onChange={(event) => service.set('isAppCompactView', event.target.checked)} data-testid="preferences-compact" />
        {t('preferences_compact')}
      </label>
      <fieldset className="preferences__choices">
        <legend>{t('preferences_view')}</legend>
        {view.viewTypes.map((option) => (
          <label key={option.value} className="settings-check">
            <input type="radio" name="preferences-view" checked={view.viewType === option.value} onChange={() => service.set('appViewType', option.value)} data-testid={`preferences-view-${option.value === 1 ? 'asian' : 'european'}`} />
            {t(option.labelKey)}
          </label>
        ))}
      </fieldset>
      <label className="settings-check">
        <input type="checkbox" checked={view.teamLogosInCoupon} onChange={(event) => service.set('isTeamLogosInCoupon', event.target.checked)} data-testid="preferences-team-logos" />
        {t('preferences_team_logos')}
      </label>
      <label className="settings-check">
        <input type="checkbox" checked={view.groupByCountry} onChange={(event) => service.set('isGroupByCountry', event.target.checked)} data-testid="preferences-group-by-country" />
        {t('preferences_group_by_country')}
      </label>
      {view.errorKey ? (
        <p role="alert" className="security-form__error">
          {t(view.errorKey)}
        </p>
      ) : null}
    </section>
  );
});
