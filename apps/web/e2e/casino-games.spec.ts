import { expect, test, type Browser, type Page } from '@playwright/test';
import { AuthModel } from './models/auth.model';
import { amountOf } from './models/coupon.model';
import { LimitsModel } from './models/limits.model';
import { ShellModel } from './models/shell.model';

// Issue 17, "the casino for real": every game kind in demo for a guest (play money only), then a
// player who asks to play for real from the demo, signs up without leaving the game, and plays a
// round of each kind for real: the header balance and the payment history follow each round's
// result; a past round is recomputed in the browser on the verify page.

/** One title of each kind in the seeded catalogue (the engine a title plays follows its name and category). */
const GAMES = {
  slot: '/en/slots/game/1/mega-reels',
  roulette: '/en/live-casino/game/111/frozen-roulette',
  blackjack: '/en/live-casino/game/118/neon-blackjack',
  dice: '/en/live-casino/game/117/wild-sic-bo',
  baccarat: '/en/live-casino/game/115/diamond-baccarat',
} as const;
type Kind = keyof typeof GAMES;
const KINDS = Object.keys(GAMES) as Kind[];

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: test.info().outputPath(`${name}-desktop.png`), fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath(`${name}-phone.png`), fullPage: true });
  if (size) await page.setViewportSize(size);
}

/** Opens a game and waits for its table. */
async function openGame(page: Page, kind: Kind): Promise<void> {
  await page.goto(GAMES[kind]);
  await expect(page.getByTestId('casino-game')).toHaveAttribute('data-kind', kind, { timeout: 20_000 });
}

/** Plays one round of the open game (a chip on red for roulette, standing on blackjack) and returns its net result in minor units. */
async function playRound(page: Page, kind: Kind): Promise<number> {
  const game = page.getByTestId('casino-game');
  const last = game.getByTestId('casino-last');
  const before = (await last.count()) > 0 ? await last.getAttribute('data-round-id') : null;
  if (kind === 'roulette') {
    // an outside bet and an inside one (a split of 17 and 18)
    await game.getByTestId('casino_roulette_red').click();
    await game.getByTestId('roulette-inside-split').click();
    await game.getByTestId('roulette-17').click();
    await expect(game.getByTestId('roulette-18')).toHaveClass(/roulette-number--covered/);
  }
  if (kind === 'dice') {
    // the keyboard moves the target to 60
    const slider = game.getByTestId('dice-target');
    await slider.focus();
    for (let i = 0; i < 100 && (await slider.inputValue()) !== '60'; i++) await page.keyboard.press(Number(await slider.inputValue()) < 60 ? 'ArrowRight' : 'ArrowLeft');
    await expect(slider).toHaveValue('60');
    await expect(game.getByText('Chance 60 %, pays ×1.6500')).toBeVisible();
  }
  if (kind === 'baccarat') await game.getByTestId('baccarat-player').click();
  await game.getByTestId('casino-play').click();
  if (kind === 'blackjack') {
    // stand until the hand is settled (a blackjack settles at once)
    const stand = game.getByTestId('blackjack-stand');
    const settled = async () => (await last.isVisible()) && (await last.getAttribute('data-round-id')) !== before;
    for (let step = 0; step < 10 && !(await settled()); step++) {
      await expect(async () => expect((await settled()) || (await stand.isEnabled())).toBe(true)).toPass({ timeout: 15_000 });
      if (!(await settled())) await stand.click();
    }
  }
  await expect(last).toBeVisible({ timeout: 15_000 });
  await expect(last).not.toHaveAttribute('data-round-id', before ?? '-');
  return Number(await last.getAttribute('data-net-minor'));
}

const demoBalance = async (page: Page) => Number(await page.getByTestId('casino-balance').getAttribute('data-balance-minor'));

test('a guest plays every game kind in demo with play money, clearly labelled', async ({ page }) => {
  test.setTimeout(180_000);
  await new ShellModel(page).withAgeConfirmed();
  await page.goto('/en/');
  await page.getByTestId('cookie-accept-all').click();
  for (const kind of KINDS) {
    await openGame(page, kind);
    const game = page.getByTestId('casino-game');
    await expect(game.getByTestId('casino-mode')).toHaveText('Demo: play money');
    await expect(game.getByRole('note')).toContainText('play money');
    await expect(game.getByTestId('casino-play-real')).toBeVisible();
    await expect(page.getByTestId('header-balance')).toHaveCount(0);
    const before = await demoBalance(page);
    const net = await playRound(page, kind);
    await expect.poll(() => demoBalance(page)).toBe(before + net);
    await expect(game.getByTestId('casino-history').getByRole('listitem')).toHaveCount(1);
    await expect(page.getByTestId('header-balance')).toHaveCount(0);
    await shoot(page, `demo-${kind}`);
  }
});

/** A new player (fast registration in a browser of its own): login and password. */
async function newPlayer(browser: Browser): Promise<{ login: string; password: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await new ShellModel(page).withAgeConfirmed();
  await page.goto('/en/');
  await page.getByTestId('cookie-accept-all').click();
  const auth = new AuthModel(page);
  await auth.openLogin();
  const player = await auth.signUpFastFromLoginModal();
  await context.close();
  return player;
}

test('a player signs in from the demo without leaving the game and plays each kind for real; the header balance and payment history follow; a past round verifies in the browser', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const player = await newPlayer(browser);
  const auth = new AuthModel(page);
  await new ShellModel(page).withAgeConfirmed();
  await page.goto('/en/');
  await page.getByTestId('cookie-accept-all').click();
  await openGame(page, 'slot');
  await page.getByTestId('casino-play-real').click();
  await expect(page.getByTestId('casino-sign-in-to-play')).toBeVisible();
  await auth.signIn(player.login, player.password);
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await expect(page).toHaveURL(/\/slots\/game\/1\/mega-reels$/);
  await expect(page.getByTestId('casino-mode')).toHaveText('Real money', { timeout: 15_000 });
  // Nothing on the account yet: a real round is refused and the game offers the deposit page (issue 13).
  await page.getByTestId('casino-game').getByTestId('casino-play').click();
  await expect(page.getByTestId('casino-error')).toBeVisible({ timeout: 15_000 });
  await page.getByTestId('casino-deposit-link').click();
  await expect(page).toHaveURL(/\/en\/office\/recharge$/);
  expect(await new LimitsModel(page).deposit(20_000)).toBe('paid');

  let total = 0;
  for (const kind of KINDS) {
    await openGame(page, kind);
    await expect(page.getByTestId('casino-mode')).toHaveText('Real money');
    await expect.poll(() => auth.balance(), { timeout: 15_000 }).toBeGreaterThan(0);
    const before = await auth.balance();
    const net = await playRound(page, kind);
    total += net;
    await auth.expectBalance(before + net / 100);
    // the game shows the balance the API returned with the round
    expect(await demoBalance(page)).toBe(Math.round(before * 100 + net));
    await shoot(page, `real-${kind}`);
  }

  // demo play as a signed-in player leaves the real balance alone
  await openGame(page, 'dice');
  const real = await auth.balance();
  await page.getByTestId('casino-play-demo').click();
  await expect(page.getByTestId('casino-mode')).toHaveText('Demo: play money');
  await playRound(page, 'dice');
  await playRound(page, 'dice');
  await auth.expectBalance(real);

  // verification on the verify page (its own route, linked from the round history): the seed is
  // still secret, the page reveals it, and the browser recomputes the round to the stored return
  await openGame(page, 'baccarat');
  const history = page.getByTestId('casino-history').getByRole('listitem');
  const roundId = (await history.first().getAttribute('data-round-id')) ?? '';
  await history.first().getByRole('link', { name: 'Verify' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/casino/verify/${roundId}$`));
  const verify = page.getByTestId('casino-verify-page');
  await expect(verify.getByTestId('casino-verify-status')).toHaveText(/not revealed yet/, { timeout: 15_000 });
  await verify.getByTestId('casino-verify-reveal').click();
  await expect(verify.getByTestId('casino-verify-status')).toHaveText(/^Verified: /, { timeout: 15_000 });
  await expect(verify.getByTestId('casino-verify-seed')).toHaveValue(/^[a-f0-9]{64}$/);
  await expect(verify.getByTestId('casino-verify-digest')).toHaveText(/^[a-f0-9]{64}$/);
  await shoot(page, 'verify');
  // a seed other than the committed one does not verify
  await verify.getByTestId('casino-verify-seed').fill('0'.repeat(64));
  await expect(verify.getByTestId('casino-verify-status')).toHaveText(/^Not verified/);
  await expect(verify.getByTestId('casino-verify-status')).toHaveAttribute('data-ok', 'false');

  // the payment history lists the casino rounds: their amounts add up to the rounds' results
  await page.goto('/en/office/historypay');
  await expect(page.getByTestId('office-historypay')).toBeVisible();
  const rows = page.getByTestId('historypay-row');
  await expect(rows.first()).toBeVisible();
  let casino = 0;
  for (const row of await rows.all()) {
    const type = (await row.getAttribute('data-type')) ?? '';
    if (type.startsWith('casino')) casino += Math.round(amountOf(await row.getByTestId('historypay-amount').innerText()) * 100);
  }
  expect(casino).toBe(total);
  await shoot(page, 'historypay');
});

test('a loss limit stops real play with its message and the balance stays', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const player = await newPlayer(browser);
  const auth = new AuthModel(page);
  await new ShellModel(page).withAgeConfirmed();
  await page.goto('/en/');
  await page.getByTestId('cookie-accept-all').click();
  await auth.openLogin();
  await auth.signIn(player.login, player.password);
  await expect(page.getByTestId('header-balance')).toBeVisible();
  expect(await new LimitsModel(page).deposit(5_000)).toBe('paid');
  // a daily loss limit of 0.50 (type 10, document 001 §4), set through the limits call
  const token = (await (await page.request.get('/web-api/user/gettoken?force_refresh=true')).json()) as { token: string };
  const saved = await page.request.post('/limit-service-api/api/external/web/v3/limits', { data: { limits: [{ limitType: 10, limitValue: 50 }] }, headers: { 'X-Auth': token.token, 'X-Requested-With': 'XMLHttpRequest' } });
  expect(saved.ok(), await saved.text()).toBe(true);
  await openGame(page, 'dice');
  const before = await auth.balance();
  const game = page.getByTestId('casino-game');
  await game.getByRole('radio', { name: '€1.00' }).click();
  await game.getByTestId('casino-play').click();
  await expect(game.getByTestId('casino-error')).toHaveText('This stake is above your loss limit.');
  await expect(game.getByTestId('casino-last')).toHaveCount(0);
  await auth.expectBalance(before);
  await shoot(page, 'loss-limit');
});

test('a real slot round feeds the lobby jackpot and puts the player on the tournament leaderboard; the casino bonus page shows the player cashbacks; routes not offered say so', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const player = await newPlayer(browser);
  const auth = new AuthModel(page);
  await new ShellModel(page).withAgeConfirmed();
  await page.goto('/en/');
  await page.getByTestId('cookie-accept-all').click();
  await auth.openLogin();
  await auth.signIn(player.login, player.password);
  await expect(page.getByTestId('header-balance')).toBeVisible();
  expect(await new LimitsModel(page).deposit(5_000)).toBe('paid');

  // the lobby's jackpot before the round (no euro pool yet reads as 0)
  await page.goto('/en/casino-lobby');
  const jackpot = page.getByTestId('casino-jackpot');
  await expect(jackpot).toBeVisible({ timeout: 20_000 });
  await expect(jackpot).toContainText('1 % of every real-money slot stake feeds the pool');
  const euroPool = jackpot.locator('[data-testid="casino-jackpot-pool"][data-currency="EUR"]');
  const poolBefore = (await euroPool.count()) > 0 ? Number(await euroPool.getAttribute('data-pool-minor')) : 0;

  // one real slot round of 1.00 (1 % of it, 0.01, feeds the pool)
  await openGame(page, 'slot');
  await expect(page.getByTestId('casino-mode')).toHaveText('Real money', { timeout: 15_000 });
  const game = page.getByTestId('casino-game');
  await game.getByRole('radio', { name: '€1.00' }).click();
  const net = await playRound(page, 'slot');
  const won = (await game.getByTestId('casino-jackpot-won').count()) > 0;

  // back in the lobby the pool has grown by the round's share (or was paid out to this very round)
  await page.goto('/en/casino-lobby');
  await expect(euroPool).toBeVisible({ timeout: 20_000 });
  if (!won) await expect.poll(async () => Number(await euroPool.getAttribute('data-pool-minor')), { timeout: 20_000 }).toBeGreaterThanOrEqual(poolBefore + 1);
  // the lobby's rows: the game just played is recently played; tiles carry their art, RTP and volatility
  const recent = page.getByTestId('casino-recent');
  await expect(recent.locator('[data-testid="casino-tile"][data-game-id="1"]')).toBeVisible();
  await expect(recent.getByTestId('casino-tile').first()).toContainText(/RTP \d+\.\d\d %.*volatility/);
  await expect(page.getByTestId('casino-new').getByTestId('casino-tile').first()).toBeVisible();
  await shoot(page, 'lobby-jackpot');

  // the weekly tournament lists the player, live
  await page.goto('/en/bonus/casino/tournaments');
  const tournament = page.getByTestId('casino-tournament').first();
  await expect(tournament).toContainText('Weekly slots tournament', { timeout: 20_000 });
  await expect(tournament).toContainText('Running');
  await tournament.getByRole('link', { name: 'Leaderboard' }).click();
  await expect(page).toHaveURL(/\/en\/bonus\/casino\/tournaments\/\d+$/);
  const mine = page.locator('[data-testid="tournament-row"][data-you="true"]');
  await expect(mine).toBeVisible({ timeout: 20_000 });
  await expect(mine).toContainText('(you)');
  await expect(mine.locator('td').nth(3)).toHaveText('1');
  await shoot(page, 'tournament');

  // the casino bonus page shows the player's casino cashbacks of the week: the net loss is the slot
  // round's (the only casino round of the week); a route the casino does not offer says so
  await page.goto('/en/bonus/casino');
  const cashbacks = page.getByTestId('casino-cashback');
  await expect(cashbacks).toHaveCount(2, { timeout: 20_000 });
  await expect(cashbacks.first()).toContainText('VIP cashback');
  await expect(cashbacks.nth(1)).toContainText('Premium cashback');
  const loss = Math.max(0, -net);
  await expect(cashbacks.first()).toContainText(`Net loss this week: €${(loss / 100).toFixed(2)}`);
  await expect(cashbacks.first().getByTestId('casino-cashback-state')).toHaveText(/^(Nothing to claim yet\.|You can claim €\d+\.\d\d now\.)$/);
  await expect(page.getByTestId('casino-tournament').first()).toBeVisible();
  await shoot(page, 'casino-bonuses');
  await page.goto('/en/fast-bet');
  await expect(page.getByTestId('casino-not-offered')).toContainText('Not offered on this site: Fast bet.', { timeout: 20_000 });
  await shoot(page, 'not-offered');
  await page.getByRole('link', { name: 'Go to the casino lobby' }).click();
  await expect(page).toHaveURL(/\/en\/casino-lobby$/);
});

test('the reality check interrupts casino play until it is answered (document 001 §4)', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const player = await newPlayer(browser);
  // the browser's clock is ours: the reality check's five minutes pass at once
  await page.clock.install();
  const auth = new AuthModel(page);
  await new ShellModel(page).withAgeConfirmed();
  await page.goto('/en/');
  await page.getByTestId('cookie-accept-all').click();
  await auth.openLogin();
  await auth.signIn(player.login, player.password);
  await expect(page.getByTestId('header-balance')).toBeVisible();
  // a reality check every 5 minutes (type 32, document 001 §9), set through the limits call
  const token = (await (await page.request.get('/web-api/user/gettoken?force_refresh=true')).json()) as { token: string };
  const saved = await page.request.post('/limit-service-api/api/external/web/v3/limits', { data: { limits: [{ limitType: 32, limitValue: 5 }] }, headers: { 'X-Auth': token.token, 'X-Requested-With': 'XMLHttpRequest' } });
  expect(saved.ok(), await saved.text()).toBe(true);
  await openGame(page, 'dice');
  await expect(page.getByTestId('casino-mode')).toHaveText('Real money', { timeout: 15_000 });
  const game = page.getByTestId('casino-game');
  await expect(game.getByTestId('casino-play')).toBeEnabled();
  await expect(game.getByTestId('casino-paused')).toHaveCount(0);

  await page.clock.fastForward('05:30');
  const dialog = page.getByTestId('reality-check');
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(game.getByTestId('casino-paused')).toHaveText('Play is paused until you answer the reality check.');
  await expect(game.getByTestId('casino-play')).toBeDisabled();
  await shoot(page, 'reality-check');

  await dialog.getByRole('button', { name: 'Continue playing' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(game.getByTestId('casino-paused')).toHaveCount(0);
  await expect(game.getByTestId('casino-play')).toBeEnabled();
});
