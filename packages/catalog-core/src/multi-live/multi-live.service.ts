import type { FeedGame, FeedGameDetail } from '@kickoff/contracts';
import { Clock, LocalStore, type KeyValueStore, type TimerHandle } from '@kickoff/platform';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable, observableRef, reaction, type IReactionDisposer } from 'mobx';
import { eventScoreOf } from '../sports/event-score';
import { SportsCatalogService } from '../sports/sports-catalog.service';
import type { FeedObserver, SectionObserver } from '../sports/sports-observers';

/**
 * The multi live view (document 000 §2 "Multi live view: multi"): up to `MULTI_LIVE_MAX` live games
 * watched together, chosen from the live list (a button on each live row, or the view's own list).
 * The choice is kept in the view's URL (`?games=1,2`, so a link shows the same games) and in the
 * local store (so the live list's buttons and a later visit know it). While the view is open each
 * chosen game is observed (the catalogue polls it on the live interval); a game that finishes leaves
 * the view with a notice that stays `MULTI_LIVE_NOTICE_MS` on the Clock.
 */

/** The most games the view shows at once. */
export const MULTI_LIVE_MAX = 4;
/** Local-store key of the chosen games (a JSON array of game ids, in panel order). */
export const MULTI_LIVE_STORE_KEY = 'kickoff.multiLive';
/** How long the notice of a finished game stays (ms). */
export const MULTI_LIVE_NOTICE_MS = 8_000;

/** The game ids a value names (`1,2,3` in the URL, a JSON array in the store): positive integers, each once, at most `MULTI_LIVE_MAX`. */
export function multiLiveIdsOf(value: string | readonly unknown[] | null | undefined): number[] {
  const items: readonly unknown[] = typeof value === 'string' ? value.split(',') : (value ?? []);
  const ids: number[] = [];
  for (const item of items) {
    const id = typeof item === 'number' ? item : typeof item === 'string' && /^\d+$/.test(item.trim()) ? Number(item.trim()) : NaN;
    if (Number.isSafeInteger(id) && id > 0 && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(0, MULTI_LIVE_MAX);
}

/** The URL query of a choice: `games=1,2`, or empty for none. */
export function multiLiveQueryOf(ids: readonly number[]): string {
  return ids.length > 0 ? `games=${ids.join(',')}` : '';
}

/** What the view tells the player: a finished game left it. */
export interface MultiLiveNotice {
  key: string;
  values: Readonly<Record<string, string>>;
}

/** The multi live view's choice, its observed games and its notice. */
@injectable()
export class MultiLiveService {
  /** The chosen games, in panel order. */
  ids: number[];
  /** The panel a phone shows (its tab); the first when unset. */
  selectedId: number | null = null;
  notice: MultiLiveNotice | null = null;
  /** Each chosen game's observer while the view is open. */
  private readonly observers = observable.map<number, FeedObserver<FeedGameDetail>>([], { deep: false });
  private liveObserver: SectionObserver | null = null;
  private openCount = 0;
  private stopDropping: IReactionDisposer | null = null;
  private noticeTimer: TimerHandle | undefined;

  constructor(
    @inject(SportsCatalogService) private readonly catalog: SportsCatalogService,
    @inject(LocalStore) private readonly store: KeyValueStore,
    @inject(Clock) private readonly clock: Clock,
  ) {
    this.ids = multiLiveIdsOf(readIds(store));
    makeAutoObservable<MultiLiveService, 'catalog' | 'store' | 'clock' | 'observers' | 'liveObserver' | 'openCount' | 'stopDropping' | 'noticeTimer'>(
      this,
      { catalog: false, store: false, clock: false, observers: false, openCount: false, stopDropping: false, noticeTimer: false, liveObserver: observableRef },
      { autoBind: true },
    );
  }

  /** Whether no more games can be added. */
  get isFull(): boolean {
    return this.ids.length >= MULTI_LIVE_MAX;
  }

  /** The URL query of the choice (`games=1,2`). */
  get query(): string {
    return multiLiveQueryOf(this.ids);
  }

  /** The panel shown on a phone: the selected game if still chosen, else the first. */
  get activeId(): number | null {
    return this.selectedId !== null && this.ids.includes(this.selectedId) ? this.selectedId : (this.ids[0] ?? null);
  }

  /** The live games to choose from (while the view is open). */
  get liveGames(): readonly FeedGame[] {
    return this.liveObserver?.data ?? [];
  }

  /** The live list's observer (its read state), while the view is open. */
  get live(): SectionObserver | null {
    return this.liveObserver;
  }

  has(gameId: number): boolean {
    return this.ids.includes(gameId);
  }

  /** A chosen game's observer while the view is open. */
  observerOf(gameId: number): FeedObserver<FeedGameDetail> | null {
    return this.observers.get(gameId) ?? null;
  }

  /**
   * Opens the view with its URL's `games` value: a URL naming games sets the choice (a shared link),
   * else the stored choice stays. Observes the chosen games and the live list until the returned
   * function closes the view; `onQuery` gets the URL query of the choice now and at every change
   * (the page puts it in its address).
   */
  open(urlGames: string | null | undefined, onQuery: (query: string) => void = () => undefined): () => void {
    const fromUrl = multiLiveIdsOf(urlGames);
    if (fromUrl.length > 0) this.setIds(fromUrl);
    const stopQuery = reaction(() => this.query, onQuery, { fireImmediately: true });
    this.openCount++;
    if (this.openCount === 1) {
      this.liveObserver = this.catalog.observeSection({ section: 'live', sportId: null, champId: null });
      this.syncObservers();
      this.stopDropping = reaction(
        () => this.ids.map((id) => this.observers.get(id)?.data ?? null).filter((game): game is FeedGameDetail => game !== null && game.isFinished),
        (finished) => finished.forEach((game) => this.dropFinished(game)),
        { fireImmediately: true },
      );
    }
    let closed = false;
    return () => {
      if (closed) return;
      closed = true;
      stopQuery();
      this.close();
    };
  }

  /** Adds a game at the end (nothing when chosen already or the view is full). */
  add(gameId: number): void {
    if (this.has(gameId) || this.isFull) return;
    this.setIds([...this.ids, gameId]);
  }

  remove(gameId: number): void {
    if (this.has(gameId)) this.setIds(this.ids.filter((id) => id !== gameId));
  }

  /** Adds a game not chosen, removes a chosen one (the live row's button). */
  toggle(gameId: number): void {
    if (this.has(gameId)) this.remove(gameId);
    else this.add(gameId);
  }

  /** Swaps a game with the next one in panel order (the last with the one before it). */
  swap(gameId: number): void {
    const index = this.ids.indexOf(gameId);
    if (index < 0 || this.ids.length < 2) return;
    const other = index === this.ids.length - 1 ? index - 1 : index + 1;
    const next = [...this.ids];
    [next[index], next[other]] = [next[other] as number, next[index] as number];
    this.setIds(next);
  }

  /** Shows a game's panel on a phone. */
  select(gameId: number): void {
    if (this.has(gameId)) this.selectedId = gameId;
  }

  dismissNotice(): void {
    this.clock.clearTimeout(this.noticeTimer);
    this.noticeTimer = undefined;
    this.notice = null;
  }

  private setIds(ids: number[]): void {
    this.ids = multiLiveIdsOf(ids);
    this.store.set(MULTI_LIVE_STORE_KEY, JSON.stringify(this.ids));
    if (this.openCount > 0) this.syncObservers();
  }

  /** Observes exactly the chosen games. */
  private syncObservers(): void {
    for (const [id, observer] of [...this.observers.entries()]) {
      if (this.ids.includes(id)) continue;
      observer.dispose();
      this.observers.delete(id);
    }
    for (const id of this.ids) if (!this.observers.has(id)) this.observers.set(id, this.catalog.observeGame(id));
  }

  private dropFinished(game: FeedGameDetail): void {
    if (!this.has(game.id)) return;
    this.setIds(this.ids.filter((id) => id !== game.id));
    this.clock.clearTimeout(this.noticeTimer);
    this.notice = { key: 'betting_multi_finished', values: { game: `${game.opponent1Name} – ${game.opponent2Name}` } };
    this.noticeTimer = this.clock.setTimeout(() => this.dismissNotice(), MULTI_LIVE_NOTICE_MS);
  }

  private close(): void {
    this.openCount = Math.max(0, this.openCount - 1);
    if (this.openCount > 0) return;
    this.stopDropping?.();
    this.stopDropping = null;
    for (const observer of this.observers.values()) observer.dispose();
    this.observers.clear();
    this.liveObserver?.dispose();
    this.liveObserver = null;
    this.dismissNotice();
  }
}

function readIds(store: KeyValueStore): unknown[] {
  try {
    const value: unknown = JSON.parse(store.get(MULTI_LIVE_STORE_KEY) ?? '[]');
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/** One panel as drawn. */
export interface MultiLivePanelView {
  id: number;
  /** `Home – Away` once read. */
  title: string | null;
  score: string | null;
  timeSec: number | null;
  /** Whether a phone shows it (the selected tab). */
  isActive: boolean;
  observer: FeedObserver<FeedGameDetail> | null;
  game: FeedGameDetail | null;
  /** The first market groups of the game (the panel is narrow). */
  groups: FeedGameDetail['groups'];
}

/** The multi live view as drawn: the pick list, the tabs (a phone) and the panels (side by side on a desktop), the notice and the URL query. */
export interface MultiLiveView {
  titleKey: string;
  pickKey: string;
  pickValues: { max: number };
  /** The pick list starts open while no game is chosen (the panels come first once there are some). */
  isPickerOpen: boolean;
  picks: Array<{ id: number; label: string; score: string | null; isChosen: boolean; actionKey: string; isDisabled: boolean }>;
  tabs: Array<{ id: number; label: string; isSelected: boolean }>;
  panels: MultiLivePanelView[];
  notice: MultiLiveNotice | null;
  noticeDismissKey: string;
  swapKey: string;
  removeKey: string;
  query: string;
}

/** Market groups a panel shows. */
export const MULTI_LIVE_PANEL_GROUPS = 3;

const titleOf = (game: Pick<FeedGame, 'opponent1Name' | 'opponent2Name'>) => `${game.opponent1Name} – ${game.opponent2Name}`;

/** The view of the multi live view. */
export function connectMultiLive(service: MultiLiveService): MultiLiveView {
  const activeId = service.activeId;
  const panels = service.ids.map((id): MultiLivePanelView => {
    const observer = service.observerOf(id);
    const game = observer?.data ?? null;
    return {
      id,
      title: game ? titleOf(game) : null,
      score: game ? eventScoreOf(game) : null,
      timeSec: game ? game.timeSec : null,
      isActive: id === activeId,
      observer,
      game,
      groups: game ? game.groups.slice(0, MULTI_LIVE_PANEL_GROUPS) : [],
    };
  });
  return {
    titleKey: 'betting_multi_title',
    pickKey: 'betting_multi_pick',
    pickValues: { max: MULTI_LIVE_MAX },
    isPickerOpen: service.ids.length === 0,
    picks: service.liveGames.map((game) => {
      const isChosen = service.has(game.id);
      return { id: game.id, label: titleOf(game), score: eventScoreOf(game), isChosen, actionKey: isChosen ? 'betting_multi_remove' : 'betting_multi_add', isDisabled: !isChosen && service.isFull };
    }),
    tabs: panels.map((panel) => ({ id: panel.id, label: panel.title ?? `#${panel.id}`, isSelected: panel.isActive })),
    panels,
    notice: service.notice,
    noticeDismissKey: 'main_close',
    swapKey: 'betting_multi_swap',
    removeKey: 'betting_multi_remove',
    query: service.query,
  };
}

/** The multi live button of a live row. */
export interface MultiLiveButtonView {
  labelKey: string;
  isPressed: boolean;
  isDisabled: boolean;
}

/** The button on a live row: adds the game to the view, or removes it; disabled when the view is full. */
export function connectMultiLiveButton(service: MultiLiveService, gameId: number): MultiLiveButtonView {
  const isPressed = service.has(gameId);
  return { labelKey: isPressed ? 'betting_multi_remove' : 'betting_multi_add', isPressed, isDisabled: !isPressed && service.isFull };
}
