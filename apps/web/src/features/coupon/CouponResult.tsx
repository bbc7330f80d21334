import { CouponPlacer, CouponService } from '@kickoff/coupon-core';
import { toMinorUnits } from '@kickoff/coupon-core/rules';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useService } from '../../app/di';
import { formatMoney } from '../format/format';
import { useLanguage } from '../../app/language';

/** The answer of the last placing: accepted with its number (and print), refused with the reason, or not known yet. */
export const CouponResult = observer(function CouponResult() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const coupon = useService(CouponService);
  const placer = useService(CouponPlacer);
  const success = placer.successCoupon;
  const currency = coupon.currency;
  return (
    <>
      {success ? (
        <div className="coupon__success" role="status" data-testid="coupon-success">
          <p>
            {t('coupon_accepted')} <strong data-testid="coupon-number">{success.couponNumber}</strong>
          </p>
          <p>{t('coupon_accepted_amount', { amount: formatMoney(toMinorUnits(success.amount, currency.decimals) ?? 0, currency.currencyIso, currency.decimals, lng) })}</p>
          <p data-testid="coupon-success-possible-win">
            {t('coupon_possible_win')}: <strong>{formatMoney(toMinorUnits(success.possibleWin, currency.decimals) ?? 0, currency.currencyIso, currency.decimals, lng)}</strong>
          </p>
          <div className="coupon__actions">
            <a className="button" href={`/${lng}/print-coupon/${success.couponId}`} target="_blank" rel="noopener" data-testid="coupon-print">
              {t('coupon_print')}
            </a>
            <button type="button" className="button" onClick={placer.dismissSuccess}>
              {t('main_ok')}
            </button>
          </div>
        </div>
      ) : null}
      {placer.singlesResultCoupons.length > 0 ? (
        <ul className="coupon__singles" role="status" data-testid="coupon-singles-result">
          {placer.singlesResultCoupons.map((answer) => (
            <li key={answer.requestId}>{answer.status === 'accepted' ? `${t('coupon_accepted')} ${answer.couponNumber}` : t(answer.messageKey, { defaultValue: t(`coupon_reject_${answer.code}`) })}</li>
          ))}
        </ul>
      ) : null}
      {placer.rejection ? (
        <p className="coupon__rejection" role="alert" data-testid="coupon-rejection">
          {t(`coupon_reject_${placer.rejection.code}`, { defaultValue: t(placer.rejection.messageKey) })}
          {placer.rejection.code === 'insufficient_funds' ? (
            <>
              {' '}
              <Link to={`/${lng}/office/recharge`} data-testid="coupon-deposit-link">
                {t('coupon_deposit')}
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
      {placer.oneClickRefusalKey ? (
        <p className="coupon__rejection" role="alert" data-testid="coupon-one-click-refusal">
          {t(placer.oneClickRefusalKey)}
        </p>
      ) : null}
      {placer.placingStatus === 'unknown' && !placer.isResolving ? (
        <div className="coupon__unknown" role="alert" data-testid="coupon-unknown">
          <p>{t('coupon_outcome_unknown')}</p>
          <button type="button" className="button" onClick={() => void placer.checkOutcome()}>
            {t('coupon_outcome_check')}
          </button>
        </div>
      ) : null}
    </>
  );
});
