import { startTestApi, type TestApi } from '@kickoff/api/testing';
import { AccountsApi, ApiError, AuthApi, AuthStatusApi, LimitsApi, PaymentsApi, UserApi } from '@kickoff/contracts';
import { createTestPlatform, platformModule, type TestPlatform } from '@kickoff/platform';
import { Container } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpClientModule } from './http-client.module';
import { TOKEN_COOKIE } from './token/service-token';
import { MemorySessionCookies } from './transport/http-transport';

const START_MS = Date.UTC(2026, 10, 22, 12);
let api: TestApi;
let platform: TestPlatform;
let container: Container;
let cookies: MemorySessionCookies;

beforeAll(async () => {
  platform = createTestPlatform(START_MS);
  // One simulated clock for the server and the client: the token expires for both.
  api = await startTestApi({ clock: platform.clock });
  cookies = new MemorySessionCookies();
  container = new Container();
  container.load(platformModule(platform), httpClientModule({ baseUrl: api.baseUrl, cookies, appMarker: 'kickoff-scenario', random: () => 0.5 }));
});
afterAll(async () => {
  await api?.close();
});

async function tokensIssued(): Promise<number> {
  const [row] = await api.db.query<{ issued: number }>("select tokens_issued as issued from sessions where ended_at is null and address is not null order by id desc limit 1");
  return row?.issued ?? -1;
}

describe('scenario over HTTP: register, log in, token refresh, limits, self-exclusion', () => {
  it('runs end to end against the API', async () => {
    const auth = container.get(AuthApi);
    const status = container.get(AuthStatusApi);
    const limits = container.get(LimitsApi);
    const accounts = container.get(AccountsApi);
    const payments = container.get(PaymentsApi);
    const user = container.get(UserApi);

    // Register (full), then log out and log in again by e-mail.
    const email = 'scenario@test.example';
    const registered = await auth.registerFull({ email, password: 'Scenario-pass-1', name: 'Sam', surname: 'Scenario', date_birthday: '1988-08-08', countryId: 66, currencyIso: 'EUR' });
    expect(registered.registrationType).toBe('full_reg');
    expect(await status.checkSession()).toEqual({ userId: registered.userId });
    await status.disconnect('user');
    expect(await status.checkSession()).toEqual({ userId: null });
    const login = await auth.login({ login: email, password: 'Scenario-pass-1', returnUrl: '/en/office/responsible' });
    expect(login).toEqual({ status: 'ok', userId: registered.userId, redirectUrl: '/en/office/responsible', twoStepToken: null });
    expect((await user.getUserConfig())?.user_email).toBe(email);
    // A deposit is created, then paid on the demo provider's page; the provider's signed callback credits it.
    const created = await payments.deposit({ paymentId: 'scenario-dep-1', amountMinor: 2_000 });
    expect(created).toMatchObject({ status: 'created', balanceMinor: 0 });
    expect((await fetch(`${api.baseUrl}${created.redirectUrl}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    expect(await payments.getPayment('scenario-dep-1', 'deposit')).toMatchObject({ status: 'succeeded', balanceMinor: 2_000 });
    expect((await accounts.getAccounts('v2')).accounts[0]?.money).toBe(2_000);

    // Get a token: the first service call fetches it.
    expect(await limits.getLimits('en')).toEqual([]);
    expect(await tokensIssued()).toBe(1);
    const firstToken = platform.cookies.get(TOKEN_COOKIE);
    expect(platform.cookies.expiresAt(TOKEN_COOKIE)).toBe(platform.clock.now() + 1_800_000);

    // Let it expire on the server's clock; five concurrent calls refresh it once.
    platform.clock.advanceBy(1_801_000);
    const five = await Promise.all(Array.from({ length: 5 }, () => limits.getLimits('en')));
    expect(five).toEqual([[], [], [], [], []]);
    expect(await tokensIssued()).toBe(2);
    expect(platform.cookies.get(TOKEN_COOKIE)).not.toBe(firstToken);

    // A deposit limit, then raise it: questions, answers, PENDING for 86,400 s.
    const set = await limits.saveLimits([{ limitType: 21, limitValue: 10_000 }]);
    expect(set.status).toBe('SAVED');
    const raise = await limits.saveLimits([{ limitType: 21, limitValue: 30_000 }]);
    expect(raise.status).toBe('QUESTIONS');
    const answered = await limits.submitTestAnswers({ tokenGuid: raise.tokenGuid ?? '', answers: [{ questionId: 1, answerId: 2 }, { questionId: 2, answerId: 1 }] });
    expect(answered.success).toBe(true);
    const pending = answered.limitsData.find((limit) => limit.limitState === 'PENDING');
    expect(pending).toMatchObject({ limitType: 21, limitValue: 30_000, needApprove: true, startedAt: Math.floor(platform.clock.now() / 1000) });
    await expect(limits.limitAction({ action: 'confirm', limitType: 21 })).rejects.toMatchObject({ status: 409, code: 'approval_window_open' });

    // Lower it: applies at once (and drops the pending increase).
    const lowered = await limits.saveLimits([{ limitType: 21, limitValue: 1_500 }]);
    expect(lowered.status).toBe('SAVED');
    expect(lowered.limitsData).toEqual([expect.objectContaining({ limitType: 21, limitValue: 1_500, limitState: 'ACTIVE', limitBalance: 0 })]);
    await expect(payments.deposit({ paymentId: 'scenario-dep-2', amountMinor: 100 })).rejects.toMatchObject({ status: 403, code: 'deposit_limit_exceeded' });

    // Self-exclude; the next call is refused.
    expect(await limits.blockUser({ periodDays: 30, selfExcludeReason: 1 })).toEqual({ success: true });
    const refused = await limits.getLimits('en').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 403, code: 'self_excluded' });
    await expect(accounts.getAccounts('v2')).rejects.toMatchObject({ status: 403, code: 'self_excluded' });
    expect(await status.checkSession()).toEqual({ userId: null });
    await expect(auth.login({ login: email, password: 'Scenario-pass-1' })).rejects.toMatchObject({ status: 403, code: 'self_excluded' });
  });
});
