import { favouriteChampsOf, FavouritesService } from '@kickoff/catalog-core';
import type { FeedSection, SportsMenu } from '@kickoff/contracts';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { useService } from '../../../app/di';
import { useLanguage } from '../../../app/language';
import { listPath } from '../betting.paths';
import { FavouriteStar } from './FavouriteStar';

/** The menu's own section of favourite leagues, at its top (issue 16); nothing when there are none. */
export const FavouriteChamps = observer(function FavouriteChamps({ menu, section }: { menu: SportsMenu | null; section: FeedSection }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const service = useService(FavouritesService);
  const champs = favouriteChampsOf(service, menu);
  if (champs.length === 0) return null;
  return (
    <section className="sports-menu__favourites" aria-label={t('favourites_leagues')} data-testid="menu-favourites">
      <h2>{t('favourites_leagues')}</h2>
      <ul>
        {champs.map(({ sport, champ }) => (
          <li key={champ.id} className="sports-menu__favourite">
            <NavLink to={listPath(lng, section, sport, champ)} data-testid="menu-favourite-champ">
              <span>{champ.name}</span>
              <span className="count">{champ.gamesCount}</span>
            </NavLink>
            <FavouriteStar kind="champ" id={champ.id} name={champ.name} />
          </li>
        ))}
      </ul>
    </section>
  );
});
