import { ErrorBody, HealthResponse, SiteConfig } from '@kickoff/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from './db/migrate';
import { MIGRATIONS_DIR } from './paths';
import { seedDemo } from './seed/seed';
import { startTestApi, type TestApi } from './testing';

let api: TestApi;
const expectedDatabase = process.env['DATABASE_URL'] ? 'postgres' : 'pglite';

beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe(`the API foundation on ${expectedDatabase}`, () => {
  it('answers /health from the database it runs on', async () => {
    const response = await fetch(`${api.baseUrl}/health`);
    expect(response.status).toBe(200);
    expect(HealthResponse.parse(await response.json())).toEqual({ status: 'ok', database: expectedDatabase, version: '0.1.0' });
  });

  it.skipIf(expectedDatabase !== 'postgres')('bounds every statement on PostgreSQL: 10 s, and a statement past its timeout is cancelled with 57014', async () => {
    const [row] = await api.db.query<{ statement_timeout: string }>('show statement_timeout');
    expect(row?.statement_timeout).toBe('10s');
    // The same cancellation, fast: a local timeout of 50 ms against a statement of one second.
    await expect(
      api.db.transaction(async (tx) => {
        await tx.query("set local statement_timeout = '50ms'");
        await tx.query('select pg_sleep(1)');
      }),
    ).rejects.toMatchObject({ code: '57014' });
  });

  it('serves the site configuration from the database', async () => {
    await api.db.query("update site_settings set config = jsonb_set(config, '{siteName}', '\"Kickoff Test\"') where site_key = 'default'");
    const response = await fetch(`${api.baseUrl}/bff-api/config/all.json?lang=en`);
    expect(response.status).toBe(200);
    const config = SiteConfig.parse(await response.json());
    expect(config.siteName).toBe('Kickoff Test');
    expect(config.languages.map((language) => language.code)).toContain('en');
    expect(config.limitApprovalWindowSeconds).toBe(86_400);
    expect(response.headers.get('content-security-policy')).not.toContain('unsafe-eval');
  });

  it.each([
    ['missing', '', 'lang'],
    ['three letters', '?lang=eng', 'lang'],
    ['upper case', '?lang=EN', 'lang'],
  ])('refuses a %s language with 400 validation_error', async (_label, query, field) => {
    const response = await fetch(`${api.baseUrl}/bff-api/config/all.json${query}`);
    expect(response.status).toBe(400);
    const body = ErrorBody.parse(await response.json());
    expect(body.code).toBe('validation_error');
    expect(body.fields?.[field]).toBe('main_validation_error');
  });

  it('refuses a language the site does not offer', async () => {
    const response = await fetch(`${api.baseUrl}/bff-api/config/all.json?lang=xx`);
    expect(response.status).toBe(400);
    expect(ErrorBody.parse(await response.json()).code).toBe('unsupported_language');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await fetch(`${api.baseUrl}/web-api/nothing-here`);
    expect(response.status).toBe(404);
    expect(ErrorBody.parse(await response.json()).code).toBe('not_found');
  });

  it('applies migrations once and seeds idempotently', async () => {
    expect(await migrate(api.db, MIGRATIONS_DIR)).toEqual([]);
    await seedDemo(api.context);
    const [{ count }] = (await api.db.query<{ count: number }>('select count(*)::int as count from site_settings')) as [{ count: number }];
    expect(count).toBe(1);
    const [row] = await api.db.query<{ name: string }>("select config->>'siteName' as name from site_settings");
    expect(row?.name).toBe('Kickoff Test');
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      api.db.transaction(async (tx) => {
        await tx.query("insert into site_languages (code, name, position) values ('zz', 'Test', 99)");
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await api.db.query("select code from site_languages where code = 'zz'")).toEqual([]);
  });
});
