import { expect as baseExpect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { AuthModel } from './models/auth.model';
import { SimulatorControls } from './models/betting.model';
import { BrowseModel } from './models/browse.model';
import { CouponModel } from './models/coupon.model';
import { ShellModel } from './models/shell.model';

/**
 * The journeys of issue 15 in each Playwright project: `phone` (390×844, touch) and `small-phone`
 * (360×640) run the betting and the casino journey; every project (desktop `main` too) checks the
 * main pages for sideways scrolling and overlays whose buttons leave the screen, and writes their
 * screenshots to test-results/screens/<project>/ (the README names the folder).
 */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 150_000 });

/** The main pages a guest reaches from the navigation. */
const MAIN_PAGES = ['/en/', '/en/line', '/en/live', '/en/slots', '/en/live-casino', '/en/promotions', '/en/results', '/en/information/about', '/en/registration'];
/** The coefficient the betting journey gives the odd it taps, and the stake: 5.00 × 2.00 = 10.00 (document 000 §4 single). */
const COEF = 2;
const STAKE = '5';

test.beforeAll(async ({ request }) => {
  await new SimulatorControls(request).freeze(true);
});
test.afterAll(async ({ request }) => {
  await new SimulatorControls(request).freeze(false);
});

function screensDir(): string {
  const info = test.info();
  const dir = join(info.project.outputDir, 'screens', info.project.name);
  mkdirSync(dir, { recursive: true });
  return dir;
}

async function screen(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(screensDir(), `${name}.png`) });
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(scrollWidth, `${page.url()} is ${scrollWidth} px wide on a ${clientWidth} px screen`).toBeLessThanOrEqual(clientWidth);
}

/** Every button of the overlay `testId` lies inside the viewport. */
async function expectButtonsInViewport(page: Page, testId: string): Promise<void> {
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  const buttons = page.getByTestId(testId).getByRole('button');
  await expect(buttons.first()).toBeVisible();
  const boxes = await buttons.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
  for (const box of boxes) {
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.bottom).toBeLessThanOrEqual(viewport.height);
    expect(box.right).toBeLessThanOrEqual(viewport.width);
  }
}

const isPhoneProject = () => test.info().project.name !== 'main';

test('the main pages: the age notice and the cookie agreement one at a time with their buttons on the screen, no page wider than the screen; screenshots', async ({ page }) => {
  await page.goto('/en/');
  await expectButtonsInViewport(page, 'age-notice');
  await screen(page, '00-age-notice');
  await page.getByTestId('age-notice').getByRole('button').first().click();
  await expect(page.getByTestId('age-notice')).toHaveCount(0);
  await expectButtonsInViewport(page, 'cookie-banner');
  await screen(page, '01-cookie-banner');
  await page.getByTestId('cookie-accept-all').click();
  await expect(page.getByTestId('cookie-banner')).toBeHidden();
  for (const [index, path] of MAIN_PAGES.entries()) {
    await page.goto(path);
    await expect(page.locator('.layout[data-platform]')).toBeVisible();
    await expect(page.locator('.layout')).toHaveAttribute('data-platform', isPhoneProject() ? 'mobile' : 'desktop');
    await page.waitForLoadState('networkidle');
    await expectNoHorizontalScroll(page);
    await screen(page, `${String(index + 2).padStart(2, '0')}${path.replaceAll('/', '_')}`);
  }
});

test('the betting journey on a phone: select, open the coupon, stake, place, My bets', async ({ page }) => {
  test.skip(!isPhoneProject(), 'the phone projects run it; the desktop journeys are betting.spec and journey-express.spec');
  const auth = new AuthModel(page);
  const coupon = new CouponModel(page);
  await new ShellModel(page).withAgeConfirmed();
  await page.goto('/en/');
  await page.getByTestId('cookie-accept-all').tap();
  await new BrowseModel(page).signInDemoPlayer();
  await page.reload();
  await expect(page.getByTestId('header-balance')).toHaveText(/\d/);
  const balanceBefore = await auth.balance();

  // Select: a game of the line, its first market at a known coefficient.
  await page.goto('/en/line');
  const row = page.getByTestId('game-row').first();
  await expect(row).toBeVisible();
  const gameId = Number(await row.getAttribute('data-game-id'));
  await new SimulatorControls(page.request).setCoef(gameId * 100, COEF);
  await row.locator('.game-row__teams').tap();
  const odd = page.locator(`[data-testid="odds"][data-market-id="${gameId * 100}"]`);
  await expect(odd).toContainText('2');
  await odd.tap();
  await expect(odd).toHaveAttribute('aria-pressed', 'true');
  await expectNoHorizontalScroll(page);
  await screen(page, 'journey-1-selected');

  // Open the coupon from the quick-bet bar, stake, place.
  await page.getByTestId('quick-bet-open').tap();
  await expect(page.getByTestId('coupon-sheet')).toBeVisible();
  await coupon.expectBetCount(1);
  // The stake field opens the numeric keypad; the quick stakes are the euro's initial amount times 1, 2, 5, 10.
  await expect(coupon.panel().getByTestId('coupon-amount')).toHaveAttribute('inputmode', 'decimal');
  const quick = coupon.panel().getByTestId('coupon-quick-stake');
  await expect(quick).toHaveText(['€5.00', '€10.00', '€25.00', '€50.00']);
  await quick.filter({ hasText: '€10.00' }).tap();
  await expect(quick.filter({ hasText: '€10.00' })).toHaveAttribute('aria-pressed', 'true');
  await expect(coupon.panel().getByTestId('coupon-possible-win')).toContainText('20.00');
  await coupon.setAmount(STAKE);
  await expect(coupon.panel().getByTestId('coupon-possible-win')).toContainText('10.00');
  await expect(quick.filter({ hasText: '€5.00' })).toHaveAttribute('aria-pressed', 'true');
  await expect(coupon.placeButton()).toBeInViewport();
  await screen(page, 'journey-2-coupon');
  await coupon.placeButton().tap();
  await expect(coupon.panel().getByTestId('coupon-success')).toBeVisible({ timeout: 20_000 });
  await auth.expectBalance(balanceBefore - Number(STAKE));
  await page.getByTestId('coupon-sheet-close').tap();

  // My bets holds it.
  await page.goto('/en/office/history');
  const bet = page.getByTestId('history-row').first();
  await expect(bet).toBeVisible();
  await expect(bet.getByTestId('history-amount')).toContainText('5.00');
  await expectNoHorizontalScroll(page);
  await screen(page, 'journey-3-my-bets');
});

test('the casino journey on a phone: the lobby, a slot opened and played in demo, its buttons on the screen', async ({ page }) => {
  test.skip(!isPhoneProject(), 'the phone projects run it; the desktop journey is casino-games.spec');
  await new ShellModel(page).withAgeConfirmed();
  await page.goto('/en/');
  await page.getByTestId('cookie-accept-all').tap();
  await page.getByTestId('bottom-nav-casino').tap();
  await expect(page.locator('.game-tile').first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screen(page, 'casino-1-lobby');
  await page.goto('/en/slots/game/1/mega-reels');
  const game = page.getByTestId('casino-game');
  await expect(game).toHaveAttribute('data-kind', 'slot', { timeout: 20_000 });
  await expect(game.getByTestId('casino-mode')).toHaveText('Demo: play money');
  const play = game.getByTestId('casino-play');
  await play.scrollIntoViewIfNeeded();
  await expect(play).toBeInViewport();
  await play.tap();
  await expect(game.getByTestId('casino-last')).toBeVisible({ timeout: 15_000 });
  await expect(game.getByTestId('casino-history').getByRole('listitem')).toHaveCount(1);
  await expectNoHorizontalScroll(page);
  await screen(page, 'casino-2-slot-round');
});
