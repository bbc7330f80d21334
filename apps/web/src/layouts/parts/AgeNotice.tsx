import { AgeNoticeService, OverlayQueue } from '@kickoff/shell-core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useService } from '../../app/di';
import { ShellDialog } from './ShellDialog';

/**
 * The age restriction notice (document 000 §4): shows the minimum age, has no close button and
 * does not close on an outside click; only the confirmation closes it. Shown when shell-core's
 * `OverlayQueue` puts it on the screen (first of the overlays).
 */
export const AgeNotice = observer(function AgeNotice() {
  const { t } = useTranslation();
  const notice = useService(AgeNoticeService);
  const queue = useService(OverlayQueue);
  if (!queue.isShown('age')) return null;
  return (
    <ShellDialog labelledBy="age-notice-title" testId="age-notice">
        <h2 id="age-notice-title">{t('main_age_title', { age: notice.minimumAge })}</h2>
        <p>{t('main_age_text', { age: notice.minimumAge })}</p>
        <button type="button" className="button" onClick={() => notice.confirm()}>
          {t('main_age_confirm', { age: notice.minimumAge })}
        </button>
    </ShellDialog>
  );
});
