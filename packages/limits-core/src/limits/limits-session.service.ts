import { inject, injectable } from 'inversify';
import { RealityCheck } from '../reality-check/reality-check.service';
import { SessionLimit } from '../session-limit/session-limit.service';
import { Limits } from './limits.service';

/**
 * Runs the responsible-gaming services for a signed-in player (document 001 §6: limits, reality
 * check and session pings are for authorized users): on sign-in it loads the limits, then starts the
 * session limit and the reality check; on sign-out it stops them and forgets the limits.
 */
@injectable()
export class LimitsSessionService {
  private userId: number | null = null;

  constructor(
    @inject(Limits) private readonly limits: Limits,
    @inject(SessionLimit) private readonly sessionLimit: SessionLimit,
    @inject(RealityCheck) private readonly realityCheck: RealityCheck,
  ) {}

  /** The signed-in player, or `null`. */
  get activeUserId(): number | null {
    return this.userId;
  }

  /** Loads the player's limits in `lang` and starts the session limit and the reality check. */
  async signIn(userId: number, lang: string): Promise<boolean> {
    this.signOut();
    this.userId = userId;
    const loaded = await this.limits.load(lang);
    if (this.userId !== userId) return false;
    this.sessionLimit.start();
    this.realityCheck.start(userId);
    return loaded;
  }

  /** Stops every timer and forgets the limits (the stored reality-check timestamp stays). */
  signOut(): void {
    this.userId = null;
    this.realityCheck.stop();
    this.sessionLimit.stop();
    this.limits.reset();
  }

  /** Gives back every timer of the three services. */
  dispose(): void {
    this.signOut();
    this.realityCheck.dispose();
    this.sessionLimit.dispose();
    this.limits.dispose();
  }
}

/** Container identifier (src/ids.ts, apart from the service: issue 20). */
export { LimitsSession } from '../ids';
