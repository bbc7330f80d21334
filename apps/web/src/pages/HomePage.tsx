import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useService } from '../app/di';
import { SiteConfigStore } from '../shell/site-config.store';

/** Home page: greets with the configured site name. */
export const HomePage = observer(function HomePage() {
  const { t } = useTranslation();
  const siteConfig = useService(SiteConfigStore);
  if (siteConfig.status === 'failed') return <p role="alert">{t(siteConfig.errorKey ?? 'main_error')}</p>;
  if (!siteConfig.config) return <p aria-busy="true">{t('main_loading')}</p>;
  return (
    <section className="home" data-testid="home">
      <h1>{t('main_welcome', { siteName: siteConfig.config.siteName })}</h1>
      <p>{t('main_tagline')}</p>
    </section>
  );
});
