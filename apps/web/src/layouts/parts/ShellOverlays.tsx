import { AfterHydration } from '../../app/after-hydration';
import { AdBlockNotice } from './AdBlockNotice';
import { AgeNotice } from './AgeNotice';
import { CookieConsentBanner } from './CookieConsentBanner';
import { NotificationArea } from './NotificationArea';
import { BonusPopup, ConversionReminderNotice, RegistrationReminder } from './Reminders';
import { ResponsibleGamingDialogs } from './ResponsibleGamingDialogs';
import { ScrollTopButton } from './ScrollTopButton';
import { SupportButton } from './SupportButton';
import { UserQuestionModal } from './UserQuestionModal';

/**
 * What floats above the page of the framed layouts and asks for an answer: notifications, the
 * notices and dialogs (one at a time, shell-core's `OverlayQueue`). Placed first in the page, so a
 * keyboard player meets them before the header.
 */
export function ShellOverlays({ language }: { language: string }) {
  // issue 20: drawn by the browser once a server-rendered page is hydrated (they float: no layout shift)
  return (
    <AfterHydration>
      <NotificationArea />
      <CookieConsentBanner />
      <AdBlockNotice />
      <RegistrationReminder />
      <BonusPopup language={language} />
      <UserQuestionModal />
      <ConversionReminderNotice language={language} />
      <AgeNotice />
      <ResponsibleGamingDialogs language={language} />
    </AfterHydration>
  );
}

/** The scroll-to-top and support buttons, last in the focus order. */
export function FloatingButtons({ language }: { language: string }) {
  return (
    <>
      <ScrollTopButton />
      <SupportButton language={language} />
    </>
  );
}
