import { CouponPlacer, type CouponResultView } from '@kickoff/coupon-core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useService } from '../../app/di';
import { useLanguage } from '../../app/language';
import { formatMoney } from '../format/format';

/** The answer of the last placing: accepted with its number (and print), refused with the reason, or not known yet. */
export const CouponResult = observer(function CouponResult({ view }: { view: CouponResultView }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const placer = useService(CouponPlacer);
  const { success } = view;
  return (
    <>
      {success ? (
        <div className="coupon__success" role="status" data-testid="coupon-success">
          <p>
            {t('coupon_accepted')} <strong data-testid="coupon-number">{success.couponNumber}</strong>
          </p>
          <p>{t('coupon_accepted_amount', { amount: formatMoney(success.amountMinor, success.money.currencyIso, success.money.decimals, lng) })}</p>
          <p data-testid="coupon-success-possible-win">
            {t('coupon_possible_win')}: <strong>{formatMoney(success.possibleWinMinor, success.money.currencyIso, success.money.decimals, lng)}</strong>
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
      {view.singles.length > 0 ? (
        <ul className="coupon__singles" role="status" data-testid="coupon-singles-result">
          {view.singles.map((answer) => (
            <li key={answer.requestId}>{answer.isAccepted ? `${t('coupon_accepted')} ${answer.couponNumber}` : t(answer.messageKey, { defaultValue: t(answer.fallbackKey) })}</li>
          ))}
        </ul>
      ) : null}
      {view.rejection ? (
        <p className="coupon__rejection" role="alert" data-testid="coupon-rejection">
          {t(view.rejection.key, { defaultValue: t(view.rejection.fallbackKey) })}
          {view.rejection.hasDepositLink ? (
            <>
              {' '}
              <Link to={`/${lng}/office/recharge`} data-testid="coupon-deposit-link">
                {t('coupon_deposit')}
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
      {view.oneClickRefusalKey ? (
        <p className="coupon__rejection" role="alert" data-testid="coupon-one-click-refusal">
          {t(view.oneClickRefusalKey)}
        </p>
      ) : null}
      {view.unknownOutcome ? (
        <div className="coupon__unknown" role="alert" data-testid="coupon-unknown">
          <p>{t(view.unknownOutcome.messageKey)}</p>
          <button type="button" className="button" onClick={() => void placer.checkOutcome()}>
            {t(view.unknownOutcome.checkKey)}
          </button>
        </div>
      ) : null}
    </>
  );
});
