import { getTokenCall } from '@kickoff/contracts';
import type { Clock, CookieJar } from '@kickoff/platform';
import type { HttpTransport } from '../transport/http-transport';

/** The cookie the token is kept in (document 001 §7). */
export const TOKEN_COOKIE = 'user_token';
/** Document 001 §9: "Token fetch sharing 60 s": concurrent fetches share one request this long. */
export const TOKEN_FETCH_SHARE_MS = 60_000;
/** Document 001 §9: "Token cookie expires in 1800 s", used when the token carries no expiry. */
export const TOKEN_DEFAULT_TTL_SECONDS = 1800;

/** The `exp` claim (epoch seconds) of a JWT-shaped token, or null when it has none. */
export function tokenExpiresAt(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/**
 * The service token of `GET /web-api/user/gettoken?force_refresh=true` (document 001 §7): kept in
 * the cookie `user_token` with the expiry the token carries, reused until it expires; concurrent
 * fetches share one request for up to 60 s. `invalidate()` deletes it (after a 401).
 */
export class ServiceTokenProvider {
  private inflight: { promise: Promise<string>; startedAtMs: number } | null = null;

  constructor(
    private readonly transport: HttpTransport,
    private readonly cookies: CookieJar,
    private readonly clock: Clock,
  ) {}

  /** The stored token while it is valid, else a fresh one (shared with concurrent callers). */
  getToken(): Promise<string> {
    const stored = this.cookies.get(TOKEN_COOKIE);
    if (stored) {
      const exp = tokenExpiresAt(stored);
      if (exp === null || exp * 1000 > this.clock.now()) return Promise.resolve(stored);
      this.cookies.remove(TOKEN_COOKIE);
    }
    return this.fetchShared();
  }

  /**
   * Deletes the stored token, so the next call fetches a new one. Given the token a call was refused
   * with, it deletes only that one: concurrent calls refused with the same old token refresh once.
   */
  invalidate(refusedToken?: string): void {
    if (refusedToken !== undefined && this.cookies.get(TOKEN_COOKIE) !== refusedToken) return;
    this.cookies.remove(TOKEN_COOKIE);
  }

  private fetchShared(): Promise<string> {
    const now = this.clock.now();
    if (this.inflight && now - this.inflight.startedAtMs < TOKEN_FETCH_SHARE_MS) return this.inflight.promise;
    const entry = {
      startedAtMs: now,
      promise: this.transport.call(getTokenCall, { query: { force_refresh: 'true' }, retries: 0 }).then((answer) => {
        const expiresAtMs = (tokenExpiresAt(answer.token) ?? answer.expiresAt) * 1000;
        const maxAgeSeconds = Math.max(1, Math.floor((expiresAtMs - this.clock.now()) / 1000)) || TOKEN_DEFAULT_TTL_SECONDS;
        this.cookies.set(TOKEN_COOKIE, answer.token, { maxAgeSeconds, path: '/', sameSite: 'Lax' });
        return answer.token;
      }),
    };
    this.inflight = entry;
    const clear = () => {
      if (this.inflight === entry) this.inflight = null;
    };
    entry.promise.then(clear, clear);
    return entry.promise;
  }
}
