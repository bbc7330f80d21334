import {
  DepositFlow,
  WithdrawalFlow,
  connectDeposit,
  connectWithdrawal,
  type MoneyFormView,
} from '@kickoff/accounts-core';
import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useService } from '../../../app/di';
import { useLanguage, useLocalizedPath } from '../../../app/language';
import { formatDateTime } from '../../../features/format/format';
import type { AreaPageProps } from '../../area.types';
import { moneyText } from './money-text';
import './payments.css';

interface MoneyFormProps {
  view: MoneyFormView;
  prefix: 'deposit' | 'withdrawal';
  onMethod(methodId: string): void;
  onAmount(text: string): void;
  onBlur(): void;
  onSubmit(): void;
}

/** The method choice and the amount with its bounds: drawn from `MoneyFormView`, events forwarded. */
function MoneyForm({ view, prefix, onMethod, onAmount, onBlur, onSubmit }: MoneyFormProps) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="payment-form" onSubmit={submit} noValidate data-testid={`${prefix}-form`}>
      {view.balance ? (
        <p className="payment-form__balance">
          {t('payments_balance')}:{' '}
          <strong data-testid={`${prefix}-balance`}>{moneyText(view.balance, lng)}</strong>
        </p>
      ) : null}
      <fieldset className="payment-methods">
        <legend>{t('payments_method')}</legend>
        {view.methods.length === 0 ? <p>{t('payments_no_method')}</p> : null}
        {view.methods.map((method) => (
          <label key={method.id} className="payment-method" data-selected={method.selected}>
            <input
              type="radio"
              name={`${prefix}-method`}
              value={method.id}
              checked={method.selected}
              onChange={() => onMethod(method.id)}
              data-testid={`${prefix}-method-${method.id}`}
            />
            {t(method.nameKey)}
          </label>
        ))}
      </fieldset>
      <label className="payment-form__amount">
        <span>
          {t(view.amountLabelKey)} {view.currencyIso ? `(${view.currencyIso})` : ''}
        </span>
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={view.amountText}
          onChange={(event) => onAmount(event.target.value)}
          onBlur={onBlur}
          aria-invalid={view.amountErrorKey !== null}
          aria-describedby={`${prefix}-bounds`}
          data-testid={`${prefix}-amount`}
        />
      </label>
      {view.min && view.max ? (
        <p id={`${prefix}-bounds`} className="payment-form__hint" data-testid={`${prefix}-bounds`}>
          {t('payments_bounds_hint', { min: moneyText(view.min, lng), max: moneyText(view.max, lng) })}
        </p>
      ) : null}
      {view.amountErrorKey ? (
        <p role="alert" className="payment-form__error" data-testid={`${prefix}-amount-error`}>
          {t(
            view.amountErrorKey,
            view.min && view.max ? { min: moneyText(view.min, lng), max: moneyText(view.max, lng) } : {},
          )}
        </p>
      ) : null}
      {view.errorKey ? (
        <p
          role="alert"
          className="payment-form__error"
          data-testid={`${prefix}-error`}
          data-code={view.errorCode ?? ''}
        >
          {t(
            view.errorKey,
            view.errorBounds
              ? { min: moneyText(view.errorBounds.min, lng), max: moneyText(view.errorBounds.max, lng) }
              : {},
          )}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button--primary"
        disabled={!view.submitEnabled}
        aria-busy={view.busy}
        data-testid={`${prefix}-submit`}
      >
        {t(view.submitKey)}
      </button>
    </form>
  );
}

/** Deposit (office/recharge): method and amount, then the provider's page (accounts-core `DepositFlow`). */
export const DepositPage = observer(function DepositPage(_props: AreaPageProps) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const path = useLocalizedPath();
  const flow = useService(DepositFlow);
  useEffect(() => {
    void flow.load();
  }, [flow]);
  const view = connectDeposit(flow);
  return (
    <section className="office-page payment-page" data-testid="office-recharge">
      <h1>{t(view.titleKey)}</h1>
      <p className="payment-page__lead">{t('payments_deposit_lead')}</p>
      {view.loading ? (
        <p aria-busy="true">{t('main_loading')}</p>
      ) : (
        <MoneyForm
          view={view}
          prefix="deposit"
          onMethod={flow.form.selectMethod}
          onAmount={flow.form.setAmount}
          onBlur={flow.form.touchAmount}
          onSubmit={() => void flow.submit(lng)}
        />
      )}
      <p className="payment-page__links">
        <Link to={path('office/deduce')}>{t('payments_withdrawal_title')}</Link> ·{' '}
        <Link to={path('office/historypay')}>{t('payments_history_title')}</Link>
      </p>
    </section>
  );
});

/** Withdrawal (office/deduce): the money is reserved at once; pending withdrawals can be cancelled (accounts-core `WithdrawalFlow`). */
export const WithdrawalPage = observer(function WithdrawalPage(_props: AreaPageProps) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const path = useLocalizedPath();
  const flow = useService(WithdrawalFlow);
  useEffect(() => {
    void flow.load();
  }, [flow]);
  const view = connectWithdrawal(flow);
  return (
    <section className="office-page payment-page" data-testid="office-deduce">
      <h1>{t(view.titleKey)}</h1>
      <p className="payment-page__lead">{t('payments_withdrawal_lead')}</p>
      {view.lastResultKey && view.lastAmount ? (
        <p role="status" className="payment-page__result" data-testid="withdrawal-result">
          {t(view.lastResultKey, { amount: moneyText(view.lastAmount, lng) })}
        </p>
      ) : null}
      {view.loading ? (
        <p aria-busy="true">{t('main_loading')}</p>
      ) : (
        <MoneyForm
          view={view}
          prefix="withdrawal"
          onMethod={flow.form.selectMethod}
          onAmount={flow.form.setAmount}
          onBlur={flow.form.touchAmount}
          onSubmit={() => void flow.submit(lng)}
        />
      )}
      <h2>{t(view.pendingTitleKey)}</h2>
      {view.listErrorKey ? <p role="alert">{t(view.listErrorKey)}</p> : null}
      {view.pending.length === 0 ? (
        <p data-testid="withdrawal-pending-empty">{t('payments_no_pending_withdrawals')}</p>
      ) : null}
      <ul className="payment-list" data-testid="withdrawal-pending">
        {view.pending.map((row) => (
          <li key={row.id} className="payment-list__row" data-testid="withdrawal-pending-row">
            <span>{formatDateTime(row.createdAt * 1000, lng)}</span>
            <strong>{moneyText(row.amount, lng)}</strong>
            <span>{t(row.statusKey)}</span>
            {row.cancellable ? (
              <button
                type="button"
                className="button"
                disabled={row.cancelling}
                aria-busy={row.cancelling}
                onClick={() => void flow.cancel(row.id)}
                data-testid="withdrawal-cancel"
              >
                {t('payments_cancel_withdrawal')}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="payment-page__links">
        <Link to={path('office/recharge')}>{t('payments_deposit_title')}</Link> ·{' '}
        <Link to={path('office/historypay')}>{t('payments_history_title')}</Link>
      </p>
    </section>
  );
});
