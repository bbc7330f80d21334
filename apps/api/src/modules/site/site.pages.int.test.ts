import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { pageStatus } from './site.pages';

const INDEX_HTML = '<!doctype html><title>Kickoff</title><div id="root"></div>';
let api: TestApi;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'kickoff-web-'));
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  api = await startTestApi({ seed: false, settings: { webDist } });
});
afterAll(async () => {
  await api?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('page status: known routes 200, unknown 404, the app page either way (document 000 §2, §8)', () => {
  it.each([
    ['/', 200],
    ['/en', 200],
    ['/en/line/top/football', 200],
    ['/de/live/all/football/epl/12345-arsenal-chelsea', 200],
    ['/en/office/history', 200],
    ['/en/information/about', 200],
    ['/en/print-coupon/123', 200],
    ['/en/no-such-page', 404],
    ['/xx-not/line', 404],
    ['/EN/line', 404],
    ['/en/print-coupon/abc', 404],
    ['/en/registration/other', 404],
  ] as const)('%s answers %i with the app', async (path, status) => {
    const response = await fetch(`${api.baseUrl}${path}`);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toContain('text/html');
    // The app's index.html, its head filled in by the SEO renderer (issue 18).
    const page = await response.text();
    expect(page.startsWith('<!doctype html><title data-seo="">')).toBe(true);
    expect(page).toContain('<div id="root">');
  });

  it('keeps the query out of the decision', () => {
    expect(pageStatus('/en/line?x=1#top')).toBe(200);
    expect(pageStatus('/en/nothing?x=1')).toBe(404);
  });

  it('answers API paths with the JSON 404, never the page', async () => {
    const response = await fetch(`${api.baseUrl}/web-api/no-such-call`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });
});
