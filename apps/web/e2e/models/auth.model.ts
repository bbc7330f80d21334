import { expect, type Locator, type Page } from '@playwright/test';
import { amountOf } from './coupon.model';

/** Page model of signing in and up: the login and registration modals and the header account widget. */
export class AuthModel {
  private lastCaptchaImage: string | null = null;

  constructor(readonly page: Page) {
    page.on('response', (response) => {
      if (!response.url().includes('/web-api/captcha/update')) return;
      void response
        .json()
        .then((body: { image?: string }) => (this.lastCaptchaImage = body.image ?? null))
        .catch(() => undefined);
    });
  }

  /** Answers the captcha dialog the way a player does: reads the sum or product drawn in the picture. */
  async solveCaptcha(): Promise<void> {
    const modal = this.page.getByTestId('captcha-modal');
    await expect(modal).toBeVisible();
    await expect.poll(() => this.lastCaptchaImage).not.toBeNull();
    const characters = [...(this.lastCaptchaImage ?? '').matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]).join('');
    const question = /^(\d+)([+×])(\d+)=?$/.exec(characters);
    if (!question) throw new Error(`unreadable captcha ${characters}`);
    const [, left, operator, right] = question;
    const answer = operator === '+' ? Number(left) + Number(right) : Number(left) * Number(right);
    this.lastCaptchaImage = null;
    await modal.getByTestId('captcha-answer').fill(String(answer));
    await modal.getByTestId('captcha-answer').press('Enter');
    await expect(modal).toBeHidden();
  }

  loginModal(): Locator {
    return this.page.getByTestId('login-modal');
  }

  registrationModal(): Locator {
    return this.page.getByTestId('registration-modal');
  }

  /** From the open login modal, signs up with the fast registration; returns the generated login and password. */
  async signUpFastFromLoginModal(): Promise<{ login: string; password: string }> {
    await expect(this.loginModal()).toBeVisible();
    await this.loginModal().getByTestId('auth-to-registration').click();
    const modal = this.registrationModal();
    await expect(modal).toBeVisible();
    await modal.getByTestId('registration-kind-fast').click();
    await expect(modal.getByTestId('auth-country').locator('option').first()).toBeAttached();
    await modal.getByTestId('registration-submit').click();
    // The API may ask for a captcha first (document 001 §5: code 100 on a 400).
    const done = modal.getByTestId('registration-done');
    await expect(done.or(this.page.getByTestId('captcha-modal'))).toBeVisible();
    if (await this.page.getByTestId('captcha-modal').isVisible()) await this.solveCaptcha();
    await expect(done).toBeVisible();
    const login = (await modal.getByTestId('registration-login').innerText()).trim();
    const password = (await modal.getByTestId('registration-password').innerText()).trim();
    await modal.getByTestId('registration-continue').click();
    await expect(modal).toBeHidden();
    await expect(this.page.getByTestId('header-balance')).toBeVisible();
    return { login, password };
  }

  /** Puts money on the signed-in player's active account through the demo payment provider. */
  async deposit(amountMinor: number): Promise<void> {
    const token = await this.page.request.get('/web-api/user/gettoken?force_refresh=true');
    expect(token.ok()).toBeTruthy();
    const { token: value } = (await token.json()) as { token: string };
    const paymentId = `e2e${Date.now()}${Math.floor(Math.random() * 1e6)}`;
    const response = await this.page.request.post('/web-api/payments/v1/deposit', { data: { paymentId, amountMinor }, headers: { 'X-Auth': value, 'X-Requested-With': 'XMLHttpRequest' } });
    expect(response.ok(), await response.text()).toBeTruthy();
  }

  async balance(): Promise<number> {
    return amountOf(await this.page.getByTestId('header-balance').innerText());
  }

  async expectBalance(amount: number): Promise<void> {
    await expect.poll(() => this.balance(), { timeout: 15_000 }).toBeCloseTo(amount, 2);
  }
}
