import { Accounts } from '@kickoff/accounts-core';
import { currencyDecimals } from '@kickoff/coupon-core/rules';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useService } from '../../../app/di';
import { formatMoney } from '../../../features/format/format';
import type { AreaPageProps } from '../../area.types';
import { useLanguage } from '../../../app/language';

/** The office's account page: the player's accounts with their balances and the active one. */
export const AccountPage = observer(function AccountPage(_props: AreaPageProps) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const accounts = useService(Accounts);
  useEffect(() => {
    void accounts.refresh();
  }, [accounts]);
  return (
    <section className="office-page" data-testid="office-account">
      <h1>{t('office_account_title')}</h1>
      {accounts.data === null ? (
        <p aria-busy="true">{t('main_loading')}</p>
      ) : (
        <table className="office-table">
          <thead>
            <tr>
              <th scope="col">{t('office_account_type')}</th>
              <th scope="col">{t('office_account_currency')}</th>
              <th scope="col">{t('office_account_balance')}</th>
            </tr>
          </thead>
          <tbody>
            {accounts.accounts.map((account) => (
              <tr key={account.id} aria-current={account.isActive ? 'true' : undefined} data-testid="office-account-row">
                <td>
                  {t(`office_account_type_${account.type}`)}
                  {account.isActive ? <span className="badge">{t('office_account_active')}</span> : null}
                </td>
                <td>{account.iso}</td>
                <td>{formatMoney(account.money, account.iso, currencyDecimals(account.iso), lng)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p>
        <Link to={`/${lng}/office/history`}>{t('account_my_bets')}</Link>
      </p>
    </section>
  );
});
