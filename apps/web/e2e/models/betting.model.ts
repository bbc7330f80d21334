import { expect, type Locator, type Page } from '@playwright/test';

/** Page model of the betting area: sections, the sports menu, game rows and their coefficients. */
export class BettingModel {
  constructor(readonly page: Page) {}

  /** Opens a section (`live` or `line`) from its landing path. */
  async openSection(section: 'live' | 'line', language = 'en'): Promise<void> {
    await this.page.goto(`/${language}/${section}`);
    await expect(this.page.getByTestId(`betting-${section}`)).toBeVisible();
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
  }

  gameRows(): Locator {
    return this.page.getByTestId('game-row');
  }

  /** The first open (not locked) coefficient of the n-th game row on screen. */
  openOdds(rowIndex: number): Locator {
    return this.gameRows().nth(rowIndex).locator('[data-testid="odds"]:not([disabled])').first();
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
