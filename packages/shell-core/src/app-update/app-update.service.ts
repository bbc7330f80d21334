import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { Logger } from '@kickoff/platform';
import { AppVersionService } from '../app-version/app-version.service';
import { ShellHost } from '../shell/shell.ports';
import { AppUpdateWorker } from './app-update.ports';

/**
 * The update-available notice (document 001 §4 "An update-available notice warns and offers a
 * reload. The app-version check fires an update event when the latest version differs from the
 * first seen"): shown when the service worker has a new build waiting or the app-version check
 * finds a new version; accepting switches to the waiting build and reloads, or reloads the page.
 */
@injectable()
export class AppUpdateService {
  isAvailable = false;
  isApplying = false;
  isDismissed = false;

  private readonly unsubscribes: Array<() => void> = [];

  constructor(
    @inject(AppVersionService) private readonly appVersion: AppVersionService,
    @inject(ShellHost) private readonly host: ShellHost,
    @inject(Logger) private readonly logger: Logger,
    @inject(AppUpdateWorker) @optional() private readonly worker: AppUpdateWorker | undefined,
  ) {
    makeAutoObservable<AppUpdateService, 'appVersion' | 'host' | 'logger' | 'worker' | 'unsubscribes'>(this, {
      appVersion: false,
      host: false,
      logger: false,
      worker: false,
      unsubscribes: false,
    });
  }

  /** Listens to the worker and to the app-version check's update event. */
  start(): void {
    if (this.unsubscribes.length > 0) return;
    if (this.worker) this.unsubscribes.push(this.worker.onUpdateReady(() => this.markAvailable()));
    this.unsubscribes.push(
      this.appVersion.onUpdate(() => {
        this.markAvailable();
        // A new deployed version: the worker fetches the new build so the reload lands in it.
        void this.worker?.checkForUpdate().catch((error: unknown) => this.logger.warn('service worker update check failed', { error: String(error) }));
      }),
    );
  }

  /** Shows the notice (the guard chain's app-version effect, document 001 §2 guard order). */
  offer(): void {
    this.markAvailable();
  }

  /** The player accepts: the waiting build takes over and the page reloads into it. */
  async accept(): Promise<void> {
    if (!this.isAvailable || this.isApplying) return;
    this.isApplying = true;
    let applied = false;
    try {
      applied = (await this.worker?.applyUpdate()) ?? false;
    } catch (error) {
      this.logger.warn('service worker update failed', { error: String(error) });
    }
    if (!applied) this.host.reload();
  }

  /** The player keeps the running version for now (the notice comes back with the next update). */
  dismiss(): void {
    this.isDismissed = true;
  }

  dispose(): void {
    for (const unsubscribe of this.unsubscribes.splice(0)) unsubscribe();
  }

  private markAvailable(): void {
    this.isAvailable = true;
    this.isDismissed = false;
  }
}

/** What the update notice shows, in dictionary keys. */
export interface AppUpdateView {
  visible: boolean;
  messageKey: string;
  reloadKey: string;
  laterKey: string;
  reloadEnabled: boolean;
}

/** The update notice of document 001 §4: visible while an update waits and the player has not put it off. */
export function connectAppUpdate(service: Pick<AppUpdateService, 'isAvailable' | 'isApplying' | 'isDismissed'>): AppUpdateView {
  return {
    visible: service.isAvailable && !service.isDismissed,
    messageKey: 'main_update_available',
    reloadKey: 'main_update_reload',
    laterKey: 'main_update_later',
    reloadEnabled: !service.isApplying,
  };
}
