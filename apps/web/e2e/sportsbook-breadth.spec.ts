import { expect, test } from '@playwright/test';
import { AuthModel } from './models/auth.model';
import { BettingModel, frozenSimulatorSpec, SimulatorControls } from './models/betting.model';
import { amountOf, CouponModel } from './models/coupon.model';

/**
 * The sportsbook's breadth (issue 16), through the real API and Chromium. Cash-out: 10.00 on a
 * home win at 2.00; the value is stake x placed / current coefficient less the operator's 5 %
 * margin (coupon-core's cashoutQuote): 9.50 for the whole stake, 4.75 for half. The odds then drift
 * to 2.50 through the development controls: the 5.00 still running is worth 5 x 2 / 2.5 x 0.95 = 3.80.
 */
const DEPOSIT_MINOR = 100_000;
const STAKE = 10;
const PLACED_COEF = 2;
const DRIFTED_COEF = 2.5;
const FULL_VALUE = 9.5;
const HALF_VALUE = 4.75;
const REST_VALUE = 3.8;
const SHOTS = '/tmp/helperH-shots';

frozenSimulatorSpec();

test('a player cashes out half an open bet from the coupon, then the rest from My bets; the balance and My bets agree', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const auth = new AuthModel(page);
  await auth.registerFundedPlayer('cashout', { name: 'Cash', surname: 'Out' }, DEPOSIT_MINOR);
  const betting = new BettingModel(page);
  const coupon = new CouponModel(page);
  const controls = new SimulatorControls(page.request);

  await betting.openSection('line');
  await betting.openSport('Football');
  const [game] = await betting.lineGamesNow('Football', 1);
  expect(game, 'a row on screen of a game the line has now').toBeDefined();
  const gameId = game!.id;
  const marketId = gameId * 100;
  await controls.setCoef(marketId, PLACED_COEF);
  await page.reload();
  await auth.expectBalance(DEPOSIT_MINOR / 100);
  await expect(betting.odds(marketId)).toContainText('2.00');
  await betting.addMarket(marketId);
  await coupon.setAmount(String(STAKE));
  await expect.poll(() => coupon.possibleWin()).toBe(STAKE * PLACED_COEF);
  await coupon.placeBet();
  const number = await coupon.acceptedNumber();
  await auth.expectBalance(DEPOSIT_MINOR / 100 - STAKE);

  // the coupon's open bets: the whole stake is worth 9.50
  const item = coupon.panel().getByTestId('open-bets').getByTestId('cashout').filter({ hasText: number });
  await expect(item).toHaveCount(1);
  await expect(item.getByTestId('cashout-button')).toHaveText(/Cash out €9\.50/);
  await item.getByTestId('cashout-half').click();
  await expect.poll(async () => amountOf(await item.getByTestId('cashout-part').inputValue())).toBe(5);
  await expect(item.getByTestId('cashout-button')).toHaveText(/€4\.75/);
  await item.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/cashout-coupon-desktop.png` });
  await item.getByTestId('cashout-button').click();
  await expect(item.getByTestId('cashout-notice')).toHaveAttribute('data-step', 'paid');
  await expect(item.getByTestId('cashout-notice')).toContainText('€4.75');
  await auth.expectBalance(DEPOSIT_MINOR / 100 - STAKE + HALF_VALUE);
  await expect(item.getByTestId('cashout-stake')).toHaveText('€5.00');
  await expect(item.getByTestId('cashout-cashed-out')).toHaveText('€4.75');
  expect(FULL_VALUE).toBe(2 * HALF_VALUE);

  // the odds drift: the running half follows them (read again every 5 s)
  await controls.setCoef(marketId, DRIFTED_COEF);
  await expect(item.getByTestId('cashout-button')).toHaveText(/Cash out €3\.80/, { timeout: 20_000 });

  // My bets: the same coupon, open, with what was cashed out and the rest on offer
  await page.getByTestId('header-my-bets').click();
  await expect(page.getByTestId('office-history')).toBeVisible();
  const row = page.getByTestId('history-row').filter({ hasText: number });
  await expect(row).toHaveAttribute('data-status', 'open');
  await expect(row.getByTestId('history-amount')).toHaveText('€10.00');
  await expect(row.getByTestId('history-cashed-out')).toContainText('€4.75');
  const rest = row.getByTestId('cashout');
  await expect(rest.getByTestId('cashout-button')).toHaveText(/Cash out €3\.80/);

  await page.setViewportSize({ width: 390, height: 844 });
  await rest.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/cashout-history-phone.png` });
  await page.setViewportSize({ width: 1280, height: 800 });

  await rest.getByTestId('cashout-button').click();
  await expect(row).toHaveAttribute('data-status', 'cashed_out');
  await expect(row.getByTestId('history-cashed-out')).toContainText('€8.55');
  await expect(row.getByTestId('cashout')).toHaveCount(0);
  await auth.expectBalance(DEPOSIT_MINOR / 100 - STAKE + HALF_VALUE + REST_VALUE);
  expect(amountOf(await page.getByTestId('header-balance').innerText())).toBe(998.55);
  await page.screenshot({ path: `${SHOTS}/cashout-history-desktop.png` });

  // a finished game pays nothing more on a coupon sold whole
  await controls.finishGame(gameId, 1, 0);
  await page.reload();
  await expect(page.getByTestId('history-row').filter({ hasText: number })).toHaveAttribute('data-status', 'cashed_out');
  await auth.expectBalance(998.55);
});

test('the header search finds a team of the live list as the player types and opens its live event with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const betting = new BettingModel(page);
  await betting.openSection('live');
  const row = betting.gameRows().first();
  await expect(row).toBeVisible();
  const team = (await row.locator('.game-row__teams span').first().innerText()).trim();
  expect(team.length).toBeGreaterThan(2);

  const input = page.getByTestId('header-search-input');
  await input.click();
  await input.pressSequentially(team.toLowerCase(), { delay: 20 });
  const list = page.getByTestId('header-search-list');
  await expect(list).toBeVisible();
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  const options = list.getByRole('option');
  await expect(options.filter({ hasText: team }).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/search-desktop.png` });

  // the keyboard alone: down to the team's option (the first one holding its name), then Enter
  const index = await options.evaluateAll((elements, name) => elements.findIndex((element) => (element.textContent ?? '').includes(name)), team);
  expect(index).toBeGreaterThanOrEqual(0);
  for (let step = 0; step <= index; step++) await input.press('ArrowDown');
  const activeId = await options.nth(index).getAttribute('id');
  await expect(input).toHaveAttribute('aria-activedescendant', activeId ?? '');
  await expect(options.nth(index)).toHaveAttribute('aria-selected', 'true');
  await input.press('Enter');
  const gamePage = page.getByTestId('game-page');
  await expect(gamePage).toBeVisible();
  await expect(gamePage).toContainText(team);
  await expect(page).toHaveURL(/\/en\/live\//);
  await expect(input).toHaveValue('');

  // Escape closes the list; a name nobody has says so
  await input.fill('zzqx');
  await expect(page.getByTestId('header-search-status')).toContainText('Nothing found');
  await input.press('Escape');
  await expect(input).toHaveAttribute('aria-expanded', 'false');
});

test("a guest's favourite event and league survive a reload and a sign-in, and then live on the server", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const betting = new BettingModel(page);
  await betting.openSection('line');
  await betting.openSport('Football');
  // the event and its league: the first row on screen of a game the line has now (BettingModel.lineGamesNow:
  // the first row of a served page up to 30 s old can be the game the cash-out test above finished)
  const [game] = await betting.lineGamesNow('Football', 1);
  expect(game, 'a row on screen of a game the line has now').toBeDefined();
  const gameId = game!.id;
  const star = () => page.locator(`[data-testid="favourite-star"][data-kind="game"][data-id="${gameId}"]`).first();
  await star().click();
  await expect(star()).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('favourites-heading')).toBeVisible();
  const champ = page.getByTestId('sports-menu').locator('.sports-menu__champ').filter({ has: page.locator(`[data-testid="favourite-star"][data-kind="champ"][data-id="${game!.champId}"]`) });
  await expect(champ).toHaveCount(1);
  const champName = (await champ.getByTestId('menu-champ').locator('span').first().innerText()).trim();
  await champ.getByTestId('favourite-star').click();
  const menuFavourites = page.getByTestId('menu-favourites');
  await expect(menuFavourites).toContainText(champName);
  await page.screenshot({ path: `${SHOTS}/favourites-desktop.png` });

  // a reload keeps them (the guest's browser)
  await page.reload();
  await expect(star()).toHaveAttribute('aria-pressed', 'true');
  await expect(menuFavourites).toContainText(champName);

  // signing up signs the player in: the guest's favourites are merged into the account
  const auth = new AuthModel(page);
  await auth.openRegistrationPageFromHeader();
  await auth.registerWithEmail({ email: `favourites-${Date.now()}-${Math.floor(Math.random() * 1e6)}@test.example`, password: 'Secret-pass-1', name: 'Star', surname: 'Player', birthDate: '1990-05-01' });
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await expect
    .poll(async () => ((await (await page.request.get('/web-api/favourites/v1')).json()) as { favourites: Array<{ kind: string; id: number }> }).favourites.filter((favourite) => favourite.kind === 'game').map((favourite) => favourite.id))
    .toContain(gameId);
  await betting.openSection('line');
  await betting.openSport('Football');
  await expect(star()).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('menu-favourites')).toContainText(champName);
  // the browser's copy is gone: the account keeps them now, and a reload reads them from the server
  expect(await page.evaluate(() => window.localStorage.getItem('kickoff.favourites'))).toBeNull();
  await page.reload();
  await expect(star()).toHaveAttribute('aria-pressed', 'true');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(star()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/favourites-phone.png` });

  // unstarring is kept on the server too
  await star().click();
  await expect(star()).toHaveAttribute('aria-pressed', 'false');
  await expect
    .poll(async () => ((await (await page.request.get('/web-api/favourites/v1')).json()) as { favourites: Array<{ kind: string; id: number }> }).favourites.some((favourite) => favourite.kind === 'game' && favourite.id === gameId))
    .toBe(false);
});
