import { expect, test } from '@playwright/test';
import { AuthModel } from './models/auth.model';
import { BettingModel, frozenSimulatorSpec, SimulatorControls } from './models/betting.model';
import { amountOf, CouponModel } from './models/coupon.model';

const PLACE_PATH = /\/web-api\/coupon\/v1\/place$/;
/** 1000.00 in minor units of a two-decimal currency. */
const DEPOSIT_MINOR = 100_000;
/** The home-win coefficients the journey gives its three games. */
const COEFS = [1.5, 1.9, 2.25] as const;
/**
 * 10.00 on the express of 1.5, 1.9 and 2.25 with the bonus bet of document 000 §5 (3 bets:
 * 1 × (1 + 3/100) = 1.03): 10.00 × 6.604875 = 66.04875 → 66.05; the seed's hyper bonus (5 % of the
 * net win from 3.00, document 000 §3) adds 5 % of 56.05 = 2.8025 → 2.80; possible win 68.85.
 */
const STAKE = 10;
const POSSIBLE_WIN = 68.85;
/** The possible win as My bets prints it, in English or German number format. */
const WIN_TEXT = /68[.,]85/;
/** Football as the feed names it in each language of the journey (the seed's feed names). */
const FOOTBALL = { en: 'Football', de: 'Fußball' } as const;

// The feed moves only through the development controls during the journey.
frozenSimulatorSpec();

for (const language of ['en', 'de'] as const) {
  test(`a new player registers from the header with e-mail, is funded, places a pre-match express of 3 with its bonus bet; coupon, receipt, answer and My bets agree, the win credited is exactly the possible win, and every page stays in /${language}/`, async ({
    page,
  }) => {
    const betting = new BettingModel(page);
    const coupon = new CouponModel(page);
    const auth = new AuthModel(page);
    const controls = new SimulatorControls(page.request);

    // Every page the player sees keeps the language (issue 11: no link drops it).
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.goto(`/${language}/`);
    await page.getByTestId('cookie-accept-all').click();
    await auth.openRegistrationPageFromHeader();
    await auth.registerWithEmail({
      email: `journey-${language}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@test.example`,
      password: 'Secret-pass-1',
      name: 'Journey',
      surname: 'Player',
      birthDate: '1990-05-01',
    });
    await expect(page.getByTestId('header-balance')).toBeVisible();
    await auth.expectBalance(0);
    // The office's deposit page comes with the office issue; until then the demo provider is called directly.
    await auth.deposit(DEPOSIT_MINOR);
    await betting.openSection('line', language);
    await page.reload();
    await auth.expectBalance(DEPOSIT_MINOR / 100);

    await betting.openSport(FOOTBALL[language]);
    const gameIds = await betting.gameIds(3);
    expect(gameIds).toHaveLength(3);
    for (const [index, gameId] of gameIds.entries()) await controls.setCoef(gameId * 100, COEFS[index]!);
    await page.reload();
    await auth.expectBalance(DEPOSIT_MINOR / 100);
    for (const gameId of gameIds) {
      await expect(betting.odds(gameId * 100)).toContainText(String(COEFS[gameIds.indexOf(gameId)]));
      await betting.addMarket(gameId * 100);
    }
    await coupon.expectBetCount(3);
    await coupon.chooseType(1);
    // document 000 §5: an express of 3 bets of at least 1.1 gets the bonus bet
    await expect(coupon.bonusBet()).toHaveCount(1);
    await coupon.setAmount(String(STAKE));
    await expect.poll(() => coupon.possibleWin()).toBe(POSSIBLE_WIN);

    const answer = page.waitForResponse(PLACE_PATH);
    await coupon.placeBet();
    const accepted = (await (await answer).json()) as {
      status: string;
      possibleWin: number;
      bonusCoef?: number;
      couponNumber: string;
    };
    expect(accepted).toMatchObject({
      status: 'accepted',
      possibleWin: POSSIBLE_WIN,
      bonusCoef: 1.03,
      amount: STAKE,
    });
    const number = await coupon.acceptedNumber();
    expect(number).toBe(accepted.couponNumber);
    // The receipt says the same possible win as the coupon did.
    expect(amountOf(await coupon.panel().getByTestId('coupon-success-possible-win').innerText())).toBe(
      POSSIBLE_WIN,
    );
    await auth.expectBalance(DEPOSIT_MINOR / 100 - STAKE);

    await page.getByTestId('header-my-bets').click();
    await expect(page.getByTestId('office-history')).toBeVisible();
    const row = page.getByTestId('history-row').filter({ hasText: number });
    await expect(row).toHaveCount(1);
    await expect(row).toHaveAttribute('data-status', 'open');
    await expect(row).toContainText(WIN_TEXT);

    // Each game ends 1:0: every home bet wins, the coupon is settled at once.
    for (const gameId of gameIds) await controls.finishGame(gameId, 1, 0);
    await page.reload();
    await auth.expectBalance(DEPOSIT_MINOR / 100 - STAKE + POSSIBLE_WIN);
    const settled = page.getByTestId('history-row').filter({ hasText: number });
    await expect(settled).toHaveAttribute('data-status', 'won');
    await expect(settled).toContainText(WIN_TEXT);
    expect(amountOf(await page.getByTestId('header-balance').innerText())).toBe(
      DEPOSIT_MINOR / 100 - STAKE + POSSIBLE_WIN,
    );
    expect(visited.length).toBeGreaterThan(3);
    expect(visited.filter((path) => !path.startsWith(`/${language}/`) && path !== `/${language}`)).toEqual(
      [],
    );
  });
}
