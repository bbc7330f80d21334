import { expect, test } from '@playwright/test';
import { ShellModel } from './models/shell.model';

/** The demo player of the API's seed. */
const DEMO = { login: 'demo@kickoff.example', password: 'demo12345' };

test('the casino layout header shows the signed-in player the same balance as the main layout', async ({ page }) => {
  const shell = await new ShellModel(page).withAgeConfirmed();
  const login = await page.request.post('/web-api/user/auth/login', { data: DEMO, headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  expect(login.ok(), await login.text()).toBe(true);
  // Straight into the casino: no page of the main layout has loaded the accounts before.
  await shell.open('/en/slots');
  await expect(page.getByTestId('casino-nav')).toBeVisible();
  const casinoBalance = page.getByTestId('header-balance');
  await expect(casinoBalance).not.toHaveText('…');
  await expect(casinoBalance).toHaveText(/\d/);
  const shown = (await casinoBalance.innerText()).trim();
  await shell.open('/en/line');
  await expect(page.getByTestId('header-balance')).toHaveText(shown);
});
