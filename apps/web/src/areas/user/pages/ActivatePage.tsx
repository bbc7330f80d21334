import { ActivationFlow, connectActivation } from '@kickoff/accounts-core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../../app/di';
import type { AreaPageProps } from '../../area.types';
import '../user.css';

/**
 * The `activate` page (document 001 §2: "activatefast or activate, one route with a type
 * parameter"): the e-mail's single-use link is sent to the API, and the page says "activated" only
 * once the API has done it.
 */
export const ActivatePage = observer(function ActivatePage({ match }: AreaPageProps) {
  const { t } = useTranslation();
  const flow = useService(ActivationFlow);
  const token = match.query['token'] ?? null;
  useEffect(() => {
    void flow.activate(token);
  }, [flow, token]);
  const view = connectActivation(flow);
  return (
    <div className="section-page user-page" data-testid="activate-page">
      <div className="user-page__card" role={view.busy ? undefined : 'status'} data-ok={view.ok}>
        {view.busy ? (
          <p aria-busy="true">{t('main_loading')}</p>
        ) : (
          <>
            <h1 data-testid="activate-title">{view.titleKey ? t(view.titleKey) : null}</h1>
            <p data-testid="activate-text">{view.textKey ? t(view.textKey) : null}</p>
          </>
        )}
      </div>
    </div>
  );
});
