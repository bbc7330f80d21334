import { expect, test } from '@playwright/test';
import { AuthModel } from './models/auth.model';
import { SimulatorControls } from './models/betting.model';
import { LimitsModel, ServerClock, setJurisdiction } from './models/limits.model';
import { ShellModel } from './models/shell.model';

/** The spec's money options (document 001 §9 no-limit code last) as the limits page writes them in English. */
const DEPOSIT_OPTIONS = ['€10.00', '€50.00', '€100.00', '€500.00', '€1,000.00', 'No limit'];
/** Session limit options: 1 to 24 hours, then "not set" (document 001 §9: -1). */
const SESSION_OPTIONS = [...Array.from({ length: 24 }, (_, index) => `${index + 1} h`), 'Not set'];
/** One self-exclusion list by the site's year length (365 days by default), not both. */
const SELF_EXCLUSION_OPTIONS = ['1 day', '7 days', '30 days', '90 days', '180 days', '365 days', '730 days', '1095 days', '1825 days', '3650 days'];
const TIME_OUT_OPTIONS = ['1 day', '7 days', '30 days', '90 days'];
/** The approval window of the default jurisdiction (document 001 §4: 86,400 s after startedAt). */
const WINDOW_SECONDS = 86_400;

/** The date the page shows for an epoch-seconds time: British English (issue 15), in the default time zone UTC+3 (document 001 §3 timeZone 3, issue 18). */
function shownDate(epochSeconds: number): string {
  return new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit', timeZone: 'Etc/GMT-3', hourCycle: 'h23' }).format(epochSeconds * 1000);
}

test.afterAll(async ({ request }) => {
  // The live simulator stood still while the server's clock jumped; it resumes from now (nothing of the jump is played).
  await new SimulatorControls(request).freeze(false);
});

test.beforeEach(async ({ page }) => {
  // The browser's clock starts at the server's (development) time and follows it when the test moves it.
  await page.clock.install({ time: (await new ServerClock(page.request).nowSeconds()) * 1000 });
  await new ShellModel(page).withAgeConfirmed();
});

test('a new player sets a deposit limit, raises it through the questions, confirms it after the cooling-off, deposits up to it but not beyond, then takes a time-out and is signed out and refused', async ({ page }) => {
  test.setTimeout(180_000);
  const auth = new AuthModel(page);
  const limits = new LimitsModel(page);
  const clock = new ServerClock(page.request);
  const player = { email: `limits-${Date.now()}-${Math.floor(Math.random() * 1e6)}@test.example`, password: 'Secret-pass-1', name: 'Limit', surname: 'Player', birthDate: '1990-05-01' };

  await page.goto('/en/');
  await page.getByTestId('cookie-accept-all').click();
  await auth.openRegistrationPageFromHeader();
  await auth.registerWithEmail(player);
  await expect(page.getByTestId('header-balance')).toBeVisible();

  // Every limit type with the spec's option lists exactly.
  await limits.open();
  // (the rows' options come with the limits' configuration, which may answer after the rows show)
  await expect.poll(() => limits.optionLabels(20), { timeout: 15_000 }).toEqual(DEPOSIT_OPTIONS);
  await expect.poll(() => limits.optionLabels(31), { timeout: 15_000 }).toEqual(SESSION_OPTIONS);
  await expect.poll(() => limits.optionLabels(30), { timeout: 15_000 }).toEqual(SELF_EXCLUSION_OPTIONS);
  await expect.poll(() => limits.optionLabels(33), { timeout: 15_000 }).toEqual(TIME_OUT_OPTIONS);
  await expect(limits.row(31).getByTestId('limit-current')).toHaveText('Not set');
  for (const type of [1, 2, 3, 10, 11, 12, 21, 22, 32]) await expect(limits.row(type)).toBeVisible();

  // A first deposit limit applies at once.
  await limits.choose(20, '€10.00');
  await expect(limits.row(20).getByTestId('limit-message')).toHaveText('Saved.');
  await expect(limits.row(20).getByTestId('limit-current')).toHaveText('€10.00');
  await expect(limits.row(20).getByTestId('limit-free')).toHaveText('Left now: €10.00');

  // Raising it: the server's questions are shown and answered, then the raise waits for the window.
  const before = await clock.nowSeconds();
  await limits.choose(20, '€50.00');
  await limits.answerQuestions(['No', 'Yes']);
  const after = await clock.nowSeconds();
  const pending = limits.row(20).getByTestId('limit-pending');
  await expect(pending).toContainText('New value €50.00: you can confirm it from');
  const pendingText = await pending.innerText();
  expect([shownDate(before + WINDOW_SECONDS), shownDate(after + WINDOW_SECONDS)].some((date) => pendingText.includes(date))).toBe(true);
  await expect(limits.row(20).getByTestId('limit-confirm')).toHaveCount(0);
  await expect(limits.row(20).getByTestId('limit-current')).toHaveText('€10.00');
  await page.screenshot({ path: test.info().outputPath('limits-pending-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await limits.row(20).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('limits-pending-phone.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The limit in force still counts while the raise waits.
  expect(await limits.depositThroughPage(1_001)).toBe('deposit_limit_exceeded');

  // A day later (the server's development clock, and the browser's with it) the player comes back and signs in again.
  await page.goto('about:blank');
  // The live simulator stands still over the jump, so the feed does not play a day at once.
  await new SimulatorControls(page.request).freeze(true);
  await clock.advance(WINDOW_SECONDS + 60);
  await page.clock.fastForward((WINDOW_SECONDS + 60) * 1000);
  await page.goto('/en/');
  await expect(page.getByTestId('header-login')).toBeVisible({ timeout: 20_000 });
  await auth.openLogin();
  await auth.signIn(player.email, player.password);
  await expect(page.getByTestId('header-balance')).toBeVisible();

  // The non-closable approval dialog asks to apply or keep; applying makes 50.00 the limit.
  const approval = page.getByTestId('limit-approval');
  await expect(approval).toBeVisible({ timeout: 20_000 });
  await expect(approval).toContainText('€50.00');
  await page.screenshot({ path: test.info().outputPath('limits-approval-desktop.png') });
  await approval.getByRole('button', { name: 'Apply the new limit' }).click();
  await expect(approval).toBeHidden();
  await limits.open();
  await expect(limits.row(20).getByTestId('limit-current')).toHaveText('€50.00');
  await expect(limits.row(20).getByTestId('limit-pending')).toHaveCount(0);

  // Deposits up to the new limit, not beyond.
  expect(await limits.depositThroughPage(5_000)).toBe('paid');
  // the smallest deposit the first method takes (1.00 EUR) is one too many now
  expect(await limits.depositThroughPage(100)).toBe('deposit_limit_exceeded');
  await limits.open();
  await auth.expectBalance(50);
  await expect(limits.row(20).getByTestId('limit-free')).toHaveText('Left now: €0.00', { timeout: 15_000 });
  await expect(page.getByTestId('responsible_headroom_deposit')).toHaveText('You can deposit €0.00 more (Deposit limit, 24 hours).');
  await page.screenshot({ path: test.info().outputPath('limits-confirmed-desktop.png'), fullPage: true });

  // A time-out: the page says what it does before doing it, then signs the player out.
  await limits.choose(33, '1 day');
  const confirmStep = page.getByTestId('limit-exclusion');
  await expect(confirmStep).toContainText('You will be signed out and will not be able to sign in, bet, play or deposit for 1 day.');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('limits-time-out-phone.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await confirmStep.getByTestId('limit-exclusion-confirm').click();
  await expect(page.getByTestId('header-login')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('header-balance')).toHaveCount(0);

  // Signing in is refused while the time-out runs.
  await page.goto('/en/');
  await expect(page.getByTestId('header-login')).toBeVisible({ timeout: 20_000 });
  await auth.openLogin();
  await auth.signIn(player.email, player.password);
  await expect(auth.loginModal().getByTestId('auth-error')).toHaveText('You are on a time-out: signing in, bets and deposits wait until it ends.');
  await expect(page.getByTestId('header-balance')).toHaveCount(0);
});

test('an operator switches the site to the German pack by configuration: the same page shows the cross-operator notice and a raised limit waits 7 days', async ({ page }) => {
  test.setTimeout(120_000);
  const auth = new AuthModel(page);
  const limits = new LimitsModel(page);
  const clock = new ServerClock(page.request);
  await setJurisdiction(page.request, 'de');
  try {
    await page.goto('/en/');
    await page.getByTestId('cookie-accept-all').click();
    await auth.openRegistrationPageFromHeader();
    await auth.registerWithEmail({ email: `limits-de-${Date.now()}-${Math.floor(Math.random() * 1e6)}@test.example`, password: 'Secret-pass-1', name: 'Limit', surname: 'Player', birthDate: '1990-05-01' });
    await expect(page.getByTestId('header-balance')).toBeVisible();
    await limits.open();
    await expect(page.getByTestId('limits-notice')).toHaveText(
      'German rules: a higher limit can take effect only 7 days after you ask for it. A deposit limit of at most 1,000 EUR a month applies across all licensed operators in Germany; the limits you set here apply on this site.',
    );
    await limits.choose(22, '€100.00');
    await expect(limits.row(22).getByTestId('limit-current')).toHaveText('€100.00');
    const before = await clock.nowSeconds();
    await limits.choose(22, '€500.00');
    await limits.answerQuestions(['No', 'Yes']);
    const after = await clock.nowSeconds();
    const pending = limits.row(22).getByTestId('limit-pending');
    await expect(pending).toContainText('New value €500.00: you can confirm it from');
    const pendingText = await pending.innerText();
    expect([shownDate(before + 7 * 86_400), shownDate(after + 7 * 86_400)].some((date) => pendingText.includes(date))).toBe(true);
    await page.screenshot({ path: test.info().outputPath('limits-germany-desktop.png') });
  } finally {
    await setJurisdiction(page.request, 'default');
  }
});

test('the casino game view shows the room left under a wagering limit and follows the rounds played', async ({ page }) => {
  test.setTimeout(120_000);
  const auth = new AuthModel(page);
  const limits = new LimitsModel(page);
  await page.goto('/en/');
  await page.getByTestId('cookie-accept-all').click();
  await auth.openRegistrationPageFromHeader();
  await auth.registerWithEmail({ email: `limits-casino-${Date.now()}-${Math.floor(Math.random() * 1e6)}@test.example`, password: 'Secret-pass-1', name: 'Limit', surname: 'Player', birthDate: '1990-05-01' });
  await expect(page.getByTestId('header-balance')).toBeVisible();
  expect(await limits.deposit(2_000)).toBe('paid');
  await limits.open();
  await limits.choose(1, '€10.00');
  await expect(limits.row(1).getByTestId('limit-current')).toHaveText('€10.00');

  await page.goto('/en/slots/game/7/slot');
  const headroom = page.getByTestId('responsible_headroom_stake');
  await expect(headroom).toHaveText('You can stake €10.00 more (Wagering limit, 24 hours).', { timeout: 15_000 });
  // the game view of issue 17 (React, real money for a signed-in player): a 2.00 round
  const game = page.getByTestId('casino-game');
  await game.getByRole('radio', { name: '€2.00' }).click();
  await game.getByTestId('casino-play').click();
  await expect(game.getByTestId('casino-last')).toBeVisible({ timeout: 15_000 });
  // The headroom asks the server again every 30 s while shown.
  await page.clock.runFor(31_000);
  await expect(headroom).toHaveText('You can stake €8.00 more (Wagering limit, 24 hours).', { timeout: 15_000 });
  await page.screenshot({ path: test.info().outputPath('casino-headroom-desktop.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('casino-headroom-phone.png') });
});

test('self-exclusion says what it does, takes a reason, signs the player out and refuses the next sign-in', async ({ page }) => {
  test.setTimeout(120_000);
  const auth = new AuthModel(page);
  const limits = new LimitsModel(page);
  const player = { email: `limits-self-${Date.now()}-${Math.floor(Math.random() * 1e6)}@test.example`, password: 'Secret-pass-1', name: 'Limit', surname: 'Player', birthDate: '1990-05-01' };
  await page.goto('/en/');
  await page.getByTestId('cookie-accept-all').click();
  await auth.openRegistrationPageFromHeader();
  await auth.registerWithEmail(player);
  await expect(page.getByTestId('header-balance')).toBeVisible();
  await limits.open();
  await limits.choose(30, '7 days');
  const confirmStep = page.getByTestId('limit-exclusion');
  await expect(confirmStep).toContainText('You will be signed out and will not be able to sign in, bet, play or deposit for 7 days. It cannot be ended early.');
  // Cancelling changes nothing.
  await confirmStep.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmStep).toBeHidden();
  await expect(limits.row(30).getByTestId('limit-current')).toHaveText('Not set');
  await limits.row(30).getByTestId('limit-save').click();
  await confirmStep.getByLabel('I need a break').check();
  await page.screenshot({ path: test.info().outputPath('limits-self-exclusion-desktop.png') });
  await confirmStep.getByTestId('limit-exclusion-confirm').click();
  await expect(page.getByTestId('header-login')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('header-balance')).toHaveCount(0);
  await page.goto('/en/');
  await expect(page.getByTestId('header-login')).toBeVisible({ timeout: 20_000 });
  await auth.openLogin();
  await auth.signIn(player.email, player.password);
  await expect(auth.loginModal().getByTestId('auth-error')).toHaveText('Your account is self-excluded.');
});
