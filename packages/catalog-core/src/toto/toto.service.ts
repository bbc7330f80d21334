import { isApiError, TotoApi, type TotoCoupon, type TotoDraw, type TotoDraws } from '@kickoff/contracts';
import { Clock, Logger } from '@kickoff/platform';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { WatchedReads } from '../reads/watched-reads';
import { TOTO_EVENTS, TOTO_OUTCOMES, totoLines, validateTotoPicks, type TotoOutcome } from './toto.rules';

/** How often the shown draws, results and coupons are read again (pools grow, games play). */
export const TOTO_REFRESH_MS = 30_000;

/** The toto pages (document 000 §2 `toto/{totoSection?}` and its children). */
export type TotoView = 'draw' | 'draws' | 'coupons' | 'next' | 'nonimees';

/** What the placing is doing. */
export type TotoPlacingStatus = 'idle' | 'placing' | 'placed' | 'failed';

/** The dictionary key of a placing refusal, by the server's code (a code not listed shows the server's key). */
const PLACING_ERROR_KEYS: Readonly<Record<string, string>> = {
  insufficient_funds: 'toto_error_funds',
  toto_draw_closed: 'toto_error_closed',
  toto_draw_not_found: 'toto_error_closed',
  toto_picks_count: 'toto_error_picks',
  toto_pick_missing: 'toto_error_picks',
  toto_pick_invalid: 'toto_error_picks',
  toto_too_many_lines: 'toto_error_too_many_lines',
  toto_currency_not_offered: 'toto_error_currency',
};

const emptyPicks = (): TotoOutcome[][] => Array.from({ length: TOTO_EVENTS }, () => []);

/**
 * The toto area (issue 16), headless: the current and next draws with the stated rules, the
 * settled draws' results, the player's coupons, and the coupon being filled: outcomes picked and
 * unpicked per event, its lines and cost live, placed once per request id (a retry after a lost
 * answer keeps the id, so the server answers the same coupon). Reads run when a view starts
 * watching and every `TOTO_REFRESH_MS` on the Clock while it watches.
 */
@injectable()
export class TotoService {
  view: TotoView = 'draw';
  draws: TotoDraws | null = null;
  results: TotoDraw[] | null = null;
  coupons: TotoCoupon[] | null = null;
  /** Why the player's coupons are not shown (e.g. signed out), as a dictionary key. */
  couponsErrorKey: string | null = null;
  errorKey: string | null = null;
  /** The outcomes picked for each event of the current draw, in event order. */
  picks: TotoOutcome[][] = emptyPicks();
  /** The draw the picks were made for (picks are cleared when the current draw changes). */
  picksDrawId: number | null = null;
  placing: TotoPlacingStatus = 'idle';
  placingErrorKey: string | null = null;
  placed: TotoCoupon | null = null;
  private requestId: string | null = null;
  private sequence = 0;
  private readonly reads: WatchedReads;

  constructor(
    @inject(TotoApi) private readonly api: TotoApi,
    @inject(Clock) private readonly clock: Clock,
    @inject(Logger) private readonly logger: Logger,
  ) {
    this.reads = new WatchedReads(clock, TOTO_REFRESH_MS, () => this.refresh());
    makeAutoObservable<this, 'api' | 'clock' | 'logger' | 'reads' | 'requestId' | 'sequence'>(this, {
      api: false,
      clock: false,
      logger: false,
      reads: false,
      requestId: false,
      sequence: false,
    });
  }

  /** Shows a toto page, read now and every `TOTO_REFRESH_MS`; gives back the function that stops the reading. */
  watch(view: TotoView): () => void {
    this.view = view;
    return this.reads.watch();
  }

  /** Reads what the page shows now: the draws always, the results or the coupons on their pages. A failed read keeps what is shown. */
  async refresh(): Promise<void> {
    const current = this.reads.begin();
    const view = this.view;
    try {
      const [draws, results] = await Promise.all([this.api.getDraws(), view === 'draws' ? this.api.getResults() : Promise.resolve(null)]);
      if (!current()) return;
      runInAction(() => {
        this.draws = draws;
        if (results) this.results = results.draws;
        this.errorKey = null;
        const currentId = draws.current?.id ?? null;
        if (this.picksDrawId !== currentId) {
          this.picks = emptyPicks();
          this.picksDrawId = currentId;
          this.requestId = null;
        }
      });
    } catch (error) {
      if (!current()) return;
      runInAction(() => {
        this.errorKey = isApiError(error) ? error.messageKey : 'main_error';
      });
      if (!isApiError(error)) this.logger.warn('toto: draws not read', { error: String(error) });
    }
    if (view === 'coupons' || view === 'draw') await this.readCoupons(current);
  }

  private async readCoupons(current: () => boolean): Promise<void> {
    try {
      const { coupons } = await this.api.getCoupons();
      if (!current()) return;
      runInAction(() => {
        this.coupons = coupons;
        this.couponsErrorKey = null;
      });
    } catch (error) {
      if (!current()) return;
      runInAction(() => {
        this.coupons = null;
        this.couponsErrorKey = isApiError(error) && error.status === 401 ? 'toto_sign_in_for_coupons' : isApiError(error) ? error.messageKey : 'main_error';
      });
    }
  }

  /** Picks an outcome of an event (1-based position), or unpicks it when picked. */
  toggle(position: number, outcome: TotoOutcome): void {
    const index = position - 1;
    const event = this.picks[index];
    if (!event || this.placing === 'placing') return;
    const next = event.includes(outcome) ? event.filter((picked) => picked !== outcome) : [...event, outcome];
    this.picks[index] = TOTO_OUTCOMES.filter((known) => next.includes(known));
    this.requestId = null;
    this.placing = 'idle';
    this.placingErrorKey = null;
  }

  /** Clears every pick. */
  clear(): void {
    if (this.placing === 'placing') return;
    this.picks = emptyPicks();
    this.requestId = null;
    this.placing = 'idle';
    this.placingErrorKey = null;
  }

  /** Places the picks on the current draw; a refusal is shown by its key and the picks stay. */
  async place(): Promise<void> {
    const draw = this.draws?.current;
    if (!draw || this.placing === 'placing') return;
    const checked = validateTotoPicks(this.picks);
    if (!checked.ok) {
      this.placing = 'failed';
      this.placingErrorKey = PLACING_ERROR_KEYS[checked.code] ?? 'toto_error_picks';
      return;
    }
    this.requestId ??= `toto-${draw.id}-${this.clock.now().toString(36)}-${++this.sequence}-${Math.floor(Math.random() * 1e9).toString(36)}`;
    const requestId = this.requestId;
    this.placing = 'placing';
    this.placingErrorKey = null;
    try {
      const coupon = await this.api.place({ requestId, drawId: draw.id, picks: checked.picks.map((event) => [...event]) });
      runInAction(() => {
        this.placed = coupon;
        this.placing = 'placed';
        this.picks = emptyPicks();
        this.requestId = null;
        this.coupons = [coupon, ...(this.coupons ?? []).filter((row) => row.id !== coupon.id)];
      });
      void this.refresh();
    } catch (error) {
      runInAction(() => {
        this.placing = 'failed';
        if (isApiError(error)) {
          // a refusal is final for this id: a new attempt gets a new one
          this.requestId = null;
          this.placingErrorKey = error.status === 401 ? 'toto_error_sign_in' : (PLACING_ERROR_KEYS[error.code] ?? error.messageKey);
        } else {
          // the answer was lost: the id is kept, so trying again cannot place twice
          this.placingErrorKey = 'toto_error_network';
        }
      });
    }
  }

  /** Lines of the picks so far (0 until every event has a pick). */
  get lines(): number {
    return this.picks.every((event) => event.length > 0) ? totoLines(this.picks) : 0;
  }
}
