import { connectUnsubscribe, SettingsService } from '@kickoff/accounts-core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../../app/di';
import type { AreaPageProps } from '../../area.types';
import '../user.css';

/**
 * The `stopnewsletter` page (document 001 §2: "unsubscribe; success shows a notice with a title and
 * a text"): the e-mail's signed link is sent to the API, and the notice says "unsubscribed" only
 * once the API has turned the newsletter off.
 */
export const StopNewsletterPage = observer(function StopNewsletterPage({ match }: AreaPageProps) {
  const { t } = useTranslation();
  const service = useService(SettingsService);
  const user = match.query['user'] ?? null;
  const sign = match.query['sign'] ?? null;
  useEffect(() => {
    void service.stopNewsletter(user, sign);
  }, [service, user, sign]);
  const view = connectUnsubscribe(service);
  return (
    <div className="section-page user-page" data-testid="stopnewsletter-page">
      <div className="user-page__card" role={view.busy ? undefined : 'status'} data-ok={view.ok}>
        {view.busy ? (
          <p aria-busy="true">{t('main_loading')}</p>
        ) : (
          <>
            <h1 data-testid="stopnewsletter-title">{view.titleKey ? t(view.titleKey) : null}</h1>
            <p data-testid="stopnewsletter-text">{view.textKey ? t(view.textKey) : null}</p>
          </>
        )}
      </div>
    </div>
  );
});
