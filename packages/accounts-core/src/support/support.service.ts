import { isApiError, SupportApi, type SupportRequest, type SupportTopic, type VerificationMimeType } from '@kickoff/contracts';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { pickedFileError, toBase64, type PickedFile } from '../verification/verification.service';

/** Topics a player chooses for a request (an idea has its own page). */
export const SUPPORT_REQUEST_TOPICS: readonly SupportTopic[] = ['account', 'payments', 'bets', 'casino', 'other'];
/** The shortest text the API takes. */
export const SUPPORT_TEXT_MIN = 10;

/**
 * The support page and the share-idea page (issue 14): the player's requests with their history,
 * a new request with an optional attachment, and an idea (a request of topic `idea`). `mode` says
 * which page drives it; the history shows that page's requests only.
 */
@injectable()
export class SupportService {
  mode: 'support' | 'idea' = 'support';
  requests: SupportRequest[] = [];
  loadState: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  topic: SupportTopic = 'account';
  text = '';
  fileName: string | null = null;
  sending = false;
  errorKey: string | null = null;
  noticeKey: string | null = null;
  private file: PickedFile | null = null;

  constructor(@inject(SupportApi) private readonly api: SupportApi) {
    // `file` holds a browser object and is not observable; `fileName`, set with it, is what views react to.
    makeAutoObservable<this, 'api' | 'file'>(this, { api: false, file: false }, { autoBind: true });
  }

  async load(mode: 'support' | 'idea'): Promise<void> {
    this.mode = mode;
    this.topic = mode === 'idea' ? 'idea' : 'account';
    this.requests = [];
    this.text = '';
    this.file = null;
    this.fileName = null;
    this.errorKey = null;
    this.noticeKey = null;
    this.loadState = 'loading';
    try {
      const listed = await this.api.list();
      // Messages (issue 14): opening the page reads the support answers; this view still marks them new.
      const answer = listed.requests.some((request) => request.messages.some((message) => message.isUnread)) ? await this.api.markRead() : listed;
      runInAction(() => {
        this.requests = answer.requests;
        this.loadState = 'ready';
      });
    } catch {
      runInAction(() => {
        this.loadState = 'failed';
      });
    }
  }

  setTopic(topic: SupportTopic): void {
    if (this.mode === 'support' && SUPPORT_REQUEST_TOPICS.includes(topic)) this.topic = topic;
  }

  setText(text: string): void {
    this.text = text;
    this.noticeKey = null;
  }

  pickFile(file: PickedFile | null): void {
    this.noticeKey = null;
    this.errorKey = file ? pickedFileError(file) : null;
    this.file = file && this.errorKey === null && this.mode === 'support' ? file : null;
    this.fileName = this.file?.name ?? null;
  }

  get canSend(): boolean {
    return !this.sending && this.text.trim().length >= SUPPORT_TEXT_MIN;
  }

  async send(): Promise<void> {
    if (!this.canSend) return;
    this.sending = true;
    this.errorKey = null;
    const file = this.file;
    try {
      const attachment = file ? { fileName: file.name, mimeType: file.mimeType as VerificationMimeType, contentBase64: toBase64(await file.read()) } : undefined;
      const answer = await this.api.create({ topic: this.topic, text: this.text.trim(), ...(attachment ? { attachment } : {}) });
      runInAction(() => {
        this.requests = answer.requests;
        this.text = '';
        this.file = null;
        this.fileName = null;
        this.noticeKey = this.mode === 'idea' ? 'support_idea_sent' : 'support_request_sent';
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
}
