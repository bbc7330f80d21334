import { BetHistoryService, HISTORY_PERIODS, HISTORY_STATUS_FILTERS, HISTORY_TYPE_FILTERS, type BetHistoryObserver, type HistoryCouponObserver, type HistoryTotalsView } from '@kickoff/accounts-core';
import type { HistoryCoupon } from '@kickoff/contracts';
import { CouponService, CouponSettingsService } from '@kickoff/coupon-core';
import { currencyDecimals, toMinorUnits } from '@kickoff/coupon-core/rules';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../../app/di';
import { ReadState } from '../../../app/ReadState';
import { useObserver } from '../../../app/use-observer';
import { formatCoef, formatDateTime, formatMoney } from '../../../features/format/format';
import { CouponCashout } from '../../../features/coupon/CashoutList';
import '../../../features/coupon/cashout.css';
import type { AreaPageProps } from '../../area.types';
import './history-page.css';
import { useLanguage } from '../../../app/language';

/** An amount in major units of a coupon's currency, as shown. */
function money(amount: number, currency: string, language: string): string {
  const decimals = currencyDecimals(currency);
  return formatMoney(toMinorUnits(amount, decimals) ?? 0, currency, decimals, language);
}

/** The bets of an opened coupon, read through the coupon's observer (accounts-core). */
const CouponBets = observer(function CouponBets({ coupon, summary, lng }: { coupon: HistoryCouponObserver | null; summary: HistoryCoupon; lng: string }) {
  const { t } = useTranslation();
  const slip = useService(CouponService);
  const odds = useService(CouponSettingsService);
  const shown = coupon?.data ?? summary;
  return (
    <div className="history-row__coupon" data-testid="history-coupon">
      {coupon?.error ? <ReadState source={coupon} /> : null}
      <ul>
        {shown.bets.map((bet) => (
          <li key={bet.marketId}>
            <span>
              {bet.opponent1Name} – {bet.opponent2Name} <small>{bet.champName}</small>
            </span>
            <span>{bet.marketName}</span>
            <strong>{formatCoef(bet.coef, odds.settings.coefViewId)}</strong>
            <span>{bet.scoreFormatted}</span>
            <span>{t(`office_history_status_${bet.status}`)}</span>
          </li>
        ))}
      </ul>
      <div className="coupon__actions">
        <a className="button" href={`/${lng}/print-coupon/${summary.couponId}`} target="_blank" rel="noopener" data-testid="history-print">
          {t('coupon_print')}
        </a>
        <button type="button" className="button" onClick={() => void slip.loadCoupon(summary.code)} data-testid="history-load">
          {t('office_history_load')}
        </button>
      </div>
    </div>
  );
});

/** The opened coupon: its observer lives while it is open. */
function OpenedCoupon({ summary, lng }: { summary: HistoryCoupon; lng: string }) {
  const history = useService(BetHistoryService);
  const coupon = useObserver(() => history.observeCoupon(summary.couponId), [history, summary.couponId]);
  return <CouponBets coupon={coupon} summary={summary} lng={lng} />;
}

/** One coupon of My bets: a summary row and, opened, the coupon with its bets. */
const HistoryRow = observer(function HistoryRow({ coupon, lng, onPaid }: { coupon: HistoryCoupon; lng: string; onPaid?: () => void }) {
  const { t } = useTranslation();
  const odds = useService(CouponSettingsService);
  // Whether the row is open is the view's own state, not the product's.
  const [open, setOpen] = useState(false);
  return (
    <li className={`history-row history-row--${coupon.status}`} data-testid="history-row" data-status={coupon.status}>
      <button type="button" className="history-row__summary" aria-expanded={open} onClick={() => setOpen(!open)}>
        <span className="history-row__number">
          {t('office_history_coupon')} <strong data-testid="history-number">{coupon.code}</strong>
          <small> #{coupon.couponId}</small>
        </span>
        <span>{formatDateTime(coupon.placedAt, lng)}</span>
        <span>{t(`coupon_type_${coupon.typeId}`)}</span>
        <span data-testid="history-amount">{money(coupon.amount, coupon.currency, lng)}</span>
        <span>{formatCoef(coupon.coef, odds.settings.coefViewId)}</span>
        <span>{coupon.win === null ? t('office_history_possible', { amount: money(coupon.possibleWin, coupon.currency, lng) }) : money(coupon.win, coupon.currency, lng)}</span>
        <span className="history-row__status">{t(`office_history_status_${coupon.status}`)}</span>
        {coupon.cashedOut !== undefined ? <span data-testid="history-cashed-out">{t('coupon_cashout_cashed_out')} {money(coupon.cashedOut, coupon.currency, lng)}</span> : null}
      </button>
      {open ? <OpenedCoupon summary={coupon} lng={lng} /> : null}
      <CouponCashout couponId={coupon.couponId} {...(onPaid ? { onPaid } : {})} />
    </li>
  );
});

/** The totals of every coupon the filter matches, as the server summed them (issue 16). */
function HistoryTotalsLine({ totals, lng }: { totals: HistoryTotalsView; lng: string }) {
  const { t } = useTranslation();
  return (
    <dl className="history-totals" aria-label={t('office_history_totals')} data-testid="history-totals" data-net={totals.netKey}>
      <div>
        <dt>{t('office_history_totals')}</dt>
        <dd data-testid="history-totals-count">{t('office_history_totals_count', { n: totals.count })}</dd>
      </div>
      <div>
        <dt>{t('office_history_total_stake')}</dt>
        <dd data-testid="history-totals-stake">{money(totals.stake, totals.currency, lng)}</dd>
      </div>
      <div>
        <dt>{t('office_history_total_returns')}</dt>
        <dd data-testid="history-totals-returns">{money(totals.returns, totals.currency, lng)}</dd>
      </div>
      <div>
        <dt>{t('office_history_total_net')}</dt>
        <dd data-testid="history-totals-net">
          {money(totals.net, totals.currency, lng)} <small>{t(totals.netKey)}</small>
        </dd>
      </div>
    </dl>
  );
}

/** The filters, the page of coupons and the pager of a history observer. */
const HistoryView = observer(function HistoryView({ history, lng }: { history: BetHistoryObserver; lng: string }) {
  const { t } = useTranslation();
  const data = history.data;
  const pager = history.pager;
  return (
    <>
      <div className="history-filters" role="group" aria-label={t('office_history_filters')}>
        <label>
          {t('office_history_period')}
          <select value={history.filter.period} onChange={(event) => history.setPeriod(event.target.value)} data-testid="history-period">
            {HISTORY_PERIODS.map((option) => (
              <option key={option} value={option}>
                {t(`office_history_period_${option}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('office_history_status')}
          <select value={history.filter.status} onChange={(event) => history.setStatus(event.target.value)} data-testid="history-status">
            {HISTORY_STATUS_FILTERS.map((option) => (
              <option key={option} value={option}>
                {t(`office_history_status_${option}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('office_history_type')}
          <select value={history.filter.type} onChange={(event) => history.setType(event.target.value)} data-testid="history-type">
            {HISTORY_TYPE_FILTERS.map((option) => (
              <option key={option} value={option}>
                {t(`office_history_type_${option}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('office_history_sport')}
          <select value={history.filter.sportId ?? ''} onChange={(event) => history.setSport(event.target.value)} data-testid="history-sport">
            <option value="">{t('office_history_sport_all')}</option>
            {(data?.sports ?? []).map((sport) => (
              <option key={sport.id} value={sport.id}>
                {sport.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {history.filterError ? <p role="alert">{t(history.filterError.key)}</p> : null}
      {history.totals ? <HistoryTotalsLine totals={history.totals} lng={lng} /> : null}
      {!data ? (
        <ReadState source={history} />
      ) : data.coupons.length === 0 ? (
        <p data-testid="history-empty">{t('office_history_empty')}</p>
      ) : (
        <ul className="history-list">
          {data.coupons.map((coupon) => (
            <HistoryRow key={coupon.couponId} coupon={coupon} lng={lng} onPaid={history.refetch} />
          ))}
        </ul>
      )}
      {pager && pager.pages > 1 ? (
        <nav className="history-pages" aria-label={t('office_history_pages')}>
          <button type="button" className="button" disabled={!pager.canPrevious} onClick={history.previousPage}>
            ‹
          </button>
          <span>
            {pager.page} / {pager.pages}
          </span>
          <button type="button" className="button" disabled={!pager.canNext} onClick={history.nextPage}>
            ›
          </button>
        </nav>
      ) : null}
    </>
  );
});

/** My bets (office/history): the player's coupons by period and status, newest first, bound to accounts-core's history read model. */
export function HistoryPage(_props: AreaPageProps) {
  const { t } = useTranslation();
  const service = useService(BetHistoryService);
  const history = useObserver(() => service.observePage(), [service]);
  const lng = useLanguage();
  return (
    <section className="office-page" data-testid="office-history">
      <h1>{t('account_my_bets')}</h1>
      {history ? <HistoryView history={history} lng={lng} /> : <ReadState source={null} />}
    </section>
  );
}
