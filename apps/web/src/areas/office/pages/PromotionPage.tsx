import { BonusService, connectBonusPage } from '@kickoff/accounts-core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useService } from '../../../app/di';
import { useLanguage } from '../../../app/language';
import { RemoteContentPage } from '../../../pages/remote/RemoteContentPage';
import type { AreaPageProps } from '../../area.types';
import { moneyText } from './money-text';
import './SecurityPage.css';
import './office-verification.css';
import './BonusPages.css';

/**
 * The office's promotion page (issue 14, office route promotion): the player's bonus offers with the
 * rules the server states and a link to each offer's page, the cashback programmes, and the site's
 * promotions as the CMS writes them in the page's language (texts and links from the server).
 */
export const PromotionPage = observer(function PromotionPage({ match }: AreaPageProps) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const service = useService(BonusService);
  useEffect(() => {
    void service.load();
    return () => service.dispose();
  }, [service]);
  const offers = (['deposit', 'wager'] as const).map((kind) => connectBonusPage(service, kind).offer);
  return (
    <section className="office-page security-page bonus-page" data-testid="office-promotion">
      <h1>{t('promotion_title')}</h1>
      <h2>{t('promotion_your_offers')}</h2>
      <ul className="verification-documents" data-testid="promotion-offers">
        {offers.map((offer) =>
          offer ? (
            <li key={offer.kind} className="verification-doc bonus-item" data-testid="promotion-offer">
              <Link to={`/${lng}/office/bonuses/${offer.kind}`}>{t(offer.titleKey)}</Link>
              <span>{t(offer.rulesKey, { percent: offer.percent ?? 0, amount: moneyText(offer.amount, lng), multiplier: offer.wagerMultiplier, days: offer.validDays })}</span>
              {offer.unavailableKey ? <span className="security-form__hint">{t(offer.unavailableKey)}</span> : null}
            </li>
          ) : null,
        )}
        <li className="verification-doc bonus-item">
          <Link to={`/${lng}/office/casino/vipcashback`}>{t('cashback_vip_title')}</Link>
          <Link to={`/${lng}/office/casino/premiumcashback`}>{t('cashback_premium_title')}</Link>
        </li>
      </ul>
      <h2>{t('promotion_site')}</h2>
      <div data-testid="promotion-site">
        <RemoteContentPage match={{ ...match, path: 'promotions', query: {} }} appName="promotions-content" />
      </div>
    </section>
  );
});
