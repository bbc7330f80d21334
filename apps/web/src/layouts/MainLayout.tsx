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
import { CouponPanelSlot } from './parts/slots';
import type { LayoutProps } from './layout.types';
import { useLanguage } from '../app/language';

/**
 * Main layout (document 000 §2): header, content, footer, SEO block, notification areas,
 * scroll-to-top and support buttons; the route may hide the bottom navigation, footer or SEO block.
 * Desktop: the coupon beside the content. Mobile (shell-core's `PlatformService`): a compact header,
 * the bottom navigation, the coupon in a bottom sheet and the sports list in a full-screen sheet.
 */
export const MainLayout = observer(function MainLayout({ meta, match, children }: LayoutProps) {
  const language = useLanguage();
  const frame = useLayoutFrame();
  const isMobile = frame.platform === 'mobile';
  return (
    <SportsSheetSlot.Provider value={frame.sportsSlot}>
      <div
        className={`layout layout--main layout--${frame.platform}`}
        data-platform={frame.platform}
        data-page-locked={frame.view.isPageLocked}
      >
        <SkipLink toBetSlip={!isMobile} />
        {/* First in the focus order: a keyboard player meets the cookie agreement and notices before the page. */}
        <ShellOverlays language={language} />
        <Header match={match} compact={isMobile} />
        <NewSiteNotice />
        <div className="layout__body">
          <main className="content" id="content" tabIndex={-1}>
            {children}
          </main>
          {isMobile ? null : (
            <div id="bet-slip" className="layout__bet-slip">
              <CouponPanelSlot />
            </div>
          )}
        </div>
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
