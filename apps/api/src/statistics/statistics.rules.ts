import type { ChampionType, FormResult, PointsRule, StandingRow } from '@kickoff/contracts';

/**
 * Pure rules of the statistics (issue 16): a league table, a team's form and a head-to-head from the
 * finished games of one championship. The simulator keeps every game it finished, so a table covers
 * the whole season the feed has played so far.
 */

/** The league rule of every table: 3 points for a win, 1 for a draw, 0 for a loss. */
export const POINTS_RULE: PointsRule = { win: 3, draw: 1, loss: 0 };
/** A form shows this many of a team's latest results. */
export const FORM_LENGTH = 5;

/** A finished game as the rules read it (scores are final). */
export interface FinishedGame {
  id: number;
  opponent1: string;
  opponent2: string;
  score1: number;
  score2: number;
  /** Epoch ms; orders the games. */
  startAt: number;
}

/** A team's name as a path segment: lower case, runs of other characters as one dash. */
export function teamSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The result of a finished game for `team`, or null when it did not play. */
export function resultFor(game: FinishedGame, team: string): FormResult | null {
  const own = game.opponent1 === team ? game.score1 : game.opponent2 === team ? game.score2 : null;
  if (own === null) return null;
  const other = game.opponent1 === team ? game.score2 : game.score1;
  return own > other ? 'W' : own < other ? 'L' : 'D';
}

/** The last `FORM_LENGTH` results of a team, oldest first. */
export function formOf(games: readonly FinishedGame[], team: string): FormResult[] {
  const results: FormResult[] = [];
  for (const game of [...games].sort((a, b) => a.startAt - b.startAt || a.id - b.id)) {
    const result = resultFor(game, team);
    if (result) results.push(result);
  }
  return results.slice(-FORM_LENGTH);
}

/**
 * The table of a championship: every team in `teams` (also those without a finished game), ordered
 * by points, then goal difference, then goals scored, then name; equal teams share no position.
 */
export function standings(teams: readonly string[], games: readonly FinishedGame[], rule: PointsRule = POINTS_RULE): StandingRow[] {
  const rows = new Map<string, StandingRow>();
  for (const team of teams) {
    rows.set(team, { position: 1, team, teamSlug: teamSlug(team), played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, points: 0, form: [] });
  }
  for (const game of games) {
    for (const [team, own, other] of [
      [game.opponent1, game.score1, game.score2],
      [game.opponent2, game.score2, game.score1],
    ] as const) {
      let row = rows.get(team);
      if (!row) {
        row = { position: 1, team, teamSlug: teamSlug(team), played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, points: 0, form: [] };
        rows.set(team, row);
      }
      row.played += 1;
      row.goalsFor += own;
      row.goalsAgainst += other;
      if (own > other) {
        row.won += 1;
        row.points += rule.win;
      } else if (own < other) {
        row.lost += 1;
        row.points += rule.loss;
      } else {
        row.drawn += 1;
        row.points += rule.draw;
      }
    }
  }
  const ordered = [...rows.values()].sort(
    (a, b) => b.points - a.points || b.goalsFor - b.goalsAgainst - (a.goalsFor - a.goalsAgainst) || b.goalsFor - a.goalsFor || a.team.localeCompare(b.team),
  );
  return ordered.map((row, index) => ({ ...row, position: index + 1, form: formOf(games, row.team) }));
}

/** Wins, draws and goals of two teams over their meetings (team 1's view). */
export function headToHeadSummary(games: readonly FinishedGame[], team1: string, team2: string): { wins1: number; draws: number; wins2: number; goals1: number; goals2: number } {
  const summary = { wins1: 0, draws: 0, wins2: 0, goals1: 0, goals2: 0 };
  for (const game of games) {
    const isMeeting = (game.opponent1 === team1 && game.opponent2 === team2) || (game.opponent1 === team2 && game.opponent2 === team1);
    if (!isMeeting) continue;
    const own = game.opponent1 === team1 ? game.score1 : game.score2;
    const other = game.opponent1 === team1 ? game.score2 : game.score1;
    summary.goals1 += own;
    summary.goals2 += other;
    if (own > other) summary.wins1 += 1;
    else if (own < other) summary.wins2 += 1;
    else summary.draws += 1;
  }
  return summary;
}

/**
 * Which championship of the feed a champion page type shows (document 000 §2 "champion-style page
 * types ... Each champion page type has a home, a game page and a final page"), by sport id and
 * country id of the seeded catalogue; null for the types this feed has no competition for (no
 * cricket, no international club cups, no North American hockey), whose pages say so.
 */
export const CHAMPION_CHAMPS: Readonly<Record<ChampionType, { sportId: number; countryId: number } | null>> = {
  champ: { sportId: 1, countryId: 4 },
  epl: { sportId: 1, countryId: 1 },
  laliga: { sportId: 1, countryId: 2 },
  nbafinals: { sportId: 3, countryId: 6 },
  europaleague: null,
  ipl: null,
  scf: null,
  fifacwc: null,
  nhlfinals: null,
};

/** The final of a champion page: the first two of the table, or null while fewer than two teams have played. */
export function finalists(table: readonly StandingRow[]): [string, string] | null {
  const [first, second] = table;
  if (!first || !second || first.played === 0 || second.played === 0) return null;
  return [first.team, second.team];
}

/**
 * Sports whose scores are goals worth a line each in the match centre (football, ice hockey, futsal,
 * the football esport); points sports (basketball, handball, rugby, baseball) and set sports keep
 * to the scoreboard and period scores.
 */
export const KEY_EVENT_SPORTS: ReadonlySet<number> = new Set([1, 2, 14, 43]);
/** Sports played on a football pitch: the match centre draws its tracker. */
export const PITCH_SPORTS: ReadonlySet<number> = new Set([1, 14, 43]);
