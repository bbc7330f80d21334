import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enableDevTools, registerPlayer, startTestApi, type TestApi, type TestPlayer } from '../../testing';
import { credit, debit, LedgerReason, lockAccount } from '../accounts/accounts.money';
import { providerSecret, signCallback } from './payments.provider';
import { payDeposit } from './payments.testing';

let api: TestApi;
const now = () => Math.floor(api.clock.now() / 1000);

beforeAll(async () => {
  api = await startTestApi();
  await enableDevTools(api.db);
});
afterAll(async () => {
  await api?.close();
});

interface PaymentAnswer {
  id: number;
  paymentId: string;
  kind: string;
  status: string;
  amountMinor: number;
  currencyIso: string;
  redirectUrl: string | null;
  declineCode: string | null;
  balanceMinor: number;
}

let counter = 0;
const nextId = () => `pay-${Date.now().toString(36)}-${(counter += 1)}`;

function send(player: TestPlayer, method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${api.baseUrl}${path}`, {
    method,
    headers: { cookie: player.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function ok<T>(response: Response): Promise<T> {
  const body = (await response.json()) as T;
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body;
}

async function refusal(response: Response, status: number, code: string): Promise<Record<string, unknown>> {
  const body = (await response.json()) as Record<string, unknown>;
  expect({ status: response.status, code: body['code'] }, JSON.stringify(body)).toEqual({ status, code });
  return body;
}

async function balance(player: TestPlayer, accountId = player.accountId): Promise<number> {
  const [row] = await api.db.query<{ balance_minor: number }>(
    'select balance_minor from accounts where id = $1',
    [accountId],
  );
  return Number(row?.balance_minor ?? -1);
}

async function ledgerSum(player: TestPlayer): Promise<{ sum: number; rows: number }> {
  const [row] = await api.db.query<{ sum: number | null; rows: number }>(
    'select sum(amount_minor)::bigint as sum, count(*)::bigint as rows from ledger where account_id = $1',
    [player.accountId],
  );
  return { sum: Number(row?.sum ?? 0), rows: Number(row?.rows ?? 0) };
}

const withdraw = (player: TestPlayer, amountMinor: number, paymentId = nextId()) =>
  send(player, 'POST', '/web-api/payments/v1/withdraw', { paymentId, amountMinor });
const createDeposit = (player: TestPlayer, amountMinor: number, paymentId = nextId()) =>
  send(player, 'POST', '/web-api/payments/v1/deposit', { paymentId, amountMinor });
const settle = (id: number, decision: 'approve' | 'decline') =>
  fetch(`${api.baseUrl}/dev-api/payments/${id}/settle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ decision }),
  });
const callback = (rawBody: string, signature: string) =>
  fetch(`${api.baseUrl}/web-api/payments/v1/provider/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-provider-signature': signature },
    body: rawBody,
  });
const providerRefOf = (payment: PaymentAnswer) => (payment.redirectUrl ?? '').replace('/demo-pay/', '');

/** A stake taken with the money helpers the betting module uses (ledger reason `bet`). */
async function placeBet(player: TestPlayer, amountMinor: number, ref: string): Promise<boolean> {
  try {
    await api.db.transaction(async (tx) =>
      debit(
        tx,
        await lockAccount(tx, player.accountId, player.userId),
        amountMinor,
        LedgerReason.bet,
        ref,
        now(),
      ),
    );
    return true;
  } catch {
    return false;
  }
}

describe('deposits through the demo provider', () => {
  it('a deposit is created, paid on the provider page (signed callback) and credited once with one ledger row', async () => {
    const player = await registerPlayer(api);
    const created = await ok<PaymentAnswer>(await createDeposit(player, 2_500, 'dep-flow-0001'));
    expect(created).toMatchObject({
      kind: 'deposit',
      status: 'created',
      amountMinor: 2_500,
      currencyIso: 'EUR',
      balanceMinor: 0,
    });
    expect(created.redirectUrl).toMatch(/^\/demo-pay\/[A-Za-z0-9_-]{24}$/);
    // The same client id answers the same payment; another amount under it is refused.
    expect((await ok<PaymentAnswer>(await createDeposit(player, 2_500, 'dep-flow-0001'))).id).toBe(
      created.id,
    );
    await refusal(await createDeposit(player, 2_600, 'dep-flow-0001'), 409, 'payment_id_reused');

    const page = await fetch(`${api.baseUrl}${created.redirectUrl}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('25.00 EUR');
    const paid = await fetch(`${api.baseUrl}${created.redirectUrl}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('/en/onpay/success?paymentId=dep-flow-0001');
    const after = await ok<PaymentAnswer>(
      await send(player, 'GET', '/web-api/payments/v1/payment?paymentId=dep-flow-0001'),
    );
    expect(after).toMatchObject({ status: 'succeeded', balanceMinor: 2_500, redirectUrl: null });
    expect(await ledgerSum(player)).toEqual({ sum: 2_500, rows: 1 });
    // Pressing Pay again moves nothing: the payment is final.
    expect(
      (await fetch(`${api.baseUrl}${created.redirectUrl}/pay`, { method: 'POST', redirect: 'manual' }))
        .status,
    ).toBe(409);
    expect(await balance(player)).toBe(2_500);
  });

  it('a declined or cancelled deposit changes nothing; a bank transfer waits pending until settled', async () => {
    const player = await registerPlayer(api);
    const declined = await payDeposit(api, player.cookie, 1_000, { action: 'decline' });
    expect(declined).toMatchObject({ status: 'declined', balanceMinor: 0 });
    const cancelled = await payDeposit(api, player.cookie, 1_000, { action: 'cancel' });
    expect(cancelled).toMatchObject({ status: 'cancelled', balanceMinor: 0 });
    expect(await ledgerSum(player)).toEqual({ sum: 0, rows: 0 });
    const pending = await payDeposit(api, player.cookie, 4_000, { action: 'transfer' });
    expect(pending).toMatchObject({ status: 'pending', balanceMinor: 0 });
    expect(await ok<PaymentAnswer>(await settle(pending.id, 'approve'))).toMatchObject({
      status: 'succeeded',
      balanceMinor: 4_000,
    });
    await refusal(await settle(pending.id, 'decline'), 409, 'payment_not_pending');
    expect(await ledgerSum(player)).toEqual({ sum: 4_000, rows: 1 });
  });

  it('refuses a forged, tampered, replayed or stale callback with a code, and moves no money', async () => {
    const player = await registerPlayer(api);
    const created = await ok<PaymentAnswer>(await createDeposit(player, 3_000));
    const body = (over: Record<string, unknown> = {}) =>
      JSON.stringify({
        eventId: `evt-${nextId()}`,
        providerRef: providerRefOf(created),
        status: 'succeeded',
        amountMinor: 3_000,
        currencyIso: 'EUR',
        sentAt: now(),
        ...over,
      });
    const forged = body();
    await refusal(
      await callback(forged, signCallback('not-the-secret', forged)),
      401,
      'callback_signature_invalid',
    );
    await refusal(await callback(forged, 'f'.repeat(64)), 401, 'callback_signature_invalid');
    const signed = body();
    const secret = providerSecret(api.context.settings);
    // The signature is over the bytes: the same body with another amount no longer matches.
    await refusal(
      await callback(signed.replace('3000', '300000'), signCallback(secret, signed)),
      401,
      'callback_signature_invalid',
    );
    const otherAmount = body({ amountMinor: 300_000 });
    await refusal(await callback(otherAmount, signCallback(secret, otherAmount)), 409, 'callback_mismatch');
    const stale = body({ sentAt: now() - 301 });
    await refusal(await callback(stale, signCallback(secret, stale)), 401, 'callback_expired');
    expect(await balance(player)).toBe(0);
    expect(await ok<{ status: string }>(await callback(signed, signCallback(secret, signed)))).toEqual({
      accepted: true,
      status: 'succeeded',
    });
    await refusal(await callback(signed, signCallback(secret, signed)), 409, 'callback_replayed');
    const again = body();
    await refusal(await callback(again, signCallback(secret, again)), 409, 'payment_final');
    expect(await ledgerSum(player)).toEqual({ sum: 3_000, rows: 1 });
  });

  it("keeps each method's bounds per currency and the deposit limits, counting deposits on their way", async () => {
    const player = await registerPlayer(api);
    const below = await refusal(await createDeposit(player, 99), 400, 'amount_out_of_bounds');
    expect(below['details']).toEqual({ minMinor: 100, maxMinor: 5_000_000, currencyIso: 'EUR' });
    await refusal(await createDeposit(player, 5_000_001), 400, 'amount_out_of_bounds');
    await refusal(
      await send(player, 'POST', '/web-api/payments/v1/deposit', {
        paymentId: nextId(),
        amountMinor: 500,
        methodId: 'demo_wallet',
      }),
      400,
      'amount_out_of_bounds',
    );
    await refusal(
      await send(player, 'POST', '/web-api/payments/v1/deposit', {
        paymentId: nextId(),
        amountMinor: 5_000,
        methodId: 'demo_bank',
      }),
      400,
      'unknown_payment_method',
    );
    await refusal(
      await send(player, 'POST', '/web-api/payments/v1/deposit', { paymentId: nextId(), amountMinor: 0 }),
      400,
      'validation_error',
    );
    const methods = await ok<{ methods: Array<{ id: string; kinds: string[] }> }>(
      await fetch(`${api.baseUrl}/web-api/payments/v1/methods`),
    );
    expect(methods.methods.map((method) => [method.id, method.kinds])).toEqual([
      ['demo_card', ['deposit', 'withdrawal']],
      ['demo_wallet', ['deposit', 'withdrawal']],
      ['demo_bank', ['withdrawal']],
    ]);
    // A 24 h deposit limit of 50.00: an unpaid deposit of 30.00 leaves 20.00 for another one.
    const limited = await fetch(`${api.baseUrl}/limit-service-api/api/external/web/v3/limits`, {
      method: 'POST',
      headers: { 'X-Auth': player.token, 'X-Language': 'en', 'content-type': 'application/json' },
      body: JSON.stringify({ limits: [{ limitType: 20, limitValue: 5_000 }] }),
    });
    expect(limited.status).toBe(200);
    await ok(await createDeposit(player, 3_000));
    await refusal(await createDeposit(player, 2_001), 403, 'deposit_limit_exceeded');
    expect((await payDeposit(api, player.cookie, 2_000)).status).toBe('succeeded');
  });
});

describe('withdrawals', () => {
  it('reserves the money at once, can be cancelled while pending (money back, one row) and settled by the cashier control', async () => {
    const player = await registerPlayer(api, { balanceMinor: 10_000 });
    const first = await ok<PaymentAnswer>(await withdraw(player, 4_000));
    expect(first).toMatchObject({
      kind: 'withdrawal',
      status: 'pending',
      balanceMinor: 6_000,
      redirectUrl: null,
    });
    await refusal(await withdraw(player, 6_001), 402, 'insufficient_funds');
    expect(
      await ok<PaymentAnswer>(await send(player, 'POST', `/web-api/payments/v1/payments/${first.id}/cancel`)),
    ).toMatchObject({ status: 'cancelled', balanceMinor: 10_000 });
    // Retried, the cancel answers the same; the money came back once.
    expect(
      await ok<PaymentAnswer>(await send(player, 'POST', `/web-api/payments/v1/payments/${first.id}/cancel`)),
    ).toMatchObject({ status: 'cancelled', balanceMinor: 10_000 });
    const second = await ok<PaymentAnswer>(await withdraw(player, 2_500));
    expect(await ok<PaymentAnswer>(await settle(second.id, 'approve'))).toMatchObject({
      status: 'succeeded',
      balanceMinor: 7_500,
    });
    await refusal(
      await send(player, 'POST', `/web-api/payments/v1/payments/${second.id}/cancel`),
      409,
      'payment_not_cancellable',
    );
    const third = await ok<PaymentAnswer>(await withdraw(player, 1_500));
    expect(await ok<PaymentAnswer>(await settle(third.id, 'decline'))).toMatchObject({
      status: 'declined',
      declineCode: 'declined_by_cashier',
      balanceMinor: 7_500,
    });
    const ledger = await api.db.query<{ reason: string; amount_minor: number }>(
      'select reason, amount_minor from ledger where account_id = $1 order by id',
      [player.accountId],
    );
    expect(ledger.map((row) => [row.reason, Number(row.amount_minor)])).toEqual([
      ['deposit', 10_000],
      ['withdrawal', -4_000],
      ['withdrawal_return', 4_000],
      ['withdrawal', -2_500],
      ['withdrawal', -1_500],
      ['withdrawal_return', 1_500],
    ]);
    // Someone else's payment is not found.
    const other = await registerPlayer(api);
    await refusal(
      await send(other, 'POST', `/web-api/payments/v1/payments/${third.id}/cancel`),
      404,
      'payment_not_found',
    );
  });

  it('is refused while a bonus wager is open, during a time-out and self-exclusion, and for ban levels the spec does not let withdraw', async () => {
    const player = await registerPlayer(api, { balanceMinor: 10_000 });
    // An open bonus wager: a bonus balance on the bonus account (type 4) still to be wagered.
    const [bonus] = await api.db.query<{ id: number }>(
      'select id from accounts where user_id = $1 and type = 4',
      [player.userId],
    );
    await api.db.transaction(async (tx) =>
      credit(
        tx,
        await lockAccount(tx, Number(bonus?.id), player.userId),
        500,
        LedgerReason.bonus,
        'bonus-1',
        now(),
      ),
    );
    await refusal(await withdraw(player, 1_000), 403, 'bonus_wager_open');
    await api.db.transaction(async (tx) =>
      debit(
        tx,
        await lockAccount(tx, Number(bonus?.id), player.userId),
        500,
        LedgerReason.bet,
        'bonus-bet-1',
        now(),
      ),
    );
    expect((await ok<PaymentAnswer>(await withdraw(player, 1_000))).status).toBe('pending');

    // document 001 §4: a banned player may reach the withdrawal page only with ban level 45, or 53 when ban version is 1.
    const ban = (level: number, version: number | null) =>
      api.db.query('update users set ban_level = $2, ban_version = $3 where id = $1', [
        player.userId,
        level,
        version,
      ]);
    await ban(45, null);
    expect((await ok<PaymentAnswer>(await withdraw(player, 1_000))).status).toBe('pending');
    await refusal(await createDeposit(player, 1_000), 403, 'account_banned');
    await ban(53, 1);
    expect((await ok<PaymentAnswer>(await withdraw(player, 1_000))).status).toBe('pending');
    await ban(53, 2);
    await refusal(await withdraw(player, 1_000), 403, 'withdrawal_banned');
    await ban(12, null);
    await refusal(await withdraw(player, 1_000), 403, 'withdrawal_banned');
    await ban(0, null);

    const limits = (body: unknown) =>
      fetch(`${api.baseUrl}/limit-service-api/api/external/web/v3/limits`, {
        method: 'POST',
        headers: { 'X-Auth': player.token, 'X-Language': 'en', 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await limits({ limits: [{ limitType: 33, limitValue: 1 }] })).status).toBe(200);
    // A time-out refuses the withdrawal (403 time_out_active; a time-out that signs the player out answers 401).
    const timedOut = await withdraw(player, 1_000);
    expect([401, 403]).toContain(timedOut.status);
    if (timedOut.status === 403)
      expect(((await timedOut.json()) as { code: string }).code).toBe('time_out_active');
    expect(await balance(player)).toBe(7_000);
    const excluded = await registerPlayer(api, { balanceMinor: 5_000 });
    await api.db.query(
      "insert into user_limits (user_id, limit_type, limit_value, limit_state, started_at, ends_at, created_at, updated_at) values ($1, 30, 30, 'ACTIVE', $2, $3, $2, $2)",
      [excluded.userId, now(), now() + 30 * 86_400],
    );
    await refusal(await withdraw(excluded, 1_000), 403, 'self_excluded');
    expect(await balance(excluded)).toBe(5_000);
  });
});

describe('payment history and requests', () => {
  it('lists deposits, withdrawals, bets and casino rounds from the ledger, filtered by type and period, paged, in the account currency', async () => {
    const player = await registerPlayer(api, { balanceMinor: 20_000 });
    const start = now();
    api.clock.advanceBy(60_000);
    const pending = await ok<PaymentAnswer>(await withdraw(player, 3_000));
    await placeBet(player, 1_000, 'coupon-h1');
    await api.db.transaction(async (tx) =>
      credit(
        tx,
        await lockAccount(tx, player.accountId, player.userId),
        2_500,
        LedgerReason.betWin,
        'coupon-h1',
        now(),
      ),
    );
    await api.db.transaction(async (tx) =>
      debit(
        tx,
        await lockAccount(tx, player.accountId, player.userId),
        200,
        LedgerReason.casinoBet,
        'round-1',
        now(),
      ),
    );
    type History = {
      items: Array<{
        type: string;
        amountMinor: number;
        balanceAfterMinor: number;
        currencyIso: string;
        payment: { status: string } | null;
      }>;
      total: number;
    };
    const all = await ok<History>(await send(player, 'GET', '/web-api/payments/v1/history'));
    expect(all.total).toBe(5);
    expect(
      all.items.map((item) => [item.type, item.amountMinor, item.balanceAfterMinor, item.currencyIso]),
    ).toEqual([
      ['casino_bet', -200, 18_300, 'EUR'],
      ['bet_win', 2_500, 18_500, 'EUR'],
      ['bet', -1_000, 16_000, 'EUR'],
      ['withdrawal', -3_000, 17_000, 'EUR'],
      ['deposit', 20_000, 20_000, 'EUR'],
    ]);
    expect(all.items[3]?.payment).toMatchObject({ id: pending.id, status: 'pending' });
    expect(
      (await ok<History>(await send(player, 'GET', '/web-api/payments/v1/history?type=bets'))).items.map(
        (item) => item.type,
      ),
    ).toEqual(['bet_win', 'bet']);
    expect(
      (await ok<History>(await send(player, 'GET', '/web-api/payments/v1/history?type=withdrawals'))).total,
    ).toBe(1);
    expect(
      (
        await ok<History>(await send(player, 'GET', `/web-api/payments/v1/history?to=${start + 1}`))
      ).items.map((item) => item.type),
    ).toEqual(['deposit']);
    const page2 = await ok<History & { page: number }>(
      await send(player, 'GET', '/web-api/payments/v1/history?pageSize=2&page=2'),
    );
    expect({ total: page2.total, page: page2.page, types: page2.items.map((item) => item.type) }).toEqual({
      total: 5,
      page: 2,
      types: ['bet', 'withdrawal'],
    });
    await refusal(
      await send(player, 'GET', '/web-api/payments/v1/history?type=everything'),
      400,
      'validation_error',
    );
    await refusal(
      await send(player, 'GET', '/web-api/payments/v1/history?pageSize=51'),
      400,
      'validation_error',
    );

    // A USD account's deposit is listed in USD.
    await ok(await send(player, 'POST', '/web-api/officeapi/v1/accounts/currency', { currencyId: 2 }));
    const accounts = await ok<{ accounts: Array<{ id: number; iso: string }> }>(
      await send(player, 'GET', '/web-api/officeapi/v2/accounts'),
    );
    const usd = accounts.accounts.find((account) => account.iso === 'USD');
    await ok(await send(player, 'POST', '/web-api/officeapi/v1/accounts/active', { id: usd?.id }));
    expect((await payDeposit(api, player.cookie, 1_500)).status).toBe('succeeded');
    const usdHistory = await ok<History>(
      await send(player, 'GET', `/web-api/payments/v1/history?accountId=${usd?.id}`),
    );
    expect(usdHistory.items.map((item) => [item.type, item.amountMinor, item.currencyIso])).toEqual([
      ['deposit', 1_500, 'USD'],
    ]);
  });

  it('creates payment requests under a topic, tied to a payment of its kind, and lists them with their status', async () => {
    const player = await registerPlayer(api, { balanceMinor: 5_000 });
    const topics = await ok<{ topics: Array<{ id: number; transactionKind: string | null }> }>(
      await fetch(`${api.baseUrl}/web-api/payments/v1/request-topics`),
    );
    expect(topics.topics.map((topic) => [topic.id, topic.transactionKind])).toEqual([
      [1, 'deposit'],
      [2, 'withdrawal'],
      [3, null],
    ]);
    const payout = await ok<PaymentAnswer>(await withdraw(player, 2_000));
    const created = await ok<{ id: number; status: string; transaction: { id: number } | null }>(
      await send(player, 'POST', '/web-api/payments/v1/requests', {
        topicId: 2,
        subTopicId: 22,
        transactionId: payout.id,
        message: 'My withdrawal is still pending.',
      }),
    );
    expect(created).toMatchObject({ status: 'open', transaction: { id: payout.id } });
    await refusal(
      await send(player, 'POST', '/web-api/payments/v1/requests', {
        topicId: 1,
        transactionId: payout.id,
        message: 'Where is my deposit?',
      }),
      400,
      'transaction_of_other_kind',
    );
    await refusal(
      await send(player, 'POST', '/web-api/payments/v1/requests', {
        topicId: 3,
        transactionId: payout.id,
        message: 'A question about fees.',
      }),
      400,
      'topic_takes_no_transaction',
    );
    await refusal(
      await send(player, 'POST', '/web-api/payments/v1/requests', {
        topicId: 9,
        message: 'A question about fees.',
      }),
      400,
      'unknown_topic',
    );
    await refusal(
      await send(player, 'POST', '/web-api/payments/v1/requests', { topicId: 3, message: 'short' }),
      400,
      'validation_error',
    );
    const other = await registerPlayer(api);
    await refusal(
      await send(other, 'POST', '/web-api/payments/v1/requests', {
        topicId: 2,
        transactionId: payout.id,
        message: 'Not my withdrawal at all.',
      }),
      404,
      'payment_not_found',
    );
    const list = await ok<{ requests: Array<{ id: number; topicId: number; status: string }> }>(
      await send(player, 'GET', '/web-api/payments/v1/requests'),
    );
    expect(list.requests.map((request) => [request.id, request.topicId, request.status])).toEqual([
      [created.id, 2, 'open'],
    ]);
  });
});

type Operation =
  | { op: 'deposit'; amountMinor: number; action: 'pay' | 'decline' | 'cancel' | 'transfer' }
  | { op: 'withdraw'; amountMinor: number }
  | { op: 'cancelWithdrawal'; pick: number }
  | { op: 'settle'; pick: number; decision: 'approve' | 'decline' }
  | { op: 'bet'; amountMinor: number }
  | { op: 'forge'; pick: number };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    op: fc.constant('deposit' as const),
    amountMinor: fc.integer({ min: 100, max: 200_000 }),
    action: fc.constantFrom('pay' as const, 'decline' as const, 'cancel' as const, 'transfer' as const),
  }),
  fc.record({ op: fc.constant('withdraw' as const), amountMinor: fc.integer({ min: 100, max: 150_000 }) }),
  fc.record({ op: fc.constant('cancelWithdrawal' as const), pick: fc.nat() }),
  fc.record({
    op: fc.constant('settle' as const),
    pick: fc.nat(),
    decision: fc.constantFrom('approve' as const, 'decline' as const),
  }),
  fc.record({ op: fc.constant('bet' as const), amountMinor: fc.integer({ min: 1, max: 100_000 }) }),
  fc.record({ op: fc.constant('forge' as const), pick: fc.nat() }),
);

describe('model: the ledger equals the balance after random payments and bets', () => {
  it('200 random operations agree with an in-memory model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 200, maxLength: 200 }), async (operations) => {
        const player = await registerPlayer(api);
        // The model: the balance, pending payments (withdrawals and bank-transfer deposits) and final statuses.
        let model = 0;
        const pending: Array<{ id: number; kind: 'deposit' | 'withdrawal'; amountMinor: number }> = [];
        const statuses = new Map<number, string>();
        const createdRefs: string[] = [];
        for (const [index, step] of operations.entries()) {
          if (step.op === 'deposit') {
            const payment = await payDeposit(api, player.cookie, step.amountMinor, { action: step.action });
            const expected = {
              pay: 'succeeded',
              decline: 'declined',
              cancel: 'cancelled',
              transfer: 'pending',
            }[step.action];
            expect(payment.status).toBe(expected);
            if (step.action === 'pay') model += step.amountMinor;
            if (step.action === 'transfer')
              pending.push({ id: payment.id, kind: 'deposit', amountMinor: step.amountMinor });
            statuses.set(payment.id, expected);
          } else if (step.op === 'withdraw') {
            const response = await withdraw(player, step.amountMinor);
            if (step.amountMinor <= model) {
              const payment = await ok<PaymentAnswer>(response);
              model -= step.amountMinor;
              pending.push({ id: payment.id, kind: 'withdrawal', amountMinor: step.amountMinor });
              statuses.set(payment.id, 'pending');
            } else {
              await refusal(response, 402, 'insufficient_funds');
            }
          } else if (step.op === 'cancelWithdrawal') {
            const withdrawals = pending.filter((entry) => entry.kind === 'withdrawal');
            const target = withdrawals[step.pick % Math.max(1, withdrawals.length)];
            if (!target) continue;
            await ok(await send(player, 'POST', `/web-api/payments/v1/payments/${target.id}/cancel`));
            model += target.amountMinor;
            pending.splice(pending.indexOf(target), 1);
            statuses.set(target.id, 'cancelled');
          } else if (step.op === 'settle') {
            const target = pending[step.pick % Math.max(1, pending.length)];
            if (!target) continue;
            await ok(await settle(target.id, step.decision));
            if (target.kind === 'deposit' && step.decision === 'approve') model += target.amountMinor;
            if (target.kind === 'withdrawal' && step.decision === 'decline') model += target.amountMinor;
            pending.splice(pending.indexOf(target), 1);
            statuses.set(target.id, step.decision === 'approve' ? 'succeeded' : 'declined');
          } else if (step.op === 'bet') {
            expect(await placeBet(player, step.amountMinor, `model-bet-${index}`)).toBe(
              step.amountMinor <= model,
            );
            if (step.amountMinor <= model) model -= step.amountMinor;
          } else {
            // A forged callback for a fresh unpaid deposit is refused and changes nothing.
            const created = await ok<PaymentAnswer>(await createDeposit(player, 100 + (step.pick % 1_000)));
            createdRefs.push(providerRefOf(created));
            const raw = JSON.stringify({
              eventId: `evt-${nextId()}`,
              providerRef: providerRefOf(created),
              status: 'succeeded',
              amountMinor: created.amountMinor,
              currencyIso: 'EUR',
              sentAt: now(),
            });
            await refusal(
              await callback(raw, signCallback('forged-secret', raw)),
              401,
              'callback_signature_invalid',
            );
            await ok(await send(player, 'POST', `/web-api/payments/v1/payments/${created.id}/cancel`));
            statuses.set(created.id, 'cancelled');
          }
          expect(await balance(player)).toBe(model);
        }
        const ledger = await ledgerSum(player);
        expect(ledger.sum).toBe(model);
        expect(await balance(player)).toBe(model);
        // Every payment is in the state the model says; each succeeded deposit has exactly one ledger row.
        const rows = await api.db.query<{ id: number; status: string; kind: string; rows: number }>(
          "select p.id, p.status, p.kind, (select count(*) from ledger l where l.ref = 'payment:' || p.id)::bigint as rows from payments p where p.user_id = $1",
          [player.userId],
        );
        expect(Object.fromEntries(rows.map((row) => [Number(row.id), row.status]))).toEqual(
          Object.fromEntries(statuses),
        );
        for (const row of rows) {
          const expectedRows = row.kind === 'withdrawal' ? 1 : row.status === 'succeeded' ? 1 : 0;
          expect(Number(row.rows), `payment ${row.id} ${row.kind} ${row.status}`).toBe(expectedRows);
        }
      }),
      { numRuns: 1 },
    );
  }, 240_000);
});
