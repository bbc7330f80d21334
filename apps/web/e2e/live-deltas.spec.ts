import { expect, test, type Page } from '@playwright/test';
import { BettingModel, frozenSimulatorSpec, SimulatorControls } from './models/betting.model';

// Issue 20: the live list follows the feed as deltas, over the Server-Sent Events stream where the
// browser has EventSource and by polling the delta since its version where it has not. The
// simulator's clock-driven ticks are paused, so the only change is the one the test makes.
frozenSimulatorSpec();

/** The live feed requests the page makes: stream opens and delta polls. */
function liveRequests(page: Page) {
  const seen = { streams: [] as string[], polls: [] as string[] };
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('/web-api/feed/v1/live/stream')) seen.streams.push(url);
    if (url.includes('/web-api/feed/v1/live/delta')) seen.polls.push(url);
  });
  return seen;
}

/** The first coefficient of the first live row: its market id and button. */
async function firstLiveOdds(page: Page) {
  const odds = page.getByTestId('game-row').first().getByTestId('odds').first();
  await expect(odds).toBeVisible();
  const marketId = Number(await odds.getAttribute('data-market-id'));
  expect(marketId).toBeGreaterThan(0);
  return { marketId, button: page.locator(`[data-testid="odds"][data-market-id="${marketId}"]`) };
}

/** Sets a market's coefficient (and lifts a block) through the development controls. */
async function setCoef(page: Page, marketId: number, coef: number): Promise<void> {
  const response = await page.request.post(`/dev-api/feed/markets/${marketId}`, { data: { coef, isBlocked: false } });
  expect(response.ok(), await response.text()).toBeTruthy();
}

test('the live list shows a moved coefficient through the live stream, without polling', async ({ page }) => {
  const seen = liveRequests(page);
  const betting = new BettingModel(page);
  await betting.openSection('live');
  const { marketId, button } = await firstLiveOdds(page);
  await setCoef(page, marketId, 7.77);
  await expect(button).toContainText('7.77', { timeout: 20_000 });
  await setCoef(page, marketId, 6.66);
  await expect(button).toContainText('6.66', { timeout: 20_000 });
  await expect(button).toHaveAttribute('data-movement', 'down');
  expect(seen.streams.length).toBeGreaterThan(0);
  expect(seen.polls).toEqual([]);
});

test('without EventSource the live list polls the delta since its version and still updates', async ({ page }) => {
  await page.addInitScript(() => {
    delete (window as { EventSource?: unknown }).EventSource;
  });
  const seen = liveRequests(page);
  const betting = new BettingModel(page);
  await betting.openSection('live');
  const { marketId, button } = await firstLiveOdds(page);
  await setCoef(page, marketId, 8.88);
  // The live list's poll comes every 5 s (document 001 §9: live 2 s to 10 s).
  await expect(button).toContainText('8.88', { timeout: 20_000 });
  expect(seen.streams).toEqual([]);
  expect(seen.polls.some((url) => /[?&]since=\d+/.test(url))).toBe(true);
});

test('a live row shows its game\'s goal and moving clock in place (issue 20: the live state read per game)', async ({ page }) => {
  // A line game of the spec's own, started now (held at 0:0), so the row is there whatever earlier specs finished.
  const line = (await (await page.request.get('/web-api/feed/v1/champs?section=line&limit=8')).json()) as { champs: Array<{ games: Array<{ id: number }> }> };
  const gameId = line.champs.flatMap((champ) => champ.games)[0]?.id as number;
  expect(gameId).toBeGreaterThan(0);
  const controls = new SimulatorControls(page.request);
  await controls.startGame(gameId);
  const betting = new BettingModel(page);
  await betting.openSection('live');
  const row = page.locator(`[data-testid="game-row"][data-game-id="${gameId}"]`);
  await expect(row.getByTestId('game-clock')).toHaveText('00:00', { timeout: 20_000 });
  // The row's element is marked: the texts below change inside it, the row is not drawn anew.
  await row.evaluate((element) => element.setAttribute('data-spec-mark', 'kept'));
  const goal = await page.request.post(`/dev-api/feed/games/${gameId}/events`, { data: { kind: 'goal', team: 1 } });
  expect(goal.ok(), await goal.text()).toBeTruthy();
  const { score } = (await goal.json()) as { score: string };
  await expect(row.getByTestId('game-score')).toHaveText(score, { timeout: 20_000 });
  // Released and played for two minutes of game clock: the clock moves on.
  const release = await page.request.post(`/dev-api/feed/games/${gameId}/hold`, { data: { hold: false } });
  expect(release.ok(), await release.text()).toBeTruthy();
  await controls.advance(120);
  await expect(row.getByTestId('game-clock')).not.toHaveText('00:00', { timeout: 20_000 });
  await expect(row).toHaveAttribute('data-spec-mark', 'kept');
});
