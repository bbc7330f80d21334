import { SiteConfigStore } from '@kickoff/shell-core';
import { observer } from 'mobx-react-lite';
import { useService } from '../app/di';
import { NotificationArea } from './parts/NotificationArea';
import type { LayoutProps } from './layout.types';

/** Blocked layout (document 000 §2, block-appeal-history): the site name and the page, no navigation. */
export const BlockedLayout = observer(function BlockedLayout({ children }: LayoutProps) {
  const siteConfig = useService(SiteConfigStore);
  return (
    <div className="layout layout--blocked">
      <header className="header header--plain">
        <span className="header__logo">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{siteConfig.config.siteName}</span>
        </span>
      </header>
      <main className="content" id="content">
        {children}
      </main>
      <NotificationArea />
    </div>
  );
});
