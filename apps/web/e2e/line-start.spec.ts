import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SimulatorControls } from './models/betting.model';
import { ServerClock } from './models/limits.model';
import { appAnswers, ShellModel } from './models/shell.model';

/**
 * Issue 20: a served page's feed answers may be older than the app's poll interval (the server keeps
 * a rendered page up to 30 s); a game that has started showed in the line until the next poll. The
 * line is pre-match (document 000 §1: "Line = pre-match, Live = in play"): the list drops a game once
 * its start has passed by the app's clock, and its next read counts from when the server read the
 * page's answer. Runs on the server-clock project's own server (it moves the server's clock).
 */

/** Generous waits: the suite runs on a loaded two-core machine. */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

/** Local store key of the cookie consent (shell-core `COOKIE_CONSENT_KEY`): the banner answered on an earlier visit. */
const COOKIE_CONSENT_KEY = 'shell.cookiesAgree';

const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
} as const;

interface LineGame {
  id: number;
  startDateTime: number;
}

test.beforeAll(async ({ request }) => {
  // The feed moves only through the controls: no game starts by itself while a test looks at it.
  const simulator = new SimulatorControls(request);
  await simulator.freeze(true);
  // the games already due (an earlier spec may have moved the clock) start now, so the line is pre-match
  await simulator.advance(1);
});
test.afterAll(async ({ request }) => {
  await new SimulatorControls(request).freeze(false);
});

/** The line list's first game that starts more than a minute from the server's now (its first championship's earliest). */
async function aLineGame(request: APIRequestContext, nowMs: number): Promise<LineGame> {
  const answer = (await (await request.get('/web-api/feed/v1/champs?section=line&limit=8')).json()) as { champs: Array<{ games: LineGame[] }> };
  const games = (answer.champs[0]?.games ?? []).filter((game) => game.startDateTime > nowMs + 60_000);
  expect(games.length, 'a line game in the first championship').toBeGreaterThan(0);
  return games.reduce((soonest, game) => (game.startDateTime < soonest.startDateTime ? game : soonest));
}

/** The server's time, epoch ms. */
async function serverNowMs(request: APIRequestContext): Promise<number> {
  return (await new ServerClock(request).nowSeconds()) * 1000;
}

/** The age confirmed and the cookies answered on an earlier visit, the browser's clock set to the server's. */
async function openLineAtServerTime(page: Page, nowMs: number): Promise<void> {
  await new ShellModel(page).withAgeConfirmed();
  await page.addInitScript((key) => window.localStorage.setItem(key, JSON.stringify({ type: 'ALL', agreedAtMs: Date.now() })), COOKIE_CONSENT_KEY);
  await page.clock.install({ time: nowMs });
  await page.goto('/en/line');
  await appAnswers(page);
}

/**
 * Moves the server's clock past the game's start; with `startDue` the simulator then starts the games
 * due (the feed lists the game live), else the feed still lists it in the line (its simulator lags).
 * Answers the seconds moved.
 */
async function passStart(request: APIRequestContext, game: LineGame, { startDue }: { startDue: boolean }): Promise<number> {
  const seconds = Math.ceil((game.startDateTime - (await serverNowMs(request))) / 1000) + 2;
  await new ServerClock(request).advance(seconds);
  if (startDue) await new SimulatorControls(request).advance(1);
  return seconds;
}

for (const [layout, device] of [['desktop', { viewport: { width: 1280, height: 800 } }], ['phone', PHONE]] as const) {
  test.describe(`${layout}`, () => {
    test.use(device);

    test(`a line game leaves the line list of a page served before its start once the start passes by the app's clock (${layout})`, async ({ page }, testInfo) => {
      const nowMs = await serverNowMs(page.request);
      const game = await aLineGame(page.request, nowMs);
      await openLineAtServerTime(page, nowMs);
      const row = page.locator(`[data-testid="game-row"][data-game-id="${game.id}"]`);
      await expect(row).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`line-before-start-${layout}.png`) });

      // the feed still lists the game in the line (not started by the simulator yet)
      const seconds = await passStart(page.request, game, { startDue: false });
      const answer = (await (await page.request.get('/web-api/feed/v1/champs?section=line&limit=8')).json()) as { champs: Array<{ games: LineGame[] }> };
      expect(answer.champs.flatMap((champ) => champ.games).map((listed) => listed.id)).toContain(game.id);
      // the browser's clock goes past the start as the server's did: the row leaves by the app's clock
      await page.clock.fastForward(seconds * 1000);
      await expect(row).toHaveCount(0);
      // the list is still there, with the games not started
      await expect(page.getByTestId('game-row').first()).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`line-after-start-${layout}.png`) });
    });
  });
}

test("a page served before a game's start: the game leaves with the next read of the feed, which counts from the page's answer", async ({ page }) => {
  const nowMs = await serverNowMs(page.request);
  const game = await aLineGame(page.request, nowMs);
  await openLineAtServerTime(page, nowMs);
  const row = page.locator(`[data-testid="game-row"][data-game-id="${game.id}"]`);
  await expect(row).toBeVisible();
  // the server's clock passes the start; the browser's goes on as it was (the game has not started by it)
  await passStart(page.request, game, { startDue: true });
  // the feed's answer no longer lists the game (it is live): the line's next read, at most 15 s after
  // the server read the page's answer (document 001 §9: line 15 s), drops it
  const reads = page.waitForResponse((response) => response.url().includes('/web-api/feed/v1/champs') && response.url().includes('section=line'));
  await page.clock.fastForward(15_000);
  await reads;
  await expect(row).toHaveCount(0);
});
