import { UserConfigResponse, VerificationDocument, VerificationOverview, VERIFICATION_MAX_BYTES } from '@kickoff/contracts';
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

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const PDF = Buffer.from('%PDF-1.4\n%test\n');

const call = async (player: TestPlayer | null, method: string, path: string, body?: unknown) => {
  const response = await fetch(`${api.baseUrl}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(player ? { cookie: player.cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const upload = (player: TestPlayer | null, type: string, mimeType: string, content: Buffer, fileName = 'doc') =>
  call(player, 'POST', '/web-api/verification/v1/documents', { type, fileName, mimeType, contentBase64: content.toString('base64') });
const review = (documentId: number, body: unknown) => call(null, 'POST', `/dev-api/verification/documents/${documentId}/review`, body);
const config = async (player: TestPlayer) => UserConfigResponse.parse((await call(player, 'GET', '/web-api/api/web/user/v1/config')).body).result!;

describe(`verification on ${process.env['DATABASE_URL'] ? 'postgres' : 'pglite'} (issue 14)`, () => {
  it('stores a document pending, a review approves or rejects it with a reason, and the user configuration follows', async () => {
    const player = await registerPlayer(api);
    const first = VerificationOverview.parse((await call(player, 'GET', '/web-api/verification/v1')).body);
    expect(first.requiredTypes).toEqual(['identity', 'address']);
    expect(first.documents).toEqual([]);
    expect((await config(player)).verification_types).toEqual(['identity', 'address']);

    const afterUpload = VerificationOverview.parse((await upload(player, 'identity', 'image/png', PNG, 'passport.png')).body);
    const identity = afterUpload.documents[0]!;
    expect(identity).toMatchObject({ type: 'identity', fileName: 'passport.png', mimeType: 'image/png', sizeBytes: PNG.length, status: 'pending', rejectReason: null, reviewedAt: null });
    // document 001 §4: pending verification when user_status_id is 1
    expect((await config(player)).user_status_id).toBe(1);
    const [stored] = await api.db.query<{ content: Uint8Array }>('select content from verification_documents where id = $1', [identity.id]);
    expect(Buffer.from(stored!.content).equals(PNG)).toBe(true);

    const rejected = VerificationDocument.parse((await review(identity.id, { decision: 'reject', reason: 'unreadable' })).body);
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: 'unreadable' });
    // document 001 §4: unverified when verification_status is 1
    expect((await config(player)).verification_status).toBe(1);
    expect((await config(player)).user_status_id).toBeNull();
    expect((await review(identity.id, { decision: 'approve' })).status).toBe(409);

    const second = VerificationOverview.parse((await upload(player, 'identity', 'application/pdf', PDF, 'passport.pdf')).body);
    expect(VerificationDocument.parse((await review(second.documents[0]!.id, { decision: 'approve' })).body).status).toBe('approved');
    const address = VerificationOverview.parse((await upload(player, 'address', 'image/png', PNG)).body);
    expect(address.requiredTypes).toEqual(['address']);
    await review(address.documents[0]!.id, { decision: 'approve' });
    const done = VerificationOverview.parse((await call(player, 'GET', '/web-api/verification/v1')).body);
    expect(done.requiredTypes).toEqual([]);
    expect(done.verificationStatus).toBe(2);
    expect((await config(player)).verification_types).toEqual([]);
    // an approved type takes no more documents
    expect((await upload(player, 'identity', 'image/png', PNG)).body).toMatchObject({ code: 'type_already_approved' });
  });

  it('refuses a wrong type, a too large file, guests, bad bodies, and shows no one else\'s documents', async () => {
    const player = await registerPlayer(api);
    expect(await upload(player, 'identity', 'image/jpeg', PNG)).toMatchObject({ status: 400, body: { code: 'file_type_mismatch', messageKey: 'verification_error_file_type' } });
    const large = Buffer.concat([PDF, Buffer.alloc(VERIFICATION_MAX_BYTES)]);
    expect((await upload(player, 'identity', 'application/pdf', large)).status).toBe(400);
    expect((await upload(player, 'passport', 'image/png', PNG)).status).toBe(400);
    expect((await upload(player, 'identity', 'image/gif', PNG)).status).toBe(400);
    expect((await upload(null, 'identity', 'image/png', PNG)).status).toBe(401);
    await upload(player, 'identity', 'image/png', PNG);
    const stranger = await registerPlayer(api);
    expect(VerificationOverview.parse((await call(stranger, 'GET', '/web-api/verification/v1')).body).documents).toEqual([]);
    expect((await review(99_999_999, { decision: 'approve' })).status).toBe(404);
    expect((await review(1, { decision: 'reject' })).status).toBe(400);
  });
});
