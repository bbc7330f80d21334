import { Accounts } from '@kickoff/accounts-core';
import { LimitsPage, connectLimitsPage, type ExclusionConfirmView, type LimitQuestionsView, type LimitRowView, type LimitValueView } from '@kickoff/limits-core';
import { SiteConfigStore } from '@kickoff/shell-core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../../app/di';
import { useLanguage } from '../../../app/language';
import { formatDateTime } from '../../../features/format/format';
import { limitValueText } from '../../../features/limits/limit-value-text';
import { LimitHeadroom } from '../../../features/limits/LimitHeadroom';
import { ShellDialog } from '../../../layouts/parts/ShellDialog';
import type { AreaPageProps } from '../../area.types';
import './responsible-page.css';

/** Draws a value of the view model in the page language. */
function useValueText(): (value: LimitValueView) => string {
  const { t } = useTranslation();
  const lng = useLanguage();
  return (value) => limitValueText(t, value, lng);
}

/** One limit: the value in force, what is left, a pending change with its date, and the choice. */
const LimitRow = observer(function LimitRow({ row }: { row: LimitRowView }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const flow = useService(LimitsPage);
  const text = useValueText();
  return (
    <li className="limit-row" data-testid="limit-row" data-limit-type={row.limitType}>
      <div className="limit-row__head">
        <strong>{t(row.titleKey)}</strong>
        <span data-testid="limit-current">{text(row.current)}</span>
      </div>
      {row.untilMs !== null ? <p className="limit-row__note">{t('responsible_until', { date: formatDateTime(row.untilMs, lng) })}</p> : null}
      {row.free ? (
        <p className="limit-row__note" data-testid="limit-free">
          {text(row.free)}
        </p>
      ) : null}
      {row.pending ? (
        <div className="limit-row__pending" role="status" data-testid="limit-pending">
          <span>{t(row.pending.key, { value: text(row.pending.value), date: row.pending.effectiveAtMs === null ? '' : formatDateTime(row.pending.effectiveAtMs, lng) })}</span>
          {row.pending.confirmable ? (
            <button type="button" className="button button--primary" onClick={() => void flow.confirmPending(row.limitType)} data-testid="limit-confirm">
              {t('responsible_confirm')}
            </button>
          ) : null}
          {row.pending.cancellable ? (
            <button type="button" className="button" onClick={() => void flow.rejectPending(row.limitType)} data-testid="limit-reject">
              {t('responsible_reject')}
            </button>
          ) : null}
        </div>
      ) : null}
      <div className="limit-row__edit">
        <label>
          <span>{t('responsible_new_value')}</span>
          <select value={row.selected} disabled={row.disabled} onChange={(event) => flow.choose(row.limitType, event.target.value)} data-testid="limit-select">
            {row.options.map((option) => (
              <option key={option.value} value={option.value}>
                {text(option.label)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="button" disabled={row.disabled} onClick={() => void flow.save(row.limitType)} data-testid="limit-save">
          {t(row.saveKey)}
        </button>
      </div>
      {row.message ? (
        <p role="status" className={`limit-row__message limit-row__message--${row.message.tone}`} data-testid="limit-message">
          {row.message.serverTitle ?? t(row.message.key)}
        </p>
      ) : null}
    </li>
  );
});

/** The server's questions before a looser limit, answered one choice each. */
const QuestionsDialog = observer(function QuestionsDialog({ view }: { view: LimitQuestionsView }) {
  const { t } = useTranslation();
  const flow = useService(LimitsPage);
  return (
    <ShellDialog labelledBy="limit-questions-title" testId="limit-questions">
      <h2 id="limit-questions-title">{t(view.titleKey)}</h2>
      <p>{t(view.limitTitleKey)}</p>
      {view.questions.map((question) => (
        <fieldset key={question.id} className="limit-question" data-testid="limit-question">
          <legend>{t(question.textKey)}</legend>
          {question.answers.map((answer) => (
            <label key={answer.id} className="limit-question__answer">
              <input type="radio" name={`limit-question-${question.id}`} checked={answer.selected} onChange={() => flow.answer(question.id, answer.id)} /> {t(answer.textKey)}
            </label>
          ))}
        </fieldset>
      ))}
      <div className="modal__actions">
        <button type="button" className="button button--primary" disabled={!view.canSubmit} onClick={() => void flow.submitAnswers()} data-testid="limit-questions-submit">
          {t(view.submitKey)}
        </button>
        <button type="button" className="button button--secondary" onClick={() => flow.cancelQuestions()}>
          {t(view.cancelKey)}
        </button>
      </div>
    </ShellDialog>
  );
});

/** What a self-exclusion or a time-out does, said before it is done; self-exclusion asks for a reason. */
const ExclusionDialog = observer(function ExclusionDialog({ view }: { view: ExclusionConfirmView }) {
  const { t } = useTranslation();
  const flow = useService(LimitsPage);
  const text = useValueText();
  return (
    <ShellDialog labelledBy="limit-exclusion-title" role="alertdialog" testId="limit-exclusion">
      <h2 id="limit-exclusion-title">{t(view.titleKey)}</h2>
      <p>{t(view.textKey, { period: text(view.period) })}</p>
      {view.reasons.length > 0 ? (
        <fieldset className="limit-question">
          <legend>{t('responsible_reason_label')}</legend>
          {view.reasons.map((reason) => (
            <label key={reason.id} className="limit-question__answer">
              <input type="radio" name="limit-exclusion-reason" checked={reason.selected} onChange={() => flow.chooseReason(reason.id)} /> {t(reason.textKey)}
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="modal__actions">
        <button type="button" className="button button--primary" disabled={view.busy} onClick={() => void flow.confirmExclusion()} data-testid="limit-exclusion-confirm">
          {t(view.confirmKey)}
        </button>
        <button type="button" className="button button--secondary" disabled={view.busy} onClick={() => flow.cancelExclusion()}>
          {t(view.cancelKey)}
        </button>
      </div>
    </ShellDialog>
  );
});

/** Responsible gaming (office/responsible), bound to limits-core's `LimitsPageFlow` and drawn from `connectLimitsPage`. */
export const ResponsiblePage = observer(function ResponsiblePage(_props: AreaPageProps) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const flow = useService(LimitsPage);
  const accounts = useService(Accounts);
  const siteConfig = useService(SiteConfigStore);
  useEffect(() => {
    void flow.start(lng);
  }, [flow, lng]);
  const view = connectLimitsPage(flow, { currencyIso: accounts.activeAccount?.iso ?? siteConfig.config?.defaultCurrencyIso });
  return (
    <section className="office-page responsible-page" data-testid="office-responsible">
      <h1>{t(view.titleKey)}</h1>
      {view.noticeKey ? (
        <p className="responsible-page__notice" role="note" data-testid="limits-notice">
          {t(view.noticeKey)}
        </p>
      ) : null}
      {view.selfExclusionWarningKey ? <p role="alert">{t(view.selfExclusionWarningKey)}</p> : null}
      {view.errorKey ? <p role="alert">{t(view.errorKey)}</p> : null}
      {view.loading ? <p aria-busy="true">{t('main_loading')}</p> : null}
      <LimitHeadroom />
      <ul className="limit-list">
        {view.rows.map((row) => (
          <LimitRow key={row.limitType} row={row} />
        ))}
      </ul>
      {view.questions ? <QuestionsDialog view={view.questions} /> : null}
      {view.exclusion ? <ExclusionDialog view={view.exclusion} /> : null}
    </section>
  );
});
