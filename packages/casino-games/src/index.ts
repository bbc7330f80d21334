export { hashServerSeed, roundDigestHex, fairStream, seededStream, type FairInput, type RandomStream } from './fair/fair';
export { sha256, hmacSha256, toHex, utf8Bytes } from './fair/sha256';
export { payMinor } from './money';
export { JACKPOT_SHARE_BASIS_POINTS, JACKPOT_ODDS, jackpotContributionMinor, jackpotDraw, jackpotHits } from './jackpot/jackpot';
export { drawCard, rankOf, suitOf, type Card } from './cards';
export type { SlotModel, SlotSymbol, SlotSymbolRole, SlotFreeSpins, SlotSpin, SlotLineWin, SlotOutcome } from './slot/slot.types';
export { evaluateLine, windowOf, evaluateWindow, spin, playSlot } from './slot/slot.engine';
export { slotExactRtp, type SlotRtpBreakdown } from './slot/slot.rtp';
export { buildStrip, LINES_5X3, LINES_5X4, CLASSIC_3X3, VIDEO_5X3_10, VIDEO_5X3_20, VIDEO_5X4_25, SLOT_MODELS } from './slot/slot.models';
export { RED_NUMBERS, ROULETTE_RTP, coveredNumbers, playRoulette, type RouletteBet, type RouletteStake, type RouletteOutcome } from './roulette/roulette';
export { DICE_RTP, DICE_MIN_TARGET, DICE_MAX_TARGET, isDiceTarget, playDice, type DiceBet, type DiceOutcome } from './dice/dice';
export {
  BACCARAT_RETURNS,
  BACCARAT_DECLARED_RTP,
  baccaratValue,
  bankerDraws,
  handTotal,
  baccaratWinner,
  baccaratReturn,
  playBaccarat,
  baccaratExactRtp,
  type BaccaratSide,
  type BaccaratBet,
  type BaccaratOutcome,
} from './baccarat/baccarat';
export {
  addValue,
  handValue,
  isBlackjack,
  legalActions,
  blackjackDeal,
  blackjackAct,
  blackjackReplay,
  dealerOutcomes,
  actionValues,
  bestAction,
  blackjackExactRtp,
  type BlackjackAction,
  type BlackjackResult,
  type BlackjackState,
} from './blackjack/blackjack';
export { BLACKJACK_DECLARED_RTP } from './blackjack/blackjack.declared';
export { GAME_KINDS, titleSetup, declaredRtp, declaredRtpPercent, type GameKind, type TitleRef, type TitleSetup } from './titles/titles';
export { MAX_ROULETTE_BETS, stakeOf, betError, playGame, type GameBet, type GameOutcome, type GameRound } from './round';
export { simulateRound, measureRtp, type RoundReturn, type RtpMeasurement } from './simulate';
