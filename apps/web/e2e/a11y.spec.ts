import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { AuthModel } from './models/auth.model';
import { BettingModel, SimulatorControls } from './models/betting.model';
import { BrowseModel } from './models/browse.model';
import { CouponModel } from './models/coupon.model';
import { appAnswers, ShellModel } from './models/shell.model';

/** Generous waits: the suite runs on a loaded two-core machine. */
const expect = baseExpect.configure({ timeout: 30_000 });
// Whole journeys over many pages, each page loaded and checked: room for a loaded machine.
test.describe.configure({ timeout: 180_000 });

/** The rules of WCAG 2.0, 2.1 and 2.2 at levels A and AA (issue 15: WCAG 2.2 AA). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** The violations that fail the suite. */
const BLOCKING = new Set(['critical', 'serious']);

const LAYOUTS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  mobile: {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  },
} as const;

test.beforeAll(async ({ request }) => {
  // The feed moves only when a test says so: the pages look the same on every run.
  await new SimulatorControls(request).freeze(true);
});
test.afterAll(async ({ request }) => {
  await new SimulatorControls(request).freeze(false);
});

/**
 * Runs axe over the page as it is; returns the critical and serious violations, one line each. Every
 * rule of the tags runs over the whole page; only the violations are gathered in full (axe then
 * builds a selector for one node of each passed or inapplicable rule instead of for every node it
 * checked, the longest part of a run on a long page, issue 20: CI time). `options` before `withTags`:
 * it replaces the options the builder holds.
 */
async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 5).join(' | ')}`);
}

/** Asserts no critical or serious violation, and keeps a screenshot of the page for a reviewer. */
async function expectAccessible(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(await blockingViolations(page), `${name} (${page.url()})`).toEqual([]);
  await page.screenshot({ path: test.info().outputPath(`${name.replaceAll(' ', '-')}.png`) });
}

/** Local store key of the cookie consent (shell-core `COOKIE_CONSENT_KEY`). */
const COOKIE_CONSENT_KEY = 'shell.cookiesAgree';

/** The age confirmed and, unless the test shows the banner, every cookie accepted before the page loads (as the banner's "accept all" stores it). */
async function openedAsReturningVisitor(page: Page, { consent = true } = {}): Promise<void> {
  await new ShellModel(page).withAgeConfirmed();
  if (consent) await page.addInitScript((key) => window.localStorage.setItem(key, JSON.stringify({ type: 'ALL', agreedAtMs: Date.now() })), COOKIE_CONSENT_KEY);
}

// One test a page (each loads and checks one page: short enough for a loaded machine, and a failure names its page).
for (const [layout, device] of Object.entries(LAYOUTS)) {
  test.describe(`${layout} layout: the main pages have no critical or serious axe violation`, () => {
    test.use(device);

    test(`home, with the cookie banner and once it is answered (${layout})`, async ({ page }) => {
      await openedAsReturningVisitor(page, { consent: false });
      await page.goto('/en/');
      await expect(page.locator(`.layout[data-platform="${layout}"]`)).toBeVisible();
      await expect(page.getByTestId('cookie-banner')).toBeVisible();
      await expectAccessible(page, 'home with the cookie banner');
      await page.getByTestId('cookie-accept-all').click();
      await expect(page.getByTestId('cookie-banner')).toBeHidden();
      await expect(page.getByTestId('game-row').first()).toBeVisible();
      await expectAccessible(page, 'home');
    });

    test(`the line list (${layout})`, async ({ page }) => {
      await openedAsReturningVisitor(page);
      await page.goto('/en/line');
      await expect(page.locator(`.layout[data-platform="${layout}"]`)).toBeVisible();
      await expect(page.getByTestId('game-row').first()).toBeVisible();
      await expectAccessible(page, 'line');
    });

    test(`the live list (${layout})`, async ({ page }) => {
      await openedAsReturningVisitor(page);
      await page.goto('/en/live');
      await expect(page.getByTestId('betting-live')).toBeVisible();
      await expectAccessible(page, 'live');
    });

    test(`a game page (${layout})`, async ({ page }) => {
      await openedAsReturningVisitor(page);
      await page.goto('/en/line');
      await appAnswers(page);
      await page.getByTestId('game-row').first().locator('.game-row__teams').click();
      await expect(page.getByTestId('odds').first()).toBeVisible();
      await expectAccessible(page, 'game page');
    });

    test(`the casino lobby (${layout})`, async ({ page }) => {
      await openedAsReturningVisitor(page);
      await page.goto('/en/slots');
      await expect(page.getByTestId('casino-nav')).toBeVisible();
      await expect(page.locator('.game-tile').first()).toBeVisible();
      await expectAccessible(page, 'casino');
    });

    test(`an information page (${layout})`, async ({ page }) => {
      await openedAsReturningVisitor(page);
      await page.goto('/en/information/about');
      await expect(page.locator('#content h1, #content h2').first()).toBeVisible();
      await expectAccessible(page, 'information page');
    });

    test(`the login modal (${layout})`, async ({ page }) => {
      await openedAsReturningVisitor(page);
      await page.goto('/en/');
      await appAnswers(page);
      await page.getByTestId('header-login').click();
      await expect(page.getByTestId('login-modal')).toBeVisible();
      await expectAccessible(page, 'login modal');
    });

    test(`the office of a signed-in player (${layout})`, async ({ page }) => {
      await openedAsReturningVisitor(page);
      // the seed's demo player
      await new BrowseModel(page).signInDemoPlayer();
      await page.goto('/en/office/account');
      await expect(page.getByTestId('header-balance')).toBeVisible();
      await expectAccessible(page, 'office account of a signed-in player');
    });
  });
}

/** The light palette's page background (styles.css, issue 18). */
const LIGHT_BG = 'rgb(243, 245, 249)';

for (const [layout, device] of Object.entries(LAYOUTS)) {
  test.describe(`${layout} layout, light theme`, () => {
    // The device prefers light and the player chose nothing: the light theme (document 001 §3 appTheme, issue 18).
    test.use({ ...device, colorScheme: 'light' });

    test(`the light theme's pages have no critical or serious axe violation (${layout})`, async ({ page }) => {
      await new ShellModel(page).withAgeConfirmed();
      await page.goto('/en/');
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe(LIGHT_BG);
      await page.getByTestId('cookie-accept-all').click();
      await expect(page.getByTestId('game-row').first()).toBeVisible();
      await expectAccessible(page, 'light home');

      await page.goto('/en/live');
      await expect(page.getByTestId('betting-live')).toBeVisible();
      await expectAccessible(page, 'light live');

      await page.goto('/en/line');
      await page.getByTestId('game-row').first().locator('.game-row__teams').click();
      await expect(page.getByTestId('odds').first()).toBeVisible();
      await expectAccessible(page, 'light game page');

      // The coupon with a selection (on a phone, its sheet open).
      const coupon = new CouponModel(page);
      await page.getByTestId('odds').first().click();
      await expect(page.getByTestId('odds').first()).toHaveAttribute('aria-pressed', 'true');
      if (layout === 'mobile') {
        await page.getByTestId('bottom-nav-coupon').click();
        await expect(page.getByTestId('coupon-sheet')).toBeVisible();
      }
      await coupon.expectBetCount(1);
      await expectAccessible(page, 'light coupon');

      await page.goto('/en/');
      await new BrowseModel(page).signInDemoPlayer();
      await page.goto('/en/office/account');
      await expect(page.getByTestId('header-balance')).toBeVisible();
      await expectAccessible(page, 'light office account of a signed-in player');
    });
  });
}

/** Presses Tab until `target` has the focus (a keyboard-only player's way), at most `limit` times. */
async function tabTo(page: Page, target: Locator, limit = 250): Promise<void> {
  for (let step = 0; step < limit; step++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('keyboard', () => {
  test.use(LAYOUTS.desktop);

  test('a keyboard-only player goes from the home page to a placed bet', async ({ page }) => {
    await new ShellModel(page).withAgeConfirmed();
    const auth = new AuthModel(page);
    const coupon = new CouponModel(page);
    await page.goto('/en/');
    await new BrowseModel(page).signInDemoPlayer();
    await page.reload();
    await expect(page.getByTestId('header-balance')).toHaveText(/\d/);
    const balanceBefore = await auth.balance();

    await tabTo(page, page.getByTestId('cookie-accept-all'));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('cookie-banner')).toBeHidden();
    await tabTo(page, page.locator('.header__nav a[href="/en/line"]'));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('betting-line')).toBeVisible();
    const odd = new BettingModel(page).openOdds(0);
    await expect(odd).toBeVisible();
    await tabTo(page, odd);
    await page.keyboard.press('Enter');
    await expect(odd).toHaveAttribute('aria-pressed', 'true');
    await coupon.expectBetCount(1);
    // Back to the skip links at the top of the page, then straight to the bet slip.
    const toBetSlip = page.getByTestId('skip-link-bet-slip');
    for (let step = 0; step < 250 && !(await toBetSlip.evaluate((element) => element === document.activeElement)); step++) await page.keyboard.press('Shift+Tab');
    await expect(toBetSlip).toBeFocused();
    await expect(toBetSlip).toBeInViewport();
    await page.keyboard.press('Enter');
    await tabTo(page, coupon.panel().getByTestId('coupon-amount'), 40);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('5');
    await tabTo(page, coupon.placeButton());
    await page.keyboard.press('Enter');
    await expect(coupon.panel().getByTestId('coupon-success')).toBeVisible({ timeout: 20_000 });
    await auth.expectBalance(balanceBefore - 5);
  });

  test('the first Tab reaches the skip link, which moves the focus to the content; a suspended odd is focusable and announced as suspended', async ({ page }) => {
    await new ShellModel(page).withAgeConfirmed();
    const controls = new SimulatorControls(page.request);
    await page.goto('/en/line');
    await page.getByTestId('cookie-accept-all').click();
    await expect(page.getByTestId('cookie-banner')).toBeHidden();
    // A fresh page: the first Tab of the visit, once the app answers (a server-rendered page hydrates first).
    await page.reload();
    const row = page.getByTestId('game-row').first();
    await expect(row).toBeVisible();
    await appAnswers(page);

    await page.keyboard.press('Tab');
    const skip = page.getByTestId('skip-link');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#content')).toBeFocused();

    const gameId = Number(await row.getAttribute('data-game-id'));
    await controls.setBlocked(gameId * 100, true);
    await page.reload();
    // The served page may be one rendered before the block (kept up to 30 s) and the app then draws
    // the rows afresh: the odd is focused once the app has answered (CI: focus given before that was
    // gone once the app drew the row).
    await appAnswers(page);
    const suspended = page.locator(`[data-testid="odds"][data-market-id="${gameId * 100}"]`);
    await expect(suspended).toHaveAttribute('data-locked', 'true');
    await expect(suspended).toHaveAttribute('aria-disabled', 'true');
    await expect(suspended).toHaveAccessibleName(/suspended/);
    await suspended.focus();
    await expect(suspended).toBeFocused();
    // Pressing it adds nothing to the coupon.
    await page.keyboard.press('Enter');
    await expect(suspended).toHaveAttribute('aria-pressed', 'false');
    await controls.setBlocked(gameId * 100, false);
  });
});

test.describe('sheets', () => {
  test.use(LAYOUTS.mobile);

  test('the coupon sheet keeps the focus inside and gives it back to its button when closed with Escape', async ({ page }) => {
    await new ShellModel(page).withAgeConfirmed();
    await page.goto('/en/line');
    await page.getByTestId('cookie-accept-all').click();
    const open = page.getByTestId('bottom-nav-coupon');
    await open.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByTestId('coupon-sheet');
    await expect(sheet).toBeVisible();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press('Tab');
      expect(await sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(open).toBeFocused();
  });
});
