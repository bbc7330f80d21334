import { expect, test } from '@playwright/test';
import { AuthModel } from './models/auth.model';
import { BettingModel, frozenSimulatorSpec } from './models/betting.model';
import { CouponModel } from './models/coupon.model';

// Issue 11: a guest's coupon counts in the site's currency; one-click with no stake says so; any
// placing updates the header balance without a reload; a refusal for money offers a deposit and
// keeps the coupon. The simulator's ticks are paused so the odds stand still.
frozenSimulatorSpec();

test('one-click: a guest coupon in EUR, no stake set asks for one, a set stake places at once and the header balance follows', async ({ page }) => {
  const betting = new BettingModel(page);
  const coupon = new CouponModel(page);
  const auth = new AuthModel(page);
  await betting.openSection('line');
  await betting.openSport('Football');
  expect(await betting.addSelectionsFromDifferentGames(1)).toBe(1);
  // document 000 §9: the initial amount of EUR is 5 (the site's currency), not RUB 150.
  await expect(coupon.panel().getByTestId('coupon-amount')).toHaveValue(/^5([.,]00)?$/);
  await expect(coupon.panel().getByTestId('coupon-stake')).toContainText('€');

  await coupon.placeBet();
  await auth.signUpFastFromLoginModal();
  await auth.deposit(10_000);
  await page.reload();
  await auth.expectBalance(100);

  // One-click on (the coupon's selection is cleared after the confirmation), no one-click stake yet.
  await coupon.openSettings();
  await coupon.panel().getByTestId('coupon-one-click').click();
  // document 000 §4: with bets in the coupon, turning one-click on asks 'coupon_will_be_cleared' first.
  await coupon.panel().getByTestId('one-click-confirm').getByRole('button').first().click();
  await expect(coupon.panel().getByTestId('coupon-one-click')).toBeChecked();
  await coupon.openSlip();

  const odds = betting.openOdds(0);
  await odds.click();
  await expect(coupon.panel().getByTestId('coupon-one-click-refusal')).toContainText(/one-click stake/i);
  await auth.expectBalance(100);

  await coupon.openSettings();
  const amount = coupon.panel().getByTestId('coupon-one-click-amount');
  await amount.fill('2');
  await amount.blur();
  await coupon.openSlip();
  await betting.openOdds(0).click();
  await expect(coupon.panel().getByTestId('coupon-number')).toBeVisible({ timeout: 20_000 });
  await expect(coupon.panel().getByTestId('coupon-one-click-refusal')).toHaveCount(0);
  // The header balance follows without a reload.
  await auth.expectBalance(98);
});

test('a refusal for money says so, links to the deposit page and keeps the coupon', async ({ page }) => {
  const betting = new BettingModel(page);
  const coupon = new CouponModel(page);
  const auth = new AuthModel(page);
  await betting.openSection('line');
  await betting.openSport('Football');
  expect(await betting.addSelectionsFromDifferentGames(1)).toBe(1);
  await coupon.placeBet();
  await auth.signUpFastFromLoginModal();
  await auth.deposit(300);
  await page.reload();
  await auth.expectBalance(3);
  await coupon.expectBetCount(1);
  await coupon.setAmount('5');
  await coupon.placeBet();
  const rejection = coupon.panel().getByTestId('coupon-rejection');
  await expect(rejection).toBeVisible({ timeout: 20_000 });
  await expect(rejection.getByTestId('coupon-deposit-link')).toHaveAttribute('href', '/en/office/recharge');
  await coupon.expectBetCount(1);
  await auth.expectBalance(3);
});
