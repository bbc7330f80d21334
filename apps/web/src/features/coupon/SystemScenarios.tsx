import type { CouponPanelView } from '@kickoff/coupon-core';
import { useTranslation } from 'react-i18next';

/** The system scenario table (issue 16): coupon-core's rows, what a system pays for each number of winners, least and most. */
export function SystemScenarios({ view, money }: { view: NonNullable<CouponPanelView['system']>['scenarios']; money: (minor: number) => string }) {
  const { t } = useTranslation();
  if (view.rows.length === 0) return null;
  return (
    <table className="coupon__scenarios" data-testid="coupon-scenarios">
      <caption>{t(view.titleKey)}</caption>
      <thead>
        <tr>
          <th scope="col">{t('coupon_system_scenario_winners')}</th>
          <th scope="col">{t('coupon_system_scenario_min')}</th>
          <th scope="col">{t('coupon_system_scenario_max')}</th>
        </tr>
      </thead>
      <tbody>
        {view.rows.map((row) => (
          <tr key={row.winners} data-testid="coupon-scenario">
            <th scope="row">{t(row.labelKey, row.params)}</th>
            <td>{money(row.minWinMinor)}</td>
            <td>{money(row.maxWinMinor)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
