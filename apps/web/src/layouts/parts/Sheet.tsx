import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusTrap } from './focus-trap';

/**
 * A sheet of the mobile layout: a bottom sheet (the coupon) or a full-screen one (sports, menu),
 * a labelled modal dialog with a close button; focus is kept inside while open and given back when
 * it closes. It stays mounted while closed, so what it holds keeps running.
 */
export function Sheet({ open, onClose, title, variant, testId, children }: { open: boolean; onClose: () => void; title: string; variant: 'bottom' | 'full'; testId: string; children: ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, open, onClose, 'container');
  return (
    <div className={`sheet-backdrop sheet-backdrop--${variant}`} hidden={!open} onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={ref} className={`sheet sheet--${variant}`} role="dialog" aria-modal="true" aria-labelledby={id} data-testid={testId} tabIndex={-1}>
        <div className="sheet__head">
          <h2 id={id} className="sheet__title">
            {title}
          </h2>
          <button type="button" className="sheet__close" onClick={onClose} aria-label={t('main_close')} data-testid={`${testId}-close`}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="sheet__body">{children}</div>
      </div>
    </div>
  );
}
