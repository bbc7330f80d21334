import { BonusApi, isApiError, type BonusKind, type BonusOverview } from '@kickoff/contracts';
import { Clock, type TimerHandle } from '@kickoff/platform';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { Accounts } from '../accounts/accounts.service';

/**
 * The office's bonus pages (issue 14; office routes bonuses/deposit and bonuses/wager of document
 * 000 §2): the offers with their stated rules, the player's bonuses with the wager progress the API
 * computes from the ledger, opting in, and cancelling after a confirmation that says the bonus money
 * is forfeited. While a bonus is open, the page reads again when its time runs out (on the Clock),
 * so an expired bonus shows as expired without a reload.
 */
@injectable()
export class BonusService {
  overview: BonusOverview | null = null;
  loadState: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  busy = false;
  errorKey: string | null = null;
  noticeKey: string | null = null;
  /** The bonus whose cancel waits for confirmation. */
  confirmingCancelId: number | null = null;
  /** The time of the last answer (epoch ms), for the time left. */
  nowMs = 0;
  private expiryTimer: TimerHandle | undefined;

  constructor(
    @inject(BonusApi) private readonly api: BonusApi,
    @inject(Clock) private readonly clock: Clock,
    @inject(Accounts) private readonly accounts: Pick<Accounts, 'refresh'>,
  ) {
    makeAutoObservable<this, 'api' | 'clock' | 'accounts' | 'expiryTimer'>(this, { api: false, clock: false, accounts: false, expiryTimer: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.loadState = this.overview ? 'ready' : 'loading';
    this.errorKey = null;
    try {
      this.accept(await this.api.get());
      // reading settles the bonuses (a bonus credited or released): the header's balance follows
      void this.accounts.refresh();
    } catch {
      runInAction(() => {
        this.loadState = 'failed';
      });
    }
  }

  async optIn(kind: BonusKind): Promise<void> {
    if (this.busy) return;
    await this.run(() => this.api.optIn(kind), 'bonus_opted_in');
  }

  askCancel(bonusId: number): void {
    this.confirmingCancelId = bonusId;
    this.noticeKey = null;
  }

  dismissCancel(): void {
    this.confirmingCancelId = null;
  }

  async confirmCancel(): Promise<void> {
    const bonusId = this.confirmingCancelId;
    if (bonusId === null || this.busy) return;
    await this.run(() => this.api.cancel(bonusId), 'bonus_cancelled');
  }

  /** Stops the expiry timer (the page left). */
  dispose(): void {
    this.clock.clearTimeout(this.expiryTimer);
    this.expiryTimer = undefined;
  }

  private async run(call: () => Promise<BonusOverview>, noticeKey: string): Promise<void> {
    this.busy = true;
    this.errorKey = null;
    this.noticeKey = null;
    try {
      const answer = await call();
      this.accept(answer);
      // a bonus credited, released or forfeited moves balances: the header's follow
      void this.accounts.refresh();
      runInAction(() => {
        this.noticeKey = noticeKey;
        this.confirmingCancelId = null;
      });
    } catch (error) {
      runInAction(() => {
        this.errorKey = isApiError(error) ? error.messageKey : 'main_network_error';
        this.confirmingCancelId = null;
      });
    } finally {
      runInAction(() => {
        this.busy = false;
      });
    }
  }

  private accept(overview: BonusOverview): void {
    const now = this.clock.now();
    runInAction(() => {
      this.overview = overview;
      this.nowMs = now;
      this.loadState = 'ready';
    });
    this.clock.clearTimeout(this.expiryTimer);
    this.expiryTimer = undefined;
    const next = overview.bonuses.filter((bonus) => bonus.status === 'awaiting_deposit' || bonus.status === 'wagering').map((bonus) => bonus.expiresAt);
    if (next.length > 0) {
      const delay = Math.max(0, Math.min(...next) - now) + 1_000;
      this.expiryTimer = this.clock.setTimeout(() => void this.load(), delay);
    }
  }
}
