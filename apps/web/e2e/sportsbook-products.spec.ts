import { expect, test, type Page } from '@playwright/test';
import { AuthModel } from './models/auth.model';
import { BettingModel, frozenSimulatorSpec, SimulatorControls } from './models/betting.model';
import { CouponModel } from './models/coupon.model';

/**
 * The sportsbook's other products (issue 16), through the real API and Chromium. My bets: a single
 * of 10.00 on a home win at 2.00 that wins (the game ends 2:0, 20.00 paid) and a single of 5.00 on a
 * home win at 3.00 that loses (0:1). The totals of every coupon: stakes 15.00, returns 20.00, net
 * +5.00; of the lost ones: 5.00, 0.00, -5.00; no express.
 */
const DEPOSIT_MINOR = 100_000;
const WIN_STAKE = 10;
const WIN_COEF = 2;
const LOSE_STAKE = 5;
const LOSE_COEF = 3;
const SHOTS = '/tmp/helperM-shots';

frozenSimulatorSpec();

/** Places a single of `stake` on a market shown on the page and empties the slip after. */
async function placeSingle(page: Page, marketId: number, stake: number, coef: number): Promise<void> {
  const betting = new BettingModel(page);
  const coupon = new CouponModel(page);
  await expect(betting.odds(marketId)).toContainText(coef.toFixed(2));
  await betting.addMarket(marketId);
  await coupon.expectBetCount(1);
  await coupon.setAmount(String(stake));
  await expect.poll(() => coupon.possibleWin()).toBe(stake * coef);
  await coupon.placeBet();
  await coupon.acceptedNumber();
  await page.reload();
  if ((await coupon.bets().count()) > 0) await coupon.panel().getByTestId('coupon-clear').click();
  await coupon.expectBetCount(0);
}

test('My bets filtered by status, type and sport shows the totals of the coupons that match', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const auth = new AuthModel(page);
  await auth.registerFundedPlayer('products', { name: 'Pro', surname: 'Ducts' }, DEPOSIT_MINOR);
  const betting = new BettingModel(page);
  const controls = new SimulatorControls(page.request);

  await betting.openSection('line');
  await betting.openSport('Football');
  const [winGame, loseGame] = await betting.gameIds(2);
  await controls.setCoef(winGame! * 100, WIN_COEF);
  await controls.setCoef(loseGame! * 100, LOSE_COEF);
  await page.reload();
  await placeSingle(page, winGame! * 100, WIN_STAKE, WIN_COEF);
  await placeSingle(page, loseGame! * 100, LOSE_STAKE, LOSE_COEF);
  await auth.expectBalance(DEPOSIT_MINOR / 100 - WIN_STAKE - LOSE_STAKE);
  await controls.finishGame(winGame!, 2, 0);
  await controls.finishGame(loseGame!, 0, 1);

  await page.goto('/en/office/history');
  await auth.expectBalance(DEPOSIT_MINOR / 100 - WIN_STAKE - LOSE_STAKE + WIN_STAKE * WIN_COEF);
  const totals = page.getByTestId('history-totals');
  await expect(page.getByTestId('history-row')).toHaveCount(2);
  await expect(totals.getByTestId('history-totals-count')).toHaveText('Coupons: 2');
  await expect(totals.getByTestId('history-totals-stake')).toHaveText('€15.00');
  await expect(totals.getByTestId('history-totals-returns')).toHaveText('€20.00');
  await expect(totals.getByTestId('history-totals-net')).toContainText('€5.00');
  await expect(totals).toHaveAttribute('data-net', 'office_history_net_gain');
  await page.screenshot({ path: `${SHOTS}/history-totals-desktop.png` });

  await page.getByTestId('history-status').selectOption('lost');
  await expect(page.getByTestId('history-row')).toHaveCount(1);
  await expect(totals.getByTestId('history-totals-count')).toHaveText('Coupons: 1');
  await expect(totals.getByTestId('history-totals-stake')).toHaveText('€5.00');
  await expect(totals.getByTestId('history-totals-returns')).toHaveText('€0.00');
  await expect(totals.getByTestId('history-totals-net')).toContainText('-€5.00');
  await expect(totals).toHaveAttribute('data-net', 'office_history_net_loss');

  await page.getByTestId('history-status').selectOption('all');
  await page.getByTestId('history-type').selectOption('express');
  await expect(page.getByTestId('history-empty')).toBeVisible();
  await expect(totals.getByTestId('history-totals-count')).toHaveText('Coupons: 0');

  await page.getByTestId('history-type').selectOption('single');
  await page.getByTestId('history-sport').selectOption({ label: 'Football' });
  await expect(page.getByTestId('history-row')).toHaveCount(2);
  await expect(totals.getByTestId('history-totals-stake')).toHaveText('€15.00');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(totals).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/history-totals-phone.png`, fullPage: true });
});

test('page-type prefixes filter the list; the cyber area shows the esports disciplines; lotto says it is not offered', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto('/en/esports/line/all');
  await expect(page.getByTestId('betting-line')).toHaveAttribute('data-page-type', 'esports');
  await page.getByTestId('cookie-accept-all').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Esports');
  const menu = page.getByTestId('sports-menu');
  await expect(menu.getByTestId('menu-sport').first()).toBeVisible();
  await expect(menu.getByTestId('menu-sport').filter({ hasText: 'Football' })).toHaveCount(0);
  await expect(menu.getByTestId('menu-sport').filter({ hasText: 'Dota 2' })).toHaveCount(1);
  // the menu keeps the prefix: a discipline opens its list still filtered
  await menu.getByTestId('menu-sport').filter({ hasText: 'Dota 2' }).click();
  await expect(page).toHaveURL(/\/en\/esports\/line\/all\/41-dota-2$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Dota 2');
  await expect(page.getByTestId('game-row').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/esports-prefix-desktop.png` });

  // the simulator's fights (issue 16; sportsbook-more-sports.spec.ts follows them further)
  await page.goto('/en/ufc/line/all');
  await expect(page.getByTestId('game-row').first()).toBeVisible();
  await expect(page.getByTestId('sports-menu').getByTestId('menu-sport')).toHaveCount(1);
  await expect(page.getByTestId('sports-menu').getByTestId('menu-sport')).toContainText('MMA');

  await page.goto('/en/cyber');
  const disciplines = page.getByTestId('cyber-disciplines');
  await expect(disciplines).toContainText('Counter-Strike 2');
  await expect(disciplines).toContainText('Dota 2');
  await expect(disciplines).not.toContainText('Football');
  await expect(page.getByTestId('game-row').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/cyber-desktop.png` });
  await page.getByTestId('cyber-mode-virtual').click();
  await expect(page.getByTestId('cyber-not-offered')).toContainText('Virtual sports are not offered');

  await page.goto('/en/lotto');
  await expect(page.getByTestId('lotto-not-offered')).toContainText('Lotteries are not offered on this site');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/cyber/real/disciplines');
  await expect(page.getByTestId('game-row').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/cyber-phone.png` });
});
