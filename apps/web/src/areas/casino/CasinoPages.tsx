import { CasinoCatalogService, connectGameTile, MIN_SEARCH_LENGTH, type CasinoGamesObserver } from '@kickoff/catalog-core';
import type { CasinoGame, CasinoGameTag } from '@kickoff/contracts';
import type { RouteMatch } from '@kickoff/guards-core';
import { AuthStatusService } from '@kickoff/shell-core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useService } from '../../app/di';
import { LimitHeadroom } from '../../features/limits/LimitHeadroom';
import { ReadState } from '../../app/ReadState';
import { useObserver } from '../../app/use-observer';
import { RemoteContentPage } from '../../pages/remote/RemoteContentPage';
import { AreaSkeleton } from '../../shell/ui/AreaStatus';
import type { AreaPageProps } from '../area.types';
import { useLanguage } from '../../app/language';
import { CasinoGameView } from './CasinoGameView';

/** The subcategory of `slots/{subcategory}` and `live-casino/{subcategory}` when it is one the catalogue knows. */
function tagOf(value: string | undefined): CasinoGameTag | null {
  return value === 'new' || value === 'popular' ? value : null;
}

/** The games grid with favourites (for a signed-in player). */
const GameGrid = observer(function GameGrid({ games, language, isLoading, emptyKey = 'casino_no_games' }: { games: readonly CasinoGame[]; language: string; isLoading: boolean; emptyKey?: string }) {
  const { t } = useTranslation();
  const catalog = useService(CasinoCatalogService);
  const auth = useService(AuthStatusService);
  if (games.length === 0 && !isLoading) return <p className="muted" data-testid="casino-empty">{t(emptyKey)}</p>;
  return (
    <ul className="game-grid" data-testid="casino-games">
      {games.map((game) => {
        const tile = connectGameTile(game);
        return (
          <li key={tile.id} className="game-tile" data-testid="casino-tile" data-game-id={tile.id}>
            <Link to={`/${language}/${tile.path}`} className="game-tile__link">
              <img src={tile.imageUrl} alt="" loading="lazy" width={160} height={120} />
              <strong>{tile.name}</strong>
              <span className="muted">{tile.provider}</span>
              <span className="game-tile__rtp">
                {t('casino_rtp', { rtp: tile.rtp })}
                {tile.volatilityKey ? ` · ${t('casino_tile_volatility', { volatility: t(tile.volatilityKey) })}` : ''}
              </span>
            </Link>
            {tile.isNew ? <span className="badge">{t('casino_new')}</span> : null}
            {auth.isAuthorized ? (
              <button type="button" className="game-tile__favourite" aria-pressed={catalog.isFavourite(tile.id)} aria-label={t(catalog.isFavourite(tile.id) ? 'casino_favourite_remove' : 'casino_favourite_add')} onClick={() => void catalog.toggleFavourite(tile.id)}>
                ★
              </button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
});

/** A games list observer bound to the grid with its "load more". */
const GamesList = observer(function GamesList({ list, language }: { list: CasinoGamesObserver | null; language: string }) {
  const { t } = useTranslation();
  if (!list || !list.isListed) return null;
  const games = list.data;
  if (games === null) return list.status === 'error' ? <ReadState source={list} /> : <AreaSkeleton variant="grid" />;
  return (
    <section className="casino-games">
      <GameGrid games={games} language={language} isLoading={list.isLoading} />
      {list.hasMore ? (
        <button type="button" className="button button--secondary" disabled={list.isLoading} onClick={() => void list.loadMore()}>
          {t('casino_load_more')}
        </button>
      ) : null}
    </section>
  );
});

/** A row of the lobby: the games the player played for real lately (signed in, once there are some). */
export const RecentlyPlayedRow = observer(function RecentlyPlayedRow({ language }: { language: string }) {
  const { t } = useTranslation();
  const catalog = useService(CasinoCatalogService);
  const auth = useService(AuthStatusService);
  const recent = useObserver(() => (auth.isAuthorized ? catalog.observeRecent() : null), [catalog, auth.isAuthorized]);
  const games = recent?.data ?? [];
  if (games.length === 0) return null;
  return (
    <section className="casino-row" aria-labelledby="casino-recent-title" data-testid="casino-recent">
      <h2 id="casino-recent-title">{t('casino_recently_played')}</h2>
      <GameGrid games={games} language={language} isLoading={false} />
    </section>
  );
});

/** A row of the lobby: the catalogue's new games (the first page). */
export const NewGamesRow = observer(function NewGamesRow({ language }: { language: string }) {
  const { t } = useTranslation();
  const catalog = useService(CasinoCatalogService);
  const list = useObserver(() => catalog.observeGames({ category: null, tag: 'new' }), [catalog]);
  const games = list?.data ?? [];
  if (games.length === 0) return null;
  return (
    <section className="casino-row" aria-labelledby="casino-new-title" data-testid="casino-new">
      <h2 id="casino-new-title">{t('casino_new_games')}</h2>
      <GameGrid games={games} language={language} isLoading={false} />
    </section>
  );
});

/** The games of a category (null: all games, popular first); a category the catalogue does not list shows nothing. */
export function GamesPage({ match, category }: { match: RouteMatch; category: string | null }) {
  const catalog = useService(CasinoCatalogService);
  const tag = tagOf(match.params['subcategory']);
  const list = useObserver(() => catalog.observeGames({ category, tag }), [catalog, category, tag]);
  return <GamesList list={list} language={match.language ?? 'en'} />;
}

/** The providers list, and a provider's games. */
export const ProvidersPage = observer(function ProvidersPage({ match }: AreaPageProps) {
  const catalog = useService(CasinoCatalogService);
  const provider = match.params['provider'] ?? null;
  const lobby = useObserver(() => catalog.observeLobby(), [catalog]);
  const list = useObserver(() => (provider ? catalog.observeGames({ provider }) : null), [catalog, provider]);
  const language = useLanguage();
  return (
    <div className="section-page casino" data-testid="casino-area">
      {lobby?.data ? (
        <ul className="chip-list" data-testid="casino-providers">
          {lobby.data.providers.map((item) => (
            <li key={item.slug}>
              <Link className={`chip${item.slug === provider ? ' chip--active' : ''}`} to={`/${language}/providers/${item.slug}`}>
                {item.name} <small>{item.gamesCount}</small>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <ReadState source={lobby} />
      )}
      <GamesList list={list} language={language} />
      <RemoteContentPage match={match} appName="casino-content" />
    </div>
  );
});

/** The casino search: a debounced search over the catalogue. */
export const SearchPage = observer(function SearchPage({ match }: AreaPageProps) {
  const { t } = useTranslation();
  const catalog = useService(CasinoCatalogService);
  const list = useObserver(() => catalog.observeGames(), [catalog]);
  const language = useLanguage();
  return (
    <div className="section-page casino" data-testid="casino-area">
      {list ? (
        <>
          <label className="search-field">
            <span className="visually-hidden">{t('casino_search')}</span>
            <input type="search" value={list.search} placeholder={t('casino_search_placeholder')} data-testid="casino-search" onChange={(event) => list.setSearch(event.target.value)} />
          </label>
          {list.isSearchTooShort ? <p className="muted">{t('casino_search_hint', { count: MIN_SEARCH_LENGTH })}</p> : null}
        </>
      ) : null}
      <GamesList list={list} language={language} />
      <RemoteContentPage match={match} appName="casino-content" />
    </div>
  );
});

/** The favourites of a signed-in player. */
const Favourites = observer(function Favourites({ language }: { language: string }) {
  const catalog = useService(CasinoCatalogService);
  const favourites = useObserver(() => catalog.observeFavourites(), [catalog]);
  if (!favourites?.data) return <ReadState source={favourites} />;
  return <GameGrid games={catalog.favourites} language={language} isLoading={false} emptyKey="casino_favourites_empty" />;
});

/** The signed-in player's favourite games. */
export const FavouritesPage = observer(function FavouritesPage({ match }: AreaPageProps) {
  const { t } = useTranslation();
  const auth = useService(AuthStatusService);
  const language = useLanguage();
  return (
    <div className="section-page casino" data-testid="casino-area">
      {auth.isAuthorized ? <Favourites language={language} /> : <p className="muted">{t('casino_favourites_sign_in')}</p>}
      <RemoteContentPage match={match} appName="casino-content" />
    </div>
  );
});

/** A game's page (issue 17): the game itself, in demo for a guest, for real for a signed-in player (with the limits' headroom). */
export const CasinoGamePage = observer(function CasinoGamePage({ match }: AreaPageProps) {
  const { t } = useTranslation();
  const auth = useService(AuthStatusService);
  const gameId = Number(match.params['gameId']);
  if (!Number.isInteger(gameId) || gameId < 1)
    return (
      <p className="muted casino-game__message" data-testid="casino-game">
        {t('casino_launch_error')}
      </p>
    );
  return (
    <div className="section-page casino">
      {auth.isAuthorized ? <LimitHeadroom show="stake" /> : null}
      <CasinoGameView gameId={gameId} />
    </div>
  );
});
