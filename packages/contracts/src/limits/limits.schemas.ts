import { z } from 'zod';
import { defineCall } from '../common/call';

/** Base path of the v3 limit service (document 001 §7). */
export const LIMITS_V3_BASE = '/limit-service-api/api/external/web/v3';
/**
 * Base of the self-exclusion service. Document 001 §7 names only "a BlockUser path under the
 * self-exclusion service base"; the base is chosen here in the limit service's style.
 */
export const SELF_EXCLUSION_BASE = '/self-exclusion-api/api/external/web/v1';

export { LimitTypeCode } from './limit-type-code';

/** A limit type number on the wire; unknown numbers pass (the server may add types). */
export const LimitType = z.number().int();
export type LimitType = z.infer<typeof LimitType>;

/** Limit states (document 001 §3, §4). */
export const LimitState = z.enum(['PENDING', 'ACTIVE', 'INACTIVE']);
export type LimitState = z.infer<typeof LimitState>;

/**
 * One limit of the player (document 001 §3). Units of `limitValue` follow the type: money limits
 * (1-3, 10-12, 20-22) in integer minor units of `currencyCode` (999999999 is the deposit no-limit
 * code, compared as a code), self-exclusion 30 and time-out 33 in days, session 31 in hours,
 * reality check 32 in minutes. `limitBalance` is what is left: minor units for money limits,
 * seconds of play for the session limit 31. `startedAt` / `endsAt` are epoch seconds.
 * `selfExcludeReason` is the id of a reason of `GET reasons/selfexclude`.
 */
export const Limit = z.object({
  limitType: LimitType,
  limitValue: z.number().nullable(),
  limitBalance: z.number().nullable(),
  limitState: LimitState,
  needApprove: z.boolean(),
  startedAt: z.number().int().nullable(),
  endsAt: z.number().int().nullable(),
  selfExcludeReason: z.number().int().nullable(),
  currencyCode: z.string().nullable(),
});
export type Limit = z.infer<typeof Limit>;

/** Measures of an available limit: money (minor units), minutes, hours or days. */
export const LimitMeasure = z.enum(['money', 'minutes', 'hours', 'days']);
export type LimitMeasure = z.infer<typeof LimitMeasure>;

/** A limit the player may set, with its allowed values (document 001 §3 "Available limit"). */
export const AvailableLimit = z.object({
  type: LimitType,
  measure: LimitMeasure,
  availableValues: z.array(z.number()),
});
export type AvailableLimit = z.infer<typeof AvailableLimit>;

/** A self-exclusion reason (document 001 §3): id and its text. */
export const SelfExcludeReason = z.object({ id: z.number().int(), selfExcludeReason: z.string() });
export type SelfExcludeReason = z.infer<typeof SelfExcludeReason>;

/** One limit to set in `POST limits`; `selfExcludeReason` is a reason id, for type 30. */
export const LimitInput = z.object({
  limitType: LimitType,
  limitValue: z.number(),
  selfExcludeReason: z.number().int().optional(),
});
export type LimitInput = z.infer<typeof LimitInput>;

/** Payload of `POST limits` (document 001 §7: "payload limits"). */
export const SaveLimitsRequest = z.object({ limits: z.array(LimitInput).min(1) });
export type SaveLimitsRequest = z.infer<typeof SaveLimitsRequest>;

/** A responsible-gaming question the server may ask before a limit is saved. */
export const LimitQuestion = z.object({
  id: z.number().int(),
  text: z.string(),
  answers: z.array(z.object({ id: z.number().int(), text: z.string() })),
});
export type LimitQuestion = z.infer<typeof LimitQuestion>;

/**
 * Status of a save: `SAVED` (limits applied or pending), `QUESTIONS` (answer `questions` with
 * `tokenGuid` through `POST testanswers` first). Failures answer an `ErrorBody` whose `details`
 * carry `status` and `title` (document 001 §7, §8: "a failed save defaults to status forbidden").
 */
export const SaveLimitsStatus = z.enum(['SAVED', 'QUESTIONS']);
export type SaveLimitsStatus = z.infer<typeof SaveLimitsStatus>;

/** Save-limit response (document 001 §3): status, questions, tokenGuid, limitsData. */
export const SaveLimitsResponse = z.object({
  status: SaveLimitsStatus,
  questions: z.array(LimitQuestion),
  tokenGuid: z.string().nullable(),
  limitsData: z.array(Limit),
});
export type SaveLimitsResponse = z.infer<typeof SaveLimitsResponse>;

/** `details` of a limit failure's `ErrorBody` (document 001 §7: "status and title"). */
export const LimitErrorDetails = z.object({ status: z.string().optional(), title: z.string().optional() });
export type LimitErrorDetails = z.infer<typeof LimitErrorDetails>;

/** The user's limits: `GET limits` answers `limitsData` like the save response does. */
export const LimitsResponse = z.object({ limitsData: z.array(Limit) });
export type LimitsResponse = z.infer<typeof LimitsResponse>;

export const AvailableLimitsResponse = z.object({ availableLimits: z.array(AvailableLimit) });
export type AvailableLimitsResponse = z.infer<typeof AvailableLimitsResponse>;

export const SelfExcludeReasonsResponse = z.object({ reasons: z.array(SelfExcludeReason) });
export type SelfExcludeReasonsResponse = z.infer<typeof SelfExcludeReasonsResponse>;

/** Body of `POST testanswers`: the single-use token of the save and one answer per question. */
export const TestAnswersRequest = z.object({
  tokenGuid: z.string().min(1),
  answers: z.array(z.object({ questionId: z.number().int(), answerId: z.number().int() })).min(1),
});
export type TestAnswersRequest = z.infer<typeof TestAnswersRequest>;

/** Test-answer response (document 001 §3): questionsResult, success, limitsData. */
export const TestAnswersResponse = z.object({
  questionsResult: z.array(z.object({ questionId: z.number().int(), correct: z.boolean() })),
  success: z.boolean(),
  limitsData: z.array(Limit),
});
export type TestAnswersResponse = z.infer<typeof TestAnswersResponse>;

/** Confirm or reject a pending limit (document 001 §7). */
export const LimitAction = z.enum(['confirm', 'reject']);
export type LimitAction = z.infer<typeof LimitAction>;

export const LimitActionRequest = z.object({ action: LimitAction, limitType: LimitType });
export type LimitActionRequest = z.infer<typeof LimitActionRequest>;

/** Answer of `POST limitaction` and `DELETE limit`: the limits after the action. */
export const LimitActionResponse = z.object({ success: z.boolean(), limitsData: z.array(Limit) });
export type LimitActionResponse = z.infer<typeof LimitActionResponse>;

/** Query of `DELETE limit` (the cancel variant chosen by `isLimitCancelByDelete`). */
export const DeleteLimitQuery = z.object({ limitType: z.coerce.number().int() });
export type DeleteLimitQuery = z.infer<typeof DeleteLimitQuery>;

/** Answer of `POST ping`; `sessionLimitBalance` is the remaining session time in seconds, if any. */
export const PingResponse = z.object({ success: z.boolean(), sessionLimitBalance: z.number().nullable() });
export type PingResponse = z.infer<typeof PingResponse>;

/** Body of the self-exclusion BlockUser call: the period in days and a reason id. */
export const BlockUserRequest = z.object({
  periodDays: z.number().int().positive(),
  selfExcludeReason: z.number().int().nullable(),
});
export type BlockUserRequest = z.infer<typeof BlockUserRequest>;

export const BlockUserResponse = z.object({ success: z.boolean() });
export type BlockUserResponse = z.infer<typeof BlockUserResponse>;

/** Empty request body of calls that send none. */
const NoBody = z.object({}).strict();

/** `GET .../v3/limits` with the `X-Language` header (document 001 §7). */
export const getLimitsCall = defineCall({
  name: 'limits.list',
  method: 'GET',
  path: `${LIMITS_V3_BASE}/limits`,
  response: LimitsResponse,
  auth: true,
  serviceToken: true,
  retryable: true,
});

/** `POST .../v3/limits` with payload `limits` (document 001 §7). */
export const saveLimitsCall = defineCall({
  name: 'limits.save',
  method: 'POST',
  path: `${LIMITS_V3_BASE}/limits`,
  body: SaveLimitsRequest,
  response: SaveLimitsResponse,
  auth: true,
  serviceToken: true,
});

/** `GET .../v3/availablelimits` (document 001 §7). */
export const getAvailableLimitsCall = defineCall({
  name: 'limits.available',
  method: 'GET',
  path: `${LIMITS_V3_BASE}/availablelimits`,
  response: AvailableLimitsResponse,
  auth: true,
  serviceToken: true,
  retryable: true,
});

/** `GET .../v3/reasons/selfexclude` with a bearer token (document 001 §7). */
export const getSelfExcludeReasonsCall = defineCall({
  name: 'limits.selfExcludeReasons',
  method: 'GET',
  path: `${LIMITS_V3_BASE}/reasons/selfexclude`,
  response: SelfExcludeReasonsResponse,
  auth: true,
  serviceToken: true,
  retryable: true,
});

/** `POST .../v3/testanswers` with tokenGuid and answers (document 001 §7). */
export const submitTestAnswersCall = defineCall({
  name: 'limits.testAnswers',
  method: 'POST',
  path: `${LIMITS_V3_BASE}/testanswers`,
  body: TestAnswersRequest,
  response: TestAnswersResponse,
  auth: true,
  serviceToken: true,
});

/** `POST .../v3/limitaction` confirm or reject (document 001 §7; chosen unless `isLimitCancelByDelete`). */
export const limitActionCall = defineCall({
  name: 'limits.action',
  method: 'POST',
  path: `${LIMITS_V3_BASE}/limitaction`,
  body: LimitActionRequest,
  response: LimitActionResponse,
  auth: true,
  serviceToken: true,
});

/** `DELETE .../v3/limit?limitType=` cancels a pending limit when `isLimitCancelByDelete` is on. */
export const deleteLimitCall = defineCall({
  name: 'limits.delete',
  method: 'DELETE',
  path: `${LIMITS_V3_BASE}/limit`,
  query: DeleteLimitQuery,
  response: LimitActionResponse,
  auth: true,
  serviceToken: true,
});

/** `POST .../v3/ping` with x-auth, every 30 s while a session limit exists (document 001 §7, §9). */
export const pingCall = defineCall({
  name: 'limits.ping',
  method: 'POST',
  path: `${LIMITS_V3_BASE}/ping`,
  body: NoBody,
  response: PingResponse,
  auth: true,
  serviceToken: true,
});

/** `POST /self-exclusion-api/api/external/web/v1/BlockUser` (path chosen; document 001 §7). */
export const blockUserCall = defineCall({
  name: 'limits.blockUser',
  method: 'POST',
  path: `${SELF_EXCLUSION_BASE}/BlockUser`,
  body: BlockUserRequest,
  response: BlockUserResponse,
  auth: true,
  serviceToken: true,
});
