import { NotificationsService } from '@kickoff/shell-core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useService } from '../../app/di';

/** The notification area bound to shell-core's queue (at most 3 visible, errors close after 10 s). */
export const NotificationArea = observer(function NotificationArea() {
  const { t } = useTranslation();
  const notifications = useService(NotificationsService);
  return (
    <div className="notifications" aria-live="polite" data-testid="notifications">
      {notifications.visible.map((notification) => (
        <div key={notification.id} className={`notification notification--${notification.type}`} role={notification.type === 'error' ? 'alert' : 'status'}>
          {notification.titleKey ? <strong className="notification__title">{t(notification.titleKey)}</strong> : null}
          <p className="notification__message">{t(notification.messageKey, notification.params)}</p>
          <button type="button" className="notification__close" onClick={() => notifications.close(notification.id)}>
            {t(notification.confirmKey)}
          </button>
        </div>
      ))}
    </div>
  );
});
