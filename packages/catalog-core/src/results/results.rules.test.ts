import { describe, expect, it } from 'vitest';
import { aFeedGame } from '../testing/feed-fixtures';
import { isFinishedGame, resultsRefreshMs, resultsView, utcDay, validateResultsDate } from './results.rules';

const finished = (overrides: Parameters<typeof aFeedGame>[0]) => aFeedGame({ statusId: 4, isFinished: true, ...overrides });

describe('results rules', () => {
  it.each([
    ['2026-01-01', { ok: true, date: '2026-01-01' }],
    ['2025-12-31', { ok: true, date: '2025-12-31' }],
    ['2026-01-02', { ok: false, code: 'results_date_future' }],
    ['2025-02-30', { ok: false, code: 'results_date_invalid' }],
    ['2025-1-5', { ok: false, code: 'results_date_invalid' }],
    ['', { ok: false, code: 'results_date_invalid' }],
  ])('takes %j on 2026-01-01 as %j', (value, expected) => {
    expect(validateResultsDate(value, '2026-01-01')).toEqual(expected);
  });

  it('reads today again every 10 s (document 001 §9 default refresh) and a past day once', () => {
    expect(resultsRefreshMs('2026-01-01', '2026-01-01')).toBe(10_000);
    expect(resultsRefreshMs('2025-12-31', '2026-01-01')).toBeNull();
    expect(utcDay(Date.UTC(2026, 0, 1, 23, 59))).toBe('2026-01-01');
  });

  it('a game is finished when flagged or at status 4 (document 000 §4)', () => {
    expect(isFinishedGame({ isFinished: false, statusId: 4 })).toBe(true);
    expect(isFinishedGame({ isFinished: true, statusId: 2 })).toBe(true);
    expect(isFinishedGame({ isFinished: false, statusId: 3 })).toBe(false);
  });

  it('filters by sport and championship and counts the choices', () => {
    const games = [
      finished({ id: 3, startDateTime: 300 }),
      finished({ id: 1, startDateTime: 100, champId: 1002, champName: 'Spain. First Division' }),
      finished({ id: 2, startDateTime: 200, sportId: 2, sportName: 'Basketball', champId: 2001, champName: 'NBA' }),
      aFeedGame({ id: 4, statusId: 2, isLive: true }),
    ];
    const all = resultsView(games, { sportId: null, champId: null });
    expect(all.games.map((game) => game.id)).toEqual([1, 2, 3]);
    expect(all.sports).toEqual([
      { id: 2, name: 'Basketball', count: 1 },
      { id: 1, name: 'Football', count: 2 },
    ]);
    expect(all.champs.map((champ) => champ.name)).toEqual(['Basketball. NBA', 'Football. England. Premier Division', 'Football. Spain. First Division']);
    const football = resultsView(games, { sportId: 1, champId: null });
    expect(football.champs).toEqual([
      { id: 1001, name: 'England. Premier Division', count: 1 },
      { id: 1002, name: 'Spain. First Division', count: 1 },
    ]);
    expect(resultsView(games, { sportId: 1, champId: 1002 }).games.map((game) => game.id)).toEqual([1]);
  });
});
