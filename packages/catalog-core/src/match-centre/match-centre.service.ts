import { isApiError, MatchCentre, StatisticsApi, type GameEvent } from '@kickoff/contracts';
import { BootData, Clock, type TimerHandle } from '@kickoff/platform';
import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import { observerError, observerStatus, type ObserverError, type ObserverStatus, type ReadObserver } from '../observer/observer.types';
import { matchCentreBootPart } from '../sports/boot-feed';

/**
 * The match centre of a live game (issue 16): scoreboard, period scores and key events, re-read
 * every `MATCH_CENTRE_REFRESH_MS` on the Clock while the game is in play (the live refresh of
 * document 001 §9 is 2 to 10 s), once for a game not live. `dispose()` stops the poll.
 */

/** Re-read interval of a live game's match centre (ms). */
export const MATCH_CENTRE_REFRESH_MS = 3_000;

/** One game's match centre, polled while it is live. */
export class MatchCentreObserver implements ReadObserver<MatchCentre> {
  data: MatchCentre | null = null;
  errorCode: string | null = null;
  private disposed = false;
  private timer: TimerHandle | undefined;
  private controller: AbortController | null = null;

  constructor(
    private readonly api: StatisticsApi,
    private readonly clock: Clock,
    readonly gameId: number,
    first?: MatchCentre,
  ) {
    makeAutoObservable<MatchCentreObserver, 'api' | 'clock' | 'timer' | 'controller'>(this, { api: false, clock: false, timer: false, controller: false, gameId: false, data: observableRef }, { autoBind: true });
    // issue 20: the answer the served page carries is the first read (the server drew the page from it)
    if (first) this.settle(first, null);
    else void this.read();
  }

  get status(): ObserverStatus {
    return observerStatus(this.disposed, this.data !== null, this.errorCode);
  }

  get error(): ObserverError | null {
    return this.errorCode ? observerError(this.errorCode) : null;
  }

  refetch(): void {
    if (!this.disposed) void this.read();
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.clock.clearTimeout(this.timer);
    this.timer = undefined;
    this.controller?.abort();
    this.controller = null;
  }

  private async read(): Promise<void> {
    this.clock.clearTimeout(this.timer);
    this.timer = undefined;
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    try {
      const data = await this.api.getMatchCentre(this.gameId, controller.signal);
      if (controller.signal.aborted) return;
      this.settle(data, null);
    } catch (error) {
      if (controller.signal.aborted) return;
      this.settle(this.data, isApiError(error) ? error.code : 'network_error');
    }
  }

  private settle(data: MatchCentre | null, errorCode: string | null): void {
    this.data = data;
    this.errorCode = errorCode;
    this.controller = null;
    // a game not yet read or in play is read again; a finished or unknown game stays as it is
    if (!this.disposed && errorCode !== 'not_found' && (data === null || data.isLive)) this.timer = this.clock.setTimeout(() => void this.read(), MATCH_CENTRE_REFRESH_MS);
  }
}

/** Opens match centres. */
@injectable()
export class MatchCentreService {
  constructor(
    @inject(StatisticsApi) private readonly api: StatisticsApi,
    @inject(Clock) private readonly clock: Clock,
    @inject(BootData) @optional() private readonly boot?: BootData,
  ) {}

  /** The match centre of a game, polled while it is live; its first read from the served page's boot data when it has it (taken once). */
  observe(gameId: number): MatchCentreObserver {
    const part = matchCentreBootPart(gameId);
    const parsed = this.boot?.has(part) ? MatchCentre.safeParse(this.boot.take(part)) : undefined;
    return new MatchCentreObserver(this.api, this.clock, gameId, parsed?.success ? parsed.data : undefined);
  }
}

/** The dictionary key of each key event. */
export const EVENT_KEYS: Readonly<Record<GameEvent['kind'], string>> = { goal: 'match_centre_goal', yellowCard: 'match_centre_yellow_card', redCard: 'match_centre_red_card' };

/** A key event as drawn. */
export interface GameEventView {
  id: number;
  kind: GameEvent['kind'];
  key: string;
  team: 1 | 2;
  teamName: string;
  /** The minute of play, `23'` (the clock's minute counted from 1). */
  minute: string;
  /** The score after the event, `1:0`. */
  score: string;
}

/** A period's score as drawn. */
export interface PeriodScoreView {
  period: number;
  home: number | null;
  away: number | null;
  isCurrent: boolean;
}

/** The tracker on the pitch: where the ball is drawn (SVG units of a 100 × 60 pitch) and what it marks. */
export interface TrackerView {
  ballX: number;
  ballY: number;
  /** The team whose last key event the ball marks, null at the start. */
  team: 1 | 2 | null;
  /** The last key event's key, or the kick-off's. */
  captionKey: string;
  /** Event markers along the pitch: goals at the goal they went into, cards at the halfway line. */
  markers: Array<{ id: number; x: number; y: number; kind: GameEvent['kind']; team: 1 | 2 }>;
}

/** The match centre as drawn. */
export interface MatchCentreView {
  home: string;
  away: string;
  score: string;
  /** `67'` for sports with a clock, null for set sports. */
  minute: string | null;
  /** `match_centre_live`, `match_centre_break`, `match_centre_finished` or `match_centre_not_started`. */
  statusKey: string;
  isLive: boolean;
  periods: PeriodScoreView[];
  /** Newest first. */
  events: GameEventView[];
  noEventsKey: string | null;
  /** The pitch tracker, for sports played on a football pitch. */
  tracker: TrackerView | null;
}

const minuteOf = (timeSec: number) => `${Math.floor(timeSec / 60) + 1}'`;

/** Team 1 attacks to the right: its goals are drawn at the right-hand goal (x 96), team 2's at the left (x 4). */
function markerOf(event: GameEvent, index: number): TrackerView['markers'][number] {
  const spread = 8 + ((index * 11) % 44);
  if (event.kind === 'goal') return { id: event.id, x: event.team === 1 ? 96 : 4, y: spread, kind: event.kind, team: event.team };
  return { id: event.id, x: event.team === 1 ? 46 : 54, y: spread, kind: event.kind, team: event.team };
}

/** The match centre's view: scoreboard, periods (every period of the sport, played or not), events newest first, tracker. */
export function connectMatchCentre(centre: MatchCentre): MatchCentreView {
  const statusKey = centre.isFinished ? 'match_centre_finished' : centre.statusId === 3 ? 'match_centre_break' : centre.isLive ? 'match_centre_live' : 'match_centre_not_started';
  const periodsShown = centre.hasClock ? centre.periodsCount : Math.max(centre.periodScores.length, Math.min(centre.periodsCount, centre.score1 + centre.score2 + (centre.isLive ? 1 : 0)));
  const periods: PeriodScoreView[] = [];
  for (let index = 0; index < periodsShown; index++) {
    const score = centre.periodScores[index];
    const played = score !== undefined || index < centre.period;
    periods.push({ period: index + 1, home: played ? (score?.[0] ?? 0) : null, away: played ? (score?.[1] ?? 0) : null, isCurrent: centre.isLive && index + 1 === centre.period });
  }
  const teamName = (team: 1 | 2) => (team === 1 ? centre.opponent1Name : centre.opponent2Name);
  const events = centre.events.map((event) => ({ id: event.id, kind: event.kind, key: EVENT_KEYS[event.kind], team: event.team, teamName: teamName(event.team), minute: minuteOf(event.timeSec), score: `${event.score1}:${event.score2}` }));
  const last = centre.events.at(-1);
  const lastMarker = last ? markerOf(last, centre.events.length - 1) : null;
  return {
    home: centre.opponent1Name,
    away: centre.opponent2Name,
    score: `${centre.score1}:${centre.score2}`,
    minute: centre.hasClock && (centre.isLive || centre.isFinished) ? minuteOf(Math.max(0, centre.timeSec - 1)) : null,
    statusKey,
    isLive: centre.isLive,
    periods,
    events: [...events].reverse(),
    noEventsKey: centre.hasKeyEvents && events.length === 0 ? 'match_centre_no_events' : null,
    tracker: centre.hasPitch
      ? {
          ballX: lastMarker?.x ?? 50,
          ballY: lastMarker?.y ?? 30,
          team: last?.team ?? null,
          captionKey: last ? EVENT_KEYS[last.kind] : 'match_centre_kick_off',
          markers: centre.events.map(markerOf),
        }
      : null,
  };
}
