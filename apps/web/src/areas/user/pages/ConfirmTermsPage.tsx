import { TermsConfirmFlow, connectTermsConfirm } from '@kickoff/shell-core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../../app/di';
import { useLanguage, useLanguagePath } from '../../../app/language';
import type { AreaPageProps } from '../../area.types';
import '../user.css';
import './confirm-terms.css';

/**
 * The confirm-terms page (route `confirmTerms`, empty layout; document 001 §2, §4, §8): the changed
 * terms and the confirm button. shell-core's `TermsConfirmFlow` loads and confirms them and takes the
 * player back where they were; a failed confirmation shows its error with no close button.
 */
export const ConfirmTermsPage = observer(function ConfirmTermsPage(_props: AreaPageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const keepLanguage = useLanguagePath();
  const flow = useService(TermsConfirmFlow);
  useEffect(() => {
    void flow.load(language);
    return () => flow.dispose();
  }, [flow, language]);
  const view = connectTermsConfirm(flow);
  return (
    <div className="section-page user-page confirm-terms" data-testid="confirm-terms-page">
      <h1>{t(view.titleKey)}</h1>
      <div className="user-page__card confirm-terms__card">
        <p className="muted">{t('information_confirm_terms_text')}</p>
        {view.isLoading ? <div className="confirm-terms__loading" aria-busy="true" data-testid="confirm-terms-loading" /> : null}
        {view.rules.length > 0 ? (
          <ol className="confirm-terms__rules" data-testid="confirm-terms-rules">
            {view.rules.map((rule) => (
              <li key={rule.link}>
                <ol className="confirm-terms__subrules">
                  {rule.subRules.map((sub) => (
                    <li key={sub.position}>{t(sub.text)}</li>
                  ))}
                </ol>
                <a href={keepLanguage(rule.link)} target="_blank" rel="noopener">
                  {t('information_confirm_terms_full_text')}
                </a>
              </li>
            ))}
          </ol>
        ) : null}
        {view.errorKey ? (
          <p className="confirm-terms__error" role="alert" data-testid="confirm-terms-error">
            {t(view.errorKey)}
          </p>
        ) : null}
        {view.showReload ? (
          <button type="button" className="button button--secondary" onClick={() => void flow.load(language)}>
            {t('main_dictionary_refresh_page')}
          </button>
        ) : null}
        {view.showConfirm ? (
          <button type="button" className="button" disabled={!view.confirmEnabled} onClick={() => void flow.confirm()} data-testid="confirm-terms-submit">
            {t(view.confirmKey)}
          </button>
        ) : null}
      </div>
    </div>
  );
});
