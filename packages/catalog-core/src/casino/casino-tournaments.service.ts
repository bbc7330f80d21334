import { CasinoPlayApi, isApiError, type CasinoTournament } from '@kickoff/contracts';
import { Clock, Logger } from '@kickoff/platform';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { WatchedReads } from '../reads/watched-reads';
import type { MoneyView } from './casino-game.connect';

/** How often a shown leaderboard is read again. */
export const TOURNAMENT_REFRESH_MS = 15_000;

/**
 * The casino tournaments pages (issue 17, routes bonus/casino/tournaments and
 * bonus/casino/tournaments/:id): the list, or one tournament, read when a view starts watching and
 * again every `TOURNAMENT_REFRESH_MS` on the Clock while it watches (the live leaderboard). The
 * ranking, the score and the prizes are the server's (it settles an ended tournament once).
 */
@injectable()
export class CasinoTournamentsPage {
  /** null: the list; a number: that tournament. */
  selectedId: number | null = null;
  tournaments: CasinoTournament[] | null = null;
  loading = false;
  errorKey: string | null = null;
  private readonly reads: WatchedReads;

  constructor(
    @inject(CasinoPlayApi) private readonly api: CasinoPlayApi,
    @inject(Clock) clock: Clock,
    @inject(Logger) private readonly logger: Logger,
  ) {
    this.reads = new WatchedReads(clock, TOURNAMENT_REFRESH_MS, () => this.refresh());
    makeAutoObservable<this, 'api' | 'logger' | 'reads'>(this, { api: false, logger: false, reads: false });
  }

  /** Shows the list (`null`) or one tournament, live; gives back the function that stops the reading. */
  watch(id: number | null): () => void {
    if (id !== this.selectedId) this.tournaments = null;
    this.selectedId = id;
    return this.reads.watch();
  }

  /** Reads the list or the tournament now; a failed read keeps what is shown. */
  async refresh(): Promise<void> {
    const current = this.reads.begin();
    const id = this.selectedId;
    this.loading = true;
    try {
      const tournaments = id === null ? (await this.api.getTournaments()).tournaments : [await this.api.getTournament(id)];
      if (!current()) return;
      runInAction(() => {
        this.tournaments = tournaments;
        this.errorKey = null;
        this.loading = false;
      });
    } catch (error) {
      if (!current()) return;
      runInAction(() => {
        this.errorKey = isApiError(error) ? error.messageKey : 'main_error';
        this.loading = false;
      });
      if (!isApiError(error)) this.logger.warn('casino tournaments: not read', { error: String(error) });
    }
  }
}

/** A tournament as the page draws it. */
function tournamentView(tournament: CasinoTournament) {
  const money = (minor: number): MoneyView => ({ minor, currency: tournament.currency, digits: tournament.minorDigits });
  const row = (entry: CasinoTournament['leaderboard'][number]) => ({
    rank: entry.rank,
    playerId: entry.playerId,
    you: entry.you,
    /** The score in hundredths of the stake, shown as a multiple (2.5 for 250). */
    score: (entry.score / 100).toFixed(2),
    rounds: entry.rounds,
    prize: entry.prizeMinor === null ? null : money(entry.prizeMinor),
  });
  return {
    id: tournament.id,
    path: `bonus/casino/tournaments/${tournament.id}`,
    titleKey: 'casino_tournament_weekly_title',
    startsAtMs: tournament.startsAt,
    /** The last moment of the period (it ends just before `endsAt`). */
    lastDayMs: tournament.endsAt - 1,
    statusKey: tournament.status === 'settled' ? 'casino_tournament_settled' : 'casino_tournament_running',
    running: tournament.status === 'running',
    scoreKey: `casino_tournament_score_${tournament.score}`,
    prizes: tournament.prizesMinor.map((minor, index) => ({ rank: index + 1, prize: money(minor) })),
    players: tournament.players,
    leaderboard: tournament.leaderboard.map(row),
    /** The asking player's place when it is below the listed ones. */
    you: tournament.you && !tournament.leaderboard.some((entry) => entry.you) ? row(tournament.you) : null,
    emptyKey: tournament.leaderboard.length === 0 ? 'casino_tournament_empty' : null,
  };
}

/** What the tournaments pages draw. */
export function connectCasinoTournaments(page: CasinoTournamentsPage) {
  return {
    loading: page.tournaments === null && page.errorKey === null,
    errorKey: page.tournaments === null ? page.errorKey : null,
    single: page.selectedId !== null,
    tournaments: (page.tournaments ?? []).map(tournamentView),
  };
}

/** The tournaments pages' view model. */
export type CasinoTournamentsView = ReturnType<typeof connectCasinoTournaments>;
