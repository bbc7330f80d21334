import { expect as baseExpect, test } from '@playwright/test';
import { appAnswers, ShellModel } from './models/shell.model';

/**
 * Issue 20: the coupon's placing (pricing, validation, the placer) loads on the first press. A
 * one-click press whose placing does not load tells the player (the shell's notices) and keeps the
 * selection in the coupon; a press after it asks for the placing again and, failing, says so again.
 */

/** Generous waits: the suite runs on a loaded two-core machine. */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

/** Local store keys: the coupon's settings and the cookie consent (coupon-core, shell-core). */
const SETTINGS_KEY = 'kickoff.coupon.settings';
const COOKIE_CONSENT_KEY = 'shell.cookiesAgree';

/**
 * The chunks of the coupon's placing: its entry (features/coupon/coupon-placing,
 * `part-coupon-placing-<hash>.js`, under any attempt's URL) and the module it brings, which the
 * phone's bet slip also imports.
 */
const PLACING_CHUNKS = /\/assets\/(part-)?coupon-placing[\w.-]*\.js(\?.*)?$/;

test.use({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
});

test('a one-click press whose coupon placing does not load says so and keeps the selection in the coupon', async ({ page }, testInfo) => {
  await new ShellModel(page).withAgeConfirmed();
  await page.addInitScript(
    ({ settingsKey, consentKey }) => {
      if (window.localStorage.getItem(settingsKey) === null) window.localStorage.setItem(settingsKey, JSON.stringify({ isActiveOneClick: true, oneClickAmount: 5 }));
      window.localStorage.setItem(consentKey, JSON.stringify({ type: 'ALL', agreedAtMs: Date.now() }));
    },
    { settingsKey: SETTINGS_KEY, consentKey: COOKIE_CONSENT_KEY },
  );
  // the network gives up on the placing's chunks
  let placingRequests = 0;
  await page.route(PLACING_CHUNKS, async (route) => {
    placingRequests++;
    await route.abort('connectionfailed');
  });
  await page.goto('/en/line');
  await appAnswers(page);
  const odds = page.getByTestId('game-row').first().getByTestId('odds').first();
  await expect(odds).toBeVisible();
  const requestsBefore = placingRequests;
  await odds.click();
  const notice = page.getByTestId('notifications').getByText('The one-click bet was not placed');
  await expect(notice).toBeVisible();
  await expect(odds).toHaveAttribute('aria-pressed', 'true');
  expect(placingRequests).toBeGreaterThan(requestsBefore);
  await page.screenshot({ path: testInfo.outputPath('one-click-placing-not-loaded-phone.png') });

  // a press after it (the selection is in the coupon: one-click would place it) asks the server
  // again (under a new URL: the browser keeps a failed import for the page's lifetime) and, failing, says so again
  const requestsAfterFirst = placingRequests;
  await odds.click();
  await expect(notice).toHaveCount(2);
  expect(placingRequests).toBeGreaterThan(requestsAfterFirst);
  await expect(odds).toHaveAttribute('aria-pressed', 'true');
});
