import { CasinoPlayApi, isApiError, type CasinoVerification } from '@kickoff/contracts';
import { Logger } from '@kickoff/platform';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { verifyRound, type RoundVerification } from './casino-game.rules';
import { CasinoGameSession } from './casino-game.session';

/** Where the verify page is. */
export type CasinoVerifyStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * The verify page of a past round (issue 17 "a verify page recomputes any past round in the browser
 * from the revealed seed"): it fetches the round with its seeds (a demo round with the game
 * session's demo id), recomputes it here with the engine the server ran, and lets the player reveal
 * the seed (a seed rotation) or try the seed they hold. A wrong seed fails the check; nothing is
 * taken on trust from the server's answer but the stored round.
 */
@injectable()
export class CasinoVerifyPage {
  status: CasinoVerifyStatus = 'idle';
  errorKey: string | null = null;
  roundId: number | null = null;
  demo = false;
  data: CasinoVerification | null = null;
  /** The server seed the player checks with; the revealed one when the server has revealed it. */
  seedDraft = '';
  private request = 0;

  constructor(
    @inject(CasinoPlayApi) private readonly api: CasinoPlayApi,
    @inject(CasinoGameSession) private readonly session: CasinoGameSession,
    @inject(Logger) private readonly logger: Logger,
  ) {
    makeAutoObservable<this, 'api' | 'session' | 'logger' | 'request'>(this, { api: false, session: false, logger: false, request: false });
  }

  /** The demo session's id for a demo round (the game page's session), else null. */
  private get demoId(): string | null {
    return this.demo ? this.session.demoId : null;
  }

  /** Opens the page of a round: a demo round of this browser's demo session when `demo`. */
  async open(roundId: number, demo: boolean): Promise<void> {
    this.roundId = roundId;
    this.demo = demo;
    this.data = null;
    this.seedDraft = '';
    await this.load();
  }

  private async load(): Promise<void> {
    if (this.roundId === null) return;
    const request = ++this.request;
    this.status = 'loading';
    this.errorKey = null;
    if (this.demo && this.demoId === null) {
      // a demo round lives in the demo session of the page that played it; after a reload it is gone
      this.status = 'error';
      this.errorKey = 'casino_verify_demo_gone';
      return;
    }
    try {
      const data = await this.api.getVerification(this.roundId, this.demoId);
      if (request !== this.request) return;
      runInAction(() => {
        this.data = data;
        this.seedDraft = data.serverSeed ?? '';
        this.status = 'ready';
      });
    } catch (error) {
      if (request !== this.request) return;
      runInAction(() => {
        this.status = 'error';
        this.errorKey = isApiError(error) ? error.messageKey : 'main_error';
      });
      if (!isApiError(error)) this.logger.error('casino verify', { error: String(error) });
    }
  }

  setSeedDraft(text: string): void {
    this.seedDraft = text.trim();
  }

  /** The round recomputed from the seed the player checks with (null before the seed is known). */
  get verification(): RoundVerification | null {
    if (!this.data) return null;
    return verifyRound({ ...this.data, serverSeed: this.seedDraft === '' ? null : this.seedDraft });
  }

  /** Whether the server still keeps the round's seed secret: revealing it rotates to a new seed. */
  get canReveal(): boolean {
    return this.status === 'ready' && this.data !== null && this.data.serverSeed === null && this.data.round.status === 'settled';
  }

  /** Reveals the round's server seed (the seed pair rotates; the next rounds use a new commitment) and reloads. */
  async reveal(): Promise<void> {
    if (!this.canReveal) return;
    this.status = 'loading';
    try {
      await this.api.rotateSeed(this.demoId);
    } catch (error) {
      runInAction(() => {
        this.status = 'ready';
        this.errorKey = isApiError(error) ? error.messageKey : 'main_error';
      });
      return;
    }
    await this.load();
  }
}
