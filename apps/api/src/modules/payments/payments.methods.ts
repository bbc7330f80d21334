import type { PaymentKind, PaymentMethod, PaymentRequestTopic } from '@kickoff/contracts';

/**
 * The demo provider's payment methods with their bounds per currency, in minor units (declared
 * data, issue 13: "amount with the method's and currency's bounds"). A currency missing from a
 * method's list cannot be paid with it.
 */
export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  {
    id: 'demo_card',
    nameKey: 'payments_method_demo_card',
    kinds: ['deposit', 'withdrawal'],
    bounds: [
      { currencyIso: 'EUR', minMinor: 100, maxMinor: 5_000_000 },
      { currencyIso: 'USD', minMinor: 100, maxMinor: 5_000_000 },
      { currencyIso: 'GBP', minMinor: 100, maxMinor: 4_000_000 },
      { currencyIso: 'PLN', minMinor: 500, maxMinor: 20_000_000 },
      { currencyIso: 'TRY', minMinor: 2_000, maxMinor: 100_000_000 },
      { currencyIso: 'RUB', minMinor: 10_000, maxMinor: 100_000_000 },
      { currencyIso: 'UAH', minMinor: 5_000, maxMinor: 100_000_000 },
      { currencyIso: 'KZT', minMinor: 50_000, maxMinor: 100_000_000 },
      { currencyIso: 'HRK', minMinor: 1_000, maxMinor: 30_000_000 },
    ],
  },
  {
    id: 'demo_wallet',
    nameKey: 'payments_method_demo_wallet',
    kinds: ['deposit', 'withdrawal'],
    bounds: [
      { currencyIso: 'EUR', minMinor: 1_000, maxMinor: 1_000_000 },
      { currencyIso: 'USD', minMinor: 1_000, maxMinor: 1_000_000 },
      { currencyIso: 'GBP', minMinor: 1_000, maxMinor: 800_000 },
    ],
  },
  {
    id: 'demo_bank',
    nameKey: 'payments_method_demo_bank',
    kinds: ['withdrawal'],
    bounds: [
      { currencyIso: 'EUR', minMinor: 2_000, maxMinor: 10_000_000 },
      { currencyIso: 'USD', minMinor: 2_000, maxMinor: 10_000_000 },
      { currencyIso: 'GBP', minMinor: 2_000, maxMinor: 8_000_000 },
      { currencyIso: 'PLN', minMinor: 10_000, maxMinor: 40_000_000 },
    ],
  },
];

/** The method a request without `methodId` uses: the first one of its kind. */
export function defaultMethodId(kind: PaymentKind): string {
  return PAYMENT_METHODS.find((method) => method.kinds.includes(kind))?.id ?? 'demo_card';
}

/** The topics of payment requests (document 000 §2 `payment/create-request/{topicId}/{subTopicId}`), declared data. */
export const PAYMENT_REQUEST_TOPICS: readonly PaymentRequestTopic[] = [
  {
    id: 1,
    titleKey: 'payment_requests_topic_deposit',
    transactionKind: 'deposit',
    subTopics: [
      { id: 11, titleKey: 'payment_requests_subtopic_not_credited' },
      { id: 12, titleKey: 'payment_requests_subtopic_wrong_amount' },
    ],
  },
  {
    id: 2,
    titleKey: 'payment_requests_topic_withdrawal',
    transactionKind: 'withdrawal',
    subTopics: [
      { id: 21, titleKey: 'payment_requests_subtopic_not_received' },
      { id: 22, titleKey: 'payment_requests_subtopic_delayed' },
    ],
  },
  { id: 3, titleKey: 'payment_requests_topic_other', transactionKind: null, subTopics: [] },
];
