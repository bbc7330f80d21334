import { createTestPlatform, type TestPlatform } from '@kickoff/platform';
import { observable, runInAction } from 'mobx';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InMemoryCasinoPlayApi } from '../testing/in-memory-casino-play-api';
import { connectCasinoGame } from './casino-game.connect';
import { CasinoGameSession } from './casino-game.session';

let platform: TestPlatform;
let api: InMemoryCasinoPlayApi;
let session: CasinoGameSession;

beforeEach(() => {
  platform = createTestPlatform();
  api = new InMemoryCasinoPlayApi();
  session = new CasinoGameSession(api, platform.clock, platform.logger);
});
afterEach(() => {
  session.dispose();
  expect(platform.clock.pendingTimerCount()).toBe(0);
});

describe('a casino game session', () => {
  it('opens demo for a guest, labelled, with play money; real money is never touched', async () => {
    await session.open(4, false);
    const view = connectCasinoGame(session);
    expect(view).toMatchObject({ kind: 'dice', mode: 'demo', modeKey: 'casino_mode_demo', demoNoticeKey: 'casino_demo_notice', showPlayForReal: true, showJackpot: false });
    expect(view.balance).toEqual({ minor: 100_000, currency: 'DEMO', digits: 2 });
    session.setStake(100);
    await session.play();
    const after = connectCasinoGame(session);
    expect(after.balance?.minor).toBe(100_000 + after.last!.net.minor);
    expect(after.sessionRounds).toBe(1);
    expect(api.realBalanceMinor).toBe(50_000);
  });

  it('asks a guest to sign in for real play and keeps the game open; signing in switches to real', async () => {
    await session.open(1, false);
    await session.switchMode('real');
    expect(connectCasinoGame(session)).toMatchObject({ mode: 'demo', askSignIn: true, kind: 'slot', showJackpot: true });
    api.signedIn = true;
    await session.setSignedIn(true);
    const view = connectCasinoGame(session);
    expect(view).toMatchObject({ mode: 'real', askSignIn: false, modeKey: 'casino_mode_real' });
    expect(view.balance).toEqual({ minor: 50_000, currency: 'EUR', digits: 2 });
  });

  it('offers the deposit page when a real round is refused for want of money, never in demo (issue 13)', async () => {
    api.signedIn = true;
    await session.open(4, true);
    api.realBalanceMinor = 50;
    session.setStake(100);
    await session.play();
    expect(connectCasinoGame(session)).toMatchObject({ errorKey: 'main_insufficient_funds', showDeposit: true });
    api.realBalanceMinor = 50_000;
    await session.play();
    expect(connectCasinoGame(session)).toMatchObject({ errorKey: null, showDeposit: false });
    await session.switchMode('demo');
    expect(connectCasinoGame(session).showDeposit).toBe(false);
  });

  it('sums the session net result of real rounds and reports each balance change', async () => {
    api.signedIn = true;
    let changes = 0;
    await session.open(5, true, { onRealBalanceChanged: () => changes++ });
    session.setStake(200);
    session.setBaccaratSide('player');
    let net = 0;
    for (let i = 0; i < 5; i++) {
      await session.play();
      net += session.lastRound!.returnMinor - session.lastRound!.wageredMinor;
    }
    const view = connectCasinoGame(session);
    expect(view.sessionNet.minor).toBe(net);
    expect(view.balance?.minor).toBe(50_000 + net);
    expect(api.realBalanceMinor).toBe(50_000 + net);
    expect(view.history).toHaveLength(5);
    expect(changes).toBe(5);
  });

  it('places and removes roulette chips; no spin without a chip', async () => {
    await session.open(2, false);
    expect(session.canPlay).toBe(false);
    session.setStake(50);
    session.toggleRouletteBet({ type: 'red' });
    session.toggleRouletteBet({ type: 'straight', numbers: [17] });
    session.toggleRouletteBet({ type: 'red' });
    const view = connectCasinoGame(session);
    expect(view.roulette?.chips).toBe(1);
    expect(view.roulette?.numbers[17]?.selected).toBe(true);
    expect(view.roulette?.totalStake.minor).toBe(50);
    await session.play();
    expect(session.lastRound?.kind).toBe('roulette');
    expect(session.lastRound?.wageredMinor).toBe(50);
  });

  it('plays a blackjack hand to the end with the actions the server allows', async () => {
    await session.open(3, false);
    await session.play();
    while (session.lastRound?.status === 'open') {
      const view = connectCasinoGame(session);
      expect(view.blackjack?.holeHidden).toBe(true);
      expect(view.blackjack?.dealer).toHaveLength(1);
      expect(view.canPlay).toBe(false);
      await session.act('stand');
    }
    expect(connectCasinoGame(session).blackjack?.resultKey).toMatch(/^casino_blackjack_(blackjack|win|push|lose)$/);
  });

  it('verifies a past round in the browser once its seed is revealed, and catches a changed outcome', async () => {
    await session.open(4, false);
    session.setClientSeedDraft('my seed');
    await session.saveClientSeed();
    await session.play();
    const roundId = session.lastRound!.roundId;
    await session.verify(roundId);
    expect(connectCasinoGame(session).verification?.statusKey).toBe('casino_verify_not_revealed');
    await session.rotateSeed();
    await session.verify(roundId);
    const view = connectCasinoGame(session).verification!;
    expect(view).toMatchObject({ statusKey: 'casino_verify_ok', ok: true, clientSeed: 'my seed' });
    expect(view.digestHex).toMatch(/^[a-f0-9]{64}$/);
    api.tamper(roundId, (round) => {
      if (round.outcome.kind === 'dice') round.outcome = { ...round.outcome, rollHundredths: (round.outcome.rollHundredths + 1) % 10_000 };
    });
    await session.verify(roundId);
    expect(connectCasinoGame(session).verification?.statusKey).toBe('casino_verify_mismatch');
  });
});

describe('round results', () => {
  it('names a round that paid less than its stake a win of that amount, not a loss', async () => {
    const { resultKeyOf } = await import('./casino-game.connect');
    expect(resultKeyOf({ returnMinor: 0, wageredMinor: 100 })).toBe('casino_result_loss');
    expect(resultKeyOf({ returnMinor: 70, wageredMinor: 100 })).toBe('casino_result_win');
    expect(resultKeyOf({ returnMinor: 100, wageredMinor: 100 })).toBe('casino_result_push');
    expect(resultKeyOf({ returnMinor: 250, wageredMinor: 100 })).toBe('casino_result_win');
  });
});

describe('roulette inside bets', () => {
  it('places a split, street, corner and line from a pressed number, each a legal bet', async () => {
    const { insideBetAt } = await import('./casino-game.rules');
    expect(insideBetAt('split', 5)).toEqual({ type: 'split', numbers: [5, 6] });
    expect(insideBetAt('split', 6)).toEqual({ type: 'split', numbers: [6, 9] });
    expect(insideBetAt('split', 36)).toEqual({ type: 'split', numbers: [33, 36] });
    expect(insideBetAt('street', 8)).toEqual({ type: 'street', numbers: [7, 8, 9] });
    expect(insideBetAt('corner', 36)).toEqual({ type: 'corner', numbers: [32, 33, 35, 36] });
    expect(insideBetAt('line', 35)).toEqual({ type: 'line', numbers: [31, 32, 33, 34, 35, 36] });
    expect(insideBetAt('line', 0)).toBeNull();
    await session.open(2, false);
    session.setStake(10);
    session.setRouletteInsideType('corner');
    session.pressRouletteNumber(1);
    const view = connectCasinoGame(session);
    expect(view.roulette?.numbers.filter((cell) => cell.covered).map((cell) => cell.n)).toEqual([1, 2, 4, 5]);
    await session.play();
    expect(session.lastRound?.wageredMinor).toBe(10);
  });

  it('pauses play while the reality check waits for an answer, and resumes after it (document 001 §4)', async () => {
    api.signedIn = true;
    await session.open(3, true);
    const dialog = observable.box(false);
    const stop = session.pauseWhile(() => dialog.get());
    session.setStake(100);
    await session.play();
    const dealt = session.lastRound!;
    expect(dealt.status).toBe('open');
    runInAction(() => dialog.set(true));
    expect(connectCasinoGame(session)).toMatchObject({ pausedKey: 'casino_paused_reality_check', canPlay: false });
    expect(connectCasinoGame(session).blackjack?.actions.every((action) => !action.enabled)).toBe(true);
    await session.act('stand');
    expect(session.lastRound).toBe(dealt);
    const balance = api.realBalanceMinor;
    runInAction(() => dialog.set(false));
    expect(connectCasinoGame(session).pausedKey).toBeNull();
    await session.act('stand');
    expect(session.lastRound?.status).toBe('settled');
    runInAction(() => dialog.set(true));
    await session.play();
    expect(session.history).toHaveLength(1);
    expect(api.realBalanceMinor).toBe(balance + session.lastRound!.returnMinor);
    stop();
    expect(session.paused).toBe(false);
  });
});
