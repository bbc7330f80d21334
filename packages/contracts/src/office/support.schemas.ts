import { z } from 'zod';
import { defineCall } from '../common/call';
import { VerificationMimeType } from './verification.schemas';

/**
 * Support requests and ideas (issue 14 "Support"). The spec shows the support button and routes but
 * no call: the paths are this project's. An idea is a request of topic `idea` without attachment.
 */

export const SupportTopic = z.enum(['account', 'payments', 'bets', 'casino', 'other', 'idea']);
export type SupportTopic = z.infer<typeof SupportTopic>;

/** Largest attachment, in bytes (the verification documents' limit: JPEG, PNG or PDF). */
export const SUPPORT_ATTACHMENT_MAX_BYTES = 512 * 1024;

export const SupportAttachmentInput = z.object({
  fileName: z.string().trim().min(1).max(200),
  mimeType: VerificationMimeType,
  contentBase64: z.string().min(4).max(Math.ceil(SUPPORT_ATTACHMENT_MAX_BYTES / 3) * 4 + 4).regex(/^[A-Za-z0-9+/]+={0,2}$/, 'base64'),
});
export type SupportAttachmentInput = z.infer<typeof SupportAttachmentInput>;

export const NewSupportRequest = z.object({
  topic: SupportTopic,
  text: z.string().trim().min(10).max(4000),
  attachment: SupportAttachmentInput.optional(),
});
export type NewSupportRequest = z.infer<typeof NewSupportRequest>;

/** One message of a request's history: the player's or the support team's. */
export const SupportMessage = z.object({
  author: z.enum(['player', 'support']),
  text: z.string(),
  attachmentName: z.string().nullable(),
  createdAt: z.number().int(),
  /** A support answer the player has not opened yet (counted in the user configuration's `user_msg_count`). */
  isUnread: z.boolean(),
});
export type SupportMessage = z.infer<typeof SupportMessage>;

export const SupportRequest = z.object({
  id: z.number().int().positive(),
  topic: SupportTopic,
  status: z.enum(['open', 'answered']),
  createdAt: z.number().int(),
  messages: z.array(SupportMessage),
});
export type SupportRequest = z.infer<typeof SupportRequest>;

export const SupportRequestsResponse = z.object({ requests: z.array(SupportRequest) });
export type SupportRequestsResponse = z.infer<typeof SupportRequestsResponse>;

export const DevSupportReplyRequest = z.object({ text: z.string().trim().min(1).max(4000) });

/** `GET /web-api/support/v1/requests`: the player's requests, newest first, with their history. */
export const getSupportRequestsCall = defineCall({ name: 'support.list', method: 'GET', path: '/web-api/support/v1/requests', response: SupportRequestsResponse, auth: true, retryable: true });
/** `POST /web-api/support/v1/requests`: a new request (or idea). */
export const createSupportRequestCall = defineCall({ name: 'support.create', method: 'POST', path: '/web-api/support/v1/requests', body: NewSupportRequest, response: SupportRequestsResponse, auth: true });
/** `POST /web-api/support/v1/requests/read`: every support answer is read now; answers the requests as they were before. */
export const markSupportReadCall = defineCall({ name: 'support.markRead', method: 'POST', path: '/web-api/support/v1/requests/read', response: SupportRequestsResponse, auth: true, retryable: true });
/** `POST /dev-api/support/requests/:requestId/reply`: the support team answers (404 unless the dev tools are on). */
export const devSupportReplyCall = defineCall({ name: 'dev.supportReply', method: 'POST', path: '/dev-api/support/requests/:requestId/reply', body: DevSupportReplyRequest, response: SupportRequest });
