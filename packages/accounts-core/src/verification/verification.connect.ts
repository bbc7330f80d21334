import type { VerificationDocumentStatus } from '@kickoff/contracts';
import { protectionLevelStatus } from './verification.rules';
import type { VerificationService } from './verification.service';

/** One document row as drawn. */
export interface VerificationDocumentRow {
  id: number;
  typeKey: string;
  fileName: string;
  status: VerificationDocumentStatus;
  statusKey: string;
  reasonKey: string | null;
  uploadedAtSeconds: number;
}

/** What the verification page draws (dictionary keys and values). */
export interface VerificationView {
  loading: boolean;
  failed: boolean;
  /** Document 001 §4 protection level status (`office_protection_<status>`), null when no level. */
  protection: { level: number; statusKey: string } | null;
  /** `verification_state_verified`, `_unverified`, `_pending` or `_required`. */
  stateKey: string;
  types: Array<{ type: string; labelKey: string; selected: boolean }>;
  allDone: boolean;
  fileName: string | null;
  canSend: boolean;
  sending: boolean;
  errorKey: string | null;
  noticeKey: string | null;
  documents: VerificationDocumentRow[];
}

/** The verification page's view model. */
export function connectVerification(service: VerificationService): VerificationView {
  const overview = service.overview;
  const documents = overview?.documents ?? [];
  const level = overview?.protectionLevel ?? null;
  const status = protectionLevelStatus(level);
  const required = overview?.requiredTypes ?? [];
  const pending = documents.some((doc) => doc.status === 'pending');
  // document 001 §4: unverified when verification_status is 1; the page says pending while a document waits
  const stateKey =
    overview && required.length === 0 ? 'verification_state_verified' : pending ? 'verification_state_pending' : overview?.verificationStatus === 1 ? 'verification_state_unverified' : 'verification_state_required';
  return {
    loading: service.loadState === 'loading' && !overview,
    failed: service.loadState === 'failed',
    protection: status === null || level === null ? null : { level, statusKey: `office_protection_${status}` },
    stateKey,
    types: required.map((type) => ({ type, labelKey: `verification_type_${type}`, selected: service.selectedType === type })),
    allDone: overview !== null && required.length === 0,
    fileName: service.fileName,
    canSend: service.canSend,
    sending: service.sending,
    errorKey: service.errorKey,
    noticeKey: service.noticeKey,
    documents: documents.map((doc) => ({
      id: doc.id,
      typeKey: `verification_type_${doc.type}`,
      fileName: doc.fileName,
      status: doc.status,
      statusKey: `verification_status_${doc.status}`,
      reasonKey: doc.rejectReason ? `verification_reason_${doc.rejectReason}` : null,
      uploadedAtSeconds: doc.uploadedAt,
    })),
  };
}
