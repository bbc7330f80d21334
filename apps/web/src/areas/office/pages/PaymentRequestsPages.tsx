import { PaymentRequests, connectPaymentRequests } from '@kickoff/accounts-core';
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

/** A numeric route parameter, or null. */
function idParam(value: string | undefined): number | null {
  return value !== undefined && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/** Payment requests (office/payment/requests): the player's requests with their status (accounts-core `PaymentRequests`). */
export const PaymentRequestsPage = observer(function PaymentRequestsPage(_props: AreaPageProps) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const path = useLocalizedPath();
  const requests = useService(PaymentRequests);
  useEffect(() => {
    void requests.load();
    return () => requests.dispose();
  }, [requests]);
  const view = connectPaymentRequests(requests, null);
  return (
    <section className="office-page payment-page" data-testid="office-payment-requests">
      <h1>{t('payment_requests_title')}</h1>
      <p>
        <Link
          to={path('office/payment/create-request')}
          className="button button--primary"
          data-testid="payment-requests-new"
        >
          {t('payment_requests_new')}
        </Link>
      </p>
      {view.errorKey ? <p role="alert">{t(view.errorKey)}</p> : null}
      {view.loading ? <p aria-busy="true">{t('main_loading')}</p> : null}
      {view.emptyKey ? <p>{t(view.emptyKey)}</p> : null}
      <ul className="payment-list">
        {view.requests.map((request) => (
          <li key={request.id} className="payment-list__row" data-testid="payment-request-row">
            <span>{formatDateTime(request.createdAt * 1000, lng)}</span>
            <strong>
              {t(request.topicKey)}
              {request.subTopicKey ? ` · ${t(request.subTopicKey)}` : ''}
            </strong>
            {request.transaction ? <span>{moneyText(request.transaction, lng)}</span> : null}
            <span data-testid="payment-request-status">{t(request.statusKey)}</span>
            <p className="payment-list__message">{request.message}</p>
          </li>
        ))}
      </ul>
    </section>
  );
});

/**
 * A new payment request (office/payment/create-request and its children {topicId},
 * {topicId}/{subTopicId}, {topicId}/transactions, {topicId}/transactions/{transactionId}): the topic,
 * its sub-topic, the payment it concerns when the topic takes one, then the message.
 */
export const CreatePaymentRequestPage = observer(function CreatePaymentRequestPage({ match }: AreaPageProps) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const path = useLocalizedPath();
  const requests = useService(PaymentRequests);
  const topicId = idParam(match.params['topicId']);
  const subTopicId = idParam(match.params['subTopicId'] ?? match.query['subTopicId']);
  const transactionId = idParam(match.params['transactionId']);
  const choosingTransaction = match.route.name === 'paymentCreateRequestTransactions';
  useEffect(() => {
    void requests.load().then(() => (topicId === null ? undefined : requests.loadTransactions(topicId)));
    return () => requests.dispose();
  }, [requests, topicId]);
  const view = connectPaymentRequests(requests, topicId, transactionId);
  const base = 'office/payment/create-request';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (topicId !== null) void requests.create(topicId, subTopicId, transactionId);
  };
  const subQuery = subTopicId === null ? '' : `?subTopicId=${subTopicId}`;
  const topic = view.topic;
  // Which step the route shows: the topics, a topic's sub-topics, its payments, or the message form.
  const step =
    topic === null
      ? 'topics'
      : choosingTransaction
        ? 'transactions'
        : topic.subTopics.length > 0 && subTopicId === null
          ? 'subTopics'
          : topic.takesTransaction && transactionId === null
            ? 'chooseTransaction'
            : 'form';
  return (
    <section className="office-page payment-page" data-testid="office-payment-create-request">
      <h1>{t('payment_requests_new')}</h1>
      {view.errorKey ? (
        <p role="alert" data-testid="payment-request-error">
          {t(view.errorKey)}
        </p>
      ) : null}
      {view.createdKey ? (
        <p role="status" data-testid="payment-request-created">
          {t(view.createdKey)} <Link to={path('office/payment/requests')}>{t('payment_requests_title')}</Link>
        </p>
      ) : null}
      {step === 'topics' ? (
        <ul className="payment-choices">
          {view.topics.map((choice) => (
            <li key={choice.id}>
              <Link to={path(`${base}/${choice.id}`)} className="button" data-testid="payment-request-topic">
                {t(choice.titleKey)}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {topic ? <h2>{t(topic.titleKey)}</h2> : null}
      {topic && step === 'subTopics' ? (
        <ul className="payment-choices">
          {topic.subTopics.map((sub) => (
            <li key={sub.id}>
              <Link
                to={path(`${base}/${topic.id}/${sub.id}`)}
                className="button"
                data-testid="payment-request-subtopic"
              >
                {t(sub.titleKey)}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {topic && step === 'chooseTransaction' ? (
        <p>
          <Link
            to={path(`${base}/${topic.id}/transactions${subQuery}`)}
            className="button button--primary"
            data-testid="payment-request-choose-transaction"
          >
            {t('payment_requests_choose_transaction')}
          </Link>
        </p>
      ) : null}
      {topic && step === 'transactions' ? (
        <>
          {view.transactions.length === 0 ? <p>{t('payment_requests_no_transactions')}</p> : null}
          <ul className="payment-choices">
            {view.transactions.map((transaction) => (
              <li key={transaction.id}>
                <Link
                  to={path(`${base}/${topic.id}/transactions/${transaction.id}${subQuery}`)}
                  className="button"
                  data-testid="payment-request-transaction"
                >
                  {formatDateTime(transaction.createdAt * 1000, lng)} · {moneyText(transaction.amount, lng)} ·{' '}
                  {t(transaction.statusKey)}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {topic && step === 'form' && view.showForm ? (
        <form className="payment-form" onSubmit={submit} noValidate>
          {view.selectedTransaction ? (
            <p data-testid="payment-request-selected">
              {t('payment_requests_transaction')}:{' '}
              {formatDateTime(view.selectedTransaction.createdAt * 1000, lng)} ·{' '}
              {moneyText(view.selectedTransaction.amount, lng)} · {t(view.selectedTransaction.statusKey)}
            </p>
          ) : null}
          <label className="payment-form__amount">
            <span>{t('payment_requests_message')}</span>
            <textarea
              rows={5}
              value={view.message}
              onChange={(event) => requests.setMessage(event.target.value)}
              data-testid="payment-request-message"
            />
          </label>
          <p className="payment-form__hint">{t('payment_requests_message_hint')}</p>
          <button
            type="submit"
            className="button button--primary"
            disabled={!view.messageValid || view.sending}
            data-testid="payment-request-send"
          >
            {t('payment_requests_send')}
          </button>
        </form>
      ) : null}
    </section>
  );
});
