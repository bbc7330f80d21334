import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { appAnswers, ShellModel } from './shell.model';

/** Page model of the betting area: sections, the sports menu, game rows and their coefficients. */
export class BettingModel {
  constructor(readonly page: Page) {}

  /** Opens a section (`live` or `line`) from its landing path. */
  async openSection(section: 'live' | 'line', language = 'en'): Promise<void> {
    await this.page.goto(`/${language}/${section}`);
    await expect(this.page.getByTestId(`betting-${section}`)).toBeVisible();
    await appAnswers(this.page);
    await this.acceptCookies();
  }

  /** Answers the cookie banner, when it shows, so it covers nothing. */
  async acceptCookies(): Promise<void> {
    const accept = this.page.getByRole('button', { name: 'Accept all' });
    if (await accept.isVisible().catch(() => false)) await accept.click();
  }

  /** Opens a sport from the sports menu by its name. */
  async openSport(name: string): Promise<void> {
    const link = this.page.getByTestId('sports-menu').getByTestId('menu-sport').filter({ hasText: name }).first();
    const sportId = await link.getAttribute('data-sport-id');
    await link.click();
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(this.page.getByRole('heading', { level: 1 })).toContainText(name);
    // Every row on screen belongs to the sport (the list of the whole section has gone).
    await expect(this.page.getByTestId('game-list')).toBeVisible();
    await expect(this.gameRows().first()).toBeVisible();
    expect(sportId).not.toBeNull();
    // ...and the first row is the sport's (its game link carries the sport's segment), not a row of
    // the list shown before, which can stay a moment after the heading changed.
    await expect(this.gameRows().first().locator(`a.game-row__teams[href*="/${sportId}-"]`)).toHaveCount(1);
  }

  gameRows(): Locator {
    return this.page.getByTestId('game-row');
  }

  /** The first open (not locked) coefficient of the n-th game row on screen. */
  openOdds(rowIndex: number): Locator {
    return this.gameRows().nth(rowIndex).locator('[data-testid="odds"]:not([data-locked])').first();
  }

  /** The coefficient button of a market (its id is `game id × 100 + selection index`; index 0 is the home win "1"). */
  odds(marketId: number): Locator {
    return this.page.locator(`[data-testid="odds"][data-market-id="${marketId}"]`);
  }

  /** The game ids of the first `count` rows on screen. */
  async gameIds(count: number): Promise<number[]> {
    await expect(this.gameRows().first()).toBeVisible();
    // read in one go: the list follows the feed meanwhile (a started game leaves the line), so a row
    // counted first may be gone when it is read
    const ids = await this.gameRows().evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-game-id'))));
    return ids.slice(0, count);
  }

  /**
   * The first `count` rows on screen whose game the sport's line has now, by the feed's own answer,
   * each with its league: a served page may be up to 30 s old (SSR_MAX_STALE_MS,
   * apps/api/src/boot/ssr.render.ts) and its list follows the feed from there, so a row can be a game
   * an earlier test finished or started since, which the next page rightly no longer lists.
   */
  async lineGamesNow(sportName: string, count: number): Promise<Array<{ id: number; champId: number }>> {
    const sportId = await this.page.getByTestId('sports-menu').getByTestId('menu-sport').filter({ hasText: sportName }).first().getAttribute('data-sport-id');
    expect(sportId).not.toBeNull();
    const response = await this.page.request.get(`/web-api/feed/v1/champs?section=line&limit=8&sportId=${sportId}`);
    expect(response.ok()).toBeTruthy();
    const line = (await response.json()) as { champs: Array<{ champ: { id: number }; games: Array<{ id: number }> }> };
    const champOf = new Map(line.champs.flatMap((entry) => entry.games.map((game) => [game.id, entry.champ.id] as const)));
    const shown = await this.gameIds(Number.MAX_SAFE_INTEGER);
    return shown.filter((id) => champOf.has(id)).slice(0, count).map((id) => ({ id, champId: champOf.get(id) as number }));
  }

  /** Adds the selection of a market shown on screen to the coupon. */
  async addMarket(marketId: number): Promise<void> {
    const odds = this.odds(marketId);
    await expect(odds).toBeEnabled();
    await odds.click();
    await expect(odds).toHaveAttribute('aria-pressed', 'true');
  }

  /** Adds one selection from each of the first `count` games that have an open coefficient; returns how many were added. */
  async addSelectionsFromDifferentGames(count: number): Promise<number> {
    let added = 0;
    await expect(this.gameRows().first()).toBeVisible();
    const rows = await this.gameRows().count();
    for (let index = 0; index < rows && added < count; index++) {
      const odds = this.openOdds(index);
      if ((await odds.count()) === 0) continue;
      await odds.click();
      await expect(odds).toHaveAttribute('aria-pressed', 'true');
      added++;
    }
    return added;
  }
}

/**
 * The API's development controls of the live simulator (`/dev-api/...`, on in the e2e server with
 * `DEV_TOOLS=1`): journeys drive the feed through them instead of waiting for chance.
 */
export class SimulatorControls {
  constructor(readonly request: APIRequestContext) {}

  private async post<T>(path: string, data: unknown = {}): Promise<T> {
    const response = await this.request.post(path, { data });
    expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBeTruthy();
    return (await response.json()) as T;
  }

  /** Pauses (or resumes) the simulator's clock-driven ticks: live odds, scores and blocks stand still. */
  async freeze(frozen = true): Promise<void> {
    await this.post('/dev-api/simulator/freeze', { frozen });
  }

  /** Sets a market's coefficient (its game is held from then on). */
  async setCoef(marketId: number, coef: number): Promise<void> {
    await this.post(`/dev-api/feed/markets/${marketId}`, { coef });
  }

  async setBlocked(marketId: number, isBlocked: boolean): Promise<void> {
    await this.post(`/dev-api/feed/markets/${marketId}`, { isBlocked });
  }

  /** Starts a pre-match game live now (held at 0:0). */
  async startGame(gameId: number): Promise<void> {
    await this.post(`/dev-api/feed/games/${gameId}/start`);
  }

  /** Finishes a game with the score and settles its markets and the coupons at once. */
  async finishGame(gameId: number, score1: number, score2: number): Promise<void> {
    await this.post(`/dev-api/feed/games/${gameId}/finish`, { score1, score2 });
  }

  /** Plays `seconds` of game clock `ticks` times. */
  async advance(seconds: number, ticks = 1): Promise<void> {
    await this.post('/dev-api/simulator/advance', { seconds, ticks });
  }
}

/**
 * The hooks of a spec that drives the live simulator itself: its clock-driven ticks paused for the
 * file's tests (and resumed after them), the age confirmed before every page. Called at the top of
 * the spec file.
 */
export function frozenSimulatorSpec(): void {
  test.beforeAll(async ({ request }) => {
    await new SimulatorControls(request).freeze(true);
  });
  test.afterAll(async ({ request }) => {
    await new SimulatorControls(request).freeze(false);
  });
  test.beforeEach(async ({ page }) => {
    await new ShellModel(page).withAgeConfirmed();
  });
}
