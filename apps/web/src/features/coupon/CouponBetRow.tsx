import type { CouponBetView } from '@kickoff/coupon-core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PreferencesService } from '@kickoff/shell-core';
import { useService } from '../../app/di';
import { TeamCrest } from '../crest/TeamCrest';
import { formatCoef } from '../format/format';
import { AmountField } from './AmountField';

/** A bet row: what coupon-core's view model says about the bet, and where its events go. */
export interface CouponBetRowProps {
  view: CouponBetView;
  formatId: number;
  decimals: number;
  onAmount: (value: number) => void;
  onRemove: () => void;
  onToggleBanker: () => void;
}

/** One bet of the coupon: event, selection, coefficient with its change, lock reason, banker and amount. */
export const CouponBetRow = observer(function CouponBetRow({ view, formatId, decimals, onAmount, onRemove, onToggleBanker }: CouponBetRowProps) {
  const { t } = useTranslation();
  const { bet } = view;
  const showLogos = useService(PreferencesService).preferences.isTeamLogosInCoupon;
  const title = view.isBonus ? t('coupon_bonus_bet') : `${bet.market.opponent1Name ?? ''} – ${bet.market.opponent2Name ?? ''}`;
  return (
    <li className={`coupon-bet${view.reasonKey ? ' coupon-bet--invalid' : ''}`} data-testid="coupon-bet" data-bet-id={bet.id} data-bonus={view.isBonus ? 'true' : undefined} data-locked={view.isLocked ? 'true' : 'false'}>
      <div className="coupon-bet__head">
        <span className="coupon-bet__event">
          {/* issue 18: the teams' crests when the player turned team logos on (document 001 §3 isTeamLogosInCoupon) */}
          {showLogos && !view.isBonus ? (
            <span className="coupon-bet__teams" data-testid="coupon-bet-logos">
              <TeamCrest name={bet.market.opponent1Name ?? ''} /> {bet.market.opponent1Name} – <TeamCrest name={bet.market.opponent2Name ?? ''} /> {bet.market.opponent2Name}
            </span>
          ) : (
            title
          )}
        </span>
        <button type="button" className="icon-button" onClick={onRemove} aria-label={t('coupon_remove_bet', { name: title })}>
          ×
        </button>
      </div>
      <div className="coupon-bet__market">
        <span>{bet.market.champName}</span>
        {view.score ? <span className="coupon-bet__score">{view.score}</span> : null}
      </div>
      <div className="coupon-bet__coef-line">
        <span className="coupon-bet__selection" data-testid="coupon-bet-selection">
          <span className="coupon-bet__market-name">{t(`coupon_market_kind_${bet.market.kind}`, { defaultValue: '' })}</span> <strong>{t(view.selection.key, view.selection.params)}</strong>
        </span>
        {view.coefChange ? (
          <span className="coupon-bet__coef coupon-bet__coef--changed" data-testid="coupon-coef-change" aria-live="polite">
            <s>{formatCoef(view.coefChange.fromCoef, formatId)}</s> <span className="dir-icon" aria-hidden="true">→</span> <strong className={`coef-${view.coefChange.direction}`}>{formatCoef(view.coefChange.toCoef, formatId)}</strong>
          </span>
        ) : (
          <strong className="coupon-bet__coef" data-testid="coupon-bet-coef">
            {formatCoef(view.coef, formatId)}
          </strong>
        )}
      </div>
      {view.reasonKey ? (
        <p className="coupon-bet__reason" role="status" data-testid="coupon-bet-reason">
          {t(view.reasonKey)}
        </p>
      ) : null}
      {view.banker ? (
        <label className="coupon-bet__banker">
          <input type="checkbox" checked={view.banker.isChecked} disabled={view.banker.isDisabled} onChange={onToggleBanker} />
          {t('coupon_banker')}
        </label>
      ) : null}
      {view.amount ? <AmountField label={t('coupon_bet_amount')} minor={view.amount.minor} decimals={decimals} errorKey={view.amount.errorKey ?? undefined} onChange={onAmount} testId="coupon-bet-amount" /> : null}
    </li>
  );
});
