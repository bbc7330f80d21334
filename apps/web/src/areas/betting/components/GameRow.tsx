import { connectFavouriteStar, connectLiveRowTexts, connectMultiLiveButton, FavouritesService, followLiveRowTexts, listCells, MultiLiveService, SportsCatalogService, toCouponBet, type ListColumnHead, type LiveStateOf } from '@kickoff/catalog-core';
import { CouponPicks, CouponSettingsService } from '@kickoff/coupon-core';
import type { FeedGame, FeedMarket, FeedSection } from '@kickoff/contracts';
import { observer } from 'mobx-react-lite';
import { memo, startTransition, useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatClock, formatDateTime } from '../../../features/format/format';
import { gamePath } from '../betting.paths';
import { FavouriteStarButton } from './FavouriteStar';
import { MultiLiveToggle } from './MultiLiveButton';
import { OddsFace, type OddsMovement } from './OddsButton';
import { useLanguage } from '../../../app/language';
import { samePropsData } from '../../../app/same-data';
import { useService } from '../../../app/di';

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

/** Writes a text into an element that shows one text node (its node's data, not a new node), when it differs. */
function writeText(element: HTMLElement | null, text: string): void {
  if (!element) return;
  const node = element.firstChild;
  if (node instanceof Text && node.nextSibling === null) {
    if (node.data !== text) node.data = text;
  } else if (element.textContent !== text) element.textContent = text;
}

/** Counts the texts' redraws (a score that comes or goes). */
const nextDraw = (count: number): number => count + 1;

/**
 * A live game's score and clock (issue 20): drawn with the row, then written in place as the game's
 * state moves (catalog-core `followLiveRowTexts`, the catalogue's signal of the game, called once per
 * delta that set it): a delta that moves every game's clock renders no row, text or observer. A score
 * that comes or goes (an outright's row shows none) draws the texts anew, in a transition after the
 * delta's task.
 */
const LiveTexts = memo(function LiveTexts({ game, stateOf }: LiveTextProps) {
  const follow = useService(SportsCatalogService).followGame;
  const [, redraw] = useReducer(nextDraw, 0);
  const drawn = connectLiveRowTexts(game, stateOf);
  const hasScore = drawn.score !== null;
  const score = useRef<HTMLSpanElement>(null);
  const clock = useRef<HTMLSpanElement>(null);
  useEffect(
    () =>
      followLiveRowTexts(game, stateOf, follow, (view) => {
        if ((view.score !== null) !== hasScore) {
          startTransition(redraw);
          return;
        }
        if (view.score !== null) writeText(score.current, view.score);
        writeText(clock.current, formatClock(view.timeSec));
      }),
    [game, stateOf, follow, hasScore],
  );
  return (
    <>
      {drawn.score !== null ? (
        <span ref={score} className="game-row__score" data-testid="game-score">
          {drawn.score}
        </span>
      ) : null}
      <span ref={clock} className="game-row__clock" data-testid="game-clock">
        {formatClock(drawn.timeSec)}
      </span>
    </>
  );
});

/**
 * A game in a list: teams, start time or live score and clock, and the coefficients of its view's columns (the line above each handicap and total).
 * issue 20: drawn again only when its props' data changed (an answer that brings the list again, the
 * served page's list after the hydration, re-renders the rows whose game changed, not all of them); on
 * a live list the game changes only when what the row draws does (catalog-core `LiveBoard`), its score
 * and clock are written in place as its game's state moves and its prices per market by their buttons.
 */
export const GameRow = memo(observer(function GameRow({ game, heads, section, movementOf, marketOf, isBlockedOf, liveStateOf }: GameRowProps) {
  const { t } = useTranslation();
  const lng = useLanguage();
  // issue 20: the row's coefficients take the odds format, the coupon's picks, the feed's readers and
  // the translation from the row (one observer, one translation hook and one source per row), not each
  // its own: a list of N rows hydrates N of them instead of one per coefficient too.
  const formatId = useService(CouponSettingsService).settings.coefViewId;
  const picks = useService(CouponPicks);
  const catalog = useService(SportsCatalogService);
  const source = useMemo(() => ({ marketOf, movementOf, isBlockedOf, followMarket: catalog.followMarket }), [marketOf, movementOf, isBlockedOf, catalog]);
  const press = useCallback((market: FeedMarket) => void picks.press(toCouponBet(game, market)), [picks, game]);
  // issue 20: the favourite star and the multi live button are drawn from the row's own observer and
  // translation too (they were an observer and a translation hook each, set up per row in the hydration)
  const favourites = useService(FavouritesService);
  const star = connectFavouriteStar(favourites, 'game', game.id);
  const multiLive = useService(MultiLiveService);
  const multi = game.isLive ? connectMultiLiveButton(multiLive, game.id) : null;
  const name = `${game.opponent1Name} – ${game.opponent2Name}`;
  return (
    <div className={game.isLive ? 'game-row game-row--live' : 'game-row'} data-testid="game-row" data-game-id={game.id}>
      <div className="game-row__time">
        {game.isLive ? (
          <LiveTexts game={game} stateOf={liveStateOf} />
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
            <OddsFace key={cell.key} listed={cell.market} source={source} shownMovement={null} formatId={formatId} isSelected={picks.isPicked(cell.market.id)} onPress={press} showName={false} line={cell.line} column={cell.group} t={t} />
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
      <FavouriteStarButton kind="game" id={game.id} name={name} isOn={star.isOn} labelKey={star.labelKey} onToggle={favourites.toggle} t={t} />
      {multi ? <MultiLiveToggle gameId={game.id} name={name} view={multi} onToggle={multiLive.toggle} t={t} /> : null}
    </div>
  );
}), samePropsData);
