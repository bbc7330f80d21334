import { ContainerModule, inject, injectable } from 'inversify';
import { UserQuestionService } from '../user-question/user-question.service';
import { BonusPopupContentService } from './bonus-popup-content.service';
import { BonusPopupService } from './bonus-popup.service';
import { RegistrationReminderService } from './registration-reminder.service';
import { ShellReminders, type ShellRemindersPart } from './reminders.ids';

/** The reminders' part as the shell controller and the overlay queue see it. */
@injectable()
export class ShellRemindersService implements ShellRemindersPart {
  constructor(
    @inject(RegistrationReminderService) readonly registrationReminder: RegistrationReminderService,
    @inject(BonusPopupService) readonly bonusPopup: BonusPopupService,
    @inject(UserQuestionService) readonly userQuestion: UserQuestionService,
  ) {}

  start(): void {
    this.registrationReminder.start();
    this.bonusPopup.start();
  }

  dispose(): void {
    this.bonusPopup.dispose();
    this.registrationReminder.dispose();
  }
}

/**
 * The registration reminder, the bonus popup with its texts and the user question (document 001 §4;
 * issue 20: loaded after the first page answers, not with it). Loaded into a container whose shell
 * is made already, the app joins `ShellReminders` to the `ShellController` and the `OverlayQueue`
 * (`joinReminders` of each); loaded before they are made, they find it themselves.
 */
export const shellRemindersModule = new ContainerModule(({ bind }) => {
  for (const service of [RegistrationReminderService, BonusPopupService, BonusPopupContentService, UserQuestionService] as const) {
    bind<unknown>(service).toSelf().inSingletonScope();
  }
  bind(ShellReminders).to(ShellRemindersService).inSingletonScope();
});
