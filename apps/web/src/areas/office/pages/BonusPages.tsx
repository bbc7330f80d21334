import { BonusService, connectBonusPage, type BonusOfferView } from '@kickoff/accounts-core';
import type { BonusKind } from '@kickoff/contracts';
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

function OfferRules({ offer, lng }: { offer: BonusOfferView; lng: string }) {
  const { t } = useTranslation();
  return (
    <p data-testid="bonus-offer-rules">
      {t(offer.rulesKey, { percent: offer.percent ?? 0, amount: moneyText(offer.amount, lng), multiplier: offer.wagerMultiplier, days: offer.validDays })}
    </p>
  );
}

/**
 * An office bonus page (issue 14; office routes bonuses/deposit and bonuses/wager): the offer with its
 * stated rules and an opt-in, the player's bonuses of this kind with the wager progress and the
 * deadline, and a cancel that first says what is forfeited. Renders accounts-core's `connectBonusPage`.
 */
const BonusPage = observer(function BonusPage({ kind }: { kind: BonusKind }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const service = useService(BonusService);
  useEffect(() => {
    void service.load();
    return () => service.dispose();
  }, [service]);
  const view = connectBonusPage(service, kind);
  return (
    <section className="office-page security-page bonus-page" data-testid={`office-bonus-${kind}`}>
      <h1>{t(view.titleKey)}</h1>
      {view.loading ? <p aria-busy="true">{t('main_loading')}</p> : null}
      {view.failed ? <p role="alert">{t('main_error')}</p> : null}
      {view.errorKey ? (
        <p className="security-form__error" role="alert" data-testid="bonus-error">
          {t(view.errorKey)}
        </p>
      ) : null}
      {view.noticeKey ? (
        <p className="security-form__notice" role="status" data-testid="bonus-notice">
          {t(view.noticeKey)}
        </p>
      ) : null}
      {view.offer ? (
        <div className="security-form bonus-offer" data-testid="bonus-offer">
          <h2>{t(view.offer.titleKey)}</h2>
          <OfferRules offer={view.offer} lng={lng} />
          <p className="security-form__hint">{t(view.countingKey)}</p>
          {view.offer.unavailableKey ? <p className="security-form__hint" data-testid="bonus-offer-unavailable">{t(view.offer.unavailableKey)}</p> : null}
          <div className="security-form__actions">
            <button type="button" className="button" disabled={!view.offer.canOptIn} onClick={() => void service.optIn(kind)} data-testid="bonus-opt-in">
              {t('bonus_opt_in')}
            </button>
          </div>
        </div>
      ) : null}
      <h2>{t('bonus_yours')}</h2>
      {view.emptyKey ? <p>{t(view.emptyKey)}</p> : null}
      <ul className="verification-documents" data-testid="bonus-list">
        {view.bonuses.map((bonus) => (
          <li key={bonus.id} className={`verification-doc bonus-item bonus-item--${bonus.status}`} data-testid="bonus-item" data-status={bonus.status}>
            <div className="bonus-item__head">
              <strong className="verification-doc__name">{moneyText(bonus.amount, lng)}</strong>
              <span className="bonus-item__status" data-testid="bonus-status">{t(bonus.statusKey)}</span>
            </div>
            {bonus.status !== 'awaiting_deposit' ? (
              <div className="bonus-progress">
                <div
                  className="bonus-progress__bar"
                  role="progressbar"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={bonus.progressPercent}
                  aria-label={t('bonus_progress_label')}
                >
                  <span style={{ width: `${bonus.progressPercent}%` }} />
                </div>
                <span data-testid="bonus-progress">
                  {t('bonus_progress', { wagered: moneyText(bonus.wagered, lng), required: moneyText(bonus.required, lng), percent: bonus.progressPercent })}
                </span>
              </div>
            ) : null}
            <span className="bonus-item__deadline">
              {t(bonus.deadlineKey, { time: formatDateTime(bonus.deadlineMs, lng) })}
              {bonus.hoursLeft !== null ? ` · ${t('bonus_time_left', { hours: bonus.hoursLeft })}` : null}
            </span>
            {bonus.isOpen && !bonus.confirmingCancel ? (
              <button type="button" className="button button--secondary" disabled={view.busy} onClick={() => service.askCancel(bonus.id)} data-testid="bonus-cancel">
                {t('bonus_cancel')}
              </button>
            ) : null}
            {bonus.confirmingCancel ? (
              <div className="bonus-confirm" role="alertdialog" aria-label={t('bonus_cancel')} data-testid="bonus-cancel-confirm">
                <p>{t(bonus.cancelWarningKey, { amount: moneyText(bonus.amount, lng) })}</p>
                <div className="security-form__actions">
                  <button type="button" className="button" disabled={view.busy} onClick={() => void service.confirmCancel()} data-testid="bonus-cancel-yes">
                    {t('bonus_cancel_confirm')}
                  </button>
                  <button type="button" className="button button--secondary" onClick={service.dismissCancel} data-testid="bonus-cancel-no">
                    {t('bonus_cancel_keep')}
                  </button>
                </div>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
});

/** office/bonuses/deposit. */
export function DepositBonusPage() {
  return <BonusPage kind="deposit" />;
}

/** office/bonuses/wager. */
export function WagerBonusPage() {
  return <BonusPage kind="wager" />;
}
