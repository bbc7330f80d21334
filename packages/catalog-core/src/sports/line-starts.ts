import type { ChampGames, FeedGame } from '@kickoff/contracts';

/** The longest delay a timer takes (2^31 - 1 ms); a later start is looked at again then. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Whether a line list still shows a game at `nowMs`: the line is pre-match (document 000 §1: "Line =
 * pre-match, Live = in play"), so a game whose start has passed by the clock the app keeps leaves it,
 * even before the next answer that no longer lists it (issue 20: a served page's answer may be old).
 */
export function isPreMatch(game: Pick<FeedGame, 'startDateTime'>, nowMs: number): boolean {
  return game.startDateTime > nowMs;
}

/** A line championship's games without those started by `nowMs`; the same object when none has. */
export function preMatchChamp(champ: ChampGames, nowMs: number): ChampGames {
  if (champ.games.every((game) => isPreMatch(game, nowMs))) return champ;
  return { ...champ, games: champ.games.filter((game) => isPreMatch(game, nowMs)) };
}

/** The earliest start after `nowMs` among the championships' games, or null. */
export function nextStartAfter(champs: Iterable<ChampGames>, nowMs: number): number | null {
  let next: number | null = null;
  for (const champ of champs) {
    for (const game of champ.games) {
      if (game.startDateTime > nowMs && (next === null || game.startDateTime < next)) next = game.startDateTime;
    }
  }
  return next;
}

/** The timer's delay to a start at `atMs` (never negative, never beyond what a timer takes). */
export function delayUntil(atMs: number, nowMs: number): number {
  return Math.min(MAX_TIMER_MS, Math.max(0, atMs - nowMs));
}
