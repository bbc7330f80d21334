import { SUPPORT_REQUEST_TOPICS, type SupportService } from './support.service';

/** What the support and share-idea pages draw (dictionary keys and values). */
export interface SupportView {
  loading: boolean;
  failed: boolean;
  isIdea: boolean;
  titleKey: string;
  topics: Array<{ topic: string; labelKey: string; selected: boolean }>;
  text: string;
  allowsAttachment: boolean;
  fileName: string | null;
  canSend: boolean;
  sending: boolean;
  errorKey: string | null;
  noticeKey: string | null;
  emptyKey: string | null;
  requests: Array<{
    id: number;
    topicKey: string;
    statusKey: string;
    createdAtSeconds: number;
    messages: Array<{ authorKey: string; text: string; attachmentName: string | null; createdAtSeconds: number; isNew: boolean }>;
  }>;
}

/** The support page's (or, in idea mode, the share-idea page's) view model. */
export function connectSupport(service: SupportService): SupportView {
  const isIdea = service.mode === 'idea';
  const requests = service.requests.filter((request) => (request.topic === 'idea') === isIdea);
  return {
    loading: service.loadState === 'loading',
    failed: service.loadState === 'failed',
    isIdea,
    titleKey: isIdea ? 'support_idea_title' : 'support_title',
    topics: isIdea ? [] : SUPPORT_REQUEST_TOPICS.map((topic) => ({ topic, labelKey: `support_topic_${topic}`, selected: service.topic === topic })),
    text: service.text,
    allowsAttachment: !isIdea,
    fileName: service.fileName,
    canSend: service.canSend,
    sending: service.sending,
    errorKey: service.errorKey,
    noticeKey: service.noticeKey,
    emptyKey: service.loadState === 'ready' && requests.length === 0 ? (isIdea ? 'support_no_ideas' : 'support_no_requests') : null,
    requests: requests.map((request) => ({
      id: request.id,
      topicKey: `support_topic_${request.topic}`,
      statusKey: `support_status_${request.status}`,
      createdAtSeconds: request.createdAt,
      messages: request.messages.map((message) => ({ authorKey: `support_author_${message.author}`, text: message.text, attachmentName: message.attachmentName, createdAtSeconds: message.createdAt, isNew: message.isUnread })),
    })),
  };
}
