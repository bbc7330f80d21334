import { ResultsPages, catalogResultsModule, type ResultsPageModel } from '@kickoff/catalog-core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useService } from '../../app/di';
import { ReadState } from '../../app/ReadState';
import { useObserver } from '../../app/use-observer';
import { formatDateTime } from '../../features/format/format';
import type { AreaModule, AreaPageProps } from '../area.types';
import './results.css';

/** A filter select's value for "all". */
const ALL = '';

/** The chosen id of a select (`ALL` is null). */
function idOfOption(value: string): number | null {
  return value === ALL ? null : Number(value);
}

/** The championship a `champs/{champId}` link presets, or null. */
function champIdOf(params: Readonly<Record<string, string>>): number | null {
  const value = params['champId'];
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : null;
}

/** The filters and the finished games of the chosen day (catalog-core's `ResultsPageModel`). */
const ResultsView = observer(function ResultsView({ page, language }: { page: ResultsPageModel; language: string }) {
  const { t } = useTranslation();
  const view = page.view;
  return (
    <>
      <div className="results__filters" role="group" aria-label={t('results_filters')}>
        <label>
          {t('betting_results_date')}
          <input type="date" value={page.date} max={page.today} required onChange={(event) => page.setDate(event.target.value)} data-testid="results-date" />
        </label>
        <label>
          {t('betting_results_sport')}
          <select value={page.sportId ?? ALL} onChange={(event) => page.setSport(idOfOption(event.target.value))} data-testid="results-sport">
            <option value={ALL}>{t('betting_all_sports')}</option>
            {(view?.sports ?? []).map((sport) => (
              <option key={sport.id} value={sport.id}>
                {sport.name} ({sport.count})
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('betting_results_champ')}
          <select value={page.champId ?? ALL} onChange={(event) => page.setChamp(idOfOption(event.target.value))} data-testid="results-champ">
            <option value={ALL}>{t('results_all_champs')}</option>
            {(view?.champs ?? []).map((champ) => (
              <option key={champ.id} value={champ.id}>
                {champ.name} ({champ.count})
              </option>
            ))}
          </select>
        </label>
      </div>
      {page.dateError ? (
        <p role="alert" className="field-error">
          {t(page.dateError.key)}
        </p>
      ) : null}
      {view === null ? (
        <ReadState source={page} />
      ) : view.games.length === 0 ? (
        <p data-testid="results-empty">{t('betting_no_results')}</p>
      ) : (
        <table className="results__table" data-testid="results-table">
          <thead>
            <tr>
              <th scope="col">{t('betting_results_time')}</th>
              <th scope="col">{t('betting_results_champ')}</th>
              <th scope="col">{t('betting_results_game')}</th>
              <th scope="col">{t('betting_results_score')}</th>
            </tr>
          </thead>
          <tbody>
            {view.games.map((game) => (
              <tr key={game.id} data-testid="result-row" data-game-id={game.id}>
                <td>{formatDateTime(game.startDateTime, language)}</td>
                <td>
                  {game.sportName}. {game.champName}
                </td>
                <td>
                  {game.opponent1Name} – {game.opponent2Name}
                </td>
                <td>
                  <strong data-testid="result-score">{game.fullScore || game.scoreFormatted}</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
});

/** Results (document 000 §2 `results/{type?}`, champion results `champs/{champId?}`): finished games by day, sport and championship. */
function ResultsPage({ match }: AreaPageProps) {
  const { t } = useTranslation();
  const pages = useService(ResultsPages);
  const champId = champIdOf(match.params);
  const page = useObserver(() => pages.open({ champId }), [pages, champId]);
  return (
    <section className="section-page results" data-testid="results-area">
      <h1>{t('results_title')}</h1>
      {page ? <ResultsView page={page} language={match.language ?? 'en'} /> : <ReadState source={null} />}
    </section>
  );
}

/** The results area, with catalog-core's results pages' service. */
const resultsArea: AreaModule = { modules: [catalogResultsModule], pages: { results: ResultsPage, champs: ResultsPage } };

export default resultsArea;
