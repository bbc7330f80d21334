import { CasinoBonusesPage as BonusesService, CasinoTournamentsPage as TournamentsService, connectCasinoBonuses, connectCasinoTournaments, type CasinoTournamentsView } from '@kickoff/catalog-core';
import { AuthStatusService } from '@kickoff/shell-core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useService } from '../../app/di';
import { useLanguage } from '../../app/language';
import { formatDateTime, formatMoney } from '../../features/format/format';
import { RemoteContentPage } from '../../pages/remote/RemoteContentPage';
import { AreaSkeleton } from '../../shell/ui/AreaStatus';
import type { AreaPageProps } from '../area.types';
import { CasinoJackpotBanner } from './CasinoJackpotBanner';
import './casino-game.css';

type TournamentView = CasinoTournamentsView['tournaments'][number];
type RowView = TournamentView['leaderboard'][number];

/** One place of a leaderboard. */
function PlaceRow({ row }: { row: RowView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <tr className={row.you ? 'tournament-row--you' : undefined} data-testid="tournament-row" data-player-id={row.playerId} data-you={row.you}>
      <td>{row.rank}</td>
      <td>
        {t('casino_tournament_player_name', { id: row.playerId })}
        {row.you ? <strong> ({t('casino_tournament_you')})</strong> : null}
      </td>
      <td className="num">{row.score}</td>
      <td className="num">{row.rounds}</td>
      <td className="num">{row.prize ? formatMoney(row.prize.minor, row.prize.currency, row.prize.digits, language) : '—'}</td>
    </tr>
  );
}

/** A tournament: period, status, the stated score, prizes and the leaderboard (the first three in the list, ten on its page). */
function TournamentCard({ view, full }: { view: TournamentView; full: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rows = full ? view.leaderboard : view.leaderboard.slice(0, 3);
  const Heading = full ? 'h1' : 'h2';
  return (
    <article className="tournament" data-testid="casino-tournament" data-tournament-id={view.id}>
      <header className="tournament__head">
        <Heading>{full ? t(view.titleKey) : <Link to={`/${language}/${view.path}`}>{t(view.titleKey)}</Link>}</Heading>
        <span className={`badge${view.running ? ' badge--live' : ''}`}>{t(view.statusKey)}</span>
      </header>
      <p className="muted">{t('casino_tournament_period', { from: formatDateTime(view.startsAtMs, language), to: formatDateTime(view.lastDayMs, language) })}</p>
      <p className="muted">{t(view.scoreKey)}</p>
      <p>
        <strong>{t('casino_tournament_prizes')}:</strong> {view.prizes.map((prize) => `${prize.rank}. ${formatMoney(prize.prize.minor, prize.prize.currency, prize.prize.digits, language)}`).join(' · ')} · {t('casino_tournament_players', { count: view.players })}
      </p>
      {view.emptyKey ? (
        <p className="muted" data-testid="tournament-empty">
          {t(view.emptyKey)}
        </p>
      ) : (
        <div className="table-scroll">
          <table className="tournament__board" aria-label={t('casino_tournament_leaderboard')}>
            <thead>
              <tr>
                <th scope="col">{t('casino_tournament_rank')}</th>
                <th scope="col">{t('casino_tournament_player')}</th>
                <th scope="col" className="num">{t('casino_tournament_score')}</th>
                <th scope="col" className="num">{t('casino_tournament_rounds')}</th>
                <th scope="col" className="num">{t('casino_tournament_prize')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <PlaceRow key={row.rank} row={row} />
              ))}
            </tbody>
            {view.you ? (
              <tbody aria-label={t('casino_tournament_your_place')}>
                <PlaceRow row={view.you} />
              </tbody>
            ) : null}
          </table>
        </div>
      )}
      {!full ? (
        <Link className="button button--secondary" to={`/${language}/${view.path}`}>
          {t('casino_tournament_leaderboard')}
        </Link>
      ) : null}
    </article>
  );
}

/** The tournaments, live: the list (`id` null) or one tournament. */
const Tournaments = observer(function Tournaments({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const page = useService(TournamentsService);
  useEffect(() => page.watch(id), [page, id]);
  const view = connectCasinoTournaments(page);
  if (view.loading) return <AreaSkeleton />;
  if (view.errorKey)
    return (
      <p role="alert" data-testid="casino-tournaments-error">
        {t(view.errorKey)}
      </p>
    );
  return (
    <div className="tournaments" data-testid="casino-tournaments">
      {view.tournaments.map((tournament) => (
        <TournamentCard key={tournament.id} view={tournament} full={view.single} />
      ))}
    </div>
  );
});

/** `bonus/casino/tournaments`: the running tournament and the last ended ones. */
export function CasinoTournamentsListPage({ match }: AreaPageProps) {
  const { t } = useTranslation();
  return (
    <div className="section-page casino" data-testid="casino-area">
      <h1>{t('casino_tournaments_title')}</h1>
      <Tournaments id={null} />
      <RemoteContentPage match={match} appName="casino-content" />
    </div>
  );
}

/** `bonus/casino/tournaments/:id`: one tournament with its live leaderboard. */
export function CasinoTournamentPage({ match }: AreaPageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = Number(match.params['id']);
  return (
    <div className="section-page casino" data-testid="casino-area">
      <p>
        <Link to={`/${language}/bonus/casino/tournaments`}>{t('casino_tournaments_all')}</Link>
      </p>
      {Number.isInteger(id) && id > 0 ? <Tournaments id={id} /> : <p role="alert">{t('main_not_found')}</p>}
    </div>
  );
}

/** The player's casino bonuses: the casino cashback programmes as the API computes them this week. */
const CasinoBonuses = observer(function CasinoBonuses() {
  const { t } = useTranslation();
  const language = useLanguage();
  const auth = useService(AuthStatusService);
  const bonuses = useService(BonusesService);
  const signedIn = auth.isAuthorized;
  useEffect(() => {
    void bonuses.load(signedIn);
  }, [bonuses, signedIn]);
  const view = connectCasinoBonuses(bonuses, signedIn);
  const money = (value: { minor: number; currency: string; digits: number }) => formatMoney(value.minor, value.currency, value.digits, language);
  if (view.signInKey)
    return (
      <p className="muted" data-testid="casino-bonuses-sign-in">
        {t(view.signInKey)}
      </p>
    );
  if (view.loading) return <AreaSkeleton />;
  if (view.errorKey) return <p role="alert">{t(view.errorKey)}</p>;
  return (
    <ul className="casino-bonuses" data-testid="casino-bonuses">
      {view.programmes.map((item) => (
        <li key={item.programme} className="tournament" data-testid="casino-cashback" data-programme={item.programme}>
          <h2>{t(item.titleKey)}</h2>
          <p className="muted">{t('casino_cashback_rule', { rate: item.ratePercent, min: money(item.minLoss) })}</p>
          <p>{t('casino_cashback_net_loss', { amount: money(item.netLoss) })}</p>
          <p data-testid="casino-cashback-state">
            {t(item.stateKey, { amount: money(item.stateAmount) })}
          </p>
          <Link className="button button--secondary" to={`/${language}/${item.path}`}>
            {t('casino_cashback_open')}
          </Link>
        </li>
      ))}
    </ul>
  );
});

/** `bonus/casino`: the player's casino bonuses (the cashback programmes), the tournaments and the slots' jackpot. */
export function CasinoBonusesPage({ match }: AreaPageProps) {
  const { t } = useTranslation();
  return (
    <div className="section-page casino" data-testid="casino-area">
      <h1>{t('casino_bonuses_title')}</h1>
      <CasinoBonuses />
      <CasinoJackpotBanner />
      <h2>{t('casino_tournaments_title')}</h2>
      <Tournaments id={null} />
      <RemoteContentPage match={match} appName="casino-content" />
    </div>
  );
}
