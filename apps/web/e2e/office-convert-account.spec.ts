import { expect, test, type Page } from '@playwright/test';
import { AuthModel } from './models/auth.model';
import { ShellModel } from './models/shell.model';

// Issue 14, convert-account (document 000 §2 "convert account", §4 "Account conversion reminder"):
// a new player has nothing to convert; once they hold an additional account in kuna (HRK), the page
// names that case with the account's balance and leads to the account page.
test.beforeEach(async ({ page }) => {
  await new ShellModel(page).withAgeConfirmed();
});

const SHOTS = '/tmp/helperX-shots';

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width ?? 0}.png`, fullPage: true });
}

test('convert-account: nothing to convert, then an additional HRK account with its balance and the way to the account page', async ({ page }) => {
  const auth = new AuthModel(page);
  await page.goto('/en/');
  await page.getByTestId('cookie-accept-all').click();
  await auth.openRegistrationPageFromHeader();
  await auth.registerWithEmail({ email: `convert-${Date.now()}-${Math.floor(Math.random() * 1e6)}@test.example`, password: 'Secret-pass-1', name: 'Vesna', surname: 'Kovač', birthDate: '1990-05-01' });
  await expect(page.getByTestId('header-balance')).toBeVisible({ timeout: 15_000 });

  await page.goto('/en/convert-account');
  await expect(page.getByTestId('convert-account-text')).toHaveText('None of your accounts needs converting.', { timeout: 15_000 });
  await expect(page.getByTestId('convert-account-action')).toHaveCount(0);

  // An account in kuna opened on the account page.
  await page.goto('/en/office/account');
  await expect(page.getByTestId('office-account')).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('office-account-currency').selectOption({ label: 'HRK · Croatian Kuna' });
  await page.getByTestId('office-account-add').click();
  await expect(page.locator('[data-testid="office-account-row"][data-iso="HRK"]')).toBeVisible({ timeout: 15_000 });
  // The conversion reminder (document 000 §5) comes at once, and once per session.
  const reminder = page.getByTestId('conversion-reminder');
  await expect(reminder).toContainText('You hold an additional account in kuna (HRK).', { timeout: 15_000 });
  await expect(reminder.getByTestId('conversion-reminder-open')).toHaveText('Convert account');
  await reminder.getByRole('button', { name: 'Close' }).click();
  await expect(reminder).toHaveCount(0);

  await page.goto('/en/convert-account');
  await expect(page.getByTestId('convert-account-text')).toHaveText('You hold an additional account in kuna (HRK).', { timeout: 15_000 });
  await expect(page.getByTestId('conversion-reminder')).toHaveCount(0);
  const item = page.getByTestId('convert-account-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Additional account');
  await expect(item).toContainText('0.00');
  await shoot(page, 'convert-account');
  // The same page on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('convert-account-action')).toBeInViewport();
  await shoot(page, 'convert-account');
  await page.getByTestId('convert-account-action').click();
  await expect(page).toHaveURL(/\/en\/office\/account$/);
  await expect(page.getByTestId('office-account')).toBeVisible();
});
