import type { RandomStream } from '../fair/fair';
import type { SlotLineWin, SlotModel, SlotOutcome, SlotSpin } from './slot.types';

/**
 * The slot engine: the leftmost run of a symbol (wilds substitute for every symbol but the
 * scatter) pays on each line; a line of leading wilds pays the wild's own pay when that is more;
 * scatters pay anywhere in the window and trigger free spins, which cannot retrigger.
 */

/** What one line of symbols pays, in line bets, with the symbol and count that pay. */
export function evaluateLine(model: SlotModel, symbols: readonly number[]): { symbol: number; count: number; pay: number } {
  const isWild = (symbol: number) => model.symbols[symbol]?.role === 'wild';
  let wildRun = 0;
  while (wildRun < symbols.length && isWild(symbols[wildRun] as number)) wildRun++;
  const wildSymbol = wildRun > 0 ? (symbols[0] as number) : -1;
  const wildPay = wildRun > 0 ? (model.symbols[wildSymbol]?.pays[wildRun] ?? 0) : 0;
  const target = symbols[wildRun];
  let best = { symbol: wildSymbol, count: wildRun, pay: wildPay };
  if (target !== undefined && model.symbols[target]?.role === 'regular') {
    let count = wildRun;
    while (count < symbols.length && (symbols[count] === target || isWild(symbols[count] as number))) count++;
    const pay = model.symbols[target]?.pays[count] ?? 0;
    if (pay > best.pay) best = { symbol: target, count, pay };
  }
  return best.pay > 0 ? best : { symbol: -1, count: 0, pay: 0 };
}

/** The window of a set of stops: `grid[reel][row]`. */
export function windowOf(model: SlotModel, stops: readonly number[]): number[][] {
  return model.reels.map((strip, reel) => Array.from({ length: model.rows }, (_, row) => strip[((stops[reel] ?? 0) + row) % strip.length] as number));
}

/** Evaluates a window: line wins, scatters and units. */
export function evaluateWindow(model: SlotModel, stops: number[], grid: number[][]): SlotSpin {
  const lineWins: SlotLineWin[] = [];
  model.lines.forEach((rows, line) => {
    const win = evaluateLine(
      model,
      rows.map((row, reel) => grid[reel]?.[row] as number),
    );
    if (win.pay > 0) lineWins.push({ line, ...win });
  });
  const scatterCount = grid.reduce((sum, column) => sum + column.filter((symbol) => model.symbols[symbol]?.role === 'scatter').length, 0);
  const scatterPay = model.scatterPays[scatterCount] ?? 0;
  const units = lineWins.reduce((sum, win) => sum + win.pay, 0) + scatterPay * model.lines.length;
  return { stops, grid, lineWins, scatterCount, scatterPay, units };
}

/** One spin: each reel stops on a uniform position drawn from the stream. */
export function spin(model: SlotModel, random: RandomStream): SlotSpin {
  const stops = model.reels.map((strip) => random.nextInt(strip.length));
  return evaluateWindow(model, stops, windowOf(model, stops));
}

/** A whole round: the paid spin, then the free spins it triggers. */
export function playSlot(model: SlotModel, random: RandomStream): SlotOutcome {
  const first = spin(model, random);
  const freeSpins: SlotSpin[] = [];
  const free = model.freeSpins;
  if (free && first.scatterCount >= free.triggerCount) for (let i = 0; i < free.spins; i++) freeSpins.push(spin(model, random));
  const multiplier = free?.multiplier ?? 1;
  const units = first.units + freeSpins.reduce((sum, item) => sum + item.units, 0) * multiplier;
  return { kind: 'slot', spin: first, freeSpins, freeSpinMultiplier: multiplier, units, lines: model.lines.length };
}
