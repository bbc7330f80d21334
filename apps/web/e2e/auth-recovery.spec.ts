import { expect, test } from '@playwright/test';
import { AuthModel } from './models/auth.model';
import { ShellModel } from './models/shell.model';

test('password recovery through the e-mail outbox: the new password signs in, the old one fails', async ({ page, request }, testInfo) => {
  const email = `e2e-reset-${Date.now()}@test.example`;
  const oldPassword = 'Old-password-1';
  const newPassword = 'New-password-2';
  const registered = await request.post('/web-api/user/auth/registration/full', {
    data: { email, password: oldPassword, name: 'Rae', surname: 'Set', date_birthday: '1990-03-04', countryId: 66, currencyIso: 'EUR', termsAccepted: true },
  });
  expect(registered.ok(), await registered.text()).toBeTruthy();

  const auth = new AuthModel(page);
  await new ShellModel(page).withAgeConfirmed();
  await page.goto('/en/');
  await auth.dismissCookieBanner();
  await auth.openLogin();
  await auth.requestPasswordReset(email);
  await page.screenshot({ path: testInfo.outputPath('forgot-password-sent.png') });

  const link = await auth.resetLinkFor(email);
  await auth.setNewPassword(link, newPassword);
  await page.screenshot({ path: testInfo.outputPath('password-reset-done.png'), fullPage: true });

  await page.getByTestId('password-reset-page').getByTestId('recovery-sign-in').click();
  await expect(auth.loginModal()).toBeVisible();
  await auth.signIn(email, oldPassword);
  await expect(auth.loginModal().getByTestId('auth-error')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toBeHidden();

  await auth.signIn(email, newPassword);
  await expect(page.getByTestId('header-balance')).toBeVisible();
});

test('on a phone, the forgot-password route opens the forgot-password modal; by SMS it asks for a number within the mask', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await new ShellModel(page).withAgeConfirmed();
  await page.goto('/en/forgotpassword');
  const modal = page.getByTestId('forgot-password-modal');
  await expect(modal).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('forgot-password-phone.png') });
  await modal.getByTestId('recovery-channel-phone').click();
  await expect(modal.getByTestId('auth-country').locator('option').first()).toBeAttached();
  await modal.getByTestId('auth-phone').fill('12');
  await modal.getByTestId('recovery-submit').click();
  await expect(modal.getByText('The number is too short for this country.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('forgot-password-phone-error.png') });
});
