import { AccountsData, CurrencyAccountMessage, ErrorBody, PaymentResponse } from '@kickoff/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enableDevTools, registerPlayer, startTestApi, type TestApi, type TestPlayer } from '../../testing';
import { payDeposit } from '../payments/payments.testing';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await enableDevTools(api.db);
});
afterAll(async () => {
  await api?.close();
});

function send(player: TestPlayer, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${api.baseUrl}${path}`, {
    method,
    headers: { cookie: player.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function expectError(response: Response, status: number, code: string): Promise<void> {
  expect(response.status).toBe(status);
  expect(ErrorBody.parse(await response.json()).code).toBe(code);
}

async function accounts(player: TestPlayer, variant: 'v1' | 'v2' = 'v2'): Promise<AccountsData> {
  const response = await send(player, 'GET', `/web-api/officeapi/${variant}/accounts`);
  expect(response.status).toBe(200);
  return AccountsData.parse(await response.json());
}

describe('accounts', () => {
  it('lists main (0) and bonus (4) accounts with minor-unit balances; v1 leaves the bonus account out', async () => {
    const player = await registerPlayer(api, { balanceMinor: 12_345 });
    const data = await accounts(player);
    expect(data.activeAccount).toBe(player.accountId);
    expect(data.accounts.map((account) => [account.type, account.iso, account.symbol, account.money, account.isActive])).toEqual([
      [0, 'EUR', '€', 12_345, true],
      [4, 'EUR', '€', 0, false],
    ]);
    expect(data.conversionStatus).toBe('not_allowed');
    expect((await accounts(player, 'v1')).accounts.map((account) => account.type)).toEqual([0]);
    await expectError(await fetch(`${api.baseUrl}/web-api/officeapi/v2/accounts`), 401, 'unauthorized');
  });

  it('adds a currency account (9), switches to it, refuses to remove it while active or funded, removes it when empty', async () => {
    const player = await registerPlayer(api);
    const currencies = (await (await send(player, 'GET', '/web-api/officeapi/v1/accounts/currencies')).json()) as { currencies: Array<{ id: number; iso: string }> };
    expect(currencies.currencies.map((currency) => currency.iso)).not.toContain('EUR');
    const usd = currencies.currencies.find((currency) => currency.iso === 'USD');
    const added = await send(player, 'POST', '/web-api/officeapi/v1/accounts/currency', { currencyId: usd?.id });
    expect(CurrencyAccountMessage.parse(await added.json())).toEqual({ data: { message: 'accounts_currency_added' } });
    await expectError(await send(player, 'POST', '/web-api/officeapi/v1/accounts/currency', { currencyId: usd?.id }), 409, 'currency_account_exists');
    await expectError(await send(player, 'POST', '/web-api/officeapi/v1/accounts/currency', { currencyId: 999 }), 400, 'unknown_currency');
    await expectError(await send(player, 'POST', '/web-api/officeapi/v1/accounts/currency', { currencyId: 'USD' }), 400, 'validation_error');
    const usdAccount = (await accounts(player)).accounts.find((account) => account.type === 9);
    expect(usdAccount).toMatchObject({ iso: 'USD', money: 0, isActive: false });
    const switched = AccountsData.parse(await (await send(player, 'POST', '/web-api/officeapi/v1/accounts/active', { id: usdAccount?.id })).json());
    expect(switched.activeAccount).toBe(usdAccount?.id);
    await expectError(await send(player, 'POST', '/web-api/officeapi/v1/accounts/currency/remove', { accountId: usdAccount?.id }), 409, 'account_active');
    expect(PaymentResponse.parse(await payDeposit(api, player.cookie, 500, { paymentId: 'usd-dep-01' }))).toMatchObject({ accountId: usdAccount?.id, currencyIso: 'USD', status: 'succeeded', balanceMinor: 500 });
    await send(player, 'POST', '/web-api/officeapi/v1/accounts/active', { id: player.accountId });
    await expectError(await send(player, 'POST', '/web-api/officeapi/v1/accounts/currency/remove', { accountId: usdAccount?.id }), 409, 'account_not_empty');
    const withdrawal = PaymentResponse.parse(await (await send(player, 'POST', '/web-api/payments/v1/withdraw', { paymentId: 'usd-wd-01', amountMinor: 500, accountId: usdAccount?.id })).json());
    // Empty, but a withdrawal from it is pending (its money may come back): not removable yet.
    await expectError(await send(player, 'POST', '/web-api/officeapi/v1/accounts/currency/remove', { accountId: usdAccount?.id }), 409, 'account_has_pending_payments');
    expect((await fetch(`${api.baseUrl}/dev-api/payments/${withdrawal.id}/settle`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ decision: 'approve' }) })).status).toBe(200);
    await expectError(await send(player, 'POST', '/web-api/officeapi/v1/accounts/currency/remove', { accountId: player.accountId }), 409, 'not_a_currency_account');
    const removed = await send(player, 'POST', '/web-api/officeapi/v1/accounts/currency/remove', { accountId: usdAccount?.id });
    expect(await removed.json()).toEqual({ data: { message: 'accounts_currency_removed' } });
    expect((await accounts(player)).accounts.map((account) => account.type)).toEqual([0, 4]);
  });

  it("cannot switch to another player's account or the bonus account", async () => {
    const player = await registerPlayer(api);
    const other = await registerPlayer(api);
    await expectError(await send(player, 'POST', '/web-api/officeapi/v1/accounts/active', { id: other.accountId }), 404, 'account_not_found');
    const bonus = (await accounts(player)).accounts.find((account) => account.type === 4);
    await expectError(await send(player, 'POST', '/web-api/officeapi/v1/accounts/active', { id: bonus?.id }), 409, 'bonus_account_not_switchable');
  });
});

describe('demo payment provider', () => {
  it('creates a deposit for the provider page and reserves a withdrawal at once, idempotent on paymentId', async () => {
    const player = await registerPlayer(api);
    const deposit = (paymentId: string, amountMinor: number) => send(player, 'POST', '/web-api/payments/v1/deposit', { paymentId, amountMinor });
    const created = PaymentResponse.parse(await (await deposit('pay-000001', 2_000)).json());
    expect(created).toMatchObject({ paymentId: 'pay-000001', kind: 'deposit', status: 'created', methodId: 'demo_card', accountId: player.accountId, amountMinor: 2_000, balanceMinor: 0 });
    // A retry of the same payment answers it again without creating another.
    expect(PaymentResponse.parse(await (await deposit('pay-000001', 2_000)).json()).id).toBe(created.id);
    await expectError(await deposit('pay-000001', 3_000), 409, 'payment_id_reused');
    expect((await fetch(`${api.baseUrl}${created.redirectUrl}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    const withdraw = (paymentId: string, amountMinor: number) => send(player, 'POST', '/web-api/payments/v1/withdraw', { paymentId, amountMinor });
    expect(PaymentResponse.parse(await (await withdraw('wd-0000001', 1_500)).json())).toMatchObject({ status: 'pending', balanceMinor: 500 });
    await expectError(await withdraw('wd-0000002', 501), 402, 'insufficient_funds');
    const ledger = await api.db.query<{ amount_minor: number; reason: string }>('select amount_minor, reason from ledger where user_id = $1 order by id', [player.userId]);
    expect(ledger).toEqual([
      { amount_minor: 2_000, reason: 'deposit' },
      { amount_minor: -1_500, reason: 'withdrawal' },
    ]);
  });

  it.each([
    ['a zero amount', { paymentId: 'pay-zero-1', amountMinor: 0 }],
    ['a fractional amount', { paymentId: 'pay-frac-1', amountMinor: 10.5 }],
    ['a short payment id', { paymentId: 'x', amountMinor: 100 }],
    ['an amount above the maximum', { paymentId: 'pay-huge-1', amountMinor: 100_000_001 }],
  ])('refuses %s with 400 and moves nothing', async (_label, body) => {
    const player = await registerPlayer(api);
    await expectError(await send(player, 'POST', '/web-api/payments/v1/deposit', body), 400, 'validation_error');
    expect(await api.db.query('select 1 from ledger where user_id = $1', [player.userId])).toEqual([]);
  });

  it('answers 451 with exception_code 1 when the terms changed, until they are confirmed', async () => {
    const player = await registerPlayer(api);
    const changedAt = Math.floor(api.clock.now() / 1000) + 10;
    await api.db.query('update site_terms set updated_at = $1 where id = 1', [changedAt]);
    try {
      const refused = await send(player, 'POST', '/web-api/payments/v1/deposit', { paymentId: 'terms-0001', amountMinor: 100 });
      expect(refused.status).toBe(451);
      expect(ErrorBody.parse(await refused.json())).toMatchObject({ code: 'terms_not_confirmed', details: { exception_code: 1 } });
      const status = await (await send(player, 'GET', '/web-api/api-v3/v2/user/agreement-rules/status')).json();
      expect(status).toEqual({ result: true, updatedAt: changedAt });
      await expectError(await send(player, 'POST', '/web-api/api-v3/v2/user/agreement-rules/confirm', { updatedAt: changedAt - 1 }), 409, 'terms_outdated');
      expect(await (await send(player, 'POST', '/web-api/api-v3/v2/user/agreement-rules/confirm', { updatedAt: changedAt })).json()).toEqual({ success: true });
      expect(await (await send(player, 'GET', '/web-api/api-v3/v2/user/agreement-rules/status')).json()).toEqual({ result: false, updatedAt: changedAt });
      expect((await send(player, 'POST', '/web-api/payments/v1/deposit', { paymentId: 'terms-0002', amountMinor: 100 })).status).toBe(200);
    } finally {
      await api.db.query('update site_terms set updated_at = 1767225600 where id = 1');
    }
  });
});
