import { connectSupport, SupportService } from '@kickoff/accounts-core';
import { VERIFICATION_MIME_TYPES, type SupportTopic } from '@kickoff/contracts';
import { observer } from 'mobx-react-lite';
import { useEffect, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../../app/di';
import { useLanguage } from '../../../app/language';
import { formatDateTime } from '../../../features/format/format';
import './SecurityPage.css';
import './office-verification.css';
import { pickedFileOf } from './picked-file';

/**
 * The office's support page and share-idea page (issue 14): a new request (topic, text, optional
 * attachment) or an idea, and the history of each request with the support team's answers.
 * Renders accounts-core's `connectSupport`.
 */
const SupportView = observer(function SupportView({ mode }: { mode: 'support' | 'idea' }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const service = useService(SupportService);
  useEffect(() => {
    void service.load(mode);
  }, [service, mode]);
  const view = connectSupport(service);
  const pick = (event: ChangeEvent<HTMLInputElement>) => service.pickFile(pickedFileOf(event));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void service.send();
  };
  return (
    <section className="office-page security-page" data-testid={`office-${mode}`}>
      <h1>{t(view.titleKey)}</h1>
      {view.loading ? <p aria-busy="true">{t('main_loading')}</p> : null}
      {view.failed ? <p role="alert">{t('main_error')}</p> : null}
      <form className="security-form" onSubmit={submit} noValidate data-testid="support-form">
        {view.topics.length > 0 ? (
          <label>
            {t('support_topic')}
            <select value={view.topics.find((topic) => topic.selected)?.topic} onChange={(event) => service.setTopic(event.target.value as SupportTopic)} data-testid="support-topic">
              {view.topics.map((topic) => (
                <option key={topic.topic} value={topic.topic}>
                  {t(topic.labelKey)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label>
          {t(view.isIdea ? 'support_idea_text' : 'support_text')}
          <textarea rows={5} value={view.text} onChange={(event) => service.setText(event.target.value)} data-testid="support-text" />
        </label>
        <p className="security-form__hint">{t('support_text_hint')}</p>
        {view.allowsAttachment ? (
          <>
            <label>
              {t('support_attachment')}
              <input type="file" accept={VERIFICATION_MIME_TYPES.join(',')} onChange={pick} data-testid="support-file" />
            </label>
            <p className="security-form__hint">{view.fileName ?? t('verification_file_hint')}</p>
          </>
        ) : null}
        {view.errorKey ? (
          <p role="alert" className="security-form__error" data-testid="support-error">
            {t(view.errorKey)}
          </p>
        ) : null}
        {view.noticeKey ? (
          <p role="status" className="security-form__notice" data-testid="support-notice">
            {t(view.noticeKey)}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={!view.canSend} aria-busy={view.sending} data-testid="support-send">
          {t(view.isIdea ? 'support_idea_send' : 'support_send')}
        </button>
      </form>
      <h2>{t(view.isIdea ? 'support_ideas_history' : 'support_history')}</h2>
      {view.emptyKey ? <p>{t(view.emptyKey)}</p> : null}
      <ul className="verification-documents" data-testid="support-requests">
        {view.requests.map((request) => (
          <li key={request.id} className="verification-doc support-request" data-testid="support-request">
            <span className="verification-doc__type">{t(request.topicKey)}</span>
            <span>{formatDateTime(request.createdAtSeconds * 1000, lng)}</span>
            <strong data-testid="support-request-status">{t(request.statusKey)}</strong>
            <ol className="support-messages">
              {request.messages.map((message, index) => (
                <li key={index}>
                  <strong>{t(message.authorKey)}:</strong> {message.text}
                  {message.isNew ? <span className="support-new" data-testid="support-message-new"> {t('support_message_new')}</span> : null}
                  {message.attachmentName ? <span className="security-form__hint"> ({message.attachmentName})</span> : null}
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
    </section>
  );
});

export function SupportPage() {
  return <SupportView mode="support" />;
}

export function ShareIdeaPage() {
  return <SupportView mode="idea" />;
}
