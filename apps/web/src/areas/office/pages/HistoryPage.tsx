import { HistoryApi, HistoryCouponStatus, HistoryPeriod, isApiError, type BetHistoryPage, type HistoryCoupon } from '@kickoff/contracts';
import { CouponService, currencyDecimals, toMinorUnits } from '@kickoff/coupon-core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useService } from '../../../app/di';
import { formatCoef, formatDateTime, formatMoney } from '../../../features/format/format';
import { OddsFormatStoreId } from '../../../features/coupon/odds-format.store';
import type { AreaPageProps } from '../../area.types';

const PAGE_SIZE = 20;
const STATUSES = ['all', ...HistoryCouponStatus.options] as const;

/** One coupon of My bets: a summary row and, opened, the coupon with its bets (loaded by id). */
function HistoryRow({ coupon, lng, formatId }: { coupon: HistoryCoupon; lng: string; formatId: number }) {
  const { t } = useTranslation();
  const api = useService(HistoryApi);
  const slip = useService(CouponService);
  const [detail, setDetail] = useState<HistoryCoupon | null>(null);
  const [open, setOpen] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const decimals = currencyDecimals(coupon.currency);
  const money = (amount: number) => formatMoney(toMinorUnits(amount, decimals) ?? 0, coupon.currency, decimals, lng);
  const toggle = () => {
    setOpen(!open);
    if (!open && !detail) api.getCoupon(coupon.couponId).then(setDetail, (error: unknown) => setErrorKey(isApiError(error) ? error.messageKey : 'main_network_error'));
  };
  const shown = detail ?? coupon;
  return (
    <li className={`history-row history-row--${coupon.status}`} data-testid="history-row" data-status={coupon.status}>
      <button type="button" className="history-row__summary" aria-expanded={open} onClick={toggle}>
        <span className="history-row__number">
          {t('office_history_coupon')} <strong data-testid="history-number">{coupon.code}</strong>
          <small> #{coupon.couponId}</small>
        </span>
        <span>{formatDateTime(coupon.placedAt, lng)}</span>
        <span>{t(`coupon_type_${coupon.typeId}`)}</span>
        <span data-testid="history-amount">{money(coupon.amount)}</span>
        <span>{formatCoef(coupon.coef, formatId)}</span>
        <span>{coupon.win === null ? t('office_history_possible', { amount: money(coupon.possibleWin) }) : money(coupon.win)}</span>
        <span className="history-row__status">{t(`office_history_status_${coupon.status}`)}</span>
      </button>
      {open ? (
        <div className="history-row__coupon" data-testid="history-coupon">
          {errorKey ? <p role="alert">{t(errorKey)}</p> : null}
          <ul>
            {shown.bets.map((bet) => (
              <li key={bet.marketId}>
                <span>
                  {bet.opponent1Name} – {bet.opponent2Name} <small>{bet.champName}</small>
                </span>
                <span>{bet.marketName}</span>
                <strong>{formatCoef(bet.coef, formatId)}</strong>
                <span>{bet.scoreFormatted}</span>
                <span>{t(`office_history_status_${bet.status}`)}</span>
              </li>
            ))}
          </ul>
          <div className="coupon__actions">
            <a className="button" href={`/${lng}/print-coupon/${coupon.couponId}`} target="_blank" rel="noopener">
              {t('coupon_print')}
            </a>
            <button type="button" className="button" onClick={() => void slip.loadCoupon(coupon.code)} data-testid="history-load">
              {t('office_history_load')}
            </button>
          </div>
        </div>
      ) : null}
    </li>
  );
}

/** My bets (office/history): the player's coupons by period and status, newest first, with each coupon. */
export function HistoryPage(_props: AreaPageProps) {
  const { t } = useTranslation();
  const { lng = 'en' } = useParams();
  const api = useService(HistoryApi);
  const oddsFormat = useService(OddsFormatStoreId);
  const [period, setPeriod] = useState<HistoryPeriod>('30d');
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('all');
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<{ data: BetHistoryPage | null; errorKey: string | null }>({ data: null, errorKey: null });
  useEffect(() => {
    const controller = new AbortController();
    setResult({ data: null, errorKey: null });
    api.getBets({ period, status, page, pageSize: PAGE_SIZE }, controller.signal).then(
      (data) => setResult({ data, errorKey: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setResult({ data: null, errorKey: isApiError(error) ? error.messageKey : 'main_network_error' });
      },
    );
    return () => controller.abort();
  }, [api, period, status, page]);
  const data = result.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <section className="office-page" data-testid="office-history">
      <h1>{t('account_my_bets')}</h1>
      <div className="history-filters" role="group" aria-label={t('office_history_filters')}>
        <label>
          {t('office_history_period')}
          <select
            value={period}
            onChange={(event) => {
              setPeriod(event.target.value as HistoryPeriod);
              setPage(1);
            }}
            data-testid="history-period"
          >
            {HistoryPeriod.options.map((option) => (
              <option key={option} value={option}>
                {t(`office_history_period_${option}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('office_history_status')}
          <select
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as (typeof STATUSES)[number]);
              setPage(1);
            }}
            data-testid="history-status"
          >
            {STATUSES.map((option) => (
              <option key={option} value={option}>
                {t(`office_history_status_${option}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {result.errorKey ? (
        <p role="alert">{t(result.errorKey)}</p>
      ) : !data ? (
        <p aria-busy="true">{t('main_loading')}</p>
      ) : data.coupons.length === 0 ? (
        <p data-testid="history-empty">{t('office_history_empty')}</p>
      ) : (
        <ul className="history-list">
          {data.coupons.map((coupon) => (
            <HistoryRow key={coupon.couponId} coupon={coupon} lng={lng} formatId={oddsFormat.formatId} />
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav className="history-pages" aria-label={t('office_history_pages')}>
          <button type="button" className="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            ‹
          </button>
          <span>
            {page} / {pages}
          </span>
          <button type="button" className="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            ›
          </button>
        </nav>
      ) : null}
    </section>
  );
}
