import { z } from 'zod';
import { defineCall } from '../common/call';

/**
 * Verification and identification (issue 14; document 001 §4 "Verification and protection"). The
 * spec names the user configuration's `verification_types` list and statuses but no call: the paths
 * are this project's, in the `/web-api/...` style. A document is uploaded as base64 in JSON (one
 * body, validated by this schema) and kept by the API in its database; it is never served back.
 */

/** The document kinds a player can be asked for; the user configuration lists the ones still needed. */
export const VerificationType = z.enum(['identity', 'address', 'selfie']);
export type VerificationType = z.infer<typeof VerificationType>;

/** File types accepted; the API checks the file's first bytes against the declared type. */
export const VERIFICATION_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const VerificationMimeType = z.enum(VERIFICATION_MIME_TYPES);
export type VerificationMimeType = z.infer<typeof VerificationMimeType>;

/** Largest document accepted, in bytes (decision: 512 KiB, inside the API's 1 MiB body limit once in base64). */
export const VERIFICATION_MAX_BYTES = 512 * 1024;

export const VerificationDocumentStatus = z.enum(['pending', 'approved', 'rejected']);
export type VerificationDocumentStatus = z.infer<typeof VerificationDocumentStatus>;

/** The reasons a reviewer may give for a rejection (dictionary keys `verification_reason_<reason>`). */
export const VerificationRejectReason = z.enum(['unreadable', 'expired', 'mismatch', 'incomplete']);
export type VerificationRejectReason = z.infer<typeof VerificationRejectReason>;

/** One uploaded document as its owner sees it (never its content). */
export const VerificationDocument = z.object({
  id: z.number().int().positive(),
  type: VerificationType,
  fileName: z.string(),
  mimeType: VerificationMimeType,
  sizeBytes: z.number().int().nonnegative(),
  status: VerificationDocumentStatus,
  rejectReason: VerificationRejectReason.nullable(),
  uploadedAt: z.number().int(),
  reviewedAt: z.number().int().nullable(),
});
export type VerificationDocument = z.infer<typeof VerificationDocument>;

/** The player's verification: types still needed, the documents and the protection level of the user configuration. */
export const VerificationOverview = z.object({
  requiredTypes: z.array(VerificationType),
  documents: z.array(VerificationDocument),
  /** Document 001 §4: 1 is unverified; null when no verification was ever asked. */
  verificationStatus: z.number().int().nullable(),
  /** 0 to 100, as in the user configuration. */
  protectionLevel: z.number().int().min(0).max(100).nullable(),
});
export type VerificationOverview = z.infer<typeof VerificationOverview>;

export const UploadVerificationDocumentRequest = z.object({
  type: VerificationType,
  fileName: z.string().trim().min(1).max(200),
  mimeType: VerificationMimeType,
  /** The file's bytes in base64; the API refuses more than `VERIFICATION_MAX_BYTES` once decoded. */
  contentBase64: z.string().min(4).max(Math.ceil(VERIFICATION_MAX_BYTES / 3) * 4 + 4).regex(/^[A-Za-z0-9+/]+={0,2}$/, 'base64'),
});
export type UploadVerificationDocumentRequest = z.infer<typeof UploadVerificationDocumentRequest>;

/** Development control: a reviewer's decision on one document. */
export const DevReviewDocumentRequest = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  z.object({ decision: z.literal('reject'), reason: VerificationRejectReason }),
]);
export type DevReviewDocumentRequest = z.infer<typeof DevReviewDocumentRequest>;

/** `GET /web-api/verification/v1`. */
export const getVerificationCall = defineCall({ name: 'verification.get', method: 'GET', path: '/web-api/verification/v1', response: VerificationOverview, auth: true, retryable: true });
/** `POST /web-api/verification/v1/documents`: stores one document, pending review. */
export const uploadVerificationDocumentCall = defineCall({ name: 'verification.upload', method: 'POST', path: '/web-api/verification/v1/documents', body: UploadVerificationDocumentRequest, response: VerificationOverview, auth: true });
/** `POST /dev-api/verification/documents/:documentId/review`: approve or reject (404 unless the dev tools are on). */
export const devReviewDocumentCall = defineCall({ name: 'dev.reviewDocument', method: 'POST', path: '/dev-api/verification/documents/:documentId/review', body: DevReviewDocumentRequest, response: VerificationDocument });
