import { ROUTES } from '@kickoff/guards-core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RemoteContentPage } from '../../pages/remote/RemoteContentPage';
import type { AreaModule, AreaPageProps } from '../area.types';

/** The casino's categories, the tiles of the lobby grid. */
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

/** The lobby grid of the casino's categories. */
function CategoryGrid({ language }: { language: string }) {
  const { t } = useTranslation();
  return (
    <ul className="tile-grid" data-testid="casino-categories">
      {CATEGORIES.map((category) => (
        <li key={category.path}>
          <Link className="tile" to={`/${language}/${category.path}`}>
            {t(category.key)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A casino page: the section's description from the CMS, under the lobby grid on the lobby pages. */
function CasinoPage({ match }: AreaPageProps) {
  const language = match.language ?? 'en';
  return (
    <div className="section-page casino" data-testid="casino-area">
      {match.route.name === 'casinoLobby' || match.route.name === 'myCasino' ? <CategoryGrid language={language} /> : null}
      <RemoteContentPage match={match} appName="casino-content" />
    </div>
  );
}

/** The casino area (document 000 §2 "Casino layout routes"). */
const casinoArea: AreaModule = {
  pages: Object.fromEntries(ROUTES.filter((route) => route.area === 'casino' && route.redirect === null).map((route) => [route.name, CasinoPage])),
};

export default casinoArea;
