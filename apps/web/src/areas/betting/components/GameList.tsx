import type { FeedGame, FeedSection } from '@kickoff/contracts';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { GameRow } from './GameRow';
import type { OddsMovement } from './OddsButton';
import { WindowedList } from './WindowedList';

/** A row of a list: a championship header or a game. */
export type ListRow = { kind: 'champ'; key: string; champId: number; title: string; count: number; outcomes: readonly string[] } | { kind: 'heading'; key: string; titleKey: string; count: number } | { kind: 'game'; key: string; game: FeedGame };

/** Row heights in px (kept in step with the CSS). */
const CHAMP_ROW_PX = 36;
const GAME_ROW_PX = 60;

/** Games grouped under their championship, in the order given. */
export function rowsByChamp(games: readonly FeedGame[]): ListRow[] {
  const byChamp = new Map<number, FeedGame[]>();
  for (const game of games) {
    const list = byChamp.get(game.champId);
    if (list) list.push(game);
    else byChamp.set(game.champId, [game]);
  }
  const rows: ListRow[] = [];
  for (const [champId, champGames] of byChamp) {
    const first = champGames[0] as FeedGame;
    // The column heads over the odds (issue 15): the main market's outcome names (1, X, 2), from the
    // game of the league that offers the most of them.
    const widest = champGames.reduce((best, game) => (game.mainMarkets.length > best.mainMarkets.length ? game : best), first);
    rows.push({ kind: 'champ', key: `c${champId}`, champId, title: `${first.sportName}. ${first.champName}`, count: champGames.length, outcomes: widest.mainMarkets.map((market) => market.name) });
    for (const game of champGames) rows.push({ kind: 'game', key: `g${game.id}`, game });
  }
  return rows;
}

/** The favourite games first under their own heading (issue 16), then the others by championship. */
export function rowsWithFavourites(favourites: readonly FeedGame[], others: readonly FeedGame[]): ListRow[] {
  const head: ListRow[] = favourites.length > 0 ? [{ kind: 'heading', key: 'favourites', titleKey: 'favourites_events', count: favourites.length }, ...favourites.map((game): ListRow => ({ kind: 'game', key: `f${game.id}`, game }))] : [];
  return [...head, ...rowsByChamp(others)];
}

/** The games of a section grouped by championship; only the rows on screen are mounted. */
export const GameList = observer(function GameList({ rows, section, movementOf }: { rows: readonly ListRow[]; section: FeedSection; movementOf: (marketId: number) => OddsMovement }) {
  const { t } = useTranslation();
  return (
    <WindowedList
      items={rows}
      rowHeight={(row) => (row.kind === 'game' ? GAME_ROW_PX : CHAMP_ROW_PX)}
      itemKey={(row) => row.key}
      label={t('betting_games')}
      testId="game-list"
      className="game-list"
      renderItem={(row) =>
        row.kind === 'champ' ? (
          <div className="champ-row champ-row--grid" data-testid="champ-row">
            <h3 className="champ-row__title">
              {row.title} <span className="count">{row.count}</span>
            </h3>
            <div className="champ-row__outcomes" aria-hidden="true" data-testid="champ-outcomes">
              {row.outcomes.map((name) => (
                <span key={name} className="champ-row__outcome">
                  {name}
                </span>
              ))}
            </div>
          </div>
        ) : row.kind === 'heading' ? (
          <h3 className="champ-row champ-row--favourites" data-testid="favourites-heading">
            {t(row.titleKey)} <span className="count">{row.count}</span>
          </h3>
        ) : (
          <GameRow game={row.game} section={section} movementOf={movementOf} />
        )
      }
    />
  );
});
