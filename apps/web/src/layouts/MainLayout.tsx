import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useParams } from 'react-router-dom';
import { useService } from '../app/di';
import { SiteConfigStore } from '../shell/site-config.store';

/** Main layout (document 000 §2): header, content, footer. */
export const MainLayout = observer(function MainLayout() {
  const { t } = useTranslation();
  const { lng = 'en' } = useParams();
  const siteConfig = useService(SiteConfigStore);
  const siteName = siteConfig.config?.siteName ?? '';
  return (
    <div className="layout layout--main">
      <header className="header" data-testid="header">
        <Link to={`/${lng}/`} className="header__logo" aria-label={siteName || 'home'}>
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{siteName}</span>
        </Link>
        <nav className="header__nav" aria-label="sections">
          <Link to={`/${lng}/line`}>{t('main_line')}</Link>
          <Link to={`/${lng}/live`}>{t('main_live')}</Link>
          <Link to={`/${lng}/slots`}>{t('main_casino')}</Link>
        </nav>
      </header>
      <main className="content" id="content">
        <Outlet />
      </main>
      <footer className="footer" data-testid="footer">
        <p>{t('main_footer_age')}</p>
        <p>
          © {siteName} · {siteConfig.config?.supportEmail}
        </p>
      </footer>
    </div>
  );
});
