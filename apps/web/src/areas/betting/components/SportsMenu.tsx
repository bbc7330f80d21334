import { connectMenuChamps, pageTypePath, type BettingPageType } from '@kickoff/catalog-core';
import { PreferencesService } from '@kickoff/shell-core';
import type { FeedSection, SportsMenu as SportsMenuData } from '@kickoff/contracts';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { listPath } from '../betting.paths';
import { useService } from '../../../app/di';
import { useLanguage } from '../../../app/language';
import { FavouriteChamps } from './FavouriteChamps';
import { FavouriteStar } from './FavouriteStar';

/**
 * The sports and championships menu of a section with game counts; the open sport shows its championships,
 * under their country or as one flat list by the player's group-by-country preference (catalog-core
 * `connectMenuChamps`). An observer, so memoized: a list update leaves it alone.
 */
export const SportsMenu = observer(function SportsMenu({
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
  const preferences = useService(PreferencesService);
  const openSport = menu?.sports.find((sport) => sport.id === activeSportId);
  const openChamps = openSport ? connectMenuChamps(openSport.champs, preferences.preferences.isGroupByCountry) : null;
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
              {sport.id === activeSportId && openChamps ? (
                <ul className="sports-menu__champs" data-grouped={openChamps.isGroupedByCountry}>
                  {openChamps.groups.map((group) => (
                    <li key={group.countryId ?? 'all'} className="sports-menu__country" data-testid="menu-country">
                      {group.countryName !== null ? (
                        <span className="sports-menu__country-name" data-testid="menu-country-name">
                          {group.countryName}
                        </span>
                      ) : null}
                      <ul>
                        {group.champs.map((champ) => (
                          <li key={champ.id} className="sports-menu__champ">
                            <NavLink to={to(listPath(lng, section, sport, champ))} aria-current={champ.id === activeChampId ? 'page' : undefined} data-testid="menu-champ">
                              <span>{champ.name}</span>
                              <span className="count">{champ.gamesCount}</span>
                            </NavLink>
                            <FavouriteStar kind="champ" id={champ.id} name={champ.name} />
                          </li>
                        ))}
                      </ul>
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
