import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusTrap } from '../../layouts/parts/focus-trap';

/** A modal dialog: labelled, closed with Escape or its close button, focus moved in, kept inside and given back. */
export function Modal({ title, onClose, children, testId }: { title: string; onClose: () => void; children: ReactNode; testId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  // Focus moves in (to the first field), Tab stays inside, Escape closes, focus goes back (layouts' focus trap).
  useFocusTrap(ref, true, onClose, 'field');
  return (
    <div className="modal-backdrop">
      <div ref={ref} className="modal" role="dialog" aria-modal="true" aria-labelledby={id} data-testid={testId}>
        <div className="modal__head">
          <h2 id={id}>{title}</h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label={t('main_close')}>
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}

/** A labelled form field with its error from the server. */
export function Field({ label, error, children }: { label: string; error: string | undefined; children: (props: { id: string; 'aria-invalid': 'true' | 'false'; 'aria-describedby': string | undefined }) => ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? 'true' : 'false', 'aria-describedby': error ? `${id}-error` : undefined })}
      {error ? (
        <span id={`${id}-error`} className="field-error" role="alert">
          {t(error)}
        </span>
      ) : null}
    </div>
  );
}
