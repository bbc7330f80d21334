import { DICE_RTP, handValue, RED_NUMBERS } from '@kickoff/casino-games';
import type { CasinoPlay, CasinoRouletteBet } from '@kickoff/contracts';
import { insideBetAt, ROULETTE_INSIDE_TYPES, roundNetMinor, sameRouletteBet } from './casino-game.rules';
import type { CasinoGameSession } from './casino-game.session';

/** Money as the view formats it: minor units with the currency and its digits. */
export interface MoneyView {
  minor: number;
  currency: string;
  digits: number;
}

/** A card as drawn: rank label, suit symbol and whether it is red. */
export interface CardView {
  rank: string;
  suit: string;
  red: boolean;
}

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];
/** A card (0..51) as the view draws it. */
export const cardView = (card: number): CardView => ({ rank: RANKS[card % 13] as string, suit: SUITS[Math.floor(card / 13)] as string, red: Math.floor(card / 13) === 1 || Math.floor(card / 13) === 2 });

/** A roulette bet the board offers, with its dictionary key and whether a chip is on it. */
export interface RouletteSpotView {
  bet: CasinoRouletteBet;
  labelKey: string;
  selected: boolean;
}

const OUTSIDE: { bet: CasinoRouletteBet; labelKey: string }[] = [
  { bet: { type: 'low' }, labelKey: 'casino_roulette_low' },
  { bet: { type: 'even' }, labelKey: 'casino_roulette_even' },
  { bet: { type: 'red' }, labelKey: 'casino_roulette_red' },
  { bet: { type: 'black' }, labelKey: 'casino_roulette_black' },
  { bet: { type: 'odd' }, labelKey: 'casino_roulette_odd' },
  { bet: { type: 'high' }, labelKey: 'casino_roulette_high' },
  { bet: { type: 'dozen', index: 1 }, labelKey: 'casino_roulette_dozen_1' },
  { bet: { type: 'dozen', index: 2 }, labelKey: 'casino_roulette_dozen_2' },
  { bet: { type: 'dozen', index: 3 }, labelKey: 'casino_roulette_dozen_3' },
  { bet: { type: 'column', index: 1 }, labelKey: 'casino_roulette_column_1' },
  { bet: { type: 'column', index: 2 }, labelKey: 'casino_roulette_column_2' },
  { bet: { type: 'column', index: 3 }, labelKey: 'casino_roulette_column_3' },
];

/** The result key of a settled round: paid nothing (lost), paid back exactly the stake (returned), or paid something (won, even less than staked). */
export function resultKeyOf(round: Pick<CasinoPlay, 'returnMinor' | 'wageredMinor'>): 'casino_result_win' | 'casino_result_push' | 'casino_result_loss' {
  if (round.returnMinor === 0) return 'casino_result_loss';
  return round.returnMinor === round.wageredMinor ? 'casino_result_push' : 'casino_result_win';
}

/** What the game view draws, from the session (issue 17). */
export function connectCasinoGame(session: CasinoGameSession) {
  const table = session.table;
  const round = session.lastRound;
  const money = (minor: number): MoneyView => ({ minor, currency: table?.currency ?? '', digits: table?.minorDigits ?? 2 });
  const busy = session.status !== 'ready' || session.paused;
  const open = round?.status === 'open';
  const kind = table?.kind ?? null;
  const outcome = round?.outcome;

  const slot =
    table?.slot && kind === 'slot'
      ? (() => {
          const model = table.slot;
          const spin = outcome?.kind === 'slot' ? outcome.spin : null;
          const winning = new Set<string>();
          for (const win of spin?.lineWins ?? []) for (let reel = 0; reel < win.count; reel++) winning.add(`${reel}:${model.lines[win.line]?.[reel]}`);
          const grid = Array.from({ length: model.rows }, (_, row) =>
            Array.from({ length: model.reels }, (_, reel) => {
              const symbol = spin ? (spin.grid[reel]?.[row] ?? 0) : (reel + row) % model.symbols.length;
              const def = model.symbols[symbol];
              return { key: `${reel}:${row}`, code: def?.code ?? '', role: def?.role ?? 'regular', winning: winning.has(`${reel}:${row}`) };
            }),
          );
          return {
            modelId: model.modelId,
            volatilityKey: `casino_volatility_${model.volatility}`,
            lines: model.lines.length,
            grid,
            lineWins: spin?.lineWins.length ?? 0,
            scatterCount: spin?.scatterCount ?? 0,
            freeSpins: outcome?.kind === 'slot' ? outcome.freeSpins.length : 0,
            freeSpinMultiplier: outcome?.kind === 'slot' ? outcome.freeSpinMultiplier : 1,
            paytable: model.symbols
              .map((symbol) => ({ code: symbol.code, role: symbol.role, pays: symbol.pays.map((pay, count) => ({ count, pay })).filter((entry) => entry.pay > 0) }))
              .filter((symbol) => symbol.pays.length > 0),
            scatterPays: model.scatterPays.map((pay, count) => ({ count, pay })).filter((entry) => entry.pay > 0),
            freeSpinRule: model.freeSpins,
          };
        })()
      : null;

  const roulette =
    kind === 'roulette'
      ? {
          number: outcome?.kind === 'roulette' ? outcome.number : null,
          numberColor: outcome?.kind === 'roulette' ? (outcome.number === 0 ? 'green' : RED_NUMBERS.has(outcome.number) ? 'red' : 'black') : null,
          insideTypes: ROULETTE_INSIDE_TYPES.map((type) => ({ type, labelKey: `casino_roulette_inside_${type}`, selected: session.rouletteInsideType === type })),
          numbers: Array.from({ length: 37 }, (_, n) => {
            const bet = insideBetAt(session.rouletteInsideType, n);
            return {
              n,
              color: n === 0 ? 'green' : RED_NUMBERS.has(n) ? 'red' : 'black',
              /** The chosen inside bet there has a chip. */
              selected: bet !== null && session.rouletteBets.some((item) => sameRouletteBet(item.bet, bet)),
              /** Covered by any inside chip. */
              covered: session.rouletteBets.some((item) => 'numbers' in item.bet && item.bet.numbers.includes(n)),
              available: bet !== null,
            };
          }),
          outside: OUTSIDE.map((spot): RouletteSpotView => ({ ...spot, selected: session.rouletteBets.some((item) => sameRouletteBet(item.bet, spot.bet)) })),
          chips: session.rouletteBets.length,
          totalStake: money(session.rouletteBets.reduce((sum, item) => sum + item.stakeMinor, 0)),
          canClear: session.rouletteBets.length > 0 && !busy,
        }
      : null;

  const dice =
    kind === 'dice'
      ? {
          target: session.diceTarget,
          chancePercent: session.diceTarget,
          multiplier: Math.floor((DICE_RTP * 100 * 10_000) / session.diceTarget) / 10_000,
          roll: outcome?.kind === 'dice' ? (outcome.rollHundredths / 100).toFixed(2) : null,
          won: outcome?.kind === 'dice' ? outcome.won : null,
        }
      : null;

  const baccarat =
    kind === 'baccarat'
      ? {
          side: session.baccaratSide,
          sides: (['player', 'banker', 'tie'] as const).map((side) => ({ side, labelKey: `casino_baccarat_${side}`, payKey: `casino_baccarat_pays_${side}`, selected: session.baccaratSide === side })),
          player: outcome?.kind === 'baccarat' ? outcome.player.map(cardView) : [],
          banker: outcome?.kind === 'baccarat' ? outcome.banker.map(cardView) : [],
          playerTotal: outcome?.kind === 'baccarat' ? outcome.playerTotal : null,
          bankerTotal: outcome?.kind === 'baccarat' ? outcome.bankerTotal : null,
          winnerKey: outcome?.kind === 'baccarat' ? `casino_baccarat_${outcome.winner}_wins` : null,
        }
      : null;

  const blackjack =
    kind === 'blackjack'
      ? {
          player: outcome?.kind === 'blackjack' ? outcome.player.map(cardView) : [],
          dealer: outcome?.kind === 'blackjack' ? outcome.dealer.map(cardView) : [],
          holeHidden: open,
          playerTotal: outcome?.kind === 'blackjack' ? handValue(outcome.player).total : null,
          dealerTotal: outcome?.kind === 'blackjack' ? handValue(outcome.dealer).total : null,
          resultKey: outcome?.kind === 'blackjack' && outcome.result ? `casino_blackjack_${outcome.result}` : null,
          actions: (['hit', 'stand', 'double'] as const).map((action) => ({ action, key: `casino_blackjack_${action}`, enabled: !busy && open && (round?.actions.includes(action) ?? false) })),
        }
      : null;

  return {
    status: session.status,
    loading: session.status === 'loading' || session.status === 'idle',
    failed: session.status === 'error',
    errorKey: session.errorKey,
    /** A real round refused for want of money: the view offers the deposit page (issue 13). */
    showDeposit: session.mode === 'real' && session.errorCode === 'insufficient_funds',
    kind,
    kindKey: kind ? `casino_kind_${kind}` : null,
    name: table?.name ?? '',
    rtp: table?.rtp ?? null,
    colors: table ? { color1: table.color1, color2: table.color2 } : null,
    mode: session.mode,
    /** Balances and stakes are play money (demo). */
    playMoney: session.mode === 'demo',
    modeKey: session.mode === 'demo' ? 'casino_mode_demo' : 'casino_mode_real',
    demoNoticeKey: session.mode === 'demo' ? 'casino_demo_notice' : null,
    showPlayForReal: session.mode === 'demo',
    showPlayDemo: session.mode === 'real',
    askSignIn: session.wantsReal && !session.signedIn,
    balance: table ? money(table.balanceMinor) : null,
    stakes: (table?.stakesMinor ?? []).map((minor) => ({ money: money(minor), selected: minor === session.stakeMinor })),
    playKey: kind === 'slot' ? 'casino_spin' : kind === 'roulette' ? 'casino_spin_wheel' : kind === 'dice' ? 'casino_roll' : 'casino_deal',
    canPlay: session.canPlay,
    /** A slot feeds the pooled jackpot (its real rounds): the game shows the pools. */
    showJackpot: kind === 'slot',
    /** The reality check waits for an answer: play is paused (document 001 §4). */
    pausedKey: session.paused ? 'casino_paused_reality_check' : null,
    slot,
    roulette,
    dice,
    baccarat,
    blackjack,
    last:
      round && round.status === 'settled'
        ? { roundId: round.roundId, wagered: money(round.wageredMinor), returned: money(round.returnMinor), net: money(roundNetMinor(round)), resultKey: resultKeyOf(round), jackpot: round.jackpotMinor ? money(round.jackpotMinor) : null }
        : null,
    history: session.history.map((item) => ({ roundId: item.roundId, nonce: item.nonce, verifyPath: `casino/verify/${item.roundId}${item.mode === 'demo' ? '?mode=demo' : ''}`, wagered: money(item.wageredMinor), returned: money(item.returnMinor), net: money(roundNetMinor(item)), resultKey: resultKeyOf(item) })),
    sessionRounds: session.sessionRounds,
    sessionNet: money(session.sessionNetMinor),
    fairness: table
      ? { serverSeedHash: table.fairness.serverSeedHash, clientSeed: table.fairness.clientSeed, nextNonce: table.fairness.nextNonce, clientSeedDraft: session.clientSeedDraft, revealedServerSeed: session.revealedServerSeed, canRotate: !open && !busy }
      : null,
    verification:
      session.verifying && session.verification
        ? {
            roundId: session.verifying.round.roundId,
            nonce: session.verifying.round.nonce,
            clientSeed: session.verifying.round.clientSeed,
            serverSeedHash: session.verifying.round.serverSeedHash,
            serverSeed: session.verifying.serverSeed,
            digestHex: session.verification.digestHex,
            statusKey: !session.verification.serverSeedRevealed
              ? 'casino_verify_not_revealed'
              : session.verification.hashMatches && session.verification.outcomeMatches
                ? 'casino_verify_ok'
                : 'casino_verify_mismatch',
            ok: session.verification.hashMatches && session.verification.outcomeMatches,
            returned: money(session.verifying.round.returnMinor),
            recomputed: session.verification.recomputedReturnMinor === null ? null : money(session.verification.recomputedReturnMinor),
          }
        : null,
  };
}

/** The game view model. */
export type CasinoGameView = ReturnType<typeof connectCasinoGame>;
