import { accountsPagesModule } from '@kickoff/accounts-core';
import { CasinoCatalogService, catalogCasinoModule } from '@kickoff/catalog-core';
import { limitsShellModule } from '@kickoff/limits-core';
import { ROUTES } from '@kickoff/guards-core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useService } from '../../app/di';
import { useObserver } from '../../app/use-observer';
import { RemoteContentPage } from '../../pages/remote/RemoteContentPage';
import type { AreaModule, AreaPageProps } from '../area.types';
import { CasinoGamePage, FavouritesPage, NewGamesRow, ProvidersPage, RecentlyPlayedRow, SearchPage, GamesPage } from './CasinoPages';
import { ThankYouPage } from './ThankYouPage';
import { CasinoVerifyRoundPage } from './CasinoVerifyPage';
import { NOT_OFFERED_PAGES } from './CasinoNotOfferedPage';
import { CasinoJackpotBanner } from './CasinoJackpotBanner';
import { CasinoBonusesPage, CasinoTournamentPage, CasinoTournamentsListPage } from './CasinoTournamentsPages';
import { useLanguage } from '../../app/language';

/** The casino's categories, the tiles of the lobby grid when the catalogue is not available. */
const CATEGORIES = [
  { path: 'slots', key: 'casino_slots' },
  { path: 'live-casino', key: 'casino_live' },
  { path: 'tvgames', key: 'casino_tvgames' },
  { path: 'fast-games', key: 'casino_fast_games' },
  { path: 'crash-games', key: 'casino_crash_games' },
  { path: 'card-games', key: 'casino_card_games' },
  { path: 'skill-games', key: 'casino_skill_games' },
  { path: 'asian-games', key: 'casino_asian_games' },
  { path: 'virtualsports', key: 'casino_virtualsports' },
  { path: 'scratchcards', key: 'casino_scratchcards' },
  { path: 'keno', key: 'casino_keno' },
  { path: 'bingo', key: 'casino_bingo' },
  { path: 'poker', key: 'casino_poker' },
  { path: 'fishinghunting', key: 'casino_fishinghunting' },
  { path: 'fast-bet', key: 'casino_fast_bet' },
  { path: 'othergames', key: 'casino_othergames' },
] as const;

/** The lobby grid: the catalogue's categories with their game counts, else the fixed list. */
const CategoryGrid = observer(function CategoryGrid({ language }: { language: string }) {
  const { t } = useTranslation();
  const catalog = useService(CasinoCatalogService);
  const lobby = useObserver(() => catalog.observeLobby(), [catalog]);
  const listed = lobby?.data?.categories ?? [];
  const categories = listed.length > 0 ? listed.map((category) => ({ path: category.slug, label: category.name, count: category.gamesCount })) : CATEGORIES.map((category) => ({ path: category.path, label: t(category.key), count: null }));
  return (
    <ul className="tile-grid" data-testid="casino-categories">
      {categories.map((category) => (
        <li key={category.path}>
          <Link className="tile" to={`/${language}/${category.path}`}>
            <span>{category.label}</span>
            {category.count !== null ? <small className="muted">{t('casino_games_count', { count: category.count })}</small> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
});

/** The lobby: the categories, the popular games, and the casino's text. */
function LobbyPage({ match }: AreaPageProps) {
  const language = useLanguage();
  return (
    <div className="section-page casino" data-testid="casino-area">
      <CasinoJackpotBanner />
      <CategoryGrid language={language} />
      <RecentlyPlayedRow language={language} />
      <NewGamesRow language={language} />
      <GamesPage match={match} category={null} />
      <RemoteContentPage match={match} appName="casino-content" />
    </div>
  );
}

/** A category page: its games (when the catalogue has the category) and its text. */
function CategoryPage({ match }: AreaPageProps) {
  const category = match.path.split('/')[0] ?? '';
  return (
    <div className="section-page casino" data-testid="casino-area">
      <GamesPage match={match} category={category} />
      <RemoteContentPage match={match} appName="casino-content" />
    </div>
  );
}

/** `games` and `othergames`: every category of the casino with its game count, and all the games. */
function AllGamesPage({ match }: AreaPageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="section-page casino" data-testid="casino-area">
      <h1>{t('casino_all_games')}</h1>
      <CategoryGrid language={language} />
      <GamesPage match={match} category={null} />
    </div>
  );
}

const SPECIAL_PAGES: AreaModule['pages'] = {
  ...NOT_OFFERED_PAGES,
  games: AllGamesPage,
  otherGames: AllGamesPage,
  casinoLobby: LobbyPage,
  myCasino: LobbyPage,
  myCasinoFavorites: FavouritesPage,
  providers: ProvidersPage,
  provider: ProvidersPage,
  casinoSearch: SearchPage,
  slotsGame: CasinoGamePage,
  liveCasinoGame: CasinoGamePage,
  thankYou: ThankYouPage,
  casinoVerify: CasinoVerifyRoundPage,
  bonusCasino: CasinoBonusesPage,
  bonusCasinoTournaments: CasinoTournamentsListPage,
  bonusCasinoTournament: CasinoTournamentPage,
};

/**
 * The casino area (document 000 §2 "Casino layout routes"), bound to catalog-core's casino
 * catalogue; it also serves the `games` routes (the games area's bundle is this one).
 */
const casinoArea: AreaModule = {
  // The casino's services, the payment flows of the thank-you page (the payment's result) and
  // limits-core's (the game's reality check and the stake headroom; issue 20: not in the first page's JavaScript).
  modules: [catalogCasinoModule, accountsPagesModule, limitsShellModule],
  pages: {
    ...Object.fromEntries(ROUTES.filter((route) => route.area === 'casino' && route.redirect === null).map((route) => [route.name, SPECIAL_PAGES[route.name] ?? CategoryPage])),
    ...Object.fromEntries(ROUTES.filter((route) => route.area === 'games' && route.redirect === null && SPECIAL_PAGES[route.name]).map((route) => [route.name, SPECIAL_PAGES[route.name]!])),
  },
};

export default casinoArea;
