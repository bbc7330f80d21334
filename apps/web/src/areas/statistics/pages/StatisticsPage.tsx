import { connectChampStatistics, connectHeadToHead, statisticsInitOf, StatisticsService, type StatisticsPage as StatisticsPageModel } from '@kickoff/catalog-core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useService } from '../../../app/di';
import { ReadState } from '../../../app/ReadState';
import { useObserver } from '../../../app/use-observer';
import type { AreaPageProps } from '../../area.types';
import { ChampStatisticsBlock, HeadToHeadPanel } from '../components/StatisticsParts';

/** A select's value for "none". */
const NONE = '';

/** The chosen championship's table and the head-to-head of two of its teams (catalog-core's `StatisticsPage`). */
const StatisticsView = observer(function StatisticsView({ page }: { page: StatisticsPageModel }) {
  const { t } = useTranslation();
  const champs = page.champs.data?.champs ?? [];
  const stats = page.champ?.data ?? null;
  const view = stats ? connectChampStatistics(stats, page.highlightedTeams) : null;
  const h2h = page.headToHead?.data ?? null;
  return (
    <>
      <div className="stat-filters" role="group" aria-label={t('statistics_filters')}>
        <label>
          {t('betting_results_champ')}
          <select value={page.champId ?? NONE} onChange={(event) => page.setChamp(Number(event.target.value))} data-testid="statistics-champ">
            {champs.map((champ) => (
              <option key={champ.id} value={champ.id}>
                {champ.sportName}. {champ.name} ({champ.finishedCount})
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('statistics_team_1')}
          <select value={page.team1 ?? NONE} onChange={(event) => page.setTeams(event.target.value || null, page.team2)} data-testid="statistics-team1">
            <option value={NONE}>{t('statistics_choose_team')}</option>
            {(view?.teams ?? []).map((team) => (
              <option key={team.slug} value={team.slug}>
                {team.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('statistics_team_2')}
          <select value={page.team2 ?? NONE} onChange={(event) => page.setTeams(page.team1, event.target.value || null)} data-testid="statistics-team2">
            <option value={NONE}>{t('statistics_choose_team')}</option>
            {(view?.teams ?? []).map((team) => (
              <option key={team.slug} value={team.slug}>
                {team.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {h2h && view ? <HeadToHeadPanel view={connectHeadToHead(h2h)} names={view.names} /> : page.headToHead ? <ReadState source={page.headToHead} /> : null}
      {view ? <ChampStatisticsBlock view={view} names={view.names} /> : <ReadState source={page.champ} />}
    </>
  );
});

/** Statistics (document 000 §2 `statistic`, and `statisticpopup` opened from a game with its championship and teams in the query). */
export function StatisticsPage({ match }: AreaPageProps) {
  const { t } = useTranslation();
  const service = useService(StatisticsService);
  const init = statisticsInitOf(match.query);
  const page = useObserver(() => service.openPage(init), [service, init.champId, init.team1, init.team2]);
  return (
    <section className="section-page stat-page" data-testid="statistics-page">
      <h1>{t('statistics_title')}</h1>
      {page ? <StatisticsView page={page} /> : <ReadState source={null} />}
      {page?.status === 'error' ? <ReadState source={page} /> : null}
    </section>
  );
}
