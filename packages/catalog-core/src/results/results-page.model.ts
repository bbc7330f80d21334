import type { GameResults } from '@kickoff/contracts';
import type { Clock } from '@kickoff/platform';
import { makeAutoObservable } from 'mobx';
import { type ObserverError, type ObserverStatus, type ReadObserver } from '../observer/observer.types';
import { resultsRefreshMs, resultsView, utcDay, validateResultsDate, type ResultsView } from './results.rules';

/** Where the results page reads a day's results. */
export interface ResultsSource {
  observeResults(date: string, intervalMs: number | null): ReadObserver<GameResults>;
}

/** The filters a results page opens with (`champs/{champId}` presets the championship). */
export interface ResultsPageInit {
  readonly date?: string;
  readonly sportId?: number | null;
  readonly champId?: number | null;
}

/**
 * The results page as a headless model (document 000 §2 `results`, `champs/{champId?}`): the chosen
 * UTC day (today at first), sport and championship; observes the day's finished games (today's
 * re-read every 10 s, a past day's once) and gives the view with its filter choices. A refused day
 * keeps the current one and sets `dateError`. `dispose()` gives the observer back.
 */
export class ResultsPageModel {
  date: string;
  sportId: number | null;
  champId: number | null;
  dateError: ObserverError | null = null;
  private observer: ReadObserver<GameResults>;

  constructor(
    private readonly source: ResultsSource,
    private readonly clock: Clock,
    init: ResultsPageInit = {},
  ) {
    const today = this.today;
    const initial = init.date === undefined ? null : validateResultsDate(init.date, today);
    this.date = initial?.ok ? initial.date : today;
    this.sportId = init.sportId ?? null;
    this.champId = init.champId ?? null;
    this.observer = source.observeResults(this.date, resultsRefreshMs(this.date, today));
    makeAutoObservable<ResultsPageModel, 'source' | 'clock'>(this, { source: false, clock: false }, { autoBind: true });
  }

  /** Today as a UTC day: the latest day that can be chosen. */
  get today(): string {
    return utcDay(this.clock.now());
  }

  get status(): ObserverStatus {
    return this.observer.status;
  }

  get error(): ObserverError | null {
    return this.observer.error;
  }

  /** The filter choices and the matching games; null until the day's results arrive. */
  get view(): ResultsView | null {
    const data = this.observer.data;
    return data ? resultsView(data.games, { sportId: this.sportId, champId: this.champId }) : null;
  }

  /** Chooses a day; false (and `dateError`) when it is not a calendar day up to today. Keeps the sport, drops the championship. */
  setDate(value: string): boolean {
    const today = this.today;
    const checked = validateResultsDate(value, today);
    if (!checked.ok) {
      this.dateError = { code: checked.code, key: checked.code };
      return false;
    }
    this.dateError = null;
    if (checked.date === this.date) return true;
    this.observer.dispose();
    this.date = checked.date;
    this.champId = null;
    this.observer = this.source.observeResults(checked.date, resultsRefreshMs(checked.date, today));
    return true;
  }

  /** Chooses a sport (null: all); the championship choice goes. */
  setSport(sportId: number | null): void {
    this.sportId = sportId;
    this.champId = null;
  }

  /** Chooses a championship (null: all). */
  setChamp(champId: number | null): void {
    this.champId = champId;
  }

  refetch(): void {
    this.observer.refetch();
  }

  dispose(): void {
    this.observer.dispose();
  }
}
