import type { ServiceIdentifier } from 'inversify';
import type { Clock } from '../clock/clock.types';

/** Options of a cookie write. Without `maxAgeSeconds` the cookie lasts for the browser session. */
export interface CookieOptions {
  maxAgeSeconds?: number;
  /** Defaults to `/`. */
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

/** Cookies as a port. Names and values are stored encoded; `get` returns the decoded value. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string, options?: Pick<CookieOptions, 'path'>): void;
}

/** Container identifier of the `CookieJar`. */
export const CookieJar = Symbol.for('CookieJar') as ServiceIdentifier<CookieJar>;

/** Serializes one `Set-Cookie`-style assignment for `document.cookie`. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, `path=${options.path ?? '/'}`];
  if (options.maxAgeSeconds !== undefined) parts.push(`max-age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`);
  parts.push(`samesite=${options.sameSite ?? 'Lax'}`);
  if (options.secure) parts.push('secure');
  return parts.join('; ');
}

/** Parses a `document.cookie` string into decoded name/value pairs (the first of a name wins). */
export function parseCookies(header: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = safeDecode(part.slice(0, index).trim());
    if (!name || result.has(name)) continue;
    result.set(name, safeDecode(part.slice(index + 1).trim()));
  }
  return result;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** `document.cookie` behind the port; the document is looked up lazily. */
export class BrowserCookieJar implements CookieJar {
  constructor(private readonly getDocument: () => Pick<Document, 'cookie'>) {}

  get(name: string): string | undefined {
    return parseCookies(this.getDocument().cookie).get(name);
  }

  set(name: string, value: string, options: CookieOptions = {}): void {
    this.getDocument().cookie = serializeCookie(name, value, options);
  }

  remove(name: string, options: Pick<CookieOptions, 'path'> = {}): void {
    this.getDocument().cookie = serializeCookie(name, '', { ...options, maxAgeSeconds: 0 });
  }
}

interface StoredCookie {
  value: string;
  path: string;
  expiresAtMs: number | null;
}

/** Cookies in memory that expire against the given clock, for tests and server-side use. */
export class MemoryCookieJar implements CookieJar {
  private readonly cookies = new Map<string, StoredCookie>();

  constructor(private readonly clock: Clock) {}

  get(name: string): string | undefined {
    const cookie = this.cookies.get(name);
    if (!cookie) return undefined;
    if (cookie.expiresAtMs !== null && cookie.expiresAtMs <= this.clock.now()) {
      this.cookies.delete(name);
      return undefined;
    }
    return cookie.value;
  }

  set(name: string, value: string, options: CookieOptions = {}): void {
    const maxAge = options.maxAgeSeconds;
    if (maxAge !== undefined && maxAge <= 0) {
      this.cookies.delete(name);
      return;
    }
    this.cookies.set(name, {
      value,
      path: options.path ?? '/',
      expiresAtMs: maxAge === undefined ? null : this.clock.now() + maxAge * 1000,
    });
  }

  remove(name: string): void {
    this.cookies.delete(name);
  }

  /** When the cookie expires (epoch ms), `null` for a session cookie, `undefined` when absent. */
  expiresAt(name: string): number | null | undefined {
    return this.get(name) === undefined ? undefined : (this.cookies.get(name)?.expiresAtMs ?? null);
  }

  /** The path the cookie was written with. */
  pathOf(name: string): string | undefined {
    return this.get(name) === undefined ? undefined : this.cookies.get(name)?.path;
  }
}
