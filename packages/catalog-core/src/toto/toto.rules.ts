/**
 * Toto (document 000 §2 routes `toto/{totoSection?}` and `toto/{totoSection}/{child}`; issue 16): a
 * pool on 15 events. A player picks one or more outcomes (1, X, 2) of each event; every combination
 * of the picks is a line at the draw's fixed price per line. The pool is every stake of the draw; the
 * operator keeps a stated cut; the rest (the prize fund) goes to the lines with 13, 14 or 15 correct
 * picks in stated shares, split equally between the winning lines of a class. Pure rules in minor
 * units: what a coupon costs, how many of its lines have k correct picks, what each class pays.
 */

/** Events of a draw. */
export const TOTO_EVENTS = 15;
/** The outcomes of an event: home win, draw, away win. */
export const TOTO_OUTCOMES = ['1', 'X', '2'] as const;
export type TotoOutcome = (typeof TOTO_OUTCOMES)[number];
/** The operator's cut of the pool, in percent. */
export const TOTO_OPERATOR_CUT_PERCENT = 15;
/** The prize classes: correct picks of a line and their share of the prize fund, in percent. */
export const TOTO_PRIZE_CLASSES: ReadonlyArray<{ readonly correct: number; readonly sharePercent: number }> = [
  { correct: 15, sharePercent: 50 },
  { correct: 14, sharePercent: 30 },
  { correct: 13, sharePercent: 20 },
];
/**
 * The fixed price of one line, in minor units of each currency the site keeps accounts in (every
 * one has two minor digits): about half a euro. A currency not listed cannot play toto.
 */
export const TOTO_LINE_PRICE_MINOR: Readonly<Record<string, number>> = {
  EUR: 50,
  USD: 50,
  GBP: 50,
  PLN: 200,
  HRK: 400,
  TRY: 2_000,
  UAH: 2_000,
  RUB: 5_000,
  KZT: 25_000,
};

/** The line price of a currency, or null when toto is not played in it. */
export function totoLinePriceMinor(currencyIso: string): number | null {
  return Object.hasOwn(TOTO_LINE_PRICE_MINOR, currencyIso) ? (TOTO_LINE_PRICE_MINOR[currencyIso] ?? null) : null;
}

/** The result of an event from its final score: home win, draw or away win. */
export function totoOutcomeOfScore(score1: number, score2: number): TotoOutcome {
  return score1 > score2 ? '1' : score1 < score2 ? '2' : 'X';
}

/** The most lines one coupon may hold (3 outcomes on 7 events and one on the rest is 2 187). */
export const TOTO_MAX_LINES = 2_187;

/** The picks of a coupon: for each event, in order, the outcomes chosen. */
export type TotoPicks = ReadonlyArray<ReadonlyArray<TotoOutcome>>;

/** Why picks are refused. */
export type TotoPicksError = 'toto_picks_count' | 'toto_pick_missing' | 'toto_pick_invalid' | 'toto_too_many_lines';

/** Checks the picks: one entry per event, at least one known outcome each, no outcome twice, at most `TOTO_MAX_LINES` lines. */
export function validateTotoPicks(picks: ReadonlyArray<ReadonlyArray<string>>): { ok: true; picks: TotoPicks; lines: number } | { ok: false; code: TotoPicksError } {
  if (picks.length !== TOTO_EVENTS) return { ok: false, code: 'toto_picks_count' };
  for (const event of picks) {
    if (event.length === 0) return { ok: false, code: 'toto_pick_missing' };
    if (event.some((outcome) => !(TOTO_OUTCOMES as readonly string[]).includes(outcome)) || new Set(event).size !== event.length) return { ok: false, code: 'toto_pick_invalid' };
  }
  const lines = totoLines(picks as TotoPicks);
  if (lines > TOTO_MAX_LINES) return { ok: false, code: 'toto_too_many_lines' };
  return { ok: true, picks: picks as TotoPicks, lines };
}

/** Lines of the picks: the product of the number of outcomes picked on each event. */
export function totoLines(picks: TotoPicks): number {
  return picks.reduce((lines, event) => lines * event.length, 1);
}

/** What a coupon costs: its lines at the draw's price per line, in minor units. */
export function totoCostMinor(picks: TotoPicks, linePriceMinor: number): number {
  return totoLines(picks) * linePriceMinor;
}

/**
 * How many lines of a coupon have exactly k correct picks, k from 0 to 15. An event's result is an
 * outcome, or null for a void event (every pick on it counts as correct). Each event multiplies the
 * count polynomial by (wrong + correct·x).
 */
export function totoLinesByCorrect(picks: TotoPicks, results: ReadonlyArray<TotoOutcome | null>): number[] {
  let counts = [1];
  picks.forEach((event, index) => {
    const result = results[index];
    const correct = result === null || result === undefined ? event.length : event.filter((outcome) => outcome === result).length;
    const wrong = event.length - correct;
    const next = new Array<number>(counts.length + 1).fill(0);
    counts.forEach((lines, k) => {
      next[k] = (next[k] ?? 0) + lines * wrong;
      next[k + 1] = (next[k + 1] ?? 0) + lines * correct;
    });
    counts = next;
  });
  return counts;
}

/** The operator's cut and the prize fund of a pool, in minor units (the cut rounded down). */
export function totoPrizeFund(poolMinor: number): { readonly cutMinor: number; readonly fundMinor: number } {
  const cutMinor = Math.floor((poolMinor * TOTO_OPERATOR_CUT_PERCENT) / 100);
  return { cutMinor, fundMinor: poolMinor - cutMinor };
}

/**
 * What one winning line of each class pays, and what no line is paid: the share of a class nobody
 * won and the rounding remainders are kept by the operator (the project's stated rule, shown on the
 * toto page).
 */
export interface TotoPayouts {
  /** Minor units per line, by the number of correct picks (13, 14, 15). */
  readonly perLineMinor: Readonly<Record<number, number>>;
  /** The shares of classes nobody won and the rounding remainders, kept by the operator. */
  readonly keptMinor: number;
}

/** Splits the prize fund: each class's share equally between its winning lines (rounded down). */
export function totoPayouts(fundMinor: number, winningLinesByCorrect: Readonly<Record<number, number>>): TotoPayouts {
  const perLineMinor: Record<number, number> = {};
  let paid = 0;
  for (const prize of TOTO_PRIZE_CLASSES) {
    const share = Math.floor((fundMinor * prize.sharePercent) / 100);
    const lines = winningLinesByCorrect[prize.correct] ?? 0;
    const perLine = lines > 0 ? Math.floor(share / lines) : 0;
    perLineMinor[prize.correct] = perLine;
    paid += perLine * lines;
  }
  return { perLineMinor, keptMinor: fundMinor - paid };
}

/** What a coupon wins: its lines of each prize class times the class's pay per line. */
export function totoCouponWinMinor(linesByCorrect: readonly number[], payouts: TotoPayouts): number {
  return TOTO_PRIZE_CLASSES.reduce((sum, prize) => sum + (linesByCorrect[prize.correct] ?? 0) * (payouts.perLineMinor[prize.correct] ?? 0), 0);
}
