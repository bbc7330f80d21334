import { ConfigGroupsResponse, Dictionary, ErrorBody, MaintenanceConfig } from '@kickoff/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('configuration groups and maintenance', () => {
  it('answers the asked groups in the language, cached 600 to 900 s', async () => {
    const response = await fetch(`${api.baseUrl}/bff-api/config/group/get?groups=registration,limits,unknown&lang=ru`);
    expect(response.status).toBe(200);
    const maxAge = Number(/max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(600);
    expect(maxAge).toBeLessThanOrEqual(900);
    const body = ConfigGroupsResponse.parse(await response.json());
    expect(Object.keys(body.groups).sort()).toEqual(['limits', 'registration']);
    expect(body.groups['registration']).toMatchObject({ title: 'Регистрация', defaultType: 'full_reg' });
    expect(body.groups['limits']).toMatchObject({ approvalWindowSeconds: 86_400, pingIntervalSeconds: 30 });
  });

  it.each([
    ['no groups', '?lang=en'],
    ['a bad group name', '?groups=Bad!&lang=en'],
    ['a bad language', '?groups=limits&lang=eng'],
  ])('refuses %s with 400 validation_error', async (_label, query) => {
    const response = await fetch(`${api.baseUrl}/bff-api/config/group/get${query}`);
    expect(response.status).toBe(400);
    expect(ErrorBody.parse(await response.json()).code).toBe('validation_error');
  });

  it('answers the maintenance configuration and the app version', async () => {
    const maintenance = MaintenanceConfig.parse(await (await fetch(`${api.baseUrl}/bff-api/config/maintenance`)).json());
    expect(maintenance).toEqual({ isActive: false, started_at: null, ended_at: null, notify_started_at: null, notify_ended_at: null, web_state: 0 });
    expect(await (await fetch(`${api.baseUrl}/bff-api/app/version`)).json()).toEqual({ version: '0.1.0' });
  });
});

describe('dictionaries per language and dictionary id', () => {
  it('answers the entries of a dictionary in a language', async () => {
    const response = await fetch(`${api.baseUrl}/bff-api/dictionaries/en/office`);
    expect(response.status).toBe(200);
    const body = Dictionary.parse(await response.json());
    expect(body.lang).toBe('en');
    expect(body.dictionaryId).toBe('office');
    expect(body.entries['responsible_gaming_confirm_limit_success']).toBe('The limit is confirmed.');
    const ru = Dictionary.parse(await (await fetch(`${api.baseUrl}/bff-api/dictionaries/ru/main`)).json());
    expect(ru.entries['main_dictionary_refresh_page']).toBe('Обновить страницу');
  });

  it('answers a known dictionary without texts in a site language as empty', async () => {
    expect(await (await fetch(`${api.baseUrl}/bff-api/dictionaries/es/casino`)).json()).toEqual({ lang: 'es', dictionaryId: 'casino', entries: {} });
  });

  it.each([
    ['an unknown dictionary', '/bff-api/dictionaries/en/nothing', 404, 'not_found'],
    ['a language the site does not offer', '/bff-api/dictionaries/xx/main', 400, 'unsupported_language'],
    ['a malformed language', '/bff-api/dictionaries/eng/main', 400, 'validation_error'],
    ['a malformed dictionary id', '/bff-api/dictionaries/en/ma%20in', 400, 'validation_error'],
  ])('refuses %s', async (_label, path, status, code) => {
    const response = await fetch(`${api.baseUrl}${path}`);
    expect(response.status).toBe(status);
    expect(ErrorBody.parse(await response.json()).code).toBe(code);
  });
});
