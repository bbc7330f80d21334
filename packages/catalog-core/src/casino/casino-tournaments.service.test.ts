import type { CasinoTournament } from '@kickoff/contracts';
import { createTestPlatform, type TestPlatform } from '@kickoff/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InMemoryCasinoPlayApi } from '../testing/in-memory-casino-play-api';
import { CasinoTournamentsPage, connectCasinoTournaments, TOURNAMENT_REFRESH_MS } from './casino-tournaments.service';

let platform: TestPlatform;
let api: InMemoryCasinoPlayApi;
let page: CasinoTournamentsPage;

const week = (over: Partial<CasinoTournament> = {}): CasinoTournament => ({
  id: 7,
  slug: 'slots-week-2026-11-16',
  currency: 'EUR',
  minorDigits: 2,
  startsAt: Date.UTC(2026, 10, 16),
  endsAt: Date.UTC(2026, 10, 23),
  status: 'running',
  score: 'slot_return_multiple',
  prizesMinor: [10_000, 5_000, 2_500],
  players: 12,
  leaderboard: [
    { rank: 1, playerId: 41, score: 1_250, rounds: 30, prizeMinor: 10_000, you: false },
    { rank: 2, playerId: 17, score: 980, rounds: 22, prizeMinor: 5_000, you: false },
  ],
  you: { rank: 12, playerId: 5, score: 35, rounds: 2, prizeMinor: null, you: true },
  ...over,
});

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

beforeEach(() => {
  platform = createTestPlatform();
  api = new InMemoryCasinoPlayApi();
  page = new CasinoTournamentsPage(api, platform.clock, platform.logger);
});
afterEach(() => expect(platform.clock.pendingTimerCount()).toBe(0));

describe('the casino tournaments pages (issue 17)', () => {
  it('draws the leaderboard with the stated score as a multiple, the prizes as money, and the player\'s own place below the list', async () => {
    api.tournaments = [week()];
    const stop = page.watch(7);
    await settle();
    const view = connectCasinoTournaments(page);
    expect(view).toMatchObject({ loading: false, single: true, errorKey: null });
    expect(view.tournaments[0]).toMatchObject({
      statusKey: 'casino_tournament_running',
      running: true,
      scoreKey: 'casino_tournament_score_slot_return_multiple',
      players: 12,
      lastDayMs: Date.UTC(2026, 10, 23) - 1,
      prizes: [
        { rank: 1, prize: { minor: 10_000, currency: 'EUR', digits: 2 } },
        { rank: 2, prize: { minor: 5_000, currency: 'EUR', digits: 2 } },
        { rank: 3, prize: { minor: 2_500, currency: 'EUR', digits: 2 } },
      ],
      leaderboard: [
        { rank: 1, playerId: 41, score: '12.50', prize: { minor: 10_000 } },
        { rank: 2, playerId: 17, score: '9.80', prize: { minor: 5_000 } },
      ],
      you: { rank: 12, score: '0.35', prize: null, you: true },
      emptyKey: null,
    });
    stop();
  });

  it('reads the leaderboard again every 15 s while shown (live), and shows the settled result once the server has paid it', async () => {
    api.tournaments = [week()];
    const stop = page.watch(null);
    await settle();
    expect(api.tournamentRequests).toBe(1);
    api.tournaments = [week({ status: 'settled', you: null, leaderboard: [{ rank: 1, playerId: 5, score: 400, rounds: 3, prizeMinor: 10_000, you: true }] })];
    platform.clock.advanceBy(TOURNAMENT_REFRESH_MS);
    await settle();
    expect(api.tournamentRequests).toBe(2);
    expect(connectCasinoTournaments(page).tournaments[0]).toMatchObject({ statusKey: 'casino_tournament_settled', running: false, you: null, leaderboard: [{ rank: 1, you: true, score: '4.00' }] });
    stop();
    platform.clock.advanceBy(TOURNAMENT_REFRESH_MS * 2);
    await settle();
    expect(api.tournamentRequests).toBe(2);
  });

  it('says so when a tournament has nobody yet, and when it does not exist', async () => {
    api.tournaments = [week({ players: 0, leaderboard: [], you: null })];
    let stop = page.watch(7);
    await settle();
    expect(connectCasinoTournaments(page).tournaments[0]?.emptyKey).toBe('casino_tournament_empty');
    stop();
    stop = page.watch(8);
    await settle();
    expect(connectCasinoTournaments(page)).toMatchObject({ loading: false, errorKey: 'main_not_found', tournaments: [] });
    stop();
  });
});
