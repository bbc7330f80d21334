import {
  blockUserCall,
  deleteLimitCall,
  getAvailableLimitsCall,
  getLimitsCall,
  getSelfExcludeReasonsCall,
  limitActionCall,
  pingCall,
  saveLimitsCall,
  submitTestAnswersCall,
  type AvailableLimit,
  type Limit,
  type LimitInput,
  type LimitQuestion,
  type SiteConfig,
} from '@kickoff/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { httpError } from '../../http/errors';
import { registerCall } from '../../http/route';
import { randomToken } from '../auth/auth.crypto';
import { requireUser } from '../auth/auth.guard';
import { endUserSessions, nowSeconds } from '../auth/auth.session';
import { loadSiteConfig } from '../config/config.routes';
import { DAY_SECONDS, isNotSetValue, limitWindowSeconds, LT, NO_LIMIT_VALUE, sessionLimitBalanceSeconds, settleLimits, usedInWindow, type LimitRow } from './limits.enforce';
import {
  isAllowedLimitValue,
  limitChange,
  MONEY_LIMIT_SUGGESTIONS,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_DAYS,
  SESSION_LIMIT_HOURS,
  SETTABLE_LIMIT_TYPES,
  TIME_OUT_DAYS,
} from './limits.rules';

/** A limit token of `POST limits` can be answered this long. */
export const LIMIT_TOKEN_TTL_SECONDS = 600;

/** The responsible-gaming questions asked before a limit is loosened; `correct` is the expected answer id. */
export const LIMIT_QUESTIONS: ReadonlyArray<LimitQuestion & { correct: number }> = [
  { id: 1, text: 'responsible_gaming_question_chasing_losses', answers: [{ id: 1, text: 'main_yes' }, { id: 2, text: 'main_no' }], correct: 2 },
  { id: 2, text: 'responsible_gaming_question_read_rules', answers: [{ id: 1, text: 'main_yes' }, { id: 2, text: 'main_no' }], correct: 1 },
];

/** Self-exclusion reasons (document 001 §3 "Self-exclude reason"). */
export const SELF_EXCLUDE_REASONS = [
  { id: 1, selfExcludeReason: 'responsible_gaming_reason_too_much_time' },
  { id: 2, selfExcludeReason: 'responsible_gaming_reason_too_much_money' },
  { id: 3, selfExcludeReason: 'responsible_gaming_reason_need_break' },
  { id: 4, selfExcludeReason: 'responsible_gaming_reason_other' },
];

/** A limit failure: the `ErrorBody` with `details.status` and `details.title` (document 001 §7, §8). */
function limitError(status: number, code: string, title: string, extra: Record<string, unknown> = {}, fields?: Record<string, string>) {
  return httpError(status, code, title, { details: { status: status === 400 ? 'bad_request' : 'forbidden', title, ...extra }, ...(fields ? { fields } : {}) });
}

async function currencyOf(db: Queryable, userId: number): Promise<string | null> {
  const [row] = await db.query<{ iso: string }>('select c.iso from accounts a join currencies c on c.id = a.currency_id where a.user_id = $1 and a.type = 0', [userId]);
  return row?.iso ?? null;
}

/** The wire form of the stored limits, with what is left of each (document 001 §3 "Limit"). */
async function toLimits(db: Queryable, rows: readonly LimitRow[], userId: number, now: number): Promise<Limit[]> {
  const limits: Limit[] = [];
  for (const row of rows) {
    let limitBalance: number | null = null;
    if (row.limit_state === 'ACTIVE' && limitWindowSeconds(row.limit_type) !== null && row.limit_value !== NO_LIMIT_VALUE) {
      limitBalance = Math.max(0, row.limit_value - (await usedInWindow(db, userId, row.limit_type, now)));
    } else if (row.limit_state === 'ACTIVE' && row.limit_type === LT.session) {
      limitBalance = await sessionLimitBalanceSeconds(db, rows, userId, now);
    }
    limits.push({
      limitType: row.limit_type,
      limitValue: row.limit_value,
      limitBalance,
      limitState: row.limit_state,
      needApprove: row.need_approve,
      startedAt: row.started_at,
      endsAt: row.ends_at,
      selfExcludeReason: row.self_exclude_reason,
      currencyCode: row.currency_code,
    });
  }
  return limits;
}

/** Validates a batch before anything is written: 400 with a code and the failing field. */
function validateBatch(limits: readonly LimitInput[]): void {
  const seen = new Set<number>();
  limits.forEach((limit, index) => {
    if (!SETTABLE_LIMIT_TYPES.includes(limit.limitType)) {
      throw limitError(400, 'limit_type_not_available', 'responsible_gaming_limit_type_not_available', { limitType: limit.limitType }, { [`limits.${index}.limitType`]: 'main_validation_error' });
    }
    if (seen.has(limit.limitType)) throw limitError(400, 'duplicate_limit_type', 'main_validation_error', { limitType: limit.limitType }, { [`limits.${index}.limitType`]: 'main_validation_error' });
    seen.add(limit.limitType);
    if (!isAllowedLimitValue(limit.limitType, limit.limitValue)) {
      throw limitError(400, 'limit_value_not_allowed', 'responsible_gaming_limit_value_not_allowed', { limitType: limit.limitType }, { [`limits.${index}.limitValue`]: 'main_validation_error' });
    }
    if (limit.selfExcludeReason !== undefined && !SELF_EXCLUDE_REASONS.some((reason) => reason.id === limit.selfExcludeReason)) {
      throw limitError(400, 'unknown_self_exclude_reason', 'main_validation_error', {}, { [`limits.${index}.selfExcludeReason`]: 'main_validation_error' });
    }
  });
}

type Plan = { limit: LimitInput; change: 1 | -1 | 0 };

/** Decides each limit of a batch against the stored ones (409 when locked); writes nothing. */
function planBatch(site: SiteConfig, rows: readonly LimitRow[], limits: readonly LimitInput[], now: number): Plan[] {
  return limits.map((limit) => {
    const active = rows.find((row) => row.limit_type === limit.limitType && row.limit_state === 'ACTIVE');
    const pending = rows.find((row) => row.limit_type === limit.limitType && row.limit_state === 'PENDING');
    if ((limit.limitType === LT.selfExclusion || limit.limitType === LT.timeOut) && active && (active.ends_at ?? Infinity) > now) {
      throw limitError(409, 'limit_locked', 'responsible_gaming_limit_locked', { limitType: limit.limitType, endsAt: active.ends_at });
    }
    if (limitWindowSeconds(limit.limitType) === null && limit.limitType !== LT.session) return { limit, change: -1 as const };
    const change = limitChange(limit.limitType, active?.limit_value, limit.limitValue);
    // Document 001 §5: limit fields are locked while a change is pending when the site says so. The
    // server locks further loosening only: a player can always make a limit stricter, at once.
    if (pending && change === 1 && site.isLimitsLockedOnPendingChange) throw limitError(409, 'limit_change_pending', 'responsible_gaming_limit_change_pending', { limitType: limit.limitType });
    return { limit, change };
  });
}

/** Writes a planned batch: decreases, self-exclusion, time-out and reality check at once; increases PENDING for the approval window. */
async function applyBatch(site: SiteConfig, tx: Queryable, userId: number, plans: readonly Plan[], now: number): Promise<void> {
  const currency = await currencyOf(tx, userId);
  for (const { limit, change } of plans) {
    if (change === 0) continue;
    const type = limit.limitType;
    const money = limitWindowSeconds(type) !== null;
    const reason = limit.selfExcludeReason ?? null;
    if (change === 1) {
      // Document 001 §4: a pending deposit limit needs approval once its window (86,400 s) ends.
      const needApprove = (LT.deposit as readonly number[]).includes(type);
      await tx.query("update user_limits set limit_state = 'INACTIVE', updated_at = $3 where user_id = $1 and limit_type = $2 and limit_state = 'PENDING'", [userId, type, now]);
      await tx.query(
        `insert into user_limits (user_id, limit_type, limit_value, limit_state, need_approve, approve_after, started_at, currency_code, created_at, updated_at)
         values ($1, $2, $3, 'PENDING', $4, $5, $6, $7, $6, $6)`,
        [userId, type, limit.limitValue, needApprove, now + site.limitApprovalWindowSeconds, now, money ? currency : null],
      );
      continue;
    }
    await tx.query("update user_limits set limit_state = 'INACTIVE', updated_at = $3 where user_id = $1 and limit_type = $2 and limit_state in ('ACTIVE', 'PENDING')", [userId, type, now]);
    if (isNotSetValue(type, limit.limitValue)) continue;
    const timed = type === LT.selfExclusion || type === LT.timeOut;
    await tx.query(
      `insert into user_limits (user_id, limit_type, limit_value, limit_state, need_approve, started_at, ends_at, self_exclude_reason, currency_code, created_at, updated_at)
       values ($1, $2, $3, 'ACTIVE', false, $4, $5, $6, $7, $4, $4)`,
      [userId, type, limit.limitValue, now, timed ? now + limit.limitValue * DAY_SECONDS : null, reason, money ? currency : null],
    );
    // A self-excluded player is signed out everywhere; the next call is refused (403 self_excluded).
    if (type === LT.selfExclusion) await endUserSessions(tx, userId, 'self_exclusion', now);
  }
}

/** The v3 limit calls and the self-exclusion BlockUser call (document 001 §7 "Limits"). */
export function registerLimitRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;
  const auth = (request: Parameters<typeof requireUser>[0]) => requireUser(request, context, { serviceToken: true });
  const current = async (userId: number) => {
    const now = nowSeconds(context);
    return toLimits(db, await settleLimits(db, userId, now), userId, now);
  };

  registerCall(app, getLimitsCall, async ({ request, reply }) => {
    const { userId } = await auth(request);
    reply.header('cache-control', 'no-store');
    return { limitsData: await current(userId) };
  });

  registerCall(app, getAvailableLimitsCall, async ({ request }) => {
    await auth(request);
    const money = (type: number): AvailableLimit => ({ type, measure: 'money', availableValues: MONEY_LIMIT_SUGGESTIONS });
    const availableLimits: AvailableLimit[] = [
        ...LT.deposit.map(money),
        ...LT.wagering.map(money),
        ...LT.loss.map(money),
        { type: LT.selfExclusion, measure: 'days', availableValues: SELF_EXCLUSION_DAYS },
        { type: LT.session, measure: 'hours', availableValues: SESSION_LIMIT_HOURS },
        { type: LT.realityCheck, measure: 'minutes', availableValues: REALITY_CHECK_MINUTES },
        { type: LT.timeOut, measure: 'days', availableValues: TIME_OUT_DAYS },
    ];
    return { availableLimits };
  });

  registerCall(app, getSelfExcludeReasonsCall, async ({ request }) => {
    await auth(request);
    return { reasons: SELF_EXCLUDE_REASONS };
  });

  registerCall(app, saveLimitsCall, async ({ body, request }) => {
    const { userId } = await auth(request);
    validateBatch(body.limits);
    const now = nowSeconds(context);
    const site = await loadSiteConfig(context);
    const result = await db.transaction(async (tx) => {
      await tx.query('select id from users where id = $1 for update', [userId]);
      const plans = planBatch(site, await settleLimits(tx, userId, now), body.limits, now);
      if (plans.some((plan) => plan.change === 1)) {
        // Loosening a limit asks the responsible-gaming questions first (POST testanswers).
        const tokenGuid = randomToken(16);
        await tx.query('insert into limit_tokens (token_guid, user_id, limits, created_at, expires_at) values ($1, $2, $3, $4, $5)', [tokenGuid, userId, JSON.stringify(body.limits), now, now + LIMIT_TOKEN_TTL_SECONDS]);
        return { status: 'QUESTIONS' as const, tokenGuid };
      }
      await applyBatch(site, tx, userId, plans, now);
      return { status: 'SAVED' as const, tokenGuid: null };
    });
    return {
      status: result.status,
      questions: result.status === 'QUESTIONS' ? LIMIT_QUESTIONS.map(({ correct: _correct, ...question }) => question) : [],
      tokenGuid: result.tokenGuid,
      limitsData: await current(userId),
    };
  });

  registerCall(app, submitTestAnswersCall, async ({ body, request }) => {
    const { userId } = await auth(request);
    const now = nowSeconds(context);
    const site = await loadSiteConfig(context);
    const outcome = await db.transaction(async (tx) => {
      const [token] = await tx.query<{ limits: LimitInput[]; expires_at: number; used_at: number | null; user_id: number }>(
        'select limits, expires_at, used_at, user_id from limit_tokens where token_guid = $1 for update',
        [body.tokenGuid],
      );
      if (!token || token.user_id !== userId || token.used_at !== null || token.expires_at <= now) {
        throw limitError(400, 'invalid_token_guid', 'responsible_gaming_token_invalid', {}, { tokenGuid: 'main_validation_error' });
      }
      const questionsResult = LIMIT_QUESTIONS.map((question) => ({
        questionId: question.id,
        correct: body.answers.some((answer) => answer.questionId === question.id && answer.answerId === question.correct),
      }));
      const success = questionsResult.every((result) => result.correct);
      // The token is single-use whatever the answers were.
      await tx.query('update limit_tokens set used_at = $2 where token_guid = $1', [body.tokenGuid, now]);
      if (success) {
        await tx.query('select id from users where id = $1 for update', [userId]);
        await applyBatch(site, tx, userId, planBatch(site, await settleLimits(tx, userId, now), token.limits, now), now);
      }
      return { questionsResult, success };
    });
    return { ...outcome, limitsData: await current(userId) };
  });

  const cancelPending = async (userId: number, limitType: number) => {
    const now = nowSeconds(context);
    const [row] = await db.query<{ id: number }>("update user_limits set limit_state = 'INACTIVE', updated_at = $3 where user_id = $1 and limit_type = $2 and limit_state = 'PENDING' returning id", [
      userId,
      limitType,
      now,
    ]);
    if (!row) throw limitError(404, 'limit_not_pending', 'responsible_gaming_cancel_limit_error', { limitType });
  };

  registerCall(app, limitActionCall, async ({ body, request }) => {
    const { userId } = await auth(request);
    const now = nowSeconds(context);
    if (body.action === 'reject') {
      if ((await loadSiteConfig(context)).isLimitCancelByDelete) throw limitError(409, 'cancel_by_delete', 'responsible_gaming_cancel_limit_error', { limitType: body.limitType });
      await cancelPending(userId, body.limitType);
      return { success: true, limitsData: await current(userId) };
    }
    await db.transaction(async (tx) => {
      const [pending] = await tx.query<LimitRow>("select * from user_limits where user_id = $1 and limit_type = $2 and limit_state = 'PENDING' for update", [userId, body.limitType]);
      if (!pending || !pending.need_approve) throw limitError(404, 'limit_not_pending', 'responsible_gaming_confirm_limit_error', { limitType: body.limitType });
      if ((pending.approve_after ?? 0) > now) {
        throw limitError(409, 'approval_window_open', 'responsible_gaming_confirm_limit_error', { limitType: body.limitType, approveAfter: pending.approve_after });
      }
      await tx.query("update user_limits set limit_state = 'INACTIVE', updated_at = $3 where user_id = $1 and limit_type = $2 and limit_state = 'ACTIVE'", [userId, body.limitType, now]);
      const state = isNotSetValue(pending.limit_type, pending.limit_value) ? 'INACTIVE' : 'ACTIVE';
      await tx.query('update user_limits set limit_state = $2, need_approve = false, updated_at = $3 where id = $1', [pending.id, state, now]);
    });
    return { success: true, limitsData: await current(userId) };
  });

  registerCall(app, deleteLimitCall, async ({ query, request }) => {
    const { userId } = await auth(request);
    if (!(await loadSiteConfig(context)).isLimitCancelByDelete) throw limitError(409, 'cancel_by_action', 'responsible_gaming_cancel_limit_error', { limitType: query.limitType });
    await cancelPending(userId, query.limitType);
    return { success: true, limitsData: await current(userId) };
  });

  registerCall(app, pingCall, async ({ request }) => {
    const { userId } = await auth(request);
    const now = nowSeconds(context);
    return { success: true, sessionLimitBalance: await sessionLimitBalanceSeconds(db, await settleLimits(db, userId, now), userId, now) };
  });

  registerCall(app, blockUserCall, async ({ body, request }) => {
    const { userId } = await auth(request);
    if (!SELF_EXCLUSION_DAYS.includes(body.periodDays)) throw limitError(400, 'limit_value_not_allowed', 'responsible_gaming_limit_value_not_allowed', {}, { periodDays: 'main_validation_error' });
    if (body.selfExcludeReason !== null && !SELF_EXCLUDE_REASONS.some((reason) => reason.id === body.selfExcludeReason)) {
      throw limitError(400, 'unknown_self_exclude_reason', 'main_validation_error', {}, { selfExcludeReason: 'main_validation_error' });
    }
    const now = nowSeconds(context);
    const site = await loadSiteConfig(context);
    const limit: LimitInput = { limitType: LT.selfExclusion, limitValue: body.periodDays, ...(body.selfExcludeReason !== null ? { selfExcludeReason: body.selfExcludeReason } : {}) };
    await db.transaction(async (tx) => {
      await tx.query('select id from users where id = $1 for update', [userId]);
      await applyBatch(site, tx, userId, planBatch(site, await settleLimits(tx, userId, now), [limit], now), now);
    });
    return { success: true };
  });
}
