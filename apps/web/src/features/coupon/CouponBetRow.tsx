import type { CouponBet } from '@kickoff/contracts';
import { type PendingCoefChange } from '@kickoff/coupon-core';
import { isBonusBet } from '@kickoff/coupon-core/rules';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatCoef } from '../format/format';
import { AmountField } from './AmountField';

/** What a bet row shows; every decision comes from the coupon service. */
export interface CouponBetRowProps {
  bet: CouponBet;
  formatId: number;
  /** The validation code of this bet (`bets.<id>`): locked, finished, change to confirm. */
  errorKey: string | undefined;
  pending: PendingCoefChange | undefined;
  showBanker: boolean;
  amount: { minor: number; decimals: number; errorKey: string | undefined; onChange: (value: number) => void } | null;
  onRemove: () => void;
  onToggleBanker: () => void;
}

/** One bet of the coupon: event, selection, coefficient with its change, lock reason, banker and amount. */
export const CouponBetRow = observer(function CouponBetRow({ bet, formatId, errorKey, pending, showBanker, amount, onRemove, onToggleBanker }: CouponBetRowProps) {
  const { t } = useTranslation();
  const title = isBonusBet(bet) ? t('coupon_bonus_bet') : `${bet.market.opponent1Name ?? ''} – ${bet.market.opponent2Name ?? ''}`;
  return (
    <li className={`coupon-bet${errorKey ? ' coupon-bet--invalid' : ''}`} data-testid="coupon-bet" data-bet-id={bet.id} data-bonus={isBonusBet(bet) ? 'true' : undefined} data-locked={bet.isBlocked || bet.isDepend || bet.isBannedExpress ? 'true' : 'false'}>
      <div className="coupon-bet__head">
        <span className="coupon-bet__event">{title}</span>
        <button type="button" className="icon-button" onClick={onRemove} aria-label={t('coupon_remove_bet', { name: title })}>
          ×
        </button>
      </div>
      <div className="coupon-bet__market">
        <span>{bet.market.champName}</span>
        {bet.scoreFormatted ? <span className="coupon-bet__score">{bet.scoreFormatted}</span> : null}
      </div>
      <div className="coupon-bet__coef-line">
        <span className="coupon-bet__selection">{t(`coupon_market_kind_${bet.market.kind}`, { defaultValue: '' })} {t('coupon_selection', { typeId: bet.market.typeId, defaultValue: '' })}</span>
        {pending ? (
          <span className="coupon-bet__coef coupon-bet__coef--changed" data-testid="coupon-coef-change" aria-live="polite">
            <s>{formatCoef(pending.fromCoef, formatId)}</s> → <strong className={pending.toCoef > pending.fromCoef ? 'coef-up' : 'coef-down'}>{formatCoef(pending.toCoef, formatId)}</strong>
          </span>
        ) : (
          <strong className="coupon-bet__coef" data-testid="coupon-bet-coef">
            {formatCoef(bet.market.coef, formatId)}
          </strong>
        )}
      </div>
      {errorKey ? (
        <p className="coupon-bet__reason" role="status" data-testid="coupon-bet-reason">
          {t(errorKey)}
        </p>
      ) : null}
      {showBanker ? (
        <label className="coupon-bet__banker">
          <input type="checkbox" checked={bet.isBanker} disabled={bet.isDisabledBanker && !bet.isBanker} onChange={onToggleBanker} />
          {t('coupon_banker')}
        </label>
      ) : null}
      {amount ? <AmountField label={t('coupon_bet_amount')} minor={amount.minor} decimals={amount.decimals} errorKey={amount.errorKey} onChange={amount.onChange} testId="coupon-bet-amount" /> : null}
    </li>
  );
});
