import type { ServiceIdentifier } from 'inversify';

/** What the shell knows about the visit, bound once by the app. */
export interface ShellEnvironment {
  /** The site's own origin, e.g. `https://example.com`: return URLs must stay on it. */
  origin: string;
  /** The browser's user agent, to recognise search-bot visits. */
  userAgent: string;
  /** Touch points of the device (an iPad-like Mac has more than 1, document 001 §2); 0 when unknown. */
  maxTouchPoints?: number;
}

/** Container identifier of the `ShellEnvironment`. */
export const ShellEnvironment = Symbol.for('ShellEnvironment') as ServiceIdentifier<ShellEnvironment>;

/** The current page as the shell's decisions need it (filled by the app from its route table). */
export interface ShellPage {
  /** Path with query of the current page, e.g. `/en/office/account?tab=1`. */
  path: string;
  /** The route carries the auth-required flag (office, history). */
  requiresAuth: boolean;
  /** The route is exempt from the redirect on a change of sign-in state. */
  isAuthChangeExempt: boolean;
  /** The route is a registration page (analytics start without delay there). */
  isRegistrationPage: boolean;
  /** The return URL the page was opened with (e.g. `?returnUrl=`), or `null`. */
  returnUrl: string | null;
  /** The previous route's path within the app, or `null` on the first page. */
  previousPath: string | null;
  /** The home path in the current language, e.g. `/en`. */
  homePath: string;
}

/** The app's navigation and modal state, as the shell services drive and read them. */
export interface ShellHost {
  currentPage(): ShellPage;
  /** Navigates within the app. */
  navigate(path: string): void;
  /** Reloads the whole page. */
  reload(): void;
  /** Some modal is open now. */
  isModalOpen(): boolean;
  /** The login or registration form is on the page now. */
  isAuthFormOpen(): boolean;
}

/** Container identifier of the `ShellHost`. */
export const ShellHost = Symbol.for('ShellHost') as ServiceIdentifier<ShellHost>;
