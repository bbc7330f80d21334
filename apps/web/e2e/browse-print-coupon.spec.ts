import { expect, test } from '@playwright/test';
import { BettingModel } from './models/betting.model';
import { BrowseModel } from './models/browse.model';
import { amountOf, CouponModel } from './models/coupon.model';
import { ShellModel } from './models/shell.model';

test.beforeEach(async ({ page }) => {
  await new ShellModel(page).withAgeConfirmed();
});

test('print-coupon shows the placed coupon (number, date, selection, odds, stake, possible win) and prints through the Print button', async ({ page }, testInfo) => {
  const betting = new BettingModel(page);
  const coupon = new CouponModel(page);
  const browse = new BrowseModel(page);
  const prints = await browse.countPrints();

  await page.goto('/en/');
  await browse.signInDemoPlayer();
  await betting.openSection('line');
  expect(await betting.addSelectionsFromDifferentGames(1)).toBe(1);
  await coupon.expectBetCount(1);
  const number = await coupon.placeUntilAccepted();
  const href = await coupon.panel().getByTestId('coupon-print').getAttribute('href');
  expect(href).toMatch(/^\/en\/print-coupon\/\d+$/);

  // My bets holds the coupon with the same print link.
  await page.goto('/en/office/history');
  const row = page.getByTestId('history-row').first();
  await expect(row).toContainText(number);
  const stake = amountOf(await row.getByTestId('history-amount').innerText());
  await row.getByRole('button').first().click();
  await expect(row.getByTestId('history-print')).toHaveAttribute('href', href ?? '');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('my-bets-1280.png'), fullPage: true });

  await page.goto(href ?? '');
  const printed = browse.printedCoupon();
  await expect(printed.getByTestId('printed-number')).toHaveText(number);
  await expect(printed.getByTestId('printed-selection')).toHaveCount(1);
  expect(amountOf(await printed.getByTestId('printed-stake').innerText())).toBeCloseTo(stake, 2);
  const possibleWin = amountOf(await printed.getByTestId('printed-possible-win').innerText());
  expect(possibleWin).toBeGreaterThan(stake);
  await expect(printed.getByTestId('printed-date')).not.toBeEmpty();
  await page.screenshot({ path: testInfo.outputPath('print-coupon-1280.png'), fullPage: true });

  await printed.getByTestId('print-button').click();
  expect(await prints()).toBe(1);

  // On paper the Print button is not printed.
  await page.emulateMedia({ media: 'print' });
  await expect(printed.getByTestId('print-button')).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('print-coupon-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(printed.getByTestId('printed-number')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('print-coupon-390.png'), fullPage: true });
});

test('print-coupon for a guest asks to sign in and shows no coupon', async ({ page }) => {
  await page.goto('/en/print-coupon/999999999');
  await expect(page.getByTestId('read-error')).toContainText('Sign in to see your bets.');
  await expect(page.getByTestId('printed-coupon')).toHaveCount(0);
});
