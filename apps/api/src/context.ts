import type { Clock, Logger } from '@kickoff/platform';
import type { Database } from './db/database';

/** What every API module gets: the database, the clock (simulated in tests) and settings. */
export interface AppContext {
  db: Database;
  clock: Clock;
  logger: Logger;
  settings: ApiSettings;
}

/** Process settings, read from the environment once at start-up. */
export interface ApiSettings {
  port: number;
  host: string;
  /** Folder of the built web app, or null to serve the API alone. */
  webDist: string | null;
  /** Secret that signs session tokens; generated per data folder when not given. */
  tokenSecret: string;
  /** The site's own origin, for return-URL checks (e.g. http://localhost:8080). */
  publicOrigin: string;
  /** Marks cookies Secure (on behind HTTPS). */
  secureCookies: boolean;
  /** Sends Strict-Transport-Security (the public origin is https). */
  hsts: boolean;
  /** Origins besides the public one whose pages may change state (CSRF guard). */
  allowedOrigins: readonly string[];
  /** Proxies whose X-Forwarded-* headers are believed; empty: the peer address is the client. */
  trustedProxies: readonly string[];
  /** Speed factor of the live simulator (1 = real time). */
  simulatorSpeed: number;
  /** Whether background jobs (live simulator, settlement) run in this process. */
  runJobs: boolean;
  /** Registrations one peer address may make per window (issue 19). */
  registrationLimit: { max: number; windowSeconds: number };
  /** Zero bits the captcha's proof of work asks (issue 19); `CAPTCHA_POW_DEFAULT_BITS` when not given, 0 asks none. */
  captchaPowBits?: number;
  /** Secret the demo payment provider signs its callbacks with (HMAC-SHA256); derived from `tokenSecret` when not given. */
  paymentProviderSecret?: string;
}
