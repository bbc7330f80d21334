import { fairStream, hashServerSeed, jackpotContributionMinor, JACKPOT_ODDS, JACKPOT_SHARE_BASIS_POINTS, legalActions, playGame, titleSetup, type BlackjackAction, type BlackjackState, type GameBet } from '@kickoff/casino-games';
import {
  ApiError,
  type CasinoActionRequest,
  type CasinoDemoSession,
  type CasinoFairness,
  type CasinoJackpots,
  type CasinoTournament,
  type CasinoTournaments,
  type CasinoPlay,
  type CasinoPlayApi,
  type CasinoPlayRequest,
  type CasinoRotation,
  type CasinoTable,
  type CasinoVerification,
} from '@kickoff/contracts';

interface Seeds {
  serverSeed: string;
  clientSeed: string;
  nextNonce: number;
  revealed: string[];
}

/**
 * A `CasinoPlayApi` in memory that plays with the same engines as the server: one signed-in
 * player's account (`realBalanceMinor`), demo sessions of 100,000 play money, seeds per owner.
 * Titles: 1 a slot, 2 roulette, 3 blackjack, 4 dice, 5 baccarat. `signedIn` decides whether the
 * real calls answer 401.
 */
export class InMemoryCasinoPlayApi implements CasinoPlayApi {
  signedIn = false;
  realBalanceMinor = 50_000;
  readonly titles: Record<number, { id: number; name: string; categorySlug: string }> = {
    1: { id: 1, name: 'Golden Fruits', categorySlug: 'slots' },
    2: { id: 2, name: 'Royal Roulette', categorySlug: 'live-casino' },
    3: { id: 3, name: 'Lucky Blackjack', categorySlug: 'card-games' },
    4: { id: 4, name: 'Neon Dice', categorySlug: 'fast-games' },
    5: { id: 5, name: 'Mystic Baccarat', categorySlug: 'card-games' },
  };
  private demos = new Map<string, number>();
  private seeds = new Map<string, Seeds>();
  private rounds: (CasinoPlay & { owner: string; serverSeed: string; actionsTaken: BlackjackAction[] })[] = [];
  private demoCount = 0;
  /** The real money's jackpot pool (the server's rules: 1 % of each real slot stake; tests set `jackpotHitsNext` for a win). */
  jackpotPoolMinor = 0;
  jackpotHitsNext = false;
  jackpotRequests = 0;
  /** The tournaments the calls answer (tests set them); `tournamentRequests` counts the reads. */
  tournaments: CasinoTournament[] = [];
  tournamentRequests = 0;

  private owner(demoId: string | null | undefined): string {
    if (demoId) {
      if (!this.demos.has(demoId)) throw new ApiError(404, { code: 'casino_demo_not_found', messageKey: 'casino_demo_not_found' });
      return `demo:${demoId}`;
    }
    if (!this.signedIn) throw new ApiError(401, { code: 'unauthorized', messageKey: 'main_unauthorized' });
    return 'user';
  }
  private seedsOf(owner: string): Seeds {
    let seeds = this.seeds.get(owner);
    if (!seeds) {
      seeds = { serverSeed: `server-${owner}-0`, clientSeed: 'client', nextNonce: 0, revealed: [] };
      this.seeds.set(owner, seeds);
    }
    return seeds;
  }
  private fairness(owner: string): CasinoFairness {
    const seeds = this.seedsOf(owner);
    return { serverSeedHash: hashServerSeed(seeds.serverSeed), clientSeed: seeds.clientSeed, nextNonce: seeds.nextNonce };
  }
  private balance(owner: string): number {
    return owner === 'user' ? this.realBalanceMinor : (this.demos.get(owner.slice(5)) ?? 0);
  }
  private setBalance(owner: string, minor: number): void {
    if (owner === 'user') this.realBalanceMinor = minor;
    else this.demos.set(owner.slice(5), minor);
  }
  private view(round: CasinoPlay): CasinoPlay {
    if (round.outcome.kind === 'blackjack' && round.status === 'open') return { ...round, actions: legalActions(round.outcome as BlackjackState), outcome: { ...round.outcome, dealer: round.outcome.dealer.slice(0, 1) } };
    return { ...round, actions: [] };
  }

  async startDemo(): Promise<CasinoDemoSession> {
    const demoId = `demo-${(++this.demoCount).toString(16).padStart(32, '0')}`;
    this.demos.set(demoId, 100_000);
    return { demoId, balanceMinor: 100_000, currency: 'DEMO', minorDigits: 2 };
  }

  async getTable(gameId: number, demoId: string | null): Promise<CasinoTable> {
    const owner = this.owner(demoId);
    const title = this.titles[gameId];
    if (!title) throw new ApiError(404, { code: 'not_found', messageKey: 'main_not_found' });
    const setup = titleSetup(title);
    return {
      gameId,
      name: title.name,
      kind: setup.kind,
      rtp: 96,
      color1: '#112233',
      color2: '#445566',
      slot:
        setup.kind === 'slot'
          ? { modelId: setup.model.id, reels: setup.model.reels.length, rows: setup.model.rows, lines: setup.model.lines.map((l) => [...l]), symbols: setup.model.symbols.map((s) => ({ ...s, pays: [...s.pays] })), scatterPays: [...setup.model.scatterPays], freeSpins: setup.model.freeSpins, volatility: setup.model.volatility }
          : null,
      stakesMinor: [10, 50, 100, 200],
      mode: demoId ? 'demo' : 'real',
      fairness: this.fairness(owner),
      balanceMinor: this.balance(owner),
      currency: demoId ? 'DEMO' : 'EUR',
      minorDigits: 2,
      openRound: null,
      history: this.rounds.filter((round) => round.owner === owner && round.gameId === gameId && round.status === 'settled').map((round) => this.view(round)),
    };
  }

  async play(gameId: number, request: CasinoPlayRequest): Promise<CasinoPlay> {
    const owner = this.owner(request.demoId);
    const title = this.titles[gameId]!;
    const seeds = this.seedsOf(owner);
    const nonce = seeds.nextNonce++;
    const result = playGame(titleSetup(title), request.bet as GameBet, request.stakeMinor, fairStream({ serverSeed: seeds.serverSeed, clientSeed: seeds.clientSeed, nonce }));
    if (this.balance(owner) < result.wageredMinor) throw new ApiError(402, { code: 'insufficient_funds', messageKey: 'main_insufficient_funds' });
    let jackpotMinor = 0;
    if (!request.demoId && request.bet.kind === 'slot') {
      this.jackpotPoolMinor += jackpotContributionMinor(request.stakeMinor);
      if (this.jackpotHitsNext) {
        jackpotMinor = this.jackpotPoolMinor;
        this.jackpotPoolMinor = 0;
        this.jackpotHitsNext = false;
      }
    }
    this.setBalance(owner, this.balance(owner) - result.wageredMinor + result.returnMinor + jackpotMinor);
    const round = {
      roundId: this.rounds.length + 1,
      gameId,
      mode: request.demoId ? ('demo' as const) : ('real' as const),
      kind: request.bet.kind,
      nonce,
      serverSeedHash: hashServerSeed(seeds.serverSeed),
      clientSeed: seeds.clientSeed,
      bet: request.bet,
      stakeMinor: request.stakeMinor,
      wageredMinor: result.wageredMinor,
      returnMinor: result.returnMinor,
      status: result.settled ? ('settled' as const) : ('open' as const),
      outcome: result.outcome as CasinoPlay['outcome'],
      actions: [],
      balanceMinor: this.balance(owner),
      currency: request.demoId ? 'DEMO' : 'EUR',
      createdAt: 0,
      ...(jackpotMinor > 0 ? { jackpotMinor } : {}),
      owner,
      serverSeed: seeds.serverSeed,
      actionsTaken: [],
    };
    this.rounds.push(round);
    return this.view(round);
  }

  async act(roundId: number, request: CasinoActionRequest): Promise<CasinoPlay> {
    const owner = this.owner(request.demoId);
    const round = this.rounds.find((item) => item.roundId === roundId && item.owner === owner)!;
    const actions = [...round.actionsTaken, request.action];
    const extra = request.action === 'double' ? round.stakeMinor : 0;
    const result = playGame(titleSetup(this.titles[round.gameId]!), round.bet as GameBet, round.stakeMinor, fairStream({ serverSeed: round.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce }), actions);
    this.setBalance(owner, this.balance(owner) - extra + result.returnMinor);
    Object.assign(round, { actionsTaken: actions, outcome: result.outcome, wageredMinor: result.wageredMinor, returnMinor: result.returnMinor, status: result.settled ? 'settled' : 'open', balanceMinor: this.balance(owner) });
    return this.view(round);
  }

  async setClientSeed(clientSeed: string, demoId: string | null): Promise<CasinoFairness> {
    const owner = this.owner(demoId);
    this.seedsOf(owner).clientSeed = clientSeed;
    return this.fairness(owner);
  }

  async rotateSeed(demoId: string | null): Promise<CasinoRotation> {
    const owner = this.owner(demoId);
    const seeds = this.seedsOf(owner);
    const revealed = seeds.serverSeed;
    seeds.revealed.push(revealed);
    seeds.serverSeed = `server-${owner}-${seeds.revealed.length}`;
    seeds.nextNonce = 0;
    return { revealedServerSeed: revealed, revealedServerSeedHash: hashServerSeed(revealed), next: this.fairness(owner) };
  }

  async getVerification(roundId: number, demoId: string | null): Promise<CasinoVerification> {
    const owner = this.owner(demoId);
    const round = this.rounds.find((item) => item.roundId === roundId && item.owner === owner);
    if (!round) throw new ApiError(404, { code: 'not_found', messageKey: 'main_not_found' });
    const { owner: _owner, serverSeed, actionsTaken: _actions, ...play } = round;
    return { round: this.view(play), title: this.titles[round.gameId]!, serverSeed: this.seedsOf(owner).revealed.includes(serverSeed) ? serverSeed : null, minorDigits: 2 };
  }

  async getJackpots(): Promise<CasinoJackpots> {
    this.jackpotRequests++;
    return { shareBasisPoints: JACKPOT_SHARE_BASIS_POINTS, odds: JACKPOT_ODDS, pools: [{ currency: 'EUR', minorDigits: 2, poolMinor: this.jackpotPoolMinor, lastWinMinor: null, lastWonAt: null }] };
  }

  async getTournaments(): Promise<CasinoTournaments> {
    this.tournamentRequests++;
    return { tournaments: this.tournaments.map((item) => ({ ...item })) };
  }

  async getTournament(id: number): Promise<CasinoTournament> {
    this.tournamentRequests++;
    const found = this.tournaments.find((item) => item.id === id);
    if (!found) throw new ApiError(404, { code: 'not_found', messageKey: 'main_not_found' });
    return { ...found };
  }

  /** Test hook: changes a stored round's outcome, as a dishonest server would. */
  tamper(roundId: number, change: (round: CasinoPlay) => void): void {
    const round = this.rounds.find((item) => item.roundId === roundId);
    if (round) change(round);
  }
}
