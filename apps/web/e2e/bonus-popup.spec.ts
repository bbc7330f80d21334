import { expect, test } from '@playwright/test';
import { AuthModel, registerThroughApi } from './models/auth.model';
import { ShellModel } from './models/shell.model';

// Issue 14 / document 001 §4, §7: a signed-in player who has not deposited sees the first-deposit
// bonus popup 15 s after its conditions are met, with the server's texts (the CMS's welcome-bonus
// page) in the page language and the link to that page.

const SHOTS = process.env['E2E_SHOTS'] ?? '/tmp/W-shots';

for (const layout of [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`bonus popup on ${layout.name}`, () => {
    test.use({ viewport: layout.viewport, locale: 'en-GB', timezoneId: 'UTC' });

    test('shows the server texts in German and links to the promotion', async ({ page, request }) => {
      test.setTimeout(120_000);
      const { email, password } = await registerThroughApi(request, { tag: 'popup', password: 'Popup-pass-1', name: 'Paula', surname: 'Popup' });

      await new ShellModel(page).withAgeConfirmed();
      const auth = new AuthModel(page);
      await auth.signInFromHome(email, password);
      // the German site: the popup's texts are read in the page language
      await page.goto('/de/');
      await expect(page.getByTestId('header-balance')).toBeVisible();

      // 15 s after sign-in (the client's clock); generous for a loaded machine
      const popup = page.getByTestId('bonus-popup');
      await expect(popup).toBeVisible({ timeout: 45_000 });
      await expect(popup).toContainText('Willkommensbonus: 100 % bis 100 EUR');
      await expect(popup.getByTestId('bonus-popup-text')).toContainText('Setzen Sie den Bonus innerhalb von 7 Tagen fünfmal um');
      await page.screenshot({ path: `${SHOTS}/bonus-popup-${layout.viewport.width}.png` });
      await popup.getByRole('link').click();
      await expect(page).toHaveURL(/\/de\/promotions\/welcome-bonus$/);
      await expect(popup).toBeHidden();
    });
  });
}
