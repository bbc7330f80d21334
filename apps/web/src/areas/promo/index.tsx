import { connectPromoStore, couponPlacingModule, couponPromoModule, PromoStoreService } from '@kickoff/coupon-core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useService } from '../../app/di';
import { LOGIN_MODAL, openAuthModal } from '../../features/auth/auth-modals';
import { ModalStore } from '../../shell/modal.store';
import { useLanguage } from '../../app/language';
import { formatCount, formatDateTime } from '../../features/format/format';
import type { AreaModule, AreaPageProps } from '../area.types';
import './promo.css';

/**
 * `promo` (document 000 §2 "promo-code store"; issue 16): the products with the effect each code
 * has on a coupon and its price in points, buying one, and the player's codes with their status.
 * Renders coupon-core's `connectPromoStore`; the purchase is the service's.
 */
const PromoStorePage = observer(function PromoStorePage(_props: AreaPageProps) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const promo = useService(PromoStoreService);
  const modals = useService(ModalStore);
  useEffect(() => promo.watch(), [promo]);
  const view = connectPromoStore(promo);
  return (
    <section className="promo-page" data-testid="promo-page">
      <h1>{t('promo_title')}</h1>
      <p>{t('promo_intro')}</p>
      {view.signInKey ? (
        <p className="promo-page__sign-in" data-testid="promo-sign-in">
          {t(view.signInKey)}{' '}
          <button type="button" className="button" onClick={() => openAuthModal(modals, LOGIN_MODAL)}>
            {t('auth_sign_in')}
          </button>
        </p>
      ) : null}
      {view.isLoading ? <p aria-busy="true">{t('main_loading')}</p> : null}
      {view.errorKey ? <p role="alert">{t(view.errorKey)}</p> : null}
      {view.signInKey === null && !view.isLoading ? (
        <>
          <p className="promo-page__balance">
            {t('points_balance')} <strong data-testid="promo-balance">{formatCount(view.balance, lng)}</strong>
          </p>
          <p>
            <Link className="promo-page__history" to={`/${lng}/points`}>
              {t('points_history')}
            </Link>
          </p>
          {view.bought ? (
            <p role="status" data-testid="promo-bought">
              {t(view.bought.key, view.bought.params)}
            </p>
          ) : null}
          {view.buyErrorKey ? (
            <p role="alert" data-testid="promo-buy-error">
              {t(view.buyErrorKey)}
            </p>
          ) : null}
        </>
      ) : null}
      {!view.isLoading ? (
        <ul className="promo-products" data-testid="promo-products">
          {view.products.map((product) => (
            <li key={product.id} className="promo-product" data-testid="promo-product" data-product={product.id}>
              <span className="promo-product__effect" data-testid="promo-product-effect">
                {t(product.effect.key, product.effect.params)}
              </span>
              <span>{t('promo_price', { points: formatCount(product.pricePoints, lng) })}</span>
              <span>{t('promo_valid_days', { days: formatCount(product.validDays, lng) })}</span>
              {product.shortKey ? <span>{t(product.shortKey)}</span> : null}
              {view.signInKey === null ? (
                <button type="button" className="button button--primary" disabled={!product.canBuy} aria-busy={product.isBuying} onClick={() => void promo.buy(product.id)} data-testid="promo-buy">
                  {t('promo_buy')}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {view.signInKey === null && !view.isLoading ? (
        <>
          <h2>{t('promo_my_codes')}</h2>
          {view.codesEmptyKey ? <p data-testid="promo-codes-empty">{t(view.codesEmptyKey)}</p> : null}
          <ul className="promo-list" data-testid="promo-codes">
            {view.codes.map((code) => (
              <li key={code.code} className="promo-list__row" data-testid="promo-code" data-status={code.status}>
                <span className="promo-list__code" data-testid="promo-code-value">
                  {code.code}
                </span>
                <span>{t(code.effect.key, code.effect.params)}</span>
                <span className={`promo-status--${code.status}`}>{t(code.statusKey)}</span>
                {code.usedAt !== null ? (
                  <span>{t('promo_code_used_on', { date: formatDateTime(code.usedAt, lng), coupon: code.couponNumber ?? '' })}</span>
                ) : (
                  <span>{t('promo_code_expires', { date: formatDateTime(code.expiresAt, lng) })}</span>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
});

/** The promo-code store area. */
// issue 20: the promo store's service comes with this area (and the points', and the coupon panel).
// The promo store places through the coupon's placing (issue 20: not in the first page's JavaScript).
const promo: AreaModule = { modules: [couponPlacingModule, couponPromoModule], pages: { promo: PromoStorePage } };

export default promo;
