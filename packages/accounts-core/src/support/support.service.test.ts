import type { NewSupportRequest, SupportApi, SupportRequest, SupportRequestsResponse } from '@kickoff/contracts';
import { describe, expect, it } from 'vitest';
import { connectSupport } from './support.connect';
import { SupportService } from './support.service';

class MemorySupportApi implements SupportApi {
  created: NewSupportRequest[] = [];
  markedRead = 0;
  markRead(): Promise<SupportRequestsResponse> {
    this.markedRead += 1;
    const before = this.requests;
    this.requests = this.requests.map((request) => ({ ...request, messages: request.messages.map((message) => ({ ...message, isUnread: false })) }));
    return Promise.resolve({ requests: before });
  }
  requests: SupportRequest[] = [];
  list(): Promise<SupportRequestsResponse> {
    return Promise.resolve({ requests: this.requests });
  }
  create(request: NewSupportRequest): Promise<SupportRequestsResponse> {
    this.created.push(request);
    this.requests = [
      { id: this.created.length, topic: request.topic, status: 'open', createdAt: 50, messages: [{ author: 'player', text: request.text, attachmentName: request.attachment?.fileName ?? null, createdAt: 50, isUnread: false }] },
      ...this.requests,
    ];
    return Promise.resolve({ requests: this.requests });
  }
}

const pdf = { name: 'receipt.pdf', mimeType: 'application/pdf', sizeBytes: 3, read: () => Promise.resolve(new Uint8Array([0x25, 0x50, 0x44])) };

describe('SupportService', () => {
  it('sends a request with its topic, text and attachment, and shows it in the history', async () => {
    const api = new MemorySupportApi();
    const service = new SupportService(api);
    await service.load('support');
    expect(connectSupport(service)).toMatchObject({ emptyKey: 'support_no_requests', canSend: false, allowsAttachment: true, titleKey: 'support_title' });
    service.setTopic('payments');
    service.setText('short');
    expect(service.canSend).toBe(false);
    service.setText('  My deposit is missing.  ');
    service.pickFile(pdf);
    await service.send();
    expect(api.created).toEqual([{ topic: 'payments', text: 'My deposit is missing.', attachment: { fileName: 'receipt.pdf', mimeType: 'application/pdf', contentBase64: 'JVBE' } }]);
    const view = connectSupport(service);
    expect(view).toMatchObject({ noticeKey: 'support_request_sent', text: '', fileName: null, emptyKey: null });
    expect(view.requests[0]).toMatchObject({ topicKey: 'support_topic_payments', statusKey: 'support_status_open', messages: [{ authorKey: 'support_author_player', attachmentName: 'receipt.pdf' }] });
  });

  it('reads the unread support answers on opening and still shows them new once', async () => {
    const api = new MemorySupportApi();
    api.requests = [{ id: 3, topic: 'bets', status: 'answered', createdAt: 1, messages: [{ author: 'support', text: 'Settled again.', attachmentName: null, createdAt: 2, isUnread: true }] }];
    const service = new SupportService(api);
    await service.load('support');
    expect(api.markedRead).toBe(1);
    expect(connectSupport(service).requests[0]!.messages[0]).toMatchObject({ authorKey: 'support_author_support', isNew: true });
    await service.load('support');
    expect(api.markedRead).toBe(1);
    expect(connectSupport(service).requests[0]!.messages[0]!.isNew).toBe(false);
  });

  it('sends an idea without attachment and lists only ideas on the idea page', async () => {
    const api = new MemorySupportApi();
    api.requests = [{ id: 9, topic: 'bets', status: 'answered', createdAt: 1, messages: [] }];
    const service = new SupportService(api);
    await service.load('idea');
    expect(connectSupport(service)).toMatchObject({ isIdea: true, topics: [], allowsAttachment: false, emptyKey: 'support_no_ideas' });
    service.setTopic('bets');
    service.pickFile(pdf);
    expect(service.fileName).toBeNull();
    service.setText('A dark theme for the coupon.');
    await service.send();
    expect(api.created).toEqual([{ topic: 'idea', text: 'A dark theme for the coupon.' }]);
    expect(connectSupport(service).requests.map((request) => request.id)).toEqual([1]);
    expect(service.noticeKey).toBe('support_idea_sent');
  });
});
