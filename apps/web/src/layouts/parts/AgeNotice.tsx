import { AgeNoticeService } from '@kickoff/shell-core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useService } from '../../app/di';

/**
 * The age restriction notice (document 000 §4): shows the minimum age, has no close button and
 * does not close on an outside click; only the confirmation closes it.
 */
export const AgeNotice = observer(function AgeNotice() {
  const { t } = useTranslation();
  const notice = useService(AgeNoticeService);
  if (!notice.isVisible) return null;
  return (
    <div className="modal-backdrop">
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby="age-notice-title" data-testid="age-notice">
        <h2 id="age-notice-title">{t('main_age_title', { age: notice.minimumAge })}</h2>
        <p>{t('main_age_text', { age: notice.minimumAge })}</p>
        <button type="button" className="button" onClick={() => notice.confirm()}>
          {t('main_age_confirm', { age: notice.minimumAge })}
        </button>
      </div>
    </div>
  );
});
