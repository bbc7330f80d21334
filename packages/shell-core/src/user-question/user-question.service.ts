import { ApiError, UserQuestionApi, type UserQuestion } from '@kickoff/contracts';
import { Logger } from '@kickoff/platform';
import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import { AuthStatusService } from '../auth/auth-status.service';

/** The API's code for an answer sent to a question already answered (apps/api user-question service). */
export const QUESTION_ALREADY_ANSWERED = 'question_already_answered';

/**
 * The user-question modal (document 000 §2, document 001 §2 "Other modals: user question"): after
 * a sign-in the player's unanswered questions are read from the API and offered one at a time
 * through the `OverlayQueue`. A question is answered once: the API refuses a second answer, and
 * this service then drops the question. "Later" puts the question aside until the next sign-in or
 * page load. Without a `UserQuestionApi` bound (a host without the HTTP client) nothing is asked.
 */
@injectable()
export class UserQuestionService {
  questions: UserQuestion[] = [];
  /** The chosen option of the current question, by index. */
  selected: number | null = null;
  isSending = false;
  /** Dictionary key of the last failure, or `null`. */
  errorKey: string | null = null;
  private readonly putAside = new Set<number>();
  private generation = 0;
  private disposeReaction: IReactionDisposer | undefined;

  constructor(
    @inject(AuthStatusService) private readonly auth: AuthStatusService,
    @inject(Logger) private readonly logger: Logger,
    @inject(UserQuestionApi) @optional() private readonly api: UserQuestionApi | undefined,
  ) {
    makeAutoObservable<this, 'auth' | 'logger' | 'api' | 'generation' | 'disposeReaction'>(this, {
      auth: false,
      logger: false,
      api: false,
      generation: false,
      disposeReaction: false,
    });
  }

  /** The question on the screen: the oldest one not put aside. */
  get current(): UserQuestion | null {
    return this.questions.find((question) => !this.putAside.has(question.id)) ?? null;
  }

  get isVisible(): boolean {
    return this.current !== null;
  }

  /** Reads the questions now and on every sign-in or sign-out. */
  start(): void {
    if (this.disposeReaction) return;
    this.disposeReaction = reaction(
      () => this.auth.userId,
      () => {
        this.putAside.clear();
        void this.refresh();
      },
      { fireImmediately: true },
    );
  }

  dispose(): void {
    this.disposeReaction?.();
    this.disposeReaction = undefined;
    this.generation++;
  }

  async refresh(): Promise<void> {
    const generation = ++this.generation;
    if (!this.api || !this.auth.isAuthorized) {
      this.apply([]);
      return;
    }
    try {
      const { questions } = await this.api.list();
      if (generation === this.generation) runInAction(() => this.apply(questions));
    } catch (error) {
      if (generation !== this.generation) return;
      this.logger.warn('user questions failed to load', { error: String(error) });
      runInAction(() => this.apply([]));
    }
  }

  choose(option: number): void {
    this.selected = option;
    this.errorKey = null;
  }

  /** Sends the chosen option of the current question (nothing without a choice or while sending). */
  async submit(): Promise<void> {
    const question = this.current;
    const api = this.api;
    if (!question || !api || this.selected === null || this.isSending) return;
    this.isSending = true;
    this.errorKey = null;
    const generation = this.generation;
    try {
      const { questions } = await api.answer(question.id, { option: this.selected });
      runInAction(() => {
        this.isSending = false;
        if (generation === this.generation) this.apply(questions);
      });
    } catch (error) {
      runInAction(() => {
        this.isSending = false;
        if (error instanceof ApiError && error.code === QUESTION_ALREADY_ANSWERED) {
          this.apply(this.questions.filter((open) => open.id !== question.id));
          return;
        }
        this.errorKey = error instanceof ApiError ? error.messageKey : 'main_network_error';
      });
    }
  }

  /** "Later": the current question waits until the next sign-in or page load. */
  later(): void {
    const question = this.current;
    if (question) this.putAside.add(question.id);
    this.selected = null;
    this.errorKey = null;
  }

  private apply(questions: UserQuestion[]): void {
    const before = this.current?.id;
    this.questions = questions;
    if (this.current?.id !== before) this.selected = null;
    this.errorKey = null;
  }
}

/** What the user-question modal draws: dictionary keys for its own texts, the operator's question as given. */
export interface UserQuestionView {
  titleKey: 'user_question_title';
  text: string;
  options: ReadonlyArray<{ index: number; label: string; isChosen: boolean }>;
  sendKey: 'user_question_send';
  laterKey: 'user_question_later';
  canSend: boolean;
  isSending: boolean;
  errorKey: string | null;
}

export function connectUserQuestion(service: UserQuestionService): UserQuestionView | null {
  const question = service.current;
  if (!question) return null;
  return {
    titleKey: 'user_question_title',
    text: question.text,
    options: question.options.map((label, index) => ({ index, label, isChosen: service.selected === index })),
    sendKey: 'user_question_send',
    laterKey: 'user_question_later',
    canSend: service.selected !== null && !service.isSending,
    isSending: service.isSending,
    errorKey: service.errorKey,
  };
}
