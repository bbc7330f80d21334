import { answerUserQuestionCall, getUserQuestionsCall, type AnswerUserQuestionRequest, type UserQuestionApi, type UserQuestionsResponse } from '@kickoff/contracts';
import { inject, injectable } from 'inversify';
import { HttpTransport } from '../transport/http-transport';

/** `UserQuestionApi` over HTTP (the user-question modal, document 000 §2). */
@injectable()
export class HttpUserQuestionApi implements UserQuestionApi {
  constructor(@inject(HttpTransport) private readonly transport: HttpTransport) {}

  list(signal?: AbortSignal): Promise<UserQuestionsResponse> {
    return this.transport.call(getUserQuestionsCall, signal ? { signal } : {});
  }

  answer(questionId: number, request: AnswerUserQuestionRequest): Promise<UserQuestionsResponse> {
    return this.transport.call(answerUserQuestionCall, { params: { questionId }, body: request });
  }
}
