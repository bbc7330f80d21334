import { ConfigGroupsResponse, ErrorBody, MaintenanceConfig } from '@kickoff/contracts';
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
