import { expect, type Locator, type Page } from '@playwright/test';

/** A game of the feed as the e2e needs it. */
export interface FeedGameRef {
  id: number;
  sportId: number;
  sportName: string;
  champId: number;
  champName: string;
  opponent1Name: string;
  opponent2Name: string;
  startDateTime: number;
}

/** Page model of the read-only pages: results and the printed coupon, with the simulator's development controls. */
export class BrowseModel {
  constructor(readonly page: Page) {}

  /** The first game in play from the live feed; with `startedToday`, the first that started on today's UTC day (null when none did). */
  async aLiveGame(): Promise<FeedGameRef>;
  async aLiveGame(startedToday: true): Promise<FeedGameRef | null>;
  async aLiveGame(startedToday = false): Promise<FeedGameRef | null> {
    const response = await this.page.request.get('/web-api/feed/v1/live');
    expect(response.ok()).toBeTruthy();
    const { games } = (await response.json()) as { games: FeedGameRef[] };
    const today = new Date().toISOString().slice(0, 10);
    const game = startedToday ? games.find((candidate) => new Date(candidate.startDateTime).toISOString().slice(0, 10) === today) : games[0];
    if (!game && !startedToday) throw new Error('no live game in the feed');
    return game ?? null;
  }

  /** Finishes a game now with a score and settles it (development control of the simulator). */
  async finishGame(gameId: number, score1: number, score2: number): Promise<void> {
    const response = await this.page.request.post(`/dev-api/feed/games/${gameId}/finish`, { data: { score1, score2 } });
    expect(response.ok(), await response.text()).toBeTruthy();
  }

  /** Signs the seed's demo player in (EUR 1,000.00) through the login call; the page's context keeps the session cookie. */
  async signInDemoPlayer(): Promise<void> {
    const response = await this.page.request.post('/web-api/user/auth/login', {
      data: { login: 'demo@kickoff.example', password: 'demo12345' },
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(response.ok(), await response.text()).toBeTruthy();
  }

  async openResults(language = 'en'): Promise<void> {
    await this.page.goto(`/${language}/results`);
    await expect(this.page.getByTestId('results-area')).toBeVisible();
  }

  async chooseDate(day: string): Promise<void> {
    await this.page.getByTestId('results-date').fill(day);
  }

  async chooseSport(name: string): Promise<void> {
    const select = this.page.getByTestId('results-sport');
    const value = await select.locator('option', { hasText: name }).first().getAttribute('value');
    await select.selectOption(value ?? '');
  }

  async chooseChamp(name: string): Promise<void> {
    const select = this.page.getByTestId('results-champ');
    const value = await select.locator('option', { hasText: name }).first().getAttribute('value');
    await select.selectOption(value ?? '');
  }

  resultRow(gameId: number): Locator {
    return this.page.locator(`[data-testid="result-row"][data-game-id="${gameId}"]`);
  }

  resultRows(): Locator {
    return this.page.getByTestId('result-row');
  }

  printedCoupon(): Locator {
    return this.page.getByTestId('printed-coupon');
  }

  /** Counts the page's print calls (the browser's print dialog is replaced before the page loads). */
  async countPrints(): Promise<() => Promise<number>> {
    await this.page.addInitScript(() => {
      const counter = window as unknown as { __prints: number };
      counter.__prints = 0;
      window.print = () => {
        counter.__prints++;
      };
    });
    return () => this.page.evaluate(() => (window as unknown as { __prints: number }).__prints);
  }
}
