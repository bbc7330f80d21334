import type { ChampStatisticsView, FormMarkView, HeadToHeadView, StandingRowView, StatGameView } from '@kickoff/catalog-core';
import { gamePath } from '@kickoff/guards-core/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../../app/language';
import { formatDateTime } from '../../../features/format/format';

/** The names a game link needs besides the game's own. */
export interface ChampNames {
  sportId: number;
  sportName: string;
  champId: number;
  champName: string;
}

/** A team's form: one letter mark per result, oldest first. */
export function FormMarks({ form }: { form: readonly FormMarkView[] }) {
  const { t } = useTranslation();
  return (
    <span className="form-marks" data-testid="form">
      {form.map((mark, index) => (
        <abbr key={index} className={`form-mark form-mark--${mark.result}`} title={t(mark.key)}>
          {mark.result}
        </abbr>
      ))}
    </span>
  );
}

/** A link to a team's page. */
export function TeamLink({ name, segment }: { name: string; segment: string }) {
  const lng = useLanguage();
  return (
    <Link to={`/${lng}/team/line/${segment}`} data-testid="team-link">
      {name}
    </Link>
  );
}

/** A league table (document 000 §2 `statistic`): position, team, played, won, drawn, lost, goals, difference, points, form. */
export function StandingsTable({ rows, caption }: { rows: readonly StandingRowView[]; caption: string }) {
  const { t } = useTranslation();
  return (
    <div className="stat-table-wrap">
      <table className="stat-table" data-testid="standings">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" title={t('statistics_position')}>#</th>
            <th scope="col">{t('statistics_team')}</th>
            <th scope="col" title={t('statistics_played')}>{t('statistics_played_short')}</th>
            <th scope="col" title={t('statistics_won')}>{t('statistics_won_short')}</th>
            <th scope="col" title={t('statistics_drawn')}>{t('statistics_drawn_short')}</th>
            <th scope="col" title={t('statistics_lost')}>{t('statistics_lost_short')}</th>
            <th scope="col" className="stat-table__wide">{t('statistics_goals')}</th>
            <th scope="col" className="stat-table__wide" title={t('statistics_difference')}>+/-</th>
            <th scope="col" title={t('statistics_points')}>{t('statistics_points_short')}</th>
            <th scope="col" className="stat-table__wide">{t('statistics_form')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.team} className={row.isHighlighted ? 'stat-table__highlight' : undefined} data-testid="standing-row" data-team={row.team}>
              <td>{row.position}</td>
              <th scope="row">
                <TeamLink name={row.team} segment={row.teamSegment} />
              </th>
              <td data-testid="standing-played">{row.played}</td>
              <td>{row.won}</td>
              <td>{row.drawn}</td>
              <td>{row.lost}</td>
              <td className="stat-table__wide">{row.goals}</td>
              <td className="stat-table__wide">{row.difference}</td>
              <td data-testid="standing-points">
                <strong>{row.points}</strong>
              </td>
              <td className="stat-table__wide">
                <FormMarks form={row.form} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A list of games: teams (linked), the score or the start, a link to the game page, and a result mark when the list is a team's. */
export function StatGamesList({ games, names, emptyKey, testId, hrefOf }: { games: readonly StatGameView[]; names: ChampNames; emptyKey: string | null; testId: string; hrefOf?: ((game: StatGameView) => string) | undefined }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  if (emptyKey) return <p data-testid={`${testId}-empty`}>{t(emptyKey)}</p>;
  return (
    <ul className="stat-games" data-testid={testId}>
      {games.map((game) => (
        <li key={game.id} className="stat-games__item" data-testid="stat-game" data-game-id={game.id}>
          <time className="stat-games__time">{formatDateTime(game.startDateTime, lng)}</time>
          <span className="stat-games__teams">
            <TeamLink name={game.home} segment={game.homeSegment} /> – <TeamLink name={game.away} segment={game.awaySegment} />
          </span>
          <Link className="stat-games__score" to={hrefOf ? hrefOf(game) : gamePath(lng, game.section, { id: game.id, opponent1Name: game.home, opponent2Name: game.away, ...names })} data-testid="stat-game-link">
            {game.score ?? t('statistics_game_page')}
            {game.isLive ? <span className="badge badge--live"> {t('main_live')}</span> : null}
          </Link>
          {game.result ? (
            <abbr className={`form-mark form-mark--${game.result.result}`} title={t(game.result.key)}>
              {game.result.result}
            </abbr>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** A championship's table with its points rule, latest results and next games. */
export function ChampStatisticsBlock({ view, names, hrefOf }: { view: ChampStatisticsView; names: ChampNames; hrefOf?: (game: StatGameView) => string }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="stat-note" data-testid="points-rule">
        {t(view.pointsRuleKey, view.pointsRule)}
      </p>
      {view.noGamesKey ? <p data-testid="standings-empty">{t(view.noGamesKey)}</p> : null}
      <StandingsTable rows={view.rows} caption={t('statistics_table_of', { champ: view.title })} />
      <div className="stat-columns">
        <section>
          <h2>{t('statistics_results')}</h2>
          <StatGamesList games={view.results} names={names} emptyKey={view.noResultsKey} testId="champ-results" hrefOf={hrefOf} />
        </section>
        <section>
          <h2>{t('statistics_upcoming')}</h2>
          <StatGamesList games={view.upcoming} names={names} emptyKey={view.noUpcomingKey} testId="champ-upcoming" hrefOf={hrefOf} />
        </section>
      </div>
    </>
  );
}

/** Two teams side by side: positions, forms, wins, draws and goals over their meetings, the meetings and the next one. */
export function HeadToHeadPanel({ view, names, hrefOf }: { view: HeadToHeadView; names: ChampNames; hrefOf?: (game: StatGameView) => string }) {
  const { t } = useTranslation();
  return (
    <section className="h2h" data-testid="head-to-head">
      <div className="h2h__sides">
        <div className="h2h__side">
          <TeamLink name={view.team1} segment={view.team1Segment} />
          {view.position1 !== null ? <span className="stat-note">{t('statistics_position_n', { position: view.position1 })}</span> : null}
          <FormMarks form={view.form1} />
        </div>
        <dl className="h2h__summary">
          <div>
            <dt>{t('statistics_wins')}</dt>
            <dd data-testid="h2h-wins">
              {view.wins1} – {view.wins2}
            </dd>
          </div>
          <div>
            <dt>{t('statistics_draws')}</dt>
            <dd data-testid="h2h-draws">{view.draws}</dd>
          </div>
          <div>
            <dt>{t('statistics_goals')}</dt>
            <dd data-testid="h2h-goals">{view.goals}</dd>
          </div>
        </dl>
        <div className="h2h__side h2h__side--away">
          <TeamLink name={view.team2} segment={view.team2Segment} />
          {view.position2 !== null ? <span className="stat-note">{t('statistics_position_n', { position: view.position2 })}</span> : null}
          <FormMarks form={view.form2} />
        </div>
      </div>
      <h3>{t('statistics_meetings')}</h3>
      <StatGamesList games={view.meetings} names={names} emptyKey={view.noMeetingsKey} testId="h2h-meetings" hrefOf={hrefOf} />
      {view.next ? (
        <>
          <h3>{t('statistics_next_meeting')}</h3>
          <StatGamesList games={[view.next]} names={names} emptyKey={null} testId="h2h-next" hrefOf={hrefOf} />
        </>
      ) : null}
    </section>
  );
}
