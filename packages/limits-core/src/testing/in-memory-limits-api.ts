import {
  ApiError,
  ErrorCode,
  LimitTypeCode,
  type AvailableLimit,
  type BlockUserRequest,
  type BlockUserResponse,
  type Limit,
  type LimitActionRequest,
  type LimitActionResponse,
  type LimitInput,
  type LimitQuestion,
  type PingResponse,
  type SaveLimitsResponse,
  type SelfExcludeReason,
  type TestAnswersRequest,
  type TestAnswersResponse,
  type LimitsApi,
} from '@kickoff/contracts';
import type { Clock } from '@kickoff/platform';
import { DAY_SECONDS, DEPOSIT_NO_LIMIT, LIMIT_APPROVAL_WINDOW_SECONDS, REALITY_CHECK_MINUTE_OPTIONS, SESSION_LIMIT_HOUR_OPTIONS, TIME_OUT_DAY_OPTIONS, isDepositLimitType, selfExclusionDayOptions } from '../limits/limit-catalog';
import { limitChange } from '../limits/limits.rules';

type Method = keyof LimitsApi;

/** Options of the in-memory limit service. */
export interface InMemoryLimitsApiOptions {
  /** Approval window of deposit increases, seconds (86,400 by default). */
  approvalWindowSeconds?: number;
  currencyCode?: string;
  /** Questions asked before the next save applies; `correctAnswers` maps question id to answer id. */
  questions?: { questions: LimitQuestion[]; correctAnswers: Record<number, number> };
}

/** An aborted signal rejects like the HTTP client does: status 499. */
function cancelled(): ApiError {
  return new ApiError(499, { code: ErrorCode.cancelled, messageKey: 'main_error' });
}

/**
 * A small limit service in memory, for tests: the server's rules of issue 4 (a decrease applies at
 * once, a deposit increase waits PENDING for the approval window and then needs confirmation,
 * single-use question tokens, session balance counting down with the clock). `failNext` makes the
 * next call of a method reject.
 */
export class InMemoryLimitsApi implements LimitsApi {
  /** The stored limits; `sessionLimitBalance` is derived from the clock when read. */
  private stored: Limit[] = [];
  private readonly failures = new Map<Method, ApiError>();
  private pendingSave: { tokenGuid: string; inputs: readonly LimitInput[] } | null = null;
  private tokenCounter = 0;
  readonly calls: Array<{ method: Method; args: unknown[] }> = [];
  readonly approvalWindowSeconds: number;
  readonly currencyCode: string;
  questions: InMemoryLimitsApiOptions['questions'];
  availableLimits: AvailableLimit[] = [
    { type: LimitTypeCode.deposit24h, measure: 'money', availableValues: [] },
    { type: LimitTypeCode.deposit7d, measure: 'money', availableValues: [DEPOSIT_NO_LIMIT] },
    { type: LimitTypeCode.deposit30d, measure: 'money', availableValues: [] },
    { type: LimitTypeCode.selfExclusion, measure: 'days', availableValues: [...selfExclusionDayOptions(365)] },
    { type: LimitTypeCode.session, measure: 'hours', availableValues: [...SESSION_LIMIT_HOUR_OPTIONS] },
    { type: LimitTypeCode.realityCheck, measure: 'minutes', availableValues: [...REALITY_CHECK_MINUTE_OPTIONS] },
    { type: LimitTypeCode.timeOut, measure: 'days', availableValues: [...TIME_OUT_DAY_OPTIONS] },
  ];
  reasons: SelfExcludeReason[] = [
    { id: 1, selfExcludeReason: 'I spend too much time playing' },
    { id: 2, selfExcludeReason: 'I spend too much money' },
  ];
  blockedUser: BlockUserRequest | null = null;

  constructor(
    private readonly clock: Clock,
    options: InMemoryLimitsApiOptions = {},
  ) {
    this.approvalWindowSeconds = options.approvalWindowSeconds ?? LIMIT_APPROVAL_WINDOW_SECONDS;
    this.currencyCode = options.currencyCode ?? 'EUR';
    this.questions = options.questions;
  }

  /** Replaces the stored limits (fixtures). */
  seed(limits: Limit[]): void {
    this.stored = limits.map((limit) => ({ ...limit }));
  }

  /** Makes the next call of `method` reject with `error`. */
  failNext(method: Method, error: ApiError): void {
    this.failures.set(method, error);
  }

  /** How many times `method` was called. */
  callCount(method: Method): number {
    return this.calls.filter((call) => call.method === method).length;
  }

  async getLimits(lang: string, signal?: AbortSignal): Promise<Limit[]> {
    this.enter('getLimits', [lang]);
    if (signal?.aborted) throw cancelled();
    return this.view();
  }

  async saveLimits(limits: readonly LimitInput[]): Promise<SaveLimitsResponse> {
    this.enter('saveLimits', [limits]);
    // Questions come before a looser value only (a stricter one applies at once, document 001 §4).
    const loosens = limits.some((input) => limitChange(input.limitType, this.stored.find((limit) => limit.limitType === input.limitType && limit.limitState === 'ACTIVE')?.limitValue ?? null, input.limitValue)?.change === 1 && this.stored.some((limit) => limit.limitType === input.limitType && limit.limitState === 'ACTIVE'));
    if (this.questions && loosens) {
      this.tokenCounter += 1;
      const tokenGuid = `token-${this.tokenCounter}`;
      this.pendingSave = { tokenGuid, inputs: limits };
      return { status: 'QUESTIONS', questions: this.questions.questions, tokenGuid, limitsData: this.view() };
    }
    for (const input of limits) this.apply(input);
    return { status: 'SAVED', questions: [], tokenGuid: null, limitsData: this.view() };
  }

  async getAvailableLimits(): Promise<AvailableLimit[]> {
    this.enter('getAvailableLimits', []);
    return this.availableLimits;
  }

  async getSelfExcludeReasons(): Promise<SelfExcludeReason[]> {
    this.enter('getSelfExcludeReasons', []);
    return this.reasons;
  }

  async submitTestAnswers(request: TestAnswersRequest): Promise<TestAnswersResponse> {
    this.enter('submitTestAnswers', [request]);
    const save = this.pendingSave;
    if (!save || save.tokenGuid !== request.tokenGuid || !this.questions) {
      throw new ApiError(400, { code: 'invalid_token', messageKey: 'main_error', details: { status: 'forbidden', title: 'responsible_gaming_token_invalid' } });
    }
    this.pendingSave = null;
    const correctAnswers = this.questions.correctAnswers;
    const questionsResult = request.answers.map((answer) => ({ questionId: answer.questionId, correct: correctAnswers[answer.questionId] === answer.answerId }));
    const success = questionsResult.length === this.questions.questions.length && questionsResult.every((result) => result.correct);
    if (success) for (const input of save.inputs) this.apply(input);
    return { questionsResult, success, limitsData: this.view() };
  }

  async limitAction(request: LimitActionRequest): Promise<LimitActionResponse> {
    this.enter('limitAction', [request]);
    const pending = this.stored.find((limit) => limit.limitType === request.limitType && limit.limitState === 'PENDING');
    if (!pending) return { success: false, limitsData: this.view() };
    if (request.action === 'reject') {
      this.stored = this.stored.filter((limit) => limit !== pending);
      return { success: true, limitsData: this.view() };
    }
    const now = this.nowSeconds();
    if (pending.startedAt !== null && now < pending.startedAt + this.approvalWindowSeconds) return { success: false, limitsData: this.view() };
    this.stored = this.stored.filter((limit) => !(limit.limitType === request.limitType && limit.limitState === 'ACTIVE') && limit !== pending);
    this.stored.push({ ...pending, limitState: 'ACTIVE', needApprove: false, startedAt: now });
    return { success: true, limitsData: this.view() };
  }

  async deleteLimit(limitType: number): Promise<LimitActionResponse> {
    this.enter('deleteLimit', [limitType]);
    const before = this.stored.length;
    this.stored = this.stored.filter((limit) => !(limit.limitType === limitType && limit.limitState === 'PENDING'));
    return { success: this.stored.length < before, limitsData: this.view() };
  }

  async ping(): Promise<PingResponse> {
    this.enter('ping', []);
    const session = this.view().find((limit) => limit.limitType === LimitTypeCode.session && limit.limitState === 'ACTIVE');
    return { success: true, sessionLimitBalance: session?.limitBalance ?? null };
  }

  async blockUser(request: BlockUserRequest): Promise<BlockUserResponse> {
    this.enter('blockUser', [request]);
    this.blockedUser = request;
    const now = this.nowSeconds();
    this.stored = this.stored.filter((limit) => limit.limitType !== LimitTypeCode.selfExclusion);
    this.stored.push(this.limit(LimitTypeCode.selfExclusion, request.periodDays, 'ACTIVE', { startedAt: now, endsAt: now + request.periodDays * DAY_SECONDS, selfExcludeReason: request.selfExcludeReason }));
    return { success: true };
  }

  private enter(method: Method, args: unknown[]): void {
    this.calls.push({ method, args });
    const failure = this.failures.get(method);
    if (failure) {
      this.failures.delete(method);
      throw failure;
    }
  }

  private nowSeconds(): number {
    return Math.floor(this.clock.now() / 1000);
  }

  /** The limits as the server answers them: the session balance counts down from its start. */
  private view(): Limit[] {
    const now = this.nowSeconds();
    return this.stored.map((limit) => {
      if (limit.limitType !== LimitTypeCode.session || limit.limitValue === null || limit.limitValue < 0 || limit.startedAt === null) return { ...limit };
      return { ...limit, limitBalance: Math.max(0, limit.limitValue * 3600 - (now - limit.startedAt)) };
    });
  }

  private limit(limitType: number, limitValue: number, limitState: Limit['limitState'], extra: Partial<Limit> = {}): Limit {
    return {
      limitType,
      limitValue,
      limitBalance: limitValue,
      limitState,
      needApprove: false,
      startedAt: this.nowSeconds(),
      endsAt: null,
      selfExcludeReason: null,
      currencyCode: isDepositLimitType(limitType) ? this.currencyCode : null,
      ...extra,
    };
  }

  /** A decrease applies at once; a deposit increase waits PENDING with `needApprove`. */
  private apply(input: LimitInput): void {
    const active = this.stored.find((limit) => limit.limitType === input.limitType && limit.limitState === 'ACTIVE');
    const change = limitChange(input.limitType, active?.limitValue ?? null, input.limitValue);
    const withoutType = (state: Limit['limitState']) => (limit: Limit) => !(limit.limitType === input.limitType && limit.limitState === state);
    if (isDepositLimitType(input.limitType) && change?.change === 1 && active) {
      this.stored = this.stored.filter(withoutType('PENDING'));
      this.stored.push(this.limit(input.limitType, input.limitValue, 'PENDING', { needApprove: true }));
      return;
    }
    this.stored = this.stored.filter(withoutType('ACTIVE')).filter(withoutType('PENDING'));
    const extra: Partial<Limit> =
      input.limitType === LimitTypeCode.selfExclusion || input.limitType === LimitTypeCode.timeOut
        ? { endsAt: this.nowSeconds() + input.limitValue * DAY_SECONDS, selfExcludeReason: input.selfExcludeReason ?? null }
        : {};
    this.stored.push(this.limit(input.limitType, input.limitValue, 'ACTIVE', extra));
  }
}
