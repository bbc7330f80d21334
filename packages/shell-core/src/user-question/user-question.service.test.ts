import { ApiError, UserQuestionApi, type AnswerUserQuestionRequest, type UserQuestion, type UserQuestionsResponse } from '@kickoff/contracts';
import { describe, expect, it } from 'vitest';
import { AdBlockProbe } from '../ad-block/ad-block.service';
import { AuthStatusService } from '../auth/auth-status.service';
import { OverlayQueue } from '../layout/overlay-queue.service';
import { createShellTestBed, flushPromises } from '../testing/shell-test-container';
import { UserQuestionService, connectUserQuestion } from './user-question.service';

const HEARD: UserQuestion = { id: 11, text: 'How did you hear of us?', options: ['Friends', 'Search', 'Other'] };
const CALL: UserQuestion = { id: 12, text: 'Shall we call you about new offers?', options: ['Yes', 'No'] };

/** The API's rules in memory: a player's unanswered questions, each answered once. */
class MemoryUserQuestionApi implements UserQuestionApi {
  readonly answers: Array<[number, number]> = [];
  lists = 0;
  constructor(private open: UserQuestion[]) {}
  list(): Promise<UserQuestionsResponse> {
    this.lists++;
    return Promise.resolve({ questions: [...this.open] });
  }
  answer(questionId: number, request: AnswerUserQuestionRequest): Promise<UserQuestionsResponse> {
    if (!this.open.some((question) => question.id === questionId)) {
      return Promise.reject(new ApiError(409, { code: 'question_already_answered', messageKey: 'user_question_error_answered' }));
    }
    this.answers.push([questionId, request.option]);
    this.open = this.open.filter((question) => question.id !== questionId);
    return Promise.resolve({ questions: [...this.open] });
  }
  /** Another tab answered the question. */
  answerElsewhere(questionId: number): void {
    this.open = this.open.filter((question) => question.id !== questionId);
  }
}

function bed(open: UserQuestion[]) {
  const testBed = createShellTestBed();
  const api = new MemoryUserQuestionApi(open);
  testBed.container.bind(UserQuestionApi).toConstantValue(api);
  testBed.container.bind(AdBlockProbe).toConstantValue({ plant: () => ({ isHidden: () => false, remove: () => undefined }) });
  const auth = testBed.container.get(AuthStatusService);
  const service = testBed.container.get(UserQuestionService);
  const queue = testBed.container.get(OverlayQueue);
  service.start();
  return { ...testBed, api, auth, service, queue };
}

describe('UserQuestionService: the user-question modal (document 000 §2)', () => {
  it('asks nothing of a guest, reads the questions on sign-in and offers them through the overlay queue', async () => {
    const { api, auth, service, queue } = bed([HEARD, CALL]);
    await flushPromises();
    expect(api.lists).toBe(0);
    expect(connectUserQuestion(service)).toBeNull();
    auth.apply(7);
    await flushPromises();
    expect(api.lists).toBe(1);
    expect(queue.current).toBe('userQuestion');
    expect(connectUserQuestion(service)).toEqual({
      titleKey: 'user_question_title',
      text: 'How did you hear of us?',
      options: [
        { index: 0, label: 'Friends', isChosen: false },
        { index: 1, label: 'Search', isChosen: false },
        { index: 2, label: 'Other', isChosen: false },
      ],
      sendKey: 'user_question_send',
      laterKey: 'user_question_later',
      canSend: false,
      isSending: false,
      errorKey: null,
    });
  });

  it('sends the chosen option once and moves on to the next question, then closes', async () => {
    const { api, auth, service, queue } = bed([HEARD, CALL]);
    auth.apply(7);
    await flushPromises();
    await service.submit();
    expect(api.answers).toEqual([]);
    service.choose(1);
    expect(connectUserQuestion(service)?.canSend).toBe(true);
    expect(connectUserQuestion(service)?.options[1]?.isChosen).toBe(true);
    const sending = service.submit();
    expect(connectUserQuestion(service)?.canSend).toBe(false);
    await service.submit();
    await sending;
    expect(api.answers).toEqual([[11, 1]]);
    expect(connectUserQuestion(service)?.text).toBe('Shall we call you about new offers?');
    expect(connectUserQuestion(service)?.options.every((option) => !option.isChosen)).toBe(true);
    service.choose(0);
    await service.submit();
    expect(api.answers).toEqual([
      [11, 1],
      [12, 0],
    ]);
    expect(connectUserQuestion(service)).toBeNull();
    expect(queue.current).toBeNull();
  });

  it('drops a question answered elsewhere when the API refuses the second answer', async () => {
    const { api, auth, service } = bed([HEARD]);
    auth.apply(7);
    await flushPromises();
    api.answerElsewhere(11);
    service.choose(2);
    await service.submit();
    expect(api.answers).toEqual([]);
    expect(connectUserQuestion(service)).toBeNull();
  });

  it('puts a question aside with "later" until the next sign-in, and forgets them on sign-out', async () => {
    const { auth, service, platform } = bed([HEARD, CALL]);
    auth.apply(7);
    await flushPromises();
    service.later();
    expect(connectUserQuestion(service)?.text).toBe('Shall we call you about new offers?');
    service.later();
    expect(connectUserQuestion(service)).toBeNull();
    platform.clock.advanceBy(60 * 60 * 1000);
    expect(connectUserQuestion(service)).toBeNull();
    auth.apply(null);
    await flushPromises();
    expect(service.questions).toEqual([]);
    auth.apply(7);
    await flushPromises();
    expect(connectUserQuestion(service)?.text).toBe('How did you hear of us?');
  });
});
