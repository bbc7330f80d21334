import { ErrorBody, UserConfigResponse } from '@kickoff/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestApi, type TestApi, type TestPlayer } from '../../testing';
import { payDeposit } from '../payments/payments.testing';

let api: TestApi;
let player: TestPlayer;
beforeAll(async () => {
  api = await startTestApi();
  player = await registerPlayer(api);
});
afterAll(async () => {
  await api?.close();
});

function send(method: string, path: string, body?: unknown, cookie = player.cookie): Promise<Response> {
  return fetch(`${api.baseUrl}${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function expectError(response: Response, status: number, code: string): Promise<void> {
  expect(response.status).toBe(status);
  expect(ErrorBody.parse(await response.json()).code).toBe(code);
}

describe('user and office calls', () => {
  it('answers the user configuration with every field of document 001 §3: hide balance by default, sport ids ascending', async () => {
    await api.db.query("update users set disallow_line_sport = '{40,1,3}', disallow_live_sport = '{9,2}' where id = $1", [player.userId]);
    const response = await send('GET', '/web-api/api/web/user/v1/config');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const config = UserConfigResponse.parse(await response.json()).result;
    expect(config).toMatchObject({
      user_hide_balance: true,
      disallow_line_sport: [1, 3, 40],
      disallow_live_sport: [2, 9],
      user_email: player.email,
      user_country_code: 'de',
      user_country_id: 66,
      activation_type: 0,
      ban_level: 0,
      has_deposit: false,
      user_data: { name: 'Test', surname: 'Player', date_birthday: '1990-05-01', passport: null },
      protection_methods: { enable_two_factor_auth: false, is_changed_password: false },
    });
    await expectError(await fetch(`${api.baseUrl}/web-api/api/web/user/v1/config`), 401, 'unauthorized');
  });

  it('takes the reality-check answer; log out disconnects (document 001 §4)', async () => {
    const other = await registerPlayer(api);
    const body = (action: string) => ({ data: { attributes: { action, do_not_show_again: false, popup_show_at: Math.floor(api.clock.now() / 1000) } } });
    expect(await (await send('POST', '/web-api/api/web/user/v1/reality-check', body('continue'), other.cookie)).json()).toEqual({ success: true });
    await expectError(await send('POST', '/web-api/api/web/user/v1/reality-check', body('later'), other.cookie), 400, 'validation_error');
    await expectError(await send('POST', '/web-api/api/web/user/v1/reality-check', { data: {} }, other.cookie), 400, 'validation_error');
    expect(await (await send('POST', '/web-api/api/web/user/v1/reality-check', body('logout'), other.cookie)).json()).toEqual({ success: true });
    await expectError(await send('GET', '/web-api/api/web/user/v1/config', undefined, other.cookie), 401, 'unauthorized');
  });

  it('shows the first-deposit bonus popup until the first deposit', async () => {
    const fresh = await registerPlayer(api);
    const before = (await (await send('GET', '/web-api/officeapi/v1/bonus-popup-information', undefined, fresh.cookie)).json()) as { bonusPopupInformation: { bonusId: number } | null };
    expect(before.bonusPopupInformation?.bonusId).toBe(1);
    // the server's texts: the CMS's welcome-bonus page in the asked language, English by default
    expect(before.bonusPopupInformation).toMatchObject({ title: 'Welcome bonus: 100 % up to 100 EUR', link: '/en/promotions/welcome-bonus' });
    const german = (await (await send('GET', '/web-api/officeapi/v1/bonus-popup-information?lang=de', undefined, fresh.cookie)).json()) as { bonusPopupInformation: { title: string; description: string; link: string } | null };
    expect(german.bonusPopupInformation).toEqual({
      bonusId: 1,
      title: 'Willkommensbonus: 100 % bis 100 EUR',
      description: expect.stringMatching(/^Aktivieren Sie den Bonus auf der Seite des Einzahlungsbonus/) as string,
      imageUrl: null,
      link: '/de/promotions/welcome-bonus',
    });
    expect(german.bonusPopupInformation?.description).not.toContain('<');
    await expectError(await send('GET', '/web-api/officeapi/v1/bonus-popup-information?lang=xx-bad', undefined, fresh.cookie), 400, 'validation_error');
    expect((await payDeposit(api, fresh.cookie, 1_000, { paymentId: 'first-dep-1' })).status).toBe('succeeded');
    expect(await (await send('GET', '/web-api/officeapi/v1/bonus-popup-information', undefined, fresh.cookie)).json()).toEqual({ bonusPopupInformation: null });
  });

  it('answers the terms to confirm and the available partitions', async () => {
    const rules = (await (await send('GET', '/web-api/api-v3/v2/user/agreement-rules?lang=en')).json()) as { rules: Array<{ link: string; subRules: unknown[] }> };
    expect(rules.rules[0]?.link).toBe('/information/rules/1');
    await expectError(await send('GET', '/web-api/api-v3/v2/user/agreement-rules?lang=english'), 400, 'validation_error');
    await expectError(await send('POST', '/web-api/api-v3/v2/user/agreement-rules/confirm', { updatedAt: 'now' }), 400, 'validation_error');
    const partitions = await (await fetch(`${api.baseUrl}/web-api/third-party/api/list-available-partitions`)).json();
    expect(partitions).toEqual({ listAvailablePartitions: ['sport', 'live', 'casino', 'live-casino', 'virtualsports', 'tvgames'], success: true });
  });

  it('records the cookie agreement time and type', async () => {
    const time = Math.floor(api.clock.now() / 1000);
    expect(await (await send('POST', '/web-api/user/cookies-agree', { cookiesAgreeTime: time, cookiesAgreeType: 'ALL' })).json()).toEqual({ success: true });
    const [row] = await api.db.query<{ cookies_agree_time: number; cookies_agree_type: string }>('select cookies_agree_time, cookies_agree_type from users where id = $1', [player.userId]);
    expect(row).toEqual({ cookies_agree_time: time, cookies_agree_type: 'ALL' });
    await expectError(await send('POST', '/web-api/user/cookies-agree', { cookiesAgreeTime: time, cookiesAgreeType: 'SOME' }), 400, 'validation_error');
    await expectError(await send('POST', '/web-api/user/cookies-agree', { cookiesAgreeTime: time + 86_400, cookiesAgreeType: 'ALL' }), 400, 'validation_error');
  });
});
