import { AppUpdateService, connectAppUpdate } from '@kickoff/shell-core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../app/di';

/** The update-available notice (document 001 §4): warns and offers the reload into the new version. */
export const UpdateNotice = observer(function UpdateNotice() {
  const service = useService(AppUpdateService);
  const { t } = useTranslation();
  useEffect(() => {
    service.start();
    return () => service.dispose();
  }, [service]);
  const view = connectAppUpdate(service);
  if (!view.visible) return null;
  return (
    <div className="update-notice" role="alert" data-testid="update-notice">
      <p className="update-notice__text">{t(view.messageKey)}</p>
      <div className="update-notice__actions">
        <button type="button" className="button update-notice__reload" disabled={!view.reloadEnabled} onClick={() => void service.accept()}>
          {t(view.reloadKey)}
        </button>
        <button type="button" className="button update-notice__later" onClick={() => service.dismiss()}>
          {t(view.laterKey)}
        </button>
      </div>
    </div>
  );
});
