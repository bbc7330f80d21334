import type { MatchCentre } from '@kickoff/contracts';
import { MemoryBootData, SimulatedClock } from '@kickoff/platform';
import { describe, expect, it } from 'vitest';
import { matchCentreBootPart } from '../sports/boot-feed';
import { InMemoryStatisticsApi } from '../testing/in-memory-statistics-api';
import { connectMatchCentre, MATCH_CENTRE_REFRESH_MS, MatchCentreService } from './match-centre.service';

const aCentre = (overrides: Partial<MatchCentre> = {}): MatchCentre => ({
  gameId: 7,
  sportId: 1,
  sportName: 'Football',
  champId: 1001,
  champName: 'England. Premier Division',
  opponent1Name: 'London FC',
  opponent2Name: 'Leeds United',
  statusId: 2,
  isLive: true,
  isFinished: false,
  timeSec: 1_500,
  period: 1,
  periodsCount: 2,
  hasClock: true,
  hasKeyEvents: true,
  hasPitch: true,
  score1: 1,
  score2: 0,
  periodScores: [[1, 0]],
  events: [
    { id: 1, kind: 'yellowCard', team: 2, timeSec: 600, period: 1, score1: 0, score2: 0 },
    { id: 2, kind: 'goal', team: 1, timeSec: 1_380, period: 1, score1: 1, score2: 0 },
  ],
  ...overrides,
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the match centre (issue 16)', () => {
  it('draws the scoreboard, every period, the events newest first and the ball at the goal last scored in', () => {
    const view = connectMatchCentre(aCentre());
    expect(view).toMatchObject({ home: 'London FC', away: 'Leeds United', score: '1:0', minute: "25'", statusKey: 'match_centre_live' });
    expect(view.periods).toEqual([
      { period: 1, home: 1, away: 0, isCurrent: true },
      { period: 2, home: null, away: null, isCurrent: false },
    ]);
    expect(view.events.map((event) => [event.minute, event.key, event.teamName, event.score])).toEqual([
      ["24'", 'match_centre_goal', 'London FC', '1:0'],
      ["11'", 'match_centre_yellow_card', 'Leeds United', '0:0'],
    ]);
    expect(view.tracker).toMatchObject({ ballX: 96, team: 1, captionKey: 'match_centre_goal' });
    expect(connectMatchCentre(aCentre({ events: [] })).tracker).toMatchObject({ ballX: 50, ballY: 30, team: null, captionKey: 'match_centre_kick_off' });
    expect(connectMatchCentre(aCentre({ hasPitch: false })).tracker).toBeNull();
    expect(connectMatchCentre(aCentre({ hasKeyEvents: false, hasPitch: false, events: [] }))).toMatchObject({ noEventsKey: null, tracker: null });
  });

  it('re-reads a live game every 3 s on the clock, stops once it finished, and gives its timer back', async () => {
    const api = new InMemoryStatisticsApi();
    const clock = new SimulatedClock(0);
    api.matchCentres.set(7, aCentre());
    const observer = new MatchCentreService(api, clock).observe(7);
    await settle();
    expect(observer.data?.score1).toBe(1);
    api.matchCentres.set(7, aCentre({ score2: 1, events: [...aCentre().events, { id: 3, kind: 'goal', team: 2, timeSec: 1_490, period: 1, score1: 1, score2: 1 }] }));
    clock.advanceBy(MATCH_CENTRE_REFRESH_MS - 1);
    await settle();
    expect(observer.data?.score2).toBe(0);
    clock.advanceBy(1);
    await settle();
    expect(connectMatchCentre(observer.data!).events[0]).toMatchObject({ kind: 'goal', teamName: 'Leeds United', score: '1:1' });
    api.matchCentres.set(7, aCentre({ isLive: false, isFinished: true, statusId: 4 }));
    clock.advanceBy(MATCH_CENTRE_REFRESH_MS);
    await settle();
    expect(observer.data?.isFinished).toBe(true);
    expect(clock.pendingTimerCount()).toBe(0);
    const reads = api.calls.length;
    clock.advanceBy(10 * MATCH_CENTRE_REFRESH_MS);
    expect(api.calls.length).toBe(reads);
    const live = new MatchCentreService(api, clock).observe(8);
    await settle();
    expect(live.status).toBe('error');
    observer.dispose();
    live.dispose();
    expect(clock.pendingTimerCount()).toBe(0);
  });

  it('takes its first read from the served page (issue 20): drawn at once, read again after 3 s; a part of another shape or a second observer reads the API', async () => {
    const api = new InMemoryStatisticsApi();
    const clock = new SimulatedClock(0);
    api.matchCentres.set(7, aCentre({ score1: 2 }));
    const boot = new MemoryBootData({ [matchCentreBootPart(7)]: aCentre(), [matchCentreBootPart(8)]: { gameId: 'eight' } });
    const service = new MatchCentreService(api, clock, boot);
    const observer = service.observe(7);
    expect(observer.status).toBe('ready');
    expect(observer.data?.score1).toBe(1);
    await settle();
    expect(api.calls).toEqual([]);
    clock.advanceBy(MATCH_CENTRE_REFRESH_MS);
    await settle();
    expect(observer.data?.score1).toBe(2);
    expect(api.calls.length).toBe(1);
    const again = service.observe(7);
    expect(again.data).toBeNull();
    await settle();
    expect(again.data?.score1).toBe(2);
    const malformed = service.observe(8);
    expect(malformed.data).toBeNull();
    expect(api.calls.length).toBe(3);
    observer.dispose();
    again.dispose();
    malformed.dispose();
  });
});
