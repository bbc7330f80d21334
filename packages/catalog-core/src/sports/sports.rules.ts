import type { CouponBet, FeedGame, FeedGameDetail, FeedMarket, FeedSection, SportsMenu } from '@kickoff/contracts';
import type { FeedUpdate } from '@kickoff/coupon-core/rules';
import { mainLineMarkets } from './list-columns';

/**
 * Pure rules of the sports catalogue: refresh intervals, odds movements, and the bridge from feed
 * data to coupon bets and coupon feed updates (document 000 §3 "Coupon bet": market, game, score).
 */

/** Line refresh: 15 s (document 001 §9 "Refresh intervals: default 10 s; line 15 s; live 2 s to 10 s"). */
export const LINE_REFRESH_MS = 15_000;
/** Fastest live refresh (document 001 §9): one live game being watched. */
export const LIVE_REFRESH_MIN_MS = 2_000;
/** Slowest live refresh (document 001 §9): the live menu. */
export const LIVE_REFRESH_MAX_MS = 10_000;
/** Live lists refresh between the two. */
export const LIVE_LIST_REFRESH_MS = 5_000;
/** Default refresh of other feed data (document 001 §9 "default 10 s"): results. */
export const DEFAULT_REFRESH_MS = 10_000;
/** A hidden page keeps polling this long, then pauses (document 001 §9 "Page-hidden pause after 30 s"). */
export const HIDDEN_PAUSE_AFTER_MS = 30_000;
/** An odds movement is shown this long after the change. */
export const MOVEMENT_HOLD_MS = 3_000;

/** What a poll shows. */
export type FeedView = 'menu' | 'list' | 'game';

/** The refresh interval of a view in a section: line 15 s; live 10 s (menu), 5 s (lists), 2 s (one game). */
export function refreshIntervalMs(section: FeedSection, view: FeedView): number {
  if (section === 'line') return LINE_REFRESH_MS;
  return view === 'game' ? LIVE_REFRESH_MIN_MS : view === 'list' ? LIVE_LIST_REFRESH_MS : LIVE_REFRESH_MAX_MS;
}

/** A configured live interval kept within 2 s to 10 s (document 001 §9); NaN gives the list interval. */
export function clampLiveRefreshMs(intervalMs: number): number {
  if (!Number.isFinite(intervalMs)) return LIVE_LIST_REFRESH_MS;
  return Math.min(LIVE_REFRESH_MAX_MS, Math.max(LIVE_REFRESH_MIN_MS, Math.round(intervalMs)));
}

/** Direction of an odds change since the last value. */
export type MovementDirection = 'up' | 'down';

/** A shown movement and until when (epoch ms). */
export interface MovementMark {
  readonly direction: MovementDirection;
  readonly untilMs: number;
}

/** The direction from `previous` to `next`; null when equal or when there was no previous value. */
export function movementDirection(previous: number | undefined, next: number): MovementDirection | null {
  if (previous === undefined || previous === next) return null;
  return next > previous ? 'up' : 'down';
}

/**
 * Marks of the markets whose coefficient moved since the last value seen (`lastCoefs`, updated in
 * place with the new values); each mark lasts `holdMs` from `nowMs`.
 */
export function detectMovements(lastCoefs: Map<number, number>, markets: readonly FeedMarket[], nowMs: number, holdMs = MOVEMENT_HOLD_MS): Map<number, MovementMark> {
  const marks = new Map<number, MovementMark>();
  for (const market of markets) {
    const direction = movementDirection(lastCoefs.get(market.id), market.coef);
    if (direction) marks.set(market.id, { direction, untilMs: nowMs + holdMs });
    lastCoefs.set(market.id, market.coef);
  }
  return marks;
}

/** The current marks with the expired ones dropped and `fresh` laid over them. */
export function mergeMovements(current: ReadonlyMap<number, MovementMark>, fresh: ReadonlyMap<number, MovementMark>, nowMs: number): Map<number, MovementMark> {
  const merged = new Map<number, MovementMark>();
  for (const [id, mark] of current) if (mark.untilMs > nowMs) merged.set(id, mark);
  for (const [id, mark] of fresh) merged.set(id, mark);
  return merged;
}

/** When the next mark expires, or null when none is left. */
export function nextExpiryMs(marks: ReadonlyMap<number, MovementMark>): number | null {
  let next: number | null = null;
  for (const mark of marks.values()) if (next === null || mark.untilMs < next) next = mark.untilMs;
  return next;
}

/**
 * Visits every coefficient of a game as lists or the game page give it (the markets of
 * `marketsOfGames`) by market id, without building a market or a pair: a list game's main handicap
 * and total are read from their line tuples (issue 20: the odds movements of a live update allocate
 * nothing per coefficient).
 */
export function forEachCoef(game: FeedGame | FeedGameDetail, visit: (marketId: number, coef: number) => void): void {
  if ('groups' in game) {
    for (const group of game.groups) for (const market of group.markets) visit(market.id, market.coef);
    return;
  }
  for (const market of game.mainMarkets) visit(market.id, market.coef);
  // issue 18: [id1, id2, param, coef1, coef2, flags], as list-columns reads them.
  for (const line of [game.mainLines?.handicap, game.mainLines?.total]) {
    if (!line) continue;
    visit(line[0], line[3]);
    visit(line[1], line[4]);
  }
}

/** Where the shown marks live (a `Map`, or the catalogue's observable map). */
export interface MovementMarkStore {
  set(marketId: number, mark: MovementMark): unknown;
  delete(marketId: number): boolean;
  entries(): Iterable<[number, MovementMark]>;
}

/**
 * The odds movements as the catalogue keeps them (document 001: odds movements up and down): the last
 * coefficient seen of every market and the shown marks, each for `holdMs` from the move. `see` records
 * one coefficient and marks it when it moved; the marks of one batch share two objects (up and down,
 * same expiry), so a live update of 256 moved prices allocates two marks, not 256. `marks` is the map
 * the coefficients observe (a MobX map in the catalogue; written only where a mark changes).
 */
export class MovementMarks {
  private readonly lastCoefs = new Map<number, number>();
  private up: MovementMark | null = null;
  private down: MovementMark | null = null;
  /** The earliest expiry among the marks (null: none); marks only grow later (the clock runs forward), so it changes when they expire. */
  private earliest: number | null = null;

  constructor(
    private readonly marks: MovementMarkStore,
    private readonly holdMs = MOVEMENT_HOLD_MS,
  ) {}

  /** Starts a batch at `nowMs` (one delta or answer): its marks last until `nowMs + holdMs`. */
  begin(nowMs: number): void {
    const untilMs = nowMs + this.holdMs;
    if (this.up?.untilMs !== untilMs) {
      this.up = { direction: 'up', untilMs };
      this.down = { direction: 'down', untilMs };
    }
  }

  /** Records a coefficient of the batch; marks it up or down when it moved since the last one seen. */
  readonly see = (marketId: number, coef: number): void => {
    const previous = this.lastCoefs.get(marketId);
    if (previous === coef) return;
    this.lastCoefs.set(marketId, coef);
    if (previous === undefined || !this.up || !this.down) return;
    const mark = coef > previous ? this.up : this.down;
    this.marks.set(marketId, mark);
    if (this.earliest === null || mark.untilMs < this.earliest) this.earliest = mark.untilMs;
  };

  /** When the next mark expires, or null when none is left. */
  get nextExpiryMs(): number | null {
    return this.earliest;
  }

  /** Drops the marks expired at `nowMs` (none to look at before the earliest expiry). */
  dropExpired(nowMs: number): void {
    if (this.earliest === null || this.earliest > nowMs) return;
    let next: number | null = null;
    for (const [id, mark] of this.marks.entries()) {
      if (mark.untilMs <= nowMs) this.marks.delete(id);
      else if (next === null || mark.untilMs < next) next = mark.untilMs;
    }
    this.earliest = next;
  }
}

/** Every market of a game as lists or the game page give it, with its game. */
export function marketsOfGames(games: ReadonlyArray<FeedGame | FeedGameDetail>): Array<{ game: FeedGame; market: FeedMarket }> {
  const out: Array<{ game: FeedGame; market: FeedMarket }> = [];
  for (const game of games) {
    // issue 18: a list game's main handicap and total are picks too (the coupon follows their odds).
    const lines = mainLineMarkets(game);
    const markets = 'groups' in game ? game.groups.flatMap((group) => group.markets) : [...game.mainMarkets, ...(lines.handicap ?? []), ...(lines.total ?? [])];
    for (const market of markets) out.push({ game, market });
  }
  return out;
}

/** The coupon's feed update of a market (coupon-core `FeedUpdate`). */
export function feedUpdateFor(game: FeedGame, market: FeedMarket): FeedUpdate {
  return { coef: market.coef, isBlocked: market.isBlocked, scoreFormatted: game.scoreFormatted, isFinished: game.isFinished, gameStatusId: game.statusId, timeSec: game.timeSec };
}

/** Whether an update changes anything the coupon shows for `bet`. */
export function isFeedUpdateNews(bet: CouponBet, update: FeedUpdate): boolean {
  return (
    (update.coef !== undefined && update.coef !== bet.market.coef) ||
    (update.isBlocked !== undefined && update.isBlocked !== bet.isBlocked) ||
    (update.scoreFormatted !== undefined && update.scoreFormatted !== bet.scoreFormatted) ||
    (update.isFinished !== undefined && update.isFinished !== bet.game.isFinished) ||
    (update.gameStatusId !== undefined && update.gameStatusId !== bet.game.statusId)
  );
}

/** The coupon bet of a selection (document 000 §3 "Coupon bet"); its id is the market id. */
export function toCouponBet(game: FeedGame, market: FeedMarket): CouponBet {
  return {
    id: String(market.id),
    market: {
      id: market.id,
      coef: market.coef,
      kind: market.kind,
      sportId: game.sportId,
      typeId: market.typeId,
      isLive: game.isLive,
      gameId: game.id,
      champId: game.champId,
      sportName: game.sportName,
      champName: game.champName,
      opponent1Name: game.opponent1Name,
      opponent2Name: game.opponent2Name,
      name: market.name,
      param: market.param,
    },
    blockId: 0,
    // document 000 §3: statusId default -2
    statusId: -2,
    typeId: market.typeId,
    game: { isFinished: game.isFinished, isLiveInLive: false, statusId: game.statusId, startDateTime: game.startDateTime, timeSec: game.timeSec },
    scoreFormatted: game.scoreFormatted,
    fullScore: game.fullScore,
    isBlocked: market.isBlocked,
    isDepend: false,
    isBannedExpress: market.isBannedExpress,
    isDisabledBanker: false,
    isBanker: false,
  };
}

/** Total games of a menu. */
export function menuGamesCount(menu: SportsMenu | null): number {
  return menu ? menu.sports.reduce((sum, sport) => sum + sport.gamesCount, 0) : 0;
}

/** Sports of a menu without the ones the user config disallows (document 001 §3 `disallow_line_sport`, `disallow_live_sport`). */
export function visibleSports(menu: SportsMenu | null, disallowedSportIds: readonly number[]): SportsMenu['sports'] {
  if (!menu) return [];
  return menu.sports.filter((sport) => !disallowedSportIds.includes(sport.id));
}

/** Championships a line list watches at once when no championship is chosen (the menu lists the others). */
export const LINE_CHAMPS_SHOWN = 8;

/** The championships a line list shows without a chosen championship: the sport's (or every sport's) first `max`. */
export function lineChampIds(menu: SportsMenu | null, sportId: number | null, max = LINE_CHAMPS_SHOWN): number[] {
  const sports = menu?.sports.filter((sport) => sportId === null || sport.id === sportId) ?? [];
  return sports.flatMap((sport) => sport.champs.map((champ) => champ.id)).slice(0, max);
}

/** What a betting list shows (document 000 §2 `{section}/{menuSection}/{sport?}/{champ?}`). */
export interface SectionQuery {
  readonly section: FeedSection;
  readonly sportId: number | null;
  readonly champId: number | null;
}

/** How a list is read: one championship, the live list (of a sport), or the line championships of the menu. */
export type SectionSource = 'champ' | 'live' | 'lineMenu';

/** The source of a list. */
export function sectionSource(query: SectionQuery): SectionSource {
  if (query.champId !== null) return 'champ';
  return query.section === 'live' ? 'live' : 'lineMenu';
}
