import { expect, test } from '@playwright/test';
import { ShellModel } from './models/shell.model';
import { BettingModel } from './models/betting.model';

test('a visitor opening / lands on /en/ and sees the configured site name', async ({ page }, testInfo) => {
  const shell = new ShellModel(page);
  await shell.open('/');
  await shell.expectLanguage('en');
  await expect(page.getByTestId('home').getByRole('heading', { level: 1 })).toHaveText('Welcome to Kickoff');
  await expect(shell.header()).toContainText('Kickoff');
  await expect(shell.footer()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('home.png'), fullPage: true });
});

test('an unknown page inside a language shows the 404 page', async ({ page }) => {
  await page.goto('/en/this-page-does-not-exist');
  await expect(page.getByTestId('not-found')).toContainText('This page could not be found');
});

test('home reads the sports menu, the live games and the line menu together and shows top live and line games', async ({ page }) => {
  const started: Array<{ url: string; at: number }> = [];
  const finished: Array<{ url: string; at: number }> = [];
  page.on('request', (request) => {
    if (request.url().includes('/web-api/feed/v1/')) started.push({ url: request.url(), at: Date.now() });
  });
  page.on('requestfinished', (request) => {
    if (request.url().includes('/web-api/feed/v1/')) finished.push({ url: request.url(), at: Date.now() });
  });
  // issue 20: a served home carries its first feed answers (boot-data.spec); reached inside the app, it reads them
  await new ShellModel(page).withAgeConfirmed();
  await page.goto('/en/information/about');
  await expect(page.locator('.header__logo').first()).toBeVisible();
  started.length = 0;
  finished.length = 0;
  await page.locator('.header__logo').first().click();
  const home = page.getByTestId('betting-home');
  await expect(home.getByTestId('game-list')).toHaveCount(2);
  await expect(home.getByTestId('game-row').first()).toBeVisible();
  // The live list and the line menu start before either answer arrives (no waterfall between them).
  // the live list is read as deltas, over its stream or polled (issue 20)
  const live = started.find((request) => /\/feed\/v1\/live(\/stream|\/delta)?(\?|$)/.test(request.url));
  const lineMenu = started.find((request) => /\/feed\/v1\/sports\?section=line/.test(request.url));
  expect(live).toBeDefined();
  expect(lineMenu).toBeDefined();
  const firstAnswer = Math.min(...finished.filter((request) => request.url === live?.url || request.url === lineMenu?.url).map((request) => request.at));
  expect(Math.max(live?.at ?? Infinity, lineMenu?.at ?? Infinity)).toBeLessThanOrEqual(firstAnswer);
});

test('a league head names the columns of its odds: 1, X and 2, then the main total, over a football league (issues 15, 18: the European view)', async ({ page }) => {
  await new ShellModel(page).withAgeConfirmed();
  const betting = new BettingModel(page);
  await betting.openSection('line');
  await betting.acceptCookies();
  await betting.openSport('Football');
  const head = page.getByTestId('champ-row').first();
  await expect(head).toContainText('Football');
  await expect(head.getByTestId('champ-outcomes').locator('.champ-row__outcome')).toHaveText(['1', 'X', '2', 'Over', 'Under']);
});
