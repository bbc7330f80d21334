import { CouponSettingsService } from '@kickoff/coupon-core';
import { BetHistoryService, PagePrinter, type PrintedCoupon } from '@kickoff/accounts-core';
import { currencyDecimals, toMinorUnits } from '@kickoff/coupon-core/rules';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useService } from '../../../app/di';
import { ReadState } from '../../../app/ReadState';
import { useObserver } from '../../../app/use-observer';
import { formatCoef, formatDateTime, formatMoney } from '../../../features/format/format';
import type { AreaPageProps } from '../../area.types';
import './print-coupon.css';

/** An amount in major units of the coupon's currency, as shown. */
function money(amount: number, currency: string, language: string): string {
  const decimals = currencyDecimals(currency);
  return formatMoney(toMinorUnits(amount, decimals) ?? 0, currency, decimals, language);
}

/** The printed coupon: number, date, selections with odds, stake and possible win. */
const PrintedCouponView = observer(function PrintedCouponView({ coupon, language }: { coupon: PrintedCoupon; language: string }) {
  const { t } = useTranslation();
  const odds = useService(CouponSettingsService);
  const printer = useService(PagePrinter);
  return (
    <article className="printed-coupon" data-testid="printed-coupon">
      <header className="printed-coupon__head">
        <h1>
          {t('print_coupon_title')} <span data-testid="printed-number">{coupon.code}</span>
        </h1>
        <dl className="printed-coupon__facts">
          <dt>{t('print_coupon_id')}</dt>
          <dd>{coupon.couponId}</dd>
          <dt>{t('print_coupon_placed')}</dt>
          <dd data-testid="printed-date">{formatDateTime(coupon.placedAt, language)}</dd>
          <dt>{t('print_coupon_type')}</dt>
          <dd>
            {t(coupon.typeKey)}
            {coupon.systemValue !== null ? ` ${t('print_coupon_system_size', { size: coupon.systemValue, count: coupon.selections.length })}` : ''}
          </dd>
          <dt>{t('office_history_status')}</dt>
          <dd>{t(coupon.statusKey)}</dd>
        </dl>
      </header>
      <table className="printed-coupon__selections">
        <thead>
          <tr>
            <th scope="col">{t('print_coupon_event')}</th>
            <th scope="col">{t('print_coupon_market')}</th>
            <th scope="col" className="printed-coupon__num">
              {t('print_coupon_odds')}
            </th>
          </tr>
        </thead>
        <tbody>
          {coupon.selections.map((selection) => (
            <tr key={selection.marketId} data-testid="printed-selection">
              <td>
                <strong>{selection.event}</strong>
                {selection.isBanker ? <span className="badge">{t('print_coupon_banker')}</span> : null}
                <br />
                <small>
                  {selection.league} · {formatDateTime(selection.startDateTime, language)}
                </small>
              </td>
              <td>{selection.marketName}</td>
              <td className="printed-coupon__num">{formatCoef(selection.coef, odds.settings.coefViewId)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="printed-coupon__totals">
        <dt>{t('print_coupon_total_odds')}</dt>
        <dd>{formatCoef(coupon.coef, odds.settings.coefViewId)}</dd>
        <dt>{t('coupon_amount')}</dt>
        <dd data-testid="printed-stake">{money(coupon.stake, coupon.currency, language)}</dd>
        <dt>{t('coupon_possible_win')}</dt>
        <dd data-testid="printed-possible-win">{money(coupon.possibleWin, coupon.currency, language)}</dd>
        {coupon.win !== null ? (
          <>
            <dt>{t('print_coupon_win')}</dt>
            <dd>{money(coupon.win, coupon.currency, language)}</dd>
          </>
        ) : null}
      </dl>
      <p className="printed-coupon__actions">
        <button type="button" className="button" onClick={() => printer.print()} data-testid="print-button">
          {t('print_coupon_print')}
        </button>
      </p>
    </article>
  );
});

/** `print-coupon/{couponId}` (document 000 §2 Empty layout; numeric ids only, §5): the coupon from the bet history, ready to print. */
export const PrintCouponPage = observer(function PrintCouponPage({ match }: AreaPageProps) {
  const history = useService(BetHistoryService);
  const couponId = match.params['couponId'] ?? '';
  const coupon = useObserver(() => history.observeCoupon(couponId), [history, couponId]);
  const printed = coupon?.printed ?? null;
  return <main className="print-coupon">{printed ? <PrintedCouponView coupon={printed} language={match.language ?? 'en'} /> : <ReadState source={coupon} />}</main>;
});
