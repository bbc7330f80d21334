import { connectMatchCentre, MatchCentreService } from '@kickoff/catalog-core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useService } from '../../../app/di';
import { ReadState } from '../../../app/ReadState';
import { useObserver } from '../../../app/use-observer';

/** The pitch of the tracker: 100 × 60 SVG units, halfway line, centre circle, penalty areas. */
function Pitch() {
  return (
    <g className="tracker__lines" fill="none" strokeWidth="0.5">
      <rect x="1" y="1" width="98" height="58" />
      <line x1="50" y1="1" x2="50" y2="59" />
      <circle cx="50" cy="30" r="8" />
      <rect x="1" y="16" width="14" height="28" />
      <rect x="85" y="16" width="14" height="28" />
      <rect x="0" y="26" width="1" height="8" />
      <rect x="99" y="26" width="1" height="8" />
    </g>
  );
}

/**
 * The match centre of a live game (issue 16): scoreboard, period scores, key events newest first and
 * a pitch tracker in SVG, re-read while the game is live (catalog-core's `MatchCentreObserver`).
 */
export const MatchCentrePanel = observer(function MatchCentrePanel({ gameId }: { gameId: number }) {
  const { t } = useTranslation();
  const service = useService(MatchCentreService);
  const centre = useObserver(() => service.observe(gameId), [service, gameId]);
  const data = centre?.data ?? null;
  if (!data) return <ReadState source={centre} />;
  const view = connectMatchCentre(data);
  return (
    <section className="match-centre" aria-label={t('match_centre_title')} data-testid="match-centre">
      <h2>{t('match_centre_title')}</h2>
      <div className="match-centre__board" data-testid="match-centre-board">
        <span className="match-centre__team">{view.home}</span>
        <strong className="match-centre__score" data-testid="match-centre-score">
          {view.score}
        </strong>
        <span className="match-centre__team match-centre__team--away">{view.away}</span>
        <span className="match-centre__status">
          {t(view.statusKey)} {view.minute ? <span data-testid="match-centre-minute">{view.minute}</span> : null}
        </span>
      </div>
      <table className="match-centre__periods" data-testid="match-centre-periods">
        <thead>
          <tr>
            <th scope="col">{t('match_centre_period')}</th>
            {view.periods.map((period) => (
              <th key={period.period} scope="col" aria-current={period.isCurrent || undefined}>
                {period.period}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{view.home}</th>
            {view.periods.map((period) => (
              <td key={period.period}>{period.home ?? '–'}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">{view.away}</th>
            {view.periods.map((period) => (
              <td key={period.period}>{period.away ?? '–'}</td>
            ))}
          </tr>
        </tbody>
      </table>
      {view.tracker ? (
        <figure className="tracker">
          <svg viewBox="0 0 100 60" role="img" aria-label={t('match_centre_tracker')} data-testid="match-centre-tracker">
            <rect className="tracker__grass" x="0" y="0" width="100" height="60" />
            <Pitch />
            {view.tracker.markers.map((marker) => (
              <circle key={marker.id} className={`tracker__marker tracker__marker--${marker.kind} tracker__marker--team${marker.team}`} cx={marker.x} cy={marker.y} r="1.4" />
            ))}
            <circle className={`tracker__ball${view.tracker.team ? ` tracker__ball--team${view.tracker.team}` : ''}`} cx={view.tracker.ballX} cy={view.tracker.ballY} r="2.2" data-testid="tracker-ball" />
          </svg>
          <figcaption>{t(view.tracker.captionKey)}</figcaption>
        </figure>
      ) : null}
      {view.noEventsKey ? <p data-testid="match-centre-no-events">{t(view.noEventsKey)}</p> : null}
      <ol className="match-centre__events" data-testid="match-centre-events">
        {view.events.map((event) => (
          <li key={event.id} className={`match-event match-event--${event.kind} match-event--team${event.team}`} data-testid="match-event" data-kind={event.kind}>
            <span className="match-event__minute">{event.minute}</span>
            <span className="match-event__icon" aria-hidden="true" />
            <span>
              {t(event.key)}: {event.teamName}
            </span>
            <span className="match-event__score">{event.score}</span>
          </li>
        ))}
      </ol>
    </section>
  );
});
