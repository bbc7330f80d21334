import { connectLiveRowTexts, listCells, type ListColumnHead, type LiveStateOf } from '@kickoff/catalog-core';
import type { FeedGame, FeedMarket, FeedSection } from '@kickoff/contracts';
import { observer } from 'mobx-react-lite';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatClock, formatDateTime } from '../../../features/format/format';
import { gamePath } from '../betting.paths';
import { FavouriteStar } from './FavouriteStar';
import { MultiLiveButton } from './MultiLiveButton';
import { OddsButton, type OddsMovement } from './OddsButton';
import { useLanguage } from '../../../app/language';
import { samePropsData } from '../../../app/same-data';

/** Props of a game row: the game, its section and the odds movements the catalogue reports. */
export interface GameRowProps {
  game: FeedGame;
  /** The columns of the game's league in the player's view (catalog-core `listColumnHeads`). */
  heads: readonly ListColumnHead[];
  section: FeedSection;
  movementOf: (marketId: number) => OddsMovement;
  /** issue 20: a live list's market as it is now (a moved coefficient re-renders its button, not the row). */
  marketOf?: ((marketId: number) => FeedMarket | null) | undefined;
  /** A live list's lock of a market, observed apart from its price (see `OddsButton`). */
  isBlockedOf?: ((marketId: number) => boolean | null) | undefined;
  /** issue 20: a live list's game state as it is now (a moved clock or score re-renders its text, not the row). */
  liveStateOf?: LiveStateOf | undefined;
}

/** The props of a live row's moving texts: the row's game and where its state is read now. */
interface LiveTextProps {
  game: FeedGame;
  stateOf: LiveStateOf | undefined;
}

/** A live game's score (issue 20: its own observer, so a delta that moves it renders this text alone). */
const RowScore = observer(function RowScore({ game, stateOf }: LiveTextProps) {
  const { score } = connectLiveRowTexts(game, stateOf);
  return score !== null ? (
    <span className="game-row__score" data-testid="game-score">
      {score}
    </span>
  ) : null;
});

/** A live game's clock (issue 20: its own observer, so a delta that moves it renders this text alone). */
const RowClock = observer(function RowClock({ game, stateOf }: LiveTextProps) {
  return (
    <span className="game-row__clock" data-testid="game-clock">
      {formatClock(connectLiveRowTexts(game, stateOf).timeSec)}
    </span>
  );
});

/**
 * A game in a list: teams, start time or live score and clock, and the coefficients of its view's columns (the line above each handicap and total).
 * issue 20: drawn again only when its props' data changed (an answer that brings the list again, the
 * served page's list after the hydration, re-renders the rows whose game changed, not all of them); on
 * a live list the game changes only when what the row draws does (catalog-core `LiveBoard`), its score
 * and clock are read per game by their own observers and its prices per market by their buttons.
 */
export const GameRow = memo(observer(function GameRow({ game, heads, section, movementOf, marketOf, isBlockedOf, liveStateOf }: GameRowProps) {
  const { t } = useTranslation();
  const lng = useLanguage();
  return (
    <div className={game.isLive ? 'game-row game-row--live' : 'game-row'} data-testid="game-row" data-game-id={game.id}>
      <div className="game-row__time">
        {game.isLive ? (
          <>
            <RowScore game={game} stateOf={liveStateOf} />
            <RowClock game={game} stateOf={liveStateOf} />
          </>
        ) : (
          <time dateTime={new Date(game.startDateTime).toISOString()}>{formatDateTime(game.startDateTime, lng)}</time>
        )}
      </div>
      <Link className="game-row__teams" to={gamePath(lng, section, game)}>
        <span>{game.opponent1Name}</span>
        <span>{game.opponent2Name}</span>
      </Link>
      <div className="game-row__odds" role="group" aria-label={t('betting_main_market')}>
        {listCells(game, heads).map((cell) =>
          cell.market ? (
            <OddsButton key={cell.key} game={game} market={cell.market} movementOf={movementOf} marketOf={marketOf} isBlockedOf={isBlockedOf} line={cell.line} column={cell.group} />
          ) : (
            <span key={cell.key} className="odds odds--empty" data-column={cell.group} aria-hidden="true">
              –
            </span>
          ),
        )}
      </div>
      <Link className="game-row__more" to={gamePath(lng, section, game)} aria-label={t('betting_all_markets', { count: game.marketsCount })}>
        +{game.marketsCount}
      </Link>
      <FavouriteStar kind="game" id={game.id} name={`${game.opponent1Name} – ${game.opponent2Name}`} />
      {game.isLive ? <MultiLiveButton gameId={game.id} name={`${game.opponent1Name} – ${game.opponent2Name}`} /> : null}
    </div>
  );
}), samePropsData);
