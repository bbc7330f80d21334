import { LimitTypeCode, type AvailableLimit, type Limit } from '@kickoff/contracts';
import { DAY_SECONDS, isMoneyLimitType } from './limit-catalog';
import { isNoLimitValue, needsApproval } from './limit-enforcement.rules';
import { activeLimit, approvalPhase, approvalWindowEndsAt, pendingLimit } from './limits.rules';
import type { ExclusionStep, LimitRowMessage } from './limits-page.flow';
import { limitValueView, type LimitValueView } from './limit-value.connect';

/** A pending change: its value and when it takes effect (epoch ms); `confirmable` once the cooling-off is over. */
export interface PendingLimitView {
  value: LimitValueView;
  /** `responsible_pending_confirm_from` (a deposit limit waits for the player) or `responsible_pending_effective_from`. */
  key: string;
  effectiveAtMs: number | null;
  confirmable: boolean;
  /** The pending change may be cancelled (rejected) now. */
  cancellable: boolean;
}

/** One limit row of the page. */
export interface LimitRowView {
  limitType: number;
  titleKey: string;
  current: LimitValueView;
  /** A period limit in force (self-exclusion, time-out) runs until this time, epoch ms. */
  untilMs: number | null;
  pending: PendingLimitView | null;
  /** What is left of the limit now (money limits, session limit), or null where the spec gives none. */
  free: LimitValueView | null;
  options: Array<{ value: string; label: LimitValueView }>;
  selected: string;
  disabled: boolean;
  saveKey: string;
  message: LimitRowMessage | null;
}

/** The questions the server asks before a looser limit (texts are dictionary keys from the server). */
export interface LimitQuestionsView {
  titleKey: string;
  limitTitleKey: string;
  questions: Array<{ id: number; textKey: string; answers: Array<{ id: number; textKey: string; selected: boolean }> }>;
  canSubmit: boolean;
  submitKey: string;
  cancelKey: string;
}

/** The confirm step of a self-exclusion or a time-out: what it does, the reasons (self-exclusion), the buttons. */
export interface ExclusionConfirmView {
  limitType: number;
  titleKey: string;
  textKey: string;
  period: LimitValueView;
  reasons: Array<{ id: number; textKey: string; selected: boolean }>;
  confirmKey: string;
  cancelKey: string;
  busy: boolean;
}

/** Everything the limits page draws. */
export interface LimitsPageView {
  titleKey: string;
  loading: boolean;
  errorKey: string | null;
  /** The jurisdiction's notice (e.g. Germany's cross-operator limit), or null. */
  noticeKey: string | null;
  selfExclusionWarningKey: string | null;
  rows: LimitRowView[];
  questions: LimitQuestionsView | null;
  exclusion: ExclusionConfirmView | null;
}

/** What `connectLimitsPage` reads: the flow's state and the limits it holds. */
export interface LimitsPageSource {
  rows: readonly AvailableLimit[];
  noticeKey: string | null;
  selected(available: AvailableLimit): string;
  messages: Readonly<Record<number, LimitRowMessage>>;
  questionsType: number | null;
  answers: Readonly<Record<number, number>>;
  canSubmitAnswers: boolean;
  exclusion: ExclusionStep | null;
  selfExcludeReason: number | null;
  limits: {
    limits: readonly Limit[];
    loadStatus: string;
    questions: ReadonlyArray<{ id: number; text: string; answers: ReadonlyArray<{ id: number; text: string }> }>;
    selfExcludeReasons: ReadonlyArray<{ id: number; selfExcludeReason: string }>;
    isBusy: boolean;
    nowSeconds: number;
    approvalWindowSeconds: number;
    showSelfExclusionWarning: boolean;
    isFieldDisabled(limitType: number): boolean;
  };
}

/** The currency of money options when neither the account nor the site names one (the demo site's). */
const FALLBACK_LIMIT_CURRENCY = 'EUR';

/** What is left of a limit in force: a money limit's balance, the session limit's minutes today. */
function freeView(limit: Limit | undefined, currencyIso: string): LimitValueView | null {
  if (!limit || limit.limitBalance === null || limit.limitValue === null || isNoLimitValue(limit.limitType, limit.limitValue)) return null;
  if (isMoneyLimitType(limit.limitType)) return { key: 'responsible_free_money', money: { minor: limit.limitBalance, currencyIso: limit.currencyCode ?? currencyIso } };
  if (limit.limitType === LimitTypeCode.session) return { key: 'responsible_free_session', count: Math.floor(limit.limitBalance / 60) };
  return null;
}

function pendingView(pending: Limit | undefined, available: AvailableLimit, source: LimitsPageSource, currencyIso: string): PendingLimitView | null {
  if (!pending) return null;
  const windowSeconds = source.limits.approvalWindowSeconds;
  const endsAt = approvalWindowEndsAt(pending, windowSeconds);
  const waitsForPlayer = needsApproval(pending.limitType) && pending.needApprove;
  return {
    value: limitValueView(pending.limitType, pending.limitValue, available.measure, pending.currencyCode ?? currencyIso),
    key: waitsForPlayer ? 'responsible_pending_confirm_from' : 'responsible_pending_effective_from',
    effectiveAtMs: endsAt === null ? null : endsAt * 1000,
    confirmable: waitsForPlayer && approvalPhase(pending, source.limits.nowSeconds, windowSeconds) === 'confirm_required',
    cancellable: true,
  };
}

/** Self-exclusion and time-out run a number of days from their start. */
function untilMs(limit: Limit | undefined): number | null {
  if (!limit) return null;
  if (limit.endsAt !== null) return limit.endsAt * 1000;
  if ((limit.limitType === LimitTypeCode.selfExclusion || limit.limitType === LimitTypeCode.timeOut) && limit.startedAt !== null && limit.limitValue !== null) {
    return (limit.startedAt + limit.limitValue * DAY_SECONDS) * 1000;
  }
  return null;
}

function rowView(available: AvailableLimit, source: LimitsPageSource, currencyIso: string): LimitRowView {
  const limits = source.limits.limits;
  const active = activeLimit(limits, available.type);
  const pending = pendingLimit(limits, available.type);
  const currency = active?.currencyCode ?? pending?.currencyCode ?? currencyIso;
  return {
    limitType: available.type,
    titleKey: `responsible_limit_${available.type}`,
    current: limitValueView(available.type, active?.limitValue ?? null, available.measure, currency),
    untilMs: available.type === LimitTypeCode.selfExclusion || available.type === LimitTypeCode.timeOut ? untilMs(active) : null,
    pending: pendingView(pending, available, source, currency),
    free: freeView(active, currency),
    options: available.availableValues.map((value) => ({ value: String(value), label: limitValueView(available.type, value, available.measure, currency) })),
    selected: source.selected(available),
    disabled: source.limits.isBusy || source.limits.isFieldDisabled(available.type),
    saveKey: available.type === LimitTypeCode.selfExclusion ? 'responsible_self_exclude' : available.type === LimitTypeCode.timeOut ? 'responsible_take_time_out' : 'responsible_save',
    message: source.messages[available.type] ?? null,
  };
}

function questionsView(source: LimitsPageSource): LimitQuestionsView | null {
  if (source.questionsType === null || source.limits.questions.length === 0) return null;
  return {
    titleKey: 'responsible_questions_title',
    limitTitleKey: `responsible_limit_${source.questionsType}`,
    questions: source.limits.questions.map((question) => ({
      id: question.id,
      textKey: question.text,
      answers: question.answers.map((answer) => ({ id: answer.id, textKey: answer.text, selected: source.answers[question.id] === answer.id })),
    })),
    canSubmit: source.canSubmitAnswers,
    submitKey: 'responsible_questions_submit',
    cancelKey: 'responsible_cancel',
  };
}

function exclusionView(source: LimitsPageSource): ExclusionConfirmView | null {
  const step = source.exclusion;
  if (step === null) return null;
  const isSelfExclusion = step.limitType === LimitTypeCode.selfExclusion;
  return {
    limitType: step.limitType,
    titleKey: isSelfExclusion ? 'responsible_self_exclusion_confirm_title' : 'responsible_time_out_confirm_title',
    textKey: isSelfExclusion ? 'responsible_self_exclusion_confirm_text' : 'responsible_time_out_confirm_text',
    period: { key: 'responsible_measure_days', count: step.value },
    reasons: isSelfExclusion ? source.limits.selfExcludeReasons.map((reason) => ({ id: reason.id, textKey: reason.selfExcludeReason, selected: source.selfExcludeReason === reason.id })) : [],
    confirmKey: isSelfExclusion ? 'responsible_self_exclusion_confirm' : 'responsible_time_out_confirm',
    cancelKey: 'responsible_cancel',
    busy: source.limits.isBusy,
  };
}

/**
 * The limits page as keys and values (document 001 §3-§5, §9): every limit the site enables with
 * its option list, the value in force, a pending change with the date it takes effect, what is
 * left, the questions of a looser limit, and the confirm step of self-exclusion and time-out.
 * `currencyIso` is the player's account currency for money options before any limit is set.
 */
export function connectLimitsPage(source: LimitsPageSource, options: { currencyIso: string | null | undefined }): LimitsPageView {
  const currencyIso = options.currencyIso ?? FALLBACK_LIMIT_CURRENCY;
  const status = source.limits.loadStatus;
  return {
    titleKey: 'responsible_title',
    loading: status === 'idle' || status === 'loading',
    errorKey: status === 'error' ? 'main_error' : null,
    noticeKey: source.noticeKey,
    selfExclusionWarningKey: source.limits.showSelfExclusionWarning ? 'responsible_self_exclusion_warning' : null,
    rows: status === 'ready' ? source.rows.map((available) => rowView(available, source, currencyIso)) : [],
    questions: questionsView(source),
    exclusion: exclusionView(source),
  };
}
