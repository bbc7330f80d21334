import { UserQuestion, UserQuestionsResponse } from '@kickoff/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing';
import { enableDevTools, registerPlayer, type TestPlayer } from '../auth/auth.testing';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
  await enableDevTools(api.db);
});
afterAll(async () => {
  await api?.close();
});

const call = async (player: TestPlayer | null, method: string, path: string, body?: unknown) => {
  const response = await fetch(`${api.baseUrl}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(player ? { cookie: player.cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const ask = (player: TestPlayer, text: string, options: string[]) => call(null, 'POST', `/dev-api/users/${player.userId}/questions`, { text, options });
const answer = (player: TestPlayer, questionId: number, option: number) => call(player, 'POST', `/web-api/user/v1/questions/${questionId}/answer`, { option });

describe(`user questions on ${process.env['DATABASE_URL'] ? 'postgres' : 'pglite'} (document 000 §2 user question)`, () => {
  it('lists a question until it is answered, then refuses a second answer with a code', async () => {
    const player = await registerPlayer(api);
    expect(UserQuestionsResponse.parse((await call(player, 'GET', '/web-api/user/v1/questions')).body)).toEqual({ questions: [] });
    const asked = UserQuestion.parse((await ask(player, 'How did you hear of us?', ['Friends', 'Search', 'Other'])).body);
    expect(asked).toMatchObject({ text: 'How did you hear of us?', options: ['Friends', 'Search', 'Other'] });
    expect(UserQuestionsResponse.parse((await call(player, 'GET', '/web-api/user/v1/questions')).body).questions).toEqual([asked]);

    const unknownOption = await answer(player, asked.id, 3);
    expect(unknownOption.status).toBe(400);
    expect(unknownOption.body).toMatchObject({ code: 'question_option_unknown' });

    const answered = await answer(player, asked.id, 1);
    expect(answered.status).toBe(200);
    expect(UserQuestionsResponse.parse(answered.body)).toEqual({ questions: [] });
    const [stored] = await api.db.query<{ answer_option: number }>('select answer_option from user_questions where id = $1', [asked.id]);
    expect(Number(stored!.answer_option)).toBe(1);

    const again = await answer(player, asked.id, 0);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'question_already_answered' });
    const [kept] = await api.db.query<{ answer_option: number }>('select answer_option from user_questions where id = $1', [asked.id]);
    expect(Number(kept!.answer_option)).toBe(1);
  });

  it("keeps a player's questions from another player and from guests", async () => {
    const owner = await registerPlayer(api);
    const other = await registerPlayer(api);
    const asked = UserQuestion.parse((await ask(owner, 'Shall we call you?', ['Yes', 'No'])).body);
    expect((await answer(other, asked.id, 0)).status).toBe(404);
    expect(UserQuestionsResponse.parse((await call(other, 'GET', '/web-api/user/v1/questions')).body)).toEqual({ questions: [] });
    expect((await call(null, 'GET', '/web-api/user/v1/questions')).status).toBe(401);
    expect((await ask(owner, 'One option only', ['Yes'])).status).toBe(400);
    expect((await call(null, 'POST', '/dev-api/users/999999999/questions', { text: 'Anyone?', options: ['Yes', 'No'] })).status).toBe(404);
  });
});
