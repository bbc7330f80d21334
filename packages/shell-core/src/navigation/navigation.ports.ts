import type { ServiceIdentifier } from 'inversify';

/** Local store key of the language chosen last (the URL language guard stores it). */
export const STORED_LANGUAGE_KEY = 'language';
/** Session store key of the URL to go to after registration (read by the recharge guard). */
export const AFTER_REGISTRATION_URL_KEY = 'afterRegistrationRedirectUrl';
/** Local store key of the payment consultant flag (document 001 §2). */
export const PAYMENT_CONSULTANT_KEY = 'paymentConsultant';
/** Session store key of the platform forced by `platform_type` (document 001 §2). */
export const FORCED_PLATFORM_KEY = 'platformType';

/** The whole page as the browser holds it: reload it, or load another URL as a new page. */
export interface PageLocation {
  reload(): void;
  /** Loads another URL as a new page (hard redirects: the ban block page). */
  assign(url: string): void;
}

/** Container identifier of the `PageLocation` port (the app's browser adapter). */
export const PageLocation = Symbol.for('PageLocation') as ServiceIdentifier<PageLocation>;

/** Facts of the running build, bound once by the app. */
export interface ShellBuild {
  /** The running build's version, the first seen version of the update check. */
  runningVersion: string;
  /** A production build (the debugger and internal pages are off). */
  isProduction: boolean;
  /** The areas the main navigation leads to, warmed once the first page is shown (document 000 §9 prefetch). */
  prefetchedAreas: readonly string[];
}

/** Container identifier of the `ShellBuild`. */
export const ShellBuild = Symbol.for('ShellBuild') as ServiceIdentifier<ShellBuild>;

/**
 * Ends the current task and resumes in a new one (issue 20, bound by the browser app): the shell's
 * services start over a few tasks, not all in the first navigation's. Not bound: all in one.
 */
export interface ShellStartTasks {
  next(): Promise<void>;
}

/** Container identifier of the optional `ShellStartTasks`. */
export const ShellStartTasks = Symbol.for('ShellStartTasks') as ServiceIdentifier<ShellStartTasks>;

/** Warms separately loaded areas when the page is idle (remote-areas-core's prefetch, bound by the app). */
export interface AreaWarmup {
  schedule(names: readonly string[]): void;
  dispose(): void;
}

/** Container identifier of the optional `AreaWarmup`. */
export const AreaWarmup = Symbol.for('AreaWarmup') as ServiceIdentifier<AreaWarmup>;

/** The user's ban and identification state (document 001 §3 user config), read at each navigation. */
export interface NavigationUserFlags {
  banLevel: number;
  banVersion: number;
  isIdentificationBonus: boolean;
  isNeedIdentification: boolean;
}

/** Container identifier of the optional `NavigationUserFlags` source (bound from accounts-core's user config). */
export const NavigationUserFlagsSource = Symbol.for('NavigationUserFlagsSource') as ServiceIdentifier<() => NavigationUserFlags>;

/** A guest's flags, and a player's before the user config is loaded. */
export const NO_USER_FLAGS: NavigationUserFlags = { banLevel: 0, banVersion: 0, isIdentificationBonus: false, isNeedIdentification: false };
