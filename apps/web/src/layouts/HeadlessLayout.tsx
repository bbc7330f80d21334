import { NotificationArea } from './parts/NotificationArea';
import { AgeNotice } from './parts/AgeNotice';
import { CookieConsentBanner } from './parts/CookieConsentBanner';
import type { LayoutProps } from './layout.types';

/** Headless layout (document 000 §2, promotion landing pages): the page alone, with the notices. */
export function HeadlessLayout({ children }: LayoutProps) {
  return (
    <div className="layout layout--headless">
      <main className="content" id="content">
        {children}
      </main>
      <NotificationArea />
      <CookieConsentBanner />
      <AgeNotice />
    </div>
  );
}
