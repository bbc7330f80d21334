import { expect, test } from '@playwright/test';
import { AuthModel } from './models/auth.model';
import { BettingModel, SimulatorControls } from './models/betting.model';
import { CouponModel } from './models/coupon.model';
import { LimitsModel } from './models/limits.model';
import { ShellModel } from './models/shell.model';

test.beforeAll(async ({ request }) => {
  // The feed moves only through the development controls here.
  await new SimulatorControls(request).freeze(true);
});
test.afterAll(async ({ request }) => {
  await new SimulatorControls(request).freeze(false);
});

test('the coupon shows the room left under the wagering limit before a bet, and the room after it once placed (issue 13)', async ({ page }) => {
  test.setTimeout(120_000);
  await new ShellModel(page).withAgeConfirmed();
  const auth = new AuthModel(page);
  const limits = new LimitsModel(page);
  const betting = new BettingModel(page);
  const coupon = new CouponModel(page);
  await page.goto('/en/');
  await page.getByTestId('cookie-accept-all').click();
  await auth.openRegistrationPageFromHeader();
  await auth.registerWithEmail({ email: `coupon-headroom-${Date.now()}-${Math.floor(Math.random() * 1e6)}@test.example`, password: 'Secret-pass-1', name: 'Room', surname: 'Player', birthDate: '1990-05-01' });
  await expect(page.getByTestId('header-balance')).toBeVisible();
  expect(await limits.deposit(2_000)).toBe('paid');
  // A wagering limit of 10.00 a day (type 1, document 001 §3).
  await limits.open();
  await limits.choose(1, '€10.00');
  await expect(limits.row(1).getByTestId('limit-current')).toHaveText('€10.00');

  await betting.openSection('line');
  await betting.openSport('Football');
  expect(await betting.addSelectionsFromDifferentGames(1)).toBe(1);
  const headroom = coupon.panel().getByTestId('responsible_headroom_stake');
  await expect(headroom).toHaveText('You can stake €10.00 more (Wagering limit, 24 hours).', { timeout: 15_000 });
  await coupon.setAmount('2');
  await coupon.placeUntilAccepted();
  // The accepted placing reads the balance and the limits again: the next slip shows 8.00 left.
  await coupon.panel().getByRole('button', { name: 'OK' }).click();
  if (await coupon.panel().getByTestId('coupon-empty').isVisible()) expect(await betting.addSelectionsFromDifferentGames(1)).toBe(1);
  await expect(headroom).toHaveText('You can stake €8.00 more (Wagering limit, 24 hours).', { timeout: 15_000 });
  await page.screenshot({ path: test.info().outputPath('coupon-headroom-desktop.png') });
});
