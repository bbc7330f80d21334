import { LocalStore, SessionStore, type KeyValueStore } from '@kickoff/platform';
import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { deviceOf } from '../navigation/navigation-world.source';
import { FORCED_PLATFORM_KEY } from '../navigation/navigation.ports';
import { ShellEnvironment } from '../shell/shell.ports';
import { Viewport } from './layout.ports';
import { PLATFORM_CHOICE_KEY, decidePlatform, parsePlatform, type PlatformChoice, type PlatformType } from './layout.rules';

/**
 * The layout of the page, desktop or mobile (document 000 §1), decided by `decidePlatform`: the
 * player's switch kept in the local store, the platform the session was forced to (document 001 §2,
 * stored by the navigation under `FORCED_PLATFORM_KEY`), the user agent and the viewport width.
 * Observable: a layout follows `platform` as the viewport or the switch changes.
 */
@injectable()
export class PlatformService {
  chosen: PlatformType | null;
  forced: PlatformType | null;
  isNarrowViewport: boolean;
  /** The user agent names a phone or a tablet (or an iPad-like touch Mac). */
  readonly isMobileDevice: boolean;
  private unwatch: (() => void) | undefined;

  constructor(
    @inject(LocalStore) private readonly localStore: KeyValueStore,
    @inject(SessionStore) private readonly sessionStore: KeyValueStore,
    @inject(ShellEnvironment) environment: ShellEnvironment,
    @inject(Viewport) @optional() private readonly viewport: Viewport | undefined,
  ) {
    const device = deviceOf(environment.userAgent, environment.maxTouchPoints ?? 0);
    this.isMobileDevice = device.isMobile || device.isIpadLikeMac;
    this.chosen = parsePlatform(localStore.get(PLATFORM_CHOICE_KEY));
    this.forced = parsePlatform(sessionStore.get(FORCED_PLATFORM_KEY));
    this.isNarrowViewport = viewport?.isNarrow() ?? false;
    makeAutoObservable<this, 'localStore' | 'sessionStore' | 'viewport' | 'unwatch'>(this, {
      localStore: false,
      sessionStore: false,
      viewport: false,
      unwatch: false,
      isMobileDevice: false,
    });
  }

  /** The layout to draw now. */
  get platform(): PlatformType {
    return decidePlatform({ chosen: this.chosen, forced: this.forced, isMobileDevice: this.isMobileDevice, isNarrowViewport: this.isNarrowViewport });
  }

  /** The mobile layout is drawn. */
  get isMobile(): boolean {
    return this.platform === 'mobile';
  }

  /** Follows the viewport until `dispose()`. */
  start(): void {
    if (this.unwatch || !this.viewport) return;
    const viewport = this.viewport;
    this.unwatch = viewport.watch(() => this.setNarrowViewport(viewport.isNarrow()));
    this.setNarrowViewport(viewport.isNarrow());
  }

  /** Reads the session's forced platform again (after a navigation, whose guards may have set it). */
  refresh(): void {
    this.forced = parsePlatform(this.sessionStore.get(FORCED_PLATFORM_KEY));
  }

  /** The player's switch: one layout from now on (kept across visits), or `'auto'` for the device's own. */
  choose(choice: PlatformChoice): void {
    if (choice === 'auto') {
      this.localStore.remove(PLATFORM_CHOICE_KEY);
      this.chosen = null;
      return;
    }
    this.localStore.set(PLATFORM_CHOICE_KEY, choice);
    this.chosen = choice;
  }

  dispose(): void {
    this.unwatch?.();
    this.unwatch = undefined;
  }

  private setNarrowViewport(isNarrow: boolean): void {
    this.isNarrowViewport = isNarrow;
  }
}
