import { expect, test, type Page } from '@playwright/test';
import { AuthModel } from './models/auth.model';
import { ShellModel } from './models/shell.model';

/** The demo player of the API's seed. */
const DEMO = { login: 'demo@kickoff.example', password: 'demo12345' };

/** Every page the player lands on keeps the German prefix (document 000 §2: the language prefix of every path). */
async function expectGerman(page: Page): Promise<void> {
  await expect(page).toHaveURL((url) => /^\/de(\/|$)/.test(url.pathname));
}

/** Clicks the header's link to an app path (its target ends with `/{path}`) and stays in German. */
async function clickHeaderLink(page: Page, path: string): Promise<void> {
  await page.getByTestId('header').locator(`a[href$="/${path}"]`).first().click();
  await expect(page).toHaveURL((url) => url.pathname === `/de/${path}`);
}

test('a player walks the main pages in German by clicking links and never leaves /de/', async ({ page }) => {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  const shell = await new ShellModel(page).withAgeConfirmed();
  await shell.withStoredLanguage('de');
  await shell.open('/de');
  await expect(shell.header()).toBeVisible();
  const accept = page.getByTestId('cookie-banner').getByRole('button').first();
  if (await accept.isVisible().catch(() => false)) await accept.click();

  // line, a sport, a game of it
  await clickHeaderLink(page, 'line');
  await expect(page.getByTestId('betting-line')).toBeVisible();
  await page.getByTestId('sports-menu').getByTestId('menu-sport').first().click();
  await expectGerman(page);
  await expect(page.getByTestId('game-row').first()).toBeVisible();
  await page.getByTestId('game-row').first().locator('a.game-row__teams').click();
  await expect(page.getByTestId('game-page')).toBeVisible();
  await expectGerman(page);

  // live, results, casino
  await clickHeaderLink(page, 'live');
  await expect(page.getByTestId('betting-live')).toBeVisible();
  await clickHeaderLink(page, 'results');
  await expect(page.getByTestId('results-area')).toBeVisible();
  await clickHeaderLink(page, 'slots');
  await expect(page.getByTestId('casino-nav')).toBeVisible();
  await page.getByTestId('casino-nav').locator('a[href$="/live-casino"]').first().click();
  await expect(page).toHaveURL((url) => url.pathname === '/de/live-casino');

  // back home by the logo, then the office after signing in
  await page.getByTestId('header').locator('a.header__logo').click();
  await expect(page).toHaveURL((url) => url.pathname === '/de');
  const auth = new AuthModel(page);
  await auth.openLogin();
  await auth.signIn(DEMO.login, DEMO.password);
  await page.getByTestId('header-balance').click();
  await expect(page.getByTestId('office-account')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/de/office/account');
  await page.getByTestId('header-my-bets').click();
  await expect(page).toHaveURL((url) => url.pathname === '/de/office/history');

  expect(visited.filter((path) => !/^\/de(\/|$)/.test(path))).toEqual([]);
});
