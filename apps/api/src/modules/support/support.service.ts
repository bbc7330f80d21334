import { SUPPORT_ATTACHMENT_MAX_BYTES, type NewSupportRequest, type SupportRequest, type SupportRequestsResponse, type SupportTopic } from '@kickoff/contracts';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { DomainError, DomainErrorKind } from '../../http/errors';
import { nowSeconds } from '../auth/auth.session';
import { contentMatchesType } from '../verification/verification.service';

/**
 * Support requests (issue 14): a player opens a request (or sends an idea) with an optional
 * attachment; the support team's answers (a development control here) join its history and mark
 * it answered. Decision: at most 20 open requests per player, so a loop cannot flood the queue.
 */
export const MAX_OPEN_SUPPORT_REQUESTS = 20;

async function list(db: Queryable, userId: number, requestId?: number): Promise<SupportRequest[]> {
  const requests = await db.query<{ id: number; topic: SupportTopic; status: SupportRequest['status']; created_at: number }>(
    `select id, topic, status, created_at from support_requests where user_id = $1 ${requestId === undefined ? '' : 'and id = $2'} order by id desc limit 200`,
    requestId === undefined ? [userId] : [userId, requestId],
  );
  if (requests.length === 0) return [];
  const messages = await db.query<{ request_id: number; author: 'player' | 'support'; body: string; attachment_name: string | null; created_at: number; read_at: number | null }>(
    'select request_id, author, body, attachment_name, created_at, read_at from support_messages where request_id = any($1::bigint[]) order by id',
    [requests.map((request) => Number(request.id))],
  );
  return requests.map((request) => ({
    id: Number(request.id),
    topic: request.topic,
    status: request.status,
    createdAt: Number(request.created_at),
    messages: messages
      .filter((message) => Number(message.request_id) === Number(request.id))
      .map((message) => ({ author: message.author, text: message.body, attachmentName: message.attachment_name, createdAt: Number(message.created_at), isUnread: message.author === 'support' && message.read_at === null })),
  }));
}

export async function supportRequests(context: AppContext, userId: number): Promise<SupportRequestsResponse> {
  return { requests: await list(context.db, userId) };
}

/** Opens a request; an attachment must be a JPEG, PNG or PDF whose first bytes match, at most 512 KiB; ideas carry none. */
export async function createSupportRequest(context: AppContext, userId: number, request: NewSupportRequest): Promise<SupportRequestsResponse> {
  let attachment: Buffer | null = null;
  if (request.attachment) {
    if (request.topic === 'idea') throw new DomainError(DomainErrorKind.invalid, 'idea_without_attachment', 'support_error_idea_attachment');
    attachment = Buffer.from(request.attachment.contentBase64, 'base64');
    if (attachment.length === 0 || attachment.length > SUPPORT_ATTACHMENT_MAX_BYTES) {
      throw new DomainError(DomainErrorKind.invalid, 'file_too_large', 'verification_error_file_too_large', { fields: { attachment: 'verification_error_file_too_large' } });
    }
    if (!contentMatchesType(attachment, request.attachment.mimeType)) {
      throw new DomainError(DomainErrorKind.invalid, 'file_type_mismatch', 'verification_error_file_type', { fields: { attachment: 'verification_error_file_type' } });
    }
  }
  const now = nowSeconds(context);
  await context.db.transaction(async (tx) => {
    await tx.query('select id from users where id = $1 for update', [userId]);
    const [open] = await tx.query<{ total: number }>("select count(*)::int as total from support_requests where user_id = $1 and status = 'open'", [userId]);
    if ((open?.total ?? 0) >= MAX_OPEN_SUPPORT_REQUESTS) throw new DomainError(DomainErrorKind.conflict, 'too_many_open_requests', 'support_error_too_many_open');
    const [created] = await tx.query<{ id: number }>('insert into support_requests (user_id, topic, created_at) values ($1, $2, $3) returning id', [userId, request.topic, now]);
    await tx.query('insert into support_messages (request_id, author, body, attachment_name, attachment_mime, attachment, created_at) values ($1, $2, $3, $4, $5, $6, $7)', [
      Number(created!.id),
      'player',
      request.text,
      request.attachment?.fileName ?? null,
      request.attachment?.mimeType ?? null,
      attachment,
      now,
    ]);
  });
  return supportRequests(context, userId);
}

/** Development control: the support team answers a request, which becomes answered. */
export async function replyToSupportRequest(context: AppContext, requestId: number, text: string): Promise<SupportRequest> {
  return context.db.transaction(async (tx) => {
    const [request] = await tx.query<{ user_id: number }>('select user_id from support_requests where id = $1 for update', [requestId]);
    if (!request) throw new DomainError(DomainErrorKind.notFound, 'not_found', 'main_not_found');
    await tx.query('insert into support_messages (request_id, author, body, created_at) values ($1, $2, $3, $4)', [requestId, 'support', text, nowSeconds(context)]);
    await tx.query("update support_requests set status = 'answered' where id = $1", [requestId]);
    const [answered] = await list(tx, Number(request.user_id), requestId);
    return answered as SupportRequest;
  });
}

/** The support answers the player has not opened yet: the user configuration's `user_msg_count` (document 001 §3). */
export async function unreadSupportMessages(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ total: number }>(
    "select count(*)::int as total from support_messages m join support_requests r on r.id = m.request_id where r.user_id = $1 and m.author = 'support' and m.read_at is null",
    [userId],
  );
  return Number(row?.total ?? 0);
}

/** Marks every support answer of the player read; answers the requests as they were (unread flags kept for this one view). */
export async function markSupportRead(context: AppContext, userId: number): Promise<SupportRequestsResponse> {
  const before = await list(context.db, userId);
  await context.db.query(
    "update support_messages set read_at = $2 where author = 'support' and read_at is null and request_id in (select id from support_requests where user_id = $1)",
    [userId, nowSeconds(context)],
  );
  return { requests: before };
}
