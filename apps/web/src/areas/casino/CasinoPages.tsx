import { CasinoCatalogService, MIN_SEARCH_LENGTH, type DefaultCasinoCatalogService } from '@kickoff/catalog-core';
import type { CasinoGame } from '@kickoff/contracts';
import type { RouteMatch } from '@kickoff/guards-core';
import { AuthStatusService } from '@kickoff/shell-core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useOptionalService, useService } from '../../app/di';
import { RemoteContentPage } from '../../pages/remote/RemoteContentPage';
import { AreaSkeleton } from '../../shell/ui/AreaStatus';
import type { AreaPageProps } from '../area.types';

type Catalog = DefaultCasinoCatalogService;

/** Shows the catalogue's games for a category, a provider or a search; loads the categories once. */
function useCatalogFilter(catalog: Catalog | null, filter: { category: string | null; provider: string | null; search?: string }): boolean {
  const [ready, setReady] = useState(false);
  const { category, provider } = filter;
  useEffect(() => {
    if (!catalog) return;
    let active = true;
    const start = catalog.categories.length > 0 ? Promise.resolve() : catalog.load();
    void start.then(async () => {
      if (!active) return;
      const known = category === null || catalog.categories.some((item) => item.slug === category);
      setReady(known);
      if (!known) return;
      if (catalog.filter.search !== '') catalog.setSearch('');
      if (catalog.filter.provider !== provider) await catalog.setProvider(provider);
      if (catalog.filter.category !== category) await catalog.setCategory(category);
    });
    return () => {
      active = false;
    };
  }, [catalog, category, provider]);
  return ready;
}

/** The path of a game's page: under live-casino for live games, under slots for the others. */
function gamePath(language: string, game: CasinoGame): string {
  return `/${language}/${game.categorySlug === 'live-casino' ? 'live-casino' : 'slots'}/game/${game.id}/${game.slug}`;
}

/** The games grid with favourites and paging. */
const GameGrid = observer(function GameGrid({ catalog, games, language }: { catalog: Catalog; games: readonly CasinoGame[]; language: string }) {
  const { t } = useTranslation();
  const auth = useService(AuthStatusService);
  if (games.length === 0 && !catalog.isLoading) return <p className="muted">{t('casino_no_games')}</p>;
  return (
    <ul className="game-grid" data-testid="casino-games">
      {games.map((game) => (
        <li key={game.id} className="game-tile">
          <Link to={gamePath(language, game)} className="game-tile__link">
            <img src={game.imageUrl} alt="" loading="lazy" width={160} height={120} />
            <strong>{game.name}</strong>
            <span className="muted">{game.providerName}</span>
            <span className="game-tile__rtp">{t('casino_rtp', { rtp: game.rtp.toFixed(2) })}</span>
          </Link>
          {game.isNew ? <span className="badge">{t('casino_new')}</span> : null}
          {auth.isAuthorized ? (
            <button type="button" className="game-tile__favourite" aria-pressed={catalog.isFavourite(game.id)} aria-label={t(catalog.isFavourite(game.id) ? 'casino_favourite_remove' : 'casino_favourite_add')} onClick={() => void catalog.toggleFavourite(game.id)}>
              ★
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
});

/** The games of a category (null: all games, popular first) when the catalogue knows it. */
export const GamesPage = observer(function GamesPage({ match, category }: { match: RouteMatch; category: string | null }) {
  const { t } = useTranslation();
  const catalog = useOptionalService(CasinoCatalogService);
  const ready = useCatalogFilter(catalog, { category, provider: null });
  if (!catalog || !ready) return null;
  const language = match.language ?? 'en';
  return (
    <section className="casino-games">
      {catalog.games.length === 0 && catalog.isLoading ? <AreaSkeleton variant="grid" /> : <GameGrid catalog={catalog} games={catalog.games} language={language} />}
      {catalog.hasMore ? (
        <button type="button" className="button button--secondary" disabled={catalog.isLoading} onClick={() => void catalog.loadMore()}>
          {t('casino_load_more')}
        </button>
      ) : null}
    </section>
  );
});

/** The providers list, and a provider's games. */
export const ProvidersPage = observer(function ProvidersPage({ match }: AreaPageProps) {
  const { t } = useTranslation();
  const catalog = useOptionalService(CasinoCatalogService);
  const provider = match.params['provider'] ?? null;
  const ready = useCatalogFilter(catalog, { category: null, provider });
  const language = match.language ?? 'en';
  return (
    <div className="section-page casino" data-testid="casino-area">
      {catalog && ready ? (
        <>
          <ul className="chip-list" data-testid="casino-providers">
            {catalog.providers.map((item) => (
              <li key={item.slug}>
                <Link className={`chip${item.slug === provider ? ' chip--active' : ''}`} to={`/${language}/providers/${item.slug}`}>
                  {item.name} <small>{item.gamesCount}</small>
                </Link>
              </li>
            ))}
          </ul>
          {provider ? <GameGrid catalog={catalog} games={catalog.games} language={language} /> : null}
          {provider && catalog.hasMore ? (
            <button type="button" className="button button--secondary" onClick={() => void catalog.loadMore()}>
              {t('casino_load_more')}
            </button>
          ) : null}
        </>
      ) : null}
      <RemoteContentPage match={match} appName="casino-content" />
    </div>
  );
});

/** The casino search: a debounced search over the catalogue. */
export const SearchPage = observer(function SearchPage({ match }: AreaPageProps) {
  const { t } = useTranslation();
  const catalog = useOptionalService(CasinoCatalogService);
  const ready = useCatalogFilter(catalog, { category: null, provider: null });
  const language = match.language ?? 'en';
  const search = catalog?.filter.search ?? '';
  return (
    <div className="section-page casino" data-testid="casino-area">
      {catalog && ready ? (
        <>
          <label className="search-field">
            <span className="visually-hidden">{t('casino_search')}</span>
            <input type="search" value={search} placeholder={t('casino_search_placeholder')} data-testid="casino-search" onChange={(event) => catalog.setSearch(event.target.value)} />
          </label>
          {search.trim().length > 0 && search.trim().length < MIN_SEARCH_LENGTH ? <p className="muted">{t('casino_search_hint', { count: MIN_SEARCH_LENGTH })}</p> : null}
          <GameGrid catalog={catalog} games={catalog.games} language={language} />
        </>
      ) : null}
      <RemoteContentPage match={match} appName="casino-content" />
    </div>
  );
});

/** The signed-in player's favourite games. */
export const FavouritesPage = observer(function FavouritesPage({ match }: AreaPageProps) {
  const { t } = useTranslation();
  const catalog = useOptionalService(CasinoCatalogService);
  const auth = useService(AuthStatusService);
  const signedIn = auth.isAuthorized;
  useEffect(() => {
    if (catalog && signedIn) void catalog.loadFavourites();
  }, [catalog, signedIn]);
  const language = match.language ?? 'en';
  return (
    <div className="section-page casino" data-testid="casino-area">
      {catalog && signedIn ? <GameGrid catalog={catalog} games={catalog.favourites} language={language} /> : <p className="muted">{t('casino_favourites_sign_in')}</p>}
      <RemoteContentPage match={match} appName="casino-content" />
    </div>
  );
});

/** A game's page: the launched game in a frame for a signed-in player, else the invitation to sign in. */
export const CasinoGamePage = observer(function CasinoGamePage({ match }: AreaPageProps) {
  const { t } = useTranslation();
  const catalog = useOptionalService(CasinoCatalogService);
  const auth = useService(AuthStatusService);
  const gameId = Number(match.params['gameId']);
  const signedIn = auth.isAuthorized;
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!catalog || !signedIn || !Number.isInteger(gameId)) return;
    let active = true;
    void catalog.launch(gameId).then((launched) => {
      if (active) setUrl(launched);
    });
    return () => {
      active = false;
    };
  }, [catalog, signedIn, gameId]);
  if (!signedIn) return <p className="muted casino-game__message" data-testid="casino-game">{t('casino_sign_in_to_play')}</p>;
  if (url) return <iframe className="casino-game" src={url} title={match.params['gameName'] ?? 'game'} data-testid="casino-game" />;
  if (catalog?.errorCode) return <p role="alert">{t('casino_launch_error')}</p>;
  return <AreaSkeleton />;
});
