import { expect, test, type Page } from '@playwright/test';
import { AuthModel } from './models/auth.model';
import { BettingModel, frozenSimulatorSpec } from './models/betting.model';
import { CouponModel, amountOf } from './models/coupon.model';

// Issue 13, "Money": a new player through the UI only: deposit on the demo provider's page, bet,
// withdraw, cancel a pending withdrawal, see it all in the payment history, then a USD account that
// the header and the coupon follow. The live simulator is frozen so the bet is placed at known odds.
frozenSimulatorSpec();

const SHOTS = '/tmp/helperB-shots';

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width ?? 0}.png`, fullPage: true });
}

/** Fills the amount and submits a money form of the office (deposit or withdrawal). */
async function sendMoneyForm(page: Page, prefix: 'deposit' | 'withdrawal', amount: string): Promise<void> {
  const form = page.getByTestId(`${prefix}-form`);
  await expect(form).toBeVisible();
  await form.getByTestId(`${prefix}-amount`).fill(amount);
  await expect(form.getByTestId(`${prefix}-submit`)).toBeEnabled();
  await form.getByTestId(`${prefix}-submit`).click();
}

/** Deposit from the header: amount bounds, the provider's page, Pay, the onpay page with the actual state. */
async function depositThroughProvider(page: Page, auth: AuthModel, amount: string): Promise<void> {
  await page.getByTestId('header-deposit').click();
  await expect(page.getByTestId('office-recharge')).toBeVisible();
  await expect(page.getByTestId('deposit-bounds')).toContainText('1.00');
  await page.getByTestId('deposit-amount').fill('0.5');
  await page.getByTestId('deposit-amount').blur();
  await expect(page.getByTestId('deposit-amount-error')).toBeVisible();
  await shoot(page, 'recharge');
  await sendMoneyForm(page, 'deposit', amount);
  await expect(page).toHaveURL(/\/demo-pay\/[A-Za-z0-9_-]+$/, { timeout: 15_000 });
  await expect(page.getByTestId('provider-amount')).toHaveText(`${amount}.00 EUR`);
  await shoot(page, 'provider');
  await page.getByTestId('provider-pay').click();
  await expect(page).toHaveURL(/\/en\/onpay\/success\?paymentId=/, { timeout: 15_000 });
  await expect(page.getByTestId('onpay-result')).toHaveAttribute('data-status', 'succeeded', {
    timeout: 15_000,
  });
  await expect(page.getByTestId('payment-result-message')).toContainText(`${amount}.00`);
  await expect(page.getByTestId('payment-result-balance')).toContainText(`${amount}.00`);
  await shoot(page, 'onpay-success');
  await page.getByTestId('payment-result-home').click();
  await auth.expectBalance(Number(amount));
}

/** Withdraws 50.00 and 30.00 (reserved at once) and cancels the 30.00 while it is pending; `balance` before. */
async function withdrawAndCancel(page: Page, auth: AuthModel, balance: number): Promise<void> {
  await page.getByTestId('header-balance').click();
  await expect(page.getByTestId('office-account')).toBeVisible();
  await page
    .getByTestId('office-account')
    .getByRole('link', { name: /^Withdrawal$/ })
    .click();
  await expect(page.getByTestId('office-deduce')).toBeVisible();
  await sendMoneyForm(page, 'withdrawal', '50');
  await expect(page.getByTestId('withdrawal-result')).toContainText('50.00');
  await auth.expectBalance(balance - 50);
  await sendMoneyForm(page, 'withdrawal', '30');
  const pending = page.getByTestId('withdrawal-pending-row');
  await expect(pending).toHaveCount(2);
  await auth.expectBalance(balance - 80);
  await shoot(page, 'deduce');
  await pending.filter({ hasText: '30.00' }).getByTestId('withdrawal-cancel').click();
  await expect(pending).toHaveCount(1);
  await expect(pending.first()).toContainText('50.00');
  await expect(page.getByTestId('withdrawal-result')).toContainText('cancelled');
  await auth.expectBalance(balance - 50);
}

/** The payment history shows every balance change, newest first; the filter narrows it to withdrawals. */
async function checkPaymentHistory(page: Page, deposit: number, stake: number): Promise<void> {
  await page.getByRole('link', { name: 'Payment history' }).first().click();
  await expect(page.getByTestId('office-historypay')).toBeVisible();
  const rows = page.getByTestId('historypay-row');
  await expect(rows).toHaveCount(5);
  const types = ['withdrawal_return', 'withdrawal', 'withdrawal', 'bet', 'deposit'];
  for (const [index, type] of types.entries())
    await expect(rows.nth(index)).toHaveAttribute('data-type', type);
  expect(amountOf(await rows.nth(4).getByTestId('historypay-amount').innerText())).toBe(deposit);
  expect(amountOf(await rows.nth(3).getByTestId('historypay-amount').innerText())).toBe(-stake);
  expect(amountOf(await rows.nth(1).getByTestId('historypay-amount').innerText())).toBe(-30);
  await expect(rows.nth(1)).toContainText('cancelled');
  await expect(rows.nth(2)).toContainText('pending');
  await shoot(page, 'historypay');
  await page.getByTestId('historypay-type').selectOption('withdrawals');
  await expect(rows).toHaveCount(3);
}

/** A USD account: added (the page polls until it appears) and made active; the header follows. */
async function switchToNewUsdAccount(page: Page): Promise<void> {
  await page.getByTestId('header-balance').click();
  await expect(page.getByTestId('office-account')).toBeVisible();
  await page.getByTestId('office-account-currency').selectOption({ label: 'USD · US Dollar' });
  await page.getByTestId('office-account-add').click();
  const usd = page.locator('[data-testid="office-account-row"][data-iso="USD"]');
  await expect(usd).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('office-account-notice')).toContainText('USD');
  await usd.getByTestId('office-account-switch').click();
  await expect(usd).toHaveAttribute('aria-current', 'true');
  await expect(usd.getByTestId('office-account-active')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toContainText('$0.00');
  await expect(page.getByTestId('header-balance')).not.toContainText('€');
  await shoot(page, 'account-usd');
}

test('desktop: deposit on the provider page, bet, withdraw, cancel a withdrawal, payment history, a USD account the header and the coupon follow', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const betting = new BettingModel(page);
  const coupon = new CouponModel(page);
  const auth = new AuthModel(page);

  // A guest picks a live selection and signs up from the coupon (the fast registration).
  await betting.openSection('live');
  await betting.openSport('Football');
  expect(await betting.addSelectionsFromDifferentGames(1)).toBe(1);
  await coupon.placeBet();
  await auth.signUpFastFromLoginModal();
  await auth.expectBalance(0);

  await depositThroughProvider(page, auth, '200');

  // A bet of 10.00 from the coupon that was kept through the sign-up.
  await betting.openSection('live');
  await coupon.expectBetCount(1);
  await coupon.setAmount('10');
  await coupon.placeUntilAccepted();
  await auth.expectBalance(190);

  await withdrawAndCancel(page, auth, 190);
  await checkPaymentHistory(page, 200, 10);

  // A payment request about the pending withdrawal: topic, sub-topic, the payment, the message; listed as open.
  await page.getByTestId('header-balance').click();
  await page.getByTestId('office-account').getByRole('link', { name: 'Payment requests' }).click();
  await expect(page.getByTestId('office-payment-requests')).toBeVisible();
  await page.getByTestId('payment-requests-new').click();
  await page.getByTestId('payment-request-topic').filter({ hasText: 'A withdrawal' }).click();
  await page.getByTestId('payment-request-subtopic').filter({ hasText: 'Taking too long' }).click();
  await page.getByTestId('payment-request-choose-transaction').click();
  const transactions = page.getByTestId('payment-request-transaction');
  await expect(transactions).toHaveCount(2);
  await transactions.filter({ hasText: 'pending' }).click();
  await expect(page.getByTestId('payment-request-selected')).toContainText('50.00');
  await page.getByTestId('payment-request-message').fill('My withdrawal of 50.00 is still pending.');
  await page.getByTestId('payment-request-send').click();
  await expect(page.getByTestId('payment-request-created')).toBeVisible();
  await expect(page.getByTestId('payment-request-send')).toHaveCount(0);
  await shoot(page, 'payment-request');
  await page.getByTestId('payment-request-created').getByRole('link').click();
  const requests = page.getByTestId('payment-request-row');
  await expect(requests).toHaveCount(1);
  await expect(requests.first()).toContainText('Taking too long');
  await expect(requests.first().getByTestId('payment-request-status')).toHaveText('open');

  await switchToNewUsdAccount(page);

  // The coupon counts in the active account's currency.
  await betting.openSection('live');
  await betting.openSport('Football');
  expect(await betting.addSelectionsFromDifferentGames(1)).toBe(1);
  await coupon.setAmount('5');
  await expect(coupon.panel().getByTestId('coupon-stake')).toContainText('$');
  await expect(coupon.panel().getByTestId('coupon-stake')).not.toContainText('€');
  await shoot(page, 'coupon-usd');
});

test.describe('phone 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

  /** Taps the first odd of the first live football game from the sports sheet and opens the coupon sheet. */
  async function pickLiveFootballOdd(page: Page): Promise<void> {
    await page.goto('/en/live');
    await page.getByTestId('bottom-nav-sports').tap();
    const sheet = page.getByTestId('sports-sheet');
    await expect(sheet).toBeVisible();
    await sheet.getByTestId('menu-sport').filter({ hasText: 'Football' }).first().tap();
    await expect(sheet).toBeHidden();
    const firstRow = page.getByTestId('game-row').first();
    await expect(firstRow).toBeVisible();
    const gameId = Number(await firstRow.getAttribute('data-game-id'));
    await firstRow.locator('.game-row__teams').tap();
    const odd = page.locator(`[data-testid="odds"][data-market-id="${gameId * 100}"]`);
    await expect(odd).toBeVisible();
    await odd.tap();
    await expect(page.getByTestId('quick-bet')).toBeVisible();
    await page.getByTestId('quick-bet-open').tap();
    await expect(page.getByTestId('coupon-sheet')).toBeVisible();
  }

  test('phone: deposit on the provider page, bet, withdraw, cancel a withdrawal, payment history, a USD account the header and the coupon follow', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const coupon = new CouponModel(page);
    const auth = new AuthModel(page);
    await page.goto('/en/');
    await auth.dismissCookieBanner();
    await page.getByTestId('header-login').tap();
    await auth.signUpFastFromLoginModal();
    await auth.expectBalance(0);

    await depositThroughProvider(page, auth, '200');

    await pickLiveFootballOdd(page);
    await coupon.setAmount('10');
    await coupon.placeButton().tap();
    await expect(coupon.panel().getByTestId('coupon-success')).toBeVisible({ timeout: 20_000 });
    await auth.expectBalance(190);
    await page.getByTestId('coupon-sheet-close').tap();

    await withdrawAndCancel(page, auth, 190);
    await checkPaymentHistory(page, 200, 10);
    await switchToNewUsdAccount(page);

    await pickLiveFootballOdd(page);
    await coupon.setAmount('5');
    await expect(coupon.panel().getByTestId('coupon-stake')).toContainText('$');
    await shoot(page, 'coupon-usd');
  });
});
