import type { FeedGame, FeedMarket } from '@kickoff/contracts';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useService } from '../../../app/di';
import { formatCoef } from '../../../features/format/format';
import { OddsFormatStoreId } from '../../../features/coupon/odds-format.store';
import { useSelection } from '../betting.binding';

/** Odds movement of a selection, as the catalogue reports it. */
export type OddsMovement = 'up' | 'down' | null;

/**
 * One coefficient: shown in the chosen odds format, its movement up or down, locked when the
 * market is blocked; pressing it adds the selection to the coupon or takes it out.
 */
export const OddsButton = observer(function OddsButton({ game, market, movement, showName = false }: { game: FeedGame; market: FeedMarket; movement: OddsMovement; showName?: boolean }) {
  const { t } = useTranslation();
  const format = useService(OddsFormatStoreId);
  const selection = useSelection(game, market);
  const coef = formatCoef(market.coef, format.formatId);
  return (
    <button
      type="button"
      className={`odds${selection.isSelected ? ' odds--selected' : ''}${movement ? ` odds--${movement}` : ''}`}
      disabled={market.isBlocked}
      aria-pressed={selection.isSelected}
      aria-label={market.isBlocked ? t('betting_market_locked', { name: market.name }) : t('betting_odds_label', { name: market.name, coef })}
      onClick={selection.toggle}
      data-testid="odds"
      data-market-id={market.id}
      data-movement={movement ?? undefined}
      data-locked={market.isBlocked ? 'true' : undefined}
    >
      {showName ? <span className="odds__name">{market.name}</span> : null}
      {market.isBlocked ? (
        <svg className="odds__lock" aria-hidden="true" width="12" height="14" viewBox="0 0 12 14">
          <rect x="1" y="6" width="10" height="8" rx="1.5" fill="currentColor" />
          <path d="M3 6V4a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      ) : (
        <span className="odds__coef">{coef}</span>
      )}
    </button>
  );
});
