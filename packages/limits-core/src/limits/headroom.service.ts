import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { Clock, type TimerHandle } from '@kickoff/platform';
import { remainingHeadroom, usageFromLimits, type Headroom, type HeadroomEntry } from './headroom.rules';
import { Limits, type LimitsService } from './limits.service';
import type { LimitValueView } from './limit-value.connect';

/** How often a watched headroom asks the server again (stakes elsewhere, e.g. in a game frame, use it up). */
export const HEADROOM_REFRESH_MS = 30_000;

/**
 * The player's headroom under the limits in force, observable (issue 13): the casino game view, the
 * limits page and the coupon watch it. It reads the limits `LimitsService` holds (the server's
 * balances are the usage) and refreshes them while watched, on the Clock.
 */
@injectable()
export class LimitsHeadroomService {
  private watchers = 0;
  private lang = 'en';
  private timer: TimerHandle | undefined = undefined;

  constructor(
    @inject(Limits) private readonly limits: LimitsService,
    @inject(Clock) private readonly clock: Clock,
  ) {
    makeAutoObservable<this, 'limits' | 'clock' | 'watchers' | 'lang' | 'timer'>(this, { limits: false, clock: false, watchers: false, lang: false, timer: false }, { autoBind: true });
  }

  /** The headroom now, by the same rules the API enforces. */
  get headroom(): Headroom {
    return remainingHeadroom(this.limits.limits, usageFromLimits(this.limits.limits), this.limits.nowSeconds);
  }

  /** Starts watching in `lang`: loads the limits now and every 30 s until the last watcher stops. Returns the stop. */
  watch(lang: string): () => void {
    this.lang = lang;
    this.watchers += 1;
    if (this.watchers === 1) this.tick();
    let stopped = false;
    return () => {
      if (stopped) return;
      stopped = true;
      this.watchers -= 1;
      if (this.watchers === 0) {
        this.clock.clearTimeout(this.timer);
        this.timer = undefined;
      }
    };
  }

  /** Asks the server again now (after a placed coupon or a played round). */
  async refresh(): Promise<void> {
    await this.limits.load(this.lang);
  }

  private tick(): void {
    void this.refresh();
    this.timer = this.clock.setTimeout(() => {
      this.timer = undefined;
      if (this.watchers > 0) this.tick();
    }, HEADROOM_REFRESH_MS);
  }
}

/** Container identifier (src/ids.ts, apart from the service: issue 20). */
export { LimitsHeadroom } from '../ids';

/** One line of the headroom: "You can stake 35.00 EUR more (Wagering limit, 24 hours)". */
export interface HeadroomLineView {
  key: string;
  value: LimitValueView;
  limitTitleKey: string;
}

/** What a headroom box draws: the stake and deposit lines, or the refusal that blocks both. */
export interface HeadroomView {
  lines: HeadroomLineView[];
  blockedKey: string | null;
  /** Nothing to say: no limit in force and nothing blocks. */
  empty: boolean;
}

function line(entry: HeadroomEntry | null, key: string, currencyIso: string): HeadroomLineView[] {
  if (entry === null) return [];
  return [{ key, value: { key: 'responsible_value_money', money: { minor: entry.remainingMinor, currencyIso: entry.currencyCode ?? currencyIso } }, limitTitleKey: `responsible_limit_${entry.limitType}` }];
}

/** The headroom as keys and values; `show` picks the stake line, the deposit line, or both. */
export function connectHeadroom(headroom: Headroom, options: { currencyIso: string; show: 'stake' | 'deposit' | 'both' }): HeadroomView {
  if (headroom.blocked) return { lines: [], blockedKey: headroom.blocked.messageKey, empty: false };
  const lines = [
    ...(options.show === 'deposit' ? [] : line(headroom.stake, 'responsible_headroom_stake', options.currencyIso)),
    ...(options.show === 'stake' ? [] : line(headroom.deposit, 'responsible_headroom_deposit', options.currencyIso)),
  ];
  return { lines, blockedKey: null, empty: lines.length === 0 };
}
