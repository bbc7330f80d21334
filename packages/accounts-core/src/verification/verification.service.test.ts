import { ApiError, VERIFICATION_MAX_BYTES, type UploadVerificationDocumentRequest, type VerificationApi, type VerificationOverview } from '@kickoff/contracts';
import { autorun } from 'mobx';
import { describe, expect, it } from 'vitest';
import { connectVerification } from './verification.connect';
import { pickedFileError, toBase64, VerificationService, type PickedFile } from './verification.service';

/** An in-memory verification API keeping what was uploaded. */
class MemoryVerificationApi implements VerificationApi {
  uploads: UploadVerificationDocumentRequest[] = [];
  refuse: ApiError | null = null;
  overview: VerificationOverview = { requiredTypes: ['identity', 'address'], documents: [], verificationStatus: null, protectionLevel: 30 };
  get(): Promise<VerificationOverview> {
    return Promise.resolve(this.overview);
  }
  upload(request: UploadVerificationDocumentRequest): Promise<VerificationOverview> {
    if (this.refuse) return Promise.reject(this.refuse);
    this.uploads.push(request);
    this.overview = {
      ...this.overview,
      documents: [{ id: this.uploads.length, type: request.type, fileName: request.fileName, mimeType: request.mimeType, sizeBytes: 3, status: 'pending', rejectReason: null, uploadedAt: 100, reviewedAt: null }, ...this.overview.documents],
    };
    return Promise.resolve(this.overview);
  }
}

const file = (overrides: Partial<PickedFile> = {}): PickedFile => ({ name: 'id.png', mimeType: 'image/png', sizeBytes: 3, read: () => Promise.resolve(new Uint8Array([1, 2, 3])), ...overrides });

describe('toBase64', () => {
  it('encodes with the padding of RFC 4648 test vectors', () => {
    const enc = (text: string) => toBase64(new TextEncoder().encode(text));
    expect(['', 'f', 'fo', 'foo', 'foob', 'fooba', 'foobar'].map(enc)).toEqual(['', 'Zg==', 'Zm8=', 'Zm9v', 'Zm9vYg==', 'Zm9vYmE=', 'Zm9vYmFy']);
  });
});

describe('pickedFileError', () => {
  it('refuses other types, empty and too large files', () => {
    expect(pickedFileError({ mimeType: 'image/gif', sizeBytes: 10 })).toBe('verification_error_file_type');
    expect(pickedFileError({ mimeType: 'application/pdf', sizeBytes: 0 })).toBe('verification_error_file_empty');
    expect(pickedFileError({ mimeType: 'image/jpeg', sizeBytes: VERIFICATION_MAX_BYTES + 1 })).toBe('verification_error_file_too_large');
    expect(pickedFileError({ mimeType: 'image/jpeg', sizeBytes: VERIFICATION_MAX_BYTES })).toBeNull();
  });
});

describe('VerificationService', () => {
  it('uploads the picked file for the selected type and shows it pending', async () => {
    const api = new MemoryVerificationApi();
    const service = new VerificationService(api);
    await service.load();
    expect(connectVerification(service)).toMatchObject({ stateKey: 'verification_state_required', protection: { level: 30, statusKey: 'office_protection_bad' }, canSend: false });
    expect(connectVerification(service).types).toEqual([
      { type: 'identity', labelKey: 'verification_type_identity', selected: true },
      { type: 'address', labelKey: 'verification_type_address', selected: false },
    ]);
    service.selectType('address');
    service.pickFile(file());
    expect(service.canSend).toBe(true);
    await service.send();
    expect(api.uploads).toEqual([{ type: 'address', fileName: 'id.png', mimeType: 'image/png', contentBase64: 'AQID' }]);
    const view = connectVerification(service);
    expect(view).toMatchObject({ stateKey: 'verification_state_pending', noticeKey: 'verification_uploaded', fileName: null, canSend: false });
    expect(view.documents[0]).toMatchObject({ typeKey: 'verification_type_address', statusKey: 'verification_status_pending', reasonKey: null });
  });

  it('the send button follows the picked file while a view observes it', async () => {
    const service = new VerificationService(new MemoryVerificationApi());
    await service.load();
    const seen: boolean[] = [];
    const stop = autorun(() => seen.push(connectVerification(service).canSend));
    service.pickFile(file({ mimeType: 'image/gif' }));
    service.pickFile(file());
    stop();
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });

  it('keeps no refused file and shows the server refusal', async () => {
    const api = new MemoryVerificationApi();
    const service = new VerificationService(api);
    await service.load();
    service.pickFile(file({ mimeType: 'image/gif' }));
    expect(service.errorKey).toBe('verification_error_file_type');
    expect(service.canSend).toBe(false);
    service.pickFile(file());
    api.refuse = new ApiError(400, { code: 'file_type_mismatch', messageKey: 'verification_error_file_type' });
    await service.send();
    expect(service.errorKey).toBe('verification_error_file_type');
    expect(api.uploads).toEqual([]);
  });

  it('says verified when nothing is asked any more and names a rejection reason', async () => {
    const api = new MemoryVerificationApi();
    api.overview = {
      requiredTypes: [],
      verificationStatus: 2,
      protectionLevel: 100,
      documents: [{ id: 1, type: 'identity', fileName: 'a.pdf', mimeType: 'application/pdf', sizeBytes: 9, status: 'rejected', rejectReason: 'expired', uploadedAt: 1, reviewedAt: 2 }],
    };
    const service = new VerificationService(api);
    await service.load();
    const view = connectVerification(service);
    expect(view).toMatchObject({ stateKey: 'verification_state_verified', allDone: true, protection: { statusKey: 'office_protection_full' } });
    expect(view.documents[0]!.reasonKey).toBe('verification_reason_expired');
  });
});
