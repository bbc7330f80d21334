import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { AreaPageProps } from '../../area.types';
import { formatDateTime } from '../../../features/format/format';
import { useResults, useSportsMenu } from '../betting.data';

/** Today as a UTC `YYYY-MM-DD`. */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Results of finished games (status 4) of a day, optionally of one sport, with final scores. */
export const ResultsPage = observer(function ResultsPage(_props: AreaPageProps) {
  const { t } = useTranslation();
  const { lng = 'en' } = useParams();
  const [date, setDate] = useState(today);
  const [sportId, setSportId] = useState<number | null>(null);
  const menu = useSportsMenu('line');
  const results = useResults(date, sportId);
  return (
    <section className="results" data-testid="results">
      <h1>{t('betting_results')}</h1>
      <div className="results__filters">
        <label>
          {t('betting_results_date')}
          <input type="date" value={date} max={today()} onChange={(event) => setDate(event.target.value || today())} />
        </label>
        <label>
          {t('betting_results_sport')}
          <select value={sportId ?? ''} onChange={(event) => setSportId(event.target.value === '' ? null : Number(event.target.value))}>
            <option value="">{t('betting_all_sports')}</option>
            {(menu?.sports ?? []).map((sport) => (
              <option key={sport.id} value={sport.id}>
                {sport.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {results.errorKey ? (
        <p role="alert">{t(results.errorKey)}</p>
      ) : results.games === null ? (
        <p aria-busy="true">{t('main_loading')}</p>
      ) : results.games.length === 0 ? (
        <p>{t('betting_no_results')}</p>
      ) : (
        <table className="results__table">
          <thead>
            <tr>
              <th scope="col">{t('betting_results_time')}</th>
              <th scope="col">{t('betting_results_champ')}</th>
              <th scope="col">{t('betting_results_game')}</th>
              <th scope="col">{t('betting_results_score')}</th>
            </tr>
          </thead>
          <tbody>
            {results.games.map((game) => (
              <tr key={game.id} data-testid="result-row">
                <td>{formatDateTime(game.startDateTime, lng)}</td>
                <td>
                  {game.sportName}. {game.champName}
                </td>
                <td>
                  {game.opponent1Name} – {game.opponent2Name}
                </td>
                <td>
                  <strong>{game.fullScore || game.scoreFormatted}</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
});
