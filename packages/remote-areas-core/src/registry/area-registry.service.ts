import { inject, injectable, type ServiceIdentifier } from 'inversify';
import { makeAutoObservable, observable } from 'mobx';
import { Clock, Logger, type TimerHandle } from '@kickoff/platform';
import type { RemoteViewComponent } from '@kickoff/contracts';
import {
  AreaState,
  areaDisplay,
  areaRetryDelayMs,
  canManualReload,
  canMoveArea,
  isAreaUnused,
  type AreaDisplay,
} from '../area-state/area-state.rules';
import { AreaLoader } from './area-loader';

/** Automatic retry bookkeeping (document 000 §3 "meta (appName, retryInfo)"). */
export interface AreaRetryInfo {
  /** The number (1 to 3) of the retry scheduled or running. */
  retryNumber: number;
  /** Its wait: 1000, 2000 or 4000 ms. */
  delayMs: number;
  /** True from scheduling until the retry's load settles; false once the retries are spent. */
  pending: boolean;
}

/** One registry entry (document 000 §3 "Remote area registry entry"). */
export interface AreaEntry {
  state: AreaState;
  viewCount: number;
  componentCount: number;
  meta: { appName: string; retryInfo: AreaRetryInfo | null };
  /** What the loader resolved with, while ready. */
  result: unknown;
  /** The last load error, while in the error state. */
  error: unknown;
  /** The full path the area was loaded for (remote views). */
  fullPath: string | undefined;
}

/** Who uses an area: a remote view (a page) or a remote component (a widget). */
export type AreaUserKind = 'view' | 'component';

/** Options of `retain`: what the loader needs for a remote view. */
export interface AreaRetainOptions {
  fullPath?: string;
  components?: readonly RemoteViewComponent[];
  forceSpa?: boolean;
}

/** Events of the registry (document 000 §4). */
export type AreaEvent =
  | { type: 'unmounted'; appName: string }
  | { type: 'deactivated'; appName: string }
  | { type: 'stateChanged'; appName: string; from: AreaState; to: AreaState }
  | { type: 'loadFailed'; appName: string; error: unknown };

/** Result of a manual reload. */
export type ManualReloadResult = 'reloaded' | 'throttled' | 'refused';

/**
 * The registry of separately loaded areas (document 000 §4 "Remote area loading state"): state
 * with only the allowed moves, reference counts of views and components, the unmounted and
 * deactivated events, automatic retries (3, from 1000 ms doubling) and a manual reload at most
 * once per second. Loads go through the `AreaLoader` port.
 */
@injectable()
export class AreaRegistryService {
  private readonly entries = observable.map<string, AreaEntry>();
  private readonly retryTimers = new Map<string, TimerHandle>();
  private readonly loads = new Map<string, AbortController>();
  private readonly loadOptions = new Map<string, AreaRetainOptions>();
  private readonly lastManualReloadAtMs = new Map<string, number>();
  private readonly listeners = new Set<(event: AreaEvent) => void>();

  constructor(
    @inject(Clock) private readonly clock: Clock,
    @inject(Logger) private readonly logger: Logger,
    @inject(AreaLoader) private readonly loader: AreaLoader,
  ) {
    makeAutoObservable<this, 'clock' | 'logger' | 'loader' | 'retryTimers' | 'loads' | 'loadOptions' | 'lastManualReloadAtMs' | 'listeners'>(this, {
      clock: false,
      logger: false,
      loader: false,
      retryTimers: false,
      loads: false,
      loadOptions: false,
      lastManualReloadAtMs: false,
      listeners: false,
    });
  }

  /** The entry of an area, or undefined when the area is not registered (state not-exist). */
  entry(appName: string): Readonly<AreaEntry> | undefined {
    return this.entries.get(appName);
  }

  /** The state of an area; not-exist (-2) when unknown. */
  stateOf(appName: string): AreaState {
    return this.entries.get(appName)?.state ?? AreaState.notExist;
  }

  /** What the area's place shows: content, preloader (also while retrying), error block or nothing. */
  displayOf(appName: string): AreaDisplay {
    const entry = this.entries.get(appName);
    if (!entry) return 'nothing';
    return areaDisplay(entry.state, entry.meta.retryInfo?.pending ?? false);
  }

  /** What the loader resolved with, when the area is ready. */
  resultOf(appName: string): unknown {
    const entry = this.entries.get(appName);
    return entry?.state === AreaState.ready ? entry.result : undefined;
  }

  /** Names of the registered areas. */
  get appNames(): string[] {
    return [...this.entries.keys()];
  }

  /**
   * Moves an area to a state if the move is allowed (document 000 §4); a refused move changes
   * nothing, is logged and returns false.
   */
  moveTo(appName: string, to: AreaState): boolean {
    const entry = this.ensureEntry(appName);
    const from = entry.state;
    if (!canMoveArea(from, to)) {
      this.logger.warn('remote area: move refused', { appName, from, to });
      return false;
    }
    entry.state = to;
    if (to === AreaState.ready) entry.meta.retryInfo = null;
    if (to !== AreaState.error) entry.error = null;
    if (to !== AreaState.ready) entry.result = undefined;
    this.emit({ type: 'stateChanged', appName, from, to });
    return true;
  }

  /**
   * Counts one more user of an area and loads it if it does not exist yet. With a different
   * `fullPath` than the one loaded, a ready area is fetched again for the new path.
   * Returns a release function (calling it more than once releases once).
   */
  retain(appName: string, kind: AreaUserKind, options: AreaRetainOptions = {}): () => void {
    const entry = this.ensureEntry(appName);
    if (kind === 'view') entry.viewCount += 1;
    else entry.componentCount += 1;
    const pathChanged = options.fullPath !== undefined && entry.fullPath !== undefined && options.fullPath !== entry.fullPath;
    if (entry.state === AreaState.notExist) {
      this.loadOptions.set(appName, options);
      this.startLoad(appName);
    } else if (pathChanged && entry.state !== AreaState.loading) {
      this.loadOptions.set(appName, options);
      this.cancelWork(appName);
      entry.meta.retryInfo = null;
      if (this.moveTo(appName, AreaState.notExist)) this.startLoad(appName);
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.release(appName, kind);
    };
  }

  /**
   * Counts one user less. The last view going emits `deactivated`; when no view and no component
   * is left the area returns to not-exist and `unmounted` is emitted (document 000 §4).
   */
  release(appName: string, kind: AreaUserKind): void {
    const entry = this.entries.get(appName);
    if (!entry) return;
    if (kind === 'view') {
      if (entry.viewCount <= 0) return;
      entry.viewCount -= 1;
      if (entry.viewCount === 0) this.emit({ type: 'deactivated', appName });
    } else {
      if (entry.componentCount <= 0) return;
      entry.componentCount -= 1;
    }
    if (!isAreaUnused(entry)) return;
    this.cancelWork(appName);
    if (entry.state !== AreaState.notExist) this.moveTo(appName, AreaState.notExist);
    this.entries.delete(appName);
    this.loadOptions.delete(appName);
    this.lastManualReloadAtMs.delete(appName);
    this.emit({ type: 'unmounted', appName });
  }

  /**
   * The reload action of the error block: at most once per second per area (document 000 §4).
   * It cancels a scheduled retry and starts a fresh series of 3.
   */
  reload(appName: string): ManualReloadResult {
    const entry = this.entries.get(appName);
    if (!entry || (entry.state !== AreaState.error && entry.state !== AreaState.notExist)) return 'refused';
    const nowMs = this.clock.now();
    if (!canManualReload(this.lastManualReloadAtMs.get(appName) ?? null, nowMs)) return 'throttled';
    this.lastManualReloadAtMs.set(appName, nowMs);
    this.cancelWork(appName);
    entry.meta.retryInfo = null;
    this.startLoad(appName);
    return 'reloaded';
  }

  /** Subscribes to the registry's events; returns the unsubscribe function. */
  on(listener: (event: AreaEvent) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Cancels every retry timer and running load and drops the listeners. */
  dispose(): void {
    for (const appName of [...this.retryTimers.keys(), ...this.loads.keys()]) this.cancelWork(appName);
    this.listeners.clear();
    this.entries.clear();
  }

  private ensureEntry(appName: string): AreaEntry {
    let entry = this.entries.get(appName);
    if (!entry) {
      entry = { state: AreaState.notExist, viewCount: 0, componentCount: 0, meta: { appName, retryInfo: null }, result: undefined, error: null, fullPath: undefined };
      this.entries.set(appName, entry);
      entry = this.entries.get(appName) as AreaEntry;
    }
    return entry;
  }

  private startLoad(appName: string): void {
    if (!this.moveTo(appName, AreaState.loading)) return;
    const entry = this.ensureEntry(appName);
    const options = this.loadOptions.get(appName) ?? {};
    entry.fullPath = options.fullPath;
    const controller = new AbortController();
    this.loads.set(appName, controller);
    let pending: Promise<unknown>;
    try {
      pending = this.loader.load(appName, { ...options, signal: controller.signal });
    } catch (error) {
      pending = Promise.reject(error);
    }
    pending.then(
      (result) => this.onLoaded(appName, controller, result),
      (error: unknown) => this.onFailed(appName, controller, error),
    );
  }

  private onLoaded(appName: string, controller: AbortController, result: unknown): void {
    if (this.loads.get(appName) !== controller) return;
    this.loads.delete(appName);
    if (this.moveTo(appName, AreaState.ready)) {
      const entry = this.ensureEntry(appName);
      entry.result = result;
    }
  }

  private onFailed(appName: string, controller: AbortController, error: unknown): void {
    if (this.loads.get(appName) !== controller) return;
    this.loads.delete(appName);
    const entry = this.entries.get(appName);
    if (!entry || !this.moveTo(appName, AreaState.error)) return;
    entry.error = error;
    this.logger.warn('remote area: load failed', { appName, error: String(error) });
    this.emit({ type: 'loadFailed', appName, error });
    const retryNumber = (entry.meta.retryInfo?.retryNumber ?? 0) + 1;
    const delayMs = areaRetryDelayMs(retryNumber);
    if (delayMs === null) {
      if (entry.meta.retryInfo) entry.meta.retryInfo.pending = false;
      return;
    }
    entry.meta.retryInfo = { retryNumber, delayMs, pending: true };
    this.retryTimers.set(
      appName,
      this.clock.setTimeout(() => this.runRetry(appName), delayMs),
    );
  }

  private runRetry(appName: string): void {
    this.retryTimers.delete(appName);
    if (this.stateOf(appName) === AreaState.error) this.startLoad(appName);
  }

  private cancelWork(appName: string): void {
    const timer = this.retryTimers.get(appName);
    if (timer) this.clock.clearTimeout(timer);
    this.retryTimers.delete(appName);
    this.loads.get(appName)?.abort();
    this.loads.delete(appName);
  }

  private emit(event: AreaEvent): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(event);
      } catch (error) {
        this.logger.error('remote area: event listener failed', { type: event.type, error: String(error) });
      }
    }
  }
}

/** Container identifier of the `AreaRegistryService`. */
export const AreaRegistry = Symbol.for('AreaRegistry') as ServiceIdentifier<AreaRegistryService>;
export type AreaRegistry = AreaRegistryService;
