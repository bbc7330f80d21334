import type { SlotModel, SlotSymbol } from './slot.types';

/**
 * The slot maths tables of the catalogue. Each title plays one of these models (see titles/): the
 * models differ in layout, lines and volatility, the titles also in theme and colours. Every
 * `declaredRtp` below is the exact value `slotExactRtp` computes from the strips and pay table; the
 * test `slot.models.test.ts` fails when a table changes without its declaration.
 */

/**
 * A reel strip from symbol counts (`counts[symbol]`), the copies of each symbol spread evenly along
 * the strip: copy k of a symbol with c copies sits at (k + 1/2) / c of the way, ties by index.
 */
export function buildStrip(counts: readonly number[], shift = 0): number[] {
  const entries: { symbol: number; at: number }[] = [];
  counts.forEach((count, symbol) => {
    for (let k = 0; k < count; k++) entries.push({ symbol, at: (k + 0.5) / count });
  });
  entries.sort((a, b) => a.at - b.at || a.symbol - b.symbol);
  const strip = entries.map((entry) => entry.symbol);
  const offset = ((shift % strip.length) + strip.length) % strip.length;
  return [...strip.slice(offset), ...strip.slice(0, offset)];
}

const regular = (code: string, pays: readonly number[]): SlotSymbol => ({ code, role: 'regular', pays });

/** The 20 lines of a 5 × 3 window (row per reel: 0 top, 1 middle, 2 bottom). */
export const LINES_5X3: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2], [2, 2, 1, 0, 0], [1, 0, 0, 0, 1], [1, 2, 2, 2, 1], [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2], [1, 0, 1, 2, 1], [1, 2, 1, 0, 1], [0, 1, 0, 1, 0], [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1], [1, 1, 2, 1, 1], [0, 0, 2, 0, 0], [2, 2, 0, 2, 2], [0, 2, 0, 2, 0],
];

/** The 25 lines of a 5 × 4 window: the twenty 5 × 3 lines moved down a row where they fit, plus rows 3. */
export const LINES_5X4: readonly (readonly number[])[] = [
  [0, 0, 0, 0, 0], [1, 1, 1, 1, 1], [2, 2, 2, 2, 2], [3, 3, 3, 3, 3], [0, 1, 2, 1, 0],
  [3, 2, 1, 2, 3], [1, 2, 3, 2, 1], [2, 1, 0, 1, 2], [0, 1, 2, 3, 3], [3, 2, 1, 0, 0],
  [1, 0, 0, 0, 1], [2, 3, 3, 3, 2], [0, 0, 1, 2, 3], [3, 3, 2, 1, 0], [1, 1, 2, 3, 3],
  [2, 2, 1, 0, 0], [0, 1, 1, 1, 0], [3, 2, 2, 2, 3], [1, 2, 2, 2, 1], [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0], [3, 2, 3, 2, 3], [1, 0, 1, 0, 1], [2, 3, 2, 3, 2], [0, 3, 0, 3, 0],
];

/** Classic three reels, three rows, five lines; a wild, no scatter: low volatility. */
export const CLASSIC_3X3: SlotModel = {
  id: 'classic-3x3',
  rows: 3,
  lines: [[1, 1, 1], [0, 0, 0], [2, 2, 2], [0, 1, 2], [2, 1, 0]],
  symbols: [
    regular('cherry', [0, 0, 1, 4]),
    regular('lemon', [0, 0, 0, 8]),
    regular('bell', [0, 0, 0, 15]),
    regular('bar', [0, 0, 0, 30]),
    regular('seven', [0, 0, 0, 80]),
    { code: 'wild', role: 'wild', pays: [0, 0, 0, 150] },
  ],
  reels: [buildStrip([7, 6, 5, 3, 2, 1]), buildStrip([7, 6, 5, 3, 2, 1], 5), buildStrip([7, 6, 5, 3, 2, 1], 11)],
  scatterPays: [],
  freeSpins: null,
  volatility: 'low',
  declaredRtp: 0.9500144675925923,
};

/** Five reels, three rows, ten lines, wild and scatter, 8 free spins at × 2: medium volatility. */
export const VIDEO_5X3_10: SlotModel = {
  id: 'video-5x3-10',
  rows: 3,
  lines: LINES_5X3.slice(0, 10),
  symbols: [
    regular('ten', [0, 0, 0, 7, 15, 73]),
    regular('jack', [0, 0, 0, 7, 22, 88]),
    regular('queen', [0, 0, 0, 15, 29, 117]),
    regular('king', [0, 0, 0, 15, 44, 146]),
    regular('ace', [0, 0, 0, 22, 58, 219]),
    regular('gem', [0, 0, 3, 37, 146, 438]),
    regular('crown', [0, 0, 7, 58, 292, 1460]),
    { code: 'wild', role: 'wild', pays: [0, 0, 15, 146, 730, 3650] },
    { code: 'scatter', role: 'scatter', pays: [] },
  ],
  reels: [
    buildStrip([6, 6, 5, 5, 4, 3, 2, 1, 1]),
    buildStrip([6, 6, 5, 5, 4, 3, 2, 1, 1], 7),
    buildStrip([6, 6, 5, 5, 4, 3, 2, 1, 1], 13),
    buildStrip([6, 6, 5, 5, 4, 3, 2, 1, 1], 3),
    buildStrip([6, 6, 5, 5, 4, 3, 2, 1, 1], 19),
  ],
  scatterPays: [0, 0, 0, 2, 10, 50],
  freeSpins: { triggerCount: 3, spins: 8, multiplier: 2 },
  volatility: 'medium',
  declaredRtp: 0.961498986342008,
};

/** Five reels, three rows, twenty lines, rare wilds, 10 free spins at × 3: high volatility. */
export const VIDEO_5X3_20: SlotModel = {
  id: 'video-5x3-20',
  rows: 3,
  lines: LINES_5X3,
  symbols: [
    regular('ten', [0, 0, 0, 9, 18, 74]),
    regular('jack', [0, 0, 0, 9, 18, 92]),
    regular('queen', [0, 0, 0, 9, 28, 138]),
    regular('king', [0, 0, 0, 18, 46, 184]),
    regular('ace', [0, 0, 0, 18, 74, 276]),
    regular('idol', [0, 0, 0, 46, 184, 920]),
    regular('mask', [0, 0, 0, 92, 460, 3680]),
    { code: 'wild', role: 'wild', pays: [0, 0, 0, 368, 1840, 9200] },
    { code: 'scatter', role: 'scatter', pays: [] },
  ],
  reels: [
    buildStrip([7, 7, 6, 5, 5, 3, 2, 1, 1]),
    buildStrip([7, 7, 6, 5, 5, 3, 2, 1, 1], 9),
    buildStrip([7, 7, 6, 5, 5, 3, 2, 1, 1], 4),
    buildStrip([7, 7, 6, 5, 5, 3, 2, 1, 1], 17),
    buildStrip([7, 7, 6, 5, 5, 3, 2, 1, 1], 11),
  ],
  scatterPays: [0, 0, 0, 5, 20, 100],
  freeSpins: { triggerCount: 3, spins: 10, multiplier: 3 },
  volatility: 'high',
  declaredRtp: 0.9559330804095326,
};

/** Five reels, four rows, twenty-five lines, wild and scatter, 12 free spins at × 2: medium-high volatility. */
export const VIDEO_5X4_25: SlotModel = {
  id: 'video-5x4-25',
  rows: 4,
  lines: LINES_5X4,
  symbols: [
    regular('ten', [0, 0, 0, 9, 18, 72]),
    regular('jack', [0, 0, 0, 9, 27, 90]),
    regular('queen', [0, 0, 0, 18, 36, 135]),
    regular('king', [0, 0, 0, 18, 45, 180]),
    regular('ace', [0, 0, 0, 27, 72, 270]),
    regular('horn', [0, 0, 0, 36, 135, 450]),
    regular('shield', [0, 0, 0, 54, 270, 1350]),
    { code: 'wild', role: 'wild', pays: [0, 0, 0, 180, 900, 3600] },
    { code: 'scatter', role: 'scatter', pays: [] },
  ],
  reels: [
    buildStrip([8, 7, 7, 6, 5, 4, 3, 1, 1]),
    buildStrip([8, 7, 7, 6, 5, 4, 3, 1, 1], 6),
    buildStrip([8, 7, 7, 6, 5, 4, 3, 1, 1], 15),
    buildStrip([8, 7, 7, 6, 5, 4, 3, 1, 1], 2),
    buildStrip([8, 7, 7, 6, 5, 4, 3, 1, 1], 23),
  ],
  scatterPays: [0, 0, 0, 2, 10, 50],
  freeSpins: { triggerCount: 3, spins: 12, multiplier: 2 },
  volatility: 'medium',
  declaredRtp: 0.9620493292881538,
};

/** Every slot model by id. */
export const SLOT_MODELS: readonly SlotModel[] = [CLASSIC_3X3, VIDEO_5X3_10, VIDEO_5X3_20, VIDEO_5X4_25];
