import { z } from 'zod';
import { defineCall } from '../common/call';

// issue 20: the service token and session calls every page makes, apart from the sign-in forms' schemas.

/** Query of gettoken (document 001 §7: `force_refresh=true`). */
export const GetTokenQuery = z.object({ force_refresh: z.enum(['true', 'false']).optional() });
export type GetTokenQuery = z.infer<typeof GetTokenQuery>;

/**
 * The service token (document 001 §3 "Session token carries an expiry time"): a signed JWT whose
 * `exp` claim equals `expiresAt` (epoch seconds); `expiresInSeconds` is 1800 (document 001 §9).
 */
export const TokenResponse = z.object({ token: z.string().min(1), expiresAt: z.number().int(), expiresInSeconds: z.number().int().positive() });
export type TokenResponse = z.infer<typeof TokenResponse>;

/** `GET /web-api/user/gettoken?force_refresh=true` (document 001 §7); needs the session cookie. */
export const getTokenCall = defineCall({ name: 'auth.getToken', method: 'GET', path: '/web-api/user/gettoken', query: GetTokenQuery, response: TokenResponse, auth: true });

/** `GET /web-api/session`: no cache, text, not parsed as JSON (document 001 §7). */
export const getSessionCall = defineCall({ name: 'auth.session', method: 'GET', path: '/web-api/session', response: z.string(), text: true, retryable: true });
