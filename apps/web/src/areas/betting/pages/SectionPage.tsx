import type { FeedSection } from '@kickoff/contracts';
import { observer } from 'mobx-react-lite';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AreaPageProps } from '../../area.types';
import { idOf } from '../betting.paths';
import { useSection, useSportsMenu } from '../betting.data';
import { FavouritesService, bettingPageTypeOf, pageTypeGames, pageTypeKeys, pageTypeListSportId, pageTypeMenu, splitFavouriteGames, type BettingPageType } from '@kickoff/catalog-core';
import type { SportsMenu as SportsMenuData } from '@kickoff/contracts';
import { GameList, rowsWithFavourites } from '../components/GameList';
import { useService } from '../../../app/di';
import { ReadState } from '../../../app/ReadState';
import { SportsMenu } from '../components/SportsMenu';
import { MobileSheetPortal } from '../../../layouts/parts/sheet-slot';

/** The section of a route match (`live` or `line`, constrained by the route table). */
export function sectionOf(params: Readonly<Record<string, string>>): FeedSection {
  return params['section'] === 'live' ? 'live' : 'line';
}

/** The games of the list, in their own observer so that a live update re-renders only the list. */
export const SectionGames = observer(function SectionGames({
  section,
  sportId,
  champId,
  pageType,
  menu,
}: {
  section: FeedSection;
  sportId: number | null;
  champId: number | null;
  pageType: BettingPageType;
  menu: SportsMenuData | null;
}) {
  const { t } = useTranslation();
  const list = useSection(section, sportId, champId);
  // issue 20: the rows' games, which a moved live coefficient, clock or score leaves alone (read by `marketOf`, `liveStateOf`).
  const games = list?.rowGames ?? null;
  // issue 20: new rows (a game comes, goes or changes what its row draws) are laid out in a transition.
  // A store change renders its observers at once, in the task that made it (a live delta's, a poll's):
  // here that is this view alone, which keeps the rows it shows, and the list, its rows and their
  // buttons render after it in slices that yield to the browser. Clocks, scores and prices move at
  // once as before (their own observers and signals).
  const shownGames = useDeferredValue(games);
  const favourites = useService(FavouritesService);
  const starred = favourites.favourites;
  const rows = useMemo(() => {
    // issue 16: the page-type prefix filters the list as its name says (catalog-core page-types.rules)
    const shown = pageTypeGames(pageType, shownGames ?? [], { menu, favourites: starred });
    const split = splitFavouriteGames({ favourites: starred }, shown);
    return rowsWithFavourites(split.favourites, split.others);
  }, [shownGames, starred, pageType, menu]);
  if (!list || shownGames === null) return <ReadState source={list} />;
  return rows.length === 0 ? <p data-testid="betting-empty">{t(pageTypeKeys(pageType).emptyKey)}</p> : <GameList rows={rows} section={section} movementOf={list.movementOf} marketOf={list.marketOf} isBlockedOf={list.isBlockedOf} liveStateOf={list.liveStateOf} />;
});

/** `{line|live}/{menuSection}/{sport?}/{champ?}`: the menu with counts and the games by championship. */
export const SectionPage = observer(function SectionPage({ match }: AreaPageProps) {
  const { t } = useTranslation();
  const section = sectionOf(match.params);
  const sportId = idOf(match.params['sport']);
  const champId = idOf(match.params['champ']);
  const pageType = bettingPageTypeOf(match.route.name, match.params['pageType']);
  const fullMenu = useSportsMenu(section)?.data ?? null;
  const menu = pageTypeMenu(pageType, fullMenu);
  const listSportId = pageTypeListSportId(pageType, fullMenu, sportId);
  const keys = pageTypeKeys(pageType);
  const sport = menu?.sports.find((item) => item.id === sportId);
  return (
    <div className="betting-page" data-testid={`betting-${section}`} data-page-type={pageType}>
      <MobileSheetPortal>
        <SportsMenu menu={menu} section={section} activeSportId={sportId} activeChampId={champId} pageType={pageType} />
      </MobileSheetPortal>
      <section className="betting-page__main" aria-labelledby="betting-title">
        <h1 id="betting-title">
          {keys.titleKey ? `${t(keys.titleKey)} · ` : ''}
          {t(section === 'live' ? 'main_live' : 'main_line')}
          {sport ? ` · ${sport.name}` : ''}
        </h1>
        {listSportId === undefined ? (
          <p data-testid="betting-empty">{t(keys.emptyKey)}</p>
        ) : (
          <SectionGames section={section} sportId={listSportId} champId={champId} pageType={pageType} menu={fullMenu} />
        )}
      </section>
    </div>
  );
});
