import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { AreaPageProps } from '../../area.types';
import { formatClock } from '../../../features/format/format';
import { useGame, useSection } from '../betting.data';
import { OddsButton } from '../components/OddsButton';
import { ReadState } from '../../../app/ReadState';
import { useLanguage } from '../../../app/language';

/** The most games the multi view shows side by side. */
const MAX_PANELS = 4;

/** The game ids of the multi view, from `?games=1,2,3`. */
function gameIdsOf(query: Readonly<Record<string, string>>): number[] {
  return (query['games'] ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0)
    .slice(0, MAX_PANELS);
}

/** One live game of the multi view with its market groups. */
const MultiPanel = observer(function MultiPanel({ gameId, onClose }: { gameId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const observed = useGame(gameId);
  const game = observed?.data ?? null;
  return (
    <section className="multi-panel" data-testid="multi-panel" aria-label={game ? `${game.opponent1Name} – ${game.opponent2Name}` : t('main_loading')}>
      <button type="button" className="icon-button multi-panel__close" onClick={onClose} aria-label={t('main_close')}>
        ×
      </button>
      {game && observed ? (
        <>
          <h2>
            {game.opponent1Name} – {game.opponent2Name}
          </h2>
          <p>
            <strong data-testid="game-score">{game.scoreFormatted}</strong> <span data-testid="game-clock">{formatClock(game.timeSec)}</span>
          </p>
          {game.groups.slice(0, 3).map((group) => (
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

/** Multi live view (document 000 §2 `multi`): several live games side by side, chosen from the live list. */
export const MultiLivePage = observer(function MultiLivePage({ match }: AreaPageProps) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const navigate = useNavigate();
  const ids = gameIdsOf(match.query);
  const live = useSection('live', null, null);
  const setIds = (next: number[]) => navigate(`/${lng}/multi${next.length > 0 ? `?games=${next.join(',')}` : ''}`, { replace: true });
  return (
    <div className="multi" data-testid="multi">
      <h1>{t('betting_multi_title')}</h1>
      <fieldset className="multi__picker">
        <legend>{t('betting_multi_pick', { max: MAX_PANELS })}</legend>
        {(live?.data ?? []).map((game) => (
          <label key={game.id} className="radio-line">
            <input
              type="checkbox"
              checked={ids.includes(game.id)}
              disabled={!ids.includes(game.id) && ids.length >= MAX_PANELS}
              onChange={(event) => setIds(event.target.checked ? [...ids, game.id] : ids.filter((id) => id !== game.id))}
              data-testid="multi-pick"
            />
            {game.opponent1Name} – {game.opponent2Name} <span className="count">{game.scoreFormatted}</span>
          </label>
        ))}
      </fieldset>
      <div className="multi__panels">
        {ids.map((id) => (
          <MultiPanel key={id} gameId={id} onClose={() => setIds(ids.filter((other) => other !== id))} />
        ))}
      </div>
    </div>
  );
});
