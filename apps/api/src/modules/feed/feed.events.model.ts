/**
 * The models of the simulator's events that are not a score race (issue 16: the `ufc`, `politics`
 * and `marble` page types): fights (MMA) and outrights (an election of 2 to 4 candidates, a race of
 * 8 marbles). Pure functions, no I/O; `feed.model.ts` prices and settles them with the same margin
 * model as every other sport (fair coefficient from the probabilities of the final outcomes).
 */

/**
 * A fight: `rounds` rounds (a game's `format` overrides it: 3 or 5) of `roundSec` game seconds with
 * `breakSec` between rounds. In each round a fighter is finished with probability `finishPerRound`
 * (spread evenly over the round), by KO/TKO with share `koShare`, else by submission; a fight that
 * goes the distance ends by the judges' decision. There is no draw: the judges always name a winner.
 */
export interface FightModel {
  kind: 'fight';
  rounds: number;
  roundSec: number;
  breakSec: number;
  finishPerRound: number;
  koShare: number;
}

/**
 * An outright: one event with `participants` entrants (a game's `format` overrides it) and one
 * winner, decided over `stages` stages of `stageSec` game seconds (an election's counting reports, a
 * race's laps). After each stage a leader is drawn from the entrants' ratings, the leader of the
 * stage before weighted `stickiness` times; the leader after the last stage wins.
 */
export interface OutrightModel {
  kind: 'outright';
  participants: number;
  stages: number;
  stageSec: number;
  stickiness: number;
}

/** How a fight ended (the game's `finish`). */
export const FightMethod = { ko: 1, submission: 2, decision: 3 } as const;
export type FightMethod = (typeof FightMethod)[keyof typeof FightMethod];

/** A final outcome with its probability: `[score1, score2, probability, period (round), finish (method)]`. */
export type EventOutcome = [number, number, number, number, number];

/** The chance fighter 1 wins a finish or the decision, from the two strengths. */
export function fightWinChance(strength1: number, strength2: number): number {
  const a = strength1 * strength1;
  const b = strength2 * strength2;
  return a + b > 0 ? a / (a + b) : 0.5;
}

/** The round a fight clock is in (1-based, at most `rounds`). */
export function fightRound(model: FightModel, rounds: number, timeSec: number): number {
  return Math.min(rounds, Math.floor(timeSec / model.roundSec) + 1);
}

/**
 * The outcomes of a fight still going at `timeSec` of its clock: for each round left, a finish by
 * either fighter and either method; after the last round, the decision. Score 1:0 or 0:1 (the
 * winner), period the round it ended in, finish the method.
 */
export function fightOutcomes(model: FightModel, rounds: number, strength1: number, strength2: number, timeSec: number): EventOutcome[] {
  const p1 = fightWinChance(strength1, strength2);
  const total = rounds * model.roundSec;
  const clock = Math.min(Math.max(0, timeSec), total);
  const current = fightRound(model, rounds, clock);
  const outcomes: EventOutcome[] = [];
  let standing = 1;
  for (let round = current; round <= rounds; round++) {
    const share = round === current ? Math.max(0, (round * model.roundSec - clock) / model.roundSec) : 1;
    const finished = standing * (1 - Math.pow(1 - model.finishPerRound, share));
    standing -= finished;
    if (finished <= 0) continue;
    outcomes.push(
      [1, 0, finished * p1 * model.koShare, round, FightMethod.ko],
      [1, 0, finished * p1 * (1 - model.koShare), round, FightMethod.submission],
      [0, 1, finished * (1 - p1) * model.koShare, round, FightMethod.ko],
      [0, 1, finished * (1 - p1) * (1 - model.koShare), round, FightMethod.submission],
    );
  }
  outcomes.push([1, 0, standing * p1, rounds, FightMethod.decision], [0, 1, standing * (1 - p1), rounds, FightMethod.decision]);
  return outcomes;
}

/**
 * The entrants' ratings of an outright (0.6 to 1.4), drawn from the event's ratings seed (its
 * stored strength 2) with the generator the feed uses.
 */
export function outrightRatings(ratingsSeed: number, participants: number, random: (seed: number) => () => number): number[] {
  const next = random(Math.round(ratingsSeed) * 31 + participants);
  return Array.from({ length: participants }, () => 0.6 + next() * 0.8);
}

/** The chance of each entrant (index k is participant k + 1) to lead after the next stage, from the current leader (0: none yet). */
export function nextLeaderChances(ratings: readonly number[], leader: number, stickiness: number): number[] {
  const weights = ratings.map((rating, index) => rating * (index + 1 === leader ? stickiness : 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((weight) => weight / sum);
}

/** The chance of each entrant to win from `leader` with `stagesLeft` stages to play. */
export function outrightChances(ratings: readonly number[], leader: number, stagesLeft: number, stickiness: number): number[] {
  const n = ratings.length;
  if (stagesLeft <= 0) return ratings.map((_rating, index) => (index + 1 === leader ? 1 : 0));
  let chances = nextLeaderChances(ratings, leader, stickiness);
  const rows = ratings.map((_rating, index) => nextLeaderChances(ratings, index + 1, stickiness));
  for (let stage = 1; stage < stagesLeft; stage++) {
    const next = new Array<number>(n).fill(0);
    chances.forEach((chance, from) => rows[from]?.forEach((p, to) => (next[to] = (next[to] ?? 0) + chance * p)));
    chances = next;
  }
  return chances;
}

/** The outcomes of an outright: participant k wins with score k:0. */
export function outrightOutcomes(model: OutrightModel, ratings: readonly number[], leader: number, timeSec: number): EventOutcome[] {
  const done = Math.min(model.stages, Math.floor(Math.max(0, timeSec) / model.stageSec));
  return outrightChances(ratings, leader, model.stages - done, model.stickiness).map((p, index): EventOutcome => [index + 1, 0, p, model.stages, 0]);
}

/** Draws the next leader from the chances with one uniform number. */
export function drawLeader(ratings: readonly number[], leader: number, stickiness: number, u: number): number {
  const chances = nextLeaderChances(ratings, leader, stickiness);
  let sum = 0;
  for (const [index, chance] of chances.entries()) {
    sum += chance;
    if (u < sum) return index + 1;
  }
  return chances.length;
}
