import type { RouteMatch } from '@kickoff/guards-core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from '../app/language';

/** Unmatched route and the 404 cases of the guards (document 000 §8): 'This page could not be found'. */
export function NotFoundPage(_props: { match: RouteMatch }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <section className="status-page not-found" data-testid="not-found">
      <h1>404</h1>
      <p>{t('main_not_found_title')}</p>
      <Link to={localized('')}>{t('main_to_home')}</Link>
    </section>
  );
}
