import { connectGameMarkets, GameMarketsState, type MarketGroupView } from '@kickoff/catalog-core';
import type { FeedGameDetail, FeedMarket } from '@kickoff/contracts';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useObserver } from '../../../app/use-observer';
import { OddsButton, type OddsMovement } from './OddsButton';

/** The correct-score grid: home wins, draws, away wins side by side (issue 16). */
function CorrectScoreGrid({ group, game, movementOf }: { group: MarketGroupView & { grid: NonNullable<MarketGroupView['grid']> }; game: FeedGameDetail; movementOf: (id: number) => OddsMovement }) {
  const { t } = useTranslation();
  const column = (key: string, markets: readonly FeedMarket[], testId: string) => (
    <div className="score-grid__column" role="group" aria-label={t(key)} data-testid={testId}>
      <h3>{t(key)}</h3>
      {markets.map((market) => (
        <OddsButton key={market.id} game={game} market={market} movement={movementOf(market.id)} showName />
      ))}
    </div>
  );
  return (
    <div className="score-grid" data-testid="correct-score-grid">
      {column('betting_markets_home_wins', group.grid.home, 'score-grid-home')}
      {column('betting_markets_draws', group.grid.draw, 'score-grid-draw')}
      {column('betting_markets_away_wins', group.grid.away, 'score-grid-away')}
    </div>
  );
}

/**
 * The game page's markets (issue 16): tabs by kind of market, a filter, collapsible groups and the
 * correct-score grid, all decided by catalog-core's `connectGameMarkets`.
 */
export const GameMarkets = observer(function GameMarkets({ game, movementOf }: { game: FeedGameDetail; movementOf: (id: number) => OddsMovement }) {
  const { t } = useTranslation();
  const state = useObserver(() => new GameMarketsState(), [game.id]);
  if (!state) return null;
  const view = connectGameMarkets(game, state);
  return (
    <section className="game-markets" aria-label={t('betting_markets')}>
      <div className="game-markets__bar">
        <div className="market-tabs" role="tablist" aria-label={t('betting_markets')}>
          {view.tabs.map((tab) => (
            <button key={tab.id} type="button" role="tab" aria-selected={tab.isSelected} className={`market-tab${tab.isSelected ? ' market-tab--selected' : ''}`} onClick={() => state.setTab(tab.id)} data-testid="market-tab" data-tab={tab.id}>
              {t(tab.key)} <span className="market-tab__count">{tab.count}</span>
            </button>
          ))}
        </div>
        <input type="search" className="game-markets__filter" value={view.filter} placeholder={t('betting_markets_filter')} aria-label={t('betting_markets_filter')} onChange={(event) => state.setFilter(event.target.value)} data-testid="market-filter" />
      </div>
      {view.emptyKey ? <p data-testid="markets-empty">{t(view.emptyKey)}</p> : null}
      {view.groups.map((group) => (
        // A collapsible section per market group (issue 15: the phone player folds the groups away).
        <section key={group.id} className={`market-group${group.isCollapsed ? ' market-group--collapsed' : ''}`} data-testid="market-group" data-group-id={group.id}>
          <h2 className="market-group__title">
            <button type="button" className="market-group__toggle" aria-expanded={!group.isCollapsed} onClick={() => state.toggle(group.id)} data-testid="market-group-toggle">
              {group.name}
            </button>
          </h2>
          {group.isCollapsed ? null : group.grid ? (
            <CorrectScoreGrid group={{ ...group, grid: group.grid }} game={game} movementOf={movementOf} />
          ) : (
            <div className="market-group__markets">
              {group.markets.map((market) => (
                <OddsButton key={market.id} game={game} market={market} movement={movementOf(market.id)} showName />
              ))}
            </div>
          )}
        </section>
      ))}
    </section>
  );
});
