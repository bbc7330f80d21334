import { INFORMATION_PAGES, ROUTES, type RouteMatch } from '@kickoff/guards-core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { RemoteContentPage } from '../../pages/remote/RemoteContentPage';
import type { AreaModule, AreaPageProps } from '../area.types';
import { useLanguage } from '../../app/language';

/** The information section's menu: the rules, then the information pages of the route table. */
const MENU: ReadonlyArray<{ path: string; key: string }> = [
  { path: 'information', key: 'information_index' },
  { path: 'information/rules/1', key: 'information_rules' },
  ...INFORMATION_PAGES.map((page) => ({ path: `information/${page}`, key: `information_${page.replace(/-/g, '_')}` })),
];

/** An information page: the section menu beside the page's CMS content (a remote view). */
function InformationPage({ match }: AreaPageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="section-page information" data-testid="information-area">
      <nav className="section-page__menu" aria-label={t('information_index')}>
        {MENU.map((item) => (
          <NavLink key={item.path} to={`/${language}/${item.path}`} end>
            {t(item.key)}
          </NavLink>
        ))}
      </nav>
      <div className="section-page__content">
        <RemoteContentPage match={match as RouteMatch} appName="information-content" />
      </div>
    </div>
  );
}

/** The information area (document 000 §2 "Information"): every page of its routes. */
const informationArea: AreaModule = {
  pages: Object.fromEntries(ROUTES.filter((route) => route.area === 'information' && route.redirect === null).map((route) => [route.name, InformationPage])),
};

export default informationArea;
