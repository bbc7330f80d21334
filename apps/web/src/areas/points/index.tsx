import { connectPoints, couponPlacingModule, couponPromoModule, PromoStoreService } from '@kickoff/coupon-core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useService } from '../../app/di';
import { useLanguage } from '../../app/language';
import { formatCount, formatDateTime } from '../../features/format/format';
import type { AreaModule, AreaPageProps } from '../area.types';
import '../promo/promo.css';

/**
 * `points` (document 000 §2; issue 16): the player's points, how they are earned and the history
 * of points earned and spent. Renders coupon-core's `connectPoints`.
 */
const PointsPage = observer(function PointsPage(_props: AreaPageProps) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const promo = useService(PromoStoreService);
  useEffect(() => promo.watch(), [promo]);
  const view = connectPoints(promo);
  return (
    <section className="promo-page" data-testid="points-page">
      <h1>{t('points_title')}</h1>
      <p data-testid="points-rule">{t(view.rule.key, view.rule.params)}</p>
      {view.signInKey ? <p data-testid="points-sign-in">{t(view.signInKey)}</p> : null}
      {view.isLoading ? <p aria-busy="true">{t('main_loading')}</p> : null}
      {view.errorKey ? <p role="alert">{t(view.errorKey)}</p> : null}
      {view.signInKey === null && !view.isLoading ? (
        <>
          <p className="promo-page__balance">
            {t('points_balance')} <strong data-testid="points-balance">{formatCount(view.balance, lng)}</strong>
          </p>
          <p>
            <Link className="button button--primary" to={`/${lng}/promo`}>
              {t('promo_title')}
            </Link>
          </p>
          <h2>{t('points_history')}</h2>
          {view.emptyKey ? <p data-testid="points-empty">{t(view.emptyKey)}</p> : null}
          <ul className="promo-list" data-testid="points-history">
            {view.rows.map((row) => (
              <li key={row.id} className="promo-list__row" data-testid="points-row">
                <span>{formatDateTime(row.createdAt, lng)}</span>
                <span>{t(row.reasonKey)}</span>
                {row.ref ? <span className="promo-list__code">{row.ref}</span> : null}
                <strong className={row.isEarned ? 'promo-list__points--earned' : undefined} data-testid="points-row-points">
                  {formatCount(row.points, lng, true)}
                </strong>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
});

/** The points area. */
// issue 20: the promo store's service comes with this area (and the promo store's, and the coupon panel).
// The promo store places through the coupon's placing (issue 20: not in the first page's JavaScript).
const points: AreaModule = { modules: [couponPlacingModule, couponPromoModule], pages: { points: PointsPage } };

export default points;
