import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { AuthModel } from './models/auth.model';
import { frozenSimulatorSpec } from './models/betting.model';

/**
 * Toto through the real API and Chromium (issue 16: "a toto coupon is placed and settled"). The
 * spec settles whatever draw is current first (through the development control), so it plays a
 * fresh draw whose first game is at least 30 minutes away, with no other coupon in its pool. The
 * player picks 1 and X on event 1 and 1 on the 14 others: 2 lines at 0.50, 1.00. The draw ends with
 * X on event 1 and 1 on the others: one line has 15 correct, one 14. The pool is 1.00: the operator
 * keeps 0.15, the fund 0.85 pays 0.42 (50 %) to the 15 and 0.25 (30 %) to the 14; nobody has 13, so
 * its 0.17 and the remainder 0.01 stay with the operator. The coupon wins 0.67: the balance goes
 * from 1 000.00 to 999.00 and then to 999.67.
 */
const DEPOSIT_MINOR = 100_000;
const SHOTS = process.env['TOTO_SHOTS'] ?? '/tmp/a2-shots';

interface Draws {
  current: { id: number; status: string; events: Array<{ position: number; gameId: number }> } | null;
}

async function currentDraw(request: APIRequestContext): Promise<NonNullable<Draws['current']>> {
  const response = await request.get('/web-api/toto/v1/draws');
  expect(response.ok()).toBeTruthy();
  const draws = (await response.json()) as Draws;
  expect(draws.current, 'a current toto draw').not.toBeNull();
  return draws.current!;
}

async function finishDraw(request: APIRequestContext, drawId: number, results: string[]): Promise<void> {
  const response = await request.post(`/dev-api/toto/draws/${drawId}/finish`, { data: { results } });
  expect(response.ok(), `finish draw ${drawId}: ${response.status()} ${await response.text()}`).toBeTruthy();
}

async function balanceMinor(request: APIRequestContext): Promise<number> {
  const response = await request.get('/web-api/officeapi/v2/accounts');
  expect(response.ok()).toBeTruthy();
  const body = (await response.json()) as { activeAccount: number; accounts: Array<{ id: number; money: number }> };
  return body.accounts.find((account) => account.id === body.activeAccount)?.money ?? -1;
}

const pick = (page: Page, position: number, outcome: string) => page.getByTestId(`toto-pick-${position}-${outcome}`);

frozenSimulatorSpec();

test('a toto coupon is placed on the current draw and settled when its games finish, and the balance agrees', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // a fresh draw: the current one is played out first
  const stale = await currentDraw(page.request);
  await finishDraw(page.request, stale.id, Array.from({ length: 15 }, () => '1'));
  const draw = await currentDraw(page.request);
  expect(draw.id).toBeGreaterThan(stale.id);

  const auth = new AuthModel(page);
  await auth.registerFundedPlayer('toto', { name: 'Toto', surname: 'Player' }, DEPOSIT_MINOR);
  await expect.poll(() => balanceMinor(page.request)).toBe(DEPOSIT_MINOR);

  await page.goto('/en/toto/pool');
  const area = page.getByTestId('toto-area');
  await expect(area.getByTestId('toto-draw')).toHaveAttribute('data-draw-id', String(draw.id), { timeout: 20_000 });
  await expect(area.getByTestId('toto-grid-row')).toHaveCount(15);
  await expect(area.getByTestId('toto-draw-status')).toHaveAttribute('data-status', 'open');
  // the rules stated on the page
  await expect(area.getByTestId('toto-rule-price')).toContainText('€0.50');
  await expect(area.getByTestId('toto-rules')).toContainText('the operator keeps 15%');
  await expect(area.getByTestId('toto-rules')).toContainText('15 correct: 50%');
  await expect(area.getByTestId('toto-rules')).toContainText('the operator keeps its share');
  await expect(area.getByTestId('toto-rules')).toContainText('A void event counts as correct');
  await expect(area.getByTestId('toto-place')).toBeDisabled();

  await pick(page, 1, '1').click();
  await pick(page, 1, 'X').click();
  await expect(pick(page, 1, 'X')).toHaveAttribute('aria-pressed', 'true');
  for (let position = 2; position <= 15; position++) await pick(page, position, '1').click();
  await expect(area.getByTestId('toto-lines')).toHaveAttribute('data-lines', '2');
  await expect(area.getByTestId('toto-lines')).toHaveText('Lines: 2 · cost €1.00');
  await page.screenshot({ path: `${SHOTS}/toto-draw-desktop.png`, fullPage: false });

  await area.getByTestId('toto-place').click();
  await expect(area.getByTestId('toto-placed')).toHaveText(`Coupon placed on draw ${draw.id} for €1.00.`, { timeout: 20_000 });
  await expect(area.getByTestId('toto-lines')).toHaveAttribute('data-lines', '0');
  expect(await balanceMinor(page.request)).toBe(DEPOSIT_MINOR - 100);
  await expect(area.getByTestId('toto-pool')).toContainText('Pool €1.00 · prize fund €0.85', { timeout: 40_000 });

  await area.getByTestId('toto-tab-coupons').click();
  const coupon = area.getByTestId('toto-coupon');
  await expect(coupon).toHaveCount(1);
  await expect(coupon).toHaveAttribute('data-status', 'open');
  await expect(coupon).toContainText(`Draw ${draw.id}`);

  // the draw's games end: X on event 1, 1 on the others
  await finishDraw(page.request, draw.id, ['X', ...Array.from({ length: 14 }, () => '1')]);
  await page.reload();
  await expect(coupon).toHaveAttribute('data-status', 'won', { timeout: 20_000 });
  await expect(coupon.getByTestId('toto-coupon-win')).toHaveText('· Win €0.67');
  await expect(coupon).toContainText('15 correct: 1 · 14 correct: 1 · 13 correct: 0');
  expect(await balanceMinor(page.request)).toBe(DEPOSIT_MINOR - 100 + 67);
  await expect(page.getByTestId('header-balance')).toContainText('999.67');
  await page.screenshot({ path: `${SHOTS}/toto-coupons-desktop.png`, fullPage: false });

  await area.getByTestId('toto-tab-draws').click();
  const result = area.locator(`[data-testid="toto-result"][data-draw-id="${draw.id}"]`);
  await expect(result.getByTestId('toto-draw-status')).toHaveAttribute('data-status', 'settled', { timeout: 20_000 });
  await expect(result.getByTestId('toto-class')).toHaveText(['15 correct: winning lines 1, €0.42 each', '14 correct: winning lines 1, €0.25 each']);
  await expect(result).toContainText('13 correct: no winning line, the share is kept by the operator');
  await expect(result).toContainText('Kept by the operator: €0.18');
  await expect(result.getByTestId('toto-event-result').first()).toHaveText('0:0 (X)');
  await page.screenshot({ path: `${SHOTS}/toto-results-desktop.png`, fullPage: false });

  // the next draw and the events nominated
  await area.getByTestId('toto-tab-next').click();
  await expect(area.getByTestId('toto-next').getByTestId('toto-event-row')).toHaveCount(15);
  await area.getByTestId('toto-tab-nonimees').click();
  await expect(area.getByTestId('toto-nonimees').getByTestId('toto-event-row')).toHaveCount(30);
});

test('the toto draw is usable on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/toto/pool');
  await new AuthModel(page).dismissCookieBanner();
  const area = page.getByTestId('toto-area');
  await expect(area.getByTestId('toto-grid-row')).toHaveCount(15, { timeout: 20_000 });
  await pick(page, 3, '2').click();
  await expect(pick(page, 3, '2')).toHaveAttribute('aria-pressed', 'true');
  // the grid fits the phone's width: no horizontal scrolling
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/toto-draw-phone.png`, fullPage: false });
  // no critical or serious WCAG 2.2 AA violation on the draw page
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(axe.violations.filter((violation) => violation.impact === 'critical' || violation.impact === 'serious').map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(' | ')}`)).toEqual([]);
  // a guest is asked to sign in for coupons
  await area.getByTestId('toto-tab-coupons').click();
  await expect(area.getByTestId('toto-coupons-error')).toHaveText('Sign in to see your coupons.');
});

test("the toto draw names its events in the page's language as the feed does, and a language switch renames them at once (issue 18)", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const eventsIn = async (language: string) => {
    const response = await page.request.get('/web-api/toto/v1/draws', { headers: { 'x-language': language } });
    expect(response.ok()).toBeTruthy();
    return ((await response.json()) as { current: { id: number; events: Array<{ position: number; gameId: number; champName: string }> } }).current;
  };
  const english = await eventsIn('en');
  // the first event whose league the feed names differently in German (the German feed's own name for its game)
  let event: { position: number; german: string; english: string } | null = null;
  for (const candidate of english.events) {
    const game = (await (await page.request.get(`/web-api/feed/v1/games/${candidate.gameId}`, { headers: { 'x-language': 'de' } })).json()) as { champName: string };
    if (game.champName !== candidate.champName) {
      event = { position: candidate.position, german: game.champName, english: candidate.champName };
      break;
    }
  }
  expect(event, 'an event of the draw whose league has a German feed name').not.toBeNull();
  await page.goto('/en/toto/pool');
  const row = page.locator(`[data-testid="toto-grid-row"][data-position="${event!.position}"]`);
  await expect(row).toContainText(event!.english, { timeout: 20_000 });
  await page.getByTestId('language-select').selectOption('de');
  await expect(page).toHaveURL(/\/de\/toto\/pool$/);
  await expect(row).toContainText(event!.german);
  // the draw is the same one, read again in German
  expect((await eventsIn('de')).id).toBe(english.id);
});
