/**
 * Public worked examples of system bets, cited by their facts (numbers), checked against our maths.
 * Row: [source, non-banker coefs, banker coefs, system value, amount (minor), combos, max win (minor), min win (minor)].
 */
export const systemCases: ReadonlyArray<readonly [source: string, coefs: readonly number[], bankers: readonly number[], value: number, amountMinor: number, combo: number, maxWinMinor: number, minWinMinor: number]> = [
  // sportsbet24.online, "Examples of system bets ... 2 out of 3": odds 1.90, 2.00, 2.50, $600 staked,
  // $200 per double; doubles pay 760, 950 and 1,000, $2,710 when all three win; 760 is the lowest double.
  ['2 out of 3, split stake (sportsbet24)', [1.9, 2.0, 2.5], [], 2, 60_000, 3, 271_000, 76_000],
  // Same page, "3 out of 5": odds 1.90, 2.00, 2.5, 2.8, 3.0, $1,000 over 10 trebles of $100 each;
  // trebles 9.50 ... 21.00 (950 ... 2,100); their sum is 141.85 x 100 = $14,185; the lowest treble pays $950.
  ['3 out of 5, split stake (sportsbet24)', [1.9, 2.0, 2.5, 2.8, 3.0], [], 3, 100_000, 10, 1_418_500, 95_000],
  // horseracing.net, "What is a Trixie bet?": England 2/1, Spain 3/1, Brazil 4/1 (decimal 3, 4, 5), £1 a bet;
  // the doubles return £12, £15 and £20 (the treble £60 is the 3-of-3 part). The doubles alone are a 2-of-3 of £3.
  ['Trixie doubles, 2/1 3/1 4/1 (horseracing.net)', [3, 4, 5], [], 2, 300, 3, 4_700, 1_200],
  ['Trixie treble, 2/1 3/1 4/1 (horseracing.net)', [3, 4, 5], [], 3, 100, 1, 6_000, 6_000],
  // drawnobet.com, "Trixie bet": three selections at 2.00, £10 a bet; each double returns £40, the treble £80.
  ['Trixie doubles at evens (drawnobet)', [2, 2, 2], [], 2, 3_000, 3, 12_000, 4_000],
  // bethq.com, "Trixie bets": three selections at 2/1 (3.00), £1 a bet: a double pays £9, the treble £27.
  ['Trixie doubles at 2/1 (bethq)', [3, 3, 3], [], 2, 300, 3, 2_700, 900],
  // albers-wettboerse.de, "Systemwette mit Banken": a 3-from-5 with one game as banker becomes
  // "1 Bank + 3 aus 4": four rows, the banker in each. Odds here are ours (the page gives row totals only):
  // e_3(1.5, 2, 2.5, 3) = 7.5 + 9 + 11.25 + 15 = 42.75; x banker 1.8 = 76.95; x 1.00 a row = 76.95.
  ['1 banker + 3 from 4', [1.5, 2, 2.5, 3], [1.8], 3, 400, 4, 7_695, 1_350],
  // bwin help, "Banker": a 2/3 system with a banker wins when the banker and two tips are right.
  // e_2(2, 3, 4) = 6 + 8 + 12 = 26; x banker 1.5 = 39; x 1.00 a row = 39.00; lowest row 2 x 3 x 1.5 = 9.00.
  ['1 banker + 2 from 3', [2, 3, 4], [1.5], 2, 300, 3, 3_900, 900],
  // A Yankee is 11 bets on 4 selections: 6 doubles, 4 trebles, 1 fourfold; here the 6 doubles at evens, £1 each.
  ['Yankee doubles at evens', [2, 2, 2, 2], [], 2, 600, 6, 2_400, 400],
];

/** Row: [n, k, C(n, k)] (score-tennis.com: "the largest number of variants in a system is 184756" with at most 20 events = C(20, 10)). */
export const binomialCases: ReadonlyArray<readonly [n: number, k: number, expected: number]> = [
  [3, 2, 3],
  [4, 2, 6],
  [4, 3, 4],
  [5, 3, 10],
  [20, 10, 184_756],
  [30, 15, 155_117_520],
  [56, 28, 7_648_690_600_760_440],
  [5, 6, 0],
];
