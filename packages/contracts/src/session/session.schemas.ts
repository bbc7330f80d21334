import { z } from 'zod';
import { defineCall } from '../common/call';

/**
 * The session check answer (document 001 §3 "Session check returns user_id (userId)"): the signed-in
 * player's id, or `null` for a guest. Signed-in status is the presence of a user id (document 001 §6).
 */
export const SessionCheckResponse = z.object({
  user_id: z.number().int().positive().nullable(),
});
export type SessionCheckResponse = z.infer<typeof SessionCheckResponse>;

/**
 * `GET /web-api/user/session-check` (document 001 §7 "Session check returns userId, 2 retries at
 * 1500 ms"; path not shown, chosen here). Distinct from `GET /web-api/session`, which answers text.
 * A guest gets 200 with `user_id: null`, never a 401, so the auth-status poll can tell the two apart.
 */
export const sessionCheckCall = defineCall({
  name: 'user.sessionCheck',
  method: 'GET',
  path: '/web-api/user/session-check',
  response: SessionCheckResponse,
  retryable: true,
});

/** Why the client disconnects; logged by the server, no effect on the answer. */
export const DisconnectReason = z.enum(['user', 'inactivity', 'session_limit', 'reality_check', 'self_exclusion', 'time_out']);
export type DisconnectReason = z.infer<typeof DisconnectReason>;

/** Body of the disconnect (logout) call. */
export const DisconnectRequest = z.object({
  reason: DisconnectReason,
});
export type DisconnectRequest = z.infer<typeof DisconnectRequest>;

/** Answer of the disconnect call. */
export const DisconnectResponse = z.object({
  success: z.boolean(),
});
export type DisconnectResponse = z.infer<typeof DisconnectResponse>;

/**
 * `POST /web-api/user/disconnect` (document 000 §7 "Logout (disconnect user) is called on inactivity;
 * request not shown"; document 001 §7 "A disconnect call exists on logout"; path chosen here).
 * Needs the session cookie (document 001 §6: logout needs a signed-in user); the server ends the
 * session and clears the session cookie.
 */
export const disconnectCall = defineCall({
  name: 'user.disconnect',
  method: 'POST',
  path: '/web-api/user/disconnect',
  body: DisconnectRequest,
  response: DisconnectResponse,
  auth: true,
});

/** The deployed front-end version (document 001 §4 "The app-version check fires an update event"). */
export const AppVersionResponse = z.object({
  version: z.string().min(1),
});
export type AppVersionResponse = z.infer<typeof AppVersionResponse>;

/** `GET /bff-api/app/version` (document 001 §9 "App-version check starts after 60 s"; path chosen here). */
export const appVersionCall = defineCall({
  name: 'app.version',
  method: 'GET',
  path: '/bff-api/app/version',
  response: AppVersionResponse,
  retryable: true,
});

/**
 * Terms status (document 001 §3 "Terms status: result, updatedAt"): `result` is true when the terms
 * changed since the user last confirmed them; `updatedAt` is when they changed, in epoch seconds.
 */
export const TermsStatusResponse = z.object({
  result: z.boolean(),
  updatedAt: z.number().int().nonnegative().nullable(),
});
export type TermsStatusResponse = z.infer<typeof TermsStatusResponse>;

/** `GET /web-api/api-v3/v2/user/agreement-rules/status` (document 001 §7), polled every 60 s (§9). */
export const termsStatusCall = defineCall({
  name: 'user.agreementRulesStatus',
  method: 'GET',
  path: '/web-api/api-v3/v2/user/agreement-rules/status',
  response: TermsStatusResponse,
  auth: true,
  retryable: true,
});
