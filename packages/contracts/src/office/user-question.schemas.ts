import type { ServiceIdentifier } from 'inversify';
import { z } from 'zod';
import { defineCall } from '../common/call';

/**
 * The user-question modal (document 000 §2 "Other modals: user question"; document 001 §2): the
 * questions the operator has for a player, each answered once by choosing one of its options. The
 * spec names the modal but no call: the paths are this project's.
 */

/** Most options a question offers. */
export const USER_QUESTION_MAX_OPTIONS = 6;

export const UserQuestion = z.object({
  id: z.number().int().positive(),
  text: z.string(),
  options: z.array(z.string()).min(2).max(USER_QUESTION_MAX_OPTIONS),
});
export type UserQuestion = z.infer<typeof UserQuestion>;

/** The questions still waiting for the player's answer, oldest first. */
export const UserQuestionsResponse = z.object({ questions: z.array(UserQuestion) });
export type UserQuestionsResponse = z.infer<typeof UserQuestionsResponse>;

/** The chosen option, by its index in `options`. */
export const AnswerUserQuestionRequest = z.object({ option: z.number().int().min(0).max(USER_QUESTION_MAX_OPTIONS - 1) });
export type AnswerUserQuestionRequest = z.infer<typeof AnswerUserQuestionRequest>;

export const UserQuestionParams = z.object({ questionId: z.coerce.number().int().positive().max(2 ** 53 - 1) });

/** Development control: the operator asks a player a question. */
export const DevAskUserQuestionRequest = z.object({
  text: z.string().trim().min(1).max(500),
  options: z.array(z.string().trim().min(1).max(120)).min(2).max(USER_QUESTION_MAX_OPTIONS),
});
export type DevAskUserQuestionRequest = z.infer<typeof DevAskUserQuestionRequest>;

/** `GET /web-api/user/v1/questions`: the player's unanswered questions. */
export const getUserQuestionsCall = defineCall({ name: 'userQuestion.list', method: 'GET', path: '/web-api/user/v1/questions', response: UserQuestionsResponse, auth: true, retryable: true });
/** `POST /web-api/user/v1/questions/:questionId/answer`: answers once; a second answer is refused (409 `question_already_answered`). */
export const answerUserQuestionCall = defineCall({ name: 'userQuestion.answer', method: 'POST', path: '/web-api/user/v1/questions/:questionId/answer', body: AnswerUserQuestionRequest, response: UserQuestionsResponse, auth: true });
/** `POST /dev-api/users/:userId/questions`: asks the player a question (404 unless the dev tools are on). */
export const devAskUserQuestionCall = defineCall({ name: 'dev.askUserQuestion', method: 'POST', path: '/dev-api/users/:userId/questions', body: DevAskUserQuestionRequest, response: UserQuestion });

/** The user-question calls. Methods reject with `ApiError`. */
export interface UserQuestionApi {
  list(signal?: AbortSignal): Promise<UserQuestionsResponse>;
  answer(questionId: number, request: AnswerUserQuestionRequest): Promise<UserQuestionsResponse>;
}
/** Container identifier of the `UserQuestionApi`. */
export const UserQuestionApi = Symbol.for('UserQuestionApi') as ServiceIdentifier<UserQuestionApi>;
