import { connectUserQuestion, OverlayQueue, UserQuestionService } from '@kickoff/shell-core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../app/di';
import { ShellDialog } from './ShellDialog';

/**
 * The user-question modal (document 000 §2 "Other modals: user question"): the operator's question
 * with its options, answered once; "later" puts it aside until the next sign-in. Drawn from
 * shell-core's `connectUserQuestion` when the `OverlayQueue` puts it on the screen.
 */
export const UserQuestionModal = observer(function UserQuestionModal() {
  const { t } = useTranslation();
  const service = useService(UserQuestionService);
  const queue = useService(OverlayQueue);
  useEffect(() => {
    service.start();
    return () => service.dispose();
  }, [service]);
  const view = connectUserQuestion(service);
  if (!queue.isShown('userQuestion') || !view) return null;
  return (
    <ShellDialog labelledBy="user-question-title" testId="user-question">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void service.submit();
        }}
      >
        <h2 id="user-question-title">{t(view.titleKey)}</h2>
        <fieldset className="user-question__options">
          <legend data-testid="user-question-text">{view.text}</legend>
          {view.options.map((option) => (
            <label key={option.index} className="user-question__option">
              <input type="radio" name="user-question-option" checked={option.isChosen} onChange={() => service.choose(option.index)} />
              {option.label}
            </label>
          ))}
        </fieldset>
        {view.errorKey ? (
          <p className="user-question__error" role="alert">
            {t(view.errorKey)}
          </p>
        ) : null}
        <div className="reminder__actions">
          <button type="submit" className="button button--primary" disabled={!view.canSend} aria-busy={view.isSending}>
            {t(view.sendKey)}
          </button>
          <button type="button" className="button button--secondary" onClick={() => service.later()}>
            {t(view.laterKey)}
          </button>
        </div>
      </form>
    </ShellDialog>
  );
});
