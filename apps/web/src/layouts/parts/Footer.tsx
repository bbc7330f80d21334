import type { RouteMatch } from '@kickoff/guards-core';
import { SiteConfigStore } from '@kickoff/shell-core';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useService } from '../../app/di';
import { PlatformSwitch } from './PlatformSwitch';
import { SlotBoundary } from './slots';

// issue 20: the preferences panel is its own chunk, loaded when the player opens its section.
const PreferencesPanel = lazy(() => import('./PreferencesPanel').then((module) => ({ default: module.PreferencesPanel })));

/** The information pages the footer (and the mobile menu sheet) lead to. */
export const FOOTER_LINKS = [
  { path: 'information/about', key: 'main_footer_about' },
  { path: 'information/rules/1', key: 'main_footer_rules' },
  { path: 'information/responsiblegaming', key: 'main_footer_responsible' },
  { path: 'information/cookies', key: 'main_footer_cookies' },
  { path: 'information/contacts', key: 'main_footer_contacts' },
] as const;

/** The footer (document 001 §2): information links, social links, company logo and the age icon. */
export const Footer = observer(function Footer({ match }: { match: RouteMatch }) {
  const { t } = useTranslation();
  const siteConfig = useService(SiteConfigStore);
  const language = match.language ?? siteConfig.language;
  const { siteName, supportEmail, socialLinks, minimumAge } = siteConfig.config;
  // The preferences are drawn only while their section is open (one panel on the office settings page).
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  return (
    <footer className="footer" data-testid="footer">
      <nav className="footer__links" aria-label={t('main_information')}>
        {FOOTER_LINKS.map((link) => (
          <Link key={link.path} to={`/${language}/${link.path}`}>
            {t(link.key)}
          </Link>
        ))}
      </nav>
      <div className="footer__row">
        <span className="footer__age" role="img" aria-label={t('main_age_icon', { age: minimumAge })}>
          {minimumAge}+
        </span>
        <p>{t('main_footer_age')}</p>
        <ul className="footer__social">
          {socialLinks.map((social) => (
            <li key={social.name}>
              <a href={social.url} rel="noopener noreferrer" target="_blank">
                {social.name}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <p className="footer__company">
        <img src="/favicon.svg" alt="" width={20} height={20} /> © {siteName} · {supportEmail}
      </p>
      <PlatformSwitch />
      {/* Every visitor's preferences (issue 18): a guest's are kept on this device, a player's on the server. */}
      <details className="footer__preferences" onToggle={(event) => setPreferencesOpen(event.currentTarget.open)} data-testid="footer-preferences">
        <summary>{t('preferences_title')}</summary>
        {preferencesOpen ? (
          <SlotBoundary name="PreferencesPanel">
            <Suspense fallback={null}>
              <PreferencesPanel />
            </Suspense>
          </SlotBoundary>
        ) : null}
      </details>
    </footer>
  );
});
