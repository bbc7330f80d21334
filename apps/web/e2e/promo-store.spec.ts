import { expect, test, type Page } from '@playwright/test';
import { AuthModel, registerThroughApi } from './models/auth.model';
import { BettingModel, frozenSimulatorSpec, SimulatorControls } from './models/betting.model';
import { amountOf, CouponModel } from './models/coupon.model';

/**
 * Points and the promo-code store (issue 16), through the real API and Chromium. A player stakes
 * 100.00 on a single at 2.00; the game ends 1:0 and the settled bet earns 1 point per whole unit
 * staked: 100 points. The store's "+10 % on the possible win of an express of 3 or more
 * selections" costs 100 points; its code, entered in the coupon of an express of 3, raises the
 * possible win by 10 % (half-up to a cent), the API places the coupon at that possible win and My
 * bets shows it; the code is then used.
 */
const DEPOSIT_MINOR = 50_000;
const SINGLE_STAKE = 100;
const EXPRESS_STAKE = 10;
const BOOST_PERCENT = 10;
const SHOTS = '/tmp/b2-shots';

frozenSimulatorSpec();

/** The boosted amount in cents: + `percent` %, rounded half-up (coupon-core's boostMinor). */
const boosted = (amount: number, percent: number) => Math.round(amount * 100) + Math.floor((Math.round(amount * 100) * percent + 50) / 100);

async function pointsBalance(page: Page): Promise<number> {
  return Number((await page.getByTestId('points-balance').innerText()).trim());
}

test('a player earns points from a settled bet, buys a +10 % boost code in the store, and the coupon and My bets show the boosted possible win', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { email, password } = await registerThroughApi(request, { tag: 'promo', password: 'Promo-pass-1', name: 'Pia', surname: 'Promo' });
  const auth = new AuthModel(page);
  await auth.signInFromHome(email, password);
  await auth.deposit(DEPOSIT_MINOR);
  const betting = new BettingModel(page);
  const coupon = new CouponModel(page);
  const controls = new SimulatorControls(page.request);

  // points: a settled real-money single of 100.00 earns 100
  await betting.openSection('line');
  await betting.openSport('Football');
  const [singleGame, ...expressGames] = await betting.gameIds(4);
  const coefs = [1.5, 2, 2.5];
  await controls.setCoef(singleGame! * 100, 2);
  for (const [index, gameId] of expressGames.entries()) await controls.setCoef(gameId * 100, coefs[index]!);
  await page.reload();
  await auth.expectBalance(DEPOSIT_MINOR / 100);
  await betting.addMarket(singleGame! * 100);
  await coupon.setAmount(String(SINGLE_STAKE));
  await expect.poll(() => coupon.possibleWin()).toBe(SINGLE_STAKE * 2);
  await coupon.placeBet();
  await coupon.acceptedNumber();
  await controls.finishGame(singleGame!, 1, 0);

  await page.goto('/en/points');
  await expect(page.getByTestId('points-page')).toBeVisible();
  await expect(page.getByTestId('points-rule')).toContainText('1 point per whole currency unit');
  await expect.poll(() => pointsBalance(page), { timeout: 20_000 }).toBe(SINGLE_STAKE);
  await expect(page.getByTestId('points-row').first()).toContainText('Bet settled');
  await expect(page.getByTestId('points-row').first().getByTestId('points-row-points')).toHaveText(`+${SINGLE_STAKE}`);

  // the store states the effect and the price; buying spends the points once and issues the code
  await page.goto('/en/promo');
  const product = page.locator('[data-testid="promo-product"][data-product="boost-10"]');
  await expect(product).toContainText('+10 % on the possible win of an express of 3 or more selections');
  await expect(product).toContainText('Price in points: 100');
  await expect(page.getByTestId('promo-balance')).toHaveText(String(SINGLE_STAKE));
  await page.screenshot({ path: `${SHOTS}/promo-store-desktop.png` });
  await product.getByTestId('promo-buy').click();
  await expect(page.getByTestId('promo-bought')).toBeVisible();
  await expect(page.getByTestId('promo-balance')).toHaveText('0');
  const code = page.getByTestId('promo-code').first();
  await expect(code).toHaveAttribute('data-status', 'active');
  const value = (await code.getByTestId('promo-code-value').innerText()).trim();
  expect(value).toMatch(/^P[A-Z2-9]{11}$/);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/promo-store-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // the coupon: an express of 3 at 1.5 x 2 x 2.5; the code raises its possible win by 10 %
  await betting.openSection('line');
  await betting.openSport('Football');
  for (const gameId of expressGames) await betting.addMarket(gameId * 100);
  await coupon.expectBetCount(3);
  await coupon.chooseType(1);
  await coupon.setAmount(String(EXPRESS_STAKE));
  await expect.poll(() => coupon.stake()).toBe(EXPRESS_STAKE);
  const plainWin = await coupon.possibleWin();
  expect(plainWin).toBeGreaterThanOrEqual(EXPRESS_STAKE * 1.5 * 2 * 2.5);
  const promoInput = coupon.panel().getByTestId('coupon-promo');
  await promoInput.fill(value.toLowerCase());
  await promoInput.blur();
  await expect(coupon.panel().getByTestId('coupon-promo-effect')).toHaveText('+10 % on the possible win of an express of 3 or more selections');
  await expect.poll(() => coupon.possibleWin()).toBe(boosted(plainWin, BOOST_PERCENT) / 100);
  expect(amountOf(await coupon.panel().getByTestId('coupon-without-promo').innerText())).toBe(plainWin);
  await coupon.panel().getByTestId('coupon-promo').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/promo-coupon-desktop.png` });
  await coupon.placeBet();
  const number = await coupon.acceptedNumber();
  await auth.expectBalance(DEPOSIT_MINOR / 100 - SINGLE_STAKE + SINGLE_STAKE * 2 - EXPRESS_STAKE);

  // My bets: the coupon placed at the boosted possible win
  await page.getByTestId('header-my-bets').click();
  await expect(page.getByTestId('office-history')).toBeVisible();
  const row = page.getByTestId('history-row').filter({ hasText: number });
  await expect(row).toHaveAttribute('data-status', 'open');
  await expect(row).toContainText(`€${(boosted(plainWin, BOOST_PERCENT) / 100).toFixed(2)}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/promo-history-phone.png` });
  await page.setViewportSize({ width: 1280, height: 800 });

  // the code is used now, on that coupon
  await page.goto('/en/promo');
  const used = page.getByTestId('promo-code').filter({ hasText: value });
  await expect(used).toHaveAttribute('data-status', 'used');
  await expect(used).toContainText(number);
});

/**
 * The free bet (coupon-core promo rules: a single or an express whose stake is at most the free
 * bet's value; the stake is not taken from the balance and a win pays the possible win less the
 * stake). The dev control grants the 250 points the store asks for "free-bet-5"; a single of 5.00
 * at 2.50 with the code shows a possible win of 12.50 - 5.00 = 7.50, the balance is not debited,
 * and the settled win credits exactly 7.50.
 */
const FREE_BET_PRICE = 250;
const FREE_BET_STAKE = 5;
const FREE_BET_COEF = 2.5;

test('a free bet bought with granted points is placed without debiting the balance and a win pays the possible win less the stake', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { email, password, userId } = await registerThroughApi(request, { tag: 'freebet', password: 'Promo-pass-1', name: 'Fia', surname: 'Freebet' });
  const granted = await request.post(`/dev-api/users/${userId}/points`, { data: { points: FREE_BET_PRICE } });
  expect(granted.status()).toBe(200);
  const auth = new AuthModel(page);
  await auth.signInFromHome(email, password);
  await auth.deposit(DEPOSIT_MINOR);

  // the store: the free bet states its effect and costs every granted point
  await page.goto('/en/promo');
  await expect(page.getByTestId('promo-balance')).toHaveText(String(FREE_BET_PRICE));
  const product = page.locator('[data-testid="promo-product"][data-product="free-bet-5"]');
  await expect(product).toContainText('Free bet up to 5 in your account currency');
  await expect(product).toContainText(`Price in points: ${FREE_BET_PRICE}`);
  await product.getByTestId('promo-buy').click();
  await expect(page.getByTestId('promo-bought')).toBeVisible();
  await expect(page.getByTestId('promo-balance')).toHaveText('0');
  const value = (await page.getByTestId('promo-code').first().getByTestId('promo-code-value').innerText()).trim();
  expect(value).toMatch(/^P[A-Z2-9]{11}$/);

  // the coupon: a single of 5.00 at 2.50; the code shows the win without the stake
  const betting = new BettingModel(page);
  const coupon = new CouponModel(page);
  const controls = new SimulatorControls(page.request);
  await betting.openSection('line');
  await betting.openSport('Football');
  const [gameId] = await betting.gameIds(1);
  await controls.setCoef(gameId! * 100, FREE_BET_COEF);
  await page.reload();
  await auth.expectBalance(DEPOSIT_MINOR / 100);
  await betting.addMarket(gameId! * 100);
  await coupon.setAmount(String(FREE_BET_STAKE));
  await expect.poll(() => coupon.possibleWin()).toBe(FREE_BET_STAKE * FREE_BET_COEF);
  const promoInput = coupon.panel().getByTestId('coupon-promo');
  await promoInput.fill(value);
  await promoInput.blur();
  await expect(coupon.panel().getByTestId('coupon-promo-effect')).toContainText('Free bet up to 5');
  const freeWin = FREE_BET_STAKE * FREE_BET_COEF - FREE_BET_STAKE;
  await expect.poll(() => coupon.possibleWin()).toBe(freeWin);
  expect(amountOf(await coupon.panel().getByTestId('coupon-without-promo').innerText())).toBe(FREE_BET_STAKE * FREE_BET_COEF);
  await coupon.placeBet();
  const number = await coupon.acceptedNumber();
  // the stake did not leave the balance
  await auth.expectBalance(DEPOSIT_MINOR / 100);

  // settled won: the balance grows by the possible win less the stake, once
  await controls.finishGame(gameId!, 1, 0);
  await page.getByTestId('header-my-bets').click();
  const row = page.getByTestId('history-row').filter({ hasText: number });
  await expect(row).toHaveAttribute('data-status', 'won', { timeout: 20_000 });
  await page.reload();
  await auth.expectBalance(DEPOSIT_MINOR / 100 + freeWin);
  await page.goto('/en/promo');
  await expect(page.getByTestId('promo-code').filter({ hasText: value })).toHaveAttribute('data-status', 'used');
  await auth.expectBalance(DEPOSIT_MINOR / 100 + freeWin);
  // a free bet earns no points (the points rule): the settled coupon left the points at 0
  await page.goto('/en/points');
  await expect(page.getByTestId('points-row')).toHaveCount(2);
  expect(await pointsBalance(page)).toBe(0);
});

test('a guest sees the store’s products with their effects and prices, and is asked to sign in to buy', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/promo');
  const products = page.getByTestId('promo-product');
  await expect(products).toHaveCount(3, { timeout: 15_000 });
  await expect(products.getByTestId('promo-product-effect')).toHaveText([
    /\+10 %.*express of 3 or more/,
    /\+25 %.*express of 4 or more/,
    /free bet/i,
  ]);
  await expect(page.locator('[data-testid="promo-product"][data-product="boost-10"]')).toContainText('100');
  await expect(page.getByTestId('promo-buy')).toHaveCount(0);
  await expect(page.getByTestId('promo-codes')).toHaveCount(0);
  await expect(page.getByTestId('promo-sign-in')).toContainText('Sign in to see your points and buy promo codes.');
  await page.getByTestId('promo-sign-in').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
