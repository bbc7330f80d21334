import { CurrencyAccountsFlow, connectCurrencyAccountsFlow } from '@kickoff/accounts-core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useService } from '../../../app/di';
import { useLanguage, useLocalizedPath } from '../../../app/language';
import type { AreaPageProps } from '../../area.types';
import { formatCurrencyName } from '../../../features/format/format';
import { moneyText } from './money-text';
import { ProfileSection } from './ProfilePage';
import './payments.css';

/**
 * The office's account page: the player's accounts with their balances and the active one; switch
 * the active account, add a currency account, remove an empty inactive one (accounts-core
 * `CurrencyAccountsFlow`; the header balance and the coupon follow the active account).
 */
export const AccountPage = observer(function AccountPage({ match }: AreaPageProps) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const path = useLocalizedPath();
  const flow = useService(CurrencyAccountsFlow);
  useEffect(() => {
    void flow.start();
    return () => flow.dispose();
  }, [flow]);
  const view = connectCurrencyAccountsFlow(flow);
  return (
    <section className="office-page" data-testid="office-account">
      <h1>{t('office_account_title')}</h1>
      {flow.accounts.data === null ? (
        <p aria-busy="true">{t('main_loading')}</p>
      ) : (
        <div className="office-table-scroll">
          <table className="office-table">
            <thead>
              <tr>
                <th scope="col">{t('office_account_type')}</th>
                <th scope="col">{t('office_account_currency')}</th>
                <th scope="col">{t('office_account_balance')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('accounts_actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {view.accounts.map((account) => (
                <tr
                  key={account.id}
                  aria-current={account.active ? 'true' : undefined}
                  data-testid="office-account-row"
                  data-iso={account.iso}
                >
                  <td>
                    {t(account.typeKey)}
                    {account.active ? (
                      <span className="office-badge" data-testid="office-account-active">
                        {t('office_account_active')}
                      </span>
                    ) : null}
                  </td>
                  <td>{account.iso}</td>
                  <td data-testid="office-account-balance">{moneyText(account.balance, lng)}</td>
                  <td className="currency-accounts__actions">
                    {account.switchable ? (
                      <button
                        type="button"
                        className="button"
                        onClick={() => void flow.switchTo(account.id, match.route.name)}
                        data-testid="office-account-switch"
                      >
                        {t('accounts_make_active')}
                      </button>
                    ) : null}
                    {account.removable ? (
                      <button
                        type="button"
                        className="button"
                        onClick={() => void flow.remove(account.id)}
                        data-testid="office-account-remove"
                      >
                        {t('accounts_remove_button')}
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {view.notice ? (
        <p role={view.notice.ok ? 'status' : 'alert'} data-testid="office-account-notice">
          {t(view.notice.key, { currency: view.notice.iso ?? '' })}
        </p>
      ) : null}
      {view.enabled && view.currencies.length > 0 ? (
        <div className="currency-accounts__add">
          <label>
            {t('accounts_new_currency')}{' '}
            <select
              value={view.selectedCurrencyId ?? ''}
              onChange={(event) => flow.selectCurrency(Number(event.target.value))}
              data-testid="office-account-currency"
            >
              {view.currencies.map((currency) => (
                <option key={currency.id} value={currency.id}>
                  {currency.iso} · {formatCurrencyName(currency.iso, currency.name, lng)}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="button"
            disabled={!view.canAdd}
            aria-busy={view.busy}
            onClick={() => void flow.add()}
            data-testid="office-account-add"
          >
            {t(view.addKey)}
          </button>
        </div>
      ) : null}
      <p className="payment-page__links">
        <Link
          to={path('office/recharge')}
          className="button button--primary"
          data-testid="office-account-deposit"
        >
          {t('payments_deposit_title')}
        </Link>
        <Link to={path('office/deduce')} className="button">
          {t('payments_withdrawal_title')}
        </Link>
        <Link to={path('office/historypay')}>{t('payments_history_title')}</Link>
        <Link to={path('office/history')}>{t('account_my_bets')}</Link>
        <Link to={path('office/payment/requests')}>{t('payment_requests_title')}</Link>
        <Link to={path('office/security')}>{t('office_security_title')}</Link>
        <Link to={path('office/settings')}>{t('office_settings_title')}</Link>
      </p>
      <ProfileSection />
    </section>
  );
});
