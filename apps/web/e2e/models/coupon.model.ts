import { expect, type Locator, type Page } from '@playwright/test';

/** Parses a displayed amount (`€12.34`, `12,34 ₽`, `1,234.50 USD`) into a number of major units. */
export function amountOf(text: string): number {
  const cleaned = text.replace(/[^\d.,-]/g, '');
  const lastSeparator = Math.max(cleaned.lastIndexOf('.'), cleaned.lastIndexOf(','));
  if (lastSeparator === -1) return Number(cleaned);
  const whole = cleaned.slice(0, lastSeparator).replace(/[.,]/g, '');
  return Number(`${whole}.${cleaned.slice(lastSeparator + 1)}`);
}

/** Page model of the coupon panel: verbs a player uses on the bet slip. */
export class CouponModel {
  constructor(readonly page: Page) {}

  panel(): Locator {
    return this.page.getByTestId('coupon');
  }

  /** The player's own selections (the bonus bet the coupon adds to an eligible express is not one). */
  bets(): Locator {
    return this.panel().locator('[data-testid="coupon-bet"]:not([data-bonus="true"])');
  }

  bonusBet(): Locator {
    return this.panel().locator('[data-testid="coupon-bet"][data-bonus="true"]');
  }

  async expectBetCount(count: number): Promise<void> {
    await expect(this.bets()).toHaveCount(count);
  }

  /** 0 single, 1 express, 2 system, 9 several singles. */
  async chooseType(typeId: 0 | 1 | 2 | 9): Promise<void> {
    await this.panel().getByTestId(`coupon-type-${typeId}`).check({ force: true });
    await expect(this.panel().getByTestId(`coupon-type-${typeId}`)).toBeChecked();
  }

  async chooseSystemValue(value: number): Promise<void> {
    await this.panel().getByTestId('coupon-system-value').selectOption(String(value));
  }

  async setAmount(amount: string): Promise<void> {
    const input = this.panel().getByTestId('coupon-amount');
    await input.fill(amount);
    await input.blur();
  }

  async amountValue(): Promise<number> {
    return amountOf(await this.panel().getByTestId('coupon-amount').inputValue());
  }

  async stake(): Promise<number> {
    return amountOf(await this.panel().getByTestId('coupon-stake').innerText());
  }

  async possibleWin(): Promise<number> {
    return amountOf(await this.panel().getByTestId('coupon-possible-win').innerText());
  }

  async minWin(): Promise<number> {
    return amountOf(await this.panel().getByTestId('coupon-min-win').innerText());
  }

  placeButton(): Locator {
    return this.panel().getByTestId('coupon-place');
  }

  async placeBet(): Promise<void> {
    await this.placeButton().click();
  }

  /** Waits while a selection is suspended (the live simulator blocks markets for a while). */
  async waitUntilOpen(): Promise<void> {
    await expect(this.panel().locator('[data-testid="coupon-bet"][data-locked="true"]')).toHaveCount(0, { timeout: 45_000 });
  }

  /**
   * Places the coupon as a player does on a moving live market: waits while a selection is
   * suspended, confirms a changed coefficient, presses place, and repeats until it is accepted.
   */
  async placeUntilAccepted(attempts = 6): Promise<string> {
    const success = this.panel().getByTestId('coupon-success');
    for (let attempt = 0; attempt < attempts && !(await success.isVisible()); attempt++) {
      await this.waitUntilOpen();
      if (await this.coefChange().first().isVisible()) await this.acceptChanges();
      await this.placeBet();
      await expect(success.or(this.coefChange().first()).or(this.panel().getByTestId('coupon-rejection'))).toBeVisible({ timeout: 20_000 });
    }
    return this.acceptedNumber();
  }

  /** The accepted coupon's number once the answer is shown. */
  async acceptedNumber(): Promise<string> {
    const number = this.panel().getByTestId('coupon-number');
    await expect(number).toBeVisible({ timeout: 20_000 });
    return (await number.innerText()).trim();
  }

  async openSettings(): Promise<void> {
    await this.panel().getByRole('tab', { name: /settings/i }).click();
  }

  async openSlip(): Promise<void> {
    await this.panel().getByRole('tab').first().click();
  }

  /** 0 confirm every change, 1 accept any, 2 accept increases. */
  async choosePolicy(action: 0 | 1 | 2): Promise<void> {
    await this.openSettings();
    await this.panel().getByTestId(`coupon-policy-${action}`).check();
    await this.openSlip();
  }

  coefChange(): Locator {
    return this.panel().getByTestId('coupon-coef-change');
  }

  async acceptChanges(): Promise<void> {
    await this.panel().getByTestId('coupon-accept-changes').click();
  }
}
