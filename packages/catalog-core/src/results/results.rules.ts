import type { FeedGame } from '@kickoff/contracts';
import { DEFAULT_REFRESH_MS } from '../sports/sports.rules';

/**
 * Pure rules of the results page (document 000 §2 `results/{type?}`, `champs/{champId?}`): the day
 * chosen, how often it is read again, and the sport and championship filters over finished games.
 */

/** Today's results are read again on the default refresh (document 001 §9 "default 10 s"): games keep finishing. */
export const RESULTS_TODAY_REFRESH_MS = DEFAULT_REFRESH_MS;

/** The UTC day (`YYYY-MM-DD`) of an epoch-millisecond time. */
export function utcDay(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

/** Why a chosen day is refused. */
export type ResultsDateError = 'results_date_invalid' | 'results_date_future';

/** A chosen day: a real calendar day in `YYYY-MM-DD`, not after today. */
export function validateResultsDate(value: string, today: string): { ok: true; date: string } | { ok: false; code: ResultsDateError } {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return { ok: false, code: 'results_date_invalid' };
  const parsed = Date.parse(`${value}T00:00:00Z`);
  if (!Number.isFinite(parsed) || utcDay(parsed) !== value) return { ok: false, code: 'results_date_invalid' };
  if (value > today) return { ok: false, code: 'results_date_future' };
  return { ok: true, date: value };
}

/** How often a day's results are read again: today's every 10 s, a past day's never (they no longer change). */
export function resultsRefreshMs(date: string, today: string): number | null {
  return date === today ? RESULTS_TODAY_REFRESH_MS : null;
}

/** A game is finished when flagged finished or when its status is 4 (document 000 §4 "Coupon bet rules"). */
export function isFinishedGame(game: Pick<FeedGame, 'isFinished' | 'statusId'>): boolean {
  return game.isFinished || game.statusId === 4;
}

/** The sport and championship chosen (null: all). */
export interface ResultsFilter {
  readonly sportId: number | null;
  readonly champId: number | null;
}

/** A filter choice with the number of finished games it holds. */
export interface ResultsOption {
  readonly id: number;
  readonly name: string;
  readonly count: number;
}

/** What the results page shows: the choices and the finished games that match, earliest first. */
export interface ResultsView {
  readonly sports: readonly ResultsOption[];
  readonly champs: readonly ResultsOption[];
  readonly games: readonly FeedGame[];
}

function optionsOf(games: readonly FeedGame[], idOf: (game: FeedGame) => number, nameOf: (game: FeedGame) => string): ResultsOption[] {
  const options = new Map<number, { id: number; name: string; count: number }>();
  for (const game of games) {
    const id = idOf(game);
    const option = options.get(id);
    if (option) option.count++;
    else options.set(id, { id, name: nameOf(game), count: 1 });
  }
  return [...options.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/**
 * The view of a day's results under a filter: sports of the day; championships of the chosen sport
 * (or of all); the finished games of the chosen sport and championship, by start time.
 */
export function resultsView(games: readonly FeedGame[], filter: ResultsFilter): ResultsView {
  const finished = games.filter(isFinishedGame);
  const ofSport = filter.sportId === null ? finished : finished.filter((game) => game.sportId === filter.sportId);
  const shown = filter.champId === null ? ofSport : ofSport.filter((game) => game.champId === filter.champId);
  return {
    sports: optionsOf(finished, (game) => game.sportId, (game) => game.sportName),
    champs: optionsOf(ofSport, (game) => game.champId, (game) => (filter.sportId === null ? `${game.sportName}. ${game.champName}` : game.champName)),
    games: [...shown].sort((a, b) => a.startDateTime - b.startDateTime || a.id - b.id),
  };
}
