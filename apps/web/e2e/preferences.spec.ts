import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { AuthModel } from './models/auth.model';
import { ShellModel } from './models/shell.model';
import { BrowseModel } from './models/browse.model';
import { CouponModel } from './models/coupon.model';

/** Generous waits: the suite runs on a loaded two-core machine. */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 150_000 });

/** The page background of the dark palette (styles.css :root) and of the light one (issue 18). */
const DARK_BG = 'rgb(15, 26, 43)';
const LIGHT_BG = 'rgb(243, 245, 249)';

async function background(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
}

/** A mark that survives only as long as the document does: a reload clears it. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { preferencesMark?: boolean }).preferencesMark = true;
  });
}
async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { preferencesMark?: boolean }).preferencesMark === true)).toBe(true);
}

async function signedIn(browser: Browser, baseURL: string, login: string, password: string, colorScheme: 'light' | 'dark') {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, locale: 'en-GB', timezoneId: 'UTC', colorScheme });
  const page = await context.newPage();
  await new ShellModel(page).withAgeConfirmed();
  const auth = new AuthModel(page);
  await page.goto('/en/');
  await auth.dismissCookieBanner();
  await auth.openLogin();
  await auth.signIn(login, password);
  await expect(page.getByTestId('header-balance')).toBeVisible();
  return { context, page };
}

test("a player's global preferences apply at once (dark theme, 12 h clock) and follow the player across a reload and to another browser (issue 18)", async ({ page, baseURL }, testInfo) => {
  const shot = (target: Page, name: string) => target.screenshot({ path: testInfo.outputPath(`preferences-${name}.png`), fullPage: false });
  // The device prefers light: until the player chooses, the page follows the system.
  await page.emulateMedia({ colorScheme: 'light' });
  await new ShellModel(page).withAgeConfirmed();
  const auth = new AuthModel(page);
  await page.goto('/en/');
  await auth.dismissCookieBanner();
  await auth.openLogin();
  const { login, password } = await auth.signUpFastFromLoginModal();

  await page.goto('/en/office/settings');
  const panel = page.getByTestId('preferences');
  await expect(panel).toBeVisible();
  await expect.poll(() => background(page)).toBe(LIGHT_BG);
  await expect(panel.getByTestId('preferences-theme-system')).toBeChecked();
  // Document 001 §3: timeZone 3 and 24 h by default.
  await expect(panel.getByTestId('preferences-time-zone')).toHaveValue('3');
  await expect(panel.getByTestId('preferences-clock-24')).toBeChecked();
  await markDocument(page);

  await panel.getByTestId('preferences-theme-dark').check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => background(page)).toBe(DARK_BG);
  await panel.getByTestId('preferences-clock-12').check();
  await expectSameDocument(page);
  await shot(page, 'settings-dark');

  // The lists show their times in the 12 h clock, on the same document (no reload).
  await page.getByRole('navigation').getByRole('link', { name: 'Sports', exact: true }).first().click();
  const time = page.locator('.game-row__time time').first();
  await expect(time).toHaveText(/\b(am|pm)\b/i);
  await expectSameDocument(page);
  await shot(page, 'line-12h');

  // Saved on the server: a reload keeps them, and so does a sign-in in another browser that prefers light.
  await expect.poll(async () => ((await (await page.request.get('/web-api/officeapi/v1/preferences')).json()) as { appTheme: number | null; is12h: boolean })).toMatchObject({ appTheme: 1, is12h: true });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('.game-row__time time').first()).toHaveText(/\b(am|pm)\b/i);

  const other = await signedIn(page.context().browser() as Browser, baseURL as string, login, password, 'light');
  await expect(other.page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => background(other.page)).toBe(DARK_BG);
  await other.page.goto('/en/office/settings');
  await expect(other.page.getByTestId('preferences-clock-12')).toBeChecked();
  // The light theme chosen there applies at once there, and is what the first browser gets on its next load.
  await other.page.getByTestId('preferences-theme-light').check();
  await expect.poll(() => background(other.page)).toBe(LIGHT_BG);
  await shot(other.page, 'settings-light');
  await expect.poll(async () => ((await (await other.page.request.get('/web-api/officeapi/v1/preferences')).json()) as { appTheme: number | null }).appTheme).toBe(0);
  await other.context.close();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test("the settings page's preferences keep their place when its styles and the server's settings come: a press made as they show lands on its button (issue 20)", async ({ page }) => {
  await new ShellModel(page).withAgeConfirmed();
  await page.goto('/en/');
  await new AuthModel(page).dismissCookieBanner();
  await new BrowseModel(page).signInDemoPlayer();
  // The office's stylesheets come a second late (a loaded machine's): the page does not show before them.
  await page.route(/\/assets\/(?!index-)[^/]+\.css$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.fallback();
  });
  // The newsletter and language the server keeps answer only once the preferences have shown.
  let answer: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/web-api/officeapi/v1/settings', async (route) => {
    if (route.request().method() === 'GET') await held;
    await route.fallback();
  });
  await page.goto('/en/office/settings');
  const light = page.getByTestId('preferences').getByTestId('preferences-theme-light');
  await expect(light).toBeVisible();
  const shown = await light.boundingBox();
  answer();
  await expect(page.getByTestId('settings-form')).toBeVisible();
  expect(await light.boundingBox()).toEqual(shown);
});

test("a guest's preferences from the footer apply at once and are kept on the device across a reload; the default time zone is UTC+3 (issue 18)", async ({ page }, testInfo) => {
  await new ShellModel(page).withAgeConfirmed();
  await page.goto('/en/line');
  await new AuthModel(page).dismissCookieBanner();
  // One game's row (the list changes as games start): its start time.
  const gameId = await page.getByTestId('game-row').first().getAttribute('data-game-id');
  const time = page.locator(`[data-testid="game-row"][data-game-id="${gameId}"] .game-row__time time`);
  await expect(time).toHaveText(/\d{2}:\d{2}$/);
  // Document 001 §3 timeZone 3: the time shown is the game's start at UTC+3, whatever the device's zone.
  const startIso = await time.getAttribute('datetime');
  const expected = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit', timeZone: 'Etc/GMT-3', hourCycle: 'h23' }).format(new Date(startIso ?? ''));
  await expect(time).toHaveText(expected);
  await markDocument(page);
  const footer = page.getByTestId('footer-preferences');
  await footer.locator('summary').click();
  await footer.getByTestId('preferences-theme-light').check();
  await expect.poll(() => background(page)).toBe(LIGHT_BG);
  await footer.getByTestId('preferences-time-zone').selectOption('-5');
  // Back to the top of the list (its rows are drawn while on the screen).
  await page.evaluate(() => window.scrollTo(0, 0));
  const atMinus5 = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit', timeZone: 'Etc/GMT+5', hourCycle: 'h23' }).format(new Date(startIso ?? ''));
  await expect(time).toHaveText(atMinus5);
  await expectSameDocument(page);
  await page.screenshot({ path: testInfo.outputPath('preferences-guest-light.png') });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(time).toHaveText(atMinus5);
});

test("group by country (document 001 §3 isGroupByCountry, on by default): the menu's leagues under their country, a flat list once the guest turns it off, at once and after a reload (issue 18)", async ({ page }, testInfo) => {
  await new ShellModel(page).withAgeConfirmed();
  await page.goto('/en/line');
  await new AuthModel(page).dismissCookieBanner();
  const menu = page.getByTestId('sports-menu');
  const sport = menu.getByTestId('menu-sport').first();
  const sportId = Number(await sport.getAttribute('data-sport-id'));
  await sport.click();
  // The countries the feed gives this sport's leagues, in the order it first names them.
  const feed = (await (await page.request.get('/web-api/feed/v1/sports?section=line')).json()) as { sports: Array<{ id: number; champs: Array<{ name: string; countryName: string }> }> };
  const champs = feed.sports.find((entry) => entry.id === sportId)?.champs ?? [];
  const countries = [...new Set(champs.map((champ) => champ.countryName))];
  expect(countries.length).toBeGreaterThan(1);
  await expect(menu.getByTestId('menu-country-name')).toHaveText(countries);
  await expect(menu.getByTestId('menu-champ')).toHaveCount(champs.length);
  await page.screenshot({ path: testInfo.outputPath('preferences-menu-grouped.png') });
  await markDocument(page);

  const footer = page.getByTestId('footer-preferences');
  await footer.locator('summary').click();
  await expect(footer.getByTestId('preferences-group-by-country')).toBeChecked();
  await footer.getByTestId('preferences-group-by-country').uncheck();
  // Applied at once: no country headings, every league still listed, in the feed's order.
  await expect(menu.getByTestId('menu-country-name')).toHaveCount(0);
  await expect(menu.getByTestId('menu-champ').locator('span:first-child')).toHaveText(champs.map((champ) => champ.name));
  await expectSameDocument(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath('preferences-menu-flat.png') });
  await page.reload();
  await expect(menu.getByTestId('menu-champ').first()).toBeVisible();
  await expect(menu.getByTestId('menu-country-name')).toHaveCount(0);
});

/** A line's sign as the lists write it: `+0.5`, `-1.5`, `0`. */
const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

type FeedMarketJson = { id: number; typeId: number; param: number | null; coef: number };

test("the Asian view (document 001 §3 appViewType 1) shows the main handicap and total with their lines; a bet from the handicap column is placed, the teams' crests beside it in the coupon when team logos are on (issue 18)", async ({ page }, testInfo) => {
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`preferences-${name}.png`), fullPage: false });
  await new ShellModel(page).withAgeConfirmed();
  const auth = new AuthModel(page);
  await auth.registerFundedPlayer('asian-view', { name: 'Asia', surname: 'View' }, 5_000);
  await page.goto('/en/line');
  const list = page.getByTestId('game-list');
  // The European view by default: the result's 1 and 2 (and X where a draw is offered), then the main total.
  const heads = list.getByTestId('champ-outcomes').first().locator('.champ-row__outcome');
  await expect(heads.first()).toHaveText('1');
  await expect(heads.last()).toHaveText('Under');
  await expect(heads.nth(-2)).toHaveText('Over');

  const footer = page.getByTestId('footer-preferences');
  await footer.locator('summary').click();
  await footer.getByTestId('preferences-view-asian').check();
  await footer.getByTestId('preferences-team-logos').check();
  await footer.getByTestId('preferences-theme-dark').check();
  await footer.locator('summary').click();
  await page.evaluate(() => window.scrollTo(0, 0));
  // Applied at once: the heads and every row's columns are the handicap and the total.
  await expect(heads).toHaveText(['Hcp 1', 'Hcp 2', 'Over', 'Under']);
  const row = page.getByTestId('game-row').first();
  const gameId = Number(await row.getAttribute('data-game-id'));
  const odds = row.getByTestId('odds');
  await expect(odds).toHaveCount(4);
  await expect(odds.first()).toHaveAttribute('data-column', 'handicap');
  // The columns are the game page's own markets: H1 and H2 of one line, over and under of another.
  const detail = (await (await page.request.get(`/web-api/feed/v1/games/${gameId}`)).json()) as { groups: Array<{ markets: FeedMarketJson[] }> };
  const markets = detail.groups.flatMap((group) => group.markets);
  const ids = await odds.evaluateAll((buttons) => buttons.map((button) => Number(button.getAttribute('data-market-id'))));
  const [h1, h2, over, under] = ids.map((id) => markets.find((market) => market.id === id) as FeedMarketJson);
  expect([h1?.typeId, h2?.typeId, over?.typeId, under?.typeId]).toEqual([7, 8, 9, 10]);
  expect(h2?.param).toBe(0 - (h1?.param ?? NaN));
  expect(under?.param).toBe(over?.param);
  await expect(odds.locator('.odds__line')).toHaveText([signed(h1!.param!), signed(h2!.param!), String(over!.param), String(under!.param)]);
  await shot('asian-dark');

  // A bet from the handicap column: in the coupon with the teams' crests, placed like any other.
  const coupon = new CouponModel(page);
  await odds.first().click();
  await expect(odds.first()).toHaveAttribute('aria-pressed', 'true');
  await coupon.expectBetCount(1);
  const bet = coupon.bets().first();
  await expect(bet).toHaveAttribute('data-bet-id', String(h1!.id));
  await expect(bet.getByTestId('coupon-bet-logos').getByTestId('team-crest')).toHaveCount(2);
  await expect(bet.getByTestId('coupon-bet-selection')).toContainText('Handicap');
  await shot('asian-coupon-logos');
  await coupon.setAmount('2');
  await coupon.placeUntilAccepted();
  await coupon.expectBetCount(0);
  await auth.expectBalance(48);
  // The history holds the coupon: one bet, on the handicap market of the list, at its line.
  const history = (await (await page.request.get('/web-api/history/v1/bets')).json()) as { coupons: Array<{ amount: number; bets: Array<{ marketId: number; gameId: number }> }> };
  expect(history.coupons).toHaveLength(1);
  expect(history.coupons[0]?.amount).toBe(2);
  expect(history.coupons[0]?.bets.map((entry) => [entry.marketId, entry.gameId])).toEqual([[h1!.id, gameId]]);

  // Team logos off: the coupon names the teams without crests.
  await footer.locator('summary').click();
  await footer.getByTestId('preferences-team-logos').uncheck();
  await footer.locator('summary').click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await odds.nth(2).click();
  await coupon.expectBetCount(1);
  await expect(coupon.bets().first().getByTestId('team-crest')).toHaveCount(0);

  // The game page's header shows both crests.
  await row.locator('.game-row__teams').click();
  await expect(page.locator('.game-page__head h1 [data-testid="team-crest"]')).toHaveCount(2);
  await shot('game-crests-dark');

  // Light theme, desktop and phone.
  await footer.locator('summary').click();
  await footer.getByTestId('preferences-theme-light').check();
  await footer.locator('summary').click();
  await page.goto('/en/line');
  await expect(heads).toHaveText(['Hcp 1', 'Hcp 2', 'Over', 'Under']);
  await shot('asian-light');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/line');
  await expect(page.getByTestId('game-row').first().getByTestId('odds')).toHaveCount(4);
  await shot('asian-light-phone');
});

test('after a language switch the sports are named in the new language at once, not at the next poll (issue 18)', async ({ page }, testInfo) => {
  await new ShellModel(page).withAgeConfirmed();
  await page.goto('/en/line');
  await new AuthModel(page).dismissCookieBanner();
  const menu = page.getByTestId('sports-menu');
  const football = menu.locator('[data-testid="menu-sport"][data-sport-id="1"]');
  await expect(football).toContainText('Football');
  await expect(page.getByTestId('game-row').first()).toBeVisible();
  await page.getByTestId('language-select').selectOption('de');
  await expect(page).toHaveURL(/\/de\/line/);
  // The line menu is polled every 15 s (document 001 §9): the German names must come well before that.
  await expect(football).toContainText('Fußball', { timeout: 8_000 });
  await expect(page.getByTestId('champ-row').first()).toContainText(/Fußball|Eishockey|Basketball|Tennis/, { timeout: 8_000 });
  await page.screenshot({ path: testInfo.outputPath('preferences-language-de.png') });
});
