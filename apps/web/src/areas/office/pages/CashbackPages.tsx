import { CashbackService, connectCashbackPage } from '@kickoff/accounts-core';
import type { CashbackProgramme } from '@kickoff/contracts';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../../app/di';
import { useLanguage } from '../../../app/language';
import { formatDateTime } from '../../../features/format/format';
import { moneyText } from './money-text';
import './SecurityPage.css';
import './office-verification.css';
import './BonusPages.css';

/**
 * An office casino cashback page (issue 14; office routes casino/vipcashback and
 * casino/premiumcashback): the stated rate, minimum and period, the week's net loss, the claim and
 * earlier claims. Renders accounts-core's `connectCashbackPage`.
 */
const CashbackPage = observer(function CashbackPage({ programme }: { programme: CashbackProgramme }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const service = useService(CashbackService);
  useEffect(() => {
    void service.load(programme);
  }, [service, programme]);
  const view = connectCashbackPage(service);
  return (
    <section className="office-page security-page bonus-page" data-testid={`office-cashback-${programme}`}>
      <h1>{t(view.titleKey)}</h1>
      {view.loading ? <p aria-busy="true">{t('main_loading')}</p> : null}
      {view.failed ? <p role="alert">{t('main_error')}</p> : null}
      {view.errorKey ? (
        <p className="security-form__error" role="alert" data-testid="cashback-error">
          {t(view.errorKey)}
        </p>
      ) : null}
      {view.noticeKey ? (
        <p className="security-form__notice" role="status" data-testid="cashback-notice">
          {t(view.noticeKey)}
        </p>
      ) : null}
      {view.netLoss && view.claimable && view.minLoss ? (
        <div className="security-form bonus-offer" data-testid="cashback-summary">
          <p data-testid="cashback-rules">{t(view.rulesKey, { rate: view.ratePercent, minimum: moneyText(view.minLoss, lng) })}</p>
          <p className="security-form__hint">{t('cashback_period', { from: formatDateTime(view.periodStartMs, lng), to: formatDateTime(view.periodEndMs, lng) })}</p>
          <dl className="cashback-figures">
            <dt>{t('cashback_net_loss')}</dt>
            <dd data-testid="cashback-net-loss">{moneyText(view.netLoss, lng)}</dd>
            <dt>{t('cashback_claimable')}</dt>
            <dd data-testid="cashback-claimable">{moneyText(view.claimable, lng)}</dd>
          </dl>
          {view.statusKey ? <p className="security-form__hint" data-testid="cashback-status">{t(view.statusKey)}</p> : null}
          {view.claimed ? (
            <p data-testid="cashback-claimed">{t('cashback_claimed_line', { amount: moneyText(view.claimed.amount, lng), time: formatDateTime(view.claimed.claimedAtMs, lng) })}</p>
          ) : null}
          <div className="security-form__actions">
            <button type="button" className="button" disabled={!view.canClaim} onClick={() => void service.claim()} data-testid="cashback-claim">
              {t('cashback_claim')}
            </button>
          </div>
        </div>
      ) : null}
      {view.history.length > 0 ? (
        <>
          <h2>{t('cashback_history')}</h2>
          <ul className="verification-documents" data-testid="cashback-history">
            {view.history.map((claim) => (
              <li key={claim.periodStartMs} className="verification-doc">
                <span className="verification-doc__name">{t('cashback_week_of', { time: formatDateTime(claim.periodStartMs, lng) })}</span>
                <span>{t('cashback_net_loss')}: {moneyText(claim.netLoss, lng)}</span>
                <strong>{moneyText(claim.amount, lng)}</strong>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
});

/** office/casino/vipcashback. */
export function VipCashbackPage() {
  return <CashbackPage programme="vip" />;
}

/** office/casino/premiumcashback. */
export function PremiumCashbackPage() {
  return <CashbackPage programme="premium" />;
}
