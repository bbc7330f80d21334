import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { AuthModel } from './models/auth.model';
import { BettingModel, frozenSimulatorSpec, SimulatorControls } from './models/betting.model';
import { CouponModel } from './models/coupon.model';

/**
 * The simulator's MMA, politics and marble racing (issue 16: "page-type prefixes filter the list as
 * their names say") and the multi live view (document 000 §2 `multi`), through the real API and
 * Chromium. The spec prepares its own events with the development controls: it starts a marble
 * race and two more, plays them on with `advance`, and reads results from the feed.
 */
const SHOTS = '/tmp/c2-shots';
const MMA = 56;
const POLITICS = 78;
const MARBLE = 95;
const DEPOSIT_MINOR = 50_000;
/** The bet: 10.00 on the third marble (selection index 2) at 4.00. */
const STAKE = 10;
const COEF = 4;

interface ListGame {
  id: number;
  startDateTime: number;
}

/** The line events of a sport, earliest first, from the feed's championships read. */
async function lineEvents(request: APIRequestContext, sportId: number): Promise<ListGame[]> {
  const response = await request.get(`/web-api/feed/v1/champs?section=line&sportId=${sportId}&limit=20`);
  expect(response.ok()).toBeTruthy();
  const body = (await response.json()) as { champs: Array<{ games: ListGame[] }> };
  return body.champs.flatMap((champ) => champ.games).sort((a, b) => a.startDateTime - b.startDateTime || a.id - b.id);
}

async function hold(request: APIRequestContext, gameId: number, held: boolean): Promise<void> {
  const response = await request.post(`/dev-api/feed/games/${gameId}/hold`, { data: { hold: held } });
  expect(response.ok()).toBeTruthy();
}

async function feedGame(request: APIRequestContext, gameId: number): Promise<{ statusId: number; score1: number; timeSec: number; period: number }> {
  return (await (await request.get(`/web-api/feed/v1/games/${gameId}`)).json()) as { statusId: number; score1: number; timeSec: number; period: number };
}

frozenSimulatorSpec();

test('the ufc, politics and marble pages list the simulator\'s fights, elections and marble races', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const controls = new SimulatorControls(request);
  const fights = await lineEvents(request, MMA);
  const elections = await lineEvents(request, POLITICS);
  const races = await lineEvents(request, MARBLE);
  expect(fights.length).toBeGreaterThan(0);
  expect(elections.length).toBeGreaterThan(0);
  const race = races.at(-1)!;
  await controls.startGame(race.id);

  await page.goto('/en/ufc/line/all');
  await new BettingModel(page).acceptCookies();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('UFC');
  await expect(page.locator(`[data-testid="game-row"][data-game-id="${fights[0]!.id}"]`)).toBeVisible({ timeout: 15_000 });
  const menu = page.getByTestId('sports-menu');
  await expect(menu.getByTestId('menu-sport')).toHaveCount(1);
  await expect(menu.getByTestId('menu-sport')).toContainText('MMA');
  await page.screenshot({ path: `${SHOTS}/ufc-desktop.png` });

  await page.goto('/en/politics/line/all');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Politics');
  const election = page.locator(`[data-testid="game-row"][data-game-id="${elections[0]!.id}"]`);
  await expect(election).toBeVisible({ timeout: 15_000 });
  await expect(election).toContainText(/election/);
  await expect(election).toContainText(/[234] candidates/);
  await page.screenshot({ path: `${SHOTS}/politics-desktop.png` });

  await page.goto('/en/marble/live/all');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Marble');
  const row = page.locator(`[data-testid="game-row"][data-game-id="${race.id}"]`);
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row).toContainText('8 marbles');
  // a race has no score of two sides: its live row shows none (its leader is no "n:0")
  await expect(row.getByTestId('game-clock')).toBeVisible();
  await expect(row.getByTestId('game-score')).toHaveCount(0);
  await expect(page.getByTestId('game-row').filter({ hasText: 'candidates' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/marble-desktop.png` });
});

test('a bet on a marble race is placed, the race is played to its end by the simulator and the bet settled', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const auth = new AuthModel(page);
  await auth.registerFundedPlayer('marble', { name: 'Mar', surname: 'Ble' }, DEPOSIT_MINOR);
  const controls = new SimulatorControls(request);
  const races = await lineEvents(request, MARBLE);
  const race = races.at(-2) ?? races.at(-1)!;
  await controls.startGame(race.id);
  // the third marble at 4.00 (setting a coefficient holds the race until the spec lets it run)
  const marketId = race.id * 100 + 2;
  await controls.setCoef(marketId, COEF);

  await page.goto('/en/marble/live/all');
  await page.locator(`[data-testid="game-row"][data-game-id="${race.id}"] .game-row__teams`).click();
  const betting = new BettingModel(page);
  const coupon = new CouponModel(page);
  await expect(page.getByText('Winner', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
  await expect(betting.odds(race.id * 100 + 7)).toBeVisible();
  await expect(betting.odds(marketId)).toContainText(COEF.toFixed(2));
  await betting.addMarket(marketId);
  await coupon.expectBetCount(1);
  await coupon.setAmount(String(STAKE));
  await expect.poll(() => coupon.possibleWin()).toBe(STAKE * COEF);
  await page.screenshot({ path: `${SHOTS}/marble-game-desktop.png` });
  await coupon.placeBet();
  await coupon.acceptedNumber();
  await auth.expectBalance(DEPOSIT_MINOR / 100 - STAKE);

  // 3 laps of 40 s: four advances of 30 s play the race to its end; the leader of the last lap wins
  await hold(request, race.id, false);
  await controls.advance(30, 4);
  const result = await feedGame(request, race.id);
  expect(result.statusId).toBe(4);
  expect(result.score1).toBeGreaterThanOrEqual(1);
  expect(result.score1).toBeLessThanOrEqual(8);
  const won = result.score1 === 3;
  await page.goto('/en/office/history');
  await auth.expectBalance(DEPOSIT_MINOR / 100 - STAKE + (won ? STAKE * COEF : 0));
  await page.screenshot({ path: `${SHOTS}/marble-history-desktop.png` });
});

/** The clock shown on a multi live panel. */
const panelClock = (page: Page, gameId: number) => page.locator(`[data-testid="multi-panel"][data-game-id="${gameId}"] [data-testid="game-clock"]`);

// The feed read right after the advance answers the advanced race: the process's feed reads drop the
// revisions they keep when the simulator changes the feed (api feed.changes). Before that, a read
// within 250 ms of the panels' own read answered the race as it stood before the advance (00:00),
// which a fast run of the full suite hit every time.
test('multi live: two live games added from the live list, both panels follow the simulator, a phone shows tabs', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const controls = new SimulatorControls(request);
  // two marble races of the spec's own (the earlier tests took the last two): 30 s of a 2-minute race cannot end it
  const races = (await lineEvents(request, MARBLE)).slice(-4, -2);
  expect(races).toHaveLength(2);
  for (const race of races) await controls.startGame(race.id);

  const betting = new BettingModel(page);
  await betting.openSection('live');
  await betting.openSport('Marble Racing');
  for (const race of races) {
    const add = page.locator(`[data-testid="game-row"][data-game-id="${race.id}"] [data-testid="multi-add"]`);
    await expect(add).toHaveAttribute('aria-pressed', 'false');
    await add.click();
    await expect(add).toHaveAttribute('aria-pressed', 'true');
  }
  await page.screenshot({ path: `${SHOTS}/multi-live-list-desktop.png` });

  await page.goto('/en/multi');
  await expect(page).toHaveURL(new RegExp(`/en/multi\\?games=${races[0]!.id}(%2C|,)${races[1]!.id}$`));
  await expect(page.getByTestId('multi-panel')).toHaveCount(2);
  for (const race of races) await expect(panelClock(page, race.id)).toHaveText('00:00', { timeout: 15_000 });
  // the simulator plays both races 30 s on (most of their first lap)
  for (const race of races) await hold(request, race.id, false);
  await controls.advance(30);
  const [first, second] = [await feedGame(request, races[0]!.id), await feedGame(request, races[1]!.id)];
  const clockOf = (timeSec: number) => `${String(Math.floor(timeSec / 60)).padStart(2, '0')}:${String(timeSec % 60).padStart(2, '0')}`;
  await expect(panelClock(page, races[0]!.id)).toHaveText(clockOf(first.timeSec), { timeout: 15_000 });
  await expect(panelClock(page, races[1]!.id)).toHaveText(clockOf(second.timeSec), { timeout: 15_000 });
  expect(first.timeSec).toBeGreaterThan(0);
  await expect(page.getByTestId('multi-tab').first()).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/multi-desktop.png` });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  const tabs = page.getByTestId('multi-tab');
  await expect(tabs).toHaveCount(2);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator(`[data-testid="multi-panel"][data-game-id="${races[0]!.id}"]`)).toBeVisible({ timeout: 15_000 });
  await expect(page.locator(`[data-testid="multi-panel"][data-game-id="${races[1]!.id}"]`)).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/multi-phone.png` });
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator(`[data-testid="multi-panel"][data-game-id="${races[1]!.id}"]`)).toBeVisible();
  await expect(page.locator(`[data-testid="multi-panel"][data-game-id="${races[0]!.id}"]`)).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/multi-phone-second-tab.png` });
});
