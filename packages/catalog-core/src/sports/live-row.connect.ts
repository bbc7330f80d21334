import type { FeedGame, LiveGameState } from '@kickoff/contracts';
import { listScoreOf } from './event-score';

/** Where a row reads a game's live state as it is now (a live list's board), or null off a live list. */
export type LiveStateOf = (gameId: number) => LiveGameState | null;

/** What a live row's moving texts show: the score (null where the game has none to show) and the clock in seconds. */
export interface LiveRowTextsView {
  readonly score: string | null;
  readonly timeSec: number;
}

/**
 * A live row's score and clock (issue 20), pure: from the game's state as the board holds it now
 * (`stateOf`), else from the row's game itself. Read inside the small observers that draw those two
 * texts, a delta that moves a clock or a score re-renders them and not the row: the row's game object
 * changes only when what the row itself draws changes. The score is the game's, as `listScoreOf`
 * decides it (document 000 §3: `scoreFormatted`; an outright's row shows none).
 */
export function connectLiveRowTexts(game: FeedGame, stateOf: LiveStateOf | null | undefined): LiveRowTextsView {
  const state = stateOf?.(game.id) ?? game;
  return { score: listScoreOf(game, state.scoreFormatted), timeSec: state.timeSec };
}

/** Where a live row follows its game's changes (the catalogue's `followGame`): calls the listener after each, answers the disposer. */
export type FollowGame = (gameId: number, listener: () => void) => () => void;

/**
 * Calls `show` with a live row's score and clock as they are now, at once and after each change of
 * either (issue 20): on a live list (`stateOf` and `follow` given) the row follows its game's signal,
 * which the catalogue calls once per delta that set the game's state, and writes the two texts in
 * place; a delta that moves every game's clock then renders no row, no text and no observer. Off a
 * live list the row's game is its state and nothing is followed. `show` is called only when the
 * score or the clock changed; answers the disposer.
 */
export function followLiveRowTexts(game: FeedGame, stateOf: LiveStateOf | null | undefined, follow: FollowGame | null | undefined, show: (view: LiveRowTextsView) => void): () => void {
  let shown: LiveRowTextsView | null = null;
  const update = (): void => {
    const view = connectLiveRowTexts(game, stateOf);
    if (shown !== null && shown.score === view.score && shown.timeSec === view.timeSec) return;
    shown = view;
    show(view);
  };
  update();
  return stateOf && follow ? follow(game.id, update) : () => undefined;
}
