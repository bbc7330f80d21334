import type { RouteMatch } from '@kickoff/guards-core';
import { SiteConfigStore } from '@kickoff/shell-core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useService } from '../app/di';
import { AreaPage } from './AreaPage';
import { useLanguage } from '../app/language';

const SECTIONS = [
  { path: 'line', key: 'main_line', textKey: 'main_home_line' },
  { path: 'live', key: 'main_live', textKey: 'main_home_live' },
  { path: 'slots', key: 'main_casino', textKey: 'main_home_casino' },
  { path: 'promotions', key: 'main_promotions', textKey: 'main_home_promotions' },
] as const;

/** Home page: greets with the configured site name, leads to the sections and shows the betting home. */
export const HomePage = observer(function HomePage({ match }: { match: RouteMatch }) {
  const { t } = useTranslation();
  const siteConfig = useService(SiteConfigStore);
  const language = useLanguage();
  return (
    <section className="home" data-testid="home">
      <h1>{t('main_welcome', { siteName: siteConfig.config.siteName })}</h1>
      <p>{t('main_tagline')}</p>
      <ul className="home__sections">
        {SECTIONS.map((section) => (
          <li key={section.path}>
            <Link to={`/${language}/${section.path}`} className="home__section">
              <strong>{t(section.key)}</strong>
              <span>{t(section.textKey)}</span>
            </Link>
          </li>
        ))}
      </ul>
      {/* Top live and line games with the sports menu come from the betting area's bundle. */}
      <AreaPage area="betting" match={match} />
    </section>
  );
});
