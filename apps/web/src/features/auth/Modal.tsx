import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A modal dialog: labelled, closed with Escape or its close button, focus moved in and given back. */
export function Modal({ title, onClose, children, testId }: { title: string; onClose: () => void; children: ReactNode; testId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    (ref.current?.querySelector<HTMLElement>('input, select') ?? ref.current?.querySelector<HTMLElement>('button'))?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, []);
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
