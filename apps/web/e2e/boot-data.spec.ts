import { expect, test, type Page } from '@playwright/test';
import { SimulatorControls } from './models/betting.model';

// issue 20: the calls of the first paint's chain — the configuration, the page language's dictionary
// chunk and the route's first feed reads — which the served page's boot data replaces.
const CHAIN = /\/bff-api\/config\/|\/web-api\/feed\/v1\/(sports|champs|games|live\/delta)|\/assets\/en-[\w-]{8}\.js/;

/** Starts a line game live, so the live list has a row of the spec's own whatever earlier specs finished. */
async function aLiveGame(page: Page): Promise<number> {
  const answer = (await (await page.request.get('/web-api/feed/v1/champs?section=line&limit=8')).json()) as { champs: Array<{ games: Array<{ id: number }> }> };
  const gameId = answer.champs.flatMap((champ) => champ.games)[0]?.id;
  expect(gameId).toBeDefined();
  await new SimulatorControls(page.request).startGame(gameId as number);
  return gameId as number;
}

/**
 * Paths (with query) of every request the page makes from now on, but a feed read that sends the
 * ETag of the page's answer: the app checks that answer is still current when it is older than the
 * read's interval (a page the server served from its render cache), after painting from it.
 */
function requestLog(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/web-api/feed/') && request.headers()['if-none-match']) return;
    paths.push(url.pathname + url.search);
  });
  return paths;
}

/**
 * The page as the server serves it once rendered (#root carries it): the first render of a route in
 * the server's process evaluates its modules, and under a heavy load can pass the server's 3 s render
 * deadline (that page is served for the browser to render); the next request gets the render.
 */
async function renderedPage(page: Page, path: string): Promise<string> {
  let html = '';
  await expect
    .poll(
      async () => {
        html = await (await page.request.get(path)).text();
        return /<div id="root" data-ssr="/.test(html);
      },
      { timeout: 60_000, intervals: [500, 1_000, 2_000] },
    )
    .toBe(true);
  return html;
}

test('home paints from the page: no configuration, dictionary or feed request before the live list shows (issue 20)', async ({ page }, testInfo) => {
  await aLiveGame(page);
  const served = await renderedPage(page, '/en');
  // the area chunk is preloaded with the app's scripts, which a server-rendered page requests after its first paint
  expect(served).toMatch(/<script defer src="\/paint-first\.js" data-entry="\/assets\/index-[\w-]{8}\.js" data-preload="[^"]*\/assets\/area-betting-[\w-]{8}\.js/);
  expect(served).toContain('<script type="application/json" id="boot-data">');

  const requests = requestLog(page);
  await page.goto('/en');
  const topLive = page.locator('section[aria-labelledby="top-live"]');
  await expect(topLive.getByTestId('game-row').first()).toBeVisible();
  // once the app has drawn the page, the log sees its requests (its scripts), none of them a call of the chain
  await expect(page.locator('#root[data-ready]')).toHaveCount(1, { timeout: 30_000 });
  expect(requests.some((path) => /^\/assets\/index-[\w-]{8}\.js$/.test(path))).toBe(true);
  expect(requests.filter((path) => CHAIN.test(path))).toEqual([]);
  await expect(page.locator('section[aria-labelledby="top-line"]').getByTestId('game-row').first()).toBeVisible();
  // the app read the page's boot data once and dropped it
  await expect(page.locator('#boot-data')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('boot-home-desktop.png') });
});

test('the live list on a phone paints from the page, then follows the feed from the version it carried (issue 20)', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const gameId = await aLiveGame(page);
  const requests = requestLog(page);
  await page.goto('/en/live');
  const row = page.locator(`[data-testid="game-row"][data-game-id="${gameId}"]`);
  await expect(row).toBeVisible({ timeout: 15_000 });
  expect(requests.filter((path) => CHAIN.test(path))).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('boot-live-phone.png') });
});
