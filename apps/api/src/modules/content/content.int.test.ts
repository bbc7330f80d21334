import { BlockResponse, ErrorBody, RedirectResponse, RemoteViewData, RemoteViewHeaders, SiteConfig } from '@kickoff/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';

let api: TestApi;
const JSON_RENDER = { [RemoteViewHeaders.renderMode.name]: 'json', [RemoteViewHeaders.apiVersion.name]: 'v2' };

beforeAll(async () => {
  process.env['DEV_TOOLS'] = '1';
  api = await startTestApi();
});
afterAll(async () => {
  delete process.env['DEV_TOOLS'];
  await api?.close();
});

async function view(path: string, headers: Record<string, string> = JSON_RENDER): Promise<Response> {
  return fetch(`${api.baseUrl}/web-api/remote-view${path}`, { headers });
}

async function post(path: string, body: unknown, method = 'POST'): Promise<Response> {
  return fetch(`${api.baseUrl}${path}`, { method, headers: { 'content-type': 'application/json', ...JSON_RENDER }, body: JSON.stringify(body) });
}

describe('remote views in the JSON render mode (document 001 §7)', () => {
  it('serves a content page in the language of the path', async () => {
    const response = await view('/information-content/ru/information/about');
    expect(response.status).toBe(200);
    const data = RemoteViewData.parse(await response.json());
    expect(data).toMatchObject({ appName: 'information-content', title: 'О компании', codeToEval: '', scriptsToLoad: [], cssToLoad: [] });
    expect(data.body).toContain('Kickoff');
    expect(data.head).toMatch(/^<meta name="description" content="Kickoff — букмекерская контора[^"]*">$/);
  });

  it('falls back to English for a page missing in the language, and to the section page for a sub-page', async () => {
    const english = RemoteViewData.parse(await (await view('/toto-content/tr/toto')).json());
    expect(english.title).toBe('Toto');
    const section = RemoteViewData.parse(await (await view('/lotto-content/en/lotto/keno/12?x=1')).json());
    expect(section.title).toBe('Lotto');
  });

  it('answers 404 not_found for a path without content', async () => {
    const response = await view('/pages-content/en/nothing-here');
    expect(response.status).toBe(404);
    expect(ErrorBody.parse(await response.json()).code).toBe('not_found');
  });

  it.each([
    ['without the render mode', { [RemoteViewHeaders.apiVersion.name]: 'v2' }, 'unsupported_render_mode'],
    ['with another API version', { [RemoteViewHeaders.renderMode.name]: 'json', [RemoteViewHeaders.apiVersion.name]: 'v1' }, 'unsupported_api_version'],
  ])('refuses a request %s with 400', async (_label, headers, code) => {
    const response = await view('/information-content/en/information/about', headers);
    expect(response.status).toBe(400);
    expect(ErrorBody.parse(await response.json()).code).toBe(code);
  });

  it('renders the asked components with the POST variant', async () => {
    const response = await post('/web-api/remote-view/footer/en/', { components: [{ name: 'footer-info' }] });
    expect(response.status).toBe(200);
    const data = RemoteViewData.parse(await response.json());
    expect(data.body).toContain('data-component="footer-info"');
    expect(data.body).toContain('18+');
  });

  it('refuses an empty components list with 400 validation_error', async () => {
    const response = await post('/web-api/remote-view/footer/en/', { components: [] });
    expect(response.status).toBe(400);
    expect(ErrorBody.parse(await response.json()).code).toBe('validation_error');
  });
});

describe('the block call (document 001 §7) and its dev switch', () => {
  it('answers no block by default', async () => {
    const response = await post('/blocks-api/api/v2/block', { auth: false, url: '/en/live' });
    expect(BlockResponse.parse(await response.json())).toEqual({ data: { displayTypeId: null, templateTypeId: null } });
  });

  it('answers the reason code of the most specific rule that applies to the visitor', async () => {
    await post('/dev-api/content/block-rules', { urlPrefix: '/', displayTypeId: 13 });
    await post('/dev-api/content/block-rules', { urlPrefix: '/slots', displayTypeId: 17, templateTypeId: 2, appliesTo: 'guests' });
    const guestSlots = BlockResponse.parse(await (await post('/blocks-api/api/v2/block', { auth: false, url: '/en/slots?x=1' })).json());
    expect(guestSlots.data).toEqual({ displayTypeId: 17, templateTypeId: 2 });
    const userSlots = BlockResponse.parse(await (await post('/blocks-api/api/v2/block', { auth: true, url: '/en/slots' })).json());
    expect(userSlots.data.displayTypeId).toBe(13);
    const cleared = await fetch(`${api.baseUrl}/dev-api/content/block-rules`, { method: 'DELETE' });
    expect(await cleared.json()).toEqual({ deleted: 2 });
    const after = BlockResponse.parse(await (await post('/blocks-api/api/v2/block', { auth: false, url: '/en/slots' })).json());
    expect(after.data.displayTypeId).toBeNull();
  });

  it('refuses a URL that is not a path with 400', async () => {
    const response = await post('/blocks-api/api/v2/block', { auth: false, url: 'https://evil.example/' });
    expect(response.status).toBe(400);
  });
});

describe('the maintenance switch', () => {
  it('turns the site configuration maintenance flag on and off', async () => {
    expect((await post('/dev-api/content/maintenance', { isActive: true }, 'PUT')).status).toBe(200);
    const on = SiteConfig.parse(await (await fetch(`${api.baseUrl}/bff-api/config/all.json?lang=en`)).json());
    expect(on.maintenance.isActive).toBe(true);
    await post('/dev-api/content/maintenance', { isActive: false }, 'PUT');
    const off = SiteConfig.parse(await (await fetch(`${api.baseUrl}/bff-api/config/all.json?lang=en`)).json());
    expect(off.maintenance.isActive).toBe(false);
  });

  it('is not there without the dev tools', async () => {
    delete process.env['DEV_TOOLS'];
    try {
      expect((await post('/dev-api/content/maintenance', { isActive: true }, 'PUT')).status).toBe(404);
    } finally {
      process.env['DEV_TOOLS'] = '1';
    }
  });
});

describe('remote view path parameters', () => {
  it('checks the app name with the call schema (400 validation_error)', async () => {
    const response = await view('/bad%20name/en/information/about');
    expect(response.status).toBe(400);
    expect(ErrorBody.parse(await response.json()).code).toBe('validation_error');
  });
});

describe('redirect-light (document 001 §3, §7)', () => {
  it('answers a moved page with its code, keeping the language and query', async () => {
    const answer = RedirectResponse.parse(await (await post('/redirects-api/api/v1/redirect-light', { url: '/ru/registration-old?ref=5' })).json());
    expect(answer).toEqual({ redirect: true, code: 301, url: '/ru/registration?ref=5', reasons: ['redirect_rule'], breadcrumbs: [{ route_from: '/registration-old', route_to: '/registration' }] });
  });

  it('answers no redirect for other pages', async () => {
    const answer = RedirectResponse.parse(await (await post('/redirects-api/api/v1/redirect-light', { url: '/en/live' })).json());
    expect(answer).toEqual({ redirect: false, code: null, url: null, reasons: [], breadcrumbs: [] });
  });

  it('stops at a cycle', async () => {
    await api.db.query("insert into content_redirects (route_from, route_to, code) values ('/loop-a', '/loop-b', 302), ('/loop-b', '/loop-a', 302)");
    const answer = RedirectResponse.parse(await (await post('/redirects-api/api/v1/redirect-light', { url: '/en/loop-a' })).json());
    expect(answer.url).toBe('/en/loop-b');
    expect(answer.breadcrumbs).toHaveLength(1);
  });
});
