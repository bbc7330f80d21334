import { connectMultiLive, MultiLiveService, type MultiLivePanelView } from '@kickoff/catalog-core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { AreaPageProps } from '../../area.types';
import { formatClock } from '../../../features/format/format';
import { OddsButton } from '../components/OddsButton';
import { ReadState } from '../../../app/ReadState';
import { useLanguage } from '../../../app/language';
import { useService } from '../../../app/di';

/** One chosen live game: scoreboard and its first market groups (catalog-core `connectMultiLive`). */
const MultiPanel = observer(function MultiPanel({ panel, service }: { panel: MultiLivePanelView; service: MultiLiveService }) {
  const { t } = useTranslation();
  const { game, observer: observed } = panel;
  return (
    <section className="multi-panel" data-testid="multi-panel" data-game-id={panel.id} data-active={panel.isActive} id={`multi-panel-${panel.id}`} role="tabpanel" aria-label={panel.title ?? t('main_loading')}>
      <div className="multi-panel__tools">
        <button type="button" className="icon-button" onClick={() => service.swap(panel.id)} aria-label={t('betting_multi_swap')} title={t('betting_multi_swap')} data-testid="multi-swap">
          ⇄
        </button>
        <button type="button" className="icon-button" onClick={() => service.remove(panel.id)} aria-label={t('betting_multi_remove')} title={t('betting_multi_remove')}>
          ×
        </button>
      </div>
      {game && observed ? (
        <>
          <h2>{panel.title}</h2>
          <p>
            <strong data-testid="game-score">{panel.score}</strong> <span data-testid="game-clock">{formatClock(panel.timeSec ?? 0)}</span>
          </p>
          {panel.groups.map((group) => (
            <div key={group.id} className="market-group">
              <h3>{group.name}</h3>
              <div className="market-group__markets">
                {group.markets.map((market) => (
                  <OddsButton key={market.id} game={game} market={market} movement={observed.movementOf(market.id)} showName />
                ))}
              </div>
            </div>
          ))}
        </>
      ) : (
        <ReadState source={observed} />
      )}
    </section>
  );
});

/**
 * Multi live view (document 000 §2 `multi`): up to four live games, chosen from the live list, side
 * by side on a desktop and as tabs on a phone. catalog-core's `MultiLiveService` keeps the choice
 * (URL and local store) and drops a finished game; the page binds it.
 */
export const MultiLivePage = observer(function MultiLivePage({ match }: AreaPageProps) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const navigate = useNavigate();
  const service = useService(MultiLiveService);
  const urlGames = match.query['games'];
  // opened once per visit with the address's games; the address then follows the choice
  useEffect(() => service.open(urlGames, (query) => navigate(`/${lng}/multi${query ? `?${query}` : ''}`, { replace: true })), [service, lng]);
  const view = connectMultiLive(service);
  return (
    <div className="multi" data-testid="multi">
      <h1>{t(view.titleKey)}</h1>
      {view.notice ? (
        <p className="multi__notice" role="status" data-testid="multi-notice">
          {t(view.notice.key, view.notice.values)}{' '}
          <button type="button" className="button button--secondary" onClick={service.dismissNotice}>
            {t(view.noticeDismissKey)}
          </button>
        </p>
      ) : null}
      {view.tabs.length > 0 ? (
        <div className="multi__tabs" role="tablist" aria-label={t(view.titleKey)}>
          {view.tabs.map((tab) => (
            <button key={tab.id} type="button" role="tab" aria-selected={tab.isSelected} aria-controls={`multi-panel-${tab.id}`} onClick={() => service.select(tab.id)} data-testid="multi-tab">
              {tab.label}
            </button>
          ))}
        </div>
      ) : null}
      <div className="multi__panels">
        {view.panels.map((panel) => (
          <MultiPanel key={panel.id} panel={panel} service={service} />
        ))}
      </div>
      <details className="multi__picker" open={view.isPickerOpen}>
        <summary>{t(view.pickKey, view.pickValues)}</summary>
        <ul className="multi__picks">
          {view.picks.map((pick) => (
            <li key={pick.id} className="multi__pick">
              <span>
                {pick.label} <span className="count">{pick.score}</span>
              </span>
              <button type="button" className="button button--secondary" aria-pressed={pick.isChosen} disabled={pick.isDisabled} onClick={() => service.toggle(pick.id)} data-testid="multi-pick">
                {t(pick.actionKey)}
              </button>
            </li>
          ))}
        </ul>
        <ReadState source={service.live} />
      </details>
    </div>
  );
});
