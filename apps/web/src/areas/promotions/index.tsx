import { ROUTES } from '@kickoff/guards-core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RemoteContentPage } from '../../pages/remote/RemoteContentPage';
import type { AreaModule, AreaPageProps } from '../area.types';
import { useLanguage } from '../../app/language';

/** A promotions page: the way back to the list, and the promotion's CMS content. */
function PromotionsPage({ match }: AreaPageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="section-page promotions" data-testid="promotions-area">
      {match.route.name !== 'promotions' ? (
        <Link className="back-link" to={`/${language}/promotions`}>
          <span className="dir-icon" aria-hidden="true">←</span> {t('promotions_all')}
        </Link>
      ) : null}
      <RemoteContentPage match={match} appName="promotions-content" />
    </div>
  );
}

/** The promotions and bonuses area (document 000 §2 "Bonuses and promotions"). */
const promotionsArea: AreaModule = {
  pages: Object.fromEntries(ROUTES.filter((route) => route.area === 'promotions' && route.redirect === null).map((route) => [route.name, PromotionsPage])),
};

export default promotionsArea;
