import type { RouteMatch } from '@kickoff/guards-core';
import { SiteConfigStore } from '@kickoff/shell-core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { useService } from '../../app/di';
import { LanguageSelect } from './LanguageSelect';
import { HeaderAccountSlot } from './slots';
import { HeaderSearchField } from '../../features/search/HeaderSearchField';

/** The sections of the header (the mobile layout shows them in its menu sheet). */
export const HEADER_SECTIONS = [
  { path: 'line', key: 'main_line' },
  { path: 'live', key: 'main_live' },
  { path: 'slots', key: 'main_casino' },
  { path: 'live-casino', key: 'main_live_casino' },
  { path: 'promotions', key: 'main_promotions' },
  { path: 'results', key: 'main_results' },
] as const;

/**
 * The site header: logo, sections, language choice and the account widget. In the mobile layout
 * only the logo and the account widget (balance, sign-in) stay; the sections and the language move
 * to the menu sheet.
 */
export const Header = observer(function Header({ match, compact = false }: { match: RouteMatch; compact?: boolean }) {
  const { t } = useTranslation();
  const siteConfig = useService(SiteConfigStore);
  const language = match.language ?? siteConfig.language;
  const { siteName } = siteConfig.config;
  return (
    <header className={`header${compact ? ' header--compact' : ''}`} data-testid="header">
      <Link to={`/${language}`} className="header__logo">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span className={compact ? 'visually-hidden' : undefined}>{siteName || t('main_home')}</span>
      </Link>
      {compact ? null : (
        <nav className="header__nav" aria-label={t('main_sections')}>
          {HEADER_SECTIONS.map((item) => (
            <NavLink key={item.path} to={`/${language}/${item.path}`}>
              {t(item.key)}
            </NavLink>
          ))}
        </nav>
      )}
      <div className="header__end">
        <HeaderSearchField />
        {compact ? null : <LanguageSelect match={match} />}
        <HeaderAccountSlot />
      </div>
    </header>
  );
});
