import { connectConversionReminder, ConversionReminder } from '@kickoff/accounts-core';
import { BonusPopupContentService, BonusPopupService, connectBonusPopup, OverlayQueue, RegistrationReminderService, shellRemindersModule } from '@kickoff/shell-core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useService } from '../../app/di';
import { useFeatureModulesInTask } from '../../features/feature-modules';
import { ModalStore } from '../../shell/modal.store';
import { UserQuestionModal } from './UserQuestionModal';

/**
 * The reminders that float above the page (document 001 §4): the registration reminder, the
 * first-deposit bonus popup, the user question and the account conversion reminder. issue 20: this
 * file is its own chunk, drawn once the page answers (ShellOverlays), and brings shell-core's
 * `shellRemindersModule` into the container; the reminders join the shell's controller and overlay
 * queue there (container.ts), their timing counted from the shell's start.
 */
export default function ReminderOverlays({ language }: { language: string }) {
  // issue 20: the reminders' services are loaded in a task of their own, not inside this render
  const loaded = useFeatureModulesInTask(shellRemindersModule);
  if (!loaded) return null;
  return (
    <>
      <RegistrationReminder />
      <BonusPopup language={language} />
      <UserQuestionModal />
      <ConversionReminderNotice language={language} />
    </>
  );
}

/** The registration reminder for guests (document 001 §4): opens the registration modal. */
export const RegistrationReminder = observer(function RegistrationReminder() {
  const { t } = useTranslation();
  const reminder = useService(RegistrationReminderService);
  const modals = useService(ModalStore);
  const queue = useService(OverlayQueue);
  if (!queue.isShown('registrationReminder')) return null;
  return (
    <aside className="reminder" role="status" data-testid="registration-reminder">
      <p>{t('main_registration_reminder')}</p>
      <div className="reminder__actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            reminder.close();
            modals.show('registration');
          }}
        >
          {t('main_register')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => reminder.close()}>
          {t('main_close')}
        </button>
      </div>
    </aside>
  );
});

/**
 * The first-deposit bonus popup (document 001 §4, §7): 15 s after its conditions are met, with the
 * server's title, text and link in the page language (shell-core's `connectBonusPopup`).
 */
export const BonusPopup = observer(function BonusPopup({ language }: { language: string }) {
  const { t } = useTranslation();
  const popup = useService(BonusPopupService);
  const content = useService(BonusPopupContentService);
  const queue = useService(OverlayQueue);
  useEffect(() => {
    content.start(language);
  }, [content, language]);
  useEffect(() => () => content.dispose(), [content]);
  const view = connectBonusPopup(content);
  if (!queue.isShown('bonusPopup') || !view) return null;
  return (
    <aside className="reminder" role="status" aria-labelledby="bonus-popup-title" data-testid="bonus-popup">
      <p id="bonus-popup-title">
        <strong>{view.title}</strong>
      </p>
      <p data-testid="bonus-popup-text">{view.description}</p>
      <div className="reminder__actions">
        {view.link ? (
          <Link className="button" to={view.link} onClick={() => popup.close()}>
            {t('main_bonus_popup_more')}
          </Link>
        ) : null}
        <button type="button" className="button button--secondary" onClick={() => popup.close()}>
          {t('main_close')}
        </button>
      </div>
    </aside>
  );
});

/**
 * The account conversion reminder (document 000 §5): for a player holding kuna (HRK) accounts, the
 * main-account or the additional-account case once per session, with the way to the convert-account
 * page. accounts-core's `ConversionReminderService` decides; the `OverlayQueue` puts it on screen.
 */
export const ConversionReminderNotice = observer(function ConversionReminderNotice({ language }: { language: string }) {
  const { t } = useTranslation();
  const reminder = useService(ConversionReminder);
  const queue = useService(OverlayQueue);
  useEffect(() => {
    reminder.start();
    return () => reminder.dispose();
  }, [reminder]);
  const view = connectConversionReminder(reminder);
  if (!queue.isShown('conversionReminder') || !view) return null;
  return (
    <aside className="reminder" role="status" data-testid="conversion-reminder">
      <p>{t(view.textKey)}</p>
      <div className="reminder__actions">
        <Link className="button" to={`/${language}/convert-account`} onClick={() => reminder.dismiss()} data-testid="conversion-reminder-open">
          {t(view.linkKey)}
        </Link>
        <button type="button" className="button button--secondary" onClick={() => reminder.dismiss()}>
          {t(view.closeKey)}
        </button>
      </div>
    </aside>
  );
});
