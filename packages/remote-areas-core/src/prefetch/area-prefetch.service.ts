import { inject, injectable, type ServiceIdentifier } from 'inversify';
import { makeAutoObservable, observable } from 'mobx';
import { Clock, Logger, type TimerHandle } from '@kickoff/platform';
import { AreaLoader } from '../registry/area-loader';
import { AreaRegistry, type AreaRegistryService } from '../registry/area-registry.service';
import { LOAD_TO_FETCH_DELAY_MS, PREFETCH_IDLE_TIMEOUT_MS, prefetchCandidates } from './prefetch.rules';

/**
 * Runs a callback when the page is idle, at the latest after `timeoutMs`; returns a cancel
 * function. The app binds one over `requestIdleCallback`; `ClockIdleScheduler` waits the timeout.
 */
export interface IdleScheduler {
  request(callback: () => void, timeoutMs: number): () => void;
}

/** Container identifier of the `IdleScheduler` the app binds. */
export const IdleScheduler = Symbol.for('IdleScheduler') as ServiceIdentifier<IdleScheduler>;

/** An `IdleScheduler` without idle detection: the callback runs at the timeout (tests, no idle API). */
export class ClockIdleScheduler implements IdleScheduler {
  constructor(private readonly clock: Clock) {}

  request(callback: () => void, timeoutMs: number): () => void {
    const handle = this.clock.setTimeout(callback, timeoutMs);
    return () => this.clock.clearTimeout(handle);
  }
}

/**
 * Prefetches areas the visitor is likely to open (document 000 §9): 200 ms after it is asked,
 * then when the page is idle (at most 2000 ms later), each area not yet known to the registry is
 * loaded once through the `AreaLoader` to warm its chunk; the result is dropped and a failure is
 * only logged, so a real visit still goes through the registry with its retries.
 */
@injectable()
export class AreaPrefetchService {
  private readonly prefetchedNames = observable.set<string>();
  private readonly timers = new Set<TimerHandle>();
  private readonly idleCancels = new Set<() => void>();
  private readonly controllers = new Set<AbortController>();

  constructor(
    @inject(Clock) private readonly clock: Clock,
    @inject(IdleScheduler) private readonly idle: IdleScheduler,
    @inject(AreaLoader) private readonly loader: AreaLoader,
    @inject(AreaRegistry) private readonly registry: AreaRegistryService,
    @inject(Logger) private readonly logger: Logger,
  ) {
    makeAutoObservable<this, 'clock' | 'idle' | 'loader' | 'registry' | 'logger' | 'timers' | 'idleCancels' | 'controllers'>(this, {
      clock: false,
      idle: false,
      loader: false,
      registry: false,
      logger: false,
      timers: false,
      idleCancels: false,
      controllers: false,
    });
  }

  /** The areas already prefetched. */
  get prefetched(): string[] {
    return [...this.prefetchedNames];
  }

  /** Schedules a prefetch of `appNames`. */
  schedule(appNames: readonly string[]): void {
    const names = [...appNames];
    const timer = this.clock.setTimeout(() => {
      this.timers.delete(timer);
      const cancel = this.idle.request(() => {
        this.idleCancels.delete(cancel);
        this.run(names);
      }, PREFETCH_IDLE_TIMEOUT_MS);
      this.idleCancels.add(cancel);
    }, LOAD_TO_FETCH_DELAY_MS);
    this.timers.add(timer);
  }

  /** Cancels waiting prefetches and aborts running ones. */
  dispose(): void {
    for (const timer of this.timers) this.clock.clearTimeout(timer);
    this.timers.clear();
    for (const cancel of this.idleCancels) cancel();
    this.idleCancels.clear();
    for (const controller of this.controllers) controller.abort();
    this.controllers.clear();
  }

  private run(appNames: readonly string[]): void {
    const candidates = prefetchCandidates(appNames, (name) => this.registry.stateOf(name), this.prefetchedNames);
    for (const appName of candidates) {
      this.prefetchedNames.add(appName);
      const controller = new AbortController();
      this.controllers.add(controller);
      let pending: Promise<unknown>;
      try {
        pending = this.loader.load(appName, { signal: controller.signal });
      } catch (error) {
        pending = Promise.reject(error);
      }
      pending
        .catch((error: unknown) => this.logger.debug('area prefetch failed', { appName, error: String(error) }))
        .finally(() => this.controllers.delete(controller));
    }
  }
}

/** Container identifier of the `AreaPrefetchService`. */
export const AreaPrefetch = Symbol.for('AreaPrefetch') as ServiceIdentifier<AreaPrefetchService>;
export type AreaPrefetch = AreaPrefetchService;
