import type { ServiceIdentifier } from 'inversify';
import type { UserQuestionService } from '../user-question/user-question.service';
import type { BonusPopupService } from './bonus-popup.service';
import type { RegistrationReminderService } from './registration-reminder.service';

/**
 * The shell's reminders that wait for time or for the player, loaded after the first page answers
 * (issue 20: `shellRemindersModule`, its own chunk in the app): the registration reminder, the
 * first-deposit bonus popup and the user question. The shell controller starts them with the shell
 * (or at once when they join a started shell) and the overlay queue shows them; neither imports
 * their code, only this identifier.
 */
export interface ShellRemindersPart {
  readonly registrationReminder: RegistrationReminderService;
  readonly bonusPopup: BonusPopupService;
  readonly userQuestion: UserQuestionService;
  /** Starts the timers of the reminders (the user question starts with its view). */
  start(): void;
  dispose(): void;
}

/** Container identifier of the loaded reminders (bound by `shellRemindersModule`). */
export const ShellReminders = Symbol.for('ShellReminders') as ServiceIdentifier<ShellRemindersPart>;
