import { CasinoPlayApi, type CasinoJackpots } from '@kickoff/contracts';
import { Clock, Logger, SharedWatch } from '@kickoff/platform';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { MoneyView } from './casino-game.connect';

/** How often the lobby reads the pools while it shows them. */
export const JACKPOT_REFRESH_MS = 10_000;

/**
 * The slots' pooled jackpot as the lobby shows it live (issue 17): read from the API when a view
 * starts watching, then every `JACKPOT_REFRESH_MS` on the Clock while at least one view watches,
 * and at once after a real round (`refresh`). A failed read keeps the last pools.
 */
@injectable()
export class CasinoJackpot {
  data: CasinoJackpots | null = null;
  failed = false;
  private readonly watching = new SharedWatch(() => {
    void this.refresh();
    const timer = this.clock.setInterval(() => void this.refresh(), JACKPOT_REFRESH_MS);
    return () => this.clock.clearInterval(timer);
  });
  private inFlight = false;

  constructor(
    @inject(CasinoPlayApi) private readonly api: CasinoPlayApi,
    @inject(Clock) private readonly clock: Clock,
    @inject(Logger) private readonly logger: Logger,
  ) {
    makeAutoObservable<this, 'api' | 'clock' | 'logger' | 'watching' | 'inFlight'>(this, { api: false, clock: false, logger: false, watching: false, inFlight: false });
  }

  /** Starts following the pools; gives back the function that stops (the timer stops with the last watcher). */
  watch(): () => void {
    return this.watching.watch();
  }

  /** Reads the pools now. */
  async refresh(): Promise<void> {
    if (this.inFlight) return;
    this.inFlight = true;
    try {
      const data = await this.api.getJackpots();
      runInAction(() => {
        this.data = data;
        this.failed = false;
      });
    } catch (error) {
      runInAction(() => (this.failed = this.data === null));
      this.logger.warn('casino jackpot: pools not read', { error: String(error) });
    } finally {
      this.inFlight = false;
    }
  }
}

/** What the lobby's jackpot banner draws: each currency's pool, its last win, and the stated rules. */
export function connectCasinoJackpot(jackpot: CasinoJackpot) {
  const data = jackpot.data;
  const money = (minor: number, currency: string, digits: number): MoneyView => ({ minor, currency, digits });
  return {
    visible: data !== null,
    pools: (data?.pools ?? []).map((pool) => ({
      currency: pool.currency,
      pool: money(pool.poolMinor, pool.currency, pool.minorDigits),
      lastWin: pool.lastWinMinor === null ? null : money(pool.lastWinMinor, pool.currency, pool.minorDigits),
      lastWonAtMs: pool.lastWonAt,
    })),
    /** No real slot round has fed a pool yet. */
    emptyKey: data !== null && data.pools.length === 0 ? 'casino_jackpot_empty' : null,
    rules: data ? { key: 'casino_jackpot_rules', sharePercent: data.shareBasisPoints / 100, odds: data.odds } : null,
  };
}

/** The jackpot banner's view model. */
export type CasinoJackpotView = ReturnType<typeof connectCasinoJackpot>;
