import { useTranslation } from 'react-i18next';

/** The 500 page (document 001 §2): also shown for a route error with an unknown status (document 000 §8). */
export function ServerErrorPage() {
  const { t } = useTranslation();
  return (
    <section className="status-page server-error" data-testid="server-error">
      <h1>500</h1>
      <p>{t('main_server_error_title')}</p>
      <p className="muted">{t('main_server_error_text')}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('main_refresh')}
      </button>
    </section>
  );
}
