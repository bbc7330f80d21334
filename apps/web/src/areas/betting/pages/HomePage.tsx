import type { SectionObserver } from '@kickoff/catalog-core';
import type { FeedSection } from '@kickoff/contracts';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AreaPageProps } from '../../area.types';
import { listPath } from '../betting.paths';
import { useSportsMenu, useTopGames } from '../betting.data';
import { GameList, rowsByChamp } from '../components/GameList';
import { ReadState } from '../../../app/ReadState';
import { SportsMenu } from '../components/SportsMenu';
import { MobileSheetPortal } from '../../../layouts/parts/sheet-slot';
import { useLanguage } from '../../../app/language';

/** The top games of a section, in their own observer so that a live update re-renders only them. */
const TopGames = observer(function TopGames({ list, section }: { list: SectionObserver | null; section: FeedSection }) {
  // issue 20: the rows' games, which a moved live coefficient, clock or score leaves alone (read by `marketOf`, `liveStateOf`).
  const games = list?.rowGames ?? null;
  const rows = useMemo(() => rowsByChamp(games ?? []), [games]);
  // Until the games arrive the list holds a screen's height, so the section below starts off screen
  // and is never pushed across it when they do (issue 20: CLS).
  if (!list || games === null)
    return (
      <div className="top-games__pending">
        <ReadState source={list} />
      </div>
    );
  return <GameList rows={rows} section={section} movementOf={list.movementOf} marketOf={list.marketOf} isBlockedOf={list.isBlockedOf} liveStateOf={list.liveStateOf} />;
});

/** Home: the sports menu, top live games and top line games. */
export const HomePage = observer(function HomePage(_props: AreaPageProps) {
  const { t } = useTranslation();
  const lng = useLanguage();
  // The three reads start together (the home route keeps its data loads parallel).
  const menu = useSportsMenu('line');
  const live = useTopGames('live');
  const line = useTopGames('line');
  return (
    <div className="betting-page" data-testid="betting-home">
      <MobileSheetPortal>
        <SportsMenu menu={menu?.data ?? null} section="line" activeSportId={null} activeChampId={null} />
      </MobileSheetPortal>
      <div className="betting-page__main">
        <section aria-labelledby="top-live">
          <h2 id="top-live">
            <Link to={listPath(lng, 'live')}>{t('betting_top_live')}</Link>
          </h2>
          <TopGames list={live} section="live" />
        </section>
        <section aria-labelledby="top-line">
          <h2 id="top-line">
            <Link to={listPath(lng, 'line')}>{t('betting_top_line')}</Link>
          </h2>
          <TopGames list={line} section="line" />
        </section>
      </div>
    </div>
  );
});
