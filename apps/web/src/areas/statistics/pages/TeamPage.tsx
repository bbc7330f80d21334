import { connectTeamPage, parseTeamSegment, StatisticsService } from '@kickoff/catalog-core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useService } from '../../../app/di';
import { useLanguage } from '../../../app/language';
import { ReadState } from '../../../app/ReadState';
import { useObserver } from '../../../app/use-observer';
import type { AreaPageProps } from '../../area.types';
import { StandingsTable, StatGamesList } from '../components/StatisticsParts';
import '../statistics.css';

/** A team's page (document 000 §2 `team/{section}/{team}`, the team segment `{champId}-{slug}`): its table line, next games and results. */
export const TeamPage = observer(function TeamPage({ match }: AreaPageProps) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const service = useService(StatisticsService);
  const target = parseTeamSegment(match.params['team']);
  const team = useObserver(() => (target ? service.observeTeam(target.champId, target.teamSlug) : null), [service, target?.champId, target?.teamSlug]);
  if (!target) return <p role="alert">{t('main_not_found')}</p>;
  const data = team?.data ?? null;
  if (!data) return <ReadState source={team} />;
  const view = connectTeamPage(data);
  return (
    <section className="section-page stat-page" data-testid="team-page" data-team={view.team}>
      <h1>{view.team}</h1>
      <p className="stat-note">
        {view.sportName}. <Link to={`/${lng}/statistic?champId=${view.champId}`}>{view.champName}</Link>
      </p>
      {view.standing ? <StandingsTable rows={[view.standing]} caption={t('statistics_table_of', { champ: view.champName })} /> : null}
      <div className="stat-columns">
        <section>
          <h2>{t('statistics_upcoming')}</h2>
          <StatGamesList games={view.upcoming} names={view.names} emptyKey={view.noUpcomingKey} testId="team-upcoming" />
        </section>
        <section>
          <h2>{t('statistics_results')}</h2>
          <StatGamesList games={view.results} names={view.names} emptyKey={view.noResultsKey} testId="team-results" />
        </section>
      </div>
    </section>
  );
});
