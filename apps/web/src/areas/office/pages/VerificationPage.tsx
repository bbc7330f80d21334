import { connectVerification, VerificationService } from '@kickoff/accounts-core';
import { VERIFICATION_MIME_TYPES, type VerificationType } from '@kickoff/contracts';
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
 * The office's verification and identification pages (issue 14): the protection level of the user
 * configuration (document 001 §4), the document types still asked, an upload, and every document
 * with its review status. Renders accounts-core's `connectVerification`.
 */
export const VerificationPage = observer(function VerificationPage() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const service = useService(VerificationService);
  useEffect(() => {
    void service.load();
  }, [service]);
  const view = connectVerification(service);
  const pick = (event: ChangeEvent<HTMLInputElement>) => service.pickFile(pickedFileOf(event));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void service.send();
  };
  return (
    <section className="office-page security-page" data-testid="office-verification">
      <h1>{t('verification_title')}</h1>
      {view.loading ? <p aria-busy="true">{t('main_loading')}</p> : null}
      {view.failed ? <p role="alert">{t('main_error')}</p> : null}
      {view.protection ? (
        <p className="verification-protection" data-testid="verification-protection">
          {t('office_protection_level', { level: view.protection.level })} <strong>{t(view.protection.statusKey)}</strong>
        </p>
      ) : null}
      {!view.loading && !view.failed ? (
        <>
          <p className="verification-state" data-testid="verification-state">
            {t(view.stateKey)}
          </p>
          {view.allDone ? null : (
            <form className="security-form" onSubmit={submit} noValidate data-testid="verification-form">
              <h2>{t('verification_upload_title')}</h2>
              <label>
                {t('verification_document_type')}
                <select value={view.types.find((type) => type.selected)?.type ?? ''} onChange={(event) => service.selectType(event.target.value as VerificationType)} data-testid="verification-type">
                  {view.types.map((type) => (
                    <option key={type.type} value={type.type}>
                      {t(type.labelKey)}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                {t('verification_file')}
                <input type="file" accept={VERIFICATION_MIME_TYPES.join(',')} onChange={pick} data-testid="verification-file" />
              </label>
              <p className="security-form__hint">{view.fileName ?? t('verification_file_hint')}</p>
              {view.errorKey ? (
                <p role="alert" className="security-form__error" data-testid="verification-error">
                  {t(view.errorKey)}
                </p>
              ) : null}
              {view.noticeKey ? (
                <p role="status" className="security-form__notice" data-testid="verification-notice">
                  {t(view.noticeKey)}
                </p>
              ) : null}
              <button type="submit" className="button" disabled={!view.canSend} aria-busy={view.sending} data-testid="verification-send">
                {t('verification_send')}
              </button>
            </form>
          )}
          <h2>{t('verification_documents')}</h2>
          {view.documents.length === 0 ? <p>{t('verification_no_documents')}</p> : null}
          <ul className="verification-documents" data-testid="verification-documents">
            {view.documents.map((doc) => (
              <li key={doc.id} className={`verification-doc verification-doc--${doc.status}`} data-testid="verification-document" data-status={doc.status}>
                <span className="verification-doc__type">{t(doc.typeKey)}</span>
                <span className="verification-doc__name">{doc.fileName}</span>
                <span>{formatDateTime(doc.uploadedAtSeconds * 1000, lng)}</span>
                <strong className="verification-doc__status" data-testid="verification-document-status">
                  {t(doc.statusKey)}
                </strong>
                {doc.reasonKey ? <span className="verification-doc__reason">{t(doc.reasonKey)}</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
});
