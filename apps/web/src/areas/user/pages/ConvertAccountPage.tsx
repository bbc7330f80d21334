import { connectConvertAccount, ConvertAccountFlow } from '@kickoff/accounts-core';
import { currencyDecimals } from '@kickoff/coupon-core/rules';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useService } from '../../../app/di';
import { useLanguage } from '../../../app/language';
import { formatMoney } from '../../../features/format/format';
import '../user.css';

/**
 * The `convert-account` page (document 000 §2 "convert account", §4 "Account conversion reminder"):
 * the player's HRK accounts with their balances and the conversion case, and the link on: the account
 * page where an account in another currency is opened and made active, or support.
 */
export const ConvertAccountPage = observer(function ConvertAccountPage() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const flow = useService(ConvertAccountFlow);
  useEffect(() => {
    void flow.start();
  }, [flow]);
  const view = connectConvertAccount(flow);
  return (
    <div className="section-page user-page" data-testid="convert-account-page">
      <h1>{t(view.titleKey)}</h1>
      <div className="user-page__card">
        {view.loading ? <p aria-busy="true">{t('main_loading')}</p> : null}
        {view.errorKey ? (
          <div role="alert">
            <p>{t(view.errorKey)}</p>
            <button type="button" className="button" onClick={() => void flow.start()}>
              {t('main_offline_retry')}
            </button>
          </div>
        ) : null}
        {view.textKey ? <p data-testid="convert-account-text">{t(view.textKey)}</p> : null}
        {view.accounts.length > 0 ? (
          <ul className="convert-account__list" data-testid="convert-account-list">
            {view.accounts.map((account) => (
              <li key={account.id} data-testid="convert-account-item">
                <span>{t(account.typeKey)}</span>{' '}
                <strong>{formatMoney(account.minor, account.iso, currencyDecimals(account.iso), lng)}</strong>
              </li>
            ))}
          </ul>
        ) : null}
        {view.action ? (
          <Link className="button button--primary" to={`/${lng}/office/${view.action.target}`} data-testid="convert-account-action">
            {t(view.action.textKey)}
          </Link>
        ) : null}
      </div>
    </div>
  );
});
