import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { AuthModel, registerThroughApi } from './models/auth.model';
import { ShellModel } from './models/shell.model';

// Issue 14 "Security", "Activation", settings and ban levels, through the UI and the real API: a
// player changes the password and a second browser is signed out; binds a phone by its SMS code;
// turns two-step sign-in on and must give the code on the next sign-in; unsubscribes by the
// e-mail's signed link, which really turns the newsletter off; and, banned by the development
// control, is refused a withdrawal by the API and sees why.

const SHOTS = process.env['E2E_SHOTS'] ?? '/tmp/helperF-shots';

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width ?? 0}.png`, fullPage: true });
}

/** The last SMS code sent to `phone` in the development SMS outbox. */
async function smsCode(request: APIRequestContext, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/dev-api/sms-outbox?phone=${encodeURIComponent(phone)}`);
      const body = (await response.json()) as { messages: Array<{ text: string }> };
      code = /(\d{6})/.exec(body.messages[0]?.text ?? '')?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

/** A browser of its own (another device) signed in with e-mail and password. */
async function secondBrowser(browser: Browser, baseURL: string, email: string, password: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, locale: 'en-GB', timezoneId: 'UTC' });
  const page = await context.newPage();
  await new ShellModel(page).withAgeConfirmed();
  const auth = new AuthModel(page);
  await page.goto('/en/');
  await auth.dismissCookieBanner();
  await auth.openLogin();
  await auth.signIn(email, password);
  return { context, page, auth };
}

for (const layout of [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`office security on ${layout.name}`, () => {
    test.use({ viewport: layout.viewport });

    test('password change signs out elsewhere; phone binding; two-step sign-in; unsubscribe link; a ban refuses the withdrawal', async ({ page, browser, request, baseURL }) => {
      test.setTimeout(180_000);
      const { email, password, stamp, userId } = await registerThroughApi(request, { tag: 'sec', password: 'First-pass-1', name: 'Sec', surname: 'Player' });
      const newPassword = 'Second-pass-2';
      const phoneNumber = `15${stamp.slice(-9)}`;

      await new ShellModel(page).withAgeConfirmed();
      const auth = new AuthModel(page);
      await auth.signInFromHome(email, password);

      // Another device signs in too; the sessions are listed (the registration's own one, this browser's, the other device's).
      const other = await secondBrowser(browser, baseURL as string, email, password);
      await expect(other.page.getByTestId('header-balance')).toBeVisible();

      // Personal data on the account page: the required fields still empty are asked for (document 001 §5).
      await page.goto('/en/office/account');
      const profile = page.getByTestId('office-profile');
      await expect(profile.getByTestId('profile-status')).toHaveText('Fields marked * are required: please fill in the empty ones.');
      await expect(profile.getByTestId('profile-name')).toHaveValue('Sec');
      await expect(profile.getByTestId('profile-passport')).toHaveAttribute('aria-invalid', 'true');
      await profile.getByTestId('profile-passport').fill('X1234567');
      await profile.getByTestId('profile-passport_date').fill('2030-01-01');
      await profile.getByTestId('profile-registration_address').fill('1 Main Street, Berlin');
      await profile.getByTestId('profile-save').click();
      await expect(profile.getByRole('alert')).toHaveText('Enter a real date in the past as YYYY-MM-DD.');
      await profile.getByTestId('profile-passport_date').fill('2020-01-15');
      await profile.getByTestId('profile-save').click();
      await expect(profile.getByTestId('profile-notice')).toHaveText('Your personal data is saved.');
      await expect(profile.getByTestId('profile-status')).toHaveCount(0);
      await shoot(page, 'account-profile');
      await page.reload();
      await expect(page.getByTestId('office-profile').getByTestId('profile-registration_address')).toHaveValue('1 Main Street, Berlin');

      // Activation of the e-mail by the link of the development e-mail outbox (single use).
      await page.getByTestId('profile-activate-email').click();
      await expect(page.getByTestId('profile-activation-notice')).toHaveText('We sent you an e-mail with the activation link. It is valid for 24 hours.');
      let activationLink = '';
      await expect
        .poll(async () => {
          const outbox = (await (await request.get(`/dev-api/email-outbox?to=${encodeURIComponent(email)}`)).json()) as { messages: Array<{ text: string }> };
          activationLink = /(https?:\/\/\S+\/activate\?token=[A-Za-z0-9_-]+)/.exec(outbox.messages[0]?.text ?? '')?.[1] ?? '';
          return activationLink;
        })
        .not.toBe('');
      const activation = new URL(activationLink);
      await page.goto(activation.pathname + activation.search);
      await expect(page.getByTestId('activate-title')).toHaveText('Your e-mail is activated');
      await shoot(page, 'activate');
      await page.goto(activation.pathname + activation.search);
      await expect(page.getByTestId('activate-title')).toHaveText('The link does not work');
      await page.goto('/en/office/account');
      await expect(page.getByTestId('office-profile')).toBeVisible();
      await expect(page.getByTestId('profile-email-activation')).toHaveCount(0);

      await page.getByTestId('office-account').getByRole('link', { name: 'Security' }).click();
      const security = page.getByTestId('office-security');
      await expect(security).toBeVisible();
      await expect(security.getByTestId('security-sessions-row')).toHaveCount(3, { timeout: 15_000 });
      await expect(security.locator('[data-testid="security-sessions-row"][data-current="true"]')).toHaveCount(1);

      // Password change: the current one is required.
      await security.getByTestId('security-current-password').fill('Wrong-pass-9');
      await security.getByTestId('security-new-password').fill(newPassword);
      await security.getByTestId('security-repeat-password').fill(newPassword);
      await security.getByTestId('security-password-submit').click();
      await expect(security.getByTestId('security-password-form').getByRole('alert')).toHaveText('The current password is not correct.');
      await security.getByTestId('security-current-password').fill(password);
      await security.getByTestId('security-password-submit').click();
      await expect(security.getByTestId('security-password-notice')).toHaveText('Your password has been changed. Sessions ended on other devices: 2.');
      await expect(security.getByTestId('security-sessions-row')).toHaveCount(1);
      await expect(security.getByTestId('security-logins-row').filter({ hasText: 'Ended: password changed' })).toHaveCount(2);
      await shoot(page, 'security-password-changed');

      // The other device is signed out.
      await other.page.goto('/en/');
      await expect(other.page.getByTestId('header-login')).toBeVisible({ timeout: 15_000 });
      await expect(other.page.getByTestId('header-balance')).toBeHidden();

      // Two-step needs a bound phone: bind one by its SMS code.
      await expect(security.getByTestId('security-two-step-status')).toHaveAttribute('data-enabled', 'false');
      await expect(security.getByTestId('security-two-step-submit')).toHaveCount(0);
      await security.getByTestId('security-phone-country').selectOption('de');
      await security.getByTestId('security-phone-number').fill(phoneNumber);
      await security.getByTestId('security-phone-send').click();
      await expect(security.getByTestId('security-phone-notice')).toHaveText('We sent a code by SMS. Enter it to bind the phone.');
      await security.getByTestId('security-phone-code').fill(await smsCode(request, `+49${phoneNumber}`));
      await security.getByTestId('security-phone-bind').click();
      await expect(security.getByTestId('security-phone-notice')).toHaveText('The phone is bound to your account.');
      await expect(security.getByTestId('security-bound-phone')).toContainText(`+49${phoneNumber}`);

      await security.getByTestId('security-two-step-password').fill(newPassword);
      await security.getByTestId('security-two-step-submit').click();
      await expect(security.getByTestId('security-two-step-status')).toHaveAttribute('data-enabled', 'true');
      await expect(security.getByTestId('security-two-step-status')).toHaveText('On: every sign-in asks for a code sent by SMS.');
      await shoot(page, 'security-two-step-on');

      // The next sign-in on the other device must give the code sent by SMS.
      await other.auth.openLogin();
      const modal = other.auth.loginModal();
      await modal.getByTestId('login-mode-login_password').click();
      await modal.getByTestId('auth-login').fill(email);
      await modal.getByTestId('auth-password').fill(newPassword);
      await modal.getByTestId('auth-submit').click();
      const captcha = other.page.getByTestId('captcha-modal');
      await expect(modal.getByTestId('auth-code').or(captcha)).toBeVisible();
      if (await captcha.isVisible()) await other.auth.solveCaptcha();
      await expect(modal.getByTestId('auth-code')).toBeVisible();
      await expect(other.page.getByTestId('header-balance')).toBeHidden();
      await modal.getByTestId('auth-code').fill(await smsCode(request, `+49${phoneNumber}`));
      await modal.getByTestId('auth-submit').click();
      await expect(other.page.getByTestId('header-balance')).toBeVisible({ timeout: 15_000 });
      await other.context.close();

      // Settings: subscribing mails a signed unsubscribe link; the link really turns the flag off.
      await page.goto('/en/office/settings');
      const settings = page.getByTestId('office-settings');
      await expect(settings.getByTestId('settings-newsletter')).not.toBeChecked();
      await settings.getByTestId('settings-newsletter').check();
      await settings.getByTestId('preferences-time-zone').selectOption('1');
      await settings.getByTestId('settings-save').click();
      await expect(settings.getByTestId('settings-notice')).toHaveText('Your settings are saved.');
      await shoot(page, 'settings');
      let link = '';
      await expect
        .poll(async () => {
          const outbox = (await (await request.get(`/dev-api/email-outbox?to=${encodeURIComponent(email)}`)).json()) as { messages: Array<{ text: string }> };
          link = /(https?:\/\/\S+stopnewsletter\?\S+)/.exec(outbox.messages[0]?.text ?? '')?.[1] ?? '';
          return link;
        })
        .not.toBe('');
      const url = new URL(link);
      // A forged link changes nothing and says so.
      await page.goto(`${url.pathname}?user=${userId}&sign=${'A'.repeat(43)}`);
      await expect(page.getByTestId('stopnewsletter-title')).toHaveText('The link does not work');
      expect(((await (await page.request.get('/web-api/officeapi/v1/settings')).json()) as { newsletter: boolean }).newsletter).toBe(true);
      await page.goto(url.pathname + url.search);
      await expect(page.getByTestId('stopnewsletter-title')).toHaveText('You are unsubscribed');
      await shoot(page, 'stopnewsletter');
      expect(((await (await page.request.get('/web-api/officeapi/v1/settings')).json()) as { newsletter: boolean }).newsletter).toBe(false);
      await page.goto('/en/office/settings');
      await expect(page.getByTestId('settings-newsletter')).not.toBeChecked();
      await expect(page.getByTestId('preferences-time-zone')).toHaveValue('1');

      // Banned while on the withdrawal page: the API refuses the withdrawal and the page says why.
      await auth.deposit(5_000);
      await page.goto('/en/office/deduce');
      await expect(page.getByTestId('withdrawal-form')).toBeVisible();
      const banned = await request.put(`/dev-api/users/${userId}/ban`, { data: { banLevel: 1, banVersion: null } });
      expect(banned.ok(), await banned.text()).toBeTruthy();
      await page.getByTestId('withdrawal-amount').fill('10');
      await page.getByTestId('withdrawal-submit').click();
      const refusal = page.getByTestId('withdrawal-error');
      await expect(refusal).toHaveAttribute('data-code', 'withdrawal_banned');
      await expect(refusal).toHaveText('Withdrawals are not available for your account. Please contact support.');
      await shoot(page, 'withdrawal-banned');
      await request.put(`/dev-api/users/${userId}/ban`, { data: { banLevel: 0, banVersion: null } });
    });
  });
}
