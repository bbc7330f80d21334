import { expect, test } from '@playwright/test';
import { ShellModel } from './models/shell.model';

/** The demo player of the API's seed. */
const DEMO = { login: 'demo@kickoff.example', password: 'demo12345' };

test.describe('HTTP status of pages (document 000 §2, §8)', () => {
  test('an unknown route answers 404 with the app, which shows its not-found page; known routes answer 200', async ({ page }) => {
    const shell = await new ShellModel(page).withAgeConfirmed();
    const unknown = await page.goto('/en/no-such-page');
    expect(unknown?.status()).toBe(404);
    await expect(shell.notFound()).toContainText('This page could not be found');
    const notALanguage = await page.goto('/xx-not/line');
    expect(notALanguage?.status()).toBe(404);
    const line = await page.goto('/en/line');
    expect(line?.status()).toBe(200);
    await expect(page.getByTestId('betting-line')).toBeVisible();
  });
});

test.describe('cookie consent is recorded (document 001 §4, §7)', () => {
  test('"Accept all" of a guest is answered 200 and the banner goes', async ({ page }) => {
    const shell = await new ShellModel(page).withAgeConfirmed();
    await shell.open('/en');
    await expect(shell.cookieBanner()).toBeVisible();
    const consent = page.waitForResponse((response) => response.url().endsWith('/analytics-api/v1/consent'));
    await shell.cookieBanner().getByRole('button', { name: 'Accept all' }).click();
    expect((await consent).status()).toBe(200);
    await expect(shell.cookieBanner()).toHaveCount(0);
  });

  test('"Accept all" of a signed-in player also records the agreement time', async ({ page }) => {
    const shell = await new ShellModel(page).withAgeConfirmed();
    const login = await page.request.post('/web-api/user/auth/login', { data: DEMO, headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    expect(login.ok(), await login.text()).toBe(true);
    await shell.open('/en');
    await expect(page.getByTestId('header-balance')).toBeVisible();
    await expect(shell.cookieBanner()).toBeVisible();
    const consent = page.waitForResponse((response) => response.url().endsWith('/analytics-api/v1/consent'));
    const agreement = page.waitForResponse((response) => response.url().endsWith('/web-api/user/cookies-agree'));
    await shell.cookieBanner().getByRole('button', { name: 'Accept all' }).click();
    expect((await consent).status()).toBe(200);
    expect((await agreement).status()).toBe(200);
    await expect(shell.cookieBanner()).toHaveCount(0);
  });
});
