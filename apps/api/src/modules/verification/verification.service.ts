import {
  VERIFICATION_MAX_BYTES,
  type DevReviewDocumentRequest,
  type UploadVerificationDocumentRequest,
  type VerificationDocument,
  type VerificationMimeType,
  type VerificationOverview,
  type VerificationType,
} from '@kickoff/contracts';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { DomainError, DomainErrorKind } from '../../http/errors';
import { nowSeconds } from '../auth/auth.session';
import { userConfigOf } from '../user/user.service';

/**
 * Verification documents (issue 14). Decisions where document 001 §4 is silent: every player is
 * asked for an identity and an address document; a type is done once one of its documents is
 * approved. `verification_status` becomes 1 (unverified, document 001 §4) when a document is
 * rejected and no document of that type is approved, 2 (verified) when every asked type is approved;
 * `user_status_id` is 1 (pending verification) while a document waits for review.
 */
export const ASKED_VERIFICATION_TYPES: readonly VerificationType[] = ['identity', 'address'];
/** Document 001 §4: unverified. */
const UNVERIFIED = 1;
/** Decision: verified (every asked type approved). */
const VERIFIED = 2;
/** Document 001 §4: pending verification. */
const PENDING = 1;
/** Most documents one player keeps waiting for review at once. */
export const MAX_PENDING_DOCUMENTS = 10;

interface DocumentRow {
  id: number;
  doc_type: VerificationType;
  file_name: string;
  mime_type: VerificationMimeType;
  size_bytes: number;
  status: VerificationDocument['status'];
  reject_reason: VerificationDocument['rejectReason'];
  uploaded_at: number;
  reviewed_at: number | null;
  user_id: number;
}

const COLUMNS = 'id, user_id, doc_type, file_name, mime_type, size_bytes, status, reject_reason, uploaded_at, reviewed_at';

function toDocument(row: DocumentRow): VerificationDocument {
  return {
    id: Number(row.id),
    type: row.doc_type,
    fileName: row.file_name,
    mimeType: row.mime_type,
    sizeBytes: Number(row.size_bytes),
    status: row.status,
    rejectReason: row.reject_reason,
    uploadedAt: Number(row.uploaded_at),
    reviewedAt: row.reviewed_at === null ? null : Number(row.reviewed_at),
  };
}

/** The file's first bytes match its declared type: JPEG FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A, PDF "%PDF-". */
export function contentMatchesType(bytes: Uint8Array, mimeType: VerificationMimeType): boolean {
  const starts = (signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (mimeType === 'image/jpeg') return starts([0xff, 0xd8, 0xff]);
  if (mimeType === 'image/png') return starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return starts([0x25, 0x50, 0x44, 0x46, 0x2d]);
}

/** The asked types with no approved document, in the asked order. */
export async function missingVerificationTypes(db: Queryable, userId: number): Promise<VerificationType[]> {
  const approved = await db.query<{ doc_type: VerificationType }>("select distinct doc_type from verification_documents where user_id = $1 and status = 'approved'", [userId]);
  const done = new Set(approved.map((row) => row.doc_type));
  return ASKED_VERIFICATION_TYPES.filter((type) => !done.has(type));
}

async function listDocuments(db: Queryable, userId: number): Promise<VerificationDocument[]> {
  const rows = await db.query<DocumentRow>(`select ${COLUMNS} from verification_documents where user_id = $1 order by id desc`, [userId]);
  return rows.map(toDocument);
}

/** Moves the user's verification status and pending flag after an upload or a review. */
async function syncUserStatus(tx: Queryable, userId: number): Promise<void> {
  const docs = await listDocuments(tx, userId);
  const missing = await missingVerificationTypes(tx, userId);
  const pending = docs.some((doc) => doc.status === 'pending');
  const rejectedOpen = docs.some((doc) => doc.status === 'rejected' && missing.includes(doc.type));
  const status = missing.length === 0 ? VERIFIED : rejectedOpen ? UNVERIFIED : null;
  await tx.query('update users set verification_status = coalesce($2, verification_status), user_status_id = $3 where id = $1', [userId, status, pending ? PENDING : null]);
}

export async function verificationOverview(context: AppContext, userId: number): Promise<VerificationOverview> {
  const config = await userConfigOf(context, userId);
  if (!config) throw new DomainError(DomainErrorKind.unauthenticated, 'unauthorized', 'main_unauthorized');
  return {
    requiredTypes: await missingVerificationTypes(context.db, userId),
    documents: await listDocuments(context.db, userId),
    verificationStatus: config.verification_status,
    protectionLevel: config.protection_level ?? null,
  };
}

/** Stores one document pending review; refuses a bad size, a content that is not its type, a done type and too many waiting. */
export async function uploadDocument(context: AppContext, userId: number, request: UploadVerificationDocumentRequest): Promise<VerificationOverview> {
  const bytes = Buffer.from(request.contentBase64, 'base64');
  if (bytes.length === 0) throw new DomainError(DomainErrorKind.invalid, 'file_empty', 'verification_error_file_empty', { fields: { contentBase64: 'verification_error_file_empty' } });
  if (bytes.length > VERIFICATION_MAX_BYTES) {
    throw new DomainError(DomainErrorKind.invalid, 'file_too_large', 'verification_error_file_too_large', { fields: { contentBase64: 'verification_error_file_too_large' }, details: { maxBytes: VERIFICATION_MAX_BYTES } });
  }
  if (!contentMatchesType(bytes, request.mimeType)) {
    throw new DomainError(DomainErrorKind.invalid, 'file_type_mismatch', 'verification_error_file_type', { fields: { contentBase64: 'verification_error_file_type' } });
  }
  await context.db.transaction(async (tx) => {
    await tx.query('select id from users where id = $1 for update', [userId]);
    if (!(await missingVerificationTypes(tx, userId)).includes(request.type)) {
      throw new DomainError(DomainErrorKind.conflict, 'type_already_approved', 'verification_error_already_approved');
    }
    const [pending] = await tx.query<{ total: number }>("select count(*)::int as total from verification_documents where user_id = $1 and status = 'pending'", [userId]);
    if ((pending?.total ?? 0) >= MAX_PENDING_DOCUMENTS) throw new DomainError(DomainErrorKind.conflict, 'too_many_pending', 'verification_error_too_many_pending');
    await tx.query('insert into verification_documents (user_id, doc_type, file_name, mime_type, size_bytes, content, uploaded_at) values ($1, $2, $3, $4, $5, $6, $7)', [
      userId,
      request.type,
      request.fileName,
      request.mimeType,
      bytes.length,
      bytes,
      nowSeconds(context),
    ]);
    await syncUserStatus(tx, userId);
  });
  return verificationOverview(context, userId);
}

/** Development control: a reviewer approves or rejects a pending document (a reviewed one is a conflict). */
export async function reviewDocument(context: AppContext, documentId: number, review: DevReviewDocumentRequest): Promise<VerificationDocument> {
  return context.db.transaction(async (tx) => {
    const [row] = await tx.query<DocumentRow>(`select ${COLUMNS} from verification_documents where id = $1 for update`, [documentId]);
    if (!row) throw new DomainError(DomainErrorKind.notFound, 'not_found', 'main_not_found');
    if (row.status !== 'pending') throw new DomainError(DomainErrorKind.conflict, 'already_reviewed', 'verification_error_already_reviewed');
    const reason = review.decision === 'reject' ? review.reason : null;
    const [updated] = await tx.query<DocumentRow>(`update verification_documents set status = $2, reject_reason = $3, reviewed_at = $4 where id = $1 returning ${COLUMNS}`, [
      documentId,
      review.decision === 'approve' ? 'approved' : 'rejected',
      reason,
      nowSeconds(context),
    ]);
    await syncUserStatus(tx, Number(row.user_id));
    return toDocument(updated as DocumentRow);
  });
}
