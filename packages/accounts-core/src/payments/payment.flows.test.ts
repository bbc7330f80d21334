import { ApiError, NETWORK_ERROR_STATUS, PaymentsApi } from '@kickoff/contracts';
import { describe, expect, it } from 'vitest';
import { Accounts } from '../accounts/accounts.service';
import { anAccount, flushPromises } from '../testing/fixtures';
import { createAccountsTestBed } from '../testing/accounts-test-container';
import { InMemoryAccountsApi } from '../testing/in-memory-accounts-api';
import { DepositFlow, WithdrawalFlow } from './payment-form.flows';
import { PaymentHistory, PaymentRequests, PaymentResultFlow } from './payment-views.flows';
import { CurrencyAccountsFlow } from './currency-accounts.flow';
import {
  connectCurrencyAccounts,
  connectCurrencyAccountsFlow,
  connectDeposit,
  connectPaymentHistory,
  connectPaymentRequests,
  connectPaymentResult,
  connectWithdrawal,
} from './payments.connect';
import { PaymentIdSource, PaymentPage } from './payments.ports';
import { amountError, parseAmountMinor } from './payments.rules';
import { InMemoryPaymentsApi } from './testing/in-memory-payments-api';

function bed(accounts = [anAccount({ id: 1, money: 10_000 })]) {
  const accountsApi = new InMemoryAccountsApi(accounts);
  const base = createAccountsTestBed({ accountsApi, userId: 7 });
  const paymentsApi = new InMemoryPaymentsApi(accountsApi);
  const opened: string[] = [];
  let ids = 0;
  base.container.bind(PaymentsApi).toConstantValue(paymentsApi);
  base.container.bind(PaymentPage).toConstantValue({ assign: (url: string) => opened.push(url) });
  base.container.bind(PaymentIdSource).toConstantValue({ next: () => `client-id-${(ids += 1)}` });
  return { ...base, paymentsApi, opened, accounts: base.container.get(Accounts) };
}

describe('payment amounts', () => {
  it.each([
    ['25', 2_500],
    ['25.5', 2_550],
    ['25,50', 2_550],
    [' 1 000.01 ', 100_001],
    ['0.01', 1],
    ['0', null],
    ['', null],
    ['2.555', null],
    ['-5', null],
    ['1e3', null],
    ['abc', null],
  ])('reads %j as %j minor units', (text, minor) => {
    expect(parseAmountMinor(text, 2)).toBe(minor);
  });

  it('checks the bounds of the method and, for a withdrawal, the balance', () => {
    const bounds = { currencyIso: 'EUR', minMinor: 100, maxMinor: 5_000_000 };
    expect(amountError(null, bounds, null)).toBe('payments_amount_invalid');
    expect(amountError(99, bounds, null)).toBe('payments_amount_below_min');
    expect(amountError(100, bounds, null)).toBeNull();
    expect(amountError(5_000_001, bounds, null)).toBe('payments_amount_above_max');
    expect(amountError(3_001, bounds, 3_000)).toBe('payments_amount_above_balance');
  });
});

describe('DepositFlow', () => {
  it('creates the deposit with one id per intent and opens the provider page', async () => {
    const { container, paymentsApi, opened } = bed();
    const flow = container.get(DepositFlow);
    await flow.load();
    expect(connectDeposit(flow)).toMatchObject({
      methods: [{ id: 'demo_card', selected: true }],
      currencyIso: 'EUR',
      min: { minor: 100, iso: 'EUR' },
      max: { minor: 5_000_000, iso: 'EUR' },
      submitEnabled: false,
    });
    flow.form.setAmount('0.50');
    flow.form.touchAmount();
    expect(connectDeposit(flow)).toMatchObject({
      amountErrorKey: 'payments_amount_below_min',
      submitEnabled: false,
    });
    await flow.submit('en');
    expect(paymentsApi.calls).not.toContain('deposit');

    flow.form.setAmount('25');
    // The answer is lost once: the retry carries the same client id, so the API answers the same payment.
    paymentsApi.failNext(
      new ApiError(NETWORK_ERROR_STATUS, { code: 'network_error', messageKey: 'main_network_error' }),
    );
    await flow.submit('de');
    expect(connectDeposit(flow)).toMatchObject({ errorKey: 'main_network_error', submitEnabled: true });
    await flow.submit('de');
    expect(
      paymentsApi.payments.map((payment) => [payment.paymentId, payment.amountMinor, payment.status]),
    ).toEqual([['client-id-1', 2_500, 'created']]);
    expect(opened).toEqual([`/demo-pay/ref${paymentsApi.payments[0]?.id}`]);
    expect(connectDeposit(flow)).toMatchObject({ busy: true, submitKey: 'payments_sending' });
  });

  it("shows the API's bounds when it refuses the amount", async () => {
    const { container, paymentsApi } = bed();
    const flow = container.get(DepositFlow);
    await flow.load();
    flow.form.setAmount('30');
    paymentsApi.failNext(
      new ApiError(400, {
        code: 'amount_out_of_bounds',
        messageKey: 'payments_amount_out_of_bounds',
        details: { minMinor: 5_000, maxMinor: 9_000 },
      }),
    );
    await flow.submit('en');
    expect(connectDeposit(flow)).toMatchObject({
      errorKey: 'payments_amount_out_of_bounds',
      errorCode: 'amount_out_of_bounds',
      errorBounds: { min: { minor: 5_000, iso: 'EUR' }, max: { minor: 9_000, iso: 'EUR' } },
    });
  });
});

describe('WithdrawalFlow', () => {
  it('reserves the money at once, lists the pending withdrawal and cancels it with the money back', async () => {
    const { container, paymentsApi, accounts } = bed();
    const flow = container.get(WithdrawalFlow);
    await flow.load();
    expect(connectWithdrawal(flow).methods.map((method) => method.id)).toEqual(['demo_card', 'demo_bank']);
    flow.form.setAmount('100.01');
    expect(connectWithdrawal(flow)).toMatchObject({ amountErrorKey: null, submitEnabled: false });
    flow.form.touchAmount();
    expect(connectWithdrawal(flow).amountErrorKey).toBe('payments_amount_above_balance');
    flow.form.setAmount('40');
    await flow.submit('en');
    expect(accounts.activeAccount?.money).toBe(6_000);
    const view = connectWithdrawal(flow);
    expect(view).toMatchObject({
      amountText: '',
      lastResultKey: 'payments_result_withdrawal_pending',
      lastAmount: { minor: 4_000, iso: 'EUR' },
    });
    expect(view.pending).toEqual([
      expect.objectContaining({
        amount: { minor: 4_000, iso: 'EUR' },
        statusKey: 'payments_status_pending',
        cancellable: true,
        cancelling: false,
      }),
    ]);
    await flow.cancel(view.pending[0]?.id ?? 0);
    expect(accounts.activeAccount?.money).toBe(10_000);
    expect(connectWithdrawal(flow)).toMatchObject({
      pending: [],
      lastResultKey: 'payments_result_withdrawal_cancelled',
    });
    expect(paymentsApi.ledger.map((row) => [row.type, row.amountMinor])).toEqual([
      ['withdrawal_return', 4_000],
      ['withdrawal', -4_000],
    ]);
  });

  it('shows a refusal with its key and keeps the amount', async () => {
    const { container, paymentsApi } = bed();
    const flow = container.get(WithdrawalFlow);
    await flow.load();
    flow.form.setAmount('10');
    paymentsApi.failNext(
      new ApiError(403, { code: 'bonus_wager_open', messageKey: 'payments_bonus_wager_open' }),
    );
    await flow.submit('en');
    expect(connectWithdrawal(flow)).toMatchObject({
      errorKey: 'payments_bonus_wager_open',
      amountText: '10',
      pending: [],
    });
  });
});

describe('PaymentResultFlow', () => {
  it('shows the actual state, asks again every 3000 ms while open, and follows the payment, not the URL', async () => {
    const { container, paymentsApi, platform, accounts } = bed();
    await accounts.refresh();
    const created = await paymentsApi.deposit({ paymentId: 'client-pay-1', amountMinor: 2_000 });
    const flow = container.get(PaymentResultFlow);
    await flow.start('client-pay-1', 'deposit');
    expect(connectPaymentResult(flow, 'deposit', 'success', accounts)).toMatchObject({
      status: 'created',
      tone: 'pending',
      messageKey: 'payments_result_deposit_created',
      urlDiffers: true,
      checking: true,
    });
    paymentsApi.settle(created.id, 'succeeded');
    platform.clock.advanceBy(2_999);
    await flushPromises();
    expect(flow.payment?.status).toBe('created');
    platform.clock.advanceBy(1);
    await flushPromises();
    await flushPromises();
    expect(connectPaymentResult(flow, 'deposit', 'success', accounts)).toMatchObject({
      status: 'succeeded',
      tone: 'success',
      messageKey: 'payments_result_deposit_succeeded',
      urlDiffers: false,
      checking: false,
      amount: { minor: 2_000, iso: 'EUR' },
      balance: { minor: 12_000, iso: 'EUR' },
    });
    expect(platform.clock.pendingTimerCount()).toBe(0);
  });

  it('stops asking after 10 repeats and on dispose', async () => {
    const { container, paymentsApi, platform } = bed();
    await paymentsApi.deposit({ paymentId: 'client-pay-2', amountMinor: 2_000 });
    const flow = container.get(PaymentResultFlow);
    await flow.start('client-pay-2', 'deposit');
    for (let repeat = 0; repeat < 12; repeat++) {
      platform.clock.advanceBy(3_000);
      await flushPromises();
    }
    expect(paymentsApi.calls.filter((call) => call === 'getPayment')).toHaveLength(11);
    await flow.start('client-pay-2', 'deposit');
    expect(platform.clock.pendingTimerCount()).toBe(1);
    flow.dispose();
    expect(platform.clock.pendingTimerCount()).toBe(0);
  });

  it('says the payment is not found without an id or for an unknown one', async () => {
    const { container, accounts } = bed();
    const flow = container.get(PaymentResultFlow);
    await flow.start(null, 'withdrawal');
    expect(connectPaymentResult(flow, 'withdrawal', 'fail', accounts)).toMatchObject({
      status: null,
      errorKey: 'payments_not_found',
      messageKey: 'payments_not_found',
    });
    await flow.start('unknown-123', 'withdrawal');
    expect(connectPaymentResult(flow, 'withdrawal', 'fail', accounts).errorKey).toBe('payments_not_found');
  });
});

describe('PaymentHistory', () => {
  it('reads the active account with the period counted back on the Clock, and refuses unknown filters', async () => {
    const { container, paymentsApi, platform } = bed([
      anAccount({ id: 1, money: 10_000, isActive: false }),
      anAccount({ id: 2, iso: 'USD', currencyId: 1, type: 9, money: 500, isActive: true }),
    ]);
    const deposit = await paymentsApi.deposit({ paymentId: 'hist-0001', amountMinor: 1_500, accountId: 2 });
    paymentsApi.settle(deposit.id, 'succeeded');
    const history = container.get(PaymentHistory);
    await history.start();
    const nowSeconds = Math.floor(platform.clock.now() / 1000);
    expect(paymentsApi.historyQueries.at(-1)).toEqual({
      type: 'all',
      page: 1,
      pageSize: 20,
      from: nowSeconds - 30 * 86_400,
      accountId: 2,
    });
    expect(connectPaymentHistory(history).rows).toEqual([
      expect.objectContaining({
        typeKey: 'payments_ledger_deposit',
        amount: { minor: 1_500, iso: 'USD' },
        balanceAfter: { minor: 2_000, iso: 'USD' },
        credit: true,
        statusKey: 'payments_status_succeeded',
      }),
    ]);
    expect(history.setFilter({ type: 'everything' })).toBe(false);
    expect(history.setFilter({ period: 'all', type: 'deposits' })).toBe(true);
    await flushPromises();
    expect(paymentsApi.historyQueries.at(-1)).toEqual({
      type: 'deposits',
      page: 1,
      pageSize: 20,
      accountId: 2,
    });
    const view = connectPaymentHistory(history);
    expect(view.types.find((type) => type.selected)?.value).toBe('deposits');
    expect(view.periods.find((period) => period.selected)?.labelKey).toBe('payments_history_period_all');
    expect({ page: view.page, pageCount: view.pageCount, hasNext: view.hasNext }).toEqual({
      page: 1,
      pageCount: 1,
      hasNext: false,
    });
  });
});

describe('PaymentRequests', () => {
  it('lists topics and requests, loads the transactions of a topic and creates a request tied to one', async () => {
    const { container, paymentsApi } = bed();
    const deposit = await paymentsApi.deposit({ paymentId: 'req-dep-01', amountMinor: 2_000 });
    const requests = container.get(PaymentRequests);
    await requests.load();
    expect(connectPaymentRequests(requests, null)).toMatchObject({
      emptyKey: 'payment_requests_empty',
      topics: [{ id: 1 }, { id: 3 }],
      topic: null,
    });
    await requests.loadTransactions(1);
    requests.setMessage('too short');
    expect(connectPaymentRequests(requests, 1)).toMatchObject({
      topic: { id: 1, takesTransaction: true },
      transactions: [{ id: deposit.id, amount: { minor: 2_000, iso: 'EUR' } }],
      messageValid: false,
    });
    requests.setMessage('My deposit has not arrived.');
    expect(connectPaymentRequests(requests, 1, deposit.id)).toMatchObject({
      selectedTransaction: {
        id: deposit.id,
        amount: { minor: 2_000, iso: 'EUR' },
        statusKey: 'payments_status_created',
      },
      showForm: true,
    });
    expect(await requests.create(1, 11, deposit.id)).toBe(true);
    const view = connectPaymentRequests(requests, 1, deposit.id);
    expect(view).toMatchObject({
      createdKey: 'payment_requests_created',
      message: '',
      emptyKey: null,
      showForm: false,
    });
    expect(view.requests).toEqual([
      expect.objectContaining({
        topicKey: 'payment_requests_topic_deposit',
        subTopicKey: 'payment_requests_subtopic_not_credited',
        statusKey: 'payment_requests_status_open',
        transaction: { minor: 2_000, iso: 'EUR' },
      }),
    ]);
  });
});

describe('currency accounts view', () => {
  it('lets switch to an inactive account and remove only an empty, inactive currency account', async () => {
    const { accounts } = bed([
      anAccount({ id: 1, money: 10_000 }),
      anAccount({ id: 3, type: 4, money: 0, isActive: false }),
      anAccount({ id: 5, type: 9, iso: 'USD', currencyId: 1, money: 0, isActive: false }),
      anAccount({ id: 6, type: 9, iso: 'RUB', currencyId: 4, money: 300, isActive: false }),
    ]);
    await accounts.refresh();
    const idle = { process: null, availableCurrencies: [] };
    const view = connectCurrencyAccounts(accounts, idle, true);
    expect(
      view.accounts.map((account) => [account.id, account.active, account.switchable, account.removable]),
    ).toEqual([
      [1, true, false, false],
      [5, false, true, true],
      [6, false, true, false],
    ]);
    expect(connectCurrencyAccounts(accounts, idle, false).accounts.some((account) => account.removable)).toBe(
      false,
    );
  });
});

describe('CurrencyAccountsFlow', () => {
  it('adds a USD account, polling every 1000 ms until it appears, switches to it and removes it when empty and inactive', async () => {
    const { container, accountsApi, platform, accounts } = bed();
    const flow = container.get(CurrencyAccountsFlow);
    await flow.start();
    expect(connectCurrencyAccountsFlow(flow)).toMatchObject({
      enabled: true,
      selectedCurrencyId: 1,
      canAdd: true,
      currencies: [
        { id: 1, iso: 'USD' },
        { id: 3, iso: 'HRK' },
        { id: 4, iso: 'RUB' },
      ],
    });
    // document 001 §9: the new account shows only after two more fetches; the flow polls 1000 ms apart.
    accountsApi.settleAfterFetches = 3;
    const adding = flow.add();
    await flushPromises();
    expect(connectCurrencyAccountsFlow(flow)).toMatchObject({
      busy: true,
      addKey: 'accounts_adding',
      canAdd: false,
    });
    platform.clock.advanceBy(999);
    await flushPromises();
    expect(accountsApi.callCount('getAccounts')).toBe(2);
    platform.clock.advanceBy(1);
    await flushPromises();
    platform.clock.advanceBy(1_000);
    await adding;
    expect(flow.notice).toEqual({ key: 'accounts_notice_added', iso: 'USD', ok: true });
    const usd = accounts.accounts.find((account) => account.iso === 'USD');
    expect(usd).toMatchObject({ type: 9, money: 0 });
    await flow.switchTo(usd?.id ?? 0, 'account');
    expect(accounts.activeAccount?.iso).toBe('USD');
    expect(connectCurrencyAccountsFlow(flow).accounts.find((account) => account.iso === 'USD')).toMatchObject(
      { active: true, removable: false },
    );
    await flow.switchTo(1, 'account');
    expect(connectCurrencyAccountsFlow(flow).accounts.find((account) => account.iso === 'USD')).toMatchObject(
      { active: false, removable: true },
    );
    accountsApi.settleAfterFetches = 0;
    await flow.remove(usd?.id ?? 0);
    expect(flow.notice).toEqual({ key: 'accounts_notice_removed', iso: 'USD', ok: true });
    expect(accounts.accounts.some((account) => account.iso === 'USD')).toBe(false);
    expect(platform.clock.pendingTimerCount()).toBe(0);
  });
});
