import { CouponPlacer, CouponService, CouponSettingsService } from '@kickoff/coupon-core';
import { ODDS_FORMAT_IDS, toMinorUnits } from '@kickoff/coupon-core/rules';
import type { ChangeCoefAction } from '@kickoff/contracts';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../app/di';
import { formatCoef } from '../format/format';
import { AmountField } from './AmountField';

/** Odds-change policies (document 000 §3): 0 confirm every change, 1 accept any, 2 accept increases. */
const CHANGE_COEF_ACTIONS: readonly ChangeCoefAction[] = [0, 1, 2];
/** The coefficient each format is previewed with. */
const PREVIEW_COEF = 2.5;

/** The coupon's settings: odds format, odds-change policy, one-click with its amount, drop on score change. */
export const CouponSettingsTab = observer(function CouponSettingsTab() {
  const { t } = useTranslation();
  const coupon = useService(CouponService);
  const settingsService = useService(CouponSettingsService);
  const placer = useService(CouponPlacer);
  const settings = settingsService.settings;
  const id = useId();
  return (
    <div className="coupon-settings" data-testid="coupon-settings">
      <label htmlFor={`${id}-format`}>{t('coupon_odds_format')}</label>
      <select id={`${id}-format`} value={settings.coefViewId} onChange={(event) => settingsService.setOddsFormat(Number(event.target.value))} data-testid="coupon-odds-format">
        {ODDS_FORMAT_IDS.map((formatId) => (
          <option key={formatId} value={formatId}>
            {t(`coupon_odds_format_${formatId}`)} ({formatCoef(PREVIEW_COEF, formatId)})
          </option>
        ))}
      </select>

      <fieldset>
        <legend>{t('coupon_change_coef_action')}</legend>
        {CHANGE_COEF_ACTIONS.map((action) => (
          <label key={action} className="radio-line">
            <input type="radio" name={`${id}-policy`} value={action} checked={settings.changeCoefAction === action} onChange={() => settingsService.setChangeCoefAction(action)} data-testid={`coupon-policy-${action}`} />
            {t(`coupon_change_coef_action_${action}`)}
          </label>
        ))}
      </fieldset>

      <label className="radio-line">
        <input type="checkbox" checked={settings.isActiveOneClick} onChange={(event) => placer.requestOneClick(event.target.checked)} data-testid="coupon-one-click" />
        {t('coupon_one_click')}
      </label>
      <AmountField
        label={t('coupon_one_click_amount')}
        minor={toMinorUnits(settings.oneClickAmount, coupon.currency.decimals) ?? 0}
        decimals={coupon.currency.decimals}
        errorKey={undefined}
        // normalizeSettings keeps only a finite, non-negative amount
        onChange={(value) => settingsService.update({ oneClickAmount: value })}
        testId="coupon-one-click-amount"
      />

      <label className="radio-line">
        <input type="checkbox" checked={settings.isDropOnScoreChange} onChange={(event) => settingsService.setDropOnScoreChange(event.target.checked)} data-testid="coupon-drop-on-score" />
        {t('coupon_drop_on_score_change')}
      </label>
    </div>
  );
});
