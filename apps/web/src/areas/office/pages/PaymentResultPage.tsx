import { Accounts, PaymentResultFlow, connectPaymentResult } from '@kickoff/accounts-core';
import type { PaymentKind } from '@kickoff/contracts';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useService } from '../../../app/di';
import { useLanguage, useLocalizedPath } from '../../../app/language';
import type { AreaPageProps } from '../../area.types';
import { moneyText } from './money-text';
import './payments.css';

const LINK_PATHS = {
  recharge: 'office/recharge',
  withdrawal: 'office/deduce',
  officeHistoryPay: 'office/historypay',
  home: '',
} as const;

/**
 * A payment's outcome (onpay success/fail/pending/cancel, the same under withdraw, and the casino's
 * thank-you page): the payment's actual state asked from the API (`PaymentResultFlow`), never the
 * URL's word; while it is open the flow asks again.
 */
export const PaymentResult = observer(function PaymentResult({
  match,
  kind,
  testId,
}: AreaPageProps & { kind: PaymentKind; testId: string }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const path = useLocalizedPath();
  const flow = useService(PaymentResultFlow);
  const accounts = useService(Accounts);
  const paymentId = match.query['paymentId'] ?? null;
  useEffect(() => {
    void flow.start(paymentId, kind);
    return () => flow.dispose();
  }, [flow, paymentId, kind]);
  const view = connectPaymentResult(flow, kind, match.params['result'] ?? null, accounts);
  return (
    <section
      className={`office-page payment-page payment-result payment-result--${view.tone}`}
      data-testid={testId}
      data-status={view.status ?? ''}
    >
      <h1>{t(view.titleKey)}</h1>
      {view.loading ? (
        <p aria-busy="true">{t('main_loading')}</p>
      ) : (
        <p role="status" className="payment-result__message" data-testid="payment-result-message">
          {t(view.messageKey, view.amount ? { amount: moneyText(view.amount, lng) } : {})}
        </p>
      )}
      {view.checking ? <p className="payment-form__hint">{t('payments_result_checking')}</p> : null}
      {view.balance ? (
        <p>
          {t('payments_balance')}:{' '}
          <strong data-testid="payment-result-balance">{moneyText(view.balance, lng)}</strong>
        </p>
      ) : null}
      <p className="payment-page__links">
        {view.links.map((link) => (
          <Link
            key={link.route}
            to={path(LINK_PATHS[link.route])}
            className="button"
            data-testid={`payment-result-${link.route}`}
          >
            {t(link.labelKey)}
          </Link>
        ))}
      </p>
    </section>
  );
});

/** onpay/:result: a deposit's outcome. */
export function OnpayPage(props: AreaPageProps) {
  return <PaymentResult {...props} kind="deposit" testId="onpay-result" />;
}

/** onpay/withdraw/:result: a withdrawal's outcome. */
export function OnpayWithdrawPage(props: AreaPageProps) {
  return <PaymentResult {...props} kind="withdrawal" testId="onpay-withdraw-result" />;
}
