import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The server clock's development control (`/dev-api/clock`, on in the e2e server with DEV_TOOLS=1). */
export class ServerClock {
  constructor(private readonly request: APIRequestContext) {}

  /** The server's time, epoch seconds. */
  async nowSeconds(): Promise<number> {
    const response = await this.request.get('/dev-api/clock');
    expect(response.ok(), await response.text()).toBeTruthy();
    return ((await response.json()) as { nowSeconds: number }).nowSeconds;
  }

  /** Moves the server's clock forward: limit windows, sessions and tokens all see the new time. */
  async advance(seconds: number): Promise<number> {
    const response = await this.request.post('/dev-api/clock/advance', { data: { seconds } });
    expect(response.ok(), await response.text()).toBeTruthy();
    return ((await response.json()) as { nowSeconds: number }).nowSeconds;
  }
}

/** Switches the site configuration's responsible-gaming jurisdiction (`PUT /dev-api/site/jurisdiction`). */
export async function setJurisdiction(request: APIRequestContext, jurisdiction: 'default' | 'uk' | 'se' | 'de'): Promise<void> {
  const response = await request.put('/dev-api/site/jurisdiction', { data: { jurisdiction } });
  expect(response.ok(), await response.text()).toBeTruthy();
}

/** Page model of the limits page (office/responsible) and its dialogs. */
export class LimitsModel {
  constructor(readonly page: Page) {}

  async open(language = 'en'): Promise<void> {
    await this.page.goto(`/${language}/office/responsible`);
    await expect(this.page.getByTestId('office-responsible')).toBeVisible();
    await expect(this.row(20)).toBeVisible({ timeout: 15_000 });
  }

  row(limitType: number): Locator {
    return this.page.locator(`[data-testid="limit-row"][data-limit-type="${limitType}"]`);
  }

  /** The option labels of a limit's choice, as the player reads them. */
  async optionLabels(limitType: number): Promise<string[]> {
    return (await this.row(limitType).getByTestId('limit-select').locator('option').allInnerTexts()).map((text) => text.trim());
  }

  /** Picks the option whose label is `label` and presses the row's button. */
  async choose(limitType: number, label: string | RegExp): Promise<void> {
    const select = this.row(limitType).getByTestId('limit-select');
    // The row's options come with the limits' configuration, which may answer after the rows show
    // (CI, a loaded machine): wait until the option is there, then pick it.
    const matches = (text: string) => (typeof label === 'string' ? text === label : label.test(text));
    await expect.poll(async () => (await this.optionLabels(limitType)).some(matches), { timeout: 15_000 }).toBe(true);
    const options = await select.locator('option').all();
    for (const option of options) {
      const text = (await option.innerText()).trim();
      if (matches(text)) {
        await select.selectOption({ value: (await option.getAttribute('value')) ?? '' });
        await this.row(limitType).getByTestId('limit-save').click();
        return;
      }
    }
    throw new Error(`no option ${String(label)} in limit ${limitType}`);
  }

  /** Answers the server's questions as a player who does not chase losses and has read the rules. */
  async answerQuestions(answers: ReadonlyArray<string>): Promise<void> {
    const dialog = this.page.getByTestId('limit-questions');
    await expect(dialog).toBeVisible();
    const questions = dialog.getByTestId('limit-question');
    await expect(questions).toHaveCount(answers.length);
    for (let index = 0; index < answers.length; index++) {
      await questions.nth(index).getByLabel(answers[index]!, { exact: true }).check();
    }
    await dialog.getByTestId('limit-questions-submit').click();
    await expect(dialog).toBeHidden();
  }

  /**
   * Deposits through the office as a player does (issue 13): the deposit page, the amount, the demo
   * provider's page, Pay, the payment's result page; 'paid', or the code of the page's refusal.
   */
  async depositThroughPage(amountMinor: number): Promise<string> {
    await this.page.goto('/en/office/recharge');
    const form = this.page.getByTestId('deposit-form');
    await expect(form).toBeVisible({ timeout: 20_000 });
    await form.getByTestId('deposit-amount').fill((amountMinor / 100).toFixed(2));
    await expect(form.getByTestId('deposit-submit')).toBeEnabled();
    await form.getByTestId('deposit-submit').click();
    const refusal = form.getByTestId('deposit-error');
    const pay = this.page.getByTestId('provider-pay');
    await expect(refusal.or(pay)).toBeVisible({ timeout: 20_000 });
    if (await refusal.isVisible()) return (await refusal.getAttribute('data-code')) ?? '';
    await pay.click();
    await expect(this.page.getByTestId('onpay-result')).toHaveAttribute('data-status', 'succeeded', { timeout: 20_000 });
    return 'paid';
  }

  /**
   * Asks for a deposit on the API the way the deposit page will (issue 13's money half builds the
   * page): 'paid' after paying it on the demo provider's page, else the refusal code.
   */
  async deposit(amountMinor: number): Promise<string> {
    const token = await this.page.request.get('/web-api/user/gettoken?force_refresh=true');
    expect(token.ok()).toBeTruthy();
    const { token: value } = (await token.json()) as { token: string };
    const paymentId = `limits${Date.now()}${Math.floor(Math.random() * 1e6)}`;
    const response = await this.page.request.post('/web-api/payments/v1/deposit', { data: { paymentId, amountMinor }, headers: { 'X-Auth': value, 'X-Requested-With': 'XMLHttpRequest' } });
    if (!response.ok()) return ((await response.json()) as { code: string }).code;
    const { redirectUrl } = (await response.json()) as { redirectUrl: string | null };
    expect(redirectUrl).toBeTruthy();
    const paid = await this.page.request.post(`${redirectUrl}/pay`, { maxRedirects: 0 });
    expect(paid.status(), await paid.text()).toBe(303);
    return 'paid';
  }
}
