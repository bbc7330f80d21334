import type { Clock, TimerHandle } from '@kickoff/platform';
import { makeAutoObservable } from 'mobx';

/** Counts whole seconds down to zero on the Clock (an SMS resend wait); `dispose()` stops it. */
export class Countdown {
  /** Seconds left; 0 when nothing is being waited for. */
  secondsLeft = 0;
  private endsAtMs = 0;
  private timer: TimerHandle | undefined = undefined;

  constructor(private readonly clock: Clock) {
    makeAutoObservable<this, 'clock' | 'timer' | 'endsAtMs'>(this, { clock: false, timer: false, endsAtMs: false }, { autoBind: true });
  }

  /** Starts (or restarts) a wait of `seconds`. */
  start(seconds: number): void {
    this.dispose();
    if (seconds <= 0) return;
    this.endsAtMs = this.clock.now() + seconds * 1000;
    this.secondsLeft = seconds;
    this.timer = this.clock.setInterval(this.tick, 1000);
  }

  private tick(): void {
    this.secondsLeft = Math.max(0, Math.ceil((this.endsAtMs - this.clock.now()) / 1000));
    if (this.secondsLeft === 0) this.dispose();
  }

  /** Stops the wait. */
  dispose(): void {
    this.clock.clearInterval(this.timer);
    this.timer = undefined;
    this.secondsLeft = 0;
  }
}
