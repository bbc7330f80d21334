import { BottomNav } from './parts/BottomNav';
import { Footer } from './parts/Footer';
import { Header } from './parts/Header';
import { NewSiteNotice } from './parts/Reminders';
import { SeoBlock } from './parts/SeoBlock';
import { ShellOverlays } from './parts/ShellOverlays';
import { CouponPanelSlot } from './parts/slots';
import type { LayoutProps } from './layout.types';
import { useLanguage } from '../app/language';

/**
 * Main layout (document 000 §2): header, content, footer, SEO block, notification areas,
 * scroll-to-top and support buttons; the route may hide the bottom navigation, footer or SEO block.
 */
export function MainLayout({ meta, match, children }: LayoutProps) {
  const language = useLanguage();
  return (
    <div className="layout layout--main">
      <Header match={match} />
      <NewSiteNotice />
      <div className="layout__body">
        <main className="content" id="content">
          {children}
        </main>
        <CouponPanelSlot />
      </div>
      {meta.showSeo ? <SeoBlock /> : null}
      {meta.showFooter ? <Footer match={match} /> : null}
      {meta.showBottomNav ? <BottomNav language={language} /> : null}
      <ShellOverlays language={language} />
    </div>
  );
}
