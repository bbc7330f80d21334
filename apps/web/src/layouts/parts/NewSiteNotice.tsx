import { NewSiteModalService } from '@kickoff/shell-core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useService } from '../../app/di';

/** The new-site information shown once to guests (document 001 §4, §9), in the page flow. */
export const NewSiteNotice = observer(function NewSiteNotice() {
  const { t } = useTranslation();
  const notice = useService(NewSiteModalService);
  if (!notice.isVisible) return null;
  return (
    <aside className="new-site" data-testid="new-site-notice">
      <p>
        <strong>{t('main_new_site_title')}</strong> {t('main_new_site_text')}
      </p>
      <button type="button" className="button button--secondary" onClick={() => notice.close()}>
        {t('main_close')}
      </button>
    </aside>
  );
});
