import { createTestPlatform, type TestPlatform } from '@kickoff/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InMemoryCasinoPlayApi } from '../testing/in-memory-casino-play-api';
import { CasinoGameSession } from './casino-game.session';
import { CasinoJackpot, connectCasinoJackpot, JACKPOT_REFRESH_MS } from './casino-jackpot.service';

let platform: TestPlatform;
let api: InMemoryCasinoPlayApi;
let jackpot: CasinoJackpot;

beforeEach(() => {
  platform = createTestPlatform();
  api = new InMemoryCasinoPlayApi();
  jackpot = new CasinoJackpot(api, platform.clock, platform.logger);
});
afterEach(() => expect(platform.clock.pendingTimerCount()).toBe(0));

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('the lobby jackpot (issue 17)', () => {
  it('shows the pool live: read on watch, again every 10 s while watched, never after the last watcher stops', async () => {
    const stop = jackpot.watch();
    const stopSecond = jackpot.watch();
    await settle();
    expect(api.jackpotRequests).toBe(1);
    expect(connectCasinoJackpot(jackpot)).toMatchObject({ visible: true, pools: [{ currency: 'EUR', pool: { minor: 0, currency: 'EUR', digits: 2 }, lastWin: null }], rules: { key: 'casino_jackpot_rules', sharePercent: 1, odds: 20_000 } });
    // a real slot round of 2.00 feeds 1 % into the pool; the next read shows it
    api.signedIn = true;
    const session = new CasinoGameSession(api, platform.clock, platform.logger);
    await session.open(1, true);
    session.setStake(200);
    await session.play();
    session.dispose();
    platform.clock.advanceBy(JACKPOT_REFRESH_MS);
    await settle();
    expect(api.jackpotRequests).toBe(2);
    expect(connectCasinoJackpot(jackpot).pools[0]?.pool.minor).toBe(2);
    stop();
    stop();
    platform.clock.advanceBy(JACKPOT_REFRESH_MS);
    await settle();
    expect(api.jackpotRequests).toBe(3);
    stopSecond();
    platform.clock.advanceBy(JACKPOT_REFRESH_MS * 3);
    await settle();
    expect(api.jackpotRequests).toBe(3);
  });

  it('demo rounds feed nothing; a hit pays the whole pool with the round', async () => {
    const session = new CasinoGameSession(api, platform.clock, platform.logger);
    await session.open(1, false);
    session.setStake(200);
    await session.play();
    await jackpot.refresh();
    expect(connectCasinoJackpot(jackpot).pools[0]?.pool.minor).toBe(0);
    api.signedIn = true;
    await session.setSignedIn(true);
    await session.switchMode('real');
    await session.play();
    api.jackpotHitsNext = true;
    await session.play();
    expect(session.lastRound).toMatchObject({ mode: 'real', jackpotMinor: 4 });
    await jackpot.refresh();
    expect(connectCasinoJackpot(jackpot).pools[0]?.pool.minor).toBe(0);
    session.dispose();
  });
});
