import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { Footer } from './parts/Footer';
import { Header } from './parts/Header';
import { useLayoutFrame } from './parts/layout-frame';
import { MobileFrame } from './parts/MobileFrame';
import { NewSiteNotice } from './parts/NewSiteNotice';
import { SeoBlock } from './parts/SeoBlock';
import { SportsSheetSlot } from './parts/sheet-slot';
import { FloatingButtons, ShellOverlays } from './parts/ShellOverlays';
import { SkipLink } from './parts/SkipLink';
import type { LayoutProps } from './layout.types';
import { useLanguage } from '../app/language';

const CASINO_NAV = [
  { path: 'casino-lobby', key: 'casino_lobby' },
  { path: 'slots', key: 'casino_slots' },
  { path: 'live-casino', key: 'casino_live' },
  { path: 'tvgames', key: 'casino_tvgames' },
  { path: 'fast-games', key: 'casino_fast_games' },
  { path: 'crash-games', key: 'casino_crash_games' },
  { path: 'card-games', key: 'casino_card_games' },
  { path: 'providers', key: 'casino_providers' },
  { path: 'my-casino/favorites', key: 'casino_favorites' },
  { path: 'casino-search', key: 'casino_search' },
] as const;

/**
 * Casino layout (document 000 §2): the header, the casino sections, the content and the footer;
 * in the mobile layout with the bottom navigation and its sheets, the sections scroll sideways.
 */
export const CasinoLayout = observer(function CasinoLayout({ meta, match, children }: LayoutProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const frame = useLayoutFrame();
  const isMobile = frame.platform === 'mobile';
  return (
    <SportsSheetSlot.Provider value={frame.sportsSlot}>
      <div
        className={`layout layout--casino layout--${frame.platform}`}
        data-platform={frame.platform}
        data-page-locked={frame.view.isPageLocked}
      >
        <SkipLink />
        {/* First in the focus order: a keyboard player meets the cookie agreement and notices before the page. */}
        <ShellOverlays language={language} />
        <Header match={match} compact={isMobile} />
        <NewSiteNotice />
        <nav className="casino-nav" aria-label={t('casino_sections')} data-testid="casino-nav">
          {CASINO_NAV.map((item) => (
            <NavLink key={item.path} to={`/${language}/${item.path}`}>
              {t(item.key)}
            </NavLink>
          ))}
        </nav>
        <main className="content content--wide" id="content" tabIndex={-1}>
          {children}
        </main>
        {meta.showSeo ? <SeoBlock /> : null}
        {meta.showFooter ? <Footer match={match} /> : null}
        {isMobile ? (
          <MobileFrame
            match={match}
            language={language}
            view={frame.view}
            showBottomNav={meta.showBottomNav}
            onSportsSlot={frame.setSportsSlot}
          />
        ) : null}
        <FloatingButtons language={language} />
      </div>
    </SportsSheetSlot.Provider>
  );
});
