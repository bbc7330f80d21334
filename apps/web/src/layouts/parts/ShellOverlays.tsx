import { AuthStatusService } from '@kickoff/shell-core';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { AfterHydration } from '../../app/after-hydration';
import { useService } from '../../app/di';
import { AdBlockNotice } from './AdBlockNotice';
import { AgeNotice } from './AgeNotice';
import { CookieConsentBanner } from './CookieConsentBanner';
import { NotificationArea } from './NotificationArea';
import { ScrollTopButton } from './ScrollTopButton';
import { SlotBoundary } from './slots';
import { SupportButton } from './SupportButton';

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
      <SlotBoundary name="ReminderOverlays">
        <Suspense fallback={null}>
          <ReminderOverlays language={language} />
        </Suspense>
      </SlotBoundary>
      <AgeNotice />
      <SignedInResponsibleGaming language={language} />
    </AfterHydration>
  );
}

/** The reminders (issue 20: their chunk, with shell-core's reminder services, loads once the page answers). */
const ReminderOverlays = lazy(() => import('./Reminders'));

const ResponsibleGamingDialogs = lazy(() => import('./ResponsibleGamingDialogs'));

/**
 * A signed-in player's responsible-gaming dialogs (issue 20): their chunk, with limits-core, loads
 * when a player signs in, not with a guest's first page.
 */
const SignedInResponsibleGaming = observer(function SignedInResponsibleGaming({ language }: { language: string }) {
  const auth = useService(AuthStatusService);
  return auth.isAuthorized ? (
    <SlotBoundary name="ResponsibleGamingDialogs">
      <Suspense fallback={null}>
        <ResponsibleGamingDialogs language={language} />
      </Suspense>
    </SlotBoundary>
  ) : null;
});

/** The scroll-to-top and support buttons, last in the focus order. */
export function FloatingButtons({ language }: { language: string }) {
  return (
    <>
      <ScrollTopButton />
      <SupportButton language={language} />
    </>
  );
}
