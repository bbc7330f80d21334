import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BettingModel, SimulatorControls } from './models/betting.model';
import { CouponModel } from './models/coupon.model';
import { appAnswers, ShellModel } from './models/shell.model';

// Issue 18: languages at scale. Arabic pages are written right to left with a mirrored layout and
// name the feed's sports in Arabic (the API answers in the X-Language of the page); Polish counts
// take Polish plural forms (Intl plural rules: 22 rynki, 12 rynków). Japanese and Greek (two of the
// complete languages whose feed names and CMS texts came later) name the feed's sports and leagues
// and show the information page and a promotion in their own script.
test.describe.configure({ timeout: 120_000 });

const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
};

/** The Polish word for a count of markets, by the Polish plural category of the count. */
function polishMarkets(count: number): string {
  const category = new Intl.PluralRules('pl').select(count);
  const word = category === 'one' ? 'rynek' : category === 'few' ? 'rynki' : category === 'many' ? 'rynków' : null;
  return word === null ? `Wszystkie rynki: ${count}` : `${count} ${word}`;
}

/** Answers the cookie banner in whatever language it speaks (its first button accepts all). */
async function acceptCookies(page: Page): Promise<void> {
  const banner = page.getByTestId('cookie-banner');
  if (await banner.isVisible().catch(() => false)) await banner.getByRole('button').first().click();
}

/** The horizontal centre of an element on screen. */
async function centreX(page: Page, testId: string): Promise<number> {
  const box = await page.getByTestId(testId).first().boundingBox();
  expect(box).not.toBeNull();
  return (box?.x ?? 0) + (box?.width ?? 0) / 2;
}

test.beforeEach(async ({ page }) => {
  await new ShellModel(page).withAgeConfirmed();
});

test('the betting journey in Arabic: the document is right to left, the coupon on the mirrored side, sports named in Arabic', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // English first: the coupon stands to the right of the list
  await page.goto('/en/line');
  await appAnswers(page);
  await expect(page.getByTestId('betting-line')).toBeVisible();
  await acceptCookies(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  expect(await centreX(page, 'coupon')).toBeGreaterThan(await centreX(page, 'game-list'));

  await page.goto('/ar/line');

  await appAnswers(page);
  await expect(page.getByTestId('betting-line')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await acceptCookies(page);
  // Arabic sport names from the feed, Arabic texts from the bundle
  const football = page.getByTestId('sports-menu').locator('[data-testid="menu-sport"][data-sport-id="1"]');
  await expect(football).toContainText('كرة القدم');
  await expect(page.getByTestId('sports-menu').locator('[data-testid="menu-sport"][data-sport-id="3"]')).toContainText('كرة السلة');
  await expect(page.getByTestId('coupon')).toHaveAttribute('aria-label', 'قسيمة الرهان');
  // the mirrored layout: the coupon now stands to the left of the list
  expect(await centreX(page, 'coupon')).toBeLessThan(await centreX(page, 'game-list'));

  // the journey: a sport, a selection into the coupon
  await football.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('كرة القدم');
  // league heads in Arabic (sport, country and league words); which countries are left depends on the specs run before
  await expect(page.getByTestId('game-list')).toContainText('كرة القدم. ');
  await expect(page.getByTestId('game-list')).toContainText('الدرجة الممتازة');
  const betting = new BettingModel(page);
  await betting.openOdds(0).click();
  await new CouponModel(page).expectBetCount(1);
  await expect(page.getByTestId('coupon')).toContainText('ضع الرهان');
  await page.screenshot({ path: testInfo.outputPath('arabic-desktop.png') });
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('Arabic on a phone: right to left, Arabic sport and league names', async ({ page }, testInfo) => {
    await page.goto('/ar/line');
    await appAnswers(page);
    await expect(page.getByTestId('betting-line')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await acceptCookies(page);
    await expect(page.getByTestId('game-list')).toContainText('كرة القدم');
    // the bottom navigation speaks Arabic
    await expect(page.getByTestId('bottom-nav')).toContainText('مباشر');
    await page.screenshot({ path: testInfo.outputPath('arabic-phone.png') });
  });
});

test('switching to Polish shows Polish plural forms in counts and Polish sport names', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const betting = new BettingModel(page);
  await betting.openSection('line');
  await page.getByTestId('language-select').selectOption('pl');
  await expect(page).toHaveURL((url) => url.pathname === '/pl/line');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByTestId('header')).toContainText('Na żywo');

  const seen = new Set<string>();
  const plural = new Intl.PluralRules('pl');
  /** Each shown row's count and its label, read at once (the list may be replaced between two reads while a sport opens). */
  const shownCounts = () =>
    page
      .getByTestId('game-row')
      .locator('a.game-row__more')
      .evaluateAll((links) => links.slice(0, 5).map((link) => ({ count: Number((link.textContent ?? '').replace(/\D/g, '')), label: link.getAttribute('aria-label') ?? '' })));
  // football: 42 markets a game ("42 rynki", few); tennis: 12 ("12 rynków", many)
  for (const [sportId, category] of [
    [1, 'few'],
    [4, 'many'],
  ] as const) {
    const link = page.getByTestId('sports-menu').locator(`[data-testid="menu-sport"][data-sport-id="${sportId}"]`);
    await link.click();
    await expect(link).toHaveAttribute('aria-current', 'page');
    // the sport's rows have replaced the previous list once their counts take the sport's plural category
    await expect.poll(async () => (await shownCounts()).map((row) => plural.select(row.count)), { timeout: 30_000 }).toContain(category);
    const rows = await shownCounts();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.label).toBe(polishMarkets(row.count));
      seen.add(plural.select(row.count));
    }
  }
  expect([...seen].sort()).toEqual(['few', 'many']);
  // the feed answers the next poll in Polish (the page's language goes with every request)
  await expect(page.getByTestId('sports-menu').locator('[data-testid="menu-sport"][data-sport-id="1"]')).toContainText('Piłka nożna', { timeout: 30_000 });
  await page.screenshot({ path: testInfo.outputPath('polish-desktop.png') });
});

/** What a player reads in a language: the feed's words (api feed/names/<lang>.ts) and the CMS texts (content/pages). */
const NEWER_LANGUAGES = [
  {
    code: 'ja',
    football: 'サッカー',
    league: 'プレミアディビジョン',
    information: 'インフォメーション',
    rulesLink: 'ベッティングルール',
    authoritative: '英語の本文が正文です',
    bonusTitle: 'ウェルカムボーナス：100 EURまで100 %',
    bonusText: '7日以内にボーナスの5倍を賭けてください',
  },
  {
    code: 'el',
    football: 'Ποδόσφαιρο',
    league: 'Πρώτη Κατηγορία',
    information: 'Πληροφορίες',
    rulesLink: 'Κανόνες στοιχημάτων',
    authoritative: 'Δεσμευτικό είναι το αγγλικό κείμενο',
    bonusTitle: 'Μπόνους καλωσορίσματος: 100 % έως 100 EUR',
    bonusText: 'Στοιχηματίστε πέντε φορές το μπόνους μέσα σε 7 ημέρες',
  },
] as const;

/** Starts a pre-match football game of the spec's own choosing live (held at 0:0), so the live list has one whatever ran before. */
async function startFootballGame(request: APIRequestContext): Promise<number> {
  const response = await request.get('/web-api/feed/v1/champs?section=line&sportId=1&limit=1');
  expect(response.ok(), `line champs: ${response.status()}`).toBeTruthy();
  const line = (await response.json()) as { champs: Array<{ games: Array<{ id: number }> }> };
  const gameId = line.champs[0]?.games[0]?.id ?? 0;
  expect(gameId).toBeGreaterThan(0);
  await new SimulatorControls(request).startGame(gameId);
  return gameId;
}

for (const [index, language] of NEWER_LANGUAGES.entries()) {
  const layout = index === 0 ? { name: 'desktop', viewport: { width: 1280, height: 800 } } : { name: 'phone', viewport: PHONE.viewport };
  test.describe(`${language.code} on a ${layout.name}`, () => {
    if (layout.name === 'phone') test.use(PHONE);

    test(`${language.code}: the live list names the sport and the league in ${language.code}, the information page and a promotion are translated`, async ({ page, request }, testInfo) => {
      const gameId = await startFootballGame(request);

      await page.goto(`/${language.code}/live/all/1-football`);

      await appAnswers(page);
      await expect(page.locator('html')).toHaveAttribute('lang', language.code);
      const list = page.getByTestId('game-list');
      await expect(list.locator(`[data-testid="game-row"][data-game-id="${gameId}"]`)).toBeVisible({ timeout: 30_000 });
      await acceptCookies(page);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(language.football);
      await expect(list).toContainText(language.league);
      await expect(list).not.toContainText('Premier Division');
      await page.screenshot({ path: testInfo.outputPath(`${language.code}-live-${layout.name}.png`) });

      await page.goto(`/${language.code}/information`);

      await appAnswers(page);
      const view = page.getByTestId('remote-view');
      await expect(view.getByRole('heading', { level: 1 })).toHaveText(language.information);
      await expect(view.getByRole('link', { name: language.rulesLink })).toHaveAttribute('href', `/${language.code}/information/rules/1`);
      // the stated fallback: the page names the authoritative text
      await expect(view).toContainText(language.authoritative);
      await view.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`${language.code}-information-${layout.name}.png`) });

      await page.goto(`/${language.code}/promotions/welcome-bonus`);

      await appAnswers(page);
      await expect(view.getByRole('heading', { level: 1 })).toHaveText(language.bonusTitle);
      await expect(view).toContainText(language.bonusText);
      await view.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`${language.code}-promotion-${layout.name}.png`) });
    });
  });
}
