import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  LimitsApi,
  type AvailableLimit,
  type Limit,
  type LimitInput,
  type LimitQuestion,
  type SelfExcludeReason,
  type TestAnswersRequest,
  type TestAnswersResponse,
} from '@kickoff/contracts';
import { Clock, Logger, type TimerHandle } from '@kickoff/platform';
import { LimitMessageKey } from './limit-catalog';
import { LimitsNotifier, LimitsSiteSettings, SessionTerminator } from './limits.ports';
import {
  approvalNotificationHours,
  isAwaitingApproval,
  isLimitFieldDisabled,
  isSelfExclusionActive,
  isTimeOutActive,
  limitFailure,
  limitsRequiringConfirm,
  nextApprovalWindowEnd,
  removePendingDepositLimits,
  showSelfExclusionWarning,
  validateLimitChange,
  type LimitChangeError,
  type LimitChangeVerdict,
  type LimitFailure,
} from './limits.rules';
import { realityCheckPeriodMinutes } from '../reality-check/reality-check.rules';
import { sessionLimitState, type SessionLimitState } from '../session-limit/session-limit.rules';

/** The approval timer wakes at each whole hour left (document 001 §9: notification hours rounded up). */
const MAX_APPROVAL_WAIT_MS = 3_600_000;
/** Shortest wait, so a timer that fires a little early never spins. */
const MIN_APPROVAL_WAIT_MS = 1000;

/** Load state of the player's limits. */
export type LimitsLoadStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Result of saving limits. */
export type SaveLimitsOutcome =
  | { ok: true; status: 'SAVED' }
  | { ok: true; status: 'QUESTIONS'; questions: LimitQuestion[] }
  | { ok: false; reason: 'invalid'; limitType: number; error: LimitChangeError }
  | { ok: false; reason: 'failed'; failure: LimitFailure };

/** Result of confirming or rejecting a pending limit, with the spec's message key (document 001 §8). */
export interface LimitActionOutcome {
  ok: boolean;
  messageKey: string;
}

/** Result of answering the responsible-gaming questions. */
export type TestAnswersOutcome =
  | { ok: true; success: boolean; questionsResult: TestAnswersResponse['questionsResult'] }
  | { ok: false; failure: LimitFailure };

/** The non-closable approve-or-reject dialog of a pending limit whose window has passed. */
export interface ApprovalDialog {
  limit: Limit;
  closable: false;
  actions: readonly ['confirm', 'reject'];
}

const toSeconds = (ms: number): number => Math.floor(ms / 1000);

/**
 * The player's responsible-gaming limits (document 001 §3-§5, §7-§9): loads and saves them, runs the
 * approval window of pending deposit-limit increases and exposes the non-closable confirm, confirms
 * and rejects with the spec's message keys, and derives field locks and the self-exclusion warning.
 */
@injectable()
export class LimitsService {
  limits: Limit[] = [];
  availableLimits: AvailableLimit[] = [];
  selfExcludeReasons: SelfExcludeReason[] = [];
  loadStatus: LimitsLoadStatus = 'idle';
  /** Current time in epoch seconds, advanced by the approval timer so time-based views update. */
  nowSeconds: number;
  /** Questions to answer before the last save applies, with its single-use token. */
  questions: LimitQuestion[] = [];
  tokenGuid: string | null = null;
  /** A save, answer, confirm or reject is running. */
  isBusy = false;
  private approvalTimer: TimerHandle | undefined = undefined;
  private loadController: AbortController | undefined = undefined;

  constructor(
    @inject(LimitsApi) private readonly api: LimitsApi,
    @inject(Clock) private readonly clock: Clock,
    @inject(Logger) private readonly logger: Logger,
    @inject(LimitsSiteSettings) private readonly settings: LimitsSiteSettings,
    @inject(LimitsNotifier) private readonly notifier: LimitsNotifier,
    @inject(SessionTerminator) private readonly terminator: SessionTerminator,
  ) {
    this.nowSeconds = toSeconds(clock.now());
    makeAutoObservable<this, 'api' | 'clock' | 'logger' | 'settings' | 'notifier' | 'terminator' | 'approvalTimer' | 'loadController'>(
      this,
      { api: false, clock: false, logger: false, settings: false, notifier: false, terminator: false, approvalTimer: false, loadController: false },
      { autoBind: true },
    );
  }

  /** The approval window in seconds (site setting, 86,400 by default). */
  get approvalWindowSeconds(): number {
    return this.settings.limitApprovalWindowSeconds;
  }

  /** Pending deposit limits waiting for approval. */
  get awaitingApproval(): Limit[] {
    return this.limits.filter(isAwaitingApproval);
  }

  /**
   * The limit whose approval window has passed: the view shows a non-closable confirm (approve or
   * reject) for it until the player answers (document 001 §4). `null` when none.
   */
  get confirmRequired(): Limit | null {
    return limitsRequiringConfirm(this.limits, this.nowSeconds, this.approvalWindowSeconds)[0] ?? null;
  }

  /**
   * The approval dialog the view shows: the limit to approve or reject, never closable (document
   * 001 §4: "a non-closable confirm dialog requires approve or reject"). `null` when none is due.
   */
  get approvalDialog(): ApprovalDialog | null {
    const limit = this.confirmRequired;
    return limit === null ? null : { limit, closable: false, actions: ['confirm', 'reject'] };
  }

  get isSelfExclusionActive(): boolean {
    return isSelfExclusionActive(this.limits, this.nowSeconds);
  }

  /** A deposit time-out (type 33) is running. */
  get isTimeOutActive(): boolean {
    return isTimeOutActive(this.limits, this.nowSeconds);
  }

  /** Self-exclusion is set and its start has not yet passed (document 001 §4). */
  get showSelfExclusionWarning(): boolean {
    return showSelfExclusionWarning(this.limits, this.nowSeconds);
  }

  /** The session limit as the session-limit service runs it. */
  get sessionLimit(): SessionLimitState {
    return sessionLimitState(this.limits);
  }

  /** The reality-check period in minutes, numeric values only. */
  get realityCheckMinutes(): number | null {
    return realityCheckPeriodMinutes(this.limits);
  }

  /** Whether the field of `limitType` is disabled (document 001 §5). */
  isFieldDisabled(limitType: number): boolean {
    return isLimitFieldDisabled({
      limits: this.limits,
      limitType,
      nowSeconds: this.nowSeconds,
      isLimitsLockedOnPendingChange: this.settings.isLimitsLockedOnPendingChange,
    });
  }

  /** Checks a value before it is saved; reports deposit changes as 1 / -1. */
  validateChange(limitType: number, value: unknown): LimitChangeVerdict {
    return validateLimitChange({
      limits: this.limits,
      limitType,
      value,
      nowSeconds: this.nowSeconds,
      isLimitsLockedOnPendingChange: this.settings.isLimitsLockedOnPendingChange,
    });
  }

  /** Hours, rounded up, until a pending limit can be confirmed (document 001 §9). */
  notificationHours(limit: Limit): number {
    return approvalNotificationHours(limit, this.nowSeconds, this.approvalWindowSeconds);
  }

  /** Loads the player's limits in `lang`; a newer load aborts an earlier one. */
  async load(lang: string): Promise<boolean> {
    this.loadController?.abort();
    const controller = new AbortController();
    this.loadController = controller;
    this.loadStatus = 'loading';
    try {
      const limits = await this.api.getLimits(lang, controller.signal);
      if (controller.signal.aborted) return false;
      this.setLimits(limits);
      this.setLoadStatus('ready');
      return true;
    } catch (error) {
      if (controller.signal.aborted) return false;
      this.logger.warn('limits: load failed', { error: String(error) });
      this.setLoadStatus('error');
      return false;
    }
  }

  /** Loads the limits the player may set and the self-exclusion reasons. */
  async loadOptions(): Promise<boolean> {
    try {
      const [available, reasons] = await Promise.all([this.api.getAvailableLimits(), this.api.getSelfExcludeReasons()]);
      this.setOptions(available, reasons);
      return true;
    } catch (error) {
      this.logger.warn('limits: options load failed', { error: String(error) });
      return false;
    }
  }

  /** Saves limits after checking each value; questions from the server wait for `submitAnswers`. */
  async save(inputs: readonly LimitInput[]): Promise<SaveLimitsOutcome> {
    for (const input of inputs) {
      const verdict = this.validateChange(input.limitType, input.limitValue);
      if (!verdict.ok) return { ok: false, reason: 'invalid', limitType: input.limitType, error: verdict.error };
    }
    this.isBusy = true;
    try {
      const response = await this.api.saveLimits(inputs);
      this.setLimits(response.limitsData);
      if (response.status === 'QUESTIONS') {
        this.setQuestions(response.questions, response.tokenGuid);
        return { ok: true, status: 'QUESTIONS', questions: response.questions };
      }
      this.setQuestions([], null);
      return { ok: true, status: 'SAVED' };
    } catch (error) {
      const failure = limitFailure(error);
      this.notifyFailure(failure);
      return { ok: false, reason: 'failed', failure };
    } finally {
      this.setBusy(false);
    }
  }

  /** Answers the questions of the last save with its single-use token. */
  async submitAnswers(answers: TestAnswersRequest['answers']): Promise<TestAnswersOutcome> {
    if (this.tokenGuid === null) return { ok: false, failure: { status: 'forbidden', title: null, messageKey: 'main_error' } };
    this.isBusy = true;
    try {
      const response = await this.api.submitTestAnswers({ tokenGuid: this.tokenGuid, answers });
      this.setLimits(response.limitsData);
      this.setQuestions([], null);
      return { ok: true, success: response.success, questionsResult: response.questionsResult };
    } catch (error) {
      const failure = limitFailure(error);
      this.notifyFailure(failure);
      return { ok: false, failure };
    } finally {
      this.setBusy(false);
    }
  }

  /** Approves a pending limit (document 001 §8: confirm success / error keys). */
  async confirm(limitType: number): Promise<LimitActionOutcome> {
    this.isBusy = true;
    try {
      const response = await this.api.limitAction({ action: 'confirm', limitType });
      this.setLimits(response.limitsData);
      if (!response.success) return this.outcome(false, LimitMessageKey.confirmError);
      return this.outcome(true, LimitMessageKey.confirmSuccess);
    } catch (error) {
      this.logger.warn('limits: confirm failed', { limitType, error: String(error) });
      return this.outcome(false, LimitMessageKey.confirmError);
    } finally {
      this.setBusy(false);
    }
  }

  /**
   * Rejects (cancels) a pending limit, with `DELETE limit` or `POST limitaction` as the site says;
   * on success the pending deposit limits leave the local list (document 001 §4, §7, §8).
   */
  async reject(limitType: number): Promise<LimitActionOutcome> {
    this.isBusy = true;
    try {
      const response = this.settings.isLimitCancelByDelete ? await this.api.deleteLimit(limitType) : await this.api.limitAction({ action: 'reject', limitType });
      if (!response.success) return this.outcome(false, LimitMessageKey.cancelError);
      this.setLimits(removePendingDepositLimits(response.limitsData));
      return this.outcome(true, LimitMessageKey.cancelSuccess);
    } catch (error) {
      this.logger.warn('limits: cancel failed', { limitType, error: String(error) });
      return this.outcome(false, LimitMessageKey.cancelError);
    } finally {
      this.setBusy(false);
    }
  }

  /** Self-excludes through the BlockUser call; on success the session ends. */
  async selfExclude(periodDays: number, selfExcludeReason: number | null): Promise<{ ok: true } | { ok: false; failure: LimitFailure }> {
    this.isBusy = true;
    try {
      const response = await this.api.blockUser({ periodDays, selfExcludeReason });
      if (!response.success) {
        const failure: LimitFailure = { status: 'forbidden', title: null, messageKey: 'main_error' };
        this.notifyFailure(failure);
        return { ok: false, failure };
      }
    } catch (error) {
      const failure = limitFailure(error);
      this.notifyFailure(failure);
      return { ok: false, failure };
    } finally {
      this.setBusy(false);
    }
    await this.terminator.terminate('self_exclusion');
    return { ok: true };
  }

  /** Forgets the player's limits (sign-out) and stops the approval timer. */
  reset(): void {
    this.loadController?.abort();
    this.loadController = undefined;
    this.clock.clearTimeout(this.approvalTimer);
    this.approvalTimer = undefined;
    this.limits = [];
    this.questions = [];
    this.tokenGuid = null;
    this.loadStatus = 'idle';
  }

  /** Stops the approval timer and any running load. */
  dispose(): void {
    this.reset();
  }

  private setLimits(limits: Limit[]): void {
    this.limits = limits;
    this.nowSeconds = toSeconds(this.clock.now());
    this.scheduleApprovalCheck();
  }

  private setLoadStatus(status: LimitsLoadStatus): void {
    this.loadStatus = status;
  }

  private setOptions(available: AvailableLimit[], reasons: SelfExcludeReason[]): void {
    this.availableLimits = available;
    this.selfExcludeReasons = reasons;
  }

  private setQuestions(questions: LimitQuestion[], tokenGuid: string | null): void {
    this.questions = questions;
    this.tokenGuid = tokenGuid;
  }

  private setBusy(busy: boolean): void {
    this.isBusy = busy;
  }

  /** Wakes up at each hour boundary and when the next approval window ends, so `confirmRequired` turns on without a reload. */
  private scheduleApprovalCheck(): void {
    this.clock.clearTimeout(this.approvalTimer);
    this.approvalTimer = undefined;
    const nextEnd = nextApprovalWindowEnd(this.limits, this.nowSeconds, this.approvalWindowSeconds);
    if (nextEnd === null) return;
    // Wake when the hours left (rounded up) change, so the notification hours stay exact.
    const leftMs = nextEnd * 1000 - this.clock.now();
    const waitMs = Math.max(MIN_APPROVAL_WAIT_MS, leftMs % MAX_APPROVAL_WAIT_MS || MAX_APPROVAL_WAIT_MS);
    this.approvalTimer = this.clock.setTimeout(() => this.onApprovalTimer(), waitMs);
  }

  private onApprovalTimer(): void {
    this.approvalTimer = undefined;
    this.nowSeconds = toSeconds(this.clock.now());
    this.scheduleApprovalCheck();
  }

  private outcome(ok: boolean, messageKey: string): LimitActionOutcome {
    this.notifier.notify({ type: ok ? 'success' : 'error', titleKey: ok ? LimitMessageKey.doneTitle : LimitMessageKey.errorTitle, messageKey, permanent: false });
    return { ok, messageKey };
  }

  private notifyFailure(failure: LimitFailure): void {
    this.notifier.notify({
      type: 'error',
      titleKey: LimitMessageKey.errorTitle,
      messageKey: failure.messageKey,
      permanent: false,
      ...(failure.title === null ? {} : { serverTitle: failure.title }),
    });
  }
}

/** Container identifier (src/ids.ts, apart from the service: issue 20). */
export { Limits } from '../ids';
