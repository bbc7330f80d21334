import { MarketGroupId, MarketKind, SelectionType } from '@kickoff/contracts';
import { fightOutcomes, fightRound, outrightOutcomes, outrightRatings, type FightModel, type OutrightModel } from './feed.events.model';

/**
 * The sports model behind the seeded feed and the live simulator: which sports exist, how they
 * score, which markets a game offers, how a final score settles each selection, and how
 * probabilities become coefficients with a bookmaker margin. Pure functions, no I/O.
 */

/** How a sport scores: goals/points over a clock, or a race to a number of sets/maps/legs. */
export type SportModel =
  | {
      kind: 'goals';
      durationSec: number;
      periods: number;
      /** Expected score of an average team over a whole game. */
      averageScore: number;
      hasDraw: boolean;
      /** Step between neighbouring total and handicap lines. */
      lineStep: number;
      correctScore: boolean;
      bothTeamsToScore: boolean;
      /** Game seconds of the break between periods (status 3); 0 for none. */
      breakSec: number;
    }
  | { kind: 'sets'; setsToWin: number; secondsPerSet: number }
  | FightModel
  | OutrightModel;

/** A sport of the catalogue with its model. */
export interface SportDefinition {
  id: number;
  name: string;
  isEsport: boolean;
  model: SportModel;
}

const goals = (durationMinutes: number, periods: number, averageScore: number, lineStep: number, small: boolean, breakMinutes: number, hasDraw = true): SportModel => ({
  kind: 'goals',
  durationSec: durationMinutes * 60,
  periods,
  averageScore,
  hasDraw,
  lineStep,
  correctScore: small,
  bothTeamsToScore: small,
  breakSec: breakMinutes * 60,
});
const sets = (setsToWin: number, minutesPerSet: number): SportModel => ({ kind: 'sets', setsToWin, secondsPerSet: minutesPerSet * 60 });
const fight = (rounds: number, roundMinutes: number, breakMinutes: number, finishPerRound: number, koShare: number): SportModel => ({
  kind: 'fight',
  rounds,
  roundSec: roundMinutes * 60,
  breakSec: breakMinutes * 60,
  finishPerRound,
  koShare,
});
const outright = (participants: number, stages: number, stageSec: number, stickiness: number): SportModel => ({ kind: 'outright', participants, stages, stageSec, stickiness });

/** The sports of the catalogue (the issue: at least 12, esports included). */
export const SPORTS: readonly SportDefinition[] = [
  { id: 1, name: 'Football', isEsport: false, model: goals(90, 2, 1.35, 1, true, 15) },
  { id: 2, name: 'Ice Hockey', isEsport: false, model: goals(60, 3, 2.9, 1, true, 17) },
  { id: 3, name: 'Basketball', isEsport: false, model: goals(48, 4, 104, 4, false, 2) },
  { id: 4, name: 'Tennis', isEsport: false, model: sets(2, 40) },
  { id: 6, name: 'Volleyball', isEsport: false, model: sets(3, 25) },
  { id: 10, name: 'Table Tennis', isEsport: false, model: sets(3, 8) },
  { id: 8, name: 'Handball', isEsport: false, model: goals(60, 2, 27, 2, false, 10) },
  { id: 7, name: 'Rugby', isEsport: false, model: goals(80, 2, 22, 3, false, 10) },
  { id: 5, name: 'Baseball', isEsport: false, model: goals(180, 9, 4.4, 1, false, 0, false) },
  { id: 14, name: 'Futsal', isEsport: false, model: goals(40, 2, 3, 1, true, 10) },
  { id: 21, name: 'Darts', isEsport: false, model: sets(6, 4) },
  { id: 40, name: 'Counter-Strike 2', isEsport: true, model: sets(2, 45) },
  { id: 41, name: 'Dota 2', isEsport: true, model: sets(2, 40) },
  { id: 42, name: 'League of Legends', isEsport: true, model: sets(2, 35) },
  { id: 43, name: 'EA Sports FC', isEsport: true, model: goals(12, 2, 2.2, 1, true, 0) },
  // issue 16: the events of the `ufc`, `politics` and `marble` page types (the simulator's event sports).
  // MMA: 5-minute rounds, a minute's break, a finish in about one round in five (three in five KO/TKO).
  { id: 56, name: 'MMA', isEsport: false, model: fight(3, 5, 1, 0.2, 0.6) },
  // Elections: the count reported in 4 stages of 15 minutes; the leader of a count keeps the lead more often than not.
  { id: 78, name: 'Politics', isEsport: false, model: outright(2, 4, 900, 4) },
  // Marble races: 8 marbles, 3 laps of 40 seconds.
  { id: 95, name: 'Marble Racing', isEsport: false, model: outright(8, 3, 40, 2.5) },
];

/** Whether a sport's events are fights or outrights (built by the simulator's event seed, not the team-league seed). */
export function isEventSport(sport: SportDefinition): boolean {
  return sport.model.kind === 'fight' || sport.model.kind === 'outright';
}

/** A game's rounds (fights) or participants (outrights) from its stored `format`; 0 takes the sport's default. */
export function eventFormat(sport: SportDefinition, format: number): number {
  const model = sport.model;
  if (model.kind === 'fight') return format > 0 ? format : model.rounds;
  if (model.kind === 'outright') return format > 0 ? format : model.participants;
  return 0;
}

const SPORT_BY_ID = new Map(SPORTS.map((sport) => [sport.id, sport]));

/** The sport definition of an id; throws for an unknown id (the seed only writes these). */
export function sportById(id: number): SportDefinition {
  const sport = SPORT_BY_ID.get(id);
  if (!sport) throw new Error(`unknown sport ${id}`);
  return sport;
}

/** Bookmaker margin: pre-match 6 %, in play 8 % (the issue: "coefficients with a bookmaker margin"). */
export const MARGIN_LINE = 0.06;
export const MARGIN_LIVE = 0.08;
/** The feed's coefficient bounds. */
export const MIN_COEF = 1.01;
export const MAX_COEF = 251;

/** A selection of a game (before pricing). */
export interface SelectionDefinition {
  index: number;
  groupId: number;
  kind: number;
  typeId: number;
  name: string;
  param: number | null;
  isBannedExpress: boolean;
}


/** Settlement result of a selection: 1 won, 0 lost, 2 returned (a push on a whole line). */
export type SelectionResult = 0 | 1 | 2;

/** How a fight or an outright ended besides its score: the round (stage) it ended in and a fight's method (`FightMethod`). */
export interface EventEnding {
  period: number;
  finish: number;
}

/** A line's result by the sign of the margin over it: won above, lost below, returned on it. */
const sign = (value: number): SelectionResult => (value > 0 ? 1 : value < 0 ? 0 : 2);
const won = (condition: boolean): SelectionResult => (condition ? 1 : 0);
const NO_ENDING: EventEnding = Object.freeze({ period: 0, finish: 0 });

/** How a final score settles a selection (fights: with the round and method they ended by). */
export function settleSelection(typeId: number, param: number | null, score1: number, score2: number, ending: EventEnding = NO_ENDING): SelectionResult {
  switch (typeId) {
    case SelectionType.home:
      return won(score1 > score2);
    case SelectionType.draw:
      return won(score1 === score2);
    case SelectionType.away:
      return won(score2 > score1);
    case SelectionType.homeOrDraw:
      return won(score1 >= score2);
    case SelectionType.homeOrAway:
      return won(score1 !== score2);
    case SelectionType.drawOrAway:
      return won(score2 >= score1);
    case SelectionType.handicap1:
      return sign(score1 + (param ?? 0) - score2);
    case SelectionType.handicap2:
      return sign(score2 + (param ?? 0) - score1);
    case SelectionType.over:
      return sign(score1 + score2 - (param ?? 0));
    case SelectionType.under:
      return sign((param ?? 0) - score1 - score2);
    case SelectionType.bothScoreYes:
      return won(score1 > 0 && score2 > 0);
    case SelectionType.bothScoreNo:
      return won(score1 === 0 || score2 === 0);
    case SelectionType.roundsOver:
      return sign(ending.period - (param ?? 0));
    case SelectionType.roundsUnder:
      return sign((param ?? 0) - ending.period);
    default: {
      if (typeId >= SelectionType.outrightBase) return won(score1 === typeId - SelectionType.outrightBase);
      if (typeId >= SelectionType.methodBase) {
        const code = typeId - SelectionType.methodBase;
        const winner = score1 > score2 ? 1 : score2 > score1 ? 2 : 0;
        return won(winner === Math.floor(code / 10) && ending.finish === code % 10);
      }
      const code = typeId - SelectionType.correctScoreBase;
      return won(score1 === Math.floor(code / 10) && score2 === code % 10);
    }
  }
}

const fmt = (value: number): string => (value > 0 ? `+${value}` : String(value));

/** The English names of a fight's methods, by `FightMethod` code. */
export const FIGHT_METHOD_NAMES: Readonly<Record<number, string>> = { 1: 'KO/TKO', 2: 'Submission', 3: 'Decision' };

/**
 * The selections a game offers, from its sport and its strengths (which centre the handicap and
 * total lines), and for fights and outrights its `format` (rounds, participants) and the names of
 * the participants (an outright's selections are named after them; `P1`, `P2`... without).
 * Indexes are stable: the market id is `gameId × 100 + index`.
 */
export function gameSelections(sport: SportDefinition, strength1: number, strength2: number, format = 0, participants: readonly string[] = []): SelectionDefinition[] {
  const list: SelectionDefinition[] = [];
  const add = (groupId: number, kind: number, typeId: number, name: string, param: number | null = null, isBannedExpress = false) =>
    list.push({ index: list.length, groupId, kind, typeId, name, param, isBannedExpress });
  const model = sport.model;
  if (model.kind === 'outright') {
    // one winner market: an entrant wins (document 000 §2 page types: politics, marble)
    const count = eventFormat(sport, format);
    for (let k = 1; k <= count; k++) add(MarketGroupId.winner, MarketKind.winner, SelectionType.outrightBase + k, participants[k - 1] ?? `P${k}`);
    return list;
  }
  add(MarketGroupId.result, MarketKind.result, SelectionType.home, '1');
  if (model.kind === 'goals' && model.hasDraw) add(MarketGroupId.result, MarketKind.result, SelectionType.draw, 'X');
  add(MarketGroupId.result, MarketKind.result, SelectionType.away, '2');
  if (model.kind === 'goals') {
    if (model.hasDraw) {
      add(MarketGroupId.doubleChance, MarketKind.doubleChance, SelectionType.homeOrDraw, '1X');
      add(MarketGroupId.doubleChance, MarketKind.doubleChance, SelectionType.homeOrAway, '12');
      add(MarketGroupId.doubleChance, MarketKind.doubleChance, SelectionType.drawOrAway, 'X2');
    }
    const step = model.lineStep;
    // Lines centred on the expected difference and total; one whole line per group gives pushes (returned bets).
    const diff = Math.round((strength1 - strength2) / step) * step;
    for (const offset of [-step, 0, step]) {
      const h1 = -diff + offset - 0.5;
      add(MarketGroupId.handicap, MarketKind.handicap, SelectionType.handicap1, `H1(${fmt(h1)})`, h1);
      add(MarketGroupId.handicap, MarketKind.handicap, SelectionType.handicap2, `H2(${fmt(-h1)})`, -h1);
    }
    add(MarketGroupId.handicap, MarketKind.handicap, SelectionType.handicap1, `H1(${fmt(-diff)})`, -diff);
    add(MarketGroupId.handicap, MarketKind.handicap, SelectionType.handicap2, `H2(${fmt(diff)})`, diff);
    const total = Math.max(step, Math.round((strength1 + strength2) / step) * step);
    for (const line of [total - step - 0.5, total - 0.5, total, total + 0.5, total + step + 0.5]) {
      if (line <= 0) continue;
      add(MarketGroupId.total, MarketKind.total, SelectionType.over, `O(${line})`, line);
      add(MarketGroupId.total, MarketKind.total, SelectionType.under, `U(${line})`, line);
    }
    if (model.bothTeamsToScore) {
      add(MarketGroupId.bothTeamsToScore, MarketKind.bothTeamsToScore, SelectionType.bothScoreYes, 'Yes');
      add(MarketGroupId.bothTeamsToScore, MarketKind.bothTeamsToScore, SelectionType.bothScoreNo, 'No');
    }
    if (model.correctScore) {
      for (let s1 = 0; s1 <= 3; s1++) {
        for (let s2 = 0; s2 <= 3; s2++) {
          add(MarketGroupId.correctScore, MarketKind.correctScore, SelectionType.correctScoreBase + s1 * 10 + s2, `${s1}:${s2}`, null, true);
        }
      }
    }
  } else if (model.kind === 'fight') {
    // winner (no draw), method of victory, total rounds (the round the fight ends in, against lines between whole rounds)
    for (const fighter of [1, 2]) {
      for (const method of [1, 2, 3]) add(MarketGroupId.methodOfVictory, MarketKind.methodOfVictory, SelectionType.methodBase + fighter * 10 + method, `${fighter} ${FIGHT_METHOD_NAMES[method]}`, null, true);
    }
    const rounds = eventFormat(sport, format);
    for (let line = 1.5; line < rounds; line++) {
      add(MarketGroupId.totalRounds, MarketKind.totalRounds, SelectionType.roundsOver, `O(${line})`, line);
      add(MarketGroupId.totalRounds, MarketKind.totalRounds, SelectionType.roundsUnder, `U(${line})`, line);
    }
  } else {
    const n = model.setsToWin;
    add(MarketGroupId.handicap, MarketKind.handicap, SelectionType.handicap1, 'H1(-1.5)', -1.5);
    add(MarketGroupId.handicap, MarketKind.handicap, SelectionType.handicap2, 'H2(+1.5)', 1.5);
    add(MarketGroupId.handicap, MarketKind.handicap, SelectionType.handicap1, 'H1(+1.5)', 1.5);
    add(MarketGroupId.handicap, MarketKind.handicap, SelectionType.handicap2, 'H2(-1.5)', -1.5);
    const totalLine = 2 * n - 1 - 0.5;
    add(MarketGroupId.total, MarketKind.total, SelectionType.over, `O(${totalLine})`, totalLine);
    add(MarketGroupId.total, MarketKind.total, SelectionType.under, `U(${totalLine})`, totalLine);
    for (let k = 0; k < n; k++) add(MarketGroupId.correctScore, MarketKind.correctScore, SelectionType.correctScoreBase + n * 10 + k, `${n}:${k}`, null, true);
    for (let k = 0; k < n; k++) add(MarketGroupId.correctScore, MarketKind.correctScore, SelectionType.correctScoreBase + k * 10 + n, `${k}:${n}`, null, true);
  }
  return list;
}

/** The names of the market groups. */
export const MARKET_GROUP_NAMES: Readonly<Record<number, string>> = {
  [MarketGroupId.result]: '1X2',
  [MarketGroupId.doubleChance]: 'Double chance',
  [MarketGroupId.handicap]: 'Handicap',
  [MarketGroupId.total]: 'Total',
  [MarketGroupId.bothTeamsToScore]: 'Both teams to score',
  [MarketGroupId.correctScore]: 'Correct score',
  [MarketGroupId.methodOfVictory]: 'Method of victory',
  [MarketGroupId.totalRounds]: 'Total rounds',
  [MarketGroupId.winner]: 'Winner',
};

/**
 * The group whose name a market group of a sport carries: a fight's result group has no draw, it is
 * the two-way winner of the fight (document 000 §3 markets; issue 16), so it is named as the winner
 * group ("Winner", and its translations), not "1X2". Every other group carries its own name.
 */
export function groupNameIdOf(sportId: number, groupId: number): number {
  const sport = SPORT_BY_ID.get(sportId);
  return sport?.model.kind === 'fight' && groupId === MarketGroupId.result ? MarketGroupId.winner : groupId;
}

/** The state of a game the prices depend on. */
export interface GameState {
  score1: number;
  score2: number;
  timeSec: number;
  /** -1..1: the running set leaning to team 1 (positive) or 2 (sets model only). */
  momentum: number;
  strength1: number;
  strength2: number;
  /** A fight's rounds or an outright's participants (0: the sport's default). */
  format?: number;
}

/** Final scores with their probabilities (fights and outrights: also the round it ended in and the method, see `EventEnding`). */
export type ScoreDistribution = ReadonlyArray<readonly [number, number, number, number?, number?]>;

function poissonRange(mean: number): { from: number; weights: number[] } {
  if (mean <= 0) return { from: 0, weights: [1] };
  const spread = 7 * Math.sqrt(mean) + 6;
  const from = Math.max(0, Math.floor(mean - spread));
  const to = Math.ceil(mean + spread);
  // log pmf to stay finite for large means (basketball points)
  let logFactorial = 0;
  for (let k = 2; k <= from; k++) logFactorial += Math.log(k);
  const weights: number[] = [];
  for (let k = from; k <= to; k++) {
    if (k > from && k > 1) logFactorial += Math.log(k);
    weights.push(Math.exp(k * Math.log(mean) - mean - logFactorial));
  }
  return { from, weights };
}

/** Probability that a team with set-win probability `p` wins a race from (a, b) to `n`. */
function setsDistribution(n: number, a: number, b: number, pNow: number, pLater: number): Array<[number, number, number]> {
  const out = new Map<string, [number, number, number]>();
  const walk = (x: number, y: number, probability: number, first: boolean) => {
    if (probability < 1e-12) return;
    if (x >= n || y >= n) {
      const key = `${x}:${y}`;
      const entry = out.get(key);
      if (entry) entry[2] += probability;
      else out.set(key, [x, y, probability]);
      return;
    }
    const p = first ? pNow : pLater;
    walk(x + 1, y, probability * p, false);
    walk(x, y + 1, probability * (1 - p), false);
  };
  walk(a, b, 1, true);
  return [...out.values()];
}

/** The distribution of final scores from a state (remaining play only). */
export function finalDistribution(sport: SportDefinition, state: GameState): ScoreDistribution {
  const model = sport.model;
  if (model.kind === 'fight') return fightOutcomes(model, eventFormat(sport, state.format ?? 0), state.strength1, state.strength2, state.timeSec);
  if (model.kind === 'outright') {
    // the stored strengths of an outright are 1 and its ratings seed (drift multiplies one and divides the other: the product stands)
    const ratings = outrightRatings(state.strength1 * state.strength2, eventFormat(sport, state.format ?? 0), createRandom);
    return outrightOutcomes(model, ratings, state.score1, state.timeSec);
  }
  if (model.kind === 'sets') {
    const base = state.strength1 / (state.strength1 + state.strength2);
    const current = Math.min(0.98, Math.max(0.02, base + (1 - base) * Math.max(0, state.momentum) + base * Math.min(0, state.momentum)));
    return setsDistribution(model.setsToWin, state.score1, state.score2, current, base);
  }
  const remaining = Math.max(0, 1 - state.timeSec / model.durationSec);
  const a = poissonRange(state.strength1 * remaining);
  const b = poissonRange(state.strength2 * remaining);
  const cells: Array<[number, number, number]> = [];
  for (let i = 0; i < a.weights.length; i++) {
    const wa = a.weights[i] ?? 0;
    if (wa < 1e-9) continue;
    for (let j = 0; j < b.weights.length; j++) {
      const wb = b.weights[j] ?? 0;
      const weight = wa * wb;
      if (weight < 1e-10) continue;
      cells.push([state.score1 + a.from + i, state.score2 + b.from + j, weight]);
    }
  }
  return cells;
}

/** A priced selection: its coefficient and whether it is blocked as (nearly) decided. */
export interface PricedSelection {
  coef: number;
  isDecided: boolean;
}

/**
 * Prices one selection: with win probability w and push probability r, the fair coefficient is
 * (1 - r) / w; the margin divides it by (1 + margin). Rounded to 2 decimals, within bounds.
 */
export function priceSelection(selection: SelectionDefinition, distribution: ScoreDistribution, margin: number): PricedSelection {
  let win = 0;
  let push = 0;
  let total = 0;
  // issue 20: no allocation per cell (the simulator prices thousands of cells a tick; their garbage
  // made the collector's pauses part of the pollers' tail): one ending, refilled for each cell
  const ending: EventEnding = { period: 0, finish: 0 };
  const { typeId, param } = selection;
  for (let i = 0; i < distribution.length; i++) {
    const cell = distribution[i] as ScoreDistribution[number];
    const p = cell[2];
    total += p;
    ending.period = cell[3] ?? 0;
    ending.finish = cell[4] ?? 0;
    const result = settleSelection(typeId, param, cell[0], cell[1], ending);
    if (result === 1) win += p;
    else if (result === 2) push += p;
  }
  if (total <= 0) return { coef: MIN_COEF, isDecided: true };
  win /= total;
  push /= total;
  const lose = 1 - win - push;
  const isDecided = win < 0.004 || lose < 0.004;
  const fair = win > 0 ? (1 - push) / win : MAX_COEF;
  const coef = Math.min(MAX_COEF, Math.max(MIN_COEF, Math.round((fair / (1 + margin)) * 100) / 100));
  return { coef, isDecided };
}

/** Game clock length in seconds (sets: the expected length of a full match). */
export function gameDurationSec(sport: SportDefinition): number {
  const model = sport.model;
  if (model.kind === 'fight') return model.rounds * model.roundSec;
  if (model.kind === 'outright') return model.stages * model.stageSec;
  return model.kind === 'goals' ? model.durationSec : (2 * model.setsToWin - 1) * model.secondsPerSet;
}

/** How many periods a game of the sport has: halves/quarters, the most sets, a fight's rounds, an outright's stages. */
export function periodsCount(sport: SportDefinition, format = 0): number {
  const model = sport.model;
  if (model.kind === 'fight') return eventFormat(sport, format);
  if (model.kind === 'outright') return model.stages;
  return model.kind === 'goals' ? model.periods : 2 * model.setsToWin - 1;
}

/** The round a fight's clock is in. */
export function fightRoundOf(sport: SportDefinition, format: number, timeSec: number): number {
  return sport.model.kind === 'fight' ? fightRound(sport.model, eventFormat(sport, format), timeSec) : 0;
}

/** A small deterministic generator (mulberry32) for the seed and the simulator. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Mixes integers into one 32-bit seed. */
export function mixSeed(...values: number[]): number {
  let hash = 2_166_136_261;
  for (const value of values) {
    hash = Math.imul(hash ^ (value & 0xffff), 16_777_619);
    hash = Math.imul(hash ^ ((value / 65_536) & 0xffff), 16_777_619);
  }
  return hash >>> 0;
}

/** A Poisson draw with a small mean (events within one simulator tick). */
export function poissonDraw(mean: number, random: () => number): number {
  const limit = Math.exp(-mean);
  let k = 0;
  let product = random();
  while (product > limit && k < 50) {
    k++;
    product *= random();
  }
  return k;
}
