import { MarketGroupId, SelectionType } from '@kickoff/contracts';
import { describe, expect, it } from 'vitest';
import { FightMethod, fightOutcomes, outrightChances } from '../feed/feed.events.model';
import { finalDistribution, gameSelections, groupNameIdOf, MARGIN_LINE, MARKET_GROUP_NAMES, priceSelection, settleSelection, sportById } from '../feed/feed.model';
import { advanceGame, type LiveGameState } from './simulator';
import { buildEvent, MARBLE_SPORT_ID, MMA_SPORT_ID, POLITICS_SPORT_ID } from './event-sports.seed';
import { aLiveGame, aReport } from './simulator.fixtures';

/** Plays a game to its end in ticks of `tickSeconds` game seconds. */
function play(seed: number, game: LiveGameState, tickSeconds: number): LiveGameState {
  for (let i = 0, now = 0; i < 10_000 && game.status !== 4; i++) {
    now += tickSeconds * 1000;
    advanceGame(game, now, tickSeconds, seed, aReport());
  }
  return game;
}

const aFight = (overrides: Partial<LiveGameState> = {}) => aLiveGame({ sport_id: MMA_SPORT_ID, strength1: 1, strength2: 1, format: 3, ...overrides });
const aRace = (overrides: Partial<LiveGameState> = {}) => aLiveGame({ sport_id: MARBLE_SPORT_ID, strength1: 1, strength2: 4321, format: 8, ...overrides });
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('the simulator\'s fights (MMA, issue 16)', () => {
  it('is deterministic per seed and ends with one winner (no draw), the round it ended in and the method', () => {
    const first = play(11, aFight(), 45);
    expect(play(11, aFight(), 45)).toEqual(first);
    expect(first.status).toBe(4);
    expect(first.score1 + first.score2).toBe(1);
    expect(first.period).toBeGreaterThanOrEqual(1);
    expect(first.period).toBeLessThanOrEqual(3);
    expect([FightMethod.ko, FightMethod.submission, FightMethod.decision]).toContain(first.finish);
    if (first.finish === FightMethod.decision) expect([first.time_sec, first.period]).toEqual([900, 3]);
  });

  it('breaks a minute between rounds (status 3) and plays the next round after it', () => {
    // seed and fighters for which nobody is finished in round 1 (the draws depend only on them)
    const seed = [...Array(200).keys()].find((candidate) => {
      const game = aFight();
      advanceGame(game, 1000, 300, candidate, aReport());
      return game.status === 3;
    });
    expect(seed).toBeDefined();
    const game = aFight();
    advanceGame(game, 1000, 300, seed ?? 0, aReport());
    expect([game.status, game.time_sec, game.period, game.break_left_sec]).toEqual([3, 300, 1, 60]);
    advanceGame(game, 2000, 60, seed ?? 0, aReport());
    expect([game.status, game.time_sec, game.period]).toEqual([2, 300, 2]);
  });

  it('ends by decision about as often as the model says: no finish in 3 rounds at 1 in 5 a round is 0.8³ ≈ 51 %', () => {
    let decisions = 0;
    const fights = 400;
    for (let seed = 1; seed <= fights; seed++) if (play(seed, aFight({ id: 20_000 + seed }), 60).finish === FightMethod.decision) decisions++;
    expect(decisions / fights).toBeGreaterThan(0.43);
    expect(decisions / fights).toBeLessThan(0.59);
  });

  it('offers winner 1/2, method of victory for each fighter and total rounds between whole rounds; 5-round fights have lines to 4.5', () => {
    const mma = sportById(MMA_SPORT_ID);
    const three = gameSelections(mma, 1, 1, 3).map((selection) => selection.name);
    expect(three).toEqual(['1', '2', '1 KO/TKO', '1 Submission', '1 Decision', '2 KO/TKO', '2 Submission', '2 Decision', 'O(1.5)', 'U(1.5)', 'O(2.5)', 'U(2.5)']);
    expect(gameSelections(mma, 1, 1, 5).filter((selection) => selection.typeId === SelectionType.roundsOver).map((selection) => selection.param)).toEqual([1.5, 2.5, 3.5, 4.5]);
  });

  it('settles the method and the rounds from how the fight ended', () => {
    const koInRound2 = { period: 2, finish: FightMethod.ko };
    expect(settleSelection(SelectionType.home, null, 1, 0, koInRound2)).toBe(1);
    expect(settleSelection(SelectionType.methodBase + 11, null, 1, 0, koInRound2)).toBe(1);
    expect(settleSelection(SelectionType.methodBase + 13, null, 1, 0, koInRound2)).toBe(0);
    expect(settleSelection(SelectionType.methodBase + 21, null, 1, 0, koInRound2)).toBe(0);
    expect(settleSelection(SelectionType.roundsOver, 1.5, 1, 0, koInRound2)).toBe(1);
    expect(settleSelection(SelectionType.roundsUnder, 2.5, 1, 0, koInRound2)).toBe(1);
  });

  it('prices every outcome: probabilities sum to 1, and the winner market carries the line margin', () => {
    const mma = sportById(MMA_SPORT_ID);
    const outcomes = fightOutcomes(mma.model.kind === 'fight' ? mma.model : (undefined as never), 3, 1.2, 0.9, 400);
    expect(sum(outcomes.map((outcome) => outcome[2]))).toBeCloseTo(1, 9);
    const distribution = finalDistribution(mma, { score1: 0, score2: 0, timeSec: 0, momentum: 0, strength1: 1.2, strength2: 0.9, format: 3 });
    const [one, two] = gameSelections(mma, 1.2, 0.9, 3).map((selection) => priceSelection(selection, distribution, MARGIN_LINE).coef);
    expect(1 / (one ?? 1) + 1 / (two ?? 1)).toBeCloseTo(1 + MARGIN_LINE, 1);
    expect(one).toBeLessThan(two ?? 0);
  });
});

describe('the simulator\'s outrights (politics and marble racing, issue 16)', () => {
  it('runs a marble race of 3 laps of 40 s and names its winner (score n:0), deterministically', () => {
    const first = play(5, aRace(), 10);
    expect(play(5, aRace(), 10)).toEqual(first);
    expect([first.status, first.time_sec, first.period, first.score2]).toEqual([4, 120, 3, 0]);
    expect(first.score1).toBeGreaterThanOrEqual(1);
    expect(first.score1).toBeLessThanOrEqual(8);
  });

  it('offers one winner market named after the entrants, priced with the margin over all of them', () => {
    const marble = sportById(MARBLE_SPORT_ID);
    const event = buildEvent(MARBLE_SPORT_ID, 30_001, 0, 9);
    expect(event.participants).toHaveLength(8);
    const selections = gameSelections(marble, event.strength1, event.strength2, event.format, event.participants);
    expect(selections.map((selection) => selection.name)).toEqual(event.participants);
    const distribution = finalDistribution(marble, { score1: 0, score2: 0, timeSec: 0, momentum: 0, strength1: event.strength1, strength2: event.strength2, format: 8 });
    expect(sum(distribution.map((cell) => cell[2]))).toBeCloseTo(1, 9);
    const inverse = sum(selections.map((selection) => 1 / priceSelection(selection, distribution, MARGIN_LINE).coef));
    expect(inverse).toBeGreaterThan(1.04);
    expect(inverse).toBeLessThan(1.08);
    expect(settleSelection(SelectionType.outrightBase + 3, null, 3, 0)).toBe(1);
    expect(settleSelection(SelectionType.outrightBase + 4, null, 3, 0)).toBe(0);
  });

  it('makes the leader after the last stage the winner and a leader more likely to win than before', () => {
    const ratings = [1, 1, 1, 1];
    expect(outrightChances(ratings, 2, 0, 4)).toEqual([0, 1, 0, 0]);
    const fresh = outrightChances(ratings, 0, 4, 4);
    fresh.forEach((chance) => expect(chance).toBeCloseTo(0.25, 9));
    expect(outrightChances(ratings, 2, 2, 4)[1]).toBeGreaterThan(0.25);
  });

  it('builds elections of 2 to 4 candidates and fights of the championship\'s rounds, the same for the same seed', () => {
    const counts = new Set([...Array(40).keys()].map((i) => buildEvent(POLITICS_SPORT_ID, 40_000 + i, 0, 3).format));
    expect([...counts].sort()).toEqual([2, 3, 4]);
    expect(buildEvent(POLITICS_SPORT_ID, 40_001, 0, 3)).toEqual(buildEvent(POLITICS_SPORT_ID, 40_001, 0, 3));
    for (let i = 0; i < 20; i++) {
      const fight = buildEvent(MMA_SPORT_ID, 50_000 + i, 0, 3);
      expect(fight.format).toBe(fight.champId === 5602 ? 5 : 3);
      expect(fight.opponent1).not.toBe(fight.opponent2);
    }
  });
});

describe('the event sports\' feed names', () => {
  it('names them in every language the feed names, with every entry filled', async () => {
    const { FEED_NAMES } = await import('../feed/feed.names.data');
    const { EVENT_SPORT_NAMES } = await import('./event-sports.names');
    const missing: string[] = [];
    for (const lang of Object.keys(FEED_NAMES)) {
      const names = EVENT_SPORT_NAMES[lang];
      if (!names) missing.push(`${lang}: none`);
      else for (const [key, value] of Object.entries(names)) for (const text of [value].flat()) if (String(text).trim() === '') missing.push(`${lang}: ${key}`);
    }
    expect(missing).toEqual([]);
  });
});

describe('the names of the event sports\' market groups (issue 16)', () => {
  it('names a fight\'s result group as the fight\'s two-way winner, a football game\'s as 1X2', () => {
    const fightGroups = [...new Set(gameSelections(sportById(MMA_SPORT_ID), 1, 1, 3).map((selection) => selection.groupId))];
    expect(fightGroups.map((groupId) => MARKET_GROUP_NAMES[groupNameIdOf(MMA_SPORT_ID, groupId)])).toEqual(['Winner', 'Method of victory', 'Total rounds']);
    expect(MARKET_GROUP_NAMES[groupNameIdOf(1, MarketGroupId.result)]).toBe('1X2');
    expect(groupNameIdOf(MARBLE_SPORT_ID, MarketGroupId.winner)).toBe(MarketGroupId.winner);
    expect(groupNameIdOf(1, MarketGroupId.doubleChance)).toBe(MarketGroupId.doubleChance);
  });
});
