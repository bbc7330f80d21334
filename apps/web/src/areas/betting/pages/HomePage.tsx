import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { AreaPageProps } from '../../area.types';
import { listPath } from '../betting.paths';
import { useSportsMenu, useTopGames } from '../betting.data';
import { GameList, rowsByChamp } from '../components/GameList';
import { SportsMenu } from '../components/SportsMenu';

/** Home: the sports menu, top live games and top line games. */
export const HomePage = observer(function HomePage(_props: AreaPageProps) {
  const { t } = useTranslation();
  const { lng = 'en' } = useParams();
  const menu = useSportsMenu('line');
  const live = useTopGames('live');
  const line = useTopGames('line');
  const liveRows = useMemo(() => rowsByChamp(live.games ?? []), [live.games]);
  const lineRows = useMemo(() => rowsByChamp(line.games ?? []), [line.games]);
  return (
    <div className="betting-page" data-testid="betting-home">
      <SportsMenu menu={menu} section="line" activeSportId={null} activeChampId={null} />
      <div className="betting-page__main">
        <section aria-labelledby="top-live">
          <h2 id="top-live">
            <Link to={listPath(lng, 'live')}>{t('betting_top_live')}</Link>
          </h2>
          {live.games === null ? <p aria-busy="true">{t('main_loading')}</p> : <GameList rows={liveRows} section="live" movementOf={live.movementOf} />}
        </section>
        <section aria-labelledby="top-line">
          <h2 id="top-line">
            <Link to={listPath(lng, 'line')}>{t('betting_top_line')}</Link>
          </h2>
          {line.games === null ? <p aria-busy="true">{t('main_loading')}</p> : <GameList rows={lineRows} section="line" movementOf={line.movementOf} />}
        </section>
      </div>
    </div>
  );
});
