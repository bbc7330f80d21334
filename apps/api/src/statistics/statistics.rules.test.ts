import { describe, expect, it } from 'vitest';
import { finalists, formOf, headToHeadSummary, standings, teamSlug, type FinishedGame } from './statistics.rules';

let nextId = 1;
const aGame = (opponent1: string, score1: number, score2: number, opponent2: string): FinishedGame => ({ id: nextId, opponent1, opponent2, score1, score2, startAt: 1_000 * nextId++ });

describe('statistics rules (issue 16)', () => {
  // A, B, C, D: A beats B 2:0, draws C 1:1, loses to D 0:1; B beats C 3:1; D draws B 2:2
  const games = [aGame('A', 2, 0, 'B'), aGame('C', 1, 1, 'A'), aGame('A', 0, 1, 'D'), aGame('B', 3, 1, 'C'), aGame('D', 2, 2, 'B')];

  it('counts played, won, drawn, lost, goals and 3/1/0 points, and orders by points, goal difference, goals scored, then name (A and D equal on all three)', () => {
    const table = standings(['A', 'B', 'C', 'D', 'E'], games);
    expect(table.map((row) => [row.position, row.team, row.played, row.won, row.drawn, row.lost, row.goalsFor, row.goalsAgainst, row.points])).toEqual([
      [1, 'A', 3, 1, 1, 1, 3, 2, 4],
      [2, 'D', 2, 1, 1, 0, 3, 2, 4],
      [3, 'B', 3, 1, 1, 1, 5, 5, 4],
      [4, 'C', 2, 0, 1, 1, 2, 4, 1],
      [5, 'E', 0, 0, 0, 0, 0, 0, 0],
    ]);
  });

  it('breaks equal points and goal difference by goals scored, then by name', () => {
    const table = standings(['X', 'Y', 'Z'], [aGame('X', 2, 2, 'Y'), aGame('Z', 0, 0, 'X'), aGame('Y', 1, 1, 'Z')]);
    expect(table.map((row) => row.team)).toEqual(['Y', 'X', 'Z']);
    expect(table.map((row) => row.points)).toEqual([2, 2, 2]);
  });

  it('gives the last five results oldest first', () => {
    const run = [aGame('P', 1, 0, 'Q'), aGame('Q', 1, 0, 'P'), aGame('P', 2, 2, 'Q'), aGame('P', 3, 0, 'R'), aGame('R', 0, 0, 'P'), aGame('P', 0, 4, 'R')];
    expect(formOf(run, 'P')).toEqual(['L', 'D', 'W', 'D', 'L']);
    expect(standings(['P'], run)[0]?.form).toEqual(['L', 'D', 'W', 'D', 'L']);
  });

  it('sums two teams meetings from the first team view', () => {
    expect(headToHeadSummary(games, 'B', 'A')).toEqual({ wins1: 0, draws: 0, wins2: 1, goals1: 0, goals2: 2 });
    expect(headToHeadSummary(games, 'D', 'B')).toEqual({ wins1: 0, draws: 1, wins2: 0, goals1: 2, goals2: 2 });
  });

  it('names the first two of a table as finalists once both played', () => {
    expect(finalists(standings(['A', 'B', 'C', 'D'], games))).toEqual(['A', 'D']);
    expect(finalists(standings(['A', 'B'], []))).toBeNull();
  });

  it('makes path segments of team names', () => {
    expect(teamSlug('Buenos Aires Club')).toBe('buenos-aires-club');
    expect(teamSlug('Malmö FC')).toBe('malmo-fc');
  });
});
