import { enableDevTools, lastSmsCode, solveCaptchaSvg, startTestApi, type TestApi } from '@kickoff/api/testing';
import { AuthApi, CaptchaApi, ConfigGroupsApi, PhoneApi, UserApi, AccountsApi, AppVersionApi, TermsStatusApi, ConsentApi, DictionaryApi, RedirectApi, BlockApi, RemoteViewApi, FeedApi, CasinoApi, HistoryApi, CashoutApi, SearchApi } from '@kickoff/contracts';
import { createTestPlatform, platformModule, type TestPlatform } from '@kickoff/platform';
import { Container } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaptchaSolver, FingerprintProvider } from '../client/ports';
import { httpClientModule } from '../http-client.module';
import { MemorySessionCookies } from '../transport/http-transport';

let api: TestApi;
let platform: TestPlatform;
let container: Container;
const solved: string[] = [];

beforeAll(async () => {
  platform = createTestPlatform(Date.UTC(2026, 10, 22, 12));
  api = await startTestApi({ clock: platform.clock });
  await enableDevTools(api.db);
  container = new Container();
  container.load(platformModule(platform), httpClientModule({ baseUrl: api.baseUrl, cookies: new MemorySessionCookies(), random: () => 0.5 }));
  // The app's captcha dialog, played by a solver that reads the image like a person.
  container.bind(CaptchaSolver).toConstantValue({
    solve: async (request) => {
      solved.push(request.code);
      const challenge = await container.get(CaptchaApi).update();
      return { captchaId: challenge.captchaId, answer: solveCaptchaSvg(challenge.image) };
    },
  });
});
afterAll(async () => {
  await api?.close();
});

describe('HTTP implementations against the API', () => {
  it('fast registration: the captcha code 100 is answered through the CaptchaSolver port', async () => {
    const answer = await container.get(AuthApi).registerFast({ countryId: 66, currencyIso: 'EUR' });
    expect(answer.registrationType).toBe('fast_reg');
    expect(solved).toEqual(['100']);
  });

  it('a malformed fingerprint is refreshed through the FingerprintProvider and the login retried', async () => {
    const prints = ['bad'];
    const local = new Container();
    local.load(platformModule(platform), httpClientModule({ baseUrl: api.baseUrl, cookies: new MemorySessionCookies() }));
    local.bind(FingerprintProvider).toConstantValue({
      current: () => prints.at(-1),
      refresh: async () => {
        prints.push('fp-refreshed-0001');
        return 'fp-refreshed-0001';
      },
    });
    expect((await local.get(AuthApi).login({ login: 'demo@kickoff.example', password: 'demo12345' })).status).toBe('ok');
    expect(prints).toEqual(['bad', 'fp-refreshed-0001']);
  });

  it('phone login with the two-step code from the SMS outbox', async () => {
    const auth = container.get(AuthApi);
    const step = await auth.loginByPhone({ phone_number: '15112345678', country_code: 'de', password: 'demo12345' });
    expect(step.status).toBe('two_step');
    const done = await auth.loginTwoStep({ twoStepToken: step.twoStepToken ?? '', code: await lastSmsCode(api, '+4915112345678') });
    expect(done.status).toBe('ok');
    expect((await container.get(UserApi).getUserConfig())?.protection_methods.enable_two_factor_auth).toBe(true);
    expect((await container.get(AccountsApi).getAccounts('v2')).accounts[0]?.money).toBe(5_000);
    expect(await container.get(TermsStatusApi).getTermsStatus()).toEqual({ result: false, updatedAt: 1_767_225_600 });
    await container.get(ConsentApi).saveAgreement(Math.floor(platform.clock.now() / 1000), 'ALL');
    expect(await auth.getSession()).toMatch(/^user_id=\d+\nsession_started_at=\d+\nlanguage=en\n$/);
  });

  it('captcha, phone countries and masks, app version, Google One Tap', async () => {
    const captcha = container.get(CaptchaApi);
    const challenge = await captcha.update();
    expect(await captcha.getTime(challenge.captchaId)).toBe(120);
    expect(await captcha.validate(challenge.captchaId, solveCaptchaSvg(challenge.image))).toEqual({ type: 'valid', time: 120, error_message: null });
    const phone = container.get(PhoneApi);
    expect((await phone.getCountries('en')).find((country) => country.country_code === 'ua')).toEqual({ id: 228, name: 'Ukraine', country_code: 'ua', tel_code: '+380' });
    expect((await phone.getMasks()).find((mask) => mask.CountryId === 228)).toEqual({ CountryId: 228, Mask: '+380 99 999 9999', Min: 9, Max: 9 });
    expect(await container.get(AppVersionApi).getAppVersion()).toBe('0.1.0');
    expect((await container.get(DictionaryApi).getDictionary('en', 'main')).entries['main_dictionary_load_error']).toBe('This part of the page could not be loaded.');
    await expect(container.get(DictionaryApi).getDictionary('en', 'nothing')).rejects.toMatchObject({ status: 404, code: 'not_found' });
    expect((await container.get(RedirectApi).redirectLight('/en/information/about')).redirect).toBe(false);
    expect(await container.get(BlockApi).getBlock({ auth: false, url: '/en' })).toEqual({ displayTypeId: null, templateTypeId: null });
    const view = await container.get(RemoteViewApi).getRemoteView({ appName: 'information', fullPath: '/en/information/about?tab=1#top' });
    expect(view.appName).toBe('information');
    await expect(container.get(AuthApi).getGoogleClientId()).rejects.toMatchObject({ status: 501, code: 'google_one_tap_not_configured' });
    await expect(container.get(AuthApi).googleOneTap({ credential: 'a.b.c', language: 'en', currency: 'EUR', countryId: 66 })).rejects.toMatchObject({ status: 501, code: 'google_one_tap_not_configured' });
  });

  it('feed reads are conditional (ETag, 304 not_modified); casino and history answer their schemas', async () => {
    const feed = container.get(FeedApi);
    const fresh = await feed.getSportsMenu('line');
    expect(fresh.status).toBe('fresh');
    const etag = fresh.status === 'fresh' ? fresh.etag : null;
    expect(etag).toEqual(expect.any(String));
    expect(await feed.getSportsMenu('line', { etag })).toEqual({ status: 'not_modified' });
    expect((await feed.getSportsMenu('line', { etag: '"stale"' })).status).toBe('fresh');
    // issue 20: the menu's first championships' games in one read, the sport's championships in the menu's order.
    const menu = fresh.status === 'fresh' ? fresh.data : null;
    const champs = await feed.getChampsGames('line', menu?.sports[0]?.id ?? null, 3);
    expect(champs.status === 'fresh' ? champs.data.champs.map((champ) => champ.champ.id) : null).toEqual(menu?.sports[0]?.champs.slice(0, 3).map((champ) => champ.id));
    expect((await container.get(CasinoApi).getCategories()).length).toBeGreaterThan(0);
    const page = await container.get(CasinoApi).getGames({ pageSize: 2 });
    expect(page.games.length).toBeLessThanOrEqual(2);
    // Signed in (the two-step login of the earlier test): the bet history of the demo player.
    expect((await container.get(HistoryApi).getBets({})).page).toBe(1);
    // issue 16: the cash-out offers of the open coupons; an unknown coupon cannot be cashed out
    expect((await container.get(CashoutApi).getOffers()).marginBasisPoints).toBe(500);
    expect((await container.get(SearchApi).search('Football')).sports.map((sport) => sport.name)).toContain('Football');
    await expect(container.get(CashoutApi).cashout({ requestId: 'cashout-unknown-1', couponId: '99999999', stake: 1, value: 0.95 })).rejects.toMatchObject({ status: 404, code: 'not_found' });
  });

  it('the live list as deltas since a version (issue 20): the whole list first, 304 at the same version, no stream without EventSource', async () => {
    const feed = container.get(FeedApi);
    const whole = await feed.getLiveDelta(null, null);
    if (whole.status !== 'fresh') throw new Error('expected the whole live list');
    expect(whole.data.since).toBeNull();
    expect(whole.data.games.length).toBeGreaterThan(0);
    expect(whole.etag).toBe(`"live-${whole.data.version}-sall-en"`);
    expect(await feed.getLiveDelta(null, whole.data.version, { etag: whole.etag })).toEqual({ status: 'not_modified' });
    const same = await feed.getLiveDelta(null, whole.data.version);
    expect(same.status === 'fresh' ? [same.data.since, same.data.games, same.data.markets] : null).toEqual([whole.data.version, [], []]);
    // Node has no EventSource: the catalogue polls instead.
    expect(feed.openLiveStream(null, whole.data.version, { onDelta: () => undefined, onError: () => undefined })).toBeNull();
  });

  it('config groups are cached between 600 and 900 s on the Clock', async () => {
    const groups = container.get(ConfigGroupsApi);
    expect(await groups.getGroups(['limits'], 'en')).toEqual({ limits: { approvalWindowSeconds: 86_400, pingIntervalSeconds: 30, realityCheckMinutes: [5, 10, 15, 30, 45, 60] } });
    await api.db.query(`update config_groups set data = jsonb_set(data, '{pingIntervalSeconds}', '31') where name = 'limits'`);
    platform.clock.advanceBy(599_000);
    expect((await groups.getGroups(['limits'], 'en'))['limits']?.['pingIntervalSeconds']).toBe(30);
    platform.clock.advanceBy(901_000);
    expect((await groups.getGroups(['limits'], 'en'))['limits']?.['pingIntervalSeconds']).toBe(31);
    expect((await groups.getMaintenance()).isActive).toBe(false);
  });
});
