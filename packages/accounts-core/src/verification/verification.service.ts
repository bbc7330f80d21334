import {
  isApiError,
  VERIFICATION_MAX_BYTES,
  VERIFICATION_MIME_TYPES,
  VerificationApi,
  type VerificationMimeType,
  type VerificationOverview,
  type VerificationType,
} from '@kickoff/contracts';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';

/** A file the player picked: its name, declared type, size and a way to read its bytes. */
export interface PickedFile {
  name: string;
  mimeType: string;
  sizeBytes: number;
  read(): Promise<Uint8Array>;
}

/** Why a picked file is refused before it is sent (dictionary keys). */
export function pickedFileError(file: Pick<PickedFile, 'mimeType' | 'sizeBytes'>): string | null {
  if (!(VERIFICATION_MIME_TYPES as readonly string[]).includes(file.mimeType)) return 'verification_error_file_type';
  if (file.sizeBytes <= 0) return 'verification_error_file_empty';
  if (file.sizeBytes > VERIFICATION_MAX_BYTES) return 'verification_error_file_too_large';
  return null;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Standard base64 (with padding) of bytes, without any browser or Node API. */
export function toBase64(bytes: Uint8Array): string {
  let out = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const a = bytes[index] ?? 0;
    const b = bytes[index + 1];
    const c = bytes[index + 2];
    const triple = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += BASE64[(triple >> 18) & 63]! + BASE64[(triple >> 12) & 63]!;
    out += b === undefined ? '=' : BASE64[(triple >> 6) & 63]!;
    out += c === undefined ? '=' : BASE64[triple & 63]!;
  }
  return out;
}

/**
 * The verification page (issue 14): the types the user configuration still asks for, the documents
 * with their review status, and one upload at a time (type, file, send). The file is checked for
 * type and size before it is read; the server checks again and keeps it.
 */
@injectable()
export class VerificationService {
  overview: VerificationOverview | null = null;
  loadState: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  selectedType: VerificationType | null = null;
  file: PickedFile | null = null;
  sending = false;
  errorKey: string | null = null;
  noticeKey: string | null = null;

  constructor(@inject(VerificationApi) private readonly api: VerificationApi) {
    // `file` holds a browser object and is not observable; `fileName`, set with it, is what views react to.
    makeAutoObservable<this, 'api'>(this, { api: false, file: false }, { autoBind: true });
  }

  /** Reads the overview; what a previous player saw is dropped first. */
  async load(): Promise<void> {
    this.loadState = 'loading';
    this.overview = null;
    this.file = null;
    this.fileName = null;
    this.errorKey = null;
    this.noticeKey = null;
    try {
      const overview = await this.api.get();
      runInAction(() => this.applyOverview(overview));
    } catch {
      runInAction(() => {
        this.loadState = 'failed';
      });
    }
  }

  selectType(type: VerificationType): void {
    this.selectedType = type;
    this.noticeKey = null;
  }

  /** Takes the picked file, or refuses it with the reason (then nothing is kept). */
  pickFile(file: PickedFile | null): void {
    this.noticeKey = null;
    this.errorKey = file ? pickedFileError(file) : null;
    this.file = file && this.errorKey === null ? file : null;
    this.fileName = this.file?.name ?? null;
  }

  /** The picked file's name, observable for the view. */
  fileName: string | null = null;

  get canSend(): boolean {
    return !this.sending && this.fileName !== null && this.selectedType !== null && (this.overview?.requiredTypes.includes(this.selectedType) ?? false);
  }

  async send(): Promise<void> {
    const file = this.file;
    const type = this.selectedType;
    if (!this.canSend || !file || !type) return;
    this.sending = true;
    this.errorKey = null;
    try {
      const bytes = await file.read();
      const overview = await this.api.upload({ type, fileName: file.name, mimeType: file.mimeType as VerificationMimeType, contentBase64: toBase64(bytes) });
      runInAction(() => {
        this.applyOverview(overview);
        this.file = null;
        this.fileName = null;
        this.noticeKey = 'verification_uploaded';
      });
    } catch (error) {
      runInAction(() => {
        this.errorKey = isApiError(error) ? error.messageKey : 'main_network_error';
      });
    } finally {
      runInAction(() => {
        this.sending = false;
      });
    }
  }

  private applyOverview(overview: VerificationOverview): void {
    this.overview = overview;
    this.loadState = 'ready';
    if (this.selectedType === null || !overview.requiredTypes.includes(this.selectedType)) this.selectedType = overview.requiredTypes[0] ?? null;
  }
}
