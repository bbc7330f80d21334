import { inject, injectable, type ServiceIdentifier } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { LimitTypeCode, type AvailableLimit } from '@kickoff/contracts';
import { limitKind } from './limit-catalog';
import { activeLimit } from './limits.rules';
import { LimitsSiteSettings, SessionTerminator } from './limits.ports';
import { Limits, type LimitsService } from './limits.service';

/** A message under one limit: a dictionary key (or the server's title, which wins, document 001 §8). */
export interface LimitRowMessage {
  key: string;
  tone: 'success' | 'error' | 'info';
  serverTitle?: string;
}

/** The step before a self-exclusion (30) or a time-out (33): say what it does, then do it. */
export interface ExclusionStep {
  limitType: typeof LimitTypeCode.selfExclusion | typeof LimitTypeCode.timeOut;
  value: number;
}

/** Dictionary keys of the limits page's own messages. */
export const LimitsPageKey = {
  saved: 'responsible_saved',
  raisePending: 'responsible_raise_pending',
  answersWrong: 'responsible_answers_wrong',
} as const;

/**
 * The limits page (office/responsible) as a headless flow (issue 13; document 001 §3-§5, §7-§9):
 * which value the player picked per limit, saving it, the server's questions before a looser limit
 * and their answers (testanswers), confirming or rejecting a pending change, and the confirm step
 * of a self-exclusion (with its reason) or a time-out, which then signs the player out. The limits
 * themselves and every call stay in `LimitsService`; `connectLimitsPage` draws this flow.
 */
@injectable()
export class LimitsPageFlow {
  /** The option the player picked per limit type (as the select's value). */
  choices: Record<number, string> = {};
  messages: Record<number, LimitRowMessage> = {};
  /** The limit type whose looser value waits for the answers to the server's questions. */
  questionsType: number | null = null;
  /** Answer id per question id. */
  answers: Record<number, number> = {};
  exclusion: ExclusionStep | null = null;
  selfExcludeReason: number | null = null;

  constructor(
    @inject(Limits) readonly limits: LimitsService,
    @inject(LimitsSiteSettings) private readonly settings: LimitsSiteSettings,
    @inject(SessionTerminator) private readonly terminator: SessionTerminator,
  ) {
    makeAutoObservable<this, 'settings' | 'terminator'>(this, { limits: false, settings: false, terminator: false }, { autoBind: true });
  }

  /** Loads the player's limits and the options; clears what an earlier visit left. */
  async start(lang: string): Promise<void> {
    this.choices = {};
    this.messages = {};
    this.closeQuestions();
    this.exclusion = null;
    this.selfExcludeReason = null;
    await Promise.all([this.limits.load(lang), this.limits.loadOptions()]);
  }

  /** The limits the page lists: those the server offers that the jurisdiction pack enables, in its order. */
  get rows(): AvailableLimit[] {
    const enabled = this.settings.jurisdiction.limitTypes;
    return this.limits.availableLimits.filter((available) => enabled.includes(available.type) && limitKind(available.type) !== 'unknown');
  }

  /** The notice of the site's jurisdiction pack (dictionary key), or null. */
  get noticeKey(): string | null {
    return this.settings.jurisdiction.noticeKey;
  }

  /** The option shown selected: the player's pick, else the value in force when it is an option, else the first option. */
  selected(available: AvailableLimit): string {
    const picked = this.choices[available.type];
    if (picked !== undefined) return picked;
    const current = activeLimit(this.limits.limits, available.type)?.limitValue;
    if (current !== undefined && current !== null && available.availableValues.includes(current)) return String(current);
    return String(available.availableValues[0] ?? '');
  }

  choose(limitType: number, value: string): void {
    this.choices[limitType] = value;
    delete this.messages[limitType];
  }

  /**
   * Saves the picked value: at once when stricter, questions first when looser (the server decides).
   * A self-exclusion or a time-out first opens its confirm step.
   */
  async save(limitType: number): Promise<void> {
    const available = this.rows.find((row) => row.type === limitType);
    if (!available) return;
    const value = Number(this.selected(available));
    if (limitType === LimitTypeCode.selfExclusion || limitType === LimitTypeCode.timeOut) {
      this.exclusion = { limitType, value };
      return;
    }
    const outcome = await this.limits.save([{ limitType, limitValue: value }]);
    if (outcome.ok && outcome.status === 'QUESTIONS') {
      this.openQuestions(limitType);
    } else if (outcome.ok) {
      this.setMessage(limitType, { key: LimitsPageKey.saved, tone: 'success' });
    } else if (outcome.reason === 'invalid') {
      this.setMessage(limitType, { key: `responsible_${outcome.error}`, tone: 'error' });
    } else {
      this.setMessage(limitType, { key: outcome.failure.messageKey, tone: 'error', ...(outcome.failure.title ? { serverTitle: outcome.failure.title } : {}) });
    }
  }

  answer(questionId: number, answerId: number): void {
    this.answers[questionId] = answerId;
  }

  /** Every question has an answer and nothing runs. */
  get canSubmitAnswers(): boolean {
    return this.questionsType !== null && !this.limits.isBusy && this.limits.questions.length > 0 && this.limits.questions.every((question) => this.answers[question.id] !== undefined);
  }

  /** Sends the answers: right ones make the looser value pending for the cooling-off; wrong ones save nothing. */
  async submitAnswers(): Promise<void> {
    const limitType = this.questionsType;
    if (limitType === null || !this.canSubmitAnswers) return;
    const answers = this.limits.questions.map((question) => ({ questionId: question.id, answerId: this.answers[question.id]! }));
    const outcome = await this.limits.submitAnswers(answers);
    this.closeQuestions();
    if (!outcome.ok) {
      this.setMessage(limitType, { key: outcome.failure.messageKey, tone: 'error', ...(outcome.failure.title ? { serverTitle: outcome.failure.title } : {}) });
    } else {
      this.setMessage(limitType, outcome.success ? { key: LimitsPageKey.raisePending, tone: 'info' } : { key: LimitsPageKey.answersWrong, tone: 'error' });
    }
  }

  /** Leaves the questions unanswered: nothing changes (the server's token runs out by itself). */
  cancelQuestions(): void {
    this.closeQuestions();
  }

  /** Confirms a pending change whose cooling-off is over (document 001 §4). */
  async confirmPending(limitType: number): Promise<void> {
    const outcome = await this.limits.confirm(limitType);
    this.setMessage(limitType, { key: outcome.messageKey, tone: outcome.ok ? 'success' : 'error' });
  }

  /** Cancels a pending change (limitaction reject or DELETE, as the site says). */
  async rejectPending(limitType: number): Promise<void> {
    const outcome = await this.limits.reject(limitType);
    this.setMessage(limitType, { key: outcome.messageKey, tone: outcome.ok ? 'success' : 'error' });
  }

  chooseReason(reasonId: number | null): void {
    this.selfExcludeReason = reasonId;
  }

  cancelExclusion(): void {
    this.exclusion = null;
  }

  /**
   * Does what the confirm step said: self-exclusion through the BlockUser call with its reason, or
   * the time-out as a limit; either way the player is signed out (the server ends the sessions).
   */
  async confirmExclusion(): Promise<void> {
    const step = this.exclusion;
    if (step === null || this.limits.isBusy) return;
    if (step.limitType === LimitTypeCode.selfExclusion) {
      const outcome = await this.limits.selfExclude(step.value, this.selfExcludeReason);
      this.finishExclusion(step, outcome.ok ? null : { key: outcome.failure.messageKey, tone: 'error', ...(outcome.failure.title ? { serverTitle: outcome.failure.title } : {}) });
      return;
    }
    const outcome = await this.limits.save([{ limitType: step.limitType, limitValue: step.value }]);
    if (outcome.ok) {
      this.finishExclusion(step, null);
      await this.terminator.terminate('time_out');
      return;
    }
    this.finishExclusion(step, outcome.reason === 'invalid' ? { key: `responsible_${outcome.error}`, tone: 'error' } : { key: outcome.failure.messageKey, tone: 'error' });
  }

  private finishExclusion(step: ExclusionStep, failure: LimitRowMessage | null): void {
    this.exclusion = null;
    if (failure) this.setMessage(step.limitType, failure);
  }

  private openQuestions(limitType: number): void {
    this.questionsType = limitType;
    this.answers = {};
  }

  private closeQuestions(): void {
    this.questionsType = null;
    this.answers = {};
  }

  private setMessage(limitType: number, message: LimitRowMessage): void {
    this.messages[limitType] = message;
  }
}

/** Container identifier of the `LimitsPageFlow`. */
export const LimitsPage = Symbol.for('LimitsPage') as ServiceIdentifier<LimitsPageFlow>;
export type LimitsPage = LimitsPageFlow;
