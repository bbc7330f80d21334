import { inject, injectable, type ServiceIdentifier } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { Clock, SessionStore, type KeyValueStore, type TimerHandle } from '@kickoff/platform';

/** Session store key: the visitor closed the ad-block notice in this tab. */
export const AD_BLOCK_NOTICE_CLOSED_KEY = 'shell.adBlockNoticeClosed';
/** How long an ad blocker gets to hide the bait before it is looked at. */
export const AD_BLOCK_DETECT_DELAY_MS = 1500;

/** A bait element on the page that ad blockers hide. */
export interface AdBlockBait {
  /** The blocker hid the bait. */
  isHidden(): boolean;
  /** Takes the bait off the page. */
  remove(): void;
}

/** Places a bait on the page (the app's browser adapter; a test fakes it). */
export interface AdBlockProbe {
  plant(): AdBlockBait;
}

/** Container identifier of the `AdBlockProbe` port. */
export const AdBlockProbe = Symbol.for('AdBlockProbe') as ServiceIdentifier<AdBlockProbe>;

/**
 * The ad-block notice (document 000 §8, document 001 §8 "ad blocker detected: shadow
 * notification"): a bait is placed, looked at after `AD_BLOCK_DETECT_DELAY_MS` on the Clock, and
 * the notice shows when the blocker hid it, until the visitor closes it for the session.
 */
@injectable()
export class AdBlockNoticeService {
  detected = false;
  private timer: TimerHandle | undefined;
  private bait: AdBlockBait | undefined;

  constructor(
    @inject(AdBlockProbe) private readonly probe: AdBlockProbe,
    @inject(Clock) private readonly clock: Clock,
    @inject(SessionStore) private readonly sessionStore: KeyValueStore,
  ) {
    makeAutoObservable<this, 'probe' | 'clock' | 'sessionStore' | 'timer' | 'bait'>(this, { probe: false, clock: false, sessionStore: false, timer: false, bait: false });
  }

  /** Looks for a blocker once, unless the notice was closed in this session. */
  start(): void {
    if (this.bait || this.sessionStore.get(AD_BLOCK_NOTICE_CLOSED_KEY) !== null) return;
    const bait = this.probe.plant();
    this.bait = bait;
    this.timer = this.clock.setTimeout(() => this.look(bait), AD_BLOCK_DETECT_DELAY_MS);
  }

  /** The visitor closed the notice: not shown again in this session. */
  close(): void {
    this.sessionStore.set(AD_BLOCK_NOTICE_CLOSED_KEY, '1');
    this.detected = false;
  }

  dispose(): void {
    this.clock.clearTimeout(this.timer);
    this.timer = undefined;
    this.bait?.remove();
    this.bait = undefined;
  }

  private look(bait: AdBlockBait): void {
    this.timer = undefined;
    this.detected = bait.isHidden();
    bait.remove();
    this.bait = undefined;
  }
}
