import { pageTypePath, type BettingPageType } from '@kickoff/catalog-core';
import type { FeedSection, SportsMenu as SportsMenuData } from '@kickoff/contracts';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { listPath } from '../betting.paths';
import { useLanguage } from '../../../app/language';
import { FavouriteChamps } from './FavouriteChamps';
import { FavouriteStar } from './FavouriteStar';

/** The sports and championships menu of a section with game counts; the open sport shows its championships. Memoized: a list update leaves it alone. */
export const SportsMenu = memo(function SportsMenu({
  menu,
  section,
  activeSportId,
  activeChampId,
  pageType = 'home',
}: {
  menu: SportsMenuData | null;
  section: FeedSection;
  activeSportId: number | null;
  activeChampId: number | null;
  /** The page-type prefix the links keep (issue 16); the plain list by default. */
  pageType?: BettingPageType;
}) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const to = (path: string) => pageTypePath(pageType, path);
  return (
    <nav className="sports-menu" aria-label={t('betting_sports_menu')} data-testid="sports-menu">
      <div className="sports-menu__sections">
        <NavLink to={to(listPath(lng, 'live'))} data-testid="menu-live">
          {t('main_live')}
        </NavLink>
        <NavLink to={to(listPath(lng, 'line'))} data-testid="menu-line">
          {t('main_line')}
        </NavLink>
      </div>
      <FavouriteChamps menu={menu} section={section} />
      {menu ? (
        <ul>
          {menu.sports.map((sport) => (
            <li key={sport.id}>
              <NavLink to={to(listPath(lng, section, sport))} className="sports-menu__sport" aria-current={sport.id === activeSportId ? 'page' : undefined} data-testid="menu-sport" data-sport-id={sport.id}>
                <span>{sport.name}</span>
                <span className="count">{sport.gamesCount}</span>
              </NavLink>
              {sport.id === activeSportId ? (
                <ul className="sports-menu__champs">
                  {sport.champs.map((champ) => (
                    <li key={champ.id} className="sports-menu__champ">
                      <NavLink to={to(listPath(lng, section, sport, champ))} aria-current={champ.id === activeChampId ? 'page' : undefined} data-testid="menu-champ">
                        <span>{champ.name}</span>
                        <span className="count">{champ.gamesCount}</span>
                      </NavLink>
                      <FavouriteStar kind="champ" id={champ.id} name={champ.name} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p aria-busy="true">{t('main_loading')}</p>
      )}
    </nav>
  );
});
