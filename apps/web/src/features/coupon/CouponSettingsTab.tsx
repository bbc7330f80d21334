import { CouponPlacer, CouponSettingsService, type CouponSettingsView } from '@kickoff/coupon-core';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../app/di';
import { formatCoef } from '../format/format';
import { AmountField } from './AmountField';

/** The coefficient each format is previewed with. */
const PREVIEW_COEF = 2.5;

/** The coupon's settings: odds format, odds-change policy, one-click with its amount, drop on score change. */
export const CouponSettingsTab = observer(function CouponSettingsTab({ view, decimals }: { view: CouponSettingsView; decimals: number }) {
  const { t } = useTranslation();
  const settings = useService(CouponSettingsService);
  const placer = useService(CouponPlacer);
  const id = useId();
  const selected = view.formats.find((format) => format.isSelected)?.formatId;
  return (
    <div className="coupon-settings" data-testid="coupon-settings">
      <label htmlFor={`${id}-format`}>{t('coupon_odds_format')}</label>
      <select id={`${id}-format`} value={selected} onChange={(event) => settings.setOddsFormat(Number(event.target.value))} data-testid="coupon-odds-format">
        {view.formats.map((format) => (
          <option key={format.formatId} value={format.formatId}>
            {t(format.labelKey)} ({formatCoef(PREVIEW_COEF, format.formatId)})
          </option>
        ))}
      </select>

      <fieldset>
        <legend>{t('coupon_change_coef_action')}</legend>
        {view.policies.map((policy) => (
          <label key={policy.action} className="radio-line">
            <input type="radio" name={`${id}-policy`} value={policy.action} checked={policy.isChecked} onChange={() => settings.setChangeCoefAction(policy.action)} data-testid={`coupon-policy-${policy.action}`} />
            {t(policy.labelKey)}
          </label>
        ))}
      </fieldset>

      <label className="radio-line">
        <input type="checkbox" checked={view.oneClick.isChecked} onChange={(event) => placer.requestOneClick(event.target.checked)} data-testid="coupon-one-click" />
        {t('coupon_one_click')}
      </label>
      <AmountField
        label={t('coupon_one_click_amount')}
        minor={view.oneClick.amountMinor}
        decimals={decimals}
        errorKey={undefined}
        // normalizeSettings keeps only a finite, non-negative amount
        onChange={(value) => settings.update({ oneClickAmount: value })}
        testId="coupon-one-click-amount"
      />

      <label className="radio-line">
        <input type="checkbox" checked={view.isDropOnScoreChange} onChange={(event) => settings.setDropOnScoreChange(event.target.checked)} data-testid="coupon-drop-on-score" />
        {t('coupon_drop_on_score_change')}
      </label>
    </div>
  );
});
