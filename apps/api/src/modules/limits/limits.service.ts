import { LimitTypeCode, type AvailableLimit, type Limit, type LimitInput, type LimitQuestion, type SiteConfig } from '@kickoff/contracts';
import {
  availableLimitTable,
  coolingOffSecondsOf,
  jurisdictionPack,
  selfExclusionDayOptions,
  isAllowedLimitValue,
  isMoneyLimitType,
  isNoLimitValue,
  isTimedLimitType,
  limitChangeDirection,
  limitEndsAt,
  moneyLimitBalance,
  needsApproval,
} from '@kickoff/limits-core/rules';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { DomainError, type DomainErrorKind } from '../../http/errors';
import { randomToken } from '../auth/auth.crypto';
import { endUserSessions, nowSeconds } from '../auth/auth.session';
import { loadSiteConfig } from '../config/config.service';
import { sessionLimitBalanceSeconds, settleLimits, usedInWindow } from './limits.enforce';
import {
  endLimitsOfType,
  insertLimit,
  insertLimitToken,
  lockLimitToken,
  lockPendingLimit,
  lockPlayer,
  mainCurrencyOf,
  setLimitState,
  toLimit,
  useLimitToken,
  type LimitRow,
} from './limits.repository';

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

/** Codes of the limit calls' refusals (document 001 §8: the title travels in `details.title`). */
export const LimitErrorCode = {
  typeNotAvailable: 'limit_type_not_available',
  duplicateType: 'duplicate_limit_type',
  valueNotAllowed: 'limit_value_not_allowed',
  unknownReason: 'unknown_self_exclude_reason',
  locked: 'limit_locked',
  changePending: 'limit_change_pending',
  invalidToken: 'invalid_token_guid',
  notPending: 'limit_not_pending',
  approvalWindowOpen: 'approval_window_open',
  cancelByDelete: 'cancel_by_delete',
  cancelByAction: 'cancel_by_action',
} as const;

const STATUS_OF_KIND: Partial<Record<DomainErrorKind, string>> = { invalid: 'bad_request' };

/** A limit failure: a domain error whose `details` carry `status` and `title` (document 001 §7, §8). */
export function limitError(kind: DomainErrorKind, code: string, title: string, extra: Record<string, unknown> = {}, fields?: Record<string, string>): DomainError {
  return new DomainError(kind, code, title, { details: { status: STATUS_OF_KIND[kind] ?? 'forbidden', title, ...extra }, ...(fields ? { fields } : {}) });
}

/** The wire form of the stored limits, with what is left of each (document 001 §3 "Limit"). */
async function toWireLimits(db: Queryable, rows: readonly LimitRow[], userId: number, now: number): Promise<Limit[]> {
  const limits: Limit[] = [];
  for (const row of rows) {
    let limitBalance: number | null = null;
    if (row.limit_state === 'ACTIVE' && isMoneyLimitType(row.limit_type) && !isNoLimitValue(row.limit_type, row.limit_value)) {
      limitBalance = moneyLimitBalance(row.limit_value, await usedInWindow(db, userId, row.limit_type, now));
    } else if (row.limit_state === 'ACTIVE' && row.limit_type === LimitTypeCode.session) {
      limitBalance = await sessionLimitBalanceSeconds(db, rows, userId, now);
    }
    limits.push(toLimit(row, limitBalance));
  }
  return limits;
}

/** Validates a batch before anything is written: 400 with a code and the failing field. */
function validateBatch(site: SiteConfig, limits: readonly LimitInput[]): void {
  // The site's jurisdiction pack names the types a player may set and the self-exclusion list.
  const pack = jurisdictionPack(site.jurisdiction);
  const seen = new Set<number>();
  limits.forEach((limit, index) => {
    if (!pack.limitTypes.includes(limit.limitType)) {
      throw limitError('invalid', LimitErrorCode.typeNotAvailable, 'responsible_gaming_limit_type_not_available', { limitType: limit.limitType }, { [`limits.${index}.limitType`]: 'main_validation_error' });
    }
    if (seen.has(limit.limitType)) throw limitError('invalid', LimitErrorCode.duplicateType, 'main_validation_error', { limitType: limit.limitType }, { [`limits.${index}.limitType`]: 'main_validation_error' });
    seen.add(limit.limitType);
    if (!isAllowedLimitValue(limit.limitType, limit.limitValue, pack.selfExclusionYearLengthDays)) {
      throw limitError('invalid', LimitErrorCode.valueNotAllowed, 'responsible_gaming_limit_value_not_allowed', { limitType: limit.limitType }, { [`limits.${index}.limitValue`]: 'main_validation_error' });
    }
    if (limit.selfExcludeReason !== undefined && !isKnownReason(limit.selfExcludeReason)) {
      throw limitError('invalid', LimitErrorCode.unknownReason, 'main_validation_error', {}, { [`limits.${index}.selfExcludeReason`]: 'main_validation_error' });
    }
  });
}

function isKnownReason(id: number): boolean {
  return SELF_EXCLUDE_REASONS.some((reason) => reason.id === id);
}

type Plan = { limit: LimitInput; change: 1 | -1 | 0 };

/** Decides each limit of a batch against the stored ones (409 when locked); writes nothing. */
function planBatch(site: SiteConfig, rows: readonly LimitRow[], limits: readonly LimitInput[], now: number): Plan[] {
  return limits.map((limit) => {
    const active = rows.find((row) => row.limit_type === limit.limitType && row.limit_state === 'ACTIVE');
    const pending = rows.find((row) => row.limit_type === limit.limitType && row.limit_state === 'PENDING');
    if (isTimedLimitType(limit.limitType) && active && (active.ends_at ?? Infinity) > now) {
      throw limitError('conflict', LimitErrorCode.locked, 'responsible_gaming_limit_locked', { limitType: limit.limitType, endsAt: active.ends_at });
    }
    // Self-exclusion, time-out and the reality check are never loosened: they apply at once.
    if (!isMoneyLimitType(limit.limitType) && limit.limitType !== LimitTypeCode.session) return { limit, change: -1 as const };
    const change = limitChangeDirection(limit.limitType, active?.limit_value ?? null, limit.limitValue);
    // Document 001 §5: limit fields are locked while a change is pending when the site says so. The
    // server locks further loosening only: a player can always make a limit stricter, at once.
    if (pending && change === 1 && site.isLimitsLockedOnPendingChange) {
      throw limitError('conflict', LimitErrorCode.changePending, 'responsible_gaming_limit_change_pending', { limitType: limit.limitType });
    }
    return { limit, change };
  });
}

/** Writes a planned batch: decreases, self-exclusion, time-out and reality check at once; increases PENDING for the approval window. */
async function applyBatch(site: SiteConfig, tx: Queryable, userId: number, plans: readonly Plan[], now: number): Promise<void> {
  const currency = await mainCurrencyOf(tx, userId);
  for (const { limit, change } of plans) {
    if (change === 0) continue;
    const type = limit.limitType;
    const currencyCode = isMoneyLimitType(type) ? currency : null;
    if (change === 1) {
      // Document 001 §4: a pending deposit limit needs approval once its window (86,400 s) ends; the
      // jurisdiction pack of the site configuration may set another cooling-off (UK 24 h, SE 72 h, DE 7 d).
      await endLimitsOfType(tx, userId, type, ['PENDING'], now);
      await insertLimit(
        tx,
        userId,
        { limitType: type, limitValue: limit.limitValue, state: 'PENDING', needApprove: needsApproval(type), approveAfter: now + coolingOffSecondsOf(site), endsAt: null, selfExcludeReason: null, currencyCode },
        now,
      );
      continue;
    }
    await endLimitsOfType(tx, userId, type, ['ACTIVE', 'PENDING'], now);
    if (isNoLimitValue(type, limit.limitValue)) continue;
    await insertLimit(
      tx,
      userId,
      { limitType: type, limitValue: limit.limitValue, state: 'ACTIVE', needApprove: false, approveAfter: null, endsAt: limitEndsAt(type, limit.limitValue, now), selfExcludeReason: limit.selfExcludeReason ?? null, currencyCode },
      now,
    );
    // A self-excluded player is signed out everywhere; the next call is refused (403 self_excluded).
    if (type === LimitTypeCode.selfExclusion) await endUserSessions(tx, userId, 'self_exclusion', now);
    // A time-out signs the player out as well; signing in is refused until it ends (403 time_out_active).
    if (type === LimitTypeCode.timeOut) await endUserSessions(tx, userId, 'time_out', now);
  }
}

/** The outcome of `POST limits`. */
export interface SaveLimitsResult {
  status: 'SAVED' | 'QUESTIONS';
  questions: LimitQuestion[];
  tokenGuid: string | null;
  limitsData: Limit[];
}

/** The responsible-gaming limits of a player: what the v3 limit calls decide (document 001 §4, §7). */
export class LimitsService {
  constructor(private readonly context: AppContext) {}

  private get db() {
    return this.context.db;
  }

  /** The player's ACTIVE and PENDING limits with their balances, settled to now. */
  async current(userId: number): Promise<Limit[]> {
    const now = nowSeconds(this.context);
    return toWireLimits(this.db, await settleLimits(this.db, userId, now), userId, now);
  }

  /** The limits a player may set with their options: the one table of limits-core, shaped by the site's jurisdiction pack. */
  async available(): Promise<AvailableLimit[]> {
    return availableLimitTable(jurisdictionPack((await loadSiteConfig(this.context)).jurisdiction));
  }

  /** Saves a batch: stricter values at once; a looser one asks the questions first (a single-use token). */
  async save(userId: number, limits: readonly LimitInput[]): Promise<SaveLimitsResult> {
    const site = await loadSiteConfig(this.context);
    validateBatch(site, limits);
    const now = nowSeconds(this.context);
    const result = await this.db.transaction(async (tx) => {
      await lockPlayer(tx, userId);
      const plans = planBatch(site, await settleLimits(tx, userId, now), limits, now);
      if (plans.some((plan) => plan.change === 1)) {
        const tokenGuid = randomToken(16);
        await insertLimitToken(tx, tokenGuid, userId, limits, now, now + LIMIT_TOKEN_TTL_SECONDS);
        return { status: 'QUESTIONS' as const, tokenGuid };
      }
      await applyBatch(site, tx, userId, plans, now);
      return { status: 'SAVED' as const, tokenGuid: null };
    });
    return {
      ...result,
      questions: result.status === 'QUESTIONS' ? LIMIT_QUESTIONS.map(({ correct: _correct, ...question }) => question) : [],
      limitsData: await this.current(userId),
    };
  }

  /** Checks the answers to the questions of a token; right answers apply the batch. The token is single-use. */
  async answer(userId: number, tokenGuid: string, answers: ReadonlyArray<{ questionId: number; answerId: number }>): Promise<{ questionsResult: Array<{ questionId: number; correct: boolean }>; success: boolean; limitsData: Limit[] }> {
    const now = nowSeconds(this.context);
    const site = await loadSiteConfig(this.context);
    const outcome = await this.db.transaction(async (tx) => {
      const token = await lockLimitToken(tx, tokenGuid);
      if (!token || token.user_id !== userId || token.used_at !== null || token.expires_at <= now) {
        throw limitError('invalid', LimitErrorCode.invalidToken, 'responsible_gaming_token_invalid', {}, { tokenGuid: 'main_validation_error' });
      }
      const questionsResult = LIMIT_QUESTIONS.map((question) => ({
        questionId: question.id,
        correct: answers.some((answer) => answer.questionId === question.id && answer.answerId === question.correct),
      }));
      const success = questionsResult.every((result) => result.correct);
      await useLimitToken(tx, tokenGuid, now);
      if (success) {
        await lockPlayer(tx, userId);
        await applyBatch(site, tx, userId, planBatch(site, await settleLimits(tx, userId, now), token.limits, now), now);
      }
      return { questionsResult, success };
    });
    return { ...outcome, limitsData: await this.current(userId) };
  }

  /** Confirms a pending deposit increase once its approval window is over (document 001 §4). */
  async confirm(userId: number, limitType: number): Promise<Limit[]> {
    const now = nowSeconds(this.context);
    await this.db.transaction(async (tx) => {
      const pending = await lockPendingLimit(tx, userId, limitType);
      if (!pending || !pending.need_approve) throw limitError('not_found', LimitErrorCode.notPending, 'responsible_gaming_confirm_limit_error', { limitType });
      if ((pending.approve_after ?? 0) > now) {
        throw limitError('conflict', LimitErrorCode.approvalWindowOpen, 'responsible_gaming_confirm_limit_error', { limitType, approveAfter: pending.approve_after });
      }
      await endLimitsOfType(tx, userId, limitType, ['ACTIVE'], now);
      await setLimitState(tx, pending.id, isNoLimitValue(pending.limit_type, pending.limit_value) ? 'INACTIVE' : 'ACTIVE', now);
    });
    return this.current(userId);
  }

  /**
   * Cancels a pending change, by `POST limitaction` (reject) or `DELETE limit` as the site's
   * `isLimitCancelByDelete` says (document 001 §7); the other way answers 409.
   */
  async cancel(userId: number, limitType: number, by: 'action' | 'delete'): Promise<Limit[]> {
    const byDelete = (await loadSiteConfig(this.context)).isLimitCancelByDelete;
    if (byDelete && by === 'action') throw limitError('conflict', LimitErrorCode.cancelByDelete, 'responsible_gaming_cancel_limit_error', { limitType });
    if (!byDelete && by === 'delete') throw limitError('conflict', LimitErrorCode.cancelByAction, 'responsible_gaming_cancel_limit_error', { limitType });
    const ended = await endLimitsOfType(this.db, userId, limitType, ['PENDING'], nowSeconds(this.context));
    if (ended.length === 0) throw limitError('not_found', LimitErrorCode.notPending, 'responsible_gaming_cancel_limit_error', { limitType });
    return this.current(userId);
  }

  /** The session-limit ping (every 30 s while a session limit exists): the seconds left today. */
  async ping(userId: number): Promise<number | null> {
    const now = nowSeconds(this.context);
    return sessionLimitBalanceSeconds(this.db, await settleLimits(this.db, userId, now), userId, now);
  }

  /** Self-excludes the player for `periodDays` (the BlockUser call). */
  async selfExclude(userId: number, periodDays: number, selfExcludeReason: number | null): Promise<void> {
    const site = await loadSiteConfig(this.context);
    if (!selfExclusionDayOptions(jurisdictionPack(site.jurisdiction).selfExclusionYearLengthDays).includes(periodDays)) throw limitError('invalid', LimitErrorCode.valueNotAllowed, 'responsible_gaming_limit_value_not_allowed', {}, { periodDays: 'main_validation_error' });
    if (selfExcludeReason !== null && !isKnownReason(selfExcludeReason)) {
      throw limitError('invalid', LimitErrorCode.unknownReason, 'main_validation_error', {}, { selfExcludeReason: 'main_validation_error' });
    }
    const now = nowSeconds(this.context);
    const limit: LimitInput = { limitType: LimitTypeCode.selfExclusion, limitValue: periodDays, ...(selfExcludeReason !== null ? { selfExcludeReason } : {}) };
    await this.db.transaction(async (tx) => {
      await lockPlayer(tx, userId);
      await applyBatch(site, tx, userId, planBatch(site, await settleLimits(tx, userId, now), [limit], now), now);
    });
  }
}
