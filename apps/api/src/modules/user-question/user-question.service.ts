import type { AnswerUserQuestionRequest, DevAskUserQuestionRequest, UserQuestion, UserQuestionsResponse } from '@kickoff/contracts';
import type { AppContext } from '../../context';
import { DomainError, DomainErrorKind } from '../../http/errors';
import { nowSeconds } from '../auth/auth.session';

/**
 * The questions the operator has for a player (document 000 §2 "Other modals: user question"):
 * listed while unanswered, each answered once with one of its options. A second answer is refused
 * with `question_already_answered`, so an answer sent twice (two tabs, a retry) never changes the first.
 */

type Row = { id: number; body: string; options: unknown };

function toQuestion(row: Row): UserQuestion {
  const options = typeof row.options === 'string' ? (JSON.parse(row.options) as string[]) : (row.options as string[]);
  return { id: Number(row.id), text: row.body, options };
}

export async function openUserQuestions(context: AppContext, userId: number): Promise<UserQuestionsResponse> {
  const rows = await context.db.query<Row>('select id, body, options from user_questions where user_id = $1 and answered_at is null order by id limit 50', [userId]);
  return { questions: rows.map(toQuestion) };
}

export async function answerUserQuestion(context: AppContext, userId: number, questionId: number, request: AnswerUserQuestionRequest): Promise<UserQuestionsResponse> {
  await context.db.transaction(async (tx) => {
    const [row] = await tx.query<Row & { answered_at: number | null }>('select id, body, options, answered_at from user_questions where id = $1 and user_id = $2 for update', [questionId, userId]);
    if (!row) throw new DomainError(DomainErrorKind.notFound, 'not_found', 'main_not_found');
    if (row.answered_at !== null) throw new DomainError(DomainErrorKind.conflict, 'question_already_answered', 'user_question_error_answered');
    if (request.option >= toQuestion(row).options.length) {
      throw new DomainError(DomainErrorKind.invalid, 'question_option_unknown', 'user_question_error_option', { fields: { option: 'user_question_error_option' } });
    }
    await tx.query('update user_questions set answer_option = $2, answered_at = $3 where id = $1', [questionId, request.option, nowSeconds(context)]);
  });
  return openUserQuestions(context, userId);
}

/** Development control: asks the player `request.text` with its options. */
export async function askUserQuestion(context: AppContext, userId: number, request: DevAskUserQuestionRequest): Promise<UserQuestion> {
  const [user] = await context.db.query<{ id: number }>('select id from users where id = $1', [userId]);
  if (!user) throw new DomainError(DomainErrorKind.notFound, 'not_found', 'main_not_found');
  const [row] = await context.db.query<Row>('insert into user_questions (user_id, body, options, created_at) values ($1, $2, $3::jsonb, $4) returning id, body, options', [
    userId,
    request.text,
    JSON.stringify(request.options),
    nowSeconds(context),
  ]);
  return toQuestion(row!);
}
