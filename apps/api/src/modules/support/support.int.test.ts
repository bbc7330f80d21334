import { SupportRequest, SupportRequestsResponse, UserConfigResponse } from '@kickoff/contracts';
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

const PDF = Buffer.from('%PDF-1.4\n%receipt\n');

const call = async (player: TestPlayer | null, method: string, path: string, body?: unknown) => {
  const response = await fetch(`${api.baseUrl}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(player ? { cookie: player.cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const create = (player: TestPlayer | null, body: unknown) => call(player, 'POST', '/web-api/support/v1/requests', body);

describe(`support on ${process.env['DATABASE_URL'] ? 'postgres' : 'pglite'} (issue 14)`, () => {
  it('keeps a request with its attachment, an idea, and the support answer in the history', async () => {
    const player = await registerPlayer(api);
    expect(SupportRequestsResponse.parse((await call(player, 'GET', '/web-api/support/v1/requests')).body)).toEqual({ requests: [] });
    const created = SupportRequestsResponse.parse(
      (await create(player, { topic: 'payments', text: 'My deposit is not on the balance yet.', attachment: { fileName: 'receipt.pdf', mimeType: 'application/pdf', contentBase64: PDF.toString('base64') } })).body,
    );
    expect(created.requests).toHaveLength(1);
    const request = created.requests[0]!;
    expect(request).toMatchObject({ topic: 'payments', status: 'open', messages: [{ author: 'player', text: 'My deposit is not on the balance yet.', attachmentName: 'receipt.pdf' }] });
    const [stored] = await api.db.query<{ attachment: Uint8Array }>("select attachment from support_messages where request_id = $1 and author = 'player'", [request.id]);
    expect(Buffer.from(stored!.attachment).equals(PDF)).toBe(true);

    const answered = SupportRequest.parse((await call(null, 'POST', `/dev-api/support/requests/${request.id}/reply`, { text: 'It is credited now.' })).body);
    expect(answered.status).toBe('answered');
    expect(answered.messages.map((message) => [message.author, message.text])).toEqual([
      ['player', 'My deposit is not on the balance yet.'],
      ['support', 'It is credited now.'],
    ]);

    // Messages: the answer is unread and counted in user_msg_count until the player reads it.
    const msgCount = async () => UserConfigResponse.parse((await call(player, 'GET', '/web-api/api/web/user/v1/config')).body).result!.user_msg_count;
    expect(answered.messages.map((message) => message.isUnread)).toEqual([false, true]);
    expect(await msgCount()).toBe(1);
    const read = SupportRequestsResponse.parse((await call(player, 'POST', '/web-api/support/v1/requests/read')).body);
    expect(read.requests[0]!.messages.map((message) => message.isUnread)).toEqual([false, true]);
    expect(await msgCount()).toBe(0);
    expect(SupportRequestsResponse.parse((await call(player, 'GET', '/web-api/support/v1/requests')).body).requests[0]!.messages.map((message) => message.isUnread)).toEqual([false, false]);

    const idea = SupportRequestsResponse.parse((await create(player, { topic: 'idea', text: 'A dark theme for the coupon, please.' })).body);
    expect(idea.requests.map((entry) => entry.topic)).toEqual(['idea', 'payments']);
    const stranger = await registerPlayer(api);
    expect(SupportRequestsResponse.parse((await call(stranger, 'GET', '/web-api/support/v1/requests')).body).requests).toEqual([]);
  });

  it('refuses a short text, a mismatching attachment, an idea with attachment, guests and unknown requests', async () => {
    const player = await registerPlayer(api);
    expect((await create(player, { topic: 'bets', text: 'short' })).status).toBe(400);
    expect((await create(player, { topic: 'bets', text: 'The bet was settled wrongly.', attachment: { fileName: 'a.png', mimeType: 'image/png', contentBase64: PDF.toString('base64') } })).body).toMatchObject({ code: 'file_type_mismatch' });
    expect((await create(player, { topic: 'idea', text: 'An idea with a file attached.', attachment: { fileName: 'a.pdf', mimeType: 'application/pdf', contentBase64: PDF.toString('base64') } })).body).toMatchObject({ code: 'idea_without_attachment' });
    expect((await create(null, { topic: 'bets', text: 'The bet was settled wrongly.' })).status).toBe(401);
    expect((await call(null, 'POST', '/dev-api/support/requests/99999999/reply', { text: 'hi' })).status).toBe(404);
  });
});
