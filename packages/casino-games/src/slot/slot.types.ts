/** What a slot title's maths is made of: reel strips, pay lines, a pay table, wild, scatter and free spins. */

/** How a symbol behaves on the reels. */
export type SlotSymbolRole = 'regular' | 'wild' | 'scatter';

/** A symbol with its pays for 0..reels of a kind on a line, in multiples of the line bet. */
export interface SlotSymbol {
  /** Stable code of the symbol; views draw it by code and theme. */
  code: string;
  role: SlotSymbolRole;
  /** `pays[k]`: k of a kind from the left on a line, in line bets (index 0 unused). */
  pays: readonly number[];
}

/** Free spins: `spins` spins at `multiplier` times their wins after `triggerCount` or more scatters; no retrigger. */
export interface SlotFreeSpins {
  triggerCount: number;
  spins: number;
  multiplier: number;
}

/** A slot's declared maths table. */
export interface SlotModel {
  id: string;
  /** Reel strips, symbol indexes; a reel stops uniformly on one of its positions. */
  reels: readonly (readonly number[])[];
  /** Visible rows. */
  rows: number;
  /** Pay lines, one row index per reel; the stake is spread equally over them. */
  lines: readonly (readonly number[])[];
  symbols: readonly SlotSymbol[];
  /** Scatter pays by number of scatters anywhere in the window, in multiples of the total stake. */
  scatterPays: readonly number[];
  freeSpins: SlotFreeSpins | null;
  volatility: 'low' | 'medium' | 'high';
  /** The return to player declared for this table (a fraction), computed exactly by `slotExactRtp`. */
  declaredRtp: number;
}

/** A win on one pay line. */
export interface SlotLineWin {
  line: number;
  symbol: number;
  count: number;
  /** In line bets. */
  pay: number;
}

/** One spin: the stops, the window (`grid[reel][row]`), the line wins and the scatters. */
export interface SlotSpin {
  stops: number[];
  grid: number[][];
  lineWins: SlotLineWin[];
  scatterCount: number;
  /** Scatter pay in multiples of the total stake. */
  scatterPay: number;
  /** The spin's win in line bets (line wins plus the scatter pay times the number of lines), before any multiplier. */
  units: number;
}

/** A slot round: the paid spin and any free spins it triggered. */
export interface SlotOutcome {
  kind: 'slot';
  spin: SlotSpin;
  freeSpins: SlotSpin[];
  freeSpinMultiplier: number;
  /** The round's win in line bets: the spin's units plus the free spins' units times their multiplier. */
  units: number;
  /** The number of lines: the win is stake × units / lines. */
  lines: number;
}
