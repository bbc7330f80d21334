import { ConversionReminder, type ConversionReminderService } from '@kickoff/accounts-core';
import { Limits, RealityCheck } from '@kickoff/limits-core/ids';
import { inject, injectable, optional } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import { AdBlockNoticeService } from '../ad-block/ad-block.service';
import { AgeNoticeService } from '../age-notice/age-notice.service';
import { CookieConsentService } from '../consent/cookie-consent.service';
import { ShellReminders, type ShellRemindersPart } from '../reminders/reminders.ids';
import { overlayToShow, type OverlayKind } from './layout.rules';

/**
 * The overlays waiting for the visitor, shown one at a time in `OVERLAY_ORDER` (`current`): each
 * service still decides whether its overlay is due; this queue decides which one is on the screen,
 * so no overlay hides another's buttons. limits-core's dialogs join when its module is loaded: bound
 * before the queue is made, or later through `joinLimits` (issue 20: the app loads limits-core when a
 * player signs in, not with the first page); so do the shell's reminders (`shellRemindersModule`,
 * `joinReminders`: loaded after the first page answers).
 */
@injectable()
export class OverlayQueue {
  constructor(
    @inject(AgeNoticeService) private readonly age: AgeNoticeService,
    @inject(CookieConsentService) private readonly cookies: CookieConsentService,
    @inject(AdBlockNoticeService) private readonly adBlock: AdBlockNoticeService,
    @inject(ShellReminders) @optional() private reminders: ShellRemindersPart | undefined,
    @inject(ConversionReminder) @optional() private readonly conversionReminder: ConversionReminderService | undefined,
    @inject(Limits) @optional() private limits: Limits | undefined,
    @inject(RealityCheck) @optional() private realityCheck: RealityCheck | undefined,
  ) {
    makeAutoObservable<this, 'age' | 'cookies' | 'adBlock' | 'reminders' | 'conversionReminder' | 'limits' | 'realityCheck'>(this, {
      age: false,
      cookies: false,
      adBlock: false,
      reminders: observableRef,
      conversionReminder: false,
      limits: observableRef,
      realityCheck: observableRef,
    });
  }

  /** limits-core's limit approval and reality check join the queue (its module was loaded after the queue was made). */
  joinLimits(limits: Limits, realityCheck: RealityCheck): void {
    this.limits = limits;
    this.realityCheck = realityCheck;
  }

  /** The registration reminder, the bonus popup and the user question join the queue (their module was loaded after the queue was made, issue 20). */
  joinReminders(reminders: ShellRemindersPart): void {
    this.reminders = reminders;
  }

  /** Every overlay that is due now. */
  get waiting(): Readonly<Record<OverlayKind, boolean>> {
    return {
      age: this.age.isVisible,
      limitApproval: (this.limits?.approvalDialog ?? null) !== null,
      realityCheck: this.realityCheck?.isOpen ?? false,
      cookies: this.cookies.view !== 'hidden',
      adBlock: this.adBlock.detected,
      registrationReminder: this.reminders?.registrationReminder.isVisible ?? false,
      bonusPopup: this.reminders?.bonusPopup.isVisible ?? false,
      userQuestion: this.reminders?.userQuestion.isVisible ?? false,
      conversionReminder: (this.conversionReminder?.reminder ?? null) !== null,
    };
  }

  /** The one overlay on the screen, or `null`. */
  get current(): OverlayKind | null {
    return overlayToShow(this.waiting);
  }

  /** `kind` is the overlay on the screen now. */
  isShown(kind: OverlayKind): boolean {
    return this.current === kind;
  }
}
