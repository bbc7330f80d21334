import { CouponSettingsService } from '@kickoff/coupon-core';
import type { FeedGame, FeedMarket } from '@kickoff/contracts';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useService } from '../../../app/di';
import { formatCoef } from '../../../features/format/format';
import { useSelection } from '../betting.binding';

/** Odds movement of a selection, as the catalogue reports it. */
export type OddsMovement = 'up' | 'down' | null;

/**
 * One coefficient: shown in the chosen odds format, its movement up or down, locked when the
 * market is blocked; pressing it adds the selection to the coupon or takes it out.
 */
export const OddsButton = observer(function OddsButton({
  game,
  market: listed,
  movement: shownMovement = null,
  marketOf,
  movementOf,
  showName = false,
  line = null,
  column,
}: {
  game: FeedGame;
  market: FeedMarket;
  movement?: OddsMovement;
  /** issue 20: the market as it is now on a live list (each coefficient observes its own), else null. */
  marketOf?: ((marketId: number) => FeedMarket | null) | undefined;
  /** The market's movement, read here so that only this coefficient observes it. */
  movementOf?: ((marketId: number) => OddsMovement) | undefined;
  showName?: boolean;
  /** The handicap or total line shown above the coefficient in a list (issue 18), or null. */
  line?: string | null;
  /** The list column's market group (the stylesheet hides the total on narrow screens in the European view). */
  column?: string;
}) {
  const { t } = useTranslation();
  const format = useService(CouponSettingsService);
  const market = marketOf?.(listed.id) ?? listed;
  const movement = movementOf ? movementOf(listed.id) : shownMovement;
  const selection = useSelection(game, market);
  const coef = formatCoef(market.coef, format.settings.coefViewId);
  return (
    <button
      type="button"
      className={`odds${selection.isSelected ? ' odds--selected' : ''}${movement ? ` odds--${movement}` : ''}`}
      aria-disabled={market.isBlocked || undefined}
      aria-pressed={selection.isSelected}
      onClick={market.isBlocked ? undefined : selection.toggle}
      data-testid="odds"
      data-market-id={market.id}
      data-movement={movement ?? undefined}
      data-locked={market.isBlocked ? 'true' : undefined}
      data-column={column}
    >
      {/* The name it announces starts with what it shows (WCAG 2.5.3); a suspended odd stays focusable and says so. */}
      <span className={showName ? 'odds__name' : 'visually-hidden'}>{market.name} </span>
      {line !== null ? (
        <span className="odds__line" aria-hidden="true">
          {line}
        </span>
      ) : null}
      {market.isBlocked ? (
        <>
          <svg className="odds__lock" aria-hidden="true" width="12" height="14" viewBox="0 0 12 14">
            <rect x="1" y="6" width="10" height="8" rx="1.5" fill="currentColor" />
            <path d="M3 6V4a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
          <span className="visually-hidden">{t('betting_odds_suspended')}</span>
        </>
      ) : (
        <span className="odds__coef">{coef}</span>
      )}
      {movement ? <span className="visually-hidden">{t(movement === 'up' ? 'betting_odds_up' : 'betting_odds_down')}</span> : null}
    </button>
  );
});
