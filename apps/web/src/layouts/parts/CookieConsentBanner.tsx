import { CookieConsentService, OverlayQueue } from '@kickoff/shell-core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useService } from '../../app/di';

/**
 * The cookie consent banner (document 001 §4): the main view (accept all, reject, customize) and
 * the customize view (the purposes, accept selected, back); shown when shell-core's `OverlayQueue`
 * puts it on the screen, its buttons inside the viewport on a small screen.
 */
export const CookieConsentBanner = observer(function CookieConsentBanner() {
  const { t } = useTranslation();
  const consent = useService(CookieConsentService);
  const queue = useService(OverlayQueue);
  if (!queue.isShown('cookies')) return null;
  return (
    <section className="cookie-banner" aria-label={t('cookies_title')} data-testid="cookie-banner">
      <h2>{t('cookies_title')}</h2>
      {consent.view === 'main' ? (
        <>
          <p>{t('cookies_text')}</p>
          <div className="cookie-banner__actions">
            <button type="button" className="button" onClick={() => consent.acceptAll()} data-testid="cookie-accept-all">
              {t('cookies_accept_all')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => consent.rejectAll()} data-testid="cookie-reject-all">
              {t('cookies_reject')}
            </button>
            <button type="button" className="button button--link" onClick={() => consent.customize()} data-testid="cookie-customize">
              {t('cookies_customize')}
            </button>
          </div>
        </>
      ) : (
        <>
          <ul className="cookie-banner__options">
            {consent.options.map((option) => (
              <li key={option.name}>
                <label>
                  <input type="checkbox" checked={option.checked} disabled={option.disabled} onChange={() => consent.toggle(option.name)} />
                  <strong>{t(option.name)}</strong>
                </label>
                <p>{t(option.description)}</p>
              </li>
            ))}
          </ul>
          <div className="cookie-banner__actions">
            <button type="button" className="button" onClick={() => consent.acceptSelected()}>
              {t('cookies_accept_selected')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => consent.back()}>
              {t('cookies_back')}
            </button>
          </div>
        </>
      )}
    </section>
  );
});
