import { CasinoPlayApi, isApiError, type CasinoPlay, type CasinoPlayMode, type CasinoRouletteBet, type CasinoTable, type CasinoVerification } from '@kickoff/contracts';
import { Clock, Logger } from '@kickoff/platform';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { insideBetAt, roundNetMinor, sameRouletteBet, verifyRound, type RouletteInsideType, type RoundVerification } from './casino-game.rules';

/** Where the session is. */
export type CasinoSessionStatus = 'idle' | 'loading' | 'ready' | 'playing' | 'error';

/** Callbacks the app gives the session: a real round changed the account balance. */
export interface CasinoSessionHooks {
  onRealBalanceChanged?: () => void;
}

/**
 * One game's session (issue 17): the table from the API (kind, maths, stakes, seeds, balance), the
 * mode (demo play money for a guest, or real for a signed-in player), the bet being chosen, the
 * rounds played (their net result this session), blackjack actions, the client seed, seed
 * rotation and the in-browser verification of a past round. A guest asking to play for real is
 * asked to sign in and the game stays open; signing in switches it to real.
 */
@injectable()
export class CasinoGameSession {
  gameId: number | null = null;
  status: CasinoSessionStatus = 'idle';
  errorKey: string | null = null;
  /** The code of the last refusal (`insufficient_funds` offers a deposit), or null. */
  errorCode: string | null = null;
  mode: CasinoPlayMode = 'demo';
  demoId: string | null = null;
  table: CasinoTable | null = null;
  signedIn = false;
  /** A guest pressed "play for real": the view asks to sign in. */
  wantsReal = false;
  stakeMinor = 0;
  diceTarget = 50;
  baccaratSide: 'player' | 'banker' | 'tie' = 'banker';
  rouletteBets: { bet: CasinoRouletteBet; stakeMinor: number }[] = [];
  /** The inside bet a pressed number places. */
  rouletteInsideType: RouletteInsideType = 'straight';
  lastRound: CasinoPlay | null = null;
  history: CasinoPlay[] = [];
  /** Net result (returns minus stakes) of the rounds settled in this session, per mode. */
  sessionNetMinor = 0;
  sessionRounds = 0;
  clientSeedDraft = '';
  revealedServerSeed: string | null = null;
  verification: RoundVerification | null = null;
  verifying: CasinoVerification | null = null;
  /** Play waits for an answer elsewhere (the reality check's dialog): no round starts, no action is taken. */
  paused = false;
  private hooks: CasinoSessionHooks = {};
  private sequence = 0;
  private disposed = false;

  constructor(
    @inject(CasinoPlayApi) private readonly api: CasinoPlayApi,
    @inject(Clock) private readonly clock: Clock,
    @inject(Logger) private readonly logger: Logger,
  ) {
    makeAutoObservable<this, 'api' | 'clock' | 'logger' | 'hooks' | 'sequence' | 'disposed'>(this, { api: false, clock: false, logger: false, hooks: false, sequence: false, disposed: false });
  }

  /** Opens a game: real for a signed-in player, demo otherwise. */
  async open(gameId: number, signedIn: boolean, hooks: CasinoSessionHooks = {}): Promise<void> {
    this.disposed = false;
    this.hooks = hooks;
    if (gameId !== this.gameId) {
      this.table = null;
      this.lastRound = null;
      this.history = [];
      this.rouletteBets = [];
      this.verifying = null;
      this.verification = null;
      this.revealedServerSeed = null;
    }
    this.sessionNetMinor = 0;
    this.sessionRounds = 0;
    this.wantsReal = false;
    this.gameId = gameId;
    this.signedIn = signedIn;
    this.mode = signedIn ? 'real' : 'demo';
    await this.load();
  }

  /** Follows the sign-in state: a guest who asked to play for real goes real once signed in; signing out goes back to demo. */
  async setSignedIn(signedIn: boolean): Promise<void> {
    if (signedIn === this.signedIn) return;
    this.signedIn = signedIn;
    if (signedIn && this.wantsReal) {
      this.wantsReal = false;
      await this.switchMode('real');
    } else if (!signedIn && this.mode === 'real') await this.switchMode('demo');
  }

  /** Demo or real; real for a guest asks to sign in first (the game stays open). */
  async switchMode(mode: CasinoPlayMode): Promise<void> {
    if (mode === 'real' && !this.signedIn) {
      this.wantsReal = true;
      return;
    }
    this.wantsReal = false;
    if (mode === this.mode && this.table) return;
    this.mode = mode;
    this.sessionNetMinor = 0;
    this.sessionRounds = 0;
    this.lastRound = null;
    await this.load();
  }

  /** The guest dismissed the sign-in request. */
  cancelReal(): void {
    this.wantsReal = false;
  }

  private async load(): Promise<void> {
    if (this.gameId === null) return;
    this.status = 'loading';
    this.errorKey = null;
    this.errorCode = null;
    try {
      if (this.mode === 'demo' && !this.demoId) {
        const demo = await this.api.startDemo();
        runInAction(() => (this.demoId = demo.demoId));
      }
      const table = await this.api.getTable(this.gameId, this.mode === 'demo' ? this.demoId : null);
      runInAction(() => this.applyTable(table));
    } catch (error) {
      this.fail(error);
    }
  }

  private applyTable(table: CasinoTable): void {
    if (this.disposed) return;
    this.table = table;
    this.history = table.history;
    this.lastRound = table.openRound ?? this.lastRound;
    this.clientSeedDraft = table.fairness.clientSeed;
    if (!table.stakesMinor.includes(this.stakeMinor)) this.stakeMinor = table.stakesMinor[2] ?? table.stakesMinor[0] ?? 0;
    this.status = 'ready';
  }

  private fail(error: unknown): void {
    runInAction(() => {
      this.errorKey = isApiError(error) ? error.messageKey : 'main_error';
      this.errorCode = isApiError(error) ? error.code : null;
      this.status = this.table ? 'ready' : 'error';
    });
    if (!isApiError(error)) this.logger.error('casino session', { error: String(error) });
  }

  setStake(stakeMinor: number): void {
    if (this.table?.stakesMinor.includes(stakeMinor)) this.stakeMinor = stakeMinor;
  }
  setDiceTarget(target: number): void {
    if (Number.isInteger(target) && target >= 2 && target <= 98) this.diceTarget = target;
  }
  setBaccaratSide(side: 'player' | 'banker' | 'tie'): void {
    this.baccaratSide = side;
  }
  /** Places a chip of the chosen stake on a roulette bet, or takes it off when it is there. */
  toggleRouletteBet(bet: CasinoRouletteBet): void {
    const index = this.rouletteBets.findIndex((item) => sameRouletteBet(item.bet, bet));
    if (index >= 0) this.rouletteBets.splice(index, 1);
    else if (this.rouletteBets.length < 40) this.rouletteBets.push({ bet, stakeMinor: this.stakeMinor });
  }
  setRouletteInsideType(type: RouletteInsideType): void {
    this.rouletteInsideType = type;
  }
  /** A pressed number places (or takes off) the chosen inside bet anchored there. */
  pressRouletteNumber(n: number): void {
    const bet = insideBetAt(this.rouletteInsideType, n);
    if (bet) this.toggleRouletteBet(bet);
  }
  clearRouletteBets(): void {
    this.rouletteBets = [];
  }

  /** The bet of the next round by the table's kind. */
  private nextBet(): { bet: Parameters<CasinoPlayApi['play']>[1]['bet']; stakeMinor: number } | null {
    switch (this.table?.kind) {
      case 'slot':
        return { bet: { kind: 'slot' }, stakeMinor: this.stakeMinor };
      case 'dice':
        return { bet: { kind: 'dice', target: this.diceTarget }, stakeMinor: this.stakeMinor };
      case 'baccarat':
        return { bet: { kind: 'baccarat', side: this.baccaratSide }, stakeMinor: this.stakeMinor };
      case 'blackjack':
        return { bet: { kind: 'blackjack' }, stakeMinor: this.stakeMinor };
      case 'roulette':
        return this.rouletteBets.length === 0 ? null : { bet: { kind: 'roulette', bets: this.rouletteBets.map((item) => ({ ...item })) }, stakeMinor: this.rouletteBets.reduce((sum, item) => sum + item.stakeMinor, 0) };
      default:
        return null;
    }
  }

  /**
   * Pauses play while `source` is true (document 001 §4, the reality check: its dialog interrupts
   * play until the player answers it); gives back the function that stops following it.
   */
  pauseWhile(source: () => boolean): () => void {
    const stop = reaction(source, (paused) => this.setPaused(paused), { fireImmediately: true });
    return () => {
      stop();
      this.setPaused(false);
    };
  }

  private setPaused(paused: boolean): void {
    this.paused = paused;
  }

  /** Whether a round can start now. */
  get canPlay(): boolean {
    return !this.paused && this.status === 'ready' && this.nextBet() !== null && this.lastRound?.status !== 'open';
  }

  /** Plays a round (deals a blackjack hand). */
  async play(): Promise<void> {
    const next = this.nextBet();
    if (!this.canPlay || !next || this.gameId === null) return;
    this.status = 'playing';
    this.errorKey = null;
    this.errorCode = null;
    this.sequence++;
    const requestId = `r-${this.gameId}-${this.clock.now().toString(36)}-${this.sequence}-${Math.floor(Math.random() * 1e9).toString(36)}`;
    try {
      const round = await this.api.play(this.gameId, { requestId, ...next, ...(this.mode === 'demo' && this.demoId ? { demoId: this.demoId } : {}) });
      this.applyRound(round);
    } catch (error) {
      this.fail(error);
    }
  }

  /** Hits, stands or doubles the open blackjack hand. */
  async act(action: 'hit' | 'stand' | 'double'): Promise<void> {
    const round = this.lastRound;
    if (this.paused || !round || round.status !== 'open' || round.outcome.kind !== 'blackjack' || !round.actions.includes(action) || this.status !== 'ready') return;
    this.status = 'playing';
    try {
      const next = await this.api.act(round.roundId, { action, step: round.outcome.actions.length, ...(this.mode === 'demo' && this.demoId ? { demoId: this.demoId } : {}) });
      this.applyRound(next);
    } catch (error) {
      this.fail(error);
    }
  }

  private applyRound(round: CasinoPlay): void {
    if (this.disposed) return;
    runInAction(() => {
      this.lastRound = round;
      this.status = 'ready';
      if (this.table) this.table = { ...this.table, balanceMinor: round.balanceMinor, fairness: { ...this.table.fairness, nextNonce: Math.max(this.table.fairness.nextNonce, round.nonce + 1) } };
      if (round.status === 'settled') {
        this.history = [round, ...this.history.filter((item) => item.roundId !== round.roundId)].slice(0, 20);
        this.sessionNetMinor += roundNetMinor(round);
        this.sessionRounds++;
      }
    });
    if (round.mode === 'real') this.hooks.onRealBalanceChanged?.();
  }

  setClientSeedDraft(text: string): void {
    this.clientSeedDraft = text;
  }

  /** Sends the client seed of the next rounds. */
  async saveClientSeed(): Promise<void> {
    const seed = this.clientSeedDraft.trim();
    if (!seed || !this.table) return;
    try {
      const fairness = await this.api.setClientSeed(seed, this.mode === 'demo' ? this.demoId : null);
      runInAction(() => {
        if (this.table) this.table = { ...this.table, fairness };
        this.clientSeedDraft = fairness.clientSeed;
      });
    } catch (error) {
      this.fail(error);
    }
  }

  /** Reveals the server seed in use and commits a new one. */
  async rotateSeed(): Promise<void> {
    if (!this.table) return;
    try {
      const rotation = await this.api.rotateSeed(this.mode === 'demo' ? this.demoId : null);
      runInAction(() => {
        this.revealedServerSeed = rotation.revealedServerSeed;
        if (this.table) this.table = { ...this.table, fairness: rotation.next };
      });
    } catch (error) {
      this.fail(error);
    }
  }

  /** Fetches a past round with its seeds and recomputes it here, with the same maths the server used. */
  async verify(roundId: number): Promise<void> {
    try {
      const data = await this.api.getVerification(roundId, this.mode === 'demo' ? this.demoId : null);
      runInAction(() => {
        this.verifying = data;
        this.verification = verifyRound(data);
      });
    } catch (error) {
      this.fail(error);
    }
  }

  closeVerification(): void {
    this.verifying = null;
    this.verification = null;
  }

  /** Leaves the game page: answers still in flight are dropped. */
  dispose(): void {
    this.disposed = true;
    this.hooks = {};
    this.status = 'idle';
  }
}
