import { connectRewardsPage, RewardsService } from '@kickoff/accounts-core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useService } from '../../../app/di';
import { useLanguage } from '../../../app/language';
import { formatDateTime } from '../../../features/format/format';
import { moneyText } from './money-text';
import './SecurityPage.css';
import './office-verification.css';
import './BonusPages.css';

/**
 * The office's rewards page (issue 14, office route rewards): the money the site gave into the
 * player's account (bonuses released, cashback, tournament prizes) from the ledger, each with a link
 * to its page. Renders accounts-core's `connectRewardsPage`.
 */
export const RewardsPage = observer(function RewardsPage() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const service = useService(RewardsService);
  useEffect(() => {
    void service.load();
  }, [service]);
  const view = connectRewardsPage(service);
  return (
    <section className="office-page security-page bonus-page" data-testid="office-rewards">
      <h1>{t('rewards_title')}</h1>
      <p className="security-form__hint">{t('rewards_intro')}</p>
      {view.loading ? <p aria-busy="true">{t('main_loading')}</p> : null}
      {view.failed ? <p role="alert">{t('main_error')}</p> : null}
      {view.emptyKey ? <p data-testid="rewards-empty">{t(view.emptyKey)}</p> : null}
      {view.totals.length > 0 ? (
        <p data-testid="rewards-total">{t('rewards_total', { amount: view.totals.map((total) => moneyText(total, lng)).join(', ') })}</p>
      ) : null}
      <ul className="verification-documents" data-testid="rewards-list">
        {view.rewards.map((reward) => (
          <li key={reward.key} className="verification-doc" data-testid="reward-item">
            <Link className="verification-doc__name" to={`/${lng}/${reward.link}`}>
              {t(reward.labelKey)}
            </Link>
            <span>{formatDateTime(reward.atMs, lng)}</span>
            <strong>{moneyText(reward.amount, lng)}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
});
