import { expect, test } from '@playwright/test';
import { AuthModel } from './models/auth.model';
import { ShellModel } from './models/shell.model';

const newPlayer = (tag: string) => ({
  email: `e2e-${tag}-${Date.now()}@test.example`,
  password: 'Kickoff-e2e-1',
  name: 'Erin',
  surname: 'Tester',
  birthDate: '1994-07-15',
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`a new player registers from the header with e-mail and lands signed in with a zero balance (${viewport.name})`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const auth = new AuthModel(page);
    await new ShellModel(page).withAgeConfirmed();
    await page.goto('/en/');
    await auth.dismissCookieBanner();
    await auth.openRegistrationPageFromHeader();
    await page.screenshot({ path: testInfo.outputPath(`registration-${viewport.name}.png`), fullPage: true });

    // Document 000 §4: an impossible date and an age under the site minimum are refused in the form.
    const player = newPlayer(viewport.name);
    await auth.registerWithEmail({ ...player, birthDate: '2026-99-99' });
    const form = page.getByTestId('registration-page');
    await expect(form.getByText('This date does not exist. Use the format YYYY-MM-DD.')).toBeVisible();
    await form.getByTestId('registration-birthDate').fill('2015-01-01');
    await form.getByTestId('registration-submit').click();
    await expect(form.getByText('You must be at least the minimum age of this site to register.')).toBeVisible();
    await expect(page.getByTestId('header-balance')).toBeHidden();
    await page.screenshot({ path: testInfo.outputPath(`registration-errors-${viewport.name}.png`), fullPage: true });

    await form.getByTestId('registration-birthDate').fill(player.birthDate);
    await form.getByTestId('registration-submit').click();
    await expect(page.getByTestId('header-balance')).toBeVisible();
    await auth.expectBalance(0);
    // Back where the player came from: the home page.
    await expect(page).toHaveURL(/\/en\/?$/);
    await page.screenshot({ path: testInfo.outputPath(`registered-${viewport.name}.png`) });
  });
}

test('one-click registration from the login modal shows the generated credentials once, then the player is signed in', async ({ page }, testInfo) => {
  const auth = new AuthModel(page);
  await new ShellModel(page).withAgeConfirmed();
  await page.goto('/en/');
  await auth.dismissCookieBanner();
  await auth.openLogin();
  const { login, password } = await auth.signUpFastFromLoginModal();
  expect(login).toMatch(/^\d+$/);
  expect(password.length).toBeGreaterThanOrEqual(8);
  await auth.expectBalance(0);
  await page.screenshot({ path: testInfo.outputPath('one-click-signed-in.png') });
});
