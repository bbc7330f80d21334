import { Accounts } from '@kickoff/accounts-core';
import { currencyDecimals } from '@kickoff/coupon-core/rules';
import { decideRegistrationEntry, matchRoute } from '@kickoff/guards-core';
import { AuthStatusService, SiteConfigStore } from '@kickoff/shell-core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useService } from '../../app/di';
import { ModalStore } from '../../shell/modal.store';
import { LOGIN_MODAL, REGISTRATION_MODAL, openAuthModal } from '../auth/auth-modals';
import { AuthModals } from '../auth/AuthModals';
import { formatMoney } from '../format/format';
import '../auth/auth.css';
import { useLanguage } from '../../app/language';

/**
 * The header's account widget: for a guest the sign-in and registration entries (the registration
 * entry as guards-core decides it), for a player the active account's balance, My bets and logout.
 * It hosts the login and registration modals, opened from here or from the coupon.
 */
const HeaderAccount = observer(function HeaderAccount() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const location = useLocation();
  const auth = useService(AuthStatusService);
  const accounts = useService(Accounts);
  const siteConfig = useService(SiteConfigStore);
  const modals = useService(ModalStore);
  const account = accounts.activeAccount;
  const entry = decideRegistrationEntry({ isSignedIn: auth.isAuthorized, currentRouteName: matchRoute(location.pathname).route.name, site: siteConfig.config, storedBonusId: null });

  return (
    <div className="header-account" data-testid="header-account">
      {auth.isAuthorized ? (
        <>
          <Link to={`/${lng}/office/account`} className="header-account__balance" data-testid="header-balance">
            <span className="visually-hidden">{t('account_balance')} </span>
            {account ? formatMoney(account.money, account.iso, currencyDecimals(account.iso), lng) : '…'}
          </Link>
          <Link to={`/${lng}/office/recharge`} className="button button--primary" data-testid="header-deposit">
            {t('payments_deposit_button')}
          </Link>
          <Link to={`/${lng}/office/history`} className="button" data-testid="header-my-bets">
            {t('account_my_bets')}
          </Link>
          <button type="button" className="button" onClick={() => void auth.logout()} data-testid="header-logout">
            {t('account_logout')}
          </button>
        </>
      ) : auth.isGuest ? (
        <>
          <button type="button" className="button" onClick={() => openAuthModal(modals, LOGIN_MODAL)} data-testid="header-login">
            {t('auth_sign_in')}
          </button>
          {entry.kind === 'modal' ? (
            <button type="button" className="button button--primary" onClick={() => openAuthModal(modals, REGISTRATION_MODAL)} data-testid="header-register">
              {t('auth_register')}
            </button>
          ) : entry.kind !== 'hidden' ? (
            <Link to={`/${lng}/registration?returnUrl=${encodeURIComponent(location.pathname + location.search)}`} className="button button--primary" data-testid="header-register">
              {t('auth_register')}
            </Link>
          ) : null}
        </>
      ) : null}
      <AuthModals />
    </div>
  );
});

export default HeaderAccount;
