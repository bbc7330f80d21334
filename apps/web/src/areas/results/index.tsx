import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { RemoteContentPage } from '../../pages/remote/RemoteContentPage';
import type { AreaModule, AreaPageProps } from '../area.types';

const TABS = [
  { path: 'results', key: 'results_all', end: true },
  { path: 'results/live', key: 'results_live', end: true },
  { path: 'champs', key: 'results_champs', end: false },
] as const;

/** Results and champion results (document 000 §2 "Others"): the tabs and the section's content. */
function ResultsPage({ match }: AreaPageProps) {
  const { t } = useTranslation();
  const language = match.language ?? 'en';
  return (
    <div className="section-page results" data-testid="results-area">
      <nav className="tabs" aria-label={t('results_title')}>
        {TABS.map((tab) => (
          <NavLink key={tab.path} to={`/${language}/${tab.path}`} end={tab.end}>
            {t(tab.key)}
          </NavLink>
        ))}
      </nav>
      <RemoteContentPage match={match} appName="results-content" />
    </div>
  );
}

/** The results area. */
const resultsArea: AreaModule = { pages: { results: ResultsPage, champs: ResultsPage } };

export default resultsArea;
