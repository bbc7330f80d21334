import { CashoutService, CouponSettingsService, connectCashoutList, connectCouponCashout, couponCashoutModule, type CashoutItemView } from '@kickoff/coupon-core';
import { AuthStatusService } from '@kickoff/shell-core';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../app/di';
import { useLanguage } from '../../app/language';
import { useFeatureModules } from '../feature-modules';
import { formatCoef, formatMoney } from '../format/format';
import { AmountField } from './AmountField';

/** Keeps the cash-out offers read while the calling view is shown. */
function useCashoutWatch(onPaid?: () => void) {
  useFeatureModules(couponCashoutModule);
  const service = useService(CashoutService);
  useEffect(() => service.watch(), [service]);
  useEffect(() => (onPaid ? service.subscribe(onPaid) : undefined), [service, onPaid]);
  return service;
}

/** One coupon's cash-out: the part of the stake, the value, the button and what happened; renders coupon-core's view. */
export const CashoutItem = observer(function CashoutItem({ view, showBets = true }: { view: CashoutItemView; showBets?: boolean }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  useFeatureModules(couponCashoutModule);
  const service = useService(CashoutService);
  const odds = useService(CouponSettingsService);
  const headingId = useId();
  const money = (minor: number) => formatMoney(minor, view.money.currencyIso, view.money.decimals, lng);
  return (
    <section className="cashout" aria-labelledby={headingId} data-testid="cashout" data-coupon-id={view.couponId}>
      <h3 id={headingId} className="cashout__title">
        {t(view.typeKey)} <small>{view.code}</small>
      </h3>
      {showBets ? (
        <ul className="cashout__bets">
          {view.bets.map((bet, index) => (
            <li key={index}>
              <span>{bet.title}</span> <span>{bet.marketName}</span> <strong>{formatCoef(bet.coef, odds.settings.coefViewId)}</strong> <small>{t(bet.statusKey)}</small>
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="cashout__figures">
        <div>
          <dt>{t('coupon_cashout_stake')}</dt>
          <dd data-testid="cashout-stake">{money(view.stakeMinor)}</dd>
        </div>
        <div>
          <dt>{t('coupon_possible_win')}</dt>
          <dd>{money(view.possibleWinMinor)}</dd>
        </div>
        {view.cashedOutMinor !== null ? (
          <div>
            <dt>{t('coupon_cashout_cashed_out')}</dt>
            <dd data-testid="cashout-cashed-out">{money(view.cashedOutMinor)}</dd>
          </div>
        ) : null}
      </dl>
      {view.unavailableKey ? (
        <p className="cashout__unavailable" data-testid="cashout-unavailable">
          {t(view.unavailableKey)}
        </p>
      ) : (
        <div className="cashout__controls">
          <AmountField label={t('coupon_cashout_part_label')} minor={view.part.minor} decimals={view.money.decimals} errorKey={view.part.errorKey ?? undefined} onChange={(amount) => service.setPartInput(view.couponId, amount)} testId="cashout-part" disabled={view.part.isDisabled} />
          <button type="button" className="button" onClick={() => service.setHalf(view.couponId)} disabled={!view.canHalf} data-testid="cashout-half">
            {t('coupon_cashout_half')}
          </button>
          <button type="button" className="button" onClick={() => service.setPart(view.couponId, null)} disabled={!view.canHalf || view.part.isAll} data-testid="cashout-whole">
            {t('coupon_cashout_whole')}
          </button>
        </div>
      )}
      {view.notice ? (
        <p className={`cashout__notice cashout__notice--${view.notice.step}`} role={view.notice.isAlert ? 'alert' : 'status'} data-testid="cashout-notice" data-step={view.notice.step}>
          {t(view.notice.messageKey, view.notice.amountMinor === null ? {} : { amount: money(view.notice.amountMinor) })}
        </p>
      ) : null}
      {view.unavailableKey ? null : (
        <button
          type="button"
          className="button button--primary button--wide"
          onClick={() => void service.cashout(view.couponId, view.button.amountMinor)}
          disabled={view.button.isDisabled}
          aria-busy={view.button.isBusy}
          data-testid="cashout-button"
        >
          {t(view.button.labelKey, { amount: money(view.button.amountMinor) })}
        </button>
      )}
    </section>
  );
});

/** The coupon's open bets with their cash-out (signed-in players only; the offers are read while shown). */
const OpenBetsList = observer(function OpenBetsList() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const service = useCashoutWatch();
  const view = connectCashoutList(service);
  return (
    <section className="open-bets" aria-label={t(view.titleKey)} data-testid="open-bets">
      <h2 className="open-bets__title">{t(view.titleKey)}</h2>
      {view.receipts.map((receipt) => (
        <p key={receipt.couponId} className="cashout__notice cashout__notice--paid" role="status" data-testid="cashout-receipt">
          {t(receipt.messageKey, { amount: formatMoney(receipt.amountMinor, receipt.money.currencyIso, receipt.money.decimals, lng), code: receipt.code })}
          <button type="button" className="cashout__dismiss" onClick={() => service.dismissReceipt(receipt.couponId)} aria-label={t('coupon_cashout_dismiss')}>
            ×
          </button>
        </p>
      ))}
      {view.isLoading ? <p aria-busy="true">{t('main_loading')}</p> : null}
      {view.errorKey ? <p role="alert">{t(view.errorKey)}</p> : null}
      {view.emptyKey ? <p className="open-bets__empty">{t(view.emptyKey)}</p> : null}
      {view.items.map((item) => (
        <CashoutItem key={item.couponId} view={item} />
      ))}
    </section>
  );
});

/** Mount point in the coupon panel: the open bets when a player is signed in. */
export const OpenBets = observer(function OpenBets() {
  const auth = useService(AuthStatusService);
  return auth.isAuthorized ? <OpenBetsList /> : null;
});

/** A My bets row's cash-out (office/history): nothing unless the coupon has an offer; `onPaid` reads the history again after a payout. */
export const CouponCashout = observer(function CouponCashout({ couponId, onPaid }: { couponId: string; onPaid?: () => void }) {
  const service = useCashoutWatch(onPaid);
  const view = connectCouponCashout(service, couponId);
  return view ? <CashoutItem view={view} showBets={false} /> : null;
});
