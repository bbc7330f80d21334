import { evaluateLine } from './slot.engine';
import type { SlotModel } from './slot.types';

/**
 * The exact return to player of a slot model, from its reel strips and pay table (issue 17). Every
 * line reads one position per reel, and a reel's position shows each symbol with its frequency on
 * the strip, so a line's expected pay is a sum over every combination of symbols; every line has
 * the same expectation and each carries 1/lines of the stake. Scatter counts come from every stop
 * of every reel. Free spins play the same reels without retrigger, so by linearity each is worth the
 * base expectation times the multiplier.
 */
export interface SlotRtpBreakdown {
  lines: number;
  scatters: number;
  /** Probability that a paid spin triggers free spins. */
  freeSpinsChance: number;
  freeSpins: number;
  total: number;
}

/** The exact RTP of a slot model, split into its parts (fractions of the stake). */
export function slotExactRtp(model: SlotModel): SlotRtpBreakdown {
  const reelCount = model.reels.length;
  const frequencies = model.reels.map((strip) => {
    const counts = new Map<number, number>();
    for (const symbol of strip) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    return [...counts.entries()].map(([symbol, count]) => ({ symbol, p: count / strip.length }));
  });
  let lines = 0;
  const line: number[] = new Array<number>(reelCount).fill(0);
  const walk = (reel: number, p: number): void => {
    if (reel === reelCount) {
      lines += p * evaluateLine(model, line).pay;
      return;
    }
    for (const entry of frequencies[reel] ?? []) {
      line[reel] = entry.symbol;
      walk(reel + 1, p * entry.p);
    }
  };
  walk(0, 1);

  let distribution = [1];
  for (const strip of model.reels) {
    const perReel = new Array<number>(model.rows + 1).fill(0);
    for (let stop = 0; stop < strip.length; stop++) {
      let count = 0;
      for (let row = 0; row < model.rows; row++) if (model.symbols[strip[(stop + row) % strip.length] as number]?.role === 'scatter') count++;
      perReel[count] = (perReel[count] ?? 0) + 1 / strip.length;
    }
    const next = new Array<number>(distribution.length + model.rows).fill(0);
    distribution.forEach((pa, a) => perReel.forEach((pb, b) => (next[a + b] = (next[a + b] ?? 0) + pa * pb)));
    distribution = next;
  }
  const scatters = distribution.reduce((sum, p, count) => sum + p * (model.scatterPays[count] ?? 0), 0);
  const free = model.freeSpins;
  const freeSpinsChance = free ? distribution.reduce((sum, p, count) => sum + (count >= free.triggerCount ? p : 0), 0) : 0;
  const base = lines + scatters;
  const freeSpins = free ? freeSpinsChance * free.spins * free.multiplier * base : 0;
  return { lines, scatters, freeSpinsChance, freeSpins, total: base + freeSpins };
}
