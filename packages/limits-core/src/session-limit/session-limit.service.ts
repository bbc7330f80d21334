import { inject, injectable } from 'inversify';
import { compareStructural, makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import { LimitsApi } from '@kickoff/contracts';
import { Clock, Logger, type TimerHandle } from '@kickoff/platform';
import { LimitMessageKey } from '../limits/limit-catalog';
import { LimitsNotifier, SessionTerminator } from '../limits/limits.ports';
import { parseNumeric } from '../limits/limits.rules';
import { Limits } from '../limits/limits.service';
import { SESSION_PING_INTERVAL_MS, type SessionLimitState } from './session-limit.rules';

/**
 * The session limit (document 001 §4, §5, §9): while a numeric session limit exists, a ping goes every
 * 30 s and the remaining time counts down from the balance (0 when not positive); the no-limit constant
 * clears it. When it runs out: a permanent error notification (session limit ended, visit tomorrow)
 * through the `LimitsNotifier`, and a disconnect through the `SessionTerminator`; `hasEnded` turns on.
 */
@injectable()
export class SessionLimitService {
  /** Remaining session seconds at the last evaluation; `null` when no session limit runs. */
  remainingSeconds: number | null = null;
  /** When the session limit runs out, epoch ms; `null` when none runs. */
  endsAtMs: number | null = null;
  /** The session limit ran out in this session. */
  hasEnded = false;
  private pingTimer: TimerHandle | undefined = undefined;
  private endTimer: TimerHandle | undefined = undefined;
  private stopWatching: IReactionDisposer | undefined = undefined;

  constructor(
    @inject(Limits) private readonly limits: Limits,
    @inject(LimitsApi) private readonly api: LimitsApi,
    @inject(Clock) private readonly clock: Clock,
    @inject(Logger) private readonly logger: Logger,
    @inject(LimitsNotifier) private readonly notifier: LimitsNotifier,
    @inject(SessionTerminator) private readonly terminator: SessionTerminator,
  ) {
    makeAutoObservable<this, 'limits' | 'api' | 'clock' | 'logger' | 'notifier' | 'terminator' | 'pingTimer' | 'endTimer' | 'stopWatching'>(
      this,
      { limits: false, api: false, clock: false, logger: false, notifier: false, terminator: false, pingTimer: false, endTimer: false, stopWatching: false },
      { autoBind: true },
    );
  }

  /** A session limit exists: the countdown and the pings run. */
  get isRunning(): boolean {
    return this.endsAtMs !== null && !this.hasEnded;
  }

  /** Starts following the player's session limit (call after sign-in). */
  start(): void {
    this.stop();
    this.hasEnded = false;
    this.stopWatching = reaction(() => this.limits.sessionLimit, (state) => this.apply(state), { fireImmediately: true, equals: compareStructural });
  }

  /** Stops the pings, the end timer and the watching. */
  stop(): void {
    this.stopWatching?.();
    this.stopWatching = undefined;
    this.clearTimers();
    this.remainingSeconds = null;
    this.endsAtMs = null;
  }

  /** Gives back every timer and the reaction. */
  dispose(): void {
    this.stop();
  }

  /** One ping (`POST ping`); the server's remaining balance, when numeric, resets the countdown. */
  async ping(): Promise<void> {
    try {
      const response = await this.api.ping();
      const balance = parseNumeric(response.sessionLimitBalance);
      if (balance !== null && this.endsAtMs !== null && !this.hasEnded) this.countDown(balance > 0 ? balance : 0);
    } catch (error) {
      this.logger.warn('session limit: ping failed', { error: String(error) });
    }
  }

  private apply(state: SessionLimitState): void {
    if (this.hasEnded) return;
    if (state.kind !== 'active') {
      // none, not numeric (ignored), or the no-limit constant: the remaining limit is cleared.
      this.clearTimers();
      this.remainingSeconds = null;
      this.endsAtMs = null;
      return;
    }
    this.countDown(state.remainingSeconds);
    if (this.hasEnded) return;
    this.pingTimer ??= this.clock.setInterval(() => void this.ping(), SESSION_PING_INTERVAL_MS);
  }

  private countDown(remainingSeconds: number): void {
    this.clock.clearTimeout(this.endTimer);
    this.endTimer = undefined;
    this.remainingSeconds = remainingSeconds;
    this.endsAtMs = this.clock.now() + remainingSeconds * 1000;
    if (remainingSeconds <= 0) {
      this.end();
      return;
    }
    this.endTimer = this.clock.setTimeout(() => this.end(), remainingSeconds * 1000);
  }

  private end(): void {
    if (this.hasEnded) return;
    this.clearTimers();
    this.hasEnded = true;
    this.remainingSeconds = 0;
    this.notifier.notify({ type: 'error', titleKey: LimitMessageKey.errorTitle, messageKey: LimitMessageKey.sessionLimitEnded, permanent: true });
    this.terminator.terminate('session_limit').catch((error: unknown) => this.logger.error('session limit: disconnect failed', { error: String(error) }));
  }

  private clearTimers(): void {
    this.clock.clearInterval(this.pingTimer);
    this.pingTimer = undefined;
    this.clock.clearTimeout(this.endTimer);
    this.endTimer = undefined;
  }
}

/** Container identifier (src/ids.ts, apart from the service: issue 20). */
export { SessionLimit } from '../ids';
