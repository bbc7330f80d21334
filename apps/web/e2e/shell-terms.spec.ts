import { expect, test } from '@playwright/test';
import { BettingModel, SimulatorControls } from './models/betting.model';
import { CouponModel } from './models/coupon.model';
import { ShellModel } from './models/shell.model';

/** The demo player of the API's seed. */
const DEMO = { login: 'demo@kickoff.example', password: 'demo12345' };

test('a terms change forces /confirm and, once confirmed, returns the player to the page they were on', async ({ page }) => {
  const shell = await new ShellModel(page).withAgeConfirmed();
  const login = await page.request.post('/web-api/user/auth/login', { data: DEMO, headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  expect(login.ok(), await login.text()).toBe(true);
  await shell.open('/en/live');
  await expect(page.getByTestId('betting-live')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toBeVisible();

  // The operator publishes new terms (development control): the next page load finds them changed.
  const published = await page.request.post('/dev-api/terms/publish', { data: {}, headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  expect(published.ok(), await published.text()).toBe(true);
  await page.reload();
  await expect(page).toHaveURL((url) => url.pathname === '/en/confirm' && url.searchParams.get('returnUrl') === '/en/live');
  await expect(page.getByTestId('confirm-terms-rules')).toBeVisible();
  // Every other page leads back here until the terms are confirmed.
  await shell.open('/en/line');
  await expect(page).toHaveURL((url) => url.pathname === '/en/confirm' && url.searchParams.get('returnUrl') === '/en/line');

  await page.getByTestId('confirm-terms-submit').click();
  await expect(page).toHaveURL((url) => url.pathname === '/en/line');
  await expect(page.getByTestId('betting-line')).toBeVisible();
  await shell.open('/en/live');
  await expect(page.getByTestId('betting-live')).toBeVisible();
});

test('the confirm-terms page at desktop and phone sizes', async ({ page }) => {
  const shell = await new ShellModel(page).withAgeConfirmed();
  const login = await page.request.post('/web-api/user/auth/login', { data: DEMO, headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  expect(login.ok()).toBe(true);
  const published = await page.request.post('/dev-api/terms/publish', { data: {}, headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  expect(published.ok()).toBe(true);
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await shell.open('/en/confirm');
    await expect(page.getByTestId('confirm-terms-submit')).toBeEnabled();
    await page.screenshot({ path: `test-results/confirm-terms-${size.width}.png` });
  }
  // confirmed, the player goes to the language root (no return URL), and the next test starts clean
  await page.getByTestId('confirm-terms-submit').click();
  await shell.expectPath('/en');
});

test('a bet refused with 451 for new terms takes the player to /confirm and back, the coupon kept (document 001 §8)', async ({ page, request }) => {
  const simulator = new SimulatorControls(request);
  await simulator.freeze(true);
  try {
    const shell = await new ShellModel(page).withAgeConfirmed();
    const login = await page.request.post('/web-api/user/auth/login', { data: DEMO, headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    expect(login.ok(), await login.text()).toBe(true);
    const betting = new BettingModel(page);
    await betting.openSection('line');
    await expect(page.getByTestId('header-balance')).toBeVisible();
    const coupon = new CouponModel(page);
    expect(await betting.addSelectionsFromDifferentGames(1)).toBe(1);
    await coupon.expectBetCount(1);
    await coupon.setAmount('5');

    // New terms are published while the page is open: the terms check has not run again yet, the
    // server refuses the bet with 451 exception_code 1 and the shell moves the player to /confirm.
    const published = await page.request.post('/dev-api/terms/publish', { data: {}, headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    expect(published.ok()).toBe(true);
    await coupon.placeBet();
    await expect(page).toHaveURL((url) => url.pathname === '/en/confirm' && url.searchParams.get('returnUrl') === '/en/line');
    await page.getByTestId('confirm-terms-submit').click();
    await expect(page).toHaveURL((url) => url.pathname === '/en/line');
    await coupon.expectBetCount(1);
    await shell.expectPath('/en/line');
  } finally {
    await simulator.freeze(false);
  }
});
