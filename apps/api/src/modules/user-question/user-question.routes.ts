import { answerUserQuestionCall, devAskUserQuestionCall, DevUserParams, getUserQuestionsCall, UserQuestionParams } from '@kickoff/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { registerCall } from '../../http/route';
import { requireUser } from '../auth/auth.guard';
import { devToolsEnabled } from '../dev/dev.service';
import { answerUserQuestion, askUserQuestion, openUserQuestions } from './user-question.service';

/** The user-question modal's calls (document 000 §2) and the development control that asks one. */
export function registerUserQuestionRoutes(app: FastifyInstance, context: AppContext): void {
  registerCall(app, getUserQuestionsCall, async ({ request, reply }) => {
    const { userId } = await requireUser(request, context);
    reply.header('cache-control', 'no-store');
    return openUserQuestions(context, userId);
  });

  registerCall(app, answerUserQuestionCall, async ({ request, params, body }) => {
    const { userId } = await requireUser(request, context);
    const parsed = UserQuestionParams.safeParse(params);
    if (!parsed.success) throw notFound();
    return answerUserQuestion(context, userId, parsed.data.questionId, body);
  });

  registerCall(app, devAskUserQuestionCall, async ({ params, body, reply }) => {
    if (!(await devToolsEnabled(context.db))) throw notFound();
    const parsed = DevUserParams.safeParse(params);
    if (!parsed.success) throw notFound();
    reply.header('cache-control', 'no-store');
    return askUserQuestion(context, parsed.data.userId, body);
  });
}
