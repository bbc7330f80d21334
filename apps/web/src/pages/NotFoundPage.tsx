import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';

/** Unmatched route (document 000 §8): 404 'This page could not be found'. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { lng = 'en' } = useParams();
  return (
    <section className="not-found" data-testid="not-found">
      <h1>404</h1>
      <p>{t('main_not_found_title')}</p>
      <Link to={`/${lng}/`}>{t('main_to_home')}</Link>
    </section>
  );
}
