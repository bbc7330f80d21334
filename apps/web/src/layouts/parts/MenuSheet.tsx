import type { RouteMatch } from '@kickoff/guards-core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { FOOTER_LINKS } from './Footer';
import { HEADER_SECTIONS } from './Header';
import { LanguageSelect } from './LanguageSelect';
import { PlatformSwitch } from './PlatformSwitch';

/** The menu sheet of the mobile layout: the sections, the account, the information pages, the language and the layout switch. */
export function MenuSheetContent({ match, language }: { match: RouteMatch; language: string }) {
  const { t } = useTranslation();
  return (
    <div className="menu-sheet">
      <nav aria-label={t('main_sections')}>
        <ul className="menu-sheet__links">
          <li>
            <NavLink to={`/${language}`} end>
              {t('main_home')}
            </NavLink>
          </li>
          {HEADER_SECTIONS.map((item) => (
            <li key={item.path}>
              <NavLink to={`/${language}/${item.path}`}>{t(item.key)}</NavLink>
            </li>
          ))}
          <li>
            <NavLink to={`/${language}/office/account`}>{t('main_account')}</NavLink>
          </li>
        </ul>
      </nav>
      <nav aria-label={t('main_information')}>
        <ul className="menu-sheet__links menu-sheet__links--small">
          <li>
            <NavLink to={`/${language}/information/contacts`} data-testid="menu-support">
              {t('main_support')}
            </NavLink>
          </li>
          {FOOTER_LINKS.filter((link) => link.path !== 'information/contacts').map((link) => (
            <li key={link.path}>
              <NavLink to={`/${language}/${link.path}`}>{t(link.key)}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="menu-sheet__settings">
        <LanguageSelect match={match} testId="menu-language-select" />
        <PlatformSwitch />
      </div>
    </div>
  );
}
