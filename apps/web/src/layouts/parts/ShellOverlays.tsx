import { AdBlockNotice } from './AdBlockNotice';
import { AgeNotice } from './AgeNotice';
import { CookieConsentBanner } from './CookieConsentBanner';
import { NotificationArea } from './NotificationArea';
import { BonusPopup, RegistrationReminder } from './Reminders';
import { ResponsibleGamingDialogs } from './ResponsibleGamingDialogs';
import { ScrollTopButton } from './ScrollTopButton';
import { SupportButton } from './SupportButton';

/** What floats above the page of the framed layouts: notifications, notices, the two buttons. */
export function ShellOverlays({ language }: { language: string }) {
  return (
    <>
      <NotificationArea />
      <ScrollTopButton />
      <SupportButton language={language} />
      <CookieConsentBanner />
      <AdBlockNotice />
      <RegistrationReminder />
      <BonusPopup language={language} />
      <AgeNotice />
      <ResponsibleGamingDialogs language={language} />
    </>
  );
}
