import type { ChampionStatistics, ChampStatistics, FormResult, HeadToHead, StandingRow, StatGame, TeamStatistics } from '@kickoff/contracts';
import type { ObserverError } from '../observer/observer.types';

/**
 * Pure view models of the statistics pages (issue 16): what a table, a head-to-head, a team page and
 * a champion page draw, as values and dictionary keys. No arithmetic is left to the view.
 */

/** A team's page path segment: `{champId}-{slug}` (document 000 §2 `team/{section}/{team}`). */
export function teamSegment(champId: number, teamSlug: string): string {
  return `${champId}-${teamSlug}`;
}

/** The championship and team slug of a team page's segment, or null for a malformed one. */
export function parseTeamSegment(segment: string | undefined): { champId: number; teamSlug: string } | null {
  const match = /^(\d{1,9})-([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(segment ?? '');
  return match?.[1] && match[2] ? { champId: Number(match[1]), teamSlug: match[2] } : null;
}

/** The dictionary key of a form letter. */
export const FORM_KEYS: Readonly<Record<FormResult, string>> = { W: 'statistics_form_win', D: 'statistics_form_draw', L: 'statistics_form_loss' };

/** One form mark: its letter (styled by the view) and the key read by screen readers. */
export interface FormMarkView {
  result: FormResult;
  key: string;
}

/** A line of the table as drawn. */
export interface StandingRowView {
  position: number;
  team: string;
  teamSegment: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  /** `goals for:goals against`, e.g. `5:3`. */
  goals: string;
  /** Signed goal difference, e.g. `+2`, `0`, `-1`. */
  difference: string;
  points: number;
  form: FormMarkView[];
  /** Whether the line is one of the highlighted teams (a head-to-head's two, a team page's one). */
  isHighlighted: boolean;
}

/** A game in a list as drawn: the score once finished, else the start time for the view to format. */
export interface StatGameView {
  id: number;
  home: string;
  away: string;
  homeSegment: string;
  awaySegment: string;
  startDateTime: number;
  /** `2:1` when finished or live, null before the start. */
  score: string | null;
  isLive: boolean;
  /** Where the game's page lives: live while in play, else the line. */
  section: 'live' | 'line';
  /** The result for the team a page is about (its form letter), else null. */
  result: FormMarkView | null;
}

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

function formMarks(form: readonly FormResult[]): FormMarkView[] {
  return form.map((result) => ({ result, key: FORM_KEYS[result] }));
}

/** The table's lines, with `highlight` teams marked. */
export function standingsView(rows: readonly StandingRow[], champId: number, highlight: readonly string[] = []): StandingRowView[] {
  return rows.map((row) => ({
    position: row.position,
    team: row.team,
    teamSegment: teamSegment(champId, row.teamSlug),
    played: row.played,
    won: row.won,
    drawn: row.drawn,
    lost: row.lost,
    goals: `${row.goalsFor}:${row.goalsAgainst}`,
    difference: signed(row.goalsFor - row.goalsAgainst),
    points: row.points,
    form: formMarks(row.form),
    isHighlighted: highlight.includes(row.team),
  }));
}

/** A team name as a path segment (the same rule as the API's). */
function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A game of a list; with `team`, its result from that team's side. */
export function statGameView(game: StatGame, team: string | null = null): StatGameView {
  const started = game.isFinished || game.isLive;
  let result: FormMarkView | null = null;
  if (team !== null && game.isFinished) {
    const own = game.opponent1Name === team ? game.score1 : game.score2;
    const other = game.opponent1Name === team ? game.score2 : game.score1;
    const letter: FormResult = own > other ? 'W' : own < other ? 'L' : 'D';
    result = { result: letter, key: FORM_KEYS[letter] };
  }
  return {
    id: game.id,
    home: game.opponent1Name,
    away: game.opponent2Name,
    homeSegment: teamSegment(game.champId, slugOf(game.opponent1Name)),
    awaySegment: teamSegment(game.champId, slugOf(game.opponent2Name)),
    startDateTime: game.startDateTime,
    score: started ? `${game.score1}:${game.score2}` : null,
    isLive: game.isLive,
    section: game.isLive ? 'live' : 'line',
    result,
  };
}

/** A championship's statistics as drawn. */
export interface ChampStatisticsView {
  champId: number;
  /** What a game link of the championship needs besides the game. */
  names: { sportId: number; sportName: string; champId: number; champName: string };
  title: string;
  sportName: string;
  /** The points rule's key and values (`statistics_points_rule`: win {{win}}, draw {{draw}}, loss {{loss}}). */
  pointsRuleKey: string;
  pointsRule: { win: number; draw: number; loss: number };
  rows: StandingRowView[];
  /** Shown instead of the table when no game has finished yet. */
  noGamesKey: string | null;
  results: StatGameView[];
  noResultsKey: string | null;
  upcoming: StatGameView[];
  noUpcomingKey: string | null;
  /** The teams to choose a head-to-head from: slug and name, by name. */
  teams: Array<{ slug: string; name: string }>;
}

export function connectChampStatistics(stats: ChampStatistics, highlight: readonly string[] = []): ChampStatisticsView {
  const anyPlayed = stats.standings.some((row) => row.played > 0);
  return {
    champId: stats.champ.id,
    names: { sportId: stats.champ.sportId, sportName: stats.champ.sportName, champId: stats.champ.id, champName: stats.champ.name },
    title: stats.champ.name,
    sportName: stats.champ.sportName,
    pointsRuleKey: 'statistics_points_rule',
    pointsRule: stats.pointsRule,
    rows: standingsView(stats.standings, stats.champ.id, highlight),
    noGamesKey: anyPlayed ? null : 'statistics_no_finished_games',
    results: stats.results.map((game) => statGameView(game)),
    noResultsKey: stats.results.length === 0 ? 'statistics_no_results' : null,
    upcoming: stats.upcoming.map((game) => statGameView(game)),
    noUpcomingKey: stats.upcoming.length === 0 ? 'statistics_no_upcoming' : null,
    teams: stats.standings.map((row) => ({ slug: row.teamSlug, name: row.team })).sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** A head-to-head as drawn. */
export interface HeadToHeadView {
  team1: string;
  team2: string;
  team1Segment: string;
  team2Segment: string;
  wins1: number;
  draws: number;
  wins2: number;
  /** Goals over the meetings, `team1:team2`. */
  goals: string;
  form1: FormMarkView[];
  form2: FormMarkView[];
  position1: number | null;
  position2: number | null;
  meetings: StatGameView[];
  /** Shown when the teams never met. */
  noMeetingsKey: string | null;
  next: StatGameView | null;
}

export function connectHeadToHead(h2h: HeadToHead): HeadToHeadView {
  return {
    team1: h2h.side1.team,
    team2: h2h.side2.team,
    team1Segment: teamSegment(h2h.champ.id, h2h.side1.teamSlug),
    team2Segment: teamSegment(h2h.champ.id, h2h.side2.teamSlug),
    wins1: h2h.wins1,
    draws: h2h.draws,
    wins2: h2h.wins2,
    goals: `${h2h.goals1}:${h2h.goals2}`,
    form1: formMarks(h2h.side1.form),
    form2: formMarks(h2h.side2.form),
    position1: h2h.side1.standing?.position ?? null,
    position2: h2h.side2.standing?.position ?? null,
    meetings: h2h.meetings.map((game) => statGameView(game, h2h.side1.team)),
    noMeetingsKey: h2h.meetings.length === 0 ? 'statistics_no_meetings' : null,
    next: h2h.next ? statGameView(h2h.next) : null,
  };
}

/** A team page as drawn. */
export interface TeamPageView {
  team: string;
  names: { sportId: number; sportName: string; champId: number; champName: string };
  champId: number;
  champName: string;
  sportName: string;
  standing: StandingRowView | null;
  upcoming: StatGameView[];
  noUpcomingKey: string | null;
  results: StatGameView[];
  noResultsKey: string | null;
}

export function connectTeamPage(team: TeamStatistics): TeamPageView {
  return {
    team: team.team,
    names: { sportId: team.champ.sportId, sportName: team.champ.sportName, champId: team.champ.id, champName: team.champ.name },
    champId: team.champ.id,
    champName: team.champ.name,
    sportName: team.champ.sportName,
    standing: team.standing ? (standingsView([team.standing], team.champ.id, [team.team])[0] ?? null) : null,
    upcoming: team.upcoming.map((game) => statGameView(game)),
    noUpcomingKey: team.upcoming.length === 0 ? 'statistics_no_upcoming' : null,
    results: team.results.map((game) => statGameView(game, team.team)),
    noResultsKey: team.results.length === 0 ? 'statistics_no_results' : null,
  };
}

/** A champion page as drawn: its championship, or the plain statement that this feed does not offer it. */
export type ChampionPageView =
  | { kind: 'notOffered'; messageKey: string }
  | { kind: 'ready'; championType: string; champ: ChampStatisticsView; final: HeadToHeadView | null; noFinalKey: string | null };

/** The champion page from its read's data and error (a `champion_not_offered` refusal is a page, not an error). */
export function connectChampionPage(data: ChampionStatistics | null, error: ObserverError | null): ChampionPageView | null {
  if (error?.code === 'champion_not_offered') return { kind: 'notOffered', messageKey: 'statistics_champion_not_offered' };
  if (!data) return null;
  const final = data.final ? connectHeadToHead(data.final) : null;
  return {
    kind: 'ready',
    championType: data.championType,
    champ: connectChampStatistics(data.statistics, final ? [final.team1, final.team2] : []),
    final,
    noFinalKey: final ? null : 'statistics_final_not_set',
  };
}

/** What a statistics link's query presets (`statisticpopup?champId=1001&team1=london-fc&team2=leeds-united`); malformed values are ignored. */
export function statisticsInitOf(query: Readonly<Record<string, string>>): { champId: number | null; team1: string | null; team2: string | null } {
  const champ = query['champId'];
  const slug = (value: string | undefined) => (value && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) ? value : null);
  return { champId: champ && /^\d{1,9}$/.test(champ) ? Number(champ) : null, team1: slug(query['team1']), team2: slug(query['team2']) };
}

/** The query of a game's statistics popup: its championship and its two teams. */
export function statisticsQueryOf(game: { champId: number; opponent1Name: string; opponent2Name: string }): string {
  return `champId=${game.champId}&team1=${slugOf(game.opponent1Name)}&team2=${slugOf(game.opponent2Name)}`;
}
