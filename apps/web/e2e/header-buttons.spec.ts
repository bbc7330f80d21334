import { expect, test, type Page } from '@playwright/test';
import { appAnswers, ShellModel } from './models/shell.model';

/** The header buttons' drawn colours and decoration. */
async function headerLook(page: Page) {
  const look = (testId: string) =>
    page.getByTestId(testId).evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, color: style.color, decoration: style.textDecorationLine };
    });
  await expect(page.getByTestId('header-login')).toBeVisible();
  // a server-rendered page is compared once the app has drawn it (its document preferences applied)
  await appAnswers(page);
  return { login: await look('header-login'), register: await look('header-register') };
}

test.beforeEach(async ({ page }) => {
  await new ShellModel(page).withAgeConfirmed();
});

test('the header buttons look the same on a casino game opened directly as on the line (the coupon styles do not decide them)', async ({ page }) => {
  await page.goto('/en/slots/game/1/mega-reels');
  const onGame = await headerLook(page);
  await page.goto('/en/line');
  await expect(page.getByTestId('coupon')).toBeVisible();
  const onLine = await headerLook(page);
  expect(onGame).toEqual(onLine);
  // Sign in is the quiet button, Register the accented one; neither is underlined.
  expect(onGame.login.background).not.toBe(onGame.register.background);
  expect(onGame.register.decoration).toBe('none');
});
