import { availableLanguages, type RouteMatch } from '@kickoff/guards-core';
import { CookieJar } from '@kickoff/platform';
import { SiteConfigStore } from '@kickoff/shell-core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { useService } from '../../app/di';
import { HeaderAccountSlot } from './slots';

const NAV = [
  { path: 'line', key: 'main_line' },
  { path: 'live', key: 'main_live' },
  { path: 'slots', key: 'main_casino' },
  { path: 'live-casino', key: 'main_live_casino' },
  { path: 'promotions', key: 'main_promotions' },
  { path: 'results', key: 'main_results' },
] as const;

/** The site header: logo, sections, language choice and the account widget. */
export const Header = observer(function Header({ match }: { match: RouteMatch }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const siteConfig = useService(SiteConfigStore);
  const cookies = useService(CookieJar);
  const language = match.language ?? siteConfig.language;
  const { siteName, languages } = siteConfig.config;
  const offered = availableLanguages(languages, cookies.get('ua') !== undefined);
  return (
    <header className="header" data-testid="header">
      <Link to={`/${language}`} className="header__logo" aria-label={siteName || t('main_home')}>
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span>{siteName}</span>
      </Link>
      <nav className="header__nav" aria-label={t('main_sections')}>
        {NAV.map((item) => (
          <NavLink key={item.path} to={`/${language}/${item.path}`}>
            {t(item.key)}
          </NavLink>
        ))}
      </nav>
      <div className="header__end">
        <label className="header__language">
          <span className="visually-hidden">{t('main_language')}</span>
          <select
            value={language}
            data-testid="language-select"
            onChange={(event) => navigate(`/${event.target.value}${match.path ? `/${match.path}` : ''}`)}
          >
            {languages
              .filter((item) => offered.includes(item.code))
              .map((item) => (
                <option key={item.code} value={item.code}>
                  {item.name}
                </option>
              ))}
          </select>
        </label>
        <HeaderAccountSlot />
      </div>
    </header>
  );
});
