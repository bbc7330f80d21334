import { PaymentHistory, connectPaymentHistory } from '@kickoff/accounts-core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../../app/di';
import { useLanguage } from '../../../app/language';
import { formatDateTime } from '../../../features/format/format';
import type { AreaPageProps } from '../../area.types';
import { moneyText } from './money-text';
import './payments.css';

/** Payment history (office/historypay): every balance change of the active account, filtered and paged (accounts-core `PaymentHistory`). */
export const PaymentHistoryPage = observer(function PaymentHistoryPage(_props: AreaPageProps) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const history = useService(PaymentHistory);
  useEffect(() => {
    void history.start();
    return () => history.dispose();
  }, [history]);
  const view = connectPaymentHistory(history);
  return (
    <section className="office-page payment-page" data-testid="office-historypay">
      <h1>{t(view.titleKey)}</h1>
      <div className="history-filters">
        <label>
          {t('payments_history_type')}
          <select
            value={view.types.find((type) => type.selected)?.value}
            onChange={(event) => history.setFilter({ type: event.target.value })}
            data-testid="historypay-type"
          >
            {view.types.map((type) => (
              <option key={type.value} value={type.value}>
                {t(type.labelKey)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('payments_history_period')}
          <select
            value={view.periods.find((period) => period.selected)?.value}
            onChange={(event) => history.setFilter({ period: event.target.value })}
            data-testid="historypay-period"
          >
            {view.periods.map((period) => (
              <option key={period.value} value={period.value}>
                {t(period.labelKey)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {view.errorKey ? <p role="alert">{t(view.errorKey)}</p> : null}
      {view.loading ? <p aria-busy="true">{t('main_loading')}</p> : null}
      {view.emptyKey ? <p data-testid="historypay-empty">{t(view.emptyKey)}</p> : null}
      {view.rows.length > 0 ? (
        <table className="office-table payment-history">
          <thead>
            <tr>
              <th scope="col">{t('payments_history_date')}</th>
              <th scope="col">{t('payments_history_type')}</th>
              <th scope="col">{t('payments_amount')}</th>
              <th scope="col">{t('payments_history_balance_after')}</th>
            </tr>
          </thead>
          <tbody>
            {view.rows.map((row) => (
              <tr key={row.id} data-testid="historypay-row" data-type={row.type}>
                <td>{formatDateTime(row.createdAt * 1000, lng)}</td>
                <td>
                  {t(row.typeKey)}
                  {row.statusKey ? (
                    <small className="payment-history__status"> · {t(row.statusKey)}</small>
                  ) : null}
                </td>
                <td
                  className={row.credit ? 'payment-history__credit' : 'payment-history__debit'}
                  data-testid="historypay-amount"
                >
                  {moneyText(row.amount, lng)}
                </td>
                <td>{moneyText(row.balanceAfter, lng)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {view.pageCount > 1 ? (
        <nav className="history-pages" aria-label={t('payments_history_pages')}>
          <button
            type="button"
            className="button"
            disabled={!view.hasPrevious}
            onClick={() => history.setFilter({ page: view.page - 1 })}
          >
            {t('payments_history_previous')}
          </button>
          <span>
            {view.page} / {view.pageCount}
          </span>
          <button
            type="button"
            className="button"
            disabled={!view.hasNext}
            onClick={() => history.setFilter({ page: view.page + 1 })}
          >
            {t('payments_history_next')}
          </button>
        </nav>
      ) : null}
    </section>
  );
});
