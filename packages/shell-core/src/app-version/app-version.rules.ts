/** The app-version check starts 60 s after the app (document 001 §9). */
export const APP_VERSION_CHECK_START_MS = 60_000;
/**
 * Then it repeats. Decision (the spec gives only the start): every 60 s, like the other shell polls.
 */
export const APP_VERSION_CHECK_INTERVAL_MS = 60_000;

/** An update is available when the latest version differs from the first seen (document 001 §4). */
export function isUpdateAvailable(firstSeen: string | undefined, latest: string | undefined): boolean {
  return firstSeen !== undefined && latest !== undefined && firstSeen !== latest;
}
