import type { ServiceIdentifier } from 'inversify';

/**
 * The app's service worker as the update notice needs it (bound by the app to its worker
 * registration): a new build installed and waiting, and the switch to it.
 */
export interface AppUpdateWorker {
  /** Calls `listener` when a new version is installed and waiting (at once if one already is); returns the unsubscribe. */
  onUpdateReady(listener: () => void): () => void;
  /** Asks the server for a newer worker now (the browser also checks on navigation). */
  checkForUpdate(): Promise<void>;
  /** Activates the waiting version and reloads the page into it; `false` when no version is waiting. */
  applyUpdate(): Promise<boolean>;
}

/** Container identifier of the `AppUpdateWorker` (optional: without it the notice reloads the page). */
export const AppUpdateWorker = Symbol.for('AppUpdateWorker') as ServiceIdentifier<AppUpdateWorker>;
