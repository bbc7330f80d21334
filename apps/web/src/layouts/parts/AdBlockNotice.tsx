import { AdBlockNoticeService, OverlayQueue } from '@kickoff/shell-core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../app/di';

/** The ad-block notice (document 000 §8): the website is blocked by an ad blocker, how to disable it, a close button. */
export const AdBlockNotice = observer(function AdBlockNotice() {
  const { t } = useTranslation();
  const notice = useService(AdBlockNoticeService);
  const queue = useService(OverlayQueue);
  useEffect(() => {
    notice.start();
    return () => notice.dispose();
  }, [notice]);
  if (!queue.isShown('adBlock')) return null;
  return (
    <div className="adblock-notice" role="alert" data-testid="adblock-notice">
      <strong>{t('main_adblock_title')}</strong>
      <p>{t('main_adblock_text')}</p>
      <button type="button" className="button" onClick={() => notice.close()}>
        {t('main_close')}
      </button>
    </div>
  );
});
